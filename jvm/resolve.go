package jvm

import (
	"fmt"

	cf "github.com/gojpf/gojpf/classfile"
)

// Constant-pool resolution. Results are cached per class in cpCache; a
// failed resolution is not cached (JVMS allows either; retrying is simpler
// and the error is rare).

// resolveClass resolves a Class constant of c. On failure it throws and
// reports false; false also when it pushed a call of a user-defined
// loader's loadClass, after which the instruction runs again.
func (t *Thread) resolveClass(c *Class, idx uint16) (*Class, bool) {
	if r, ok := c.cpCache[idx].(*Class); ok {
		return r, true
	}
	rc, ok := t.classFor(c, c.cf.Pool.ClassName(idx))
	if !ok {
		return nil, false
	}
	t.vm.setCPCache(c, idx, rc)
	return rc, true
}

// resolveField resolves a Fieldref of c and checks that it is static or not
// as the instruction requires.
func (t *Thread) resolveField(c *Class, idx uint16, static bool) (*Field, bool) {
	if f, ok := c.cpCache[idx].(*Field); ok {
		return f, true
	}
	className, name, desc := c.cf.Pool.MemberRef(idx)
	owner, ok := t.classFor(c, className)
	if !ok {
		return nil, false
	}
	f := owner.lookupField(name, desc)
	if f == nil {
		t.throwNew("java/lang/NoSuchFieldError", name)
		return nil, false
	}
	if f.IsStatic() != static {
		what := "Expected static field "
		if !static {
			what = "Expected non-static field "
		}
		t.throwNew("java/lang/IncompatibleClassChangeError", what+owner.JavaName()+"."+name)
		return nil, false
	}
	t.vm.setCPCache(c, idx, f)
	return f, true
}

// resolveMethod resolves a Methodref or InterfaceMethodref of c.
func (t *Thread) resolveMethod(c *Class, idx uint16, op cf.Opcode) (*Method, bool) {
	if m, ok := c.cpCache[idx].(*Method); ok {
		return m, true
	}
	pool := &c.cf.Pool
	className, name, desc := pool.MemberRef(idx)
	owner, ok := t.classFor(c, className)
	if !ok {
		return nil, false
	}
	isIface := pool.Tag(idx) == cf.TagInterfaceMethodref
	if isIface != owner.IsInterface() && !owner.IsArray() {
		t.throwNew("java/lang/IncompatibleClassChangeError", fmt.Sprintf("Method '%s' must be %s", name+desc, map[bool]string{true: "InterfaceMethodref constant", false: "Methodref constant"}[owner.IsInterface()]))
		return nil, false
	}
	var m *Method
	if owner.IsInterface() {
		m = owner.methodMap[methodKey{name, desc}]
		if m == nil {
			if obj := t.vm.wk.object; obj != nil {
				if om := obj.methodMap[methodKey{name, desc}]; om != nil && om.access&cf.AccPublic != 0 && !om.IsStatic() {
					m = om
				}
			}
		}
		if m == nil {
			m = owner.lookupInterfaceMethod(name, desc)
		}
	} else {
		m = owner.lookupMethod(name, desc)
		if m == nil && (owner.name == "java/lang/invoke/MethodHandle" || owner.name == "java/lang/invoke/VarHandle") {
			// Signature-polymorphic: the descriptor at the call site is the
			// one to use; the declared method takes (Object...).
			if poly := owner.methodMap[methodKey{name, "([Ljava/lang/Object;)Ljava/lang/Object;"}]; poly != nil && poly.isSignaturePolymorphic() {
				m = t.vm.polymorphicMethod(poly, desc)
			} else if poly := t.vm.polymorphicCandidate(owner, name); poly != nil {
				m = t.vm.polymorphicMethod(poly, desc)
			}
		}
	}
	if m == nil {
		t.throwNew("java/lang/NoSuchMethodError", fmt.Sprintf("'%s'", methodSignatureString(owner, name, desc)))
		return nil, false
	}
	t.vm.setCPCache(c, idx, m)
	return m, true
}

// methodSignatureString renders "void Main.foo(int)" as NoSuchMethodError does.
func methodSignatureString(owner *Class, name, desc string) string {
	mt, err := parseMethodType(desc)
	if err != nil {
		return owner.JavaName() + "." + name + desc
	}
	s := typeName(mt.retType) + " " + owner.JavaName() + "." + name + "("
	for i, a := range mt.argTypes {
		if i > 0 {
			s += ", "
		}
		s += typeName(a)
	}
	return s + ")"
}

// polymorphicCandidate finds a signature-polymorphic method of MethodHandle
// or VarHandle by name (VarHandle's methods return various types).
func (vm *VM) polymorphicCandidate(owner *Class, name string) *Method {
	for _, m := range owner.methods {
		if m.name == name && m.isSignaturePolymorphic() {
			return m
		}
	}
	return nil
}

// polymorphicMethod makes the call-site view of a signature-polymorphic
// method: the same method with the call site's descriptor.
func (vm *VM) polymorphicMethod(poly *Method, desc string) *Method {
	key := poly.class.name + "." + poly.name + desc
	if m, ok := vm.polyMethods[key]; ok {
		return m
	}
	mt, err := parseMethodType(desc)
	if err != nil {
		return nil
	}
	m := *poly
	m.desc = desc
	m.mt = mt
	m.argSlots = mt.argSlots + 1
	m.nativeOK = false
	m.native = nil
	if poly.class.name == "java/lang/invoke/VarHandle" {
		m.native, m.nativeOK = varHandleInvoke, true
	}
	m.poly = true
	vm.polyMethods[key] = &m
	return &m
}

// ldc returns the value of a loadable constant of c. On failure it has
// thrown (or pushed initialization frames) and reports false.
func (t *Thread) ldc(c *Class, idx uint16) (uint64, bool) {
	pool := &c.cf.Pool
	switch pool.Tag(idx) {
	case cf.TagInteger, cf.TagFloat:
		return uint64(uint32(pool.At(idx).Bits)), true
	case cf.TagLong, cf.TagDouble:
		return pool.At(idx).Bits, true
	case cf.TagString:
		if r, ok := c.cpCache[idx].(Ref); ok {
			return uint64(r), true
		}
		r := t.vm.internJavaString(pool.Raw(pool.At(idx).Index1))
		t.vm.setCPCache(c, idx, r)
		return uint64(r), true
	case cf.TagClass:
		rc, ok := t.resolveClass(c, idx)
		if !ok {
			return 0, false
		}
		return uint64(t.vm.mirrorOf(rc)), true
	}
	t.vm.unsupportedf("ldc of a %s constant in %s", pool.Tag(idx), c.JavaName())
	return 0, false
}
