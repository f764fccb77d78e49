package scheduler

import "unsafe"

// Chunked storage for the stateful scheduler's summaries (stateful.go),
// which grow with the states stored: chunks of a fixed size, never
// copied, so that memory stays close to what is stored (an appended
// slice is up to twice as long, and leaves its old array to the
// collector at each growth). The chunks are outside Go's heap where the
// system maps memory (chunkMem): the collector does not let the heap
// grow by as much again before collecting, as it does for live heap,
// and a chunk's pages take memory only once written.

const (
	idChunkBits = 16
	idChunkLen  = 1 << idChunkBits
	// runChunk is the size of a runArena chunk (a longer run gets a
	// chunk of its own).
	runChunk = 64 << 10
)

// chunkMem is the memory of chunks: mapped, or Go's heap where the
// system would not map it. free gives back what was mapped; the chunks
// must not be used after.
type chunkMem struct{ maps [][]byte }

// bytes returns n zeroed bytes, 8-byte aligned.
func (m *chunkMem) bytes(n int) []byte {
	if b, ok := allocPages(n); ok {
		m.maps = append(m.maps, b)
		return b
	}
	w := make([]uint64, (n+7)/8)
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(w))), n)
}

func (m *chunkMem) free() {
	for _, b := range m.maps {
		freePages(b)
	}
	m.maps = nil
}

// idTable maps state ids (from 0) to uint32 values, 0 where never set.
type idTable struct {
	mem    *chunkMem
	chunks [][]uint32
}

func (t *idTable) get(id int64) uint32 {
	if id < 0 {
		return 0
	}
	c := id >> idChunkBits
	if c >= int64(len(t.chunks)) || t.chunks[c] == nil {
		return 0
	}
	return t.chunks[c][id&(idChunkLen-1)]
}

// set sets id's value; id must not be negative.
func (t *idTable) set(id int64, v uint32) {
	c := int(id >> idChunkBits)
	for c >= len(t.chunks) {
		t.chunks = append(t.chunks, nil)
	}
	if t.chunks[c] == nil {
		b := t.mem.bytes(4 * idChunkLen)
		t.chunks[c] = unsafe.Slice((*uint32)(unsafe.Pointer(unsafe.SliceData(b))), idChunkLen)
	}
	t.chunks[c][id&(idChunkLen-1)] = v
}

// runArena holds byte runs in chunks; a run lies in one chunk.
type runArena struct {
	mem    *chunkMem
	chunks [][]byte
}

// add copies b into the runArena and returns where it is.
func (a *runArena) add(b []byte) sumRef {
	n := len(a.chunks)
	if n == 0 || cap(a.chunks[n-1])-len(a.chunks[n-1]) < len(b) {
		a.chunks = append(a.chunks, a.mem.bytes(max(runChunk, len(b)))[:0])
		n++
	}
	c := &a.chunks[n-1]
	r := sumRef{chunk: uint32(n - 1), off: uint32(len(*c)), n: uint32(len(b))}
	*c = append(*c, b...)
	return r
}

// bytes returns the run r (none for the zero sumRef of an empty runArena).
func (a *runArena) bytes(r sumRef) []byte {
	if r.n == 0 {
		return nil
	}
	return a.chunks[r.chunk][r.off : r.off+r.n]
}
