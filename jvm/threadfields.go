package jvm

// threadFields are the fields of java.lang.Thread and java.lang.ThreadGroup
// that the VM's thread natives and models read and write, resolved once
// at boot (the classes are linked then) so that a thread's start, end,
// status change or interrupt finds them without a lookup by name. A field
// this JDK does not have is nil. They are the JDK's own fields: a field of
// the same name that a program's subclass of Thread declares is not one.
type threadFields struct {
	// java.lang.Thread (JDK 17 has threadStatus, daemon, stillborn here;
	// JDK 19+ moved them to the holder).
	eetop, threadStatus, holder, interrupted, daemon, stillborn *Field
	name, group, threadLocals, uncaughtExceptionHandler         *Field
	// exitCleared are the references the thread-exit model clears.
	exitCleared []*Field
	// java.lang.ThreadGroup.
	groupDaemon, groupNthreads, groupDestroyed, groupThreads *Field
}

// resolveThreadFields finds the fields of thread (java.lang.Thread) and
// group (java.lang.ThreadGroup).
func resolveThreadFields(thread, group *Class) threadFields {
	tf := threadFields{
		eetop:                    thread.fieldByName("eetop"),
		threadStatus:             thread.fieldByName("threadStatus"),
		holder:                   thread.fieldByName("holder"),
		interrupted:              thread.fieldByName("interrupted"),
		daemon:                   thread.fieldByName("daemon"),
		stillborn:                thread.fieldByName("stillborn"),
		name:                     thread.fieldByName("name"),
		group:                    thread.fieldByName("group"),
		threadLocals:             thread.fieldByName("threadLocals"),
		uncaughtExceptionHandler: thread.fieldByName("uncaughtExceptionHandler"),
		groupDaemon:              group.fieldByName("daemon"),
		groupNthreads:            group.fieldByName("nthreads"),
		groupDestroyed:           group.fieldByName("destroyed"),
		groupThreads:             group.fieldByName("threads"),
	}
	for _, n := range [...]string{"target", "threadLocals", "inheritableThreadLocals", "inheritedAccessControlContext", "blocker", "uncaughtExceptionHandler"} {
		if f := thread.fieldByName(n); f != nil {
			tf.exitCleared = append(tf.exitCleared, f)
		}
	}
	return tf
}

// slotOf reads the field f of o (0 if the JDK has no such field).
func slotOf(o *Object, f *Field) uint64 {
	if f == nil {
		return 0
	}
	return o.slots[f.slot]
}

// putSlot writes the field f of o (nothing if the JDK has no such field).
func (vm *VM) putSlot(o *Object, f *Field, v uint64) {
	if f != nil {
		vm.writeSlot(o, f.slot, v)
	}
}
