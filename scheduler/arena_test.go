package scheduler

import "testing"

// TestArena: allocations are zeroed and do not overlap, a release makes
// the space after the mark free again (and only that), and a request
// larger than a chunk or crossing a chunk's end still gets contiguous
// memory.
func TestArena(t *testing.T) {
	var a arena[int32]
	x := a.alloc(3)
	for i := range x {
		x[i] = int32(i + 1)
	}
	m := a.mark()
	y := a.alloc(2)
	y[0], y[1] = 7, 8
	if x[2] != 3 {
		t.Fatalf("alloc overwrote an earlier allocation: %v", x)
	}
	if cap(x) != 3 {
		t.Errorf("cap %d, want 3 (an append must not run into the next allocation)", cap(x))
	}
	a.release(m)
	z := a.alloc(2)
	if &z[0] != &y[0] || z[0] != 0 || z[1] != 0 {
		t.Errorf("after release: %v at %p, want zeros at %p", z, &z[0], &y[0])
	}
	if x[0] != 1 || x[2] != 3 {
		t.Errorf("release freed memory before the mark: %v", x)
	}
	// Crossing a chunk's end: the allocation starts a new chunk.
	a.alloc(arenaChunk - a.mark()%arenaChunk - 1)
	w := a.alloc(4)
	if len(w) != 4 || len(a.chunks) != 2 {
		t.Errorf("crossing a chunk: len %d, chunks %d, want 4 and 2", len(w), len(a.chunks))
	}
	if big := a.alloc(arenaChunk + 1); len(big) != arenaChunk+1 {
		t.Errorf("big alloc: len %d", len(big))
	}
}
