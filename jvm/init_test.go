package jvm

import "testing"

// TestInitSeen checks the per-thread record of which threads have seen a
// class's concurrent initialization finished, for thread ids beyond one
// word too (a thread that initClass reports the class usable to must find
// it usable, or the instruction would run again for ever), and that
// backtracking undoes it.
func TestInitSeen(t *testing.T) {
	vm := &VM{}
	vm.recording = true
	c := &Class{initState: classInitialized, initThread: &Thread{vm: vm, id: 1}}
	mark := len(vm.undo)
	ids := []int{0, 5, 63, 64, 70, 200}
	for _, id := range ids {
		th := &Thread{vm: vm, id: id}
		if c.initSeenBy(th) || c.usableBy(th) {
			t.Fatalf("thread %d: seen before it looked", id)
		}
		th.sawInit(c) // vm.sched is nil: nothing is told, the record is kept
		if !c.initSeenBy(th) || !c.usableBy(th) {
			t.Fatalf("thread %d: not seen after it looked", id)
		}
	}
	for _, id := range []int{1, 6, 65, 199} {
		if id != 1 && c.initSeenBy(&Thread{vm: vm, id: id}) {
			t.Errorf("thread %d seen, but it never looked", id)
		}
	}
	if !c.usableBy(c.initThread) {
		t.Errorf("the initializing thread may not use the class")
	}
	vm.Restore(&State{undoLen: mark})
	for _, id := range ids {
		if c.initSeenBy(&Thread{vm: vm, id: id}) {
			t.Errorf("thread %d still seen after backtracking", id)
		}
	}
}
