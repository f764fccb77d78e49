package jvm

func javaLangThrowableNatives() nativeTable {
	return nativeTable{
		"java/lang/Throwable.fillInStackTrace(I)Ljava/lang/Throwable;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			vm := t.vm
			r := Ref(a[0])
			o := vm.heap.get(r)
			// Skip the frames of fillInStackTrace and of the throwable's
			// constructors, as HotSpot does.
			skip := 0
			for i := len(t.frames) - 1; i >= 0; i-- {
				f := &t.frames[i]
				if f.cont != nil || f.m == nil {
					break
				}
				if f.m.name == "fillInStackTrace" || (f.m.name == "<init>" && o.class.isSubclassOf(f.m.class)) {
					skip++
					continue
				}
				break
			}
			bt := t.captureStack(skip)
			vm.setNative(o, bt)
			vm.setField(o, "backtrace", uint64(r))
			vm.setField(o, "depth", i2s(int32(len(bt))))
			return retRef(r)
		},
	}
}

func javaLangStackTraceElementNatives() nativeTable {
	return nativeTable{
		// JDK 17+ passes the throwable; JDK 9–16 its backtrace and depth.
		"java/lang/StackTraceElement.initStackTraceElements([Ljava/lang/StackTraceElement;Ljava/lang/Throwable;)V": initStackTraceElements,
		"java/lang/StackTraceElement.initStackTraceElements([Ljava/lang/StackTraceElement;Ljava/lang/Object;I)V":   initStackTraceElements,
		// computeFormat asks the module system which parts of the element
		// to print; gojpf has no module graph, so it decides directly: JDK
		// classes print "java.base/…" without a version, others just the
		// class, as with the real JVM's application class loader.
		"java/lang/StackTraceElement.computeFormat()V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			vm := t.vm
			o := vm.obj(a[0])
			vm.setField(o, "format", i2s(0x1|0x2))
			vm.setField(o, "declaringClassObject", 0)
			return retVoid()
		},
	}
}

// fillStackTraceElement sets the fields of a StackTraceElement from a
// backtrace entry.
func (vm *VM) fillStackTraceElement(e *Object, se stackEntry) {
	m := se.m
	c := m.class
	vm.setField(e, "declaringClassObject", uint64(vm.mirrorOf(c)))
	vm.setField(e, "declaringClass", uint64(vm.internString(c.JavaName())))
	vm.setField(e, "methodName", uint64(vm.internString(m.name)))
	if src := c.sourceFile(); src != "" {
		vm.setField(e, "fileName", uint64(vm.internString(src)))
	}
	line := int32(-1)
	if m.isNative() && m.bytecode() == nil {
		line = -2
	} else if l := m.lineAt(int(se.pc)); l > 0 {
		line = int32(l)
	}
	vm.setField(e, "lineNumber", i2s(line))
	if c.module != "" {
		vm.setField(e, "moduleName", uint64(vm.internString(c.module)))
	}
}

// initStackTraceElements fills StackTraceElements from the backtrace that
// fillInStackTrace kept as the throwable's native data.
func initStackTraceElements(t *Thread, a []uint64) (uint64, nativeStatus) {
	vm := t.vm
	if a[0] == 0 || a[1] == 0 {
		t.throwNPE("")
		return threw()
	}
	arr := vm.obj(a[0])
	bt, _ := vm.obj(a[1]).native.(backtrace)
	for i := range arr.slots {
		if i >= len(bt) || arr.slots[i] == 0 {
			break
		}
		vm.fillStackTraceElement(vm.obj(arr.slots[i]), bt[i])
	}
	return retVoid()
}
