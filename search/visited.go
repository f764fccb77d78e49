package search

import (
	"encoding/binary"
	"math/bits"
	"runtime"
	"unsafe"
)

// visitedSet is the search's store of the states it has seen: a
// fingerprint of each state's 128-bit hash (jvm.VM.StateHash), and the id
// the search numbered the state with, which a matched state is reported
// by (jvm.StatefulScheduler.StateMatched, listeners.Search.StateID).
//
// Layout. The fingerprints are an append-only array indexed by id (ids
// are the search's new-state count when the state was stored, so they
// come in increasing order), in fixed-size chunks: 8 bytes a state (16
// with wide fingerprints), never copied. The hash table is open
// addressing with linear probing over uint32 slots, each holding
// id−base+1 (0: empty), so an id is not stored at all: it is the
// position of the fingerprint the slot points to. The table grows by
// half when it is three quarters full, so it is between half and three
// quarters full after the first growth: 5.3–8 bytes a state. A state
// costs 13.3–16 bytes in all (21.3–24 wide), with no allocation per
// state; chunks and table are outside Go's heap (offheap.go), so the
// collector does not double them. A lookup compares the fingerprints of the slots it probes
// (about 2.5 probes to find a stored state, 8.5 at most on average to
// miss, at the highest load).
//
// Fingerprints. Narrow (the default) keeps 64 bits of the hash: of n
// distinct states, two have the same fingerprint, and the search takes
// the second for the first, with probability at most about n²/2⁶⁵
// (docs/state-matching.md). Wide keeps all 128 bits.
//
// Ids have gaps where the search numbers a state it could not hash (the
// fingerprint array keeps an unused entry for it); an id stored again
// for a fingerprint already there (a bounded search's state reached
// with fewer preemptions) replaces the old one, whose entry stays, unused.
type visitedSet struct {
	wide bool
	// base is the first id: the table holds id−base+1.
	base int64
	// chunks hold the fingerprints by id−base: chunkLen ids a chunk,
	// one word an id (two when wide); n is how many ids have an entry.
	chunks [][]uint64
	n      int64
	// table holds id−base+1 per slot (0: empty); count is the slots in
	// use.
	table []uint32
	count int
	// mem holds chunks and table (offheap.go).
	mem *offHeap
}

const (
	chunkBits = 16
	chunkLen  = 1 << chunkBits
	// maxVisited is how many ids a set can number (a slot holds id−base+1
	// in 32 bits).
	maxVisited = 1<<32 - 2
	// minTable is the table's first size.
	minTable = 16
)

// newVisitedSet returns an empty set whose ids start at base; wide keeps
// 128-bit fingerprints.
func newVisitedSet(wide bool, base int64) *visitedSet {
	v := &visitedSet{wide: wide, base: base, mem: &offHeap{}}
	v.table = v.mem.words32(minTable)
	// Free gives the memory back; a set dropped without it gives it
	// back when collected.
	runtime.AddCleanup(v, (*offHeap).free, v.mem)
	return v
}

// Free gives back the set's memory; the set must not be used after.
func (v *visitedSet) Free() {
	v.mem.free()
	v.table, v.chunks, v.count, v.n = nil, nil, 0, 0
}

// Len is the number of states stored (replaced ids not counted).
func (v *visitedSet) Len() int { return v.count }

// Full reports whether id is beyond the ids the set can number.
func (v *visitedSet) Full(id int64) bool { return id-v.base >= maxVisited }

// Bytes is the memory the set holds: table, fingerprint chunks (whole,
// written or not) and the chunks' slice headers.
func (v *visitedSet) Bytes() int64 {
	return v.mem.size + int64(24*cap(v.chunks))
}

// fingerprint is what the set keeps of hash h: its low 64 bits, and its
// high 64 bits when wide (hi is 0 when narrow).
func (v *visitedSet) fingerprint(h [16]byte) (lo, hi uint64) {
	lo = binary.LittleEndian.Uint64(h[:8])
	if v.wide {
		hi = binary.LittleEndian.Uint64(h[8:])
	}
	return lo, hi
}

// home is the first slot probed for fingerprint lo in a table of n
// slots (multiply-shift: n need not be a power of two).
func home(lo uint64, n int) int {
	h, _ := bits.Mul64(lo*0x9e3779b97f4a7c15, uint64(n))
	return int(h)
}

// entry returns the fingerprint stored for index i (id−base).
func (v *visitedSet) entry(i int64) (lo, hi uint64) {
	c := v.chunks[i>>chunkBits]
	if v.wide {
		j := 2 * (i & (chunkLen - 1))
		return c[j], c[j+1]
	}
	return c[i&(chunkLen-1)], 0
}

// find returns the slot holding fingerprint (lo, hi), or the empty slot
// where it would go, and whether it is there.
func (v *visitedSet) find(lo, hi uint64) (slot int, found bool) {
	n := len(v.table)
	for i := home(lo, n); ; {
		x := v.table[i]
		if x == 0 {
			return i, false
		}
		if a, b := v.entry(int64(x - 1)); a == lo && b == hi {
			return i, true
		}
		if i++; i == n {
			i = 0
		}
	}
}

// Get returns the id stored for the state with hash h.
func (v *visitedSet) Get(h [16]byte) (id int64, ok bool) {
	lo, hi := v.fingerprint(h)
	slot, found := v.find(lo, hi)
	if !found {
		return 0, false
	}
	return int64(v.table[slot]-1) + v.base, true
}

// Put stores the state with hash h as id, replacing the id stored for
// it if any. Ids must increase from one Put to the next, from base and
// below base+maxVisited (Full).
func (v *visitedSet) Put(h [16]byte, id int64) {
	i := id - v.base
	if i < v.n || i >= maxVisited {
		panic("visitedSet.Put: id out of order or beyond the set's range")
	}
	lo, hi := v.fingerprint(h)
	v.setEntry(i, lo, hi)
	slot, found := v.find(lo, hi)
	if !found {
		if 4*(v.count+1) > 3*len(v.table) {
			v.grow()
			slot, _ = v.find(lo, hi)
		}
		v.count++
	}
	v.table[slot] = uint32(i + 1)
}

// setEntry records fingerprint (lo, hi) at index i, the gap since the
// last entry left zero.
func (v *visitedSet) setEntry(i int64, lo, hi uint64) {
	w := int64(1)
	if v.wide {
		w = 2
	}
	for int64(len(v.chunks))<<chunkBits <= i {
		v.chunks = append(v.chunks, v.mem.words64(int(w)*chunkLen))
	}
	c := v.chunks[i>>chunkBits]
	j := w * (i & (chunkLen - 1))
	c[j] = lo
	if v.wide {
		c[j+1] = hi
	}
	v.n = i + 1
}

// grow makes the table half as large again and moves the entries.
func (v *visitedSet) grow() {
	old := v.table
	n := len(old) + len(old)/2
	v.table = v.mem.words32(n)
	defer v.mem.release(unsafe.Pointer(unsafe.SliceData(old)))
	for _, x := range old {
		if x == 0 {
			continue
		}
		lo, _ := v.entry(int64(x - 1))
		i := home(lo, n)
		for v.table[i] != 0 {
			if i++; i == n {
				i = 0
			}
		}
		v.table[i] = x
	}
}
