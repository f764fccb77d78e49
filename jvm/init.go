package jvm

import (
	cf "github.com/gojpf/gojpf/classfile"
)

// initClass initializes c (JVMS §5.5). It reports true if c can be used
// right away: it was initialized already, is being initialized by this very
// thread, or its initialization (and that of its supertypes) had no code to
// run and completed at once. Otherwise it has pushed the frames that
// initialize c (supertypes first), thrown, blocked (another thread is
// initializing c), or ended the transition before taking c on (a
// scheduling point), and the instruction that asked must run again once
// the frames finish or the thread runs again.
//
// Concurrent initialization follows the JVMS: the thread that takes c on
// marks it in progress, then initializes its supertypes, then runs
// <clinit>; another thread that needs c meanwhile waits
// (StatusClassInit) until it is done, holding whatever classes it has
// taken on itself, so that two threads that need each other's classes
// deadlock as on a JVM. Where other threads could see it, taking a class
// on is a scheduling point (PointClassInit), finishing it and finding it
// done are told to the scheduler (PointClassInitDone, PointClassInitSeen).
func (t *Thread) initClass(c *Class) bool {
	vm := t.vm
	if t.status == StatusClassInit {
		t.setStatus(StatusRunnable)
		t.initWait = nil
	}
	switch c.initState {
	case classInitialized:
		t.sawInit(c)
		return true
	case classErroneous:
		t.sawInit(c)
		t.throwNoClassDef(c)
		return false
	case classInitializing:
		if c.initThread == t {
			return true // recursive request (step 3)
		}
		// Another thread is initializing c: wait until it is done
		// (step 2); the instruction then runs again.
		t.sawInit(c)
		t.setStatus(StatusClassInit)
		t.initWait = c
		vm.blocked(t)
		return false
	}
	// runsCode: the initialization runs code another thread could see
	// in progress. A JDK class's is the JDK's own bookkeeping, run
	// without scheduling points (models.go) unless NoModelThreads.
	runsCode := c.initRunsCode() && (c.module == "" || vm.opts.NoModelThreads)
	if runsCode && vm.sched != nil && vm.point(t, vm.newPoint(Point{Kind: PointClassInit, Class: c})) {
		return false // asked again when the thread runs again
	}
	vm.setInitState(c, classInitializing)
	vm.setInitThread(c, t)
	ic := c.initCont(runsCode)
	t.pushContinuation(nil, ic.cont)
	t.top().retry = ic.retry
	return t.initStep(c, runsCode, true)
}

// initContinuation is the continuation frame's of c's initialization,
// made once per class and kind (Class.initConts): it only knows c and
// runsCode, and the frame's state holds the progress.
type initContinuation struct {
	cont  *continuation
	retry func(t *Thread)
}

// initCont returns c's initialization continuation for runsCode.
func (c *Class) initCont(runsCode bool) *initContinuation {
	k := 0
	if runsCode {
		k = 1
	}
	if ic := c.initConts[k]; ic != nil {
		return ic
	}
	cont := &continuation{initOf: c}
	// The continuation advances c's initialization: when a supertype is
	// done (its continuation resumes this one), when <clinit> returns,
	// and (retry) when the thread runs again after it waited for a
	// supertype that another thread initializes or ended its transition
	// before taking one on.
	cont.resume = func(t *Thread, _ uint64) { t.initStep(c, runsCode, false) }
	retry := func(t *Thread) { t.initStep(c, runsCode, false) }
	cont.onThrow = func(t *Thread, ex Ref) bool {
		// Step 7 (a supertype's initialization failed) or steps 10-12
		// (<clinit> threw): c is erroneous.
		t.vm.setInitError(c, t.saveInitError(ex))
		t.vm.setInitState(c, classErroneous)
		t.initDone(c, runsCode)
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
	ic := &initContinuation{cont: cont, retry: retry}
	c.initConts[k] = ic
	return ic
}

// initStep advances the initialization of c, whose continuation frame is
// on top of the stack. The frame's state is its progress: below the
// number of supertypes to initialize first, the next one; then <clinit>
// to run; then done. When it finishes it pops the frame and, unless it
// ran inline (called by initClass itself, which reports the result),
// resumes the continuation below (the initialization of a subclass, or a
// native waiting for c). It reports whether c is initialized.
func (t *Thread) initStep(c *Class, runsCode, inline bool) bool {
	supers := initSupers(c)
	for t.top().state < len(supers) {
		if !t.initClass(supers[t.top().state]) {
			// Its frames were pushed (its continuation resumes this one),
			// the thread waits for it or stopped before taking it on
			// (retry), or it threw (onThrow popped this frame).
			return false
		}
		t.top().state++
	}
	if f := t.top(); f.state == len(supers) {
		f.state++
		t.vm.initStringConstants(c)
		if clinit := c.methodMap[methodKey{"<clinit>", "()V"}]; clinit != nil {
			t.pushFrame(clinit, int(f.sp))
			return false
		}
	}
	t.vm.setInitState(c, classInitialized)
	t.initDone(c, runsCode)
	t.frames = t.frames[:len(t.frames)-1]
	if !inline && len(t.frames) > t.stopDepth {
		if below := t.top(); below.cont != nil {
			below.cont.resume(t, 0)
		}
	}
	return true
}

// initDone ends t's initialization of c (initialized or erroneous, set
// already). Where other threads are alive and it ran code, it keeps t as
// the class's initializer and tells the scheduler, so that threads that
// use the class later are ordered after it (sawInit).
func (t *Thread) initDone(c *Class, runsCode bool) {
	vm := t.vm
	if !runsCode || vm.sched == nil || len(vm.threads) == 1 {
		vm.setInitThread(c, nil)
		return
	}
	vm.tell(t, Point{Kind: PointClassInitDone, Class: c})
}

// sawInit tells the scheduler that t found the initialization of c,
// which another thread took on while threads ran side by side, done,
// failed or in progress: once for each thread when done (Class.initSeen).
func (t *Thread) sawInit(c *Class) {
	by := c.initThread
	if by == nil || by == t {
		return
	}
	vm := t.vm
	if c.initState != classInitializing {
		if c.initSeenBy(t) {
			return
		}
		vm.setInitSeen(c, t)
	}
	vm.tell(t, Point{Kind: PointClassInitSeen, Class: c})
}

// usableBy reports whether t may use c without asking initClass: c is
// initialized and t has nothing to learn about that (no other thread
// initialized it while threads ran side by side, or t has seen it done),
// or t is initializing c itself.
func (c *Class) usableBy(t *Thread) bool {
	if c.initState == classInitialized {
		return c.initThread == nil || c.initThread == t || c.initSeenBy(t)
	}
	return c.initializingBy(t)
}

// initRunsCode reports whether initializing c runs code: c or a
// supertype still to initialize has a <clinit>, or a supertype is being
// initialized (or failed). Otherwise the initialization completes at
// once, and no other thread can see it in progress.
func (c *Class) initRunsCode() bool {
	switch c.initState {
	case classInitialized:
		return false
	case classLoaded:
	default:
		return true
	}
	if c.methodMap[methodKey{"<clinit>", "()V"}] != nil {
		return true
	}
	for _, s := range initSupers(c) {
		if s.initRunsCode() {
			return true
		}
	}
	return false
}

// initSupers lists the supertypes initialized before c, in order: the
// superclass, then the superinterfaces that declare default methods
// (JVMS §5.5 step 7). An interface's superinterfaces are not initialized
// with it.
func initSupers(c *Class) []*Class {
	if c.IsInterface() {
		return nil
	}
	if c.initSupersDone {
		return c.initSupers
	}
	var supers []*Class
	if c.super != nil {
		supers = append(supers, c.super)
	}
	supers = append(supers, defaultMethodInterfaces(c, nil)...)
	c.initSupers, c.initSupersDone = supers, true
	return supers
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
			raw := c.cf.Pool.Raw(c.cf.Pool.At(f.cv).Index1)
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
