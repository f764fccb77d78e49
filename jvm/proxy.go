package jvm

import (
	"strconv"
	"strings"

	cf "github.com/gojpf/gojpf/classfile"
)

// Annotations through reflection, and java.lang.reflect.Proxy.
//
// The JDK reads annotations from the raw bytes of the class file's
// RuntimeVisibleAnnotations (Class.getRawAnnotations, the annotations,
// parameterAnnotations and annotationDefault of Method, Constructor and
// Field) against the class's constant pool (jdk.internal.reflect.
// ConstantPool), and makes each annotation a Proxy of its interface. The
// VM gives it the bytes and the pool; Proxy.newProxyInstance makes a
// class as the lambdas' are: no bytecode, a native per method that
// boxes the arguments and calls the InvocationHandler with the
// interface's Method, as the JDK's generated proxy classes do (a
// checked exception the method does not declare comes out wrapped in an
// UndeclaredThrowableException).

// rawAttribute returns the body of the attribute of that name, or nil.
func rawAttribute(attrs []cf.RawAttribute, name string) []byte {
	for _, a := range attrs {
		if a.Name == name {
			return a.Data
		}
	}
	return nil
}

// classfileMethod returns the class file's method of m, or nil.
func (m *Method) classfileMethod() *cf.Method {
	c := m.class.cf
	if c == nil {
		return nil
	}
	for i := range c.Methods {
		if cm := &c.Methods[i]; cm.Name == m.name && cm.Desc == m.desc {
			return cm
		}
	}
	return nil
}

// classfileField returns the class file's field of f, or nil.
func (f *Field) classfileField() *cf.Field {
	c := f.class.cf
	if c == nil {
		return nil
	}
	for i := range c.Fields {
		if cff := &c.Fields[i]; cff.Name == f.name && cff.Desc == f.desc {
			return cff
		}
	}
	return nil
}

// bytesOrNull returns a new byte[] of b, or null for nil.
func (t *Thread) bytesOrNull(b []byte) (Ref, bool) {
	if b == nil {
		return 0, true
	}
	r := t.newBytes(b)
	return r, r != 0
}

// setAnnotationBytes fills the raw annotation fields of a reflective
// Method, Constructor (m) or Field (f) object.
func (t *Thread) setAnnotationBytes(o *Object, m *Method, f *Field) bool {
	vm := t.vm
	var attrs []cf.RawAttribute
	switch {
	case m != nil:
		if cm := m.classfileMethod(); cm != nil {
			attrs = cm.Other
		}
	case f != nil:
		if cfield := f.classfileField(); cfield != nil {
			attrs = cfield.Other
		}
	}
	for _, fa := range []struct{ field, attr string }{
		{"annotations", "RuntimeVisibleAnnotations"},
		{"parameterAnnotations", "RuntimeVisibleParameterAnnotations"},
		{"annotationDefault", "AnnotationDefault"},
	} {
		if fieldSlot(o.class, fa.field) < 0 {
			continue
		}
		r, ok := t.bytesOrNull(rawAttribute(attrs, fa.attr))
		if !ok {
			return false
		}
		vm.setField(o, fa.field, uint64(r))
	}
	return true
}

// constantPoolClass returns the class whose pool a
// jdk.internal.reflect.ConstantPool's constantPoolOop names.
func (t *Thread) constantPoolClass(oop uint64) *cf.ConstantPool {
	c := mirrorArg(t, oop)
	if c == nil || c.cf == nil {
		return nil
	}
	return &c.cf.Pool
}

// poolEntry checks index i of the pool for one of the tags.
func (t *Thread) poolEntry(a []uint64, tags ...cf.Tag) (*cf.ConstantPool, uint16, bool) {
	p := t.constantPoolClass(a[1])
	i := int32(a[2])
	if p == nil || i <= 0 || int(i) >= p.Len() {
		t.throwNew("java/lang/IllegalArgumentException", "Constant pool index out of bounds")
		return nil, 0, false
	}
	tag := p.Tag(uint16(i))
	for _, want := range tags {
		if tag == want {
			return p, uint16(i), true
		}
	}
	t.throwNew("java/lang/IllegalArgumentException", "Wrong type at constant pool index")
	return nil, 0, false
}

func reflectAnnotationNatives() nativeTable {
	const pool = "jdk/internal/reflect/ConstantPool."
	return nativeTable{
		"java/lang/Class.getRawAnnotations()[B": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[0])
			if c.cf == nil {
				return retRef(0)
			}
			r, ok := t.bytesOrNull(rawAttribute(c.cf.Other, "RuntimeVisibleAnnotations"))
			if !ok {
				return threw()
			}
			return retRef(r)
		},
		"java/lang/Class.getConstantPool()Ljdk/internal/reflect/ConstantPool;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			pc, err := t.vm.loadClass("jdk/internal/reflect/ConstantPool")
			if err != nil {
				t.linkFailed(err)
				return threw()
			}
			return t.initThen(pc, func(t *Thread) (uint64, nativeStatus) {
				r := t.newObject(pc)
				if r == 0 {
					return threw()
				}
				t.vm.setField(t.vm.heap.get(r), "constantPoolOop", a[0])
				return retRef(r)
			})
		},
		pool + "getSize0(Ljava/lang/Object;)I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if p := t.constantPoolClass(a[1]); p != nil {
				return retInt(int32(p.Len()))
			}
			return retInt(0)
		},
		pool + "getUTF8At0(Ljava/lang/Object;I)Ljava/lang/String;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			p, i, ok := t.poolEntry(a, cf.TagUtf8)
			if !ok {
				return threw()
			}
			return retRef(t.vm.internString(p.Utf8(i)))
		},
		pool + "getStringAt0(Ljava/lang/Object;I)Ljava/lang/String;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			p, i, ok := t.poolEntry(a, cf.TagString)
			if !ok {
				return threw()
			}
			return retRef(t.vm.internString(p.String(i)))
		},
		pool + "getIntAt0(Ljava/lang/Object;I)I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			p, i, ok := t.poolEntry(a, cf.TagInteger)
			if !ok {
				return threw()
			}
			return retInt(p.Int(i))
		},
		pool + "getLongAt0(Ljava/lang/Object;I)J": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			p, i, ok := t.poolEntry(a, cf.TagLong)
			if !ok {
				return threw()
			}
			return ret(uint64(p.Long(i)))
		},
		pool + "getFloatAt0(Ljava/lang/Object;I)F": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			p, i, ok := t.poolEntry(a, cf.TagFloat)
			if !ok {
				return threw()
			}
			return ret(uint64(p.At(i).Bits))
		},
		pool + "getDoubleAt0(Ljava/lang/Object;I)D": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			p, i, ok := t.poolEntry(a, cf.TagDouble)
			if !ok {
				return threw()
			}
			return ret(p.At(i).Bits)
		},
		pool + "getTagAt0(Ljava/lang/Object;I)B": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			p, i, ok := t.poolEntry(a, cf.TagUtf8, cf.TagInteger, cf.TagFloat, cf.TagLong, cf.TagDouble, cf.TagClass, cf.TagString,
				cf.TagFieldref, cf.TagMethodref, cf.TagInterfaceMethodref, cf.TagNameAndType, cf.TagMethodHandle, cf.TagMethodType, cf.TagInvokeDynamic)
			if !ok {
				return threw()
			}
			return retInt(int32(p.Tag(i)))
		},
		pool + "getClassAt0(Ljava/lang/Object;I)Ljava/lang/Class;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			p, i, ok := t.poolEntry(a, cf.TagClass)
			if !ok {
				return threw()
			}
			c, err := t.vm.classFrom(mirrorArg(t, a[1]), p.ClassName(i))
			if err != nil {
				t.linkFailed(err)
				return threw()
			}
			return retRef(t.vm.mirrorOf(c))
		},
	}
}

// proxyMethod is one method of a proxy class: the interface method (or
// Object's) the handler is called with.
type proxyMethod struct {
	decl *Class // the interface (or java.lang.Object) that declares it
	idx  int    // its index in decl.methods
}

// proxyClassFor returns (making it once per VM) the proxy class of the
// interfaces, in their order.
func (t *Thread) proxyClassFor(ifaces []*Class) (*Class, bool) {
	vm := t.vm
	names := make([]string, len(ifaces))
	for i, c := range ifaces {
		names[i] = c.name
	}
	key := strings.Join(names, ",")
	if c, ok := vm.proxies[key]; ok {
		return c, true
	}
	proxy, err := vm.loadClass("java/lang/reflect/Proxy")
	if err != nil {
		t.linkFailed(err)
		return nil, false
	}
	object := vm.wk.object
	c := &Class{
		name:          "jdk/proxy1/$Proxy" + strconv.Itoa(len(vm.proxies)),
		super:         proxy,
		interfaces:    ifaces,
		access:        cf.AccPublic | cf.AccFinal | cf.AccSuper | cf.AccSynthetic,
		methodMap:     map[methodKey]*Method{},
		vcache:        map[*Method]*Method{},
		initState:     classInitialized,
		depth:         proxy.depth + 1,
		instanceSlots: proxy.instanceSlots,
		refSlots:      proxy.refSlots,
		proxy:         true,
	}
	add := func(decl *Class, idx int) {
		m := decl.methods[idx]
		key := methodKey{m.name, m.desc}
		if _, dup := c.methodMap[key]; dup {
			return
		}
		pm := proxyMethod{decl: decl, idx: idx}
		body := func(t *Thread, a []uint64) (uint64, nativeStatus) { return t.proxyCall(pm, a) }
		nm := &Method{class: c, name: m.name, desc: m.desc, access: cf.AccPublic | cf.AccFinal | cf.AccNative, mt: m.methodType(), argSlots: m.methodType().argSlots + 1, native: body, nativeOK: true}
		c.methods = append(c.methods, nm)
		c.methodMap[key] = nm
	}
	for _, nd := range []string{"hashCode()I", "equals(Ljava/lang/Object;)Z", "toString()Ljava/lang/String;"} {
		for i, m := range object.methods {
			if m.name+m.desc == nd {
				add(object, i)
			}
		}
	}
	var walk func(ic *Class)
	walk = func(ic *Class) {
		for i, m := range ic.methods {
			if m.IsStatic() || m.name == "<clinit>" || m.access&cf.AccPrivate != 0 {
				continue
			}
			add(ic, i)
		}
		for _, s := range ic.interfaces {
			walk(s)
		}
	}
	for _, ic := range ifaces {
		walk(ic)
	}
	vm.addClass(c)
	if vm.proxies == nil {
		vm.proxies = map[string]*Class{}
	}
	vm.proxies[key] = c
	return c, true
}

// proxyCall is the body of a proxy's method: h.invoke(proxy, method,
// args), args boxed (null when there are none), the result converted to
// the method's return type.
func (t *Thread) proxyCall(pm proxyMethod, a []uint64) (uint64, nativeStatus) {
	vm := t.vm
	m := pm.decl.methods[pm.idx]
	self := Ref(a[0])
	h := Ref(vm.getField(vm.heap.get(self), "h"))
	if h == 0 {
		t.throwNPE("")
		return threw()
	}
	method, ok := t.newExecutable("java/lang/reflect/Method", pm.decl, pm.idx)
	if !ok {
		return threw()
	}
	vals := splitArgs(m.methodType(), a[1:])
	boxed := make([]uint64, len(vals))
	var next func(t *Thread, i int) (uint64, nativeStatus)
	next = func(t *Thread, i int) (uint64, nativeStatus) {
		for ; i < len(vals); i++ {
			if p := m.methodType().argTypes[i]; isPrimitiveDesc(p) {
				return t.boxThen(p, vals[i], func(t *Thread, b uint64) (uint64, nativeStatus) {
					boxed[i] = b
					return next(t, i+1)
				})
			}
			boxed[i] = vals[i]
		}
		var args Ref
		if len(vals) > 0 {
			refs := make([]Ref, len(boxed))
			for j, b := range boxed {
				refs[j] = Ref(b)
			}
			r, st := t.newRefArray("[Ljava/lang/Object;", refs)
			if st != nativeReturn {
				return r, st
			}
			args = Ref(r)
		}
		return t.invokeHandler(h, self, method, args, m)
	}
	return next(t, 0)
}

// invokeHandler calls h.invoke(proxy, method, args) for m and converts
// what it returns (or wraps what it throws) as a proxy class does.
func (t *Thread) invokeHandler(h, self, method, args Ref, m *Method) (uint64, nativeStatus) {
	vm := t.vm
	ih, err := vm.findMethod("java/lang/reflect/InvocationHandler", "invoke",
		"(Ljava/lang/Object;Ljava/lang/reflect/Method;[Ljava/lang/Object;)Ljava/lang/Object;")
	if err != nil {
		t.linkFailed(err)
		return threw()
	}
	call := vm.heap.get(h).class.selectVirtual(ih)
	retType := m.methodType().retType
	depth := len(t.frames)
	r, st := t.invokeThen(call, []uint64{uint64(h), uint64(self), uint64(method), uint64(args)}, func(t *Thread, v uint64) (uint64, nativeStatus) {
		switch {
		case retType == "V":
			return retVoid()
		case isPrimitiveDesc(retType):
			if v == 0 {
				t.throwNPE("")
				return threw()
			}
			return t.adaptReturn("Ljava/lang/Object;", retType, v)
		case v != 0 && retType != "Ljava/lang/Object;":
			want, err := vm.classFrom(m.class, descToClassName(retType))
			if err != nil {
				t.linkFailed(err)
				return threw()
			}
			if got := vm.heap.get(Ref(v)).class; !got.isSubclassOf(want) {
				t.throwNew("java/lang/ClassCastException", classCastMessage(got, want))
				return threw()
			}
		}
		return ret(v)
	})
	if st == nativePushed && len(t.frames) > depth {
		declared := m.exceptions()
		t.frames[depth].cont.onThrow = func(t *Thread, ex Ref) bool {
			exc := vm.heap.get(ex).class
			if t.uncheckedOrDeclared(exc, m.class, declared) {
				return false // it unwinds on, as thrown
			}
			t.frames = t.frames[:len(t.frames)-1]
			ute := t.newThrowable("java/lang/reflect/UndeclaredThrowableException", "")
			if ute == 0 {
				return true
			}
			vm.setField(vm.heap.get(ute), "cause", uint64(ex))
			t.throw(ute)
			return true
		}
	}
	return r, st
}

// uncheckedOrDeclared reports whether an exception of class exc may leave
// a method declaring the named exceptions (host resolves them).
func (t *Thread) uncheckedOrDeclared(exc, host *Class, declared []string) bool {
	vm := t.vm
	for _, n := range []string{"java/lang/RuntimeException", "java/lang/Error"} {
		if c, err := vm.loadClass(n); err == nil && exc.isSubclassOf(c) {
			return true
		}
	}
	for _, n := range declared {
		if c, err := vm.classFrom(host, n); err == nil && exc.isSubclassOf(c) {
			return true
		}
	}
	return false
}

func proxyNatives() nativeTable {
	return nativeTable{
		"java/lang/reflect/Proxy.newProxyInstance(Ljava/lang/ClassLoader;[Ljava/lang/Class;Ljava/lang/reflect/InvocationHandler;)Ljava/lang/Object;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			vm := t.vm
			if a[1] == 0 || a[2] == 0 {
				t.throwNPE("")
				return threw()
			}
			arr := vm.heap.get(Ref(a[1]))
			if len(arr.slots) > 65535 {
				t.throwNew("java/lang/IllegalArgumentException", "interface limit exceeded: "+strconv.Itoa(len(arr.slots)))
				return threw()
			}
			var ifaces []*Class
			seen := map[*Class]bool{}
			for _, s := range arr.slots {
				if s == 0 {
					t.throwNPE("")
					return threw()
				}
				c := mirrorArg(t, s)
				if !c.IsInterface() {
					t.throwNew("java/lang/IllegalArgumentException", c.JavaName()+" is not an interface")
					return threw()
				}
				if !t.vm.visibleFrom(c, Ref(a[0])) {
					t.throwNew("java/lang/IllegalArgumentException", c.JavaName()+" referenced from a method is not visible from class loader: "+t.vm.loaderNameID(Ref(a[0])))
					return threw()
				}
				if seen[c] {
					t.throwNew("java/lang/IllegalArgumentException", "repeated interface: "+c.JavaName())
					return threw()
				}
				seen[c] = true
				ifaces = append(ifaces, c)
			}
			pc, ok := t.proxyClassFor(ifaces)
			if !ok {
				return threw()
			}
			// The exception a proxy wraps undeclared ones in is ready
			// (its class initialized) before a handler can throw.
			ute, err := vm.loadClass("java/lang/reflect/UndeclaredThrowableException")
			if err != nil {
				t.linkFailed(err)
				return threw()
			}
			return t.initThen(ute, func(t *Thread) (uint64, nativeStatus) {
				r := t.newObject(pc)
				if r == 0 {
					return threw()
				}
				vm.setField(vm.heap.get(r), "h", a[2])
				return retRef(r)
			})
		},
		"java/lang/reflect/Proxy.isProxyClass(Ljava/lang/Class;)Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if a[0] == 0 {
				t.throwNPE("")
				return threw()
			}
			return retBool(mirrorArg(t, a[0]).proxy)
		},
		"java/lang/reflect/Proxy.getProxyClass(Ljava/lang/ClassLoader;[Ljava/lang/Class;)Ljava/lang/Class;": unsupportedNative("Proxy.getProxyClass (deprecated; gojpf's proxy classes have no constructor to call: use Proxy.newProxyInstance)"),
	}
}

// visibleFrom reports whether loader (0: the boot loader) sees class c:
// c's defining loader is loader or one of its parents.
func (vm *VM) visibleFrom(c *Class, loader Ref) bool {
	def := vm.definingLoader(c)
	for l := loader; ; l = Ref(vm.getField(vm.heap.get(l), "parent")) {
		if l == def {
			return true
		}
		if l == 0 {
			return false
		}
	}
}

// loaderNameID is how the JDK names a loader in messages: "null" for
// the boot loader, else 'name' @hash or the class name @hash.
func (vm *VM) loaderNameID(loader Ref) string {
	if loader == 0 {
		return "null"
	}
	o := vm.heap.get(loader)
	if id := Ref(vm.getField(o, "nameAndId")); id != 0 {
		return vm.goString(id)
	}
	return o.class.JavaName()
}

// proxyOverridden are the Java methods proxyNatives replaces.
var proxyOverridden = map[string]bool{
	"java/lang/reflect/Proxy.newProxyInstance(Ljava/lang/ClassLoader;[Ljava/lang/Class;Ljava/lang/reflect/InvocationHandler;)Ljava/lang/Object;": true,
	"java/lang/reflect/Proxy.isProxyClass(Ljava/lang/Class;)Z":                                                                                   true,
	"java/lang/reflect/Proxy.getProxyClass(Ljava/lang/ClassLoader;[Ljava/lang/Class;)Ljava/lang/Class;":                                          true,
}
