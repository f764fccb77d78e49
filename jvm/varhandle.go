package jvm

import (
	"strings"

	cf "github.com/gojpf/gojpf/classfile"
)

// VarHandles. Lookup.findVarHandle, findStaticVarHandle and
// MethodHandles.arrayElementVarHandle are overridden to make instances of
// a VM-made subclass of java.lang.invoke.VarHandle whose native data names
// the variable; the signature-polymorphic access methods (get, set,
// compareAndSet, getAndAdd, …) are carried out natively on that variable.
// The JDK's VarForm and LambdaForm machinery never runs.

// varHandle is the native data of a VarHandle.
type varHandle struct {
	field *Field // instance or static field; nil for arrays
	array *Class // array class for array element handles
	kind  Kind
	// For byteArrayViewVarHandle: the array is a byte[] read as kind, at
	// byte offsets, in this byte order.
	byteView  bool
	bigEndian bool
}

func (vm *VM) varHandleClass() (*Class, error) {
	if c, ok := vm.classes["gojpf/VarHandle"]; ok {
		return c, nil
	}
	vh, err := vm.loadClass("java/lang/invoke/VarHandle")
	if err != nil {
		return nil, err
	}
	c := &Class{
		name: "gojpf/VarHandle", super: vh, access: cf.AccFinal | cf.AccSynthetic,
		methodMap: map[string]*Method{}, vcache: map[*Method]*Method{},
		initState: classInitialized, depth: vh.depth + 1, instanceSlots: vh.instanceSlots,
		refSlots: vh.refSlots, module: "",
	}
	self := func(t *Thread, a []uint64) (uint64, nativeStatus) { return ret(a[0]) }
	for _, name := range []string{"withInvokeExactBehavior", "withInvokeBehavior"} {
		mt, _ := parseMethodType("()Ljava/lang/invoke/VarHandle;")
		m := &Method{class: c, name: name, desc: "()Ljava/lang/invoke/VarHandle;", access: cf.AccPublic | cf.AccNative, mt: mt, argSlots: 1, native: self, nativeOK: true}
		c.methods = append(c.methods, m)
		c.methodMap[name+m.desc] = m
	}
	vm.addClass(c)
	return c, nil
}

func (t *Thread) newVarHandle(h *varHandle) (uint64, nativeStatus) {
	c, err := t.vm.varHandleClass()
	if err != nil {
		t.linkFailed(err)
		return threw()
	}
	r := t.newObject(c)
	if r == 0 {
		return threw()
	}
	t.vm.heap.get(r).native = h
	return retRef(r)
}

func findVarHandle(static bool) nativeFunc {
	return func(t *Thread, a []uint64) (uint64, nativeStatus) {
		c := mirrorArg(t, a[1])
		name := t.vm.goString(Ref(a[2]))
		typ := mirrorArg(t, a[3])
		if c == nil || typ == nil {
			t.throwNPE("")
			return threw()
		}
		desc := classNameToDesc(typ.name)
		f := c.lookupField(name, desc)
		if f == nil || f.IsStatic() != static {
			t.throwNew("java/lang/NoSuchFieldException", name)
			return threw()
		}
		if static {
			return t.initThen(f.class, func(t *Thread) (uint64, nativeStatus) {
				return t.newVarHandle(&varHandle{field: f, kind: f.kind})
			})
		}
		return t.newVarHandle(&varHandle{field: f, kind: f.kind})
	}
}

func javaLangInvokeNatives() nativeTable {
	const lookup = "java/lang/invoke/MethodHandles$Lookup."
	return nativeTable{
		lookup + "findVarHandle(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;":       findVarHandle(false),
		lookup + "findStaticVarHandle(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;": findVarHandle(true),
		"java/lang/invoke/MethodHandles.arrayElementVarHandle(Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[0])
			if c == nil {
				t.throwNPE("")
				return threw()
			}
			if !c.IsArray() {
				t.throwNew("java/lang/IllegalArgumentException", "not an array class: "+c.JavaName())
				return threw()
			}
			return t.newVarHandle(&varHandle{array: c, kind: c.elemKind})
		},
		"java/lang/invoke/MethodHandles.byteArrayViewVarHandle(Ljava/lang/Class;Ljava/nio/ByteOrder;)Ljava/lang/invoke/VarHandle;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[0])
			if c == nil || a[1] == 0 {
				t.throwNPE("")
				return threw()
			}
			if !c.IsArray() || c.component.primitive == 0 || kindBytes(c.elemKind) == 1 {
				t.throwNew("java/lang/UnsupportedOperationException", "Unsupported component type: "+c.JavaName())
				return threw()
			}
			bo, err := t.vm.loadClass("java/nio/ByteOrder")
			if err != nil {
				t.linkFailed(err)
				return threw()
			}
			big := staticField(bo, "BIG_ENDIAN") == a[1]
			return t.newVarHandle(&varHandle{array: t.vm.wk.byteArray, kind: c.elemKind, byteView: true, bigEndian: big})
		},
		"java/lang/invoke/VarHandle.fullFence()V":                 noop,
		"java/lang/invoke/VarHandle.acquireFence()V":              noop,
		"java/lang/invoke/VarHandle.releaseFence()V":              noop,
		"java/lang/invoke/VarHandle.loadLoadFence()V":             noop,
		"java/lang/invoke/VarHandle.storeStoreFence()V":           noop,
		"java/lang/invoke/MethodHandleNatives.registerNatives()V": noop,
	}
}

// varHandlePoint asks the scheduler before a VarHandle access; true: the
// transition ends before it.
func (t *Thread) varHandlePoint(mode string, h *varHandle, vals []uint64) bool {
	kind := PointCAS
	switch {
	case strings.HasPrefix(mode, "get") && !strings.HasPrefix(mode, "getAnd"):
		kind = PointFieldRead
	case strings.HasPrefix(mode, "set"):
		kind = PointFieldWrite
	}
	p := Point{Kind: kind}
	switch {
	case h.byteView || h.array != nil:
		if vals[0] == 0 {
			return false // the access throws
		}
		p.Object, p.Index = Ref(vals[0]), int(int32(vals[1]))
		if kind != PointCAS {
			p.Kind += PointArrayRead - PointFieldRead
		}
	case h.field.IsStatic():
		p.Class, p.Field = h.field.class, h.field
		if kind != PointCAS {
			p.Kind += PointStaticRead - PointFieldRead
		}
	default:
		if vals[0] == 0 {
			return false
		}
		p.Object, p.Field = Ref(vals[0]), h.field
	}
	return t.vm.point(t, t.vm.newPoint(p))
}

// varHandleAccess carries out a VarHandle access-mode call whose arguments
// (after the handle) are vals, typed by the call site's descriptor.
func (t *Thread) varHandleAccess(mode string, mt *methodType, h *varHandle, vals []uint64) (uint64, bool) {
	vm := t.vm
	// Locate the variable: coordinates come first.
	var slots []uint64
	var obj *Object
	var idx int
	n := 0
	switch {
	case h.byteView:
		if vals[0] == 0 {
			t.throwNPE("")
			return 0, false
		}
		arr := vm.heap.get(Ref(vals[0]))
		i, n := int(int32(vals[1])), kindBytes(h.kind)
		if i < 0 || i+n > len(arr.slots) {
			t.throwNew("java/lang/IndexOutOfBoundsException", "")
			return 0, false
		}
		if mode != "get" && mode != "set" {
			vm.unsupportedf("VarHandle byte-array view access mode %s", mode)
			return 0, false
		}
		if mode == "set" {
			v := vals[2]
			for j := 0; j < n; j++ {
				at := i + j
				if h.bigEndian {
					at = i + n - 1 - j
				}
				vm.writeSlot(arr, at, i2s(int32(int8(v>>(8*j)))))
			}
			return 0, true
		}
		var v uint64
		for j := 0; j < n; j++ {
			at := i + j
			if h.bigEndian {
				at = i + n - 1 - j
			}
			v |= uint64(uint8(arr.slots[at])) << (8 * j)
		}
		return normalize(h.kind, v), true
	case h.array != nil:
		if vals[0] == 0 {
			t.throwNPE("")
			return 0, false
		}
		obj = vm.heap.get(Ref(vals[0]))
		i := int32(vals[1])
		if uint32(i) >= uint32(len(obj.slots)) {
			t.throwAIOOBE(i, len(obj.slots))
			return 0, false
		}
		slots, idx, n = obj.slots, int(i), 2
	case h.field.IsStatic():
		slots, idx = h.field.class.statics, h.field.slot
	default:
		if vals[0] == 0 {
			t.throwNPE("")
			return 0, false
		}
		obj = vm.heap.get(Ref(vals[0]))
		slots, idx, n = obj.slots, h.field.slot, 1
	}
	args := vals[n:]
	k := h.kind
	write := func(v uint64) {
		v = normalize(k, v)
		if obj != nil {
			vm.writeSlot(obj, idx, v)
		} else {
			vm.writeStatic(h.field.class, idx, v)
		}
	}
	old := slots[idx]
	base := mode
	for _, suffix := range []string{"Volatile", "Acquire", "Release", "Opaque", "Plain"} {
		base = strings.TrimSuffix(base, suffix)
	}
	switch base {
	case "get":
		return old, true
	case "set":
		write(args[0])
		return 0, true
	case "compareAndSet", "weakCompareAndSet":
		if old == normalize(k, args[0]) {
			write(args[1])
			return 1, true
		}
		return 0, true
	case "compareAndExchange":
		if old == normalize(k, args[0]) {
			write(args[1])
		}
		return old, true
	case "getAndSet":
		write(args[0])
		return old, true
	case "getAndAdd":
		switch k {
		case 'J':
			write(uint64(int64(old) + int64(args[0])))
		case 'F':
			write(f2s(s2f(old) + s2f(args[0])))
		case 'D':
			write(d2s(s2d(old) + s2d(args[0])))
		default:
			write(i2s(int32(old) + int32(args[0])))
		}
		return old, true
	case "getAndBitwiseOr":
		write(old | args[0])
		return old, true
	case "getAndBitwiseAnd":
		write(old & args[0])
		return old, true
	case "getAndBitwiseXor":
		write(old ^ args[0])
		return old, true
	}
	vm.unsupportedf("VarHandle access mode %s", mode)
	return 0, false
}
