package jvm

// syncModel holds the VM's model of wait sets and notification. Until
// threads are scheduled (multi-threaded programs are a later step), a wait
// without a timeout can never be notified and stops the VM as unsupported.
type syncModel struct{}

func (syncModel) notify(t *Thread, obj Ref, all bool) (uint64, nativeStatus) {
	return retVoid()
}

func (syncModel) wait(t *Thread, obj Ref, timeout int64) (uint64, nativeStatus) {
	if timeout > 0 {
		t.vm.nanos += timeout * 1_000_000
		return retVoid()
	}
	t.vm.unsupportedf("Object.wait() with no thread to notify it")
	return failed()
}

// startThread starts a new Java thread for a Thread object.
func (vm *VM) startThread(t *Thread, obj Ref) (uint64, nativeStatus) {
	vm.unsupportedf("Thread.start: multi-threaded programs are not supported yet")
	return failed()
}

// park implements Unsafe.park for a single thread: a timed park lets model
// time pass; an untimed one could never be unparked.
func (vm *VM) park(t *Thread, absolute bool, time int64) (uint64, nativeStatus) {
	if t.parkPermit {
		t.parkPermit = false
		return retVoid()
	}
	if time > 0 {
		if absolute {
			vm.nanos = max(vm.nanos, (time-modelEpochMillis)*1_000_000)
		} else {
			vm.nanos += time
		}
		return retVoid()
	}
	vm.unsupportedf("LockSupport.park with no thread to unpark it")
	return failed()
}

// unpark implements Unsafe.unpark: it gives the thread its permit.
func (vm *VM) unpark(t *Thread, threadObj Ref) (uint64, nativeStatus) {
	if threadObj == 0 {
		return retVoid()
	}
	if th, ok := vm.heap.get(threadObj).native.(*Thread); ok {
		th.parkPermit = true
	}
	return retVoid()
}
