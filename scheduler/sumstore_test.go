package scheduler

import (
	"bytes"
	"fmt"
	"testing"
)

func TestIDTable(t *testing.T) {
	tb := idTable{mem: &chunkMem{}}
	defer tb.mem.free()
	set := map[int64]uint32{0: 1, 1: 7, idChunkLen - 1: 3, idChunkLen: 4, 5*idChunkLen + 17: 9}
	for id, v := range set {
		tb.set(id, v)
	}
	for _, id := range []int64{-1, 0, 1, 2, idChunkLen - 1, idChunkLen, idChunkLen + 1, 3 * idChunkLen, 5*idChunkLen + 17, 100 * idChunkLen} {
		if got, want := tb.get(id), set[id]; got != want {
			t.Errorf("get(%d) = %d, want %d", id, got, want)
		}
	}
	tb.set(1, 8)
	if got := tb.get(1); got != 8 {
		t.Errorf("get(1) after a second set = %d, want 8", got)
	}
}

func TestRunArena(t *testing.T) {
	a := runArena{mem: &chunkMem{}}
	defer a.mem.free()
	runs := [][]byte{{}, {1, 2, 3}, bytes.Repeat([]byte{4}, runChunk-2), {5, 6, 7}, bytes.Repeat([]byte{8}, 3*runChunk), {}, {9}}
	refs := make([]sumRef, len(runs))
	for i, r := range runs {
		refs[i] = a.add(r)
	}
	for i, r := range runs {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			if got := a.bytes(refs[i]); !bytes.Equal(got, r) {
				t.Errorf("run %d: %d bytes back, want %d", i, len(got), len(r))
			}
		})
	}
	if got := a.bytes(sumRef{}); len(got) != 0 {
		t.Errorf("the zero sumRef has %d bytes", len(got))
	}
}
