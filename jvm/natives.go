package jvm

// nativeStatus says how a native method ended.
type nativeStatus int

const (
	nativeReturn nativeStatus = iota // returned a value (the first result)
	nativeThrew                      // threw: the exception is unwinding
	nativePushed                     // pushed frames; a continuation delivers the result
	nativeFailed                     // stopped the VM (unsupported or internal error)
	nativeYield                      // ended the transition: run the invoke again on resumption
)

// nativeFunc implements a native method (or overrides a Java one). args
// holds the argument slots, the receiver first for instance methods; a long
// or double takes two slots, its value in the first.
type nativeFunc func(t *Thread, args []uint64) (uint64, nativeStatus)

// nativeTable maps "java/lang/Object.hashCode()I" to an implementation. Each
// native_*.go file defines one for its Java class.
type nativeTable map[string]nativeFunc

// nativeTables lists every table; buildNatives merges them for a new VM.
func nativeTables() []nativeTable {
	return []nativeTable{
		javaLangObjectNatives(),
		javaLangReflectNatives(),
		javaLangInvokeNatives(),
		servicesNatives(),
		verifyNatives(),
		testRunnerNatives(),
		randomNatives(),
		javaLangClassNatives(),
		javaLangClassLoaderNatives(),
		builtinLoaderResourceNatives(),
		javaLangSystemNatives(),
		javaLangRuntimeNatives(),
		javaLangThreadNatives(),
		modelThreadNatives(),
		eventsNatives(),
		executorsNatives(),
		javaLangThrowableNatives(),
		javaLangStackTraceElementNatives(),
		javaLangStringNatives(),
		javaLangFloatDoubleNatives(),
		javaLangStrictMathNatives(),
		jdkInternalMiscUnsafeNatives(),
		jdkInternalMiscVMNatives(),
		jdkInternalReflectReflectionNatives(),
		javaIoFileNatives(),
		modelFileNatives(),
		modelNioNatives(),
		stackWalkerNatives(),
		reflectAnnotationNatives(),
		proxyNatives(),
		javaSecurityAccessControllerNatives(),
		miscNatives(),
	}
}

func buildNatives() map[string]nativeFunc {
	all := map[string]nativeFunc{}
	for _, tbl := range nativeTables() {
		for k, f := range tbl {
			all[k] = f
		}
	}
	return all
}

// overriddenMethods lists the Java (non-native) methods that a native
// replaces: methods that would reach the host, or that need the VM's
// knowledge (see each entry's native for why).
var overriddenMethods = map[string]bool{
	// Thread.onSpinWait is empty in Java (a HotSpot intrinsic); gojpf
	// makes it a scheduling point: the thread waits for another's move.
	"java/lang/Thread.onSpinWait()V": true,
	// gojpf test records what a JPF test expects (native_gojpf_internal_TestRunner.go).
	testRunnerClass + ".expect(Ljava/lang/String;)Z":                                                               true,
	testRunnerClass + ".outcome(Ljava/lang/String;)V":                                                              true,
	testRunnerClass + ".invoke(Ljava/lang/reflect/Method;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;": true,
	"java/lang/System.loadLibrary(Ljava/lang/String;)V":                                                            true,
	"java/lang/StackTraceElement.computeFormat()V":                                                                 true,
	"java/lang/Class.getEnumConstantsShared()[Ljava/lang/Object;":                                                  true,
	"java/lang/Runtime.exec([Ljava/lang/String;[Ljava/lang/String;Ljava/io/File;)Ljava/lang/Process;":              true,
	"java/lang/ProcessBuilder.start()Ljava/lang/Process;":                                                          true,
	// vectorizedMismatch reads arrays a word at a time through Unsafe,
	// which gojpf's slot model cannot do.
	"jdk/internal/util/ArraysSupport.vectorizedMismatch(Ljava/lang/Object;JLjava/lang/Object;JII)I":                                               true,
	"java/lang/invoke/MethodHandles$Lookup.findVarHandle(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;":       true,
	"java/lang/invoke/MethodHandles$Lookup.findStaticVarHandle(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;": true,
	"java/lang/invoke/MethodHandles$Lookup.unreflectVarHandle(Ljava/lang/reflect/Field;)Ljava/lang/invoke/VarHandle;":                             true,
	"java/lang/invoke/MethodHandles.arrayElementVarHandle(Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;":                                         true,
	"java/lang/invoke/MethodHandles.byteArrayViewVarHandle(Ljava/lang/Class;Ljava/nio/ByteOrder;)Ljava/lang/invoke/VarHandle;":                    true,
	"java/lang/invoke/VarHandle.accessModeTypeUncached(I)Ljava/lang/invoke/MethodType;":                                                           true,
	"java/lang/invoke/VarHandle.isAccessModeSupported(Ljava/lang/invoke/VarHandle$AccessMode;)Z":                                                  true,
	"java/lang/invoke/VarHandle.fullFence()V":       true,
	"java/lang/invoke/VarHandle.acquireFence()V":    true,
	"java/lang/invoke/VarHandle.releaseFence()V":    true,
	"java/lang/invoke/VarHandle.loadLoadFence()V":   true,
	"java/lang/invoke/VarHandle.storeStoreFence()V": true,
	// The JDK would generate bytecode for this; gojpf makes a native accessor.
	"jdk/internal/reflect/MethodAccessorGenerator.generateSerializationConstructor(Ljava/lang/Class;[Ljava/lang/Class;[Ljava/lang/Class;ILjava/lang/Class;)Ljdk/internal/reflect/SerializationConstructorAccessorImpl;": true,
	// The built-in class loaders find classes in the VM's class path,
	// not in the host's file system (native_java_lang_ClassLoader.go).
	"jdk/internal/loader/BuiltinClassLoader.loadClassOrNull(Ljava/lang/String;Z)Ljava/lang/Class;":            true,
	"jdk/internal/loader/BuiltinClassLoader.findClassOnClassPathOrNull(Ljava/lang/String;)Ljava/lang/Class;":  true,
	"jdk/internal/loader/BuiltinClassLoader.findClass(Ljava/lang/String;)Ljava/lang/Class;":                   true,
	"jdk/internal/loader/BuiltinClassLoader.findClass(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Class;": true,
	"jdk/internal/loader/BuiltinClassLoader.findResource(Ljava/lang/String;)Ljava/net/URL;":                   true,
	"jdk/internal/loader/BuiltinClassLoader.findResources(Ljava/lang/String;)Ljava/util/Enumeration;":         true,
	// The JDK's modules are not booted: the VM decides what reflection
	// may make accessible from the modules' descriptors (modules.go).
	"java/lang/reflect/AccessibleObject.checkCanSetAccessible(Ljava/lang/Class;Ljava/lang/Class;Z)Z": true,
	// gojpf has no module graph: service lookups and JDK resources come
	// from the image directly (services.go).
	"java/util/ServiceLoader.newLookupIterator()Ljava/util/Iterator;":               true,
	"java/lang/Module.getResourceAsStream(Ljava/lang/String;)Ljava/io/InputStream;": true,
	"java/lang/Class.getResourceAsStream(Ljava/lang/String;)Ljava/io/InputStream;":  true,
	// HotSpot computes these with intrinsics, not StrictMath's fdlibm,
	// correctly rounded all but rarely (exactmath.go, trig.go).
	"java/lang/Math.pow(DD)D":  true,
	"java/lang/Math.sin(D)D":   true,
	"java/lang/Math.cos(D)D":   true,
	"java/lang/Math.tan(D)D":   true,
	"java/lang/Math.exp(D)D":   true,
	"java/lang/Math.log(D)D":   true,
	"java/lang/Math.log10(D)D": true,
}

// nativeFor returns the implementation of a native method, or of a Java
// method that gojpf overrides; nil if there is none.
func (vm *VM) nativeFor(m *Method) nativeFunc {
	if !m.nativeOK {
		key := m.class.name + "." + m.name + m.desc
		// Every Verify method with a native is native in gojpf: its Java
		// body is for real JVMs.
		if m.isNative() || overriddenMethods[key] || nioOverridden[key] || stackWalkerOverridden[key] || proxyOverridden[key] || m.class.name == verifyClass || vm.modelNativeFor(m) || vm.eventsModelFor(m) || vm.opts.EnumerateRandom && randomEnumerated[key] {
			m.native = vm.natives[key]
		}
		m.nativeOK = true
	}
	return m.native
}

// Helpers for natives.

func ret(v uint64) (uint64, nativeStatus)   { return v, nativeReturn }
func retRef(r Ref) (uint64, nativeStatus)   { return uint64(r), nativeReturn }
func retInt(v int32) (uint64, nativeStatus) { return i2s(v), nativeReturn }
func retBool(b bool) (uint64, nativeStatus) { return b2s(b), nativeReturn }
func retVoid() (uint64, nativeStatus)       { return 0, nativeReturn }

// threw is what a native returns after t.throwNew.
func threw() (uint64, nativeStatus) { return 0, nativeThrew }

// failed is what a native returns after vm.unsupportedf or vm.internalf.
func failed() (uint64, nativeStatus) { return 0, nativeFailed }

// noop is a native that does nothing (registerNatives, initIDs, …).
func noop(t *Thread, args []uint64) (uint64, nativeStatus) { return retVoid() }

// unsupportedNative refuses a method that would touch the host.
func unsupportedNative(what string) nativeFunc {
	return func(t *Thread, args []uint64) (uint64, nativeStatus) {
		t.vm.unsupportedf("%s (the guest never touches the host)", what)
		return failed()
	}
}

// obj returns the object of a non-null reference slot.
func (vm *VM) obj(v uint64) *Object { return vm.heap.get(Ref(v)) }

// fieldOf returns the slot index of a field by name in class c, or -1.
func fieldSlot(c *Class, name string) int {
	if f := c.fieldByName(name); f != nil {
		return f.slot
	}
	return -1
}

// setField sets an instance field by name (no-op if absent).
func (vm *VM) setField(o *Object, name string, v uint64) {
	if s := fieldSlot(o.class, name); s >= 0 {
		vm.writeSlot(o, s, v)
	}
}

// getField reads an instance field by name (0 if absent).
func (vm *VM) getField(o *Object, name string) uint64 {
	if s := fieldSlot(o.class, name); s >= 0 {
		return o.slots[s]
	}
	return 0
}

// staticField reads a static field by name (0 if absent).
func staticField(c *Class, name string) uint64 {
	for _, f := range c.fields {
		if f.name == name && f.IsStatic() {
			return c.statics[f.slot]
		}
	}
	return 0
}

// setStaticField writes a static field by name (no-op if absent).
func (vm *VM) setStaticField(c *Class, name string, v uint64) {
	for _, f := range c.fields {
		if f.name == name && f.IsStatic() {
			vm.writeStatic(c, f.slot, v)
			return
		}
	}
}
