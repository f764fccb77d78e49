package jvm

import "strings"

// java.lang.StackWalker. The JDK walks stacks through StackStreamFactory's
// natives, which call back into Java with batches of frames; gojpf
// replaces walk, forEach and getCallerClass: the VM captures the calling
// thread's frames as gojpf.internal.StackFrames$Frame objects and calls
// gojpf.internal.StackFrames, which hands them to the walker's function.
// The frames are those the JDK's walker shows: from the caller of walk
// down, without reflection's frames (Method.invoke and its accessors)
// unless SHOW_REFLECT_FRAMES, and without the frames of hidden classes
// (lambda forms) unless SHOW_HIDDEN_FRAMES.

const (
	swRetainClass = 1 << iota // StackWalker.Option ordinals
	swShowReflect
	swShowHidden
)

// walkerOptions reads a StackWalker's options (a RegularEnumSet of
// StackWalker.Option, as the JDK's factories make) as a bit set.
func (vm *VM) walkerOptions(walker Ref) uint64 {
	opts := Ref(vm.getField(vm.obj(uint64(walker)), "options"))
	if opts == 0 {
		return 0
	}
	return vm.getField(vm.heap.get(opts), "elements")
}

// walkFrames returns the frames a walker shows, from the caller of the
// native down.
func (t *Thread) walkFrames(opts uint64) []stackEntry {
	var out []stackEntry
	for i := len(t.frames) - 1; i >= 0; i-- {
		f := &t.frames[i]
		if f.cont != nil || f.m == nil {
			continue
		}
		if opts&swShowReflect == 0 && isReflectionFrame(f.m) {
			continue
		}
		if opts&swShowHidden == 0 && strings.HasPrefix(f.m.class.name, "java/lang/invoke/LambdaForm$") {
			continue
		}
		out = append(out, stackEntry{f.m, f.pc})
	}
	return out
}

// newStackFrames makes the StackFrame[] of the entries.
func (t *Thread) newStackFrames(bt []stackEntry, retain bool) (Ref, bool) {
	vm := t.vm
	fc, err := vm.loadClass("gojpf/internal/StackFrames$Frame")
	if err != nil {
		vm.internalf("the guest library is not on the class path: %v", err)
		return 0, false
	}
	ac, err := vm.loadClass("[Ljava/lang/StackWalker$StackFrame;")
	if err != nil {
		t.linkFailed(err)
		return 0, false
	}
	arr := t.newArray(ac, int32(len(bt)))
	if arr == 0 {
		return 0, false
	}
	for i, se := range bt {
		r := t.newObject(fc)
		if r == 0 {
			return 0, false
		}
		o := vm.heap.get(r)
		m, c := se.m, se.m.class
		vm.setField(o, "className", uint64(vm.internString(c.JavaName())))
		vm.setField(o, "methodName", uint64(vm.internString(m.name)))
		vm.setField(o, "descriptor", uint64(vm.internString(m.desc)))
		if src := c.sourceFile(); src != "" {
			vm.setField(o, "fileName", uint64(vm.internString(src)))
		}
		if retain {
			vm.setField(o, "declaringClass", uint64(vm.mirrorOf(c)))
		}
		vm.setField(o, "bci", i2s(int32(se.pc)))
		vm.setField(o, "line", i2s(int32(m.lineAt(int(se.pc)))))
		vm.setField(o, "isNative", b2s(m.isNative() && m.bytecode() == nil))
		vm.writeSlot(vm.heap.get(arr), i, uint64(r))
	}
	return arr, true
}

func stackWalkerNatives() nativeTable {
	// call hands the walker's frames to StackFrames.name(frames, arg).
	call := func(name, desc string) nativeFunc {
		return func(t *Thread, a []uint64) (uint64, nativeStatus) {
			vm := t.vm
			opts := vm.walkerOptions(Ref(a[0]))
			m, err := vm.findMethod("gojpf/internal/StackFrames", name, desc)
			if err != nil {
				vm.internalf("the guest library is not on the class path: %v", err)
				return failed()
			}
			if a[1] == 0 {
				t.throwNPE("")
				return threw()
			}
			arr, ok := t.newStackFrames(t.walkFrames(opts), opts&swRetainClass != 0)
			if !ok {
				return threw()
			}
			return t.initThen(m.class, func(t *Thread) (uint64, nativeStatus) {
				return t.invokeThen(m, []uint64{uint64(arr), a[1]}, func(t *Thread, v uint64) (uint64, nativeStatus) { return ret(v) })
			})
		}
	}
	return nativeTable{
		"java/lang/StackWalker.walk(Ljava/util/function/Function;)Ljava/lang/Object;": call("walk", "([Ljava/lang/StackWalker$StackFrame;Ljava/util/function/Function;)Ljava/lang/Object;"),
		"java/lang/StackWalker.forEach(Ljava/util/function/Consumer;)V":               call("forEach", "([Ljava/lang/StackWalker$StackFrame;Ljava/util/function/Consumer;)V"),
		// The class of the caller of the method that asks.
		"java/lang/StackWalker.getCallerClass()Ljava/lang/Class;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			opts := t.vm.walkerOptions(Ref(a[0]))
			if opts&swRetainClass == 0 {
				t.throwNew("java/lang/UnsupportedOperationException", "This stack walker does not have RETAIN_CLASS_REFERENCE access")
				return threw()
			}
			bt := t.walkFrames(opts &^ swShowReflect)
			if len(bt) < 2 {
				t.throwNew("java/lang/IllegalCallerException", "no caller frame")
				return threw()
			}
			return retRef(t.vm.mirrorOf(bt[1].m.class))
		},
	}
}

// stackWalkerOverridden are the Java methods stackWalkerNatives replaces.
var stackWalkerOverridden = map[string]bool{
	"java/lang/StackWalker.walk(Ljava/util/function/Function;)Ljava/lang/Object;": true,
	"java/lang/StackWalker.forEach(Ljava/util/function/Consumer;)V":               true,
	"java/lang/StackWalker.getCallerClass()Ljava/lang/Class;":                     true,
}
