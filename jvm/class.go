package jvm

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gojpf/gojpf/classfile"
	"github.com/gojpf/gojpf/jvm/typeflow"
)

// Class initialization states (JVMS §5.5).
const (
	classLoaded = iota
	classInitializing
	classInitialized
	classErroneous
)

// Class is a loaded class, interface, array class or primitive type.
type Class struct {
	name       string // binary name: "java/lang/String", "[I", or "int" for primitives
	cf         *classfile.ClassFile
	super      *Class
	interfaces []*Class
	access     uint16
	module     string // JDK module the class came from ("" for the class path)
	// cachedFrom is the class path a class of the start-up cache
	// (Options.JDKClasses) would have been read from (Method.bytecode).
	cachedFrom *classfile.ClassPath
	// parsedForCache: the class was parsed from the image and handed to
	// the start-up cache (Options.JDKClasses), which records which of its
	// methods ran (Method.ran).
	parsedForCache bool
	juc            bool // a JDK class whose operations run atomically (trustedJUC)
	proxy          bool // a java.lang.reflect.Proxy class (proxy.go)
	// user: defined by a user-defined class loader, the object loader
	// (loaders.go); the built-in loaders' classes share vm.classes.
	user   bool
	loader Ref
	// kinds caches frameKinds (0: not computed yet).
	kinds frameKind
	// definedLive: a user-defined loader defines it on the current path
	// (a definition backtracked leaves the class for reuse, loaders.go).
	definedLive bool
	// arrayClass is the class's array class, once asked for (arrayOf).
	arrayClass *Class

	fields        []*Field // declared fields
	instanceSlots int      // slots of an instance, inherited fields included
	refSlots      []int    // instance slots holding references, inherited included
	refMask       []bool   // refSlots as a mask (isRefSlot), made on first use
	// primSlots are the instance slots an object's primitive hash folds
	// in (neither references nor modification counts), made on first
	// use (hashedPrimSlots).
	primSlots []int32
	// mc locates java.util's modification counts in instances
	// (modcount.go), once mcOK.
	mc            *modCountInfo
	mcOK          bool
	staticRefMask []bool // refStatics as a mask (isRefStatic), made on first use
	statics       []uint64
	methods       []*Method
	methodMap     map[methodKey]*Method // declared, by name and descriptor

	// Arrays and primitives.
	component *Class // element class of an array class
	elemKind  Kind   // kind of the elements of an array class
	primitive Kind   // for primitive classes: 'I', 'Z', …, 'V'

	initState int
	// initThread is the thread initializing the class; once the class is
	// initialized (or erroneous), the thread that did it while other
	// threads were alive, nil if none could see it (init.go).
	initThread *Thread
	// initSeen has bit i%64 of word i/64 set once the thread with id i
	// has found the class's initialization, which initThread did,
	// finished: the scheduler was told (PointClassInitSeen) and need not
	// be again.
	initSeen []uint64
	initErr  Ref // the ExceptionInInitializerError saved when initialization failed
	mirror   Ref // the java.lang.Class object, once created

	cpCache []any               // resolved constant-pool entries, by index
	vcache  map[*Method]*Method // invokevirtual/invokeinterface selection
	// fieldIndex is fieldByName's: the fields by name, the class's own
	// before its superclasses'.
	fieldIndex map[string]*Field
	// initSupers caches initSupers (made once: the supertypes are
	// fixed when the class is loaded); initConts the continuations of
	// its initialization, by runsCode (initCont).
	initSupers     []*Class
	initSupersDone bool
	initConts      [2]*initContinuation
	depth          int // length of the superclass chain

	// State hashing (hash.go): the name's hash, the static slots holding
	// references, the hash of the primitive state while shok (sborn: the
	// statics were as when loaded then), and the initialization state and
	// statics (nil: all zero) the class was made with.
	nhash       uint64
	refStatics  []int
	shval       uint64
	shok        bool
	sborn       bool
	born        int
	bornStatics []uint64
	// cboot: loaded when states were first hashed, with hash chboot then;
	// cchanged: its state changed since.
	cboot, cchanged bool
	chboot          uint64
	// bootIdx is its place in the load order then (cboot), the same in
	// every VM of the program.
	bootIdx int
}

// Name returns the class's binary name.
func (c *Class) Name() string { return c.name }

// StaticsID is the search-global id of the class's static fields, taken
// as one object: derived from the class name, so the same on every path.
func (c *Class) StaticsID() SGOID { return SGOID(c.nameHash() | 1<<63) }

// JavaName returns the name as Class.getName prints it.
func (c *Class) JavaName() string { return javaName(c.name) }

// IsInterface reports whether the class is an interface.
func (c *Class) IsInterface() bool { return c.access&classfile.AccInterface != 0 }

// IsArray reports whether the class is an array class.
func (c *Class) IsArray() bool { return c.component != nil }

// internal reports whether the class is one of gojpf's stand-ins for
// the JDK's natives (gojpf.internal in the guest library: StackWalker's
// frames, service lookups, resources): JDK code in all but where it
// comes from, so neither the program's code nor a point of its own.
func (c *Class) internal() bool {
	return c.module == "" && !c.user && strings.HasPrefix(c.name, "gojpf/internal/")
}

// frameKind says what the scheduling points of a class's frames look at
// (atomicJDKFor), computed once per class.
type frameKind uint8

const (
	kindKnown       frameKind = 1 << iota // the other bits are computed
	kindEvents                            // isEventsClass
	kindInternal                          // internal
	kindVerify                            // Verify or VerifyJSON
	kindPrintStream                       // java.io.PrintStream
)

// frameKinds returns the class's frameKind bits.
func (c *Class) frameKinds() frameKind {
	if c.kinds != 0 {
		return c.kinds
	}
	return c.computeFrameKinds()
}

func (c *Class) computeFrameKinds() frameKind {
	k := kindKnown
	if isEventsClass(c) {
		k |= kindEvents
	}
	if c.internal() {
		k |= kindInternal
	}
	if c.module == "" && (c.name == verifyClass || c.name == verifyClass+"JSON") {
		k |= kindVerify
	}
	if c.name == "java/io/PrintStream" {
		k |= kindPrintStream
	}
	c.kinds = k
	return k
}

// FromJDK reports whether the class comes from the JDK (a module of the
// runtime image) rather than the program's class path.
func (c *Class) FromJDK() bool { return c.module != "" }

func (c *Class) sourceFile() string {
	if c.cf != nil {
		return c.cf.SourceFile
	}
	return ""
}

// Field is a declared field.
type Field struct {
	class  *Class
	name   string
	desc   string
	access uint16
	kind   Kind
	slot   int // index in Object.slots, or in class.statics when static
	cv     uint16
}

// IsStatic reports whether the field is static.
func (f *Field) IsStatic() bool { return f.access&classfile.AccStatic != 0 }

// Name returns the field's name.
func (f *Field) Name() string { return f.name }

// IsFinal reports whether the field is final.
func (f *Field) IsFinal() bool { return f.access&classfile.AccFinal != 0 }

// IsVolatile reports whether the field is volatile.
func (f *Field) IsVolatile() bool { return f.access&classfile.AccVolatile != 0 }

// Class returns the declaring class.
func (f *Field) Class() *Class { return f.class }

// Slot returns the field's slot: its index among the instance slots of
// an object, or among the class's statics (Unsafe uses it as the offset).
func (f *Field) Slot() int { return f.slot }

// methodKey is a method's name and descriptor (Class.methodMap).
type methodKey struct{ name, desc string }

// Method is a declared method.
type Method struct {
	class *Class
	name  string
	desc  string
	code  *classfile.Code // bytecode() decodes it first from lazy
	// lazy is the class file's method whose code a class of the
	// start-up cache has not decoded yet (bytecode).
	lazy *classfile.Method
	// ran is the class file's method whose Ran bytecode sets, the first
	// time, in a class parsed for the start-up cache (so that its
	// record says which code to decode ahead).
	ran *classfile.Method
	// mt is the parsed descriptor (methodType), made the first time it
	// is needed: a boot links some 6,800 methods and calls few.
	mt       *methodType
	argSlots int // including the receiver
	native   nativeFunc
	// flowRes holds the slot types of the method's frames (hash.go).
	flowRes *typeflow.Result
	mhash   uint64
	// The small fields last, in one word (a boot makes ≈ 6,800 methods).
	access   uint16
	nativeOK bool // native looked up already
	// poly marks the call-site view of a signature-polymorphic method.
	poly     bool
	flowDone bool
	// model says how gojpf runs a JDK method (models.go).
	model modelKind
	// mcCopy: the method keeps a modification count in a local
	// (modcount.go), once mcCopyOK.
	mcCopy, mcCopyOK bool
}

// Name returns the method's name.
func (m *Method) Name() string { return m.name }

// Desc returns the method's descriptor.
func (m *Method) Desc() string { return m.desc }

// Class returns the declaring class.
func (m *Method) Class() *Class { return m.class }

// IsStatic reports whether the method is static.
func (m *Method) IsStatic() bool { return m.access&classfile.AccStatic != 0 }

func (m *Method) isAbstract() bool { return m.access&classfile.AccAbstract != 0 }
func (m *Method) isNative() bool   { return m.access&classfile.AccNative != 0 }
func (m *Method) isPrivate() bool  { return m.access&classfile.AccPrivate != 0 }

// String returns "java.lang.String.indexOf(I)I"-style names for messages.
func (m *Method) String() string { return m.class.JavaName() + "." + m.name + m.desc }

// methodType returns the method's parsed descriptor, parsing it the
// first time (link checked that it parses).
func (m *Method) methodType() *methodType {
	if m.mt == nil {
		mt, err := parseMethodType(m.desc)
		if err != nil {
			panic(fmt.Sprintf("gojpf: the descriptor of %s, linked, does not parse: %v", m, err))
		}
		m.mt = mt
	}
	return m.mt
}

// bytecode returns m's code, nil for abstract and native methods. The
// methods of a class from the start-up cache have their code decoded
// here, when it is first needed; should a record be malformed, the
// class is read and parsed from the class path again for it.
func (m *Method) bytecode() *classfile.Code {
	if m.lazy != nil {
		m.loadCode()
	}
	if m.ran != nil {
		m.ran.Ran = true
		m.ran = nil
	}
	return m.code
}

func (m *Method) loadCode() {
	cm := m.lazy
	m.lazy = nil
	code, err := cm.LoadCode()
	if err == nil {
		m.code = code
		return
	}
	cf, perr := m.class.reparse()
	if perr != nil {
		panic(fmt.Sprintf("gojpf: %v, and reading the class again: %v (gojpf run --no-cache avoids the start-up cache)", err, perr))
	}
	fresh := cf.Method(m.name, m.desc)
	if fresh == nil || fresh.Code == nil {
		panic(fmt.Sprintf("gojpf: %v, and the class read again has no code for it", err))
	}
	m.code = fresh.Code
}

// reparse reads and parses c's class file again from the class path it
// was loaded from (cachedFrom: a class of the start-up cache).
func (c *Class) reparse() (*classfile.ClassFile, error) {
	if c.cachedFrom == nil {
		return nil, fmt.Errorf("class %s is not from the start-up cache", javaName(c.name))
	}
	data, err := c.cachedFrom.Find(c.name)
	if err != nil {
		return nil, err
	}
	return classfile.Parse(data)
}

// lineAt returns the source line of instruction index pc, or -1.
func (m *Method) lineAt(pc int) int {
	if m.bytecode() == nil {
		return -1
	}
	if l := m.bytecode().LineAt(pc); l > 0 {
		return l
	}
	return -1
}

// linkError is a failure to load or link a class, to be thrown to the guest
// as the named error class.
type linkError struct {
	class string // e.g. "java/lang/NoClassDefFoundError"
	msg   string
}

func (e *linkError) Error() string { return javaName(e.class) + ": " + e.msg }

// loadClass returns the class of the given binary name, loading and linking
// it (and its supertypes) if needed. Array and primitive classes are made
// on demand.
func (vm *VM) loadClass(name string) (*Class, error) {
	if c, ok := vm.classes[name]; ok {
		return c, nil
	}
	if strings.HasPrefix(name, "[") {
		return vm.arrayClass(name)
	}
	if vm.loading[name] {
		return nil, &linkError{"java/lang/ClassCircularityError", javaName(name)}
	}
	vm.loading[name] = true
	defer delete(vm.loading, name)
	cf, fromImage := vm.cachedJDKClass(name)
	cached := cf != nil
	parsedForCache := false
	if cf == nil {
		data, err := vm.classPath.Find(name)
		if err != nil {
			var nf *classfile.ClassNotFoundError
			if errors.As(err, &nf) || errors.Is(err, classfile.ErrInvalidName) {
				return nil, &linkError{"java/lang/NoClassDefFoundError", name}
			}
			return nil, fmt.Errorf("loading class %s: %w", javaName(name), err)
		}
		if cf, err = classfile.Parse(data); err != nil {
			return nil, &linkError{"java/lang/ClassFormatError", fmt.Sprintf("%s: %v", javaName(name), err)}
		}
		fromImage = vm.jdk != nil && vm.fromJDK(name, data)
		if fromImage && cf.Name == name && vm.opts.JDKClasses != nil {
			if shadowed, err := vm.classPath.Shadowed(name, vm.jdk); err == nil && !shadowed {
				vm.opts.JDKClasses.ParsedJDKClass(cf)
				parsedForCache = true
			}
		}
	}
	if cf.Name != name {
		return nil, &linkError{"java/lang/NoClassDefFoundError", fmt.Sprintf("%s (wrong name: %s)", name, cf.Name)}
	}
	c := &Class{name: name, cf: cf, access: cf.Access, parsedForCache: parsedForCache}
	if cached {
		c.cachedFrom = vm.classPath
	}
	if vm.jdk != nil {
		if mod, ok, _ := vm.jdk.ModuleOf(name); ok && fromImage {
			c.module = mod
			c.juc = trustedJUC(name) || atomicLibrary(name)
		}
	}
	if cf.Super != "" {
		sc, err := vm.loadClass(cf.Super)
		if err != nil {
			return nil, err
		}
		if sc.IsInterface() {
			return nil, &linkError{"java/lang/IncompatibleClassChangeError", fmt.Sprintf("class %s has interface %s as super class", javaName(name), javaName(sc.name))}
		}
		c.super = sc
		c.depth = sc.depth + 1
	} else if name != "java/lang/Object" && cf.Access&classfile.AccModule == 0 {
		return nil, &linkError{"java/lang/ClassFormatError", javaName(name) + " has no super class"}
	}
	for _, in := range cf.Interfaces {
		ic, err := vm.loadClass(in)
		if err != nil {
			return nil, err
		}
		if !ic.IsInterface() {
			return nil, &linkError{"java/lang/IncompatibleClassChangeError", fmt.Sprintf("class %s can not implement %s, because it is not an interface", javaName(name), javaName(ic.name))}
		}
		c.interfaces = append(c.interfaces, ic)
	}
	if err := vm.link(c); err != nil {
		return nil, err
	}
	vm.addClass(c)
	if o := vm.obs; o != nil {
		o.ClassLoaded(vm, c)
	}
	return c, nil
}

// cachedJDKClass returns the class of the given name from
// Options.JDKClasses when the class path would read it from the JDK
// image, with true; nil if there is none to take.
func (vm *VM) cachedJDKClass(name string) (*classfile.ClassFile, bool) {
	src := vm.opts.JDKClasses
	if src == nil || vm.jdk == nil {
		return nil, false
	}
	if shadowed, err := vm.classPath.Shadowed(name, vm.jdk); err != nil || shadowed {
		return nil, false
	}
	cf, ok := src.JDKClass(name)
	if !ok {
		return nil, false
	}
	return cf, true
}

// fromJDK reports whether the bytes found for name came from the JDK image
// rather than from the user's class path (which may shadow JDK classes).
func (vm *VM) fromJDK(name string, data []byte) bool {
	b, ok, err := vm.jdk.Find(name)
	return err == nil && ok && len(b) == len(data)
}

// link lays out fields and prepares methods.
func (vm *VM) link(c *Class) error {
	cf := c.cf
	next := 0
	if c.super != nil {
		next = c.super.instanceSlots
		c.refSlots = append(c.refSlots, c.super.refSlots...)
	}
	nstatic := 0
	for i := range cf.Fields {
		cff := &cf.Fields[i]
		f := &Field{class: c, name: cff.Name, desc: cff.Desc, access: cff.Access, kind: kindOf(cff.Desc), cv: cff.ConstantValue}
		if _, err := parseFieldType(cff.Desc); err != nil {
			return &linkError{"java/lang/ClassFormatError", fmt.Sprintf("%s.%s: %v", javaName(c.name), f.name, err)}
		}
		if f.IsStatic() {
			f.slot = nstatic
			if f.kind.isRef() {
				c.refStatics = append(c.refStatics, nstatic)
			}
			nstatic++
		} else {
			f.slot = next
			if f.kind.isRef() {
				c.refSlots = append(c.refSlots, next)
			}
			next++
		}
		c.fields = append(c.fields, f)
	}
	c.instanceSlots = next
	c.statics = make([]uint64, nstatic)
	c.methodMap = make(map[methodKey]*Method, len(cf.Methods))
	// The methods are made in one allocation for the class.
	slab := make([]Method, len(cf.Methods))
	c.methods = make([]*Method, 0, len(cf.Methods))
	for i := range cf.Methods {
		cm := &cf.Methods[i]
		// The descriptor checked and its argument slots counted; parsed
		// when the method is first called (methodType).
		slots, err := methodArgSlots(cm.Desc)
		if err != nil {
			return &linkError{"java/lang/ClassFormatError", fmt.Sprintf("%s.%s: %v", javaName(c.name), cm.Name, err)}
		}
		m := &slab[i]
		*m = Method{class: c, name: cm.Name, desc: cm.Desc, access: cm.Access, code: cm.Code, argSlots: slots}
		if !cm.CodeLoaded() {
			m.lazy = cm
		}
		if c.parsedForCache && cm.HasCode() {
			m.ran = cm
		}
		if !m.IsStatic() {
			m.argSlots++
		}
		if !cm.HasCode() && !m.isAbstract() && !m.isNative() {
			return &linkError{"java/lang/ClassFormatError", fmt.Sprintf("method %s has no code", m)}
		}
		if cm.HasCode() && int(cm.CodeMaxLocals()) < m.argSlots {
			return &linkError{"java/lang/ClassFormatError", fmt.Sprintf("method %s: max_locals %d < %d argument slots", m, cm.CodeMaxLocals(), m.argSlots)}
		}
		c.methods = append(c.methods, m)
		c.methodMap[methodKey{m.name, m.desc}] = m
	}
	c.cpCache = make([]any, cf.Pool.Len())
	touchForWrite(c.cpCache)
	c.vcache = make(map[*Method]*Method)
	// Static fields with a ConstantValue are set at preparation (JVMS §5.4.2
	// says at initialization, but no code can observe the difference before
	// <clinit>; String constants are set at initialization, below).
	for _, f := range c.fields {
		if f.IsStatic() && f.cv != 0 {
			cp := &cf.Pool
			switch cp.Tag(f.cv) {
			case classfile.TagInteger:
				c.statics[f.slot] = uint64(uint32(cp.Int(f.cv)))
			case classfile.TagFloat:
				c.statics[f.slot] = uint64(uint32(cp.At(f.cv).Bits))
			case classfile.TagLong, classfile.TagDouble:
				c.statics[f.slot] = cp.At(f.cv).Bits
			}
		}
	}
	return nil
}

// arrayClass makes the array class with the given descriptor.
func (vm *VM) arrayClass(name string) (*Class, error) {
	n, err := parseFieldType(name)
	if err != nil || n != len(name) {
		return nil, &linkError{"java/lang/NoClassDefFoundError", name}
	}
	compName := descToClassName(name[1:])
	var comp *Class
	if len(name) == 2 {
		comp = vm.primitiveClass(Kind(name[1]))
	} else {
		comp, err = vm.loadClass(compName)
		if err != nil {
			return nil, err
		}
	}
	return vm.makeArrayClass(name, comp)
}

// makeArrayClass makes the array class with the given descriptor and
// component class.
func (vm *VM) makeArrayClass(name string, comp *Class) (*Class, error) {
	obj, err := vm.loadClass("java/lang/Object")
	if err != nil {
		return nil, err
	}
	c := &Class{
		name:      name,
		super:     obj,
		access:    classfile.AccPublic | classfile.AccFinal | classfile.AccAbstract,
		component: comp,
		elemKind:  kindOf(name[1:]),
		methodMap: map[methodKey]*Method{},
		vcache:    map[*Method]*Method{},
		initState: classInitialized,
		module:    comp.module,
		depth:     1,
		user:      comp.user,
		loader:    comp.loader,
	}
	for _, in := range []string{"java/lang/Cloneable", "java/io/Serializable"} {
		ic, err := vm.loadClass(in)
		if err != nil {
			return nil, err
		}
		c.interfaces = append(c.interfaces, ic)
	}
	if comp.access&classfile.AccPublic == 0 && comp.primitive == 0 {
		c.access &^= classfile.AccPublic
	}
	vm.addClass(c)
	if o := vm.obs; o != nil {
		o.ClassLoaded(vm, c)
	}
	return c, nil
}

// primitiveClass returns the class of a primitive type ('I' → int).
func (vm *VM) primitiveClass(k Kind) *Class {
	name := primitiveNames[byte(k)]
	if c, ok := vm.classes[name]; ok {
		return c
	}
	c := &Class{name: name, primitive: k, access: classfile.AccPublic | classfile.AccFinal | classfile.AccAbstract,
		initState: classInitialized, methodMap: map[methodKey]*Method{}, vcache: map[*Method]*Method{}}
	vm.addClass(c)
	return c
}

// isSubclassOf reports whether c is d or a subclass/implementation of d
// (JVMS assignment compatibility for class types, arrays included).
func (c *Class) isSubclassOf(d *Class) bool {
	if c == d {
		return true
	}
	if d.IsInterface() {
		return c.implements(d)
	}
	if c.IsArray() {
		if d.IsArray() {
			if c.component.primitive != 0 || d.component.primitive != 0 {
				return c.component == d.component
			}
			return c.component.isSubclassOf(d.component)
		}
		return d.name == "java/lang/Object"
	}
	for s := c.super; s != nil; s = s.super {
		if s == d {
			return true
		}
	}
	return false
}

// implements reports whether c (or a superclass) implements interface i.
func (c *Class) implements(i *Class) bool {
	for k := c; k != nil; k = k.super {
		for _, in := range k.interfaces {
			if in == i || in.implements(i) {
				return true
			}
		}
	}
	return false
}

// lookupField finds a field by name and descriptor per JVMS §5.4.3.2: in c,
// then its superinterfaces, then its superclass.
func (c *Class) lookupField(name, desc string) *Field {
	for k := c; k != nil; k = k.super {
		for _, f := range k.fields {
			if f.name == name && f.desc == desc {
				return f
			}
		}
		for _, in := range k.interfaces {
			if f := in.lookupField(name, desc); f != nil {
				return f
			}
		}
	}
	return nil
}

// fieldByName finds a declared or inherited field by name alone (for
// natives that know the JDK's field names).
func (c *Class) fieldByName(name string) *Field {
	if c.methodMap == nil {
		// Not linked (or an array class): no index yet.
		for k := c; k != nil; k = k.super {
			for _, f := range k.fields {
				if f.name == name {
					return f
				}
			}
		}
		return nil
	}
	if c.fieldIndex == nil {
		// Made at the first lookup after linking (which made the
		// fields, the superclass's first): the natives look fields up
		// by name on every thread start, end and status change.
		idx := map[string]*Field{}
		for k := c; k != nil; k = k.super {
			for _, f := range k.fields {
				if idx[f.name] == nil {
					idx[f.name] = f
				}
			}
		}
		c.fieldIndex = idx
	}
	return c.fieldIndex[name]
}

// lookupMethod resolves a method per JVMS §5.4.3.3 (classes) or §5.4.3.4
// (interfaces): the class and its superclasses, then the maximally specific
// superinterface methods.
func (c *Class) lookupMethod(name, desc string) *Method {
	for k := c; k != nil; k = k.super {
		if m := k.methodMap[methodKey{name, desc}]; m != nil {
			return m
		}
	}
	return c.lookupInterfaceMethod(name, desc)
}

// lookupInterfaceMethod finds the maximally specific superinterface method
// of c (JVMS §5.4.3.3): among the non-abstract candidates in all
// superinterfaces, those not overridden by another candidate's interface;
// if there is none, an abstract candidate.
func (c *Class) lookupInterfaceMethod(name, desc string) *Method {
	var cands []*Method
	var abstract *Method
	seen := map[*Class]bool{}
	var visit func(i *Class)
	visit = func(i *Class) {
		if seen[i] {
			return
		}
		seen[i] = true
		if m := i.methodMap[methodKey{name, desc}]; m != nil && !m.IsStatic() && !m.isPrivate() {
			if m.isAbstract() {
				if abstract == nil {
					abstract = m
				}
			} else {
				cands = append(cands, m)
			}
		}
		for _, s := range i.interfaces {
			visit(s)
		}
	}
	for k := c; k != nil; k = k.super {
		if k.IsInterface() {
			visit(k)
			continue
		}
		for _, i := range k.interfaces {
			visit(i)
		}
	}
	for _, m := range cands {
		specific := true
		for _, o := range cands {
			if o != m && o.class != m.class && o.class.implements(m.class) {
				specific = false
				break
			}
		}
		if specific {
			return m
		}
	}
	return abstract
}

// selectVirtual finds the method that an invokevirtual/invokeinterface of
// resolved method m runs on a receiver of class c (JVMS §5.4.6).
func (c *Class) selectVirtual(m *Method) *Method {
	if sel, ok := c.vcache[m]; ok {
		return sel
	}
	var sel *Method
	if m.isPrivate() {
		sel = m
	} else {
		for k := c; k != nil && sel == nil; k = k.super {
			if cand := k.methodMap[methodKey{m.name, m.desc}]; cand != nil && !cand.IsStatic() && !cand.isPrivate() && overrides(cand, m) {
				sel = cand
			}
		}
		if sel == nil {
			sel = c.lookupInterfaceMethod(m.name, m.desc)
		}
		if sel == nil {
			sel = m
		}
	}
	c.vcache[m] = sel
	return sel
}

// overrides reports whether cand overrides m, taking package-private access
// into account (JVMS §5.4.5, simplified to the same-package rule).
func overrides(cand, m *Method) bool {
	if cand == m {
		return true
	}
	if m.access&(classfile.AccPublic|classfile.AccProtected) != 0 {
		return true
	}
	return packageOf(cand.class.name) == packageOf(m.class.name)
}

func packageOf(name string) string {
	if i := strings.LastIndexByte(name, '/'); i >= 0 {
		return name[:i]
	}
	return ""
}

// atomicLibrary reports whether the JDK class is part of a library whose
// operations gojpf runs atomically, as java.util.concurrent's: logging
// (java.util.logging and the JDK's loggers behind System.Logger), where
// a record is one event of the program (its console output), not the
// many reads and writes of the logging framework's bookkeeping. A
// handler, formatter, filter or message supplier of the program's own
// runs as program code.
func atomicLibrary(name string) bool {
	for _, p := range [...]string{"java/util/logging/", "sun/util/logging/", "jdk/internal/logger/"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// trustedJUC reports whether the JDK class with the given internal name
// is one of java.util.concurrent's linearizable objects, whose operations
// run atomically (see atomicJUC): the package and its subpackages but
// for the executors, whose worker loops are clients of those objects,
// making one operation after another on a pool thread.
func trustedJUC(name string) bool {
	const pkg = "java/util/concurrent/"
	if !strings.HasPrefix(name, pkg) {
		return false
	}
	for _, client := range [...]string{"ThreadPoolExecutor", "ScheduledThreadPoolExecutor", "ForkJoin", "Executors", "AbstractExecutorService", "ExecutorCompletionService"} {
		if strings.HasPrefix(name[len(pkg):], client) {
			return false
		}
	}
	return true
}

// touchForWrite writes (zeroes) one element of every page s spans. A
// large slice of fresh memory, as a class's cpCache is (a boot's add up
// to ≈ 1 MB), is first read, then written entry by entry; read first,
// each page is the system's shared zero page, and the first write to it
// copies it, which on a process with other threads running flushes
// their TLBs too (an interrupt to every other core): ≈ 4 % of a
// trivial run's CPU time, half of it from the cpCaches. Written first,
// a page is simply allocated.
func touchForWrite(s []any) {
	const perPage = 4096 / 16 // an interface is 16 bytes
	for i := 0; i < len(s); i += perPage {
		s[i] = nil
	}
	if len(s) > 0 {
		s[len(s)-1] = nil
	}
}
