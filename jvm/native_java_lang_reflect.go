package jvm

import (
	"strings"

	cf "github.com/gojpf/gojpf/classfile"
)

// Reflection: Class.getDeclaredFields0/Methods0/Constructors0 make the
// JDK's own java.lang.reflect objects, with their slot fields holding the
// index of the member in its class. Invocation goes through the JDK's
// native accessors (NativeMethodAccessorImpl.invoke0,
// NativeConstructorAccessorImpl.newInstance0): the VM sets the property
// sun.reflect.inflationThreshold high so that the JDK never generates
// accessor bytecode. Field access works through Unsafe, whose offsets the
// Field objects lead to.

func javaLangReflectNatives() nativeTable {
	return nativeTable{
		"java/lang/Class.getDeclaredFields0(Z)[Ljava/lang/reflect/Field;":             reflectFields,
		"java/lang/Class.getDeclaredMethods0(Z)[Ljava/lang/reflect/Method;":           reflectMethods,
		"java/lang/Class.getDeclaredConstructors0(Z)[Ljava/lang/reflect/Constructor;": reflectConstructors,
		"java/lang/Class.getRecordComponents0()[Ljava/lang/reflect/RecordComponent;":  reflectRecordComponents,
		"java/lang/Class.getDeclaredClasses0()[Ljava/lang/Class;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[0])
			var refs []Ref
			if c.cf != nil {
				for _, ic := range c.cf.InnerClasses {
					if ic.Outer == c.name && ic.Inner != c.name {
						ir, err := t.vm.loadClass(ic.Inner)
						if err != nil {
							t.linkFailed(err)
							return threw()
						}
						refs = append(refs, t.vm.mirrorOf(ir))
					}
				}
			}
			return t.newRefArray("[Ljava/lang/Class;", refs)
		},
		"jdk/internal/misc/Unsafe.objectFieldOffset0(Ljava/lang/reflect/Field;)J": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			f := t.vm.reflectedField(Ref(a[1]))
			if f == nil {
				return failed()
			}
			return ret(uint64(f.slot))
		},
		"jdk/internal/misc/Unsafe.staticFieldOffset0(Ljava/lang/reflect/Field;)J": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			f := t.vm.reflectedField(Ref(a[1]))
			if f == nil {
				return failed()
			}
			return ret(uint64(f.slot) | staticOffsetBit)
		},
		"jdk/internal/misc/Unsafe.staticFieldBase0(Ljava/lang/reflect/Field;)Ljava/lang/Object;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			f := t.vm.reflectedField(Ref(a[1]))
			if f == nil {
				return failed()
			}
			return retRef(t.vm.mirrorOf(f.class))
		},
		"jdk/internal/reflect/MethodAccessorGenerator.generateSerializationConstructor(Ljava/lang/Class;[Ljava/lang/Class;[Ljava/lang/Class;ILjava/lang/Class;)Ljdk/internal/reflect/SerializationConstructorAccessorImpl;": generateSerializationConstructor,
		"jdk/internal/reflect/NativeMethodAccessorImpl.invoke0(Ljava/lang/reflect/Method;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;":                                                                          reflectInvoke,
		"jdk/internal/reflect/NativeConstructorAccessorImpl.newInstance0(Ljava/lang/reflect/Constructor;[Ljava/lang/Object;)Ljava/lang/Object;":                                                                             reflectNewInstance,
		// JDK 19+: with jdk.reflect.useNativeAccessorOnly, reflection uses
		// these instead of method handles.
		"jdk/internal/reflect/DirectMethodHandleAccessor$NativeAccessor.invoke0(Ljava/lang/reflect/Method;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;": reflectInvoke,
		"jdk/internal/reflect/DirectConstructorHandleAccessor$NativeAccessor.newInstance0(Ljava/lang/reflect/Constructor;[Ljava/lang/Object;)Ljava/lang/Object;":    reflectNewInstance,
	}
}

// reflectedField returns the field a java.lang.reflect.Field stands for.
func (vm *VM) reflectedField(r Ref) *Field {
	o := vm.heap.get(r)
	c := vm.classOf(Ref(vm.getField(o, "clazz")))
	i := int(int32(vm.getField(o, "slot")))
	if c == nil || i < 0 || i >= len(c.fields) {
		vm.internalf("bad reflected field")
		return nil
	}
	return c.fields[i]
}

// reflectedMethod returns the method a Method or Constructor stands for.
func (vm *VM) reflectedMethod(r Ref) *Method {
	o := vm.heap.get(r)
	c := vm.classOf(Ref(vm.getField(o, "clazz")))
	i := int(int32(vm.getField(o, "slot")))
	if c == nil || i < 0 || i >= len(c.methods) {
		vm.internalf("bad reflected method")
		return nil
	}
	return c.methods[i]
}

// typeMirror returns the Class object for a field descriptor in a member
// of class host.
func (t *Thread) typeMirror(host *Class, desc string) (Ref, bool) {
	var c *Class
	if isPrimitiveDesc(desc) || desc == "V" {
		c = t.vm.primitiveClass(Kind(desc[0]))
	} else {
		var err error
		if c, err = t.vm.classFrom(host, descToClassName(desc)); err != nil {
			t.linkFailed(err)
			return 0, false
		}
	}
	return t.vm.mirrorOf(c), true
}

func (t *Thread) typeMirrors(host *Class, descs []string) (Ref, bool) {
	refs := make([]Ref, len(descs))
	for i, d := range descs {
		var ok bool
		if refs[i], ok = t.typeMirror(host, d); !ok {
			return 0, false
		}
	}
	r, st := t.newRefArray("[Ljava/lang/Class;", refs)
	return Ref(r), st == nativeReturn
}

func (t *Thread) classMirrors(host *Class, names []string) (Ref, bool) {
	refs := make([]Ref, len(names))
	for i, n := range names {
		c, err := t.vm.classFrom(host, n)
		if err != nil {
			t.linkFailed(err)
			return 0, false
		}
		refs[i] = t.vm.mirrorOf(c)
	}
	r, st := t.newRefArray("[Ljava/lang/Class;", refs)
	return Ref(r), st == nativeReturn
}

// newReflectObject allocates an initialized instance of a reflection class.
func (t *Thread) newReflectObject(class string) (Ref, *Object, bool) {
	c, err := t.vm.loadClass(class)
	if err != nil {
		t.linkFailed(err)
		return 0, nil, false
	}
	if c.initState != classInitialized && !t.vm.initWithoutCode(c) {
		t.vm.internalf("%s is not initialized", c.JavaName())
		return 0, nil, false
	}
	r := t.newObject(c)
	if r == 0 {
		return 0, nil, false
	}
	return r, t.vm.heap.get(r), true
}

func reflectFields(t *Thread, a []uint64) (uint64, nativeStatus) {
	vm := t.vm
	c := mirrorArg(t, a[0])
	if r, st, pushed := t.loadMemberTypes(c, a, reflectFields); pushed {
		return r, st
	}
	publicOnly := a[1] != 0
	var refs []Ref
	for i, f := range c.fields {
		if publicOnly && f.access&cf.AccPublic == 0 {
			continue
		}
		r, o, ok := t.newReflectObject("java/lang/reflect/Field")
		if !ok {
			return threw()
		}
		typ, ok := t.typeMirror(c, f.desc)
		if !ok {
			return threw()
		}
		vm.setField(o, "clazz", uint64(vm.mirrorOf(c)))
		vm.setField(o, "slot", i2s(int32(i)))
		vm.setField(o, "name", uint64(vm.internString(f.name)))
		vm.setField(o, "type", uint64(typ))
		vm.setField(o, "modifiers", i2s(int32(f.access)))
		trusted := f.access&cf.AccFinal != 0 && (f.IsStatic() || (c.cf != nil && c.cf.IsRecord))
		vm.setField(o, "trustedFinal", b2s(trusted))
		if !t.setAnnotationBytes(o, nil, f) {
			return threw()
		}
		refs = append(refs, r)
	}
	return t.newRefArray("[Ljava/lang/reflect/Field;", refs)
}

func reflectMethods(t *Thread, a []uint64) (uint64, nativeStatus) {
	if r, st, pushed := t.loadMemberTypes(mirrorArg(t, a[0]), a, reflectMethods); pushed {
		return r, st
	}
	return t.reflectExecutables(mirrorArg(t, a[0]), a[1] != 0, false)
}

func reflectConstructors(t *Thread, a []uint64) (uint64, nativeStatus) {
	if r, st, pushed := t.loadMemberTypes(mirrorArg(t, a[0]), a, reflectConstructors); pushed {
		return r, st
	}
	return t.reflectExecutables(mirrorArg(t, a[0]), a[1] != 0, true)
}

// reflectExecutables makes the java.lang.reflect.Method (or, for
// constructors, Constructor) objects of c's declared methods.
func (t *Thread) reflectExecutables(c *Class, publicOnly, constructors bool) (uint64, nativeStatus) {
	class, arrayClass := "java/lang/reflect/Method", "[Ljava/lang/reflect/Method;"
	if constructors {
		class, arrayClass = "java/lang/reflect/Constructor", "[Ljava/lang/reflect/Constructor;"
	}
	var refs []Ref
	for i, m := range c.methods {
		if (m.name == "<init>") != constructors || m.name == "<clinit>" || (publicOnly && m.access&cf.AccPublic == 0) {
			continue
		}
		r, ok := t.newExecutable(class, c, i)
		if !ok {
			return threw()
		}
		refs = append(refs, r)
	}
	return t.newRefArray(arrayClass, refs)
}

// newExecutable makes the java.lang.reflect.Method or Constructor (class)
// of c's method i.
func (t *Thread) newExecutable(class string, c *Class, i int) (Ref, bool) {
	vm := t.vm
	m := c.methods[i]
	r, o, ok := t.newReflectObject(class)
	if !ok {
		return 0, false
	}
	params, ok := t.typeMirrors(c, m.methodType().argTypes)
	if !ok {
		return 0, false
	}
	exc, ok := t.classMirrors(c, m.exceptions())
	if !ok {
		return 0, false
	}
	vm.setField(o, "clazz", uint64(vm.mirrorOf(c)))
	vm.setField(o, "slot", i2s(int32(i)))
	vm.setField(o, "parameterTypes", uint64(params))
	vm.setField(o, "exceptionTypes", uint64(exc))
	vm.setField(o, "modifiers", i2s(int32(m.access)))
	if m.name != "<init>" {
		rt, ok := t.typeMirror(c, m.methodType().retType)
		if !ok {
			return 0, false
		}
		vm.setField(o, "name", uint64(vm.internString(m.name)))
		vm.setField(o, "returnType", uint64(rt))
	}
	if !t.setAnnotationBytes(o, m, nil) {
		return 0, false
	}
	return r, true
}

// reflectRecordComponents implements Class.getRecordComponents0: the
// java.lang.reflect.RecordComponent objects of a record class, from its
// Record attribute, with their accessor methods (null for a class that
// is not a record, as in HotSpot).
func reflectRecordComponents(t *Thread, a []uint64) (uint64, nativeStatus) {
	vm := t.vm
	c := mirrorArg(t, a[0])
	if c == nil || c.cf == nil || !c.cf.IsRecord {
		return retRef(0)
	}
	if r, st, pushed := t.loadMemberTypes(c, a, reflectRecordComponents); pushed {
		return r, st
	}
	var refs []Ref
	for _, rc := range c.cf.Record {
		r, o, ok := t.newReflectObject("java/lang/reflect/RecordComponent")
		if !ok {
			return threw()
		}
		typ, ok := t.typeMirror(c, rc.Desc)
		if !ok {
			return threw()
		}
		vm.setField(o, "clazz", uint64(vm.mirrorOf(c)))
		vm.setField(o, "name", uint64(vm.internString(rc.Name)))
		vm.setField(o, "type", uint64(typ))
		if rc.Signature != "" {
			vm.setField(o, "signature", uint64(vm.internString(rc.Signature)))
		}
		for i, m := range c.methods {
			if m.name == rc.Name && m.desc == "()"+rc.Desc {
				acc, ok := t.newExecutable("java/lang/reflect/Method", c, i)
				if !ok {
					return threw()
				}
				vm.setField(o, "accessor", uint64(acc))
				break
			}
		}
		refs = append(refs, r)
	}
	return t.newRefArray("[Ljava/lang/reflect/RecordComponent;", refs)
}

// exceptions returns the method's declared checked exceptions.
func (m *Method) exceptions() []string {
	if m.class.cf == nil {
		return nil
	}
	for i := range m.class.cf.Methods {
		cm := &m.class.cf.Methods[i]
		if cm.Name == m.name && cm.Desc == m.desc {
			return cm.Exceptions
		}
	}
	return nil
}

// unboxArgs converts reflective Object[] arguments to argument values of
// the given parameter types, throwing IllegalArgumentException on a
// mismatch.
func (t *Thread) unboxArgs(host *Class, params []string, arr Ref) ([]uint64, bool) {
	vm := t.vm
	var args []uint64
	if arr != 0 {
		args = vm.heap.get(arr).slots
	}
	if len(args) != len(params) {
		t.throwNew("java/lang/IllegalArgumentException", "wrong number of arguments")
		return nil, false
	}
	vals := make([]uint64, len(params))
	for i, p := range params {
		v := args[i]
		if !isPrimitiveDesc(p) {
			if v != 0 {
				pc, err := vm.classFrom(host, descToClassName(p))
				if err != nil {
					t.linkFailed(err)
					return nil, false
				}
				if !vm.heap.get(Ref(v)).class.isSubclassOf(pc) {
					t.throwNew("java/lang/IllegalArgumentException", "argument type mismatch")
					return nil, false
				}
			}
			vals[i] = v
			continue
		}
		if v == 0 {
			t.throwNew("java/lang/IllegalArgumentException", "")
			return nil, false
		}
		o := vm.heap.get(Ref(v))
		from := primitiveOfWrapper(o.class.name)
		if from == "" || !widens(from, p) {
			t.throwNew("java/lang/IllegalArgumentException", "argument type mismatch")
			return nil, false
		}
		vals[i] = widen(from, p, vm.getField(o, "value"))
	}
	return vals, true
}

// widens reports whether a value of primitive type from converts to type to
// by identity or widening (JLS §5.1.2).
func widens(from, to string) bool {
	if from == to {
		return true
	}
	order := map[string]int{"B": 1, "S": 2, "I": 3, "J": 4, "F": 5, "D": 6}
	if from == "C" {
		return to == "I" || to == "J" || to == "F" || to == "D"
	}
	if from == "Z" || to == "Z" || to == "C" || to == "B" {
		return false
	}
	if from == "B" && to == "S" {
		return true
	}
	return order[from] > 0 && order[to] > order[from] && !(from == "B" && to == "S")
}

// invokeReflectively calls m and wraps an exception it throws in an
// InvocationTargetException; k gets the result.
func (t *Thread) invokeReflectively(m *Method, args []uint64, k func(t *Thread, v uint64) (uint64, nativeStatus)) (uint64, nativeStatus) {
	st := func() (uint64, nativeStatus) { return t.invokeThen(m, args, k) }
	depth := len(t.frames)
	r, status := st()
	if status == nativePushed && len(t.frames) > depth {
		// Wrap exceptions: the continuation frame invokeThen pushed is at
		// index depth; give it an onThrow.
		cont := t.frames[depth].cont
		cont.onThrow = func(t *Thread, ex Ref) bool {
			t.frames = t.frames[:len(t.frames)-1]
			ite := t.newThrowable("java/lang/reflect/InvocationTargetException", "")
			if ite == 0 {
				return true
			}
			o := t.vm.heap.get(ite)
			t.vm.setField(o, "target", uint64(ex))
			t.vm.setField(o, "cause", 0)
			t.throw(ite)
			return true
		}
	}
	return r, status
}

func reflectInvoke(t *Thread, a []uint64) (uint64, nativeStatus) {
	vm := t.vm
	m := vm.reflectedMethod(Ref(a[0]))
	if m == nil {
		return failed()
	}
	vals, ok := t.unboxArgs(m.class, m.methodType().argTypes, Ref(a[2]))
	if !ok {
		return threw()
	}
	kinds := m.methodType().args
	call := m
	if !m.IsStatic() {
		recv := a[1]
		if recv == 0 {
			t.throwNPE("")
			return threw()
		}
		rc := vm.heap.get(Ref(recv)).class
		if !rc.isSubclassOf(m.class) {
			t.throwNew("java/lang/IllegalArgumentException", "object is not an instance of declaring class")
			return threw()
		}
		if !m.isPrivate() {
			call = rc.selectVirtual(m)
		}
		vals = append([]uint64{recv}, vals...)
		kinds = append([]Kind{'L'}, kinds...)
	}
	ret := m.methodType().retType
	return t.initThen(m.class, func(t *Thread) (uint64, nativeStatus) {
		return t.invokeReflectively(call, joinArgs(kinds, vals), func(t *Thread, v uint64) (uint64, nativeStatus) {
			if ret == "V" {
				return retRef(0)
			}
			return t.adaptReturn(ret, "Ljava/lang/Object;", v)
		})
	})
}

func reflectNewInstance(t *Thread, a []uint64) (uint64, nativeStatus) {
	vm := t.vm
	m := vm.reflectedMethod(Ref(a[0]))
	if m == nil {
		return failed()
	}
	c := m.class
	if c.access&cf.AccAbstract != 0 || c.IsInterface() {
		t.throwNew("java/lang/InstantiationException", "")
		return threw()
	}
	vals, ok := t.unboxArgs(m.class, m.methodType().argTypes, Ref(a[1]))
	if !ok {
		return threw()
	}
	return t.initThen(c, func(t *Thread) (uint64, nativeStatus) {
		r := t.newObject(c)
		if r == 0 {
			return threw()
		}
		args := append([]uint64{uint64(r)}, joinArgs(m.methodType().args, vals)...)
		return t.invokeReflectively(m, args, func(t *Thread, _ uint64) (uint64, nativeStatus) { return retRef(r) })
	})
}

// serializationCtor is the native data of a serialization constructor
// accessor: allocate alloc, run ctor (a constructor of a superclass).
type serializationCtor struct {
	alloc *Class
	ctor  *Method
}

// generateSerializationConstructor replaces the JDK's bytecode generator
// for ObjectStreamClass's constructors: the accessor it returns allocates
// the serializable class and runs the no-argument constructor of its first
// non-serializable superclass.
func generateSerializationConstructor(t *Thread, a []uint64) (uint64, nativeStatus) {
	vm := t.vm
	alloc := mirrorArg(t, a[1])
	target := mirrorArg(t, a[5])
	var params []string
	if a[2] != 0 {
		for _, p := range vm.heap.get(Ref(a[2])).slots {
			params = append(params, classNameToDesc(vm.classOf(Ref(p)).name))
		}
	}
	ctor := target.methodMap[methodKey{"<init>", "(" + strings.Join(params, "") + ")V"}]
	if alloc == nil || ctor == nil {
		vm.internalf("no serialization constructor for %v", alloc)
		return failed()
	}
	c, err := vm.nativeClass("gojpf/SerializationConstructorAccessor", "jdk/internal/reflect/SerializationConstructorAccessorImpl", nil, map[string]nativeFunc{
		"newInstance([Ljava/lang/Object;)Ljava/lang/Object;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			sc := t.vm.heap.get(Ref(a[0])).native.(*serializationCtor)
			vals, ok := t.unboxArgs(sc.ctor.class, sc.ctor.methodType().argTypes, Ref(a[1]))
			if !ok {
				return threw()
			}
			return t.initThen(sc.alloc, func(t *Thread) (uint64, nativeStatus) {
				r := t.newObject(sc.alloc)
				if r == 0 {
					return threw()
				}
				args := append([]uint64{uint64(r)}, joinArgs(sc.ctor.methodType().args, vals)...)
				return t.invokeReflectively(sc.ctor, args, func(t *Thread, _ uint64) (uint64, nativeStatus) { return retRef(r) })
			})
		},
	})
	if err != nil {
		t.linkFailed(err)
		return threw()
	}
	r := t.newObject(c)
	if r == 0 {
		return threw()
	}
	vm.heap.get(r).native = &serializationCtor{alloc: alloc, ctor: ctor}
	return retRef(r)
}

// nativeClass makes (once per VM) a class whose methods are natives.
func (vm *VM) nativeClass(name, super string, interfaces []string, methods map[string]nativeFunc) (*Class, error) {
	if c, ok := vm.classes[name]; ok {
		return c, nil
	}
	sc, err := vm.loadClass(super)
	if err != nil {
		return nil, err
	}
	c := &Class{
		name: name, super: sc, access: cf.AccFinal | cf.AccSynthetic | cf.AccPublic,
		methodMap: map[methodKey]*Method{}, vcache: map[*Method]*Method{},
		initState: classInitialized, depth: sc.depth + 1, instanceSlots: sc.instanceSlots, refSlots: sc.refSlots,
	}
	for _, in := range interfaces {
		ic, err := vm.loadClass(in)
		if err != nil {
			return nil, err
		}
		c.interfaces = append(c.interfaces, ic)
	}
	for nd, fn := range methods {
		i := strings.IndexByte(nd, '(')
		mt, err := parseMethodType(nd[i:])
		if err != nil {
			return nil, err
		}
		m := &Method{class: c, name: nd[:i], desc: nd[i:], access: cf.AccPublic | cf.AccNative, mt: mt, argSlots: mt.argSlots + 1, native: fn, nativeOK: true}
		c.methods = append(c.methods, m)
		c.methodMap[methodKey{nd[:i], nd[i:]}] = m
	}
	vm.addClass(c)
	return c, nil
}
