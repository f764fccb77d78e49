package jvm

import (
	cf "github.com/gojpf/gojpf/classfile"
)

// initClass initializes c (JVMS §5.5). It reports true if c can be used
// right away: it was initialized already, is being initialized by this very
// thread, or its initialization (and that of its supertypes) had no code to
// run and completed at once. Otherwise it has pushed the frames that
// initialize c (supertypes first), or thrown, and the instruction that
// asked must run again once they finish.
func (t *Thread) initClass(c *Class) bool {
	vm := t.vm
	if t.status == StatusClassInit {
		t.setStatus(StatusRunnable)
		t.initWait = nil
	}
	switch c.initState {
	case classInitialized:
		return true
	case classErroneous:
		t.throwNoClassDef(c)
		return false
	case classInitializing:
		if c.initThread == t {
			return true
		}
		// Another thread is initializing c: wait until it is done
		// (JVMS §5.5 step 2); the instruction then runs again.
		t.setStatus(StatusClassInit)
		t.initWait = c
		vm.blocked(t)
		return false
	}
	vm.setInitState(c, classInitializing)
	vm.setInitThread(c, t)
	// The continuation runs in two stages: when the supertypes are done it
	// pushes <clinit>; when <clinit> returns it marks c initialized. When it
	// finishes asynchronously (after frames ran), the continuation below it
	// (the initialization of a subclass) is resumed in turn.
	inline := false
	cont := &continuation{initOf: c}
	cont.resume = func(t *Thread, _ uint64) {
		if f := t.top(); f.state == 0 {
			f.state = 1
			t.vm.initStringConstants(c)
			if clinit := c.methodMap["<clinit>()V"]; clinit != nil {
				t.pushFrame(clinit, int(t.top().sp))
				return
			}
		}
		t.vm.setInitState(c, classInitialized)
		t.vm.setInitThread(c, nil)
		t.frames = t.frames[:len(t.frames)-1]
		if !inline && len(t.frames) > t.stopDepth {
			if below := t.top(); below.cont != nil {
				below.cont.resume(t, 0)
			}
		}
	}
	cont.onThrow = func(t *Thread, ex Ref) bool {
		t.vm.setInitError(c, t.saveInitError(ex))
		t.vm.setInitState(c, classErroneous)
		t.vm.setInitThread(c, nil)
		t.frames = t.frames[:len(t.frames)-1]
		if !t.vm.heap.get(ex).class.isSubclassOf(t.vm.wk.error) {
			eiie := t.newThrowable("java/lang/ExceptionInInitializerError", "")
			if eiie == 0 {
				return true
			}
			// ExceptionInInitializerError(Throwable): JDK 8 keeps the
			// cause in its "exception" field with a null cause; newer JDKs
			// make it the cause.
			o := t.vm.heap.get(eiie)
			cause := uint64(ex)
			if f := o.class.fieldByName("exception"); f != nil {
				o.slots[f.slot] = uint64(ex)
				cause = 0
			}
			if f := t.vm.wk.throwable.fieldByName("cause"); f != nil {
				o.slots[f.slot] = cause
			}
			ex = eiie
		}
		t.throw(ex)
		return true
	}
	depth := len(t.frames)
	t.pushContinuation(nil, cont)
	// Supertypes to initialize first: superinterfaces that declare default
	// methods, then the superclass (pushed last so that it runs first).
	var supers []*Class
	if !c.IsInterface() {
		supers = append(supers, defaultMethodInterfaces(c, nil)...)
		if c.super != nil {
			supers = append(supers, c.super)
		}
	}
	pushed := false
	for _, s := range supers {
		if t.initClass(s) {
			continue
		}
		if t.status == StatusClassInit {
			// Another thread is initializing a supertype: undo what this
			// call set up; the instruction runs again when it is done.
			t.rollbackInit(depth)
			return false
		}
		if len(t.frames) <= depth {
			return false // it threw, and our continuation saw it
		}
		pushed = true
	}
	if pushed {
		return false
	}
	inline = true
	cont.resume(t, 0)
	inline = false
	return c.initState == classInitialized
}

// rollbackInit pops the frames above depth, which initialization pushed
// but has not run, and marks the classes they were to initialize as not
// initialized again.
func (t *Thread) rollbackInit(depth int) {
	for i := len(t.frames) - 1; i >= depth; i-- {
		if c := t.frames[i].cont; c != nil && c.initOf != nil && c.initOf.initializingBy(t) {
			t.vm.setInitState(c.initOf, classLoaded)
			t.vm.setInitThread(c.initOf, nil)
		}
	}
	t.frames = t.frames[:depth]
}

// initializingBy reports whether t is running c's initialization (and so
// may use c, JVMS §5.5 step 3).
func (c *Class) initializingBy(t *Thread) bool {
	return c.initState == classInitializing && c.initThread == t
}

// defaultMethodInterfaces lists, in JVMS order, the superinterfaces of c
// that declare a non-abstract, non-static method.
func defaultMethodInterfaces(c *Class, seen map[*Class]bool) []*Class {
	if seen == nil {
		seen = map[*Class]bool{}
	}
	var out []*Class
	for _, i := range c.interfaces {
		if seen[i] {
			continue
		}
		seen[i] = true
		out = append(out, defaultMethodInterfaces(i, seen)...)
		for _, m := range i.methods {
			if !m.isAbstract() && !m.IsStatic() {
				out = append(out, i)
				break
			}
		}
	}
	return out
}

// initStringConstants sets static final String fields that have a
// ConstantValue attribute.
func (vm *VM) initStringConstants(c *Class) {
	if c.cf == nil {
		return
	}
	for _, f := range c.fields {
		if f.IsStatic() && f.cv != 0 && c.cf.Pool.Tag(f.cv) == cf.TagString {
			raw := c.cf.Pool.At(c.cf.Pool.At(f.cv).Index1).Raw
			vm.writeStatic(c, f.slot, uint64(vm.internJavaString(raw)))
		}
	}
}

// pushContinuation pushes a continuation frame for native method m (nil
// for the VM's own continuations).
func (t *Thread) pushContinuation(m *Method, c *continuation) {
	sp := int32(0)
	if len(t.frames) > 0 {
		sp = t.top().sp
	}
	t.ensureSlots(int(sp) + 8)
	if len(t.vm.verify.localAttrs) > 0 {
		t.vm.dropLocalAttrs(t, len(t.frames))
	}
	t.frames = append(t.frames, Frame{m: m, base: sp, sp: sp, cont: c})
}

// saveInitError makes what HotSpot keeps of the exception ex that ended
// the initialization of a class in thread t (JDK 18+, and JDK 17
// updates): an ExceptionInInitializerError with ex's class, message and
// thread in its message and ex's stack trace, the cause of every later
// NoClassDefFoundError "Could not initialize class". It returns 0 if the
// error cannot be made.
func (t *Thread) saveInitError(ex Ref) Ref {
	vm := t.vm
	o := vm.heap.get(ex)
	msg := utf16Of("Exception " + o.class.JavaName())
	if m := Ref(vm.getField(o, "detailMessage")); m != 0 {
		msg = append(append(msg, utf16Of(": ")...), vm.stringUnits(m)...)
	}
	msg = append(msg, utf16Of(" [in thread \""+t.name+"\"]")...)
	c, err := vm.loadClass("java/lang/ExceptionInInitializerError")
	if err != nil || (c.initState != classInitialized && !vm.initWithoutCode(c)) {
		return 0
	}
	msgRef := vm.newStringUTF16(msg)
	if msgRef == 0 {
		return 0
	}
	r, eo := vm.alloc(c, c.instanceSlots)
	if r == 0 {
		return 0
	}
	bt, _ := o.native.(backtrace)
	vm.initThrowableFields(r, eo, msgRef, bt)
	// ExceptionInInitializerError(String) leaves the cause null.
	if f := vm.wk.throwable.fieldByName("cause"); f != nil {
		eo.slots[f.slot] = 0
	}
	return r
}

// throwNoClassDef throws the NoClassDefFoundError of a use of class c,
// whose initialization failed before, with the saved error as its cause.
func (t *Thread) throwNoClassDef(c *Class) {
	ncdfe := t.newThrowable("java/lang/NoClassDefFoundError", "Could not initialize class "+c.JavaName())
	if ncdfe == 0 {
		return
	}
	if c.initErr != 0 {
		if f := t.vm.wk.throwable.fieldByName("cause"); f != nil {
			t.vm.heap.get(ncdfe).slots[f.slot] = uint64(c.initErr)
		}
	}
	t.throw(ncdfe)
}
