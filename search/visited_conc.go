package search

import (
	"encoding/binary"
	"sync"
)

// concVisited is the visited set a parallel search's workers share
// (parallel.go): visitedSets in stripes, each behind its own lock, a
// state going to the stripe its fingerprint's top bits name, so that
// workers storing different states rarely wait for one another. Each
// stripe numbers its states from 0; a state's id is its stripe number
// times stripes plus its stripe's id: unique, though not the order in
// which the states were found (a parallel search has no such order).
// Nothing needs them but the listeners and stateful schedulers, which
// run with one worker. A state costs what it costs in a visitedSet
// (13.3–16 bytes; 21.3–24 wide).
type concVisited struct {
	stripes [visitedStripes]stripe
}

type stripe struct {
	mu  sync.Mutex
	set *visitedSet
	// next is the stripe's next id.
	next int64
	// Pad to a cache line, so that two workers locking neighbouring
	// stripes do not share one.
	_ [40]byte
}

// visitedStripes is how many stripes a concVisited has. A worker holds a
// stripe's lock for a lookup (about 0.1 µs) once a transition (10 µs and
// more), so even 64 workers keep 16 stripes a few per cent busy; each
// stripe's first chunk of fingerprints (512 KiB of address space, its
// pages taken once written) counts in Bytes whole.
const visitedStripes = 16

func newConcVisited(wide bool) *concVisited {
	c := &concVisited{}
	for i := range c.stripes {
		c.stripes[i].set = newVisitedSet(wide, 0)
	}
	return c
}

// Add stores the state with hash h if it is not there; it reports
// whether it was new, and false for full when its stripe cannot number
// more states.
func (c *concVisited) Add(h [16]byte) (isNew, full bool) {
	// The stripe by the fingerprint's top bits; the set's home slot
	// comes from all 64 bits multiplied, so the two are independent
	// enough.
	k := int(binary.LittleEndian.Uint64(h[:8]) >> 60)
	st := &c.stripes[k]
	st.mu.Lock()
	defer st.mu.Unlock()
	if _, dup := st.set.Get(h); dup {
		return false, false
	}
	if st.set.Full(st.next) {
		return false, true
	}
	st.set.Put(h, st.next)
	st.next++
	return true, false
}

// Len is the number of states stored.
func (c *concVisited) Len() int {
	return int(c.sum(func(st *stripe) int64 { return int64(st.set.Len()) }))
}

// Bytes is the memory the set holds.
func (c *concVisited) Bytes() int64 {
	return c.sum(func(st *stripe) int64 { return st.set.Bytes() })
}

// sum adds f over the stripes, each read under its lock.
func (c *concVisited) sum(f func(*stripe) int64) int64 {
	var n int64
	for i := range c.stripes {
		st := &c.stripes[i]
		st.mu.Lock()
		n += f(st)
		st.mu.Unlock()
	}
	return n
}

// Free gives back the set's memory.
func (c *concVisited) Free() {
	for i := range c.stripes {
		c.stripes[i].set.Free()
	}
}
