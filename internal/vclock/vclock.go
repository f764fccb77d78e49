// Package vclock is the clock vector the dynamic partial-order
// reductions share (scheduler's clockvector, the DporEngine's analyses):
// an entry per thread id, the index of the last transition of that thread
// known to happen before. A Clock is never changed in place once stored
// (copy on write), so that undo logs can keep old ones. It is a value
// type with no knowledge of threads, locations or the search.
package vclock

// Clock is a clock vector by thread id.
type Clock []int32

// At returns the entry of thread q (0 if absent).
func (c Clock) At(q int) int32 {
	if q < len(c) {
		return c[q]
	}
	return 0
}

// Max returns a new clock, the pointwise maximum of a and b, long enough
// to hold entry p.
func Max(a, b Clock, p int) Clock {
	cv := make(Clock, max(len(a), len(b), p+1))
	copy(cv, a)
	for i, v := range b {
		cv[i] = max(cv[i], v)
	}
	return cv
}
