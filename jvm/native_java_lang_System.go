package jvm

import (
	"sort"
	"strconv"
)

func javaLangSystemNatives() nativeTable {
	setStream := func(field string) nativeFunc {
		return func(t *Thread, a []uint64) (uint64, nativeStatus) {
			t.vm.setStaticField(t.vm.mustLoad("java/lang/System"), field, a[0])
			return retVoid()
		}
	}
	return nativeTable{
		"java/lang/System.registerNatives()V":                                   noop,
		"java/lang/System.setIn0(Ljava/io/InputStream;)V":                       setStream("in"),
		"java/lang/System.setOut0(Ljava/io/PrintStream;)V":                      setStream("out"),
		"java/lang/System.setErr0(Ljava/io/PrintStream;)V":                      setStream("err"),
		"java/lang/System.loadLibrary(Ljava/lang/String;)V":                     noop,
		"java/lang/System.mapLibraryName(Ljava/lang/String;)Ljava/lang/String;": unsupportedNative("System.mapLibraryName"),
		"java/lang/System.currentTimeMillis()J": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if st := t.fuzzClock(); st != nativeReturn {
				return 0, st
			}
			return ret(uint64(modelEpochMillis + t.vm.tick()/1_000_000))
		},
		"java/lang/System.nanoTime()J": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if st := t.fuzzClock(); st != nativeReturn {
				return 0, st
			}
			return ret(uint64(t.vm.tick()))
		},
		"java/lang/System.identityHashCode(Ljava/lang/Object;)I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if a[0] == 0 {
				return retInt(0)
			}
			o := t.vm.obj(a[0])
			o.hashSeen, o.hok = true, false
			t.vm.markChanged(o)
			return retInt(o.hash)
		},
		"java/lang/System.arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V": systemArraycopy,
	}
}

// modelEpochMillis is the model's wall clock at start: 2020-01-01T00:00:00Z.
// Every reading of a clock advances model time by a millisecond.
const modelEpochMillis = 1577836800000

func systemArraycopy(t *Thread, a []uint64) (uint64, nativeStatus) {
	vm := t.vm
	src, srcPos, dst, dstPos, n := Ref(a[0]), int32(a[1]), Ref(a[2]), int32(a[3]), int32(a[4])
	if src == 0 || dst == 0 {
		t.throwNPE("")
		return threw()
	}
	so, do := vm.heap.get(src), vm.heap.get(dst)
	if !so.class.IsArray() {
		t.throwNew("java/lang/ArrayStoreException", "arraycopy: source type "+so.class.JavaName()+" is not an array")
		return threw()
	}
	if !do.class.IsArray() {
		t.throwNew("java/lang/ArrayStoreException", "arraycopy: destination type "+do.class.JavaName()+" is not an array")
		return threw()
	}
	sk, dk := so.class.elemKind, do.class.elemKind
	if sk != dk {
		t.throwNew("java/lang/ArrayStoreException", "arraycopy: type mismatch: can not copy "+arrayTypeWord(so)+"[] into "+arrayTypeWord(do)+"[]")
		return threw()
	}
	switch {
	case srcPos < 0:
		t.throwNew("java/lang/ArrayIndexOutOfBoundsException", fmtArraycopy("source index", srcPos, "", so))
		return threw()
	case dstPos < 0:
		t.throwNew("java/lang/ArrayIndexOutOfBoundsException", fmtArraycopy("destination index", dstPos, "", do))
		return threw()
	case n < 0:
		t.throwNew("java/lang/ArrayIndexOutOfBoundsException", "arraycopy: length "+strconv.Itoa(int(n))+" is negative")
		return threw()
	case int64(srcPos)+int64(n) > int64(len(so.slots)):
		t.throwNew("java/lang/ArrayIndexOutOfBoundsException", "arraycopy: last source index "+strconv.Itoa(int(srcPos)+int(n))+" out of bounds for "+arrayDesc(so))
		return threw()
	case int64(dstPos)+int64(n) > int64(len(do.slots)):
		t.throwNew("java/lang/ArrayIndexOutOfBoundsException", "arraycopy: last destination index "+strconv.Itoa(int(dstPos)+int(n))+" out of bounds for "+arrayDesc(do))
		return threw()
	}
	if stype, bound := so.class.component, do.class.component; sk == 'L' && src != dst && !stype.isSubclassOf(bound) {
		// Element-wise check; copy up to the first element that does not
		// fit. HotSpot words the failure by whether the array types could
		// hold common elements at all.
		for i := int32(0); i < n; i++ {
			v := so.slots[srcPos+i]
			if v != 0 && !vm.heap.get(Ref(v)).class.isSubclassOf(bound) {
				msg := "arraycopy: element type mismatch: can not cast one of the elements of " + stype.JavaName() + "[] to the type of the destination array, " + bound.JavaName()
				if !bound.isSubclassOf(stype) {
					msg = "arraycopy: type mismatch: can not copy " + stype.JavaName() + "[] into " + bound.JavaName() + "[]"
				}
				t.throwNew("java/lang/ArrayStoreException", msg)
				return threw()
			}
			vm.writeSlot(do, int(dstPos+i), v)
		}
		return retVoid()
	}
	if src == dst && srcPos < dstPos {
		for i := n - 1; i >= 0; i-- {
			vm.writeSlot(do, int(dstPos+i), so.slots[srcPos+i])
		}
		return retVoid()
	}
	for i := int32(0); i < n; i++ {
		vm.writeSlot(do, int(dstPos+i), so.slots[srcPos+i])
	}
	return retVoid()
}

// arrayTypeWord names an array's element type as HotSpot's arraycopy
// messages do: "int", or "object array" for references.
func arrayTypeWord(o *Object) string {
	if o.class.elemKind == 'L' {
		return "object array"
	}
	return primitiveNames[byte(o.class.elemKind)]
}

func fmtArraycopy(what string, v int32, _ string, o *Object) string {
	return "arraycopy: " + what + " " + strconv.Itoa(int(v)) + " out of bounds for " + arrayDesc(o)
}

// arrayDesc renders "int[5]" or "object array[5]" as HotSpot's arraycopy
// messages do.
func arrayDesc(o *Object) string {
	if o.class.elemKind == 'L' {
		return "object array[" + strconv.Itoa(len(o.slots)) + "]"
	}
	return primitiveNames[byte(o.class.elemKind)] + "[" + strconv.Itoa(len(o.slots)) + "]"
}

// DefaultEnv is the guest's environment unless Options.Env says more.
var DefaultEnv = map[string]string{
	"HOME":    "/home/gojpf",
	"LANG":    "C.UTF-8",
	"LOGNAME": "gojpf",
	"PATH":    "/usr/local/bin:/usr/bin:/bin",
	"PWD":     "/home/gojpf",
	"SHELL":   "/bin/sh",
	"USER":    "gojpf",
}

// guestEnv returns the guest's environment.
func (vm *VM) guestEnv() map[string]string {
	env := make(map[string]string, len(DefaultEnv)+len(vm.opts.Env))
	for k, v := range DefaultEnv {
		env[k] = v
	}
	for k, v := range vm.opts.Env {
		env[k] = v
	}
	return env
}

func javaLangRuntimeNatives() nativeTable {
	return nativeTable{
		"java/lang/Runtime.availableProcessors()I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retInt(int32(max(1, t.vm.opts.Processors)))
		},
		// The guest's environment is DefaultEnv with Options.Env, not
		// the host's: runs do not depend on where they run.
		"java/lang/ProcessEnvironment.environ()[[B": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			env := t.vm.guestEnv()
			names := make([]string, 0, len(env))
			for k := range env {
				names = append(names, k)
			}
			sort.Strings(names)
			refs := make([]Ref, 0, 2*len(names))
			for _, k := range names {
				refs = append(refs, t.newBytes([]byte(k)), t.newBytes([]byte(env[k])))
			}
			return t.newRefArray("[[B", refs)
		},
		"java/lang/Runtime.freeMemory()J": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			h := &t.vm.heap
			return ret(uint64((h.maxSlots - h.slotsUsed) * 8))
		},
		"java/lang/Runtime.totalMemory()J": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return ret(uint64(t.vm.heap.maxSlots * 8))
		},
		"java/lang/Runtime.maxMemory()J": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return ret(uint64(t.vm.heap.maxSlots * 8))
		},
		"java/lang/Runtime.gc()V": noop,
		"java/lang/Runtime.exec([Ljava/lang/String;[Ljava/lang/String;Ljava/io/File;)Ljava/lang/Process;": unsupportedNative("Runtime.exec: starting a process"),
		"java/lang/ProcessBuilder.start()Ljava/lang/Process;":                                             unsupportedNative("ProcessBuilder.start: starting a process"),
		"java/lang/ProcessImpl.forkAndExec(I[B[B[BI[BI[B[IZ)I":                                            unsupportedNative("ProcessImpl.forkAndExec: starting a process"),
		"java/lang/Shutdown.beforeHalt()V":                                                                noop,
		"java/lang/Shutdown.halt0(I)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			t.vm.tell(t, Point{Kind: PointExit})
			t.vm.exited = true
			t.vm.status = int(int32(a[0]))
			return retVoid()
		},
	}
}
