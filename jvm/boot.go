package jvm

import (
	"fmt"
	"sort"
	"strconv"
)

// The VM boots as HotSpot does, minus the host: it initializes the core
// classes, makes the main thread and its groups, then does the work of
// System.initPhase1 itself with model values: fixed system properties and
// console streams on file descriptors 0, 1 and 2. The module system is not
// booted: the classes of the JDK share one unnamed module, and those of the
// class path are in the application loader's.

// SystemProperties returns the fixed system properties the guest sees.
func (vm *VM) SystemProperties() map[string]string {
	spec := strconv.Itoa(vm.opts.JavaVersion)
	classVersion := strconv.Itoa(vm.opts.JavaVersion+44) + ".0"
	p := map[string]string{
		"java.version":                  vm.opts.JavaVersionString,
		"java.version.date":             "2025-01-01",
		"java.runtime.version":          vm.opts.JavaVersionString,
		"java.runtime.name":             "OpenJDK Runtime Environment",
		"java.vendor":                   "gojpf",
		"java.vendor.url":               "https://github.com/gojpf/gojpf",
		"java.vendor.url.bug":           "https://github.com/gojpf/gojpf/issues",
		"java.home":                     vm.opts.JavaHome,
		"java.class.path":               vm.opts.ClassPathString,
		"java.class.version":            classVersion,
		"java.specification.version":    spec,
		"java.specification.name":       "Java Platform API Specification",
		"java.specification.vendor":     "Oracle Corporation",
		"java.vm.name":                  "gojpf",
		"java.vm.vendor":                "gojpf",
		"java.vm.version":               vm.opts.JavaVersionString,
		"java.vm.info":                  "interpreted mode",
		"java.vm.specification.version": spec,
		"java.vm.specification.name":    "Java Virtual Machine Specification",
		"java.vm.specification.vendor":  "Oracle Corporation",
		"java.library.path":             "",
		"sun.boot.library.path":         "",
		"java.io.tmpdir":                "/tmp",
		"os.name":                       "Linux",
		"os.arch":                       "amd64",
		"os.version":                    "6.0",
		"file.separator":                "/",
		"path.separator":                ":",
		"line.separator":                "\n",
		"user.name":                     "gojpf",
		"user.home":                     "/home/gojpf",
		"user.dir":                      "/home/gojpf",
		"user.language":                 "en",
		"user.country":                  "US",
		"file.encoding":                 "UTF-8",
		"native.encoding":               "UTF-8",
		"sun.jnu.encoding":              "UTF-8",
		"stdout.encoding":               "UTF-8",
		"stderr.encoding":               "UTF-8",
		"sun.stdout.encoding":           "UTF-8",
		"sun.stderr.encoding":           "UTF-8",
		"sun.arch.data.model":           "64",
		"sun.cpu.endian":                "little",
		"sun.io.unicode.encoding":       "UnicodeLittle",
		"sun.java.launcher":             "SUN_STANDARD",
		"jdk.debug":                     "release",
		"java.vm.compressedOopsMode":    "Zero based",
		// Reflection stays on the JDK's native accessors, never
		// generating accessor bytecode.
		"sun.reflect.inflationThreshold":    "2147483647",
		"jdk.reflect.useNativeAccessorOnly": "true",
	}
	return p
}

// vmThrownClasses are the throwables the VM creates itself.
var vmThrownClasses = []string{
	"java/lang/NullPointerException", "java/lang/ArithmeticException",
	"java/lang/ArrayIndexOutOfBoundsException", "java/lang/ArrayStoreException",
	"java/lang/ClassCastException", "java/lang/NegativeArraySizeException",
	"java/lang/IllegalMonitorStateException", "java/lang/IllegalArgumentException",
	"java/lang/StackOverflowError", "java/lang/OutOfMemoryError",
	"java/lang/ExceptionInInitializerError", "java/lang/NoClassDefFoundError",
	"java/lang/ClassNotFoundException", "java/lang/NoSuchFieldError",
	"java/lang/NoSuchMethodError", "java/lang/AbstractMethodError",
	"java/lang/IncompatibleClassChangeError", "java/lang/InstantiationError",
	"java/lang/InstantiationException", "java/lang/CloneNotSupportedException",
	"java/lang/InterruptedException", "java/lang/BootstrapMethodError",
	"java/lang/ClassFormatError", "java/lang/InternalError",
	"java/lang/IndexOutOfBoundsException",
	"java/lang/reflect/InvocationTargetException",
}

// vmReflectionClasses are made by the VM for reflection; they are
// initialized once the system properties exist.
var vmReflectionClasses = []string{
	"java/lang/reflect/Field", "java/lang/reflect/Method", "java/lang/reflect/Constructor",
}

// boot initializes the VM up to the point where main can run.
func (vm *VM) boot() error {
	var err error
	load := func(name string) *Class {
		if err != nil {
			return nil
		}
		var c *Class
		c, err = vm.loadClass(name)
		return c
	}
	wk := &vm.wk
	wk.object = load("java/lang/Object")
	wk.string = load("java/lang/String")
	wk.class = load("java/lang/Class")
	wk.throwable = load("java/lang/Throwable")
	wk.error = load("java/lang/Error")
	wk.thread = load("java/lang/Thread")
	wk.threadGroup = load("java/lang/ThreadGroup")
	wk.byteArray = load("[B")
	wk.objectArray = load("[Ljava/lang/Object;")
	if err != nil {
		return fmt.Errorf("loading the core classes: %w", err)
	}
	wk.stringValue = wk.string.fieldByName("value")
	wk.stringCoder = wk.string.fieldByName("coder")
	if wk.stringValue == nil || wk.stringCoder == nil || wk.stringValue.desc != "[B" {
		return fmt.Errorf("java.lang.String of this JDK has no byte[] value and coder: JDK 9 or newer is needed")
	}
	vm.tf = resolveThreadFields(wk.thread, wk.threadGroup)
	t := vm.newThread(0, "main")
	vm.main = t

	for _, name := range []string{
		"java/lang/Object", "java/lang/String", "java/lang/System", "java/lang/Class",
		"java/lang/ThreadGroup", "java/lang/Thread", "java/lang/Throwable",
		"jdk/internal/misc/UnsafeConstants", "jdk/internal/misc/Unsafe",
	} {
		if err := vm.initSync(t, name); err != nil {
			return err
		}
	}
	// The exceptions the VM itself throws are initialized up front, so
	// that throwing one never has to run Java first.
	for _, name := range vmThrownClasses {
		if err := vm.initSync(t, name); err != nil {
			return err
		}
	}
	uc := vm.classes["jdk/internal/misc/UnsafeConstants"]
	vm.setStaticField(uc, "ADDRESS_SIZE0", i2s(8))
	vm.setStaticField(uc, "PAGE_SIZE", i2s(4096))

	// Thread groups and the main thread, as HotSpot's create_initial_thread.
	system, err := vm.construct(t, "java/lang/ThreadGroup", "()V")
	if err != nil {
		return err
	}
	mainGroup, err := vm.construct(t, "java/lang/ThreadGroup", "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V", uint64(system), uint64(vm.internString("main")))
	if err != nil {
		return err
	}
	tr, to := vm.alloc(wk.thread, wk.thread.instanceSlots)
	to.native = t
	t.obj = tr
	vm.setThreadStatus(to, jvmtiRunnable)
	vm.setField(to, "eetop", 1)
	vm.setField(to, "priority", i2s(5))
	if _, err := vm.call(t, wk.thread, "<init>", "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V", uint64(tr), uint64(mainGroup), uint64(vm.internString("main"))); err != nil {
		return err
	}
	// HotSpot makes the main thread a member of its group (its
	// ThreadGroup.nthreads is 1 when main begins): JDK 17's groups keep
	// their threads in a list that Thread.start adds to and Thread.exit
	// removes from. JDK 19 and later have no such list (a group's
	// threads are found through Thread.getThreads).
	if m := wk.threadGroup.methodMap[methodKey{"add", "(Ljava/lang/Thread;)V"}]; m != nil {
		if _, err := vm.call(t, wk.threadGroup, "add", "(Ljava/lang/Thread;)V", uint64(mainGroup), uint64(tr)); err != nil {
			return fmt.Errorf("adding the main thread to its group: %w", err)
		}
	}

	// System.initPhase1, with model values.
	props, err := vm.construct(t, "java/util/Properties", "()V")
	if err != nil {
		return err
	}
	saved, err := vm.construct(t, "java/util/HashMap", "()V")
	if err != nil {
		return err
	}
	sp := vm.SystemProperties()
	keys := make([]string, 0, len(sp))
	for k := range sp {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		kr, vr := uint64(vm.internString(k)), uint64(vm.internString(sp[k]))
		if _, err := vm.call(t, vm.classes["java/util/Properties"], "setProperty", "(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;", uint64(props), kr, vr); err != nil {
			return err
		}
		if _, err := vm.call(t, vm.classes["java/util/HashMap"], "put", "(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;", uint64(saved), kr, vr); err != nil {
			return err
		}
	}
	sys := vm.classes["java/lang/System"]
	if m := sys.methodMap[methodKey{"setJavaLangAccess", "()V"}]; m != nil {
		if _, err := vm.call(t, sys, "setJavaLangAccess", "()V"); err != nil {
			return err
		}
	}
	vm.setStaticField(sys, "props", uint64(props))
	vm.setStaticField(sys, "lineSeparator", uint64(vm.internString("\n")))
	if _, err := vm.callStatic(t, "jdk/internal/misc/VM", "saveProperties", "(Ljava/util/Map;)V", uint64(saved)); err != nil {
		return err
	}
	if err := vm.initSync(t, "java/io/FileDescriptor"); err != nil {
		return err
	}
	fdc := vm.classes["java/io/FileDescriptor"]
	for i, s := range []struct{ fd, setter string }{{"out", "setOut0"}, {"err", "setErr0"}} {
		fos, err := vm.construct(t, "java/io/FileOutputStream", "(Ljava/io/FileDescriptor;)V", staticField(fdc, s.fd))
		if err != nil {
			return err
		}
		ps, err := vm.construct(t, "java/io/PrintStream", "(Ljava/io/OutputStream;ZLjava/lang/String;)V", uint64(fos), 1, uint64(vm.internString("UTF-8")))
		if err != nil {
			return err
		}
		if _, err := vm.callStatic(t, "java/lang/System", s.setter, "(Ljava/io/PrintStream;)V", uint64(ps)); err != nil {
			return err
		}
		vm.consoleStreams[i] = ps
	}
	fis, err := vm.construct(t, "java/io/FileInputStream", "(Ljava/io/FileDescriptor;)V", staticField(fdc, "in"))
	if err != nil {
		return err
	}
	if _, err := vm.callStatic(t, "java/lang/System", "setIn0", "(Ljava/io/InputStream;)V", uint64(fis)); err != nil {
		return err
	}
	// The module system (level 2) is not booted: the classes of the JDK
	// share one unnamed module. The system class loader (level 3) is the
	// JDK's own: ClassLoaders makes the boot, platform and application
	// loaders (loaders.go models how they find classes and resources).
	if vm.unnamedModule, err = vm.construct(t, "java/lang/Module", "(Ljava/lang/ClassLoader;)V", 0); err != nil {
		return err
	}
	if _, err := vm.callStatic(t, "jdk/internal/misc/VM", "initLevel", "(I)V", i2s(3)); err != nil {
		return err
	}
	if err := vm.bootLoaders(t); err != nil {
		return err
	}
	// As initPhase3: the main thread's context class loader is the
	// system class loader (threads it starts inherit it).
	vm.setField(vm.heap.get(t.obj), "contextClassLoader", uint64(vm.ld.app))
	if _, err := vm.callStatic(t, "jdk/internal/misc/VM", "initLevel", "(I)V", i2s(4)); err != nil {
		return err
	}
	for _, c := range vm.classOrder {
		if c.mirror != 0 {
			vm.setMirrorLoader(c, vm.heap.get(c.mirror))
		}
	}
	for _, name := range vmReflectionClasses {
		if err := vm.initSync(t, name); err != nil {
			return err
		}
	}
	return nil
}

// initSync initializes a class on thread t, running its initializers to
// completion.
func (vm *VM) initSync(t *Thread, name string) error {
	c, err := vm.loadClass(name)
	if err != nil {
		return fmt.Errorf("loading %s: %w", javaName(name), err)
	}
	if c.initState == classInitialized {
		return nil
	}
	saved := t.stopDepth
	depth := len(t.frames)
	t.stopDepth = depth
	defer func() { t.stopDepth = saved }()
	t.pushContinuation(nil, &continuation{resume: func(t *Thread, _ uint64) {
		t.frames = t.frames[:len(t.frames)-1]
	}})
	if t.initClass(c) {
		t.frames = t.frames[:depth]
		return nil
	}
	vm.runThread(t)
	if vm.err != nil {
		return vm.err
	}
	if t.uncaught != 0 {
		ex := t.uncaught
		t.uncaught = 0
		t.frames = t.frames[:depth]
		vm.lastInitFailure = ex
		vm.expose(ex)
		return fmt.Errorf("initializing %s: %s", javaName(name), vm.describeThrowable(ex))
	}
	return nil
}

// construct allocates an object of the named class and runs a constructor.
func (vm *VM) construct(t *Thread, class, desc string, args ...uint64) (Ref, error) {
	if err := vm.initSync(t, class); err != nil {
		return 0, err
	}
	c := vm.classes[class]
	r, _ := vm.alloc(c, c.instanceSlots)
	if r == 0 {
		return 0, fmt.Errorf("heap exhausted while booting")
	}
	if _, err := vm.call(t, c, "<init>", desc, append([]uint64{uint64(r)}, args...)...); err != nil {
		return 0, err
	}
	return r, nil
}

// call runs a method of c to completion during boot.
func (vm *VM) call(t *Thread, c *Class, name, desc string, args ...uint64) (uint64, error) {
	m := c.lookupMethod(name, desc)
	if m == nil {
		return 0, fmt.Errorf("booting: no method %s.%s%s in this JDK", c.JavaName(), name, desc)
	}
	v, ex, err := vm.callJava(t, m, args...)
	if err != nil {
		return 0, err
	}
	if ex != 0 {
		return 0, fmt.Errorf("booting: %s.%s threw %s", c.JavaName(), name, vm.describeThrowable(ex))
	}
	return v, nil
}

// callStatic initializes a class and runs one of its static methods.
func (vm *VM) callStatic(t *Thread, class, name, desc string, args ...uint64) (uint64, error) {
	if err := vm.initSync(t, class); err != nil {
		return 0, err
	}
	return vm.call(t, vm.classes[class], name, desc, args...)
}

// describeThrowable renders a throwable as "java.lang.Foo: message" with
// its captured stack, for the VM's own error messages.
func (vm *VM) describeThrowable(ex Ref) string {
	o := vm.heap.get(ex)
	s := o.class.JavaName()
	if msg, ok := vm.messageOf(o); ok {
		s += ": " + msg
	}
	if bt, ok := o.native.(backtrace); ok {
		for _, e := range bt {
			s += "\n\tat " + frameString(e.m, e.pc)
		}
	}
	if cause := Ref(vm.getField(o, "cause")); cause != 0 && cause != ex {
		s += "\nCaused by: " + vm.describeThrowable(cause)
	}
	return s
}
