package jvm

import (
	"fmt"
	"strings"

	cf "github.com/gojpf/gojpf/classfile"
)

// VarHandles. Lookup.findVarHandle, findStaticVarHandle,
// unreflectVarHandle, MethodHandles.arrayElementVarHandle and
// byteArrayViewVarHandle are overridden to make instances of a VM-made
// subclass of java.lang.invoke.VarHandle whose native data names the
// variable; the signature-polymorphic access methods (get, set,
// compareAndSet, getAndAdd, …) are carried out natively on that variable.
// The JDK's VarForm and LambdaForm machinery never runs.
//
// A call is carried out as the JDK's invoke behaviour does it (the
// handle's access-mode type adapted to the call site's type as
// MethodHandle.asType adapts it, VarHandleGuards): an exact handle
// first checks the types are the same (WrongMethodTypeException), then
// an unsupported mode throws UnsupportedOperationException, then a call
// site whose types do not convert throws WrongMethodTypeException; then
// the arguments are converted in order (casts, unboxing with widening,
// boxing through the wrappers' valueOf), the variable is located (null
// coordinates, array bounds, alignment of byte-array views, array store
// checks), the access is done, and its result is converted to the call
// site's return type.

// varHandle is the native data of a VarHandle.
type varHandle struct {
	field *Field // instance or static field; nil for arrays
	array *Class // array class for array element handles
	kind  Kind
	// varType is the descriptor of the variable's type, coords those of
	// the coordinates (the receiver class; the array class and int).
	varType string
	coords  []string
	recv    *Class // an instance field's receiver type
	// readOnly: a final field, whose handle supports only the get modes.
	readOnly bool
	// exact: withInvokeExactBehavior, the call site's type must be the
	// access mode's type exactly.
	exact bool
	// For byteArrayViewVarHandle: the array is a byte[] read as kind, at
	// byte offsets, in this byte order.
	byteView  bool
	bigEndian bool
	// plainOnly: a byte-array view of JDK 22 on (JDK-8318966), which
	// supports only get and set.
	plainOnly bool
}

// newerVarHandles reports whether the JDK library is of the release that
// changed VarHandles: byte-array views support only get and set (JDK 22,
// JDK-8318966), a static field's class is initialized by the first access,
// not by making the handle (JDK 22, JDK-8291065), an unsupported mode's
// exception names it, and an exact handle's WrongMethodTypeException says
// "handle's method type". Only
// JDK 17 and JDK 25 are checked against java; the messages may have
// changed in another release between them.
func (vm *VM) newerVarHandles() bool { return vm.opts.JavaVersion >= 22 }

// vhOp is what an access mode does; its name adds the memory ordering,
// which a sequentially consistent VM needs not tell apart.
type vhOp uint8

const (
	vhGet vhOp = iota
	vhSet
	vhCompareAndSet // compareAndSet and the weak ones (which never fail spuriously here)
	vhCompareAndExchange
	vhGetAndSet
	vhGetAndAdd
	vhGetAndOr
	vhGetAndAnd
	vhGetAndXor
)

// accessMode is one of VarHandle.AccessMode's methods.
type accessMode struct {
	op vhOp
	// plain: get or set, which byte-array views allow at any index;
	// the other modes need the index aligned to the view's size.
	plain bool
}

// accessModes are VarHandle's signature-polymorphic access-mode methods.
var accessModes = map[string]accessMode{
	"get": {vhGet, true}, "getVolatile": {op: vhGet}, "getAcquire": {op: vhGet}, "getOpaque": {op: vhGet},
	"set": {vhSet, true}, "setVolatile": {op: vhSet}, "setRelease": {op: vhSet}, "setOpaque": {op: vhSet},

	"compareAndSet": {op: vhCompareAndSet}, "weakCompareAndSetPlain": {op: vhCompareAndSet},
	"weakCompareAndSet": {op: vhCompareAndSet}, "weakCompareAndSetAcquire": {op: vhCompareAndSet},
	"weakCompareAndSetRelease": {op: vhCompareAndSet},

	"compareAndExchange": {op: vhCompareAndExchange}, "compareAndExchangeAcquire": {op: vhCompareAndExchange},
	"compareAndExchangeRelease": {op: vhCompareAndExchange},

	"getAndSet": {op: vhGetAndSet}, "getAndSetAcquire": {op: vhGetAndSet}, "getAndSetRelease": {op: vhGetAndSet},
	"getAndAdd": {op: vhGetAndAdd}, "getAndAddAcquire": {op: vhGetAndAdd}, "getAndAddRelease": {op: vhGetAndAdd},

	"getAndBitwiseOr": {op: vhGetAndOr}, "getAndBitwiseOrAcquire": {op: vhGetAndOr}, "getAndBitwiseOrRelease": {op: vhGetAndOr},
	"getAndBitwiseAnd": {op: vhGetAndAnd}, "getAndBitwiseAndAcquire": {op: vhGetAndAnd}, "getAndBitwiseAndRelease": {op: vhGetAndAnd},
	"getAndBitwiseXor": {op: vhGetAndXor}, "getAndBitwiseXorAcquire": {op: vhGetAndXor}, "getAndBitwiseXorRelease": {op: vhGetAndXor},
}

// supports reports whether the handle supports an operation (the JDK's
// VarHandle classes leave the others out of their VarForm).
func (h *varHandle) supports(mode accessMode) bool {
	op := mode.op
	switch {
	case h.plainOnly:
		return mode.plain
	case h.readOnly:
		return op == vhGet
	case h.byteView && (h.kind == 'S' || h.kind == 'C'):
		return op == vhGet || op == vhSet
	}
	switch op {
	case vhGetAndAdd:
		return h.kind != 'Z' && h.kind != 'L' && !(h.byteView && (h.kind == 'F' || h.kind == 'D'))
	case vhGetAndOr, vhGetAndAnd, vhGetAndXor:
		return h.kind != 'F' && h.kind != 'D' && h.kind != 'L'
	}
	return true
}

// accessType is the shape of an operation's type (VarHandle.AccessType):
// GET, SET, COMPARE_AND_SET, COMPARE_AND_EXCHANGE, GET_AND_UPDATE.
func (op vhOp) accessType() int {
	switch op {
	case vhGet:
		return 0
	case vhSet:
		return 1
	case vhCompareAndSet:
		return 2
	case vhCompareAndExchange:
		return 3
	}
	return 4
}

// modeType is the handle's access-mode type for an access type, without
// the leading VarHandle: parameter and return descriptors.
func (h *varHandle) modeType(accessType int) ([]string, string) {
	params := append([]string(nil), h.coords...)
	v := h.varType
	switch accessType {
	case 0:
		return params, v
	case 1:
		return append(params, v), "V"
	case 2:
		return append(params, v, v), "Z"
	case 3:
		return append(params, v, v), v
	}
	return append(params, v), v
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
		methodMap: map[methodKey]*Method{}, vcache: map[*Method]*Method{},
		initState: classInitialized, depth: vh.depth + 1, instanceSlots: vh.instanceSlots,
		refSlots: vh.refSlots, module: "",
	}
	withExact := func(exact bool) nativeFunc {
		return func(t *Thread, a []uint64) (uint64, nativeStatus) {
			h := t.vm.heap.get(Ref(a[0])).native.(*varHandle)
			if h.exact == exact {
				return ret(a[0])
			}
			nh := *h
			nh.exact = exact
			return t.newVarHandle(&nh)
		}
	}
	for name, fn := range map[string]nativeFunc{"withInvokeExactBehavior": withExact(true), "withInvokeBehavior": withExact(false)} {
		const desc = "()Ljava/lang/invoke/VarHandle;"
		mt, _ := parseMethodType(desc)
		m := &Method{class: c, name: name, desc: desc, access: cf.AccPublic | cf.AccNative, mt: mt, argSlots: 1, native: fn, nativeOK: true}
		c.methods = append(c.methods, m)
		c.methodMap[methodKey{name, m.desc}] = m
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
	o := t.vm.heap.get(r)
	o.native = h
	// VarHandle.hasInvokeExactBehavior reads the field.
	t.vm.setField(o, "exact", b2s(h.exact))
	return retRef(r)
}

// fieldVarHandle makes the handle of field f, whose receiver type (for an
// instance field) is refc.
func (t *Thread) fieldVarHandle(f *Field, refc *Class) (uint64, nativeStatus) {
	h := &varHandle{field: f, kind: f.kind, varType: f.desc, readOnly: f.IsFinal()}
	if !f.IsStatic() {
		h.coords, h.recv = []string{classNameToDesc(refc.name)}, refc
		return t.newVarHandle(h)
	}
	if t.vm.newerVarHandles() {
		return t.newVarHandle(h) // initialized by the first access (varHandleBoxArgs)
	}
	// JDK 17 initializes the class when it makes the handle.
	return t.initThen(f.class, func(t *Thread) (uint64, nativeStatus) { return t.newVarHandle(h) })
}

func findVarHandle(static bool) nativeFunc {
	return func(t *Thread, a []uint64) (uint64, nativeStatus) {
		c := mirrorArg(t, a[1])
		typ := mirrorArg(t, a[3])
		if c == nil || a[2] == 0 || typ == nil {
			t.throwNPE("")
			return threw()
		}
		name := t.vm.goString(Ref(a[2]))
		desc := classNameToDesc(typ.name)
		f := c.lookupField(name, desc)
		refKind := func(static bool) string {
			if static {
				return "getStatic"
			}
			return "getField"
		}
		if f == nil {
			t.throwNew("java/lang/NoSuchFieldException", fmt.Sprintf("no such field: %s.%s/%s/%s", c.JavaName(), name, typ.JavaName(), refKind(static)))
			return threw()
		}
		if f.IsStatic() != static {
			which := "static"
			if !static {
				which = "non-static"
			}
			t.throwNew("java/lang/IllegalAccessException", fmt.Sprintf("expected a %s field: %s.%s/%s/%s", which, c.JavaName(), name, typ.JavaName(), refKind(f.IsStatic())))
			return threw()
		}
		return t.fieldVarHandle(f, c)
	}
}

func javaLangInvokeNatives() nativeTable {
	const lookup = "java/lang/invoke/MethodHandles$Lookup."
	return nativeTable{
		lookup + "findVarHandle(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;":       findVarHandle(false),
		lookup + "findStaticVarHandle(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;": findVarHandle(true),
		lookup + "unreflectVarHandle(Ljava/lang/reflect/Field;)Ljava/lang/invoke/VarHandle;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if a[1] == 0 {
				t.throwNPE("")
				return threw()
			}
			f := t.vm.reflectedField(Ref(a[1]))
			if f == nil {
				return failed()
			}
			return t.fieldVarHandle(f, f.class)
		},
		"java/lang/invoke/MethodHandles.arrayElementVarHandle(Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[0])
			if c == nil {
				t.throwNPE("")
				return threw()
			}
			if !c.IsArray() {
				t.throwNew("java/lang/IllegalArgumentException", "not an array: "+mirrorString(c))
				return threw()
			}
			elem := c.name[1:]
			return t.newVarHandle(&varHandle{array: c, kind: c.elemKind, varType: elem, coords: []string{c.name, "I"}})
		},
		"java/lang/invoke/MethodHandles.byteArrayViewVarHandle(Ljava/lang/Class;Ljava/nio/ByteOrder;)Ljava/lang/invoke/VarHandle;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[0])
			if a[1] == 0 || c == nil {
				t.throwNPE("")
				return threw()
			}
			if !c.IsArray() {
				t.throwNew("java/lang/IllegalArgumentException", "not an array: "+mirrorString(c))
				return threw()
			}
			if c.component.primitive == 0 || kindBytes(c.elemKind) == 1 {
				t.throwNew("java/lang/UnsupportedOperationException", "")
				return threw()
			}
			bo, err := t.vm.loadClass("java/nio/ByteOrder")
			if err != nil {
				t.linkFailed(err)
				return threw()
			}
			big := staticField(bo, "BIG_ENDIAN") == a[1]
			return t.newVarHandle(&varHandle{array: t.vm.wk.byteArray, kind: c.elemKind, varType: c.name[1:], coords: []string{"[B", "I"},
				byteView: true, bigEndian: big, plainOnly: t.vm.newerVarHandles()})
		},
		// VarHandle.accessModeType and what stands on it (varType,
		// coordinateTypes, toString) ask the subclass for the type.
		"java/lang/invoke/VarHandle.accessModeTypeUncached(I)Ljava/lang/invoke/MethodType;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			h, ok := t.vm.heap.get(Ref(a[0])).native.(*varHandle)
			if !ok || int32(a[1]) < 0 || int32(a[1]) > 4 {
				t.vm.unsupportedf("VarHandle.accessModeTypeUncached of a %s", t.vm.heap.get(Ref(a[0])).class.JavaName())
				return failed()
			}
			params, rt := h.modeType(int(int32(a[1])))
			return t.methodTypeOf(h.holder(), params, rt)
		},
		"java/lang/invoke/VarHandle.isAccessModeSupported(Ljava/lang/invoke/VarHandle$AccessMode;)Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			h, ok := t.vm.heap.get(Ref(a[0])).native.(*varHandle)
			if !ok {
				t.vm.unsupportedf("VarHandle.isAccessModeSupported of a %s", t.vm.heap.get(Ref(a[0])).class.JavaName())
				return failed()
			}
			if a[1] == 0 {
				t.throwNPE("")
				return threw()
			}
			name := t.vm.goString(Ref(t.vm.getField(t.vm.heap.get(Ref(a[1])), "methodName")))
			mode, ok := accessModes[name]
			if !ok {
				t.vm.internalf("VarHandle access mode %q", name)
				return failed()
			}
			return retBool(h.supports(mode))
		},
		"java/lang/invoke/VarHandle.fullFence()V":                 noop,
		"java/lang/invoke/VarHandle.acquireFence()V":              noop,
		"java/lang/invoke/VarHandle.releaseFence()V":              noop,
		"java/lang/invoke/VarHandle.loadLoadFence()V":             noop,
		"java/lang/invoke/VarHandle.storeStoreFence()V":           noop,
		"java/lang/invoke/MethodHandleNatives.registerNatives()V": noop,
	}
}

// mirrorString renders a Class as Class.toString does.
func mirrorString(c *Class) string {
	switch {
	case c.primitive != 0:
		return c.JavaName()
	case c.IsInterface():
		return "interface " + c.JavaName()
	}
	return "class " + c.JavaName()
}

// holder is the class whose loader resolves the handle's types: the
// field's class, or the array class.
func (h *varHandle) holder() *Class {
	if h.field != nil {
		return h.field.class
	}
	return h.array
}

// methodTypeOf returns MethodType.methodType(ret, params) from a native,
// the types resolved from host.
func (t *Thread) methodTypeOf(host *Class, params []string, rt string) (uint64, nativeStatus) {
	m, err := t.vm.findMethod("java/lang/invoke/MethodType", "methodType", "(Ljava/lang/Class;[Ljava/lang/Class;)Ljava/lang/invoke/MethodType;")
	if err != nil {
		t.linkFailed(err)
		return threw()
	}
	rm, ok := t.typeMirror(host, rt)
	if !ok {
		return threw()
	}
	pm, ok := t.typeMirrors(host, params)
	if !ok {
		return threw()
	}
	return t.initThen(m.class, func(t *Thread) (uint64, nativeStatus) {
		return t.invokeThen(m, []uint64{uint64(rm), uint64(pm)}, func(t *Thread, v uint64) (uint64, nativeStatus) { return ret(v) })
	})
}

// vhCall is one access-mode call on a VM-made VarHandle. It is not
// changed once made: a step that changes it makes a copy, since the
// continuations that hold it outlive backtracking.
type vhCall struct {
	h    *varHandle
	mode accessMode
	// site is the call-site view of the access-mode method: its
	// descriptor types the arguments and the result.
	site *Method
	ret  string // the access mode's return type
	// vals[:n] are the arguments converted to the access mode's types,
	// but for those marked in box: primitives of the call site's type
	// still to be boxed. There are at most four (an array, an index, an
	// expected and a new value).
	n    int
	vals [4]uint64
	box  [4]bool
}

// varHandleInvoke is the native of every access-mode call on a VM-made
// VarHandle (the receiver); t.curNative is the call-site view.
func varHandleInvoke(t *Thread, a []uint64) (uint64, nativeStatus) {
	site := t.curNative
	h := t.vm.heap.get(Ref(a[0])).native.(*varHandle)
	c, st := t.prepareVarHandleCall(site, h, a[1:])
	if c == nil {
		return 0, st
	}
	return t.varHandleBoxArgs(c, 0, false)
}

// vhPlanKey is a call site and what its plan needs of a handle: not the
// handle itself, which a path that backtracks makes anew.
type vhPlanKey struct {
	site     *Method
	field    *Field
	array    *Class
	recv     *Class // the receiver type of an instance field's handle
	kind     Kind
	readOnly bool
	exact    bool
	byteView bool
	plain    bool
}

func (h *varHandle) planKey(site *Method) vhPlanKey {
	return vhPlanKey{site: site, field: h.field, array: h.array, recv: h.recv, kind: h.kind, readOnly: h.readOnly, exact: h.exact, byteView: h.byteView, plain: h.plainOnly}
}

// vhPlan is what a call site's types make of a handle's access mode: the
// checks that depend on types only passed.
type vhPlan struct {
	mode   accessMode
	params []string // the access mode's parameter types
	ret    string   // and its return type
	// checkcast: the array coordinate's class is checked as checkcast
	// checks it (see convertValue).
	checkcast bool
}

// varHandlePlan checks a call site's types against the handle as the
// JDK does before it converts the arguments: an exact handle's types
// (WrongMethodTypeException), the mode (UnsupportedOperationException),
// the conversions (WrongMethodTypeException). On failure it has thrown
// (or stopped the VM) and returns nil and the native's status.
func (t *Thread) varHandlePlan(site *Method, h *varHandle) (*vhPlan, nativeStatus) {
	vm := t.vm
	key := h.planKey(site)
	if p, ok := vm.vhPlans[key]; ok {
		return p, nativeReturn
	}
	mode, ok := accessModes[site.name]
	if !ok {
		vm.unsupportedf("VarHandle method %s%s", site.name, site.desc)
		return nil, nativeFailed
	}
	params, rt := h.modeType(mode.op.accessType())
	siteArgs, siteRet := site.methodType().argTypes, site.methodType().retType
	mismatch := func() {
		t.throwNew("java/lang/invoke/WrongMethodTypeException", fmt.Sprintf("cannot convert MethodHandle%s to %s",
			methodTypeString(append([]string{"Ljava/lang/invoke/VarHandle;"}, params...), rt),
			methodTypeString(append([]string{"Ljava/lang/invoke/VarHandle;"}, siteArgs...), siteRet)))
	}
	if h.exact && (rt != siteRet || strings.Join(params, "") != strings.Join(siteArgs, "")) {
		format := "expected %s but found %s"
		if vm.newerVarHandles() {
			format = "handle's method type %s but found %s"
		}
		t.throwNew("java/lang/invoke/WrongMethodTypeException", fmt.Sprintf(format, methodTypeString(params, rt), methodTypeString(siteArgs, siteRet)))
		return nil, nativeThrew
	}
	if !h.supports(mode) {
		msg := ""
		if vm.newerVarHandles() {
			msg = site.name
		}
		t.throwNew("java/lang/UnsupportedOperationException", msg)
		return nil, nativeThrew
	}
	if len(siteArgs) != len(params) {
		mismatch()
		return nil, nativeThrew
	}
	for i, p := range params {
		ok, err := vm.canConvert(siteArgs[i], p)
		if err != nil {
			t.linkFailed(err)
			return nil, nativeThrew
		}
		if !ok {
			mismatch()
			return nil, nativeThrew
		}
	}
	if ok, err := vm.canConvert(rt, siteRet); err != nil || !ok {
		if err != nil {
			t.linkFailed(err)
		} else {
			mismatch()
		}
		return nil, nativeThrew
	}
	// When the erased types are the same the JDK calls the access
	// directly (VarHandleGuards), and a primitive array's class is checked
	// by its checkcast instead of by asType's Class.cast.
	direct := erase(siteArgs) == erase(params) && (erase([]string{siteRet}) == erase([]string{rt}) || siteRet == "V")
	p := &vhPlan{mode: mode, params: params, ret: rt, checkcast: direct && h.array != nil && (h.byteView || h.kind != 'L')}
	vm.vhPlans[key] = p
	return p, nativeReturn
}

// prepareVarHandleCall checks a call against the handle and converts its
// arguments (slots, after the handle) but for boxing; on failure it has
// thrown (or stopped the VM) and returns nil and the native's status.
func (t *Thread) prepareVarHandleCall(site *Method, h *varHandle, slots []uint64) (*vhCall, nativeStatus) {
	p, st := t.varHandlePlan(site, h)
	if p == nil {
		return nil, st
	}
	c := &vhCall{h: h, mode: p.mode, site: site, ret: p.ret, n: len(p.params)}
	j := 0
	for i, pt := range p.params {
		v, box, ok := t.convertValue(site.methodType().argTypes[i], pt, slots[j], p.checkcast && i == 0)
		if !ok {
			return nil, nativeThrew
		}
		c.vals[i], c.box[i] = v, box
		j += site.methodType().args[i].slots()
	}
	return c, nativeReturn
}

// erase renders types with every reference type as Object.
func erase(types []string) string {
	var b strings.Builder
	for _, d := range types {
		if isPrimitiveDesc(d) || d == "V" {
			b.WriteString(d)
		} else {
			b.WriteString("L")
		}
	}
	return b.String()
}

// methodTypeString renders a method type as MethodType.toString does:
// "(VarHandle,Holder,int)void".
func methodTypeString(params []string, rt string) string {
	simple := func(d string) string {
		n := typeName(d)
		if i := strings.LastIndexAny(n, ".$"); i >= 0 {
			n = n[i+1:]
		}
		return n
	}
	s := make([]string, len(params))
	for i, p := range params {
		s[i] = simple(p)
	}
	return "(" + strings.Join(s, ",") + ")" + simple(rt)
}

// canConvert reports whether MethodHandle.asType converts a value of
// type src to type dst (MethodType.canConvert): primitives widen,
// primitives box to a wrapper dst accepts, references unbox (from a
// wrapper, or from a type a wrapper is assignable to) and widen, and
// references cast; void converts to and from anything.
func (vm *VM) canConvert(src, dst string) (bool, error) {
	const object = "Ljava/lang/Object;"
	if src == dst || src == object || dst == object || src == "V" || dst == "V" {
		return true, nil
	}
	sp, dp := isPrimitiveDesc(src), isPrimitiveDesc(dst)
	switch {
	case sp && dp:
		return widens(src, dst), nil
	case sp:
		return vm.assignable(dst, wrapperOf[src])
	case dp:
		if ok, err := vm.assignable(src, wrapperOf[dst]); ok || err != nil {
			return ok, err
		}
		p := primitiveOfWrapper(descToClassName(src))
		return p != "" && widens(p, dst), nil
	}
	return true, nil
}

// assignable reports whether class from is assignable to type to.
func (vm *VM) assignable(to, from string) (bool, error) {
	tc, err := vm.loadClass(descToClassName(to))
	if err != nil {
		return false, err
	}
	fc, err := vm.loadClass(from)
	if err != nil {
		return false, err
	}
	return fc.isSubclassOf(tc), nil
}

// convertValue converts v from type src to type dst as an asType adapter
// does at run time, but for boxing, which it leaves to the caller: box
// reports that v, of primitive type src, is to be boxed. On failure it
// has thrown (ClassCastException, NullPointerException). checkcast: a
// failed cast says so as the checkcast instruction does, not Class.cast.
func (t *Thread) convertValue(src, dst string, v uint64, checkcast bool) (out uint64, box, ok bool) {
	vm := t.vm
	sp, dp := isPrimitiveDesc(src), isPrimitiveDesc(dst)
	switch {
	case src == dst:
		return v, false, true
	case dst == "V" || src == "V":
		return 0, false, true
	case sp && dp:
		return widen(src, dst, v), false, true
	case sp:
		return v, true, true
	case dp:
		// sun.invoke.util.ValueConversions.unbox<dst>: from the exact
		// wrapper its unboxing, else primitiveConversion's widening.
		if v == 0 {
			msg := `Cannot invoke "java.lang.Number.` + numberValueMethod[dst] +
				`()" because the return value of "sun.invoke.util.ValueConversions.primitiveConversion(sun.invoke.util.Wrapper, Object, boolean)" is null`
			if w := wrapperOf[dst]; src == "L"+w+";" {
				msg = `Cannot invoke "` + javaName(w) + "." + primitiveNames[dst[0]] + `Value()" because "x" is null`
			}
			t.throwNew("java/lang/NullPointerException", msg)
			return 0, false, false
		}
		o := vm.heap.get(Ref(v))
		p := primitiveOfWrapper(o.class.name)
		if p == "" || !widens(p, dst) {
			to := wrapperOf[dst]
			if p == "" {
				to = "java/lang/Number" // (Number) x
			}
			w, err := vm.loadClass(to)
			if err != nil {
				t.linkFailed(err)
				return 0, false, false
			}
			msg := "Cannot cast " + o.class.JavaName() + " to " + w.JavaName()
			if p == "" {
				msg = classCastMessage(o.class, w)
			}
			t.throwNew("java/lang/ClassCastException", msg)
			return 0, false, false
		}
		return widen(p, dst, vm.getField(o, "value")), false, true
	}
	if v == 0 || dst == "Ljava/lang/Object;" {
		return v, false, true
	}
	tc, err := vm.loadClass(descToClassName(dst))
	if err != nil {
		t.linkFailed(err)
		return 0, false, false
	}
	if oc := vm.heap.get(Ref(v)).class; !oc.isSubclassOf(tc) {
		msg := "Cannot cast " + oc.JavaName() + " to " + tc.JavaName()
		if checkcast {
			msg = classCastMessage(oc, tc)
		}
		t.throwNew("java/lang/ClassCastException", msg)
		return 0, false, false
	}
	return v, false, true
}

// elemKindName names an array's element kind as HotSpot's messages do.
func elemKindName(k Kind) string {
	switch k {
	case 'L':
		return "object"
	case 'Z', 'B':
		return "byte/boolean"
	}
	return primitiveNames[byte(k)]
}

// numberValueMethod is the Number method that unboxes to a primitive
// type in ValueConversions.
var numberValueMethod = map[string]string{
	"Z": "intValue", "C": "intValue", "I": "intValue", "B": "byteValue", "S": "shortValue",
	"J": "longValue", "F": "floatValue", "D": "doubleValue",
}

// boxThen boxes v, a primitive of type prim, through its wrapper's
// valueOf (whose cache decides identity) and passes the box to k.
func (t *Thread) boxThen(prim string, v uint64, k func(t *Thread, box uint64) (uint64, nativeStatus)) (uint64, nativeStatus) {
	w := wrapperOf[prim]
	m, err := t.vm.findMethod(w, "valueOf", "("+prim+")L"+w+";")
	if err != nil {
		t.linkFailed(err)
		return threw()
	}
	return t.initThen(m.class, func(t *Thread) (uint64, nativeStatus) {
		return t.invokeThen(m, joinArgs([]Kind{Kind(prim[0])}, []uint64{v}), k)
	})
}

// varHandleBoxArgs boxes the arguments from index i on that need it, then
// carries out the access. boxed says whether a boxing call ran: the call
// then goes on in a continuation, no longer in the native's invoke.
func (t *Thread) varHandleBoxArgs(c *vhCall, i int, boxed bool) (uint64, nativeStatus) {
	for ; i < c.n; i++ {
		if c.box[i] {
			break
		}
	}
	if i == c.n {
		if f := c.h.field; f != nil && f.IsStatic() && f.class.initState != classInitialized {
			// JDK 22 on (JDK-8291065): the class of a static field is
			// initialized by the first access, after the arguments are
			// converted; that may run code, so that the call then goes on
			// in a continuation.
			return t.initThen(f.class, func(t *Thread) (uint64, nativeStatus) { return t.varHandleAccess(c, true, false) })
		}
		return t.varHandleAccess(c, boxed, false)
	}
	return t.boxThen(c.site.methodType().argTypes[i], c.vals[i], func(t *Thread, r uint64) (uint64, nativeStatus) {
		next := *c
		next.vals[i], next.box[i] = r, false
		return t.varHandleBoxArgs(&next, i+1, true)
	})
}

// vhLoc is a located variable: a slot of an object or of a class's
// statics, or the first of the bytes of a byte-array view.
type vhLoc struct {
	obj   *Object
	class *Class // for a static field
	idx   int
}

// varHandleLocate finds the variable the coordinates name; on failure it
// has thrown.
func (t *Thread) varHandleLocate(c *vhCall) (vhLoc, bool) {
	vm, h := t.vm, c.h
	switch {
	case h.array != nil:
		if c.vals[0] == 0 {
			// The messages of the JDK's VarHandle classes' bytecode.
			msg := `Cannot read the array length because "array" is null`
			switch {
			case h.byteView:
				msg = `Cannot read the array length because "ba" is null`
			case c.mode.plain && c.mode.op == vhGet:
				msg = `Cannot load from ` + elemKindName(h.kind) + ` array because "array" is null`
			case c.mode.plain:
				msg = `Cannot store to ` + elemKindName(h.kind) + ` array because "array" is null`
			}
			t.throwNew("java/lang/NullPointerException", msg)
			return vhLoc{}, false
		}
		arr := vm.heap.get(Ref(c.vals[0]))
		i := int32(c.vals[1])
		n := len(arr.slots)
		if h.byteView {
			n -= kindBytes(h.kind) - 1
		}
		if i < 0 || int(i) >= n {
			t.throwAIOOBE(i, n) // a view longer than the array: a negative length, as Preconditions says
			return vhLoc{}, false
		}
		if h.byteView && !c.mode.plain && int(i)%kindBytes(h.kind) != 0 {
			t.throwNew("java/lang/IllegalStateException", fmt.Sprintf("Misaligned access at index: %d", i))
			return vhLoc{}, false
		}
		if h.kind == 'L' && c.mode.op != vhGet {
			// The array may be of a subtype of the handle's array type.
			v := c.vals[c.n-1]
			if vc := arr.class.component; v != 0 && !vm.heap.get(Ref(v)).class.isSubclassOf(vc) {
				msg := ""
				if c.mode.plain {
					msg = vm.heap.get(Ref(v)).class.JavaName()
				}
				t.throwNew("java/lang/ArrayStoreException", msg)
				return vhLoc{}, false
			}
		}
		return vhLoc{obj: arr, idx: int(i)}, true
	case h.field.IsStatic():
		return vhLoc{class: h.field.class, idx: h.field.slot}, true
	}
	if c.vals[0] == 0 {
		t.throwNPE("")
		return vhLoc{}, false
	}
	return vhLoc{obj: vm.heap.get(Ref(c.vals[0])), idx: h.field.slot}, true
}

func (t *Thread) varHandleRead(h *varHandle, l vhLoc) uint64 {
	switch {
	case l.class != nil:
		return l.class.statics[l.idx]
	case h.byteView:
		n := kindBytes(h.kind)
		var v uint64
		for j := range n {
			at := l.idx + j
			if h.bigEndian {
				at = l.idx + n - 1 - j
			}
			v |= uint64(uint8(l.obj.slots[at])) << (8 * j)
		}
		return normalize(h.kind, v)
	}
	return l.obj.slots[l.idx]
}

func (t *Thread) varHandleWrite(h *varHandle, l vhLoc, v uint64) {
	vm := t.vm
	v = normalize(h.kind, v)
	switch {
	case l.class != nil:
		vm.writeStatic(l.class, l.idx, v)
	case h.byteView:
		n := kindBytes(h.kind)
		for j := range n {
			at := l.idx + j
			if h.bigEndian {
				at = l.idx + n - 1 - j
			}
			vm.writeSlot(l.obj, at, i2s(int32(int8(v>>(8*j)))))
		}
	default:
		vm.writeSlot(l.obj, l.idx, v)
	}
}

// varHandleAccess locates the variable, asks the scheduler, does the
// access and converts its result. boxed: the call runs in a continuation
// (see varHandleBoxArgs); waiting: it runs from the frame that waits for
// the thread to be scheduled again.
func (t *Thread) varHandleAccess(c *vhCall, boxed, waiting bool) (uint64, nativeStatus) {
	h := c.h
	l, ok := t.varHandleLocate(c)
	if !ok {
		return threw()
	}
	if t.vm.sched != nil && t.varHandlePoint(c, l) {
		switch {
		case waiting:
			return 0, nativePushed
		case boxed:
			t.varHandleWait(c)
			return 0, nativePushed
		}
		return 0, nativeYield // the invoke runs again
	}
	var args [2]uint64
	for i, v := range c.vals[len(h.coords):c.n] {
		args[i] = normalize(h.kind, v)
	}
	old := t.varHandleRead(h, l)
	var res uint64
	switch c.mode.op {
	case vhGet:
		res = old
	case vhSet:
		t.varHandleWrite(h, l, args[0])
	case vhCompareAndSet:
		if old == args[0] {
			t.varHandleWrite(h, l, args[1])
			res = 1
		}
	case vhCompareAndExchange:
		if old == args[0] {
			t.varHandleWrite(h, l, args[1])
		}
		res = old
	default:
		t.varHandleWrite(h, l, update(c.mode.op, h.kind, old, args[0]))
		res = old
	}
	siteRet := c.site.methodType().retType
	out, box, ok := t.convertValue(c.ret, siteRet, res, false)
	if !ok {
		return threw()
	}
	if box {
		return t.boxThen(c.ret, out, func(t *Thread, r uint64) (uint64, nativeStatus) { return ret(r) })
	}
	return ret(out)
}

// update computes the new value of a getAndAdd or getAndBitwise* access.
func update(op vhOp, k Kind, old, arg uint64) uint64 {
	switch op {
	case vhGetAndSet:
		return arg
	case vhGetAndOr:
		return old | arg
	case vhGetAndAnd:
		return old & arg
	case vhGetAndXor:
		return old ^ arg
	}
	switch k {
	case 'J':
		return uint64(int64(old) + int64(arg))
	case 'F':
		return f2s(s2f(old) + s2f(arg))
	case 'D':
		return d2s(s2d(old) + s2d(arg))
	}
	return i2s(int32(old) + int32(arg))
}

// varHandleWait leaves a frame that carries out the access when the
// thread runs again: the transition ended at the access's scheduling
// point after boxing calls ran, so the invoke cannot simply run again.
func (t *Thread) varHandleWait(c *vhCall) {
	site := c.site
	k := site.methodType().ret
	cont := &continuation{retKind: k}
	cont.resume = func(t *Thread, v uint64) {
		t.frames = t.frames[:len(t.frames)-1]
		t.pushResult(k, v)
	}
	retry := func(t *Thread) {
		saved := t.curNative
		t.curNative = site
		r, st := t.varHandleAccess(c, true, true)
		t.curNative = saved
		if st == nativeReturn {
			cont.resume(t, r)
		}
	}
	t.pushContinuation(site, cont)
	t.top().retry = retry
}

// varHandlePoint asks the scheduler before a VarHandle access; true: the
// transition ends before it.
func (t *Thread) varHandlePoint(c *vhCall, l vhLoc) bool {
	kind := PointCAS
	switch c.mode.op {
	case vhGet:
		kind = PointFieldRead
	case vhSet:
		kind = PointFieldWrite
	}
	p := Point{Kind: kind, Indirect: !c.mode.plain}
	switch {
	case l.class != nil:
		p.Class, p.Field = l.class, c.h.field
		if kind != PointCAS {
			p.Kind += PointStaticRead - PointFieldRead
		}
	case c.h.array != nil:
		p.Object, p.Index = l.obj.ref, l.idx
		if kind != PointCAS {
			p.Kind += PointArrayRead - PointFieldRead
		}
	default:
		p.Object, p.Field = l.obj.ref, c.h.field
	}
	return t.vm.point(t, t.vm.newPoint(p))
}
