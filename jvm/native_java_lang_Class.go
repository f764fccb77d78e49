package jvm

import (
	"strings"

	"github.com/gojpf/gojpf/classfile"
)

// mirrorOf returns the java.lang.Class object of c, creating it on first use.
func (vm *VM) mirrorOf(c *Class) Ref {
	if c.mirror != 0 {
		return c.mirror
	}
	cc := vm.wk.class
	r, o := vm.alloc(cc, cc.instanceSlots)
	if r == 0 {
		vm.internalf("heap exhausted creating the mirror of %s", c.JavaName())
		return 0
	}
	o.native = c
	vm.setMirror(c, r)
	if c.IsArray() {
		vm.setField(o, "componentType", uint64(vm.mirrorOf(c.component)))
	}
	vm.setMirrorLoader(c, o)
	// JDK 25 keeps these in fields that the VM fills in.
	vm.setField(o, "primitive", b2s(c.primitive != 0))
	vm.setField(o, "modifiers", i2s(c.modifiers()))
	return r
}

// modifiers is what Class.getModifiers returns: the inner-class flags of a
// member class, else the class's access flags, without ACC_SUPER.
func (c *Class) modifiers() int32 {
	acc := int32(c.access) &^ classfile.AccSuper
	if c.cf != nil {
		for _, ic := range c.cf.InnerClasses {
			if ic.Inner == c.name {
				acc = int32(ic.Access)
			}
		}
	}
	return acc & 0x7FFF
}

// classOf returns the class a Class mirror stands for (nil if r is not one).
func (vm *VM) classOf(r Ref) *Class {
	if r == 0 {
		return nil
	}
	c, _ := vm.heap.get(r).native.(*Class)
	return c
}

func mirrorArg(t *Thread, v uint64) *Class { return t.vm.classOf(Ref(v)) }

func javaLangClassNatives() nativeTable {
	return nativeTable{
		"java/lang/Class.registerNatives()V": noop,
		"java/lang/Class.desiredAssertionStatus0(Ljava/lang/Class;)Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[0])
			return retBool(t.vm.opts.EnableAssertions && c != nil && c.module == "")
		},
		"java/lang/Class.desiredAssertionStatus()Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[0])
			return retBool(t.vm.opts.EnableAssertions && c != nil && c.module == "")
		},
		"java/lang/Class.getPrimitiveClass(Ljava/lang/String;)Ljava/lang/Class;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			name := t.vm.goString(Ref(a[0]))
			for k, v := range primitiveNames {
				if v == name {
					return retRef(t.vm.mirrorOf(t.vm.primitiveClass(Kind(k))))
				}
			}
			t.throwNew("java/lang/ClassNotFoundException", name)
			return threw()
		},
		"java/lang/Class.isInstance(Ljava/lang/Object;)Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[0])
			if a[1] == 0 {
				return retBool(false)
			}
			return retBool(t.vm.obj(a[1]).class.isSubclassOf(c))
		},
		"java/lang/Class.isAssignableFrom(Ljava/lang/Class;)Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c, d := mirrorArg(t, a[0]), mirrorArg(t, a[1])
			if d == nil {
				t.throwNPE("")
				return threw()
			}
			if c.primitive != 0 || d.primitive != 0 {
				return retBool(c == d)
			}
			return retBool(d.isSubclassOf(c))
		},
		"java/lang/Class.isInterface()Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retBool(mirrorArg(t, a[0]).IsInterface())
		},
		"java/lang/Class.isArray()Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retBool(mirrorArg(t, a[0]).IsArray())
		},
		"java/lang/Class.isPrimitive()Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retBool(mirrorArg(t, a[0]).primitive != 0)
		},
		"java/lang/Class.isHidden()Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retBool(false)
		},
		"java/lang/Class.initClassName()Ljava/lang/String;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[0])
			s := t.vm.internString(c.JavaName())
			t.vm.setField(t.vm.obj(a[0]), "name", uint64(s))
			return retRef(s)
		},
		"java/lang/Class.getSuperclass()Ljava/lang/Class;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[0])
			if c.super == nil || c.IsInterface() || c.primitive != 0 {
				return retRef(0)
			}
			return retRef(t.vm.mirrorOf(c.super))
		},
		"java/lang/Class.getInterfaces0()[Ljava/lang/Class;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[0])
			refs := make([]Ref, len(c.interfaces))
			for i, in := range c.interfaces {
				refs[i] = t.vm.mirrorOf(in)
			}
			return t.newRefArray("[Ljava/lang/Class;", refs)
		},
		"java/lang/Class.getModifiers()I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retInt(mirrorArg(t, a[0]).modifiers())
		},
		"java/lang/Class.getClassAccessFlagsRaw0()I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retInt(int32(mirrorArg(t, a[0]).access))
		},
		"java/lang/Class.getClassFileVersion0()I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[0])
			if c.cf == nil {
				return retInt(0)
			}
			return retInt(int32(c.cf.Minor)<<16 | int32(c.cf.Major))
		},
		"java/lang/Class.getDeclaringClass0()Ljava/lang/Class;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[0])
			if c.cf == nil {
				return retRef(0)
			}
			for _, ic := range c.cf.InnerClasses {
				if ic.Inner == c.name && ic.Outer != "" {
					oc, err := t.vm.loadClass(ic.Outer)
					if err != nil {
						t.linkFailed(err)
						return threw()
					}
					return retRef(t.vm.mirrorOf(oc))
				}
			}
			return retRef(0)
		},
		"java/lang/Class.getSimpleBinaryName0()Ljava/lang/String;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[0])
			if c.cf == nil {
				return retRef(0)
			}
			for _, ic := range c.cf.InnerClasses {
				if ic.Inner == c.name {
					if ic.Name == "" {
						return retRef(0) // anonymous
					}
					return retRef(t.vm.internString(ic.Name))
				}
			}
			return retRef(0)
		},
		"java/lang/Class.getEnclosingMethod0()[Ljava/lang/Object;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[0])
			if c.cf == nil || c.cf.EnclosingMethod == nil {
				return retRef(0)
			}
			em := c.cf.EnclosingMethod
			oc, err := t.vm.loadClass(em.Class)
			if err != nil {
				t.linkFailed(err)
				return threw()
			}
			refs := []Ref{t.vm.mirrorOf(oc), 0, 0}
			if em.Name != "" {
				refs[1] = t.vm.internString(em.Name)
				refs[2] = t.vm.internString(em.Desc)
			}
			return t.newRefArray("[Ljava/lang/Object;", refs)
		},
		"java/lang/Class.getNestHost0()Ljava/lang/Class;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[0])
			if c.cf != nil && c.cf.NestHost != "" {
				if h, err := t.vm.loadClass(c.cf.NestHost); err == nil {
					return retRef(t.vm.mirrorOf(h))
				}
			}
			return ret(a[0])
		},
		"java/lang/Class.getPermittedSubclasses0()[Ljava/lang/Class;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[0])
			if c.cf == nil || c.cf.PermittedSubclasses == nil {
				return retRef(0)
			}
			return t.mirrorArray(nil, c.cf.PermittedSubclasses)
		},
		"java/lang/Class.getNestMembers0()[Ljava/lang/Class;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[0])
			var members []string
			if c.cf != nil {
				members = c.cf.NestMembers
			}
			return t.mirrorArray([]Ref{t.vm.mirrorOf(c)}, members)
		},
		"java/lang/Class.isRecord0()Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[0])
			return retBool(c.cf != nil && c.cf.IsRecord)
		},
		"java/lang/Class.getRawTypeAnnotations()[B":                              nullResult,
		"java/lang/Class.getProtectionDomain0()Ljava/security/ProtectionDomain;": nullResult,
		"java/lang/Class.getGenericSignature0()Ljava/lang/String;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[0])
			if c.cf == nil || c.cf.Signature == "" {
				return retRef(0)
			}
			return retRef(t.vm.internString(c.cf.Signature))
		},
		"java/lang/Class.forName0(Ljava/lang/String;ZLjava/lang/ClassLoader;Ljava/lang/Class;)Ljava/lang/Class;": classForName,
		// Enum.valueOf and EnumMap reach the constants through reflection on
		// values(); calling values() directly gives the same array.
		"java/lang/Class.getEnumConstantsShared()[Ljava/lang/Object;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[0])
			if c.access&classfile.AccEnum == 0 || c.super == nil || c.super.name != "java/lang/Enum" {
				return retRef(0)
			}
			m := c.methodMap[methodKey{"values", "()[L" + c.name + ";"}]
			if m == nil || !m.IsStatic() {
				return retRef(0)
			}
			return t.initThen(c, func(t *Thread) (uint64, nativeStatus) {
				return t.invokeThen(m, nil, func(t *Thread, v uint64) (uint64, nativeStatus) { return ret(v) })
			})
		},
	}
}

func nullResult(t *Thread, a []uint64) (uint64, nativeStatus) { return retRef(0) }

func classForName(t *Thread, a []uint64) (uint64, nativeStatus) {
	vm := t.vm
	if a[0] == 0 {
		t.throwNPE("")
		return threw()
	}
	name := vm.goString(Ref(a[0]))
	if strings.Contains(name, "/") {
		t.throwNew("java/lang/ClassNotFoundException", name)
		return threw()
	}
	loader := Ref(a[2])
	found := func(t *Thread, c *Class) (uint64, nativeStatus) {
		if a[1] == 0 {
			return retRef(t.vm.mirrorOf(c))
		}
		return t.initThen(c, func(t *Thread) (uint64, nativeStatus) { return retRef(t.vm.mirrorOf(c)) })
	}
	c, need, err := vm.classIn(loader, dotsToSlashes(name))
	if err != nil {
		if le, ok := err.(*linkError); ok && le.class == "java/lang/NoClassDefFoundError" {
			t.throwNew("java/lang/ClassNotFoundException", name)
			return threw()
		}
		t.linkFailed(err)
		return threw()
	}
	if need {
		// A user-defined loader: its loadClass decides.
		return t.loadThen(loader, elementName(dotsToSlashes(name)), false, nil, func(t *Thread, _ *Class) (uint64, nativeStatus) {
			c, _, err := t.vm.classIn(loader, dotsToSlashes(name))
			if err != nil {
				t.linkFailed(err)
				return threw()
			}
			return found(t, c)
		})
	}
	if kind := vm.builtinKind(loader); kind != loaderUser && vm.loaderKind(c) > kind {
		// Not visible to that built-in loader (the boot loader does not
		// see the class path).
		t.throwNew("java/lang/ClassNotFoundException", name)
		return threw()
	}
	return found(t, c)
}

// newRefArray makes an array of the given class holding refs.
func (t *Thread) newRefArray(class string, refs []Ref) (uint64, nativeStatus) {
	ac, err := t.vm.loadClass(class)
	if err != nil {
		t.linkFailed(err)
		return threw()
	}
	r := t.newArray(ac, int32(len(refs)))
	if r == 0 {
		return threw()
	}
	o := t.vm.heap.get(r)
	for i, x := range refs {
		o.slots[i] = uint64(x)
	}
	return retRef(r)
}

// mirrorArray makes a Class[] of the given mirrors followed by the mirrors
// of the named classes (loaded as needed).
func (t *Thread) mirrorArray(refs []Ref, names []string) (uint64, nativeStatus) {
	for _, n := range names {
		c, err := t.vm.loadClass(n)
		if err != nil {
			t.linkFailed(err)
			return threw()
		}
		refs = append(refs, t.vm.mirrorOf(c))
	}
	return t.newRefArray("[Ljava/lang/Class;", refs)
}
