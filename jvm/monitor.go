package jvm

// monitorEnter acquires the monitor of r for t. It reports false if the
// thread could not (it then threw, or blocked and must retry).
func (t *Thread) monitorEnter(r Ref) bool {
	o := t.vm.heap.get(r)
	if o.mon == nil || o.mon.count == 0 {
		t.vm.setMonitor(o, t, 1)
		if t.status == StatusBlocked {
			t.setStatus(StatusRunnable)
			t.blockedOn = 0
		} else if t.vm.Exposed(r) {
			// Had another thread held the monitor, this thread would
			// have blocked, which Thread.getState shows: the acquire
			// is dependent with other threads' reads of this thread's
			// state, so that a reduction that sees a getState race
			// with it tries the acquire first (where it blocks).
			t.tellOwnStatus()
		}
		return true
	}
	if o.mon.owner == t {
		t.vm.setMonitor(o, t, o.mon.count+1)
		return true
	}
	// Contended: the thread blocks and the instruction runs again when the
	// monitor is free and the thread is scheduled.
	t.setStatus(StatusBlocked)
	t.blockedOn = r
	t.vm.blocked(t)
	return false
}

// monitorExit releases one hold of the monitor of r, throwing
// IllegalMonitorStateException if t does not own it.
func (t *Thread) monitorExit(r Ref) bool {
	o := t.vm.heap.get(r)
	if o.mon == nil || o.mon.owner != t || o.mon.count == 0 {
		t.throwNew("java/lang/IllegalMonitorStateException", "current thread is not owner")
		return false
	}
	t.vm.setMonitor(o, t, o.mon.count-1)
	return true
}

// tellRelease tells the scheduler and the listeners that a synchronized
// method releases its monitor as it returns or unwinds. It is no
// scheduling point (monitorexit is one), but the release orders what the
// method did before the next lock of the monitor, which the dynamic
// reductions and the race detector need. The JDK's bookkeeping and the
// inside of a console call are not told, as their locks are not.
func (t *Thread) tellRelease(lock Ref) {
	vm := t.vm
	if vm.sched == nil || len(vm.threads) == 1 || t.inConsole {
		return
	}
	if kind, _ := t.atomicJDK(); kind == atomicThreadBookkeeping || kind == atomicEvents {
		return
	}
	vm.tell(t, Point{Kind: PointRelease, Object: lock})
}
