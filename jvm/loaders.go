package jvm

import (
	"fmt"
	"strings"

	"github.com/gojpf/gojpf/classfile"
)

// Class loaders. The three built-in loaders are the JDK's own objects,
// made at boot by jdk.internal.loader.ClassLoaders: the boot loader
// (which classes report as null), the platform loader and the
// application (system) loader. How they find classes is modelled: every
// class of the JDK image and of the class path lives in one namespace
// (vm.classes), and a class's defining loader follows from where it came
// from: a JDK module defined to the boot or the platform loader (as the
// JDK's ModuleLoaderMap says), or the class path (the application
// loader). A built-in loader sees its own classes and its parents'.
//
// A user-defined loader (any other ClassLoader) runs its own Java code:
// ClassLoader.defineClass defines a class in its namespace, and the
// classes it defines resolve their symbolic references through it
// (JVMS §5.3.2): by its loadClass, called from the VM, unless the loader
// was recorded already as the class's initiating loader.

// Loader kinds, in the order of delegation: a built-in loader sees the
// classes of the kinds up to its own.
const (
	loaderBoot = iota
	loaderPlatform
	loaderApp
	loaderUser
)

// builtinLoaders holds the built-in loaders' objects.
type builtinLoaders struct {
	boot, platform, app Ref // the BuiltinClassLoader objects
	// moduleKind maps a JDK module to loaderBoot or loaderPlatform;
	// modules not named are the application loader's.
	moduleKind map[string]int
}

// bootLoaders makes the built-in class loaders as HotSpot's initPhase3
// does (ClassLoader.initSystemClassLoader at init level 3) and reads the
// module-to-loader map.
func (vm *VM) bootLoaders(t *Thread) error {
	kinds, err := vm.readModuleLoaderMap()
	if err != nil {
		return err
	}
	vm.ld.moduleKind = kinds
	app, err := vm.callStatic(t, "java/lang/ClassLoader", "initSystemClassLoader", "()Ljava/lang/ClassLoader;")
	if err != nil {
		return fmt.Errorf("making the system class loader: %w", err)
	}
	cls := vm.classes["jdk/internal/loader/ClassLoaders"]
	if cls == nil {
		return fmt.Errorf("making the system class loader: jdk.internal.loader.ClassLoaders was not loaded")
	}
	vm.ld.app = Ref(app)
	vm.ld.platform = Ref(staticField(cls, "PLATFORM_LOADER"))
	vm.ld.boot = Ref(staticField(cls, "BOOT_LOADER"))
	if vm.ld.app == 0 || vm.ld.platform == 0 || vm.ld.boot == 0 {
		return fmt.Errorf("making the system class loader: ClassLoaders left a built-in loader null")
	}
	return nil
}

// readModuleLoaderMap reads which JDK modules the boot and the platform
// loaders define from jdk.internal.module.ModuleLoaderMap$Modules, whose
// static initializer the JDK's build generates: two runs of string
// constants, each stored into bootModules or platformModules.
func (vm *VM) readModuleLoaderMap() (map[string]int, error) {
	const name = "jdk/internal/module/ModuleLoaderMap$Modules"
	kinds := map[string]int{}
	if vm.jdk == nil {
		return kinds, nil
	}
	data, ok, err := vm.jdk.Find(name)
	if err != nil || !ok {
		return nil, fmt.Errorf("reading %s from the JDK image: found %v, %v", javaName(name), ok, err)
	}
	cf, err := classfile.Parse(data)
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", javaName(name), err)
	}
	var clinit *classfile.Code
	for i := range cf.Methods {
		if cf.Methods[i].Name == "<clinit>" {
			clinit = cf.Methods[i].Code
		}
	}
	if clinit == nil {
		return nil, fmt.Errorf("reading %s: no static initializer", javaName(name))
	}
	var run []string
	seen := 0
	for _, in := range clinit.Insns {
		switch in.Op {
		case classfile.LDC, classfile.LDC_W:
			if cf.Pool.Tag(uint16(in.A)) == classfile.TagString {
				run = append(run, cf.Pool.String(uint16(in.A)))
			}
		case classfile.PUTSTATIC:
			_, field, _ := cf.Pool.MemberRef(uint16(in.A))
			kind := -1
			switch field {
			case "bootModules":
				kind = loaderBoot
			case "platformModules":
				kind = loaderPlatform
			}
			if kind >= 0 {
				for _, m := range run {
					kinds[m] = kind
				}
				seen++
			}
			run = nil
		}
	}
	if seen != 2 || kinds["java.base"] != loaderBoot {
		return nil, fmt.Errorf("reading %s: this JDK's module-to-loader map has an unexpected shape", javaName(name))
	}
	return kinds, nil
}

// loaderKind returns the kind of c's defining loader.
func (vm *VM) loaderKind(c *Class) int {
	for c.IsArray() {
		c = c.component
	}
	switch {
	case c.user:
		return loaderUser
	case c.primitive != 0:
		return loaderBoot
	case c.module == "":
		return loaderApp
	}
	if k, ok := vm.ld.moduleKind[c.module]; ok {
		return k
	}
	return loaderApp
}

// definingLoader returns the loader object that defined c (0 for the
// boot loader; an array class has its element type's loader).
func (vm *VM) definingLoader(c *Class) Ref {
	switch vm.loaderKind(c) {
	case loaderPlatform:
		return vm.ld.platform
	case loaderApp:
		return vm.ld.app
	case loaderUser:
		for c.IsArray() {
			c = c.component
		}
		return c.loader
	}
	return 0
}

// builtinKind returns the kind of a built-in loader object (0 is the boot
// loader), or loaderUser for any other loader.
func (vm *VM) builtinKind(loader Ref) int {
	switch loader {
	case 0, vm.ld.boot:
		return loaderBoot
	case vm.ld.platform:
		return loaderPlatform
	case vm.ld.app:
		return loaderApp
	}
	return loaderUser
}

// setMirrorLoader sets the class loader and the module of c's mirror o:
// the loader's unnamed module, or for the boot loader the one module the
// JDK's classes share.
func (vm *VM) setMirrorLoader(c *Class, o *Object) {
	loader := vm.definingLoader(c)
	vm.setField(o, "classLoader", uint64(loader))
	module := vm.unnamedModule
	if loader != 0 {
		if m := Ref(vm.getField(vm.heap.get(loader), "unnamedModule")); m != 0 {
			module = m
		}
	}
	if module != 0 {
		vm.setField(o, "module", uint64(module))
	}
}

// recordKey names a class in a user-defined loader's namespace.
type recordKey struct {
	loader Ref
	name   string
}

// loaderRecord says that a user-defined loader defined a class, or was
// recorded as the initiating loader of one (JVMS §5.3.2). Records are
// kept in the order of the path and undone on backtracking.
type loaderRecord struct {
	recordKey
	class   *Class
	defined bool
}

// recorded returns the class name denotes in a user-defined loader's
// namespace, or nil.
func (vm *VM) recorded(loader Ref, name string) *Class {
	if i, ok := vm.recordIndex[recordKey{loader, name}]; ok {
		return vm.records[i].class
	}
	return nil
}

// record notes that loader defined (or initiated the loading of) c.
func (vm *VM) record(loader Ref, name string, c *Class, defined bool) {
	k := recordKey{loader, name}
	vm.log(undoEntry{kind: undoRecord})
	vm.recordIndex[k] = len(vm.records)
	vm.records = append(vm.records, loaderRecord{recordKey: k, class: c, defined: defined})
	if defined {
		c.loader = loader
		c.definedLive = true
	}
}

// unrecord undoes the latest record.
func (vm *VM) unrecord() {
	r := vm.records[len(vm.records)-1]
	vm.records = vm.records[:len(vm.records)-1]
	delete(vm.recordIndex, r.recordKey)
	if r.defined {
		r.class.definedLive = false
	}
}

// classIn returns the class that name (a binary name or an array
// descriptor) denotes to loader, without running Java: for the built-in
// loaders the one namespace of the JDK and the class path; for a
// user-defined loader the classes it was recorded for. need reports that
// only the loader's own loadClass can tell (of the element type, for an
// array).
func (vm *VM) classIn(loader Ref, name string) (c *Class, need bool, err error) {
	if vm.builtinKind(loader) != loaderUser {
		c, err = vm.loadClass(name)
		return c, false, err
	}
	if name == "" || name[0] != '[' {
		if c := vm.recorded(loader, name); c != nil {
			return c, false, nil
		}
		return nil, true, nil
	}
	dims := 0
	for dims < len(name) && name[dims] == '[' {
		dims++
	}
	if elem := name[dims:]; len(elem) == 1 || elem[0] != 'L' {
		c, err = vm.loadClass(name) // an array of a primitive type
		return c, false, err
	}
	elem, need, err := vm.classIn(loader, descToClassName(name[dims:]))
	if need || err != nil {
		return nil, need, err
	}
	for ; dims > 0; dims-- {
		if elem, err = vm.arrayOf(elem); err != nil {
			return nil, false, err
		}
	}
	return elem, false, nil
}

// elementName returns the class name of an array descriptor's element
// type, or name itself if it names no array.
func elementName(name string) string {
	i := 0
	for i < len(name) && name[i] == '[' {
		i++
	}
	if i == 0 {
		return name
	}
	return descToClassName(name[i:])
}

// arrayOf returns the array class whose components are of class comp.
func (vm *VM) arrayOf(comp *Class) (*Class, error) {
	if comp.arrayClass != nil {
		return comp.arrayClass, nil
	}
	var ac *Class
	var err error
	switch {
	case comp.user:
		ac, err = vm.makeArrayClass("["+classNameToDesc(comp.name), comp)
	case comp.primitive != 0:
		ac, err = vm.loadClass("[" + string(comp.primitive))
	default:
		// Loaded classes stay (vm.classes), so the answer is kept.
		ac, err = vm.loadClass("[" + classNameToDesc(comp.name))
	}
	if err != nil {
		return nil, err
	}
	comp.arrayClass = ac
	return ac, nil
}

// classFor resolves a class name that a constant of class from names,
// through from's defining loader (JVMS §5.3). It reports false when it
// threw, or when it pushed a call of the loader's loadClass: the
// instruction runs again once that returns.
func (t *Thread) classFor(from *Class, name string) (*Class, bool) {
	if !from.user {
		c, err := t.vm.loadClass(name)
		if err != nil {
			t.linkFailed(err)
			return nil, false
		}
		return c, true
	}
	c, need, err := t.vm.classIn(from.loader, name)
	if err != nil {
		t.linkFailed(err)
		return nil, false
	}
	if need {
		t.loadThrough(from.loader, elementName(name), true, nil, nil)
		return nil, false
	}
	return c, true
}

// loadThrough calls loader.loadClass(name) for the VM (JVMS §5.3.2) and
// records the loader as the initiating loader of the class it returns;
// then k, if any, runs with the class. Without k the frame below
// continues where it was (an instruction runs again). With wrap, a
// ClassNotFoundException becomes a NoClassDefFoundError, as when
// resolution loads a class; defining, if not nil, marks the class being
// defined while the call runs (for ClassCircularityError).
func (t *Thread) loadThrough(loader Ref, name string, wrap bool, defining *recordKey, k func(t *Thread, c *Class)) {
	vm := t.vm
	base := vm.classes["java/lang/ClassLoader"].methodMap[methodKey{"loadClass", "(Ljava/lang/String;)Ljava/lang/Class;"}]
	m := vm.heap.get(loader).class.selectVirtual(base)
	nameRef := vm.newString(javaName(name))
	if nameRef == 0 {
		t.throwOOM()
		return
	}
	cont := &continuation{defining: defining}
	cont.resume = func(t *Thread, v uint64) {
		t.frames = t.frames[:len(t.frames)-1]
		c := t.vm.classOf(Ref(v))
		switch {
		case c == nil:
			t.throwNew("java/lang/NoClassDefFoundError", name)
			return
		case c.name != name:
			t.throwNew("java/lang/NoClassDefFoundError", fmt.Sprintf("%s (wrong name: %s)", name, c.name))
			return
		}
		if t.vm.recorded(loader, name) == nil {
			t.vm.record(loader, name, c, false)
		}
		if k != nil {
			k(t, c)
		}
	}
	cont.onThrow = func(t *Thread, ex Ref) bool {
		t.frames = t.frames[:len(t.frames)-1]
		if wrap {
			if cnfe := t.vm.classes["java/lang/ClassNotFoundException"]; t.vm.heap.get(ex).class.isSubclassOf(cnfe) {
				if err := t.newThrowable("java/lang/NoClassDefFoundError", name); err != 0 {
					if f := t.vm.wk.throwable.fieldByName("cause"); f != nil {
						t.vm.writeSlot(t.vm.heap.get(err), f.slot, uint64(ex))
					}
					ex = err
				}
			}
		}
		t.throw(ex)
		return true
	}
	t.pushContinuation(nil, cont)
	at := int(t.top().sp)
	t.ensureSlots(at + 3)
	t.slots[at], t.slots[at+1] = uint64(loader), uint64(nameRef)
	t.top().sp = int32(at + 2)
	t.top().retry = t.vm.invokeRetry(m, at)
	t.invoke(m, at)
}

// loadThen is loadThrough for a native: k's result is the native's.
func (t *Thread) loadThen(loader Ref, name string, wrap bool, defining *recordKey, k func(t *Thread, c *Class) (uint64, nativeStatus)) (uint64, nativeStatus) {
	native := t.curNative
	retKind := Kind('V')
	if native != nil {
		retKind = native.methodType().ret
	}
	t.loadThrough(loader, name, wrap, defining, func(t *Thread, c *Class) {
		saved := t.curNative
		t.curNative = native
		r, st := k(t, c)
		t.curNative = saved
		if st == nativeReturn {
			t.pushResult(retKind, r)
		}
	})
	return 0, nativePushed
}

// definingNow reports whether t is defining the class of key k (a define
// waits in a loadClass call for one of its supertypes).
func (t *Thread) definingNow(k recordKey) bool {
	for i := range t.frames {
		if c := t.frames[i].cont; c != nil && c.defining != nil && *c.defining == k {
			return true
		}
	}
	return false
}

// defineClass defines a class from a class file in a user-defined
// loader's namespace (ClassLoader.defineClass1): its supertypes are
// resolved through the loader first, which may call its loadClass.
// name is the name the caller expects ("" for any).
func (t *Thread) defineClass(loader Ref, name string, data []byte) (uint64, nativeStatus) {
	vm := t.vm
	if vm.builtinKind(loader) != loaderUser {
		vm.unsupportedf("defining a class at run time in a built-in class loader")
		return failed()
	}
	cf, err := classfile.Parse(data)
	if err != nil {
		t.throwNew("java/lang/ClassFormatError", err.Error())
		return threw()
	}
	if name != "" && name != cf.Name {
		t.throwNew("java/lang/NoClassDefFoundError", fmt.Sprintf("%s (wrong name: %s)", name, cf.Name))
		return threw()
	}
	key := recordKey{loader, cf.Name}
	if vm.recorded(loader, cf.Name) != nil {
		t.throwNew("java/lang/LinkageError", fmt.Sprintf("loader %s attempted duplicate class definition for %s.", vm.loaderName(loader), javaName(cf.Name)))
		return threw()
	}
	if t.definingNow(key) {
		t.throwNew("java/lang/ClassCircularityError", javaName(cf.Name))
		return threw()
	}
	var supers []string
	if cf.Super != "" {
		supers = append(supers, cf.Super)
	}
	supers = append(supers, cf.Interfaces...)
	var step func(t *Thread, i int) (uint64, nativeStatus)
	step = func(t *Thread, i int) (uint64, nativeStatus) {
		for ; i < len(supers); i++ {
			_, need, err := t.vm.classIn(loader, supers[i])
			if err != nil {
				t.linkFailed(err)
				return threw()
			}
			if need {
				next := i + 1
				return t.loadThen(loader, supers[i], true, &key, func(t *Thread, _ *Class) (uint64, nativeStatus) {
					return step(t, next)
				})
			}
		}
		return t.finishDefine(loader, cf, data)
	}
	return step(t, 0)
}

// finishDefine makes the class once its supertypes are resolved.
func (t *Thread) finishDefine(loader Ref, cf *classfile.ClassFile, data []byte) (uint64, nativeStatus) {
	vm := t.vm
	if vm.recorded(loader, cf.Name) != nil {
		// Its loadClass of a supertype defined it meanwhile.
		t.throwNew("java/lang/LinkageError", fmt.Sprintf("loader %s attempted duplicate class definition for %s.", vm.loaderName(loader), javaName(cf.Name)))
		return threw()
	}
	var super *Class
	var ifaces []*Class
	if cf.Super != "" {
		super, _, _ = vm.classIn(loader, cf.Super)
		if super == nil || super.IsInterface() {
			t.throwNew("java/lang/IncompatibleClassChangeError", fmt.Sprintf("class %s has interface %s as super class", javaName(cf.Name), javaName(cf.Super)))
			return threw()
		}
		if super.access&classfile.AccFinal != 0 {
			t.throwNew("java/lang/VerifyError", fmt.Sprintf("Cannot inherit from final class %s", super.JavaName()))
			return threw()
		}
	} else if cf.Name != "java/lang/Object" {
		t.throwNew("java/lang/ClassFormatError", javaName(cf.Name)+" has no super class")
		return threw()
	}
	for _, in := range cf.Interfaces {
		ic, _, _ := vm.classIn(loader, in)
		if ic == nil || !ic.IsInterface() {
			t.throwNew("java/lang/IncompatibleClassChangeError", fmt.Sprintf("class %s can not implement %s, because it is not an interface", javaName(cf.Name), javaName(in)))
			return threw()
		}
		ifaces = append(ifaces, ic)
	}
	c := vm.reusableDefinition(cf.Name, data, super, ifaces)
	if c == nil {
		c = &Class{name: cf.Name, cf: cf, access: cf.Access, user: true, loader: loader, super: super, interfaces: ifaces}
		if super != nil {
			c.depth = super.depth + 1
		}
		if err := vm.link(c); err != nil {
			t.linkFailed(err)
			return threw()
		}
		vm.addClass(c)
		vm.definitions[definitionKey{cf.Name, string(data)}] = append(vm.definitions[definitionKey{cf.Name, string(data)}], c)
	}
	vm.record(loader, cf.Name, c, true)
	if o := vm.obs; o != nil {
		o.ClassLoaded(vm, c)
	}
	return retRef(vm.mirrorOf(c))
}

// definitionKey identifies a class file defined at run time.
type definitionKey struct {
	name, data string
}

// reusableDefinition returns a class made earlier from the same class file
// with the same supertypes that no loader defines now (its definition was
// backtracked), so that a path that defines it again gets the same class,
// allocation sites and all.
func (vm *VM) reusableDefinition(name string, data []byte, super *Class, ifaces []*Class) *Class {
next:
	for _, c := range vm.definitions[definitionKey{name, string(data)}] {
		if c.definedLive || c.super != super || len(c.interfaces) != len(ifaces) {
			continue
		}
		for i, in := range ifaces {
			if c.interfaces[i] != in {
				continue next
			}
		}
		return c
	}
	return nil
}

// loaderName renders a loader as HotSpot's messages do: 'app', or the
// JDK's nameAndId ("MyLoader @1b6d3586").
func (vm *VM) loaderName(loader Ref) string {
	if loader == 0 {
		return "'bootstrap'"
	}
	if n := Ref(vm.getField(vm.heap.get(loader), "nameAndId")); n != 0 {
		return vm.goString(n)
	}
	return vm.heap.get(loader).class.JavaName()
}

// classFrom finds a class named by a constant of host without running
// Java: for a class of a user-defined loader, the loader must have been
// recorded for the name already (resolveCallSiteNames sees to it before
// an invokedynamic links). A nil host stands for the built-in loaders.
func (vm *VM) classFrom(host *Class, name string) (*Class, error) {
	if host == nil || !host.user {
		return vm.loadClass(name)
	}
	c, need, err := vm.classIn(host.loader, name)
	if need {
		return nil, &UnsupportedError{What: fmt.Sprintf("%s names %s, which its class loader has not loaded yet, where gojpf cannot call the loader", host.JavaName(), javaName(name))}
	}
	return c, err
}

// resolveCallSiteNames resolves through c's loader every class that the
// invokedynamic constant idx of c names (its type, its bootstrap
// arguments' types, classes and method handles' owners), so that linking
// finds them with classFrom. It reports false when it threw or pushed a
// loadClass call (the instruction runs again).
func (t *Thread) resolveCallSiteNames(c *Class, idx uint16) bool {
	pool := &c.cf.Pool
	entry := pool.At(idx)
	_, desc := pool.NameAndType(entry.Index2)
	var names []string
	addDesc := func(d string) {
		for i := 0; i < len(d); i++ {
			if d[i] != 'L' {
				continue
			}
			end := i + 1
			for end < len(d) && d[end] != ';' {
				end++
			}
			names = append(names, d[i+1:end])
			i = end
		}
	}
	addDesc(desc)
	bm := c.cf.BootstrapMethods[entry.Index1]
	for _, a := range append([]uint16{bm.MethodRef}, bm.Args...) {
		switch pool.Tag(a) {
		case classfile.TagClass:
			names = append(names, elementName(pool.ClassName(a)))
		case classfile.TagMethodType:
			addDesc(pool.String(a))
		case classfile.TagMethodHandle:
			owner, _, d := pool.MemberRef(pool.At(a).Index1)
			names = append(names, elementName(owner))
			addDesc(d)
		}
	}
	for _, n := range names {
		if _, ok := t.classFor(c, n); !ok {
			return false
		}
	}
	return true
}

// catches reports whether a handler of a method of class from whose catch
// type is named catchType takes an exception of class exClass. The catch
// type resolves through from's loader; for a user-defined loader that has
// not loaded the name yet, the VM cannot call it while an exception
// unwinds, but it need not when no supertype of exClass has that name
// (then none matches), or when the supertype of that name is a java.*
// class (which only the boot and platform loaders define).
func (vm *VM) catches(from *Class, catchType string, exClass *Class) bool {
	if !from.user {
		hc, err := vm.loadClass(catchType)
		// An unloadable catch type cannot match.
		return err == nil && exClass.isSubclassOf(hc)
	}
	if hc := vm.recorded(from.loader, catchType); hc != nil {
		return exClass.isSubclassOf(hc)
	}
	for k := exClass; k != nil; k = k.super {
		if k.name != catchType {
			continue
		}
		if !k.user && strings.HasPrefix(catchType, "java/") {
			return true
		}
		vm.unsupportedf("catching %s in %s: its class loader has not loaded that name yet, and gojpf cannot call the loader while an exception unwinds", javaName(catchType), from.JavaName())
		return false
	}
	return false
}

// loadMemberTypes has a user-defined loader load, one at a time, the
// classes that the descriptors and throws clauses of c's members name,
// before a reflection native makes their Field, Method and Constructor
// objects; then the native runs again. pushed is false when there is
// nothing (left) to load.
func (t *Thread) loadMemberTypes(c *Class, a []uint64, again nativeFunc) (uint64, nativeStatus, bool) {
	if c == nil || !c.user {
		return 0, 0, false
	}
	var descs []string
	for _, f := range c.fields {
		descs = append(descs, f.desc)
	}
	for _, m := range c.methods {
		descs = append(descs, m.methodType().argTypes...)
		descs = append(descs, m.methodType().retType)
		for _, e := range m.exceptions() {
			descs = append(descs, "L"+e+";")
		}
	}
	for _, d := range descs {
		i := 0
		for i < len(d) && d[i] == '[' {
			i++
		}
		if i >= len(d) || d[i] != 'L' {
			continue
		}
		name := descToClassName(d[i:])
		if _, need, _ := t.vm.classIn(c.loader, name); need {
			r, st := t.loadThen(c.loader, name, true, nil, func(t *Thread, _ *Class) (uint64, nativeStatus) { return again(t, a) })
			return r, st, true
		}
	}
	return 0, 0, false
}
