package jvm

import (
	"slices"
	"testing"
)

// TestLiveStates: restoring a state frees the snapshots taken after it
// (and only those) for reuse; restoring one the list does not hold frees
// nothing.
func TestLiveStates(t *testing.T) {
	var ls liveStates
	s1, s2, s3 := ls.take(), ls.take(), ls.take()
	if s1 == s2 || s2 == s3 {
		t.Fatal("take returned one state twice")
	}
	ls.restored(s3) // the newest: nothing after it
	if len(ls.free) != 0 || len(ls.live) != 3 {
		t.Fatalf("restoring the newest: live %d, free %d", len(ls.live), len(ls.free))
	}
	ls.restored(s1)
	if !slices.Equal(ls.live, []*State{s1}) || len(ls.free) != 2 {
		t.Fatalf("restoring the oldest: live %v, free %v", ls.live, ls.free)
	}
	if s := ls.take(); s != s3 && s != s2 {
		t.Errorf("take after a restore made a new state instead of reusing s2 or s3")
	}
	if s := ls.take(); s != s3 && s != s2 {
		t.Errorf("second take after a restore made a new state")
	}
	if s := ls.take(); s == s1 || s == s2 || s == s3 {
		t.Errorf("third take reused a state that is still valid")
	}
	ls.restored(&State{}) // not a snapshot of this list's
	if len(ls.live) != 0 || len(ls.free) != 0 {
		t.Errorf("restoring an unknown state: live %d, free %d, want 0 and 0", len(ls.live), len(ls.free))
	}
}
