package scheduler

// arena hands out the records a stateless DPOR makes along the current
// path (clockvector's location records and clocks) from a stack of
// chunks instead of the Go heap: the search backtracks in stack order, so
// everything made after a choice point's mark is dead when the search
// returns there (release), and its space is taken again. Nothing older
// than a mark may point to what is made after it.
type arena[T any] struct {
	chunks [][]T
	// at is the position of the next free element: chunk at/arenaChunk,
	// offset at%arenaChunk.
	at int
}

const arenaChunk = 4096

// alloc returns n zeroed contiguous elements (made on the heap when n is
// larger than a chunk).
func (a *arena[T]) alloc(n int) []T {
	if n > arenaChunk {
		return make([]T, n)
	}
	c, off := a.at/arenaChunk, a.at%arenaChunk
	if off+n > arenaChunk {
		c, off = c+1, 0
	}
	for c >= len(a.chunks) {
		a.chunks = append(a.chunks, make([]T, arenaChunk))
	}
	s := a.chunks[c][off : off+n : off+n]
	clear(s)
	a.at = c*arenaChunk + off + n
	return s
}

// mark is the position to release back to.
func (a *arena[T]) mark() int { return a.at }

// release makes everything allocated since mark m free again.
func (a *arena[T]) release(m int) { a.at = m }
