package jvm

import (
	"fmt"
	"strings"

	cf "github.com/gojpf/gojpf/classfile"
)

// invokedynamic call sites are linked natively: for each bootstrap method
// javac uses (LambdaMetafactory, StringConcatFactory, ObjectMethods,
// SwitchBootstraps) the VM makes a call-site method whose native does what
// the bootstrap's method handle would. Other bootstrap methods are refused
// as unsupported, naming them.

// invokeDynamic links (once per constant) and runs an invokedynamic.
func (t *Thread) invokeDynamic(c *Class, in *cf.Instruction) {
	idx := uint16(in.A)
	// Linked call sites are VM metadata, kept across backtracking so that
	// every path sees the same lambda classes.
	key := callSiteKey{c, idx}
	site, ok := t.vm.callSites[key]
	if !ok && c.user && !t.resolveCallSiteNames(c, idx) {
		return // threw, or runs again once the loader has loaded a class
	}
	if !ok {
		var err error
		site, err = t.vm.linkCallSite(c, idx)
		if err != nil {
			if le, ok := err.(*linkError); ok {
				t.linkFailed(le)
				return
			}
			if _, ok := err.(*UnsupportedError); ok {
				t.vm.fail(err)
				return
			}
			t.vm.unsupportedf("%v", err)
			return
		}
		t.vm.callSites[key] = site
	}
	t.invokeNative(site, int(t.top().sp)-site.argSlots)
}

// invokePolymorphic runs a signature-polymorphic call (MethodHandle.invoke,
// VarHandle access modes).
func (t *Thread) invokePolymorphic(caller *Class, m *Method, in *cf.Instruction) {
	f := t.top()
	argStart := int(f.sp) - m.argSlots
	recv := Ref(t.slots[argStart])
	if recv == 0 {
		t.throwBytecodeNPE()
		return
	}
	if _, ok := t.vm.heap.get(recv).native.(*varHandle); ok && m.class.name == "java/lang/invoke/VarHandle" {
		t.invokeNative(m, argStart) // varHandleInvoke
		return
	}
	t.vm.unsupportedf("signature-polymorphic call %s.%s%s", m.class.JavaName(), m.name, m.desc)
}

// bsmArg is a resolved static argument of a bootstrap method.
type bsmArg struct {
	tag    cf.Tag
	str    string   // String value, class name, or method type descriptor
	units  []uint16 // a String value as UTF-16 (str loses unpaired surrogates)
	i      int64
	handle *methodHandle
	raw    uint64
}

// methodHandle is a resolved CONSTANT_MethodHandle.
type methodHandle struct {
	kind   uint8
	class  *Class
	method *Method
	field  *Field
}

// linkCallSite resolves the bootstrap method of an InvokeDynamic constant
// and makes the call-site method.
func (vm *VM) linkCallSite(c *Class, idx uint16) (*Method, error) {
	pool := &c.cf.Pool
	entry := pool.At(idx)
	name, desc := pool.NameAndType(entry.Index2)
	mt, err := parseMethodType(desc)
	if err != nil {
		return nil, &linkError{"java/lang/BootstrapMethodError", err.Error()}
	}
	bm := c.cf.BootstrapMethods[entry.Index1]
	bsm, err := vm.resolveHandle(c, bm.MethodRef)
	if err != nil {
		return nil, err
	}
	args := make([]bsmArg, len(bm.Args))
	for i, a := range bm.Args {
		if args[i], err = vm.resolveBSMArg(c, a); err != nil {
			return nil, err
		}
	}
	site := &Method{class: c, name: name, desc: desc, access: cf.AccStatic | cf.AccNative | cf.AccPublic, mt: mt, argSlots: mt.argSlots, nativeOK: true}
	owner := bsm.class.name
	bsmName := ""
	if bsm.method != nil {
		bsmName = bsm.method.name
	}
	switch {
	case owner == "java/lang/invoke/StringConcatFactory" && bsmName == "makeConcatWithConstants":
		site.native, err = vm.linkConcat(mt, args)
	case owner == "java/lang/invoke/StringConcatFactory" && bsmName == "makeConcat":
		recipe := strings.Repeat("\x01", len(mt.args))
		site.native, err = vm.linkConcat(mt, []bsmArg{{tag: cf.TagString, str: recipe, units: utf16Of(recipe)}})
	case owner == "java/lang/invoke/LambdaMetafactory" && (bsmName == "metafactory" || bsmName == "altMetafactory"):
		site.native, err = vm.linkLambda(c, idx, name, mt, args, bsmName == "altMetafactory")
	case owner == "java/lang/runtime/ObjectMethods" && bsmName == "bootstrap":
		site.native, err = vm.linkObjectMethod(c, name, mt, args)
	case owner == "java/lang/runtime/SwitchBootstraps" && (bsmName == "typeSwitch" || bsmName == "enumSwitch"):
		site.native, err = vm.linkTypeSwitch(c, bsmName, mt, args)
	default:
		return nil, &UnsupportedError{What: fmt.Sprintf("invokedynamic with bootstrap method %s.%s in %s", javaName(owner), bsmName, c.JavaName())}
	}
	if err != nil {
		return nil, err
	}
	return site, nil
}

// resolveHandle resolves a MethodHandle constant.
func (vm *VM) resolveHandle(c *Class, idx uint16) (*methodHandle, error) {
	pool := &c.cf.Pool
	e := pool.At(idx)
	className, name, desc := pool.MemberRef(e.Index1)
	owner, err := vm.classFrom(c, className)
	if err != nil {
		return nil, err
	}
	h := &methodHandle{kind: e.RefKind, class: owner}
	switch e.RefKind {
	case cf.RefGetField, cf.RefGetStatic, cf.RefPutField, cf.RefPutStatic:
		h.field = owner.lookupField(name, desc)
		if h.field == nil {
			return nil, &linkError{"java/lang/NoSuchFieldError", name}
		}
	default:
		if owner.IsInterface() {
			h.method = owner.methodMap[methodKey{name, desc}]
			if h.method == nil {
				h.method = owner.lookupInterfaceMethod(name, desc)
			}
		} else {
			h.method = owner.lookupMethod(name, desc)
		}
		if h.method == nil {
			return nil, &linkError{"java/lang/NoSuchMethodError", methodSignatureString(owner, name, desc)}
		}
	}
	return h, nil
}

func (vm *VM) resolveBSMArg(c *Class, idx uint16) (bsmArg, error) {
	pool := &c.cf.Pool
	a := bsmArg{tag: pool.Tag(idx), raw: pool.At(idx).Bits}
	switch a.tag {
	case cf.TagString:
		a.str = pool.String(idx)
		a.units, _ = cf.ModifiedUTF8ToUTF16(pool.Raw(pool.At(idx).Index1))
	case cf.TagMethodType:
		a.str = pool.String(idx)
	case cf.TagClass:
		a.str = pool.ClassName(idx)
	case cf.TagInteger:
		a.i = int64(pool.Int(idx))
	case cf.TagLong:
		a.i = pool.Long(idx)
	case cf.TagMethodHandle:
		h, err := vm.resolveHandle(c, idx)
		if err != nil {
			return a, err
		}
		a.handle = h
	case cf.TagFloat, cf.TagDouble:
	default:
		return a, &UnsupportedError{What: fmt.Sprintf("bootstrap argument of kind %s in %s", a.tag, c.JavaName())}
	}
	return a, nil
}

// splitArgs turns argument slots into one value per argument.
func splitArgs(mt *methodType, slots []uint64) []uint64 {
	out := make([]uint64, len(mt.args))
	j := 0
	for i, k := range mt.args {
		out[i] = slots[j]
		j += k.slots()
	}
	return out
}

// joinArgs lays out one value per argument as argument slots.
func joinArgs(kinds []Kind, vals []uint64) []uint64 {
	var out []uint64
	for i, k := range kinds {
		out = append(out, vals[i])
		if k.slots() == 2 {
			out = append(out, 0)
		}
	}
	return out
}

// stringOf converts a value of the given field descriptor to a String the
// way String.valueOf does, calling Java where Java decides the text
// (objects' toString, float and double formatting); k receives the String.
func (t *Thread) stringOf(desc string, v uint64, k func(t *Thread, s Ref) (uint64, nativeStatus)) (uint64, nativeStatus) {
	vm := t.vm
	switch desc {
	case "I", "S", "B":
		return k(t, vm.newString(fmt.Sprint(int32(v))))
	case "J":
		return k(t, vm.newString(fmt.Sprint(int64(v))))
	case "C":
		return k(t, vm.newStringUTF16([]uint16{uint16(v)}))
	case "Z":
		if v != 0 {
			return k(t, vm.newString("true"))
		}
		return k(t, vm.newString("false"))
	case "F", "D":
		m, err := vm.findMethod("java/lang/String", "valueOf", "("+desc+")Ljava/lang/String;")
		if err != nil {
			vm.internalf("%v", err)
			return failed()
		}
		return t.invokeThen(m, joinArgs([]Kind{Kind(desc[0])}, []uint64{v}), func(t *Thread, s uint64) (uint64, nativeStatus) { return k(t, Ref(s)) })
	}
	if v == 0 {
		return k(t, vm.internString("null"))
	}
	if vm.heap.get(Ref(v)).class == vm.wk.string {
		return k(t, Ref(v))
	}
	m, err := vm.findMethod("java/lang/String", "valueOf", "(Ljava/lang/Object;)Ljava/lang/String;")
	if err != nil {
		vm.internalf("%v", err)
		return failed()
	}
	return t.invokeThen(m, []uint64{v}, func(t *Thread, s uint64) (uint64, nativeStatus) { return k(t, Ref(s)) })
}

// linkConcat implements StringConcatFactory.makeConcatWithConstants: the
// recipe's \1 take the arguments in order, \2 the constants.
func (vm *VM) linkConcat(mt *methodType, args []bsmArg) (nativeFunc, error) {
	if len(args) == 0 || args[0].tag != cf.TagString {
		return nil, &linkError{"java/lang/invoke/StringConcatException", "no recipe"}
	}
	recipe := args[0].units
	consts := args[1:]
	return func(t *Thread, slots []uint64) (uint64, nativeStatus) {
		vals := splitArgs(mt, slots)
		// The progress (recipe position, argument and constant index, text
		// so far) is passed along, never updated in place: a continuation
		// may run again after backtracking (see Frame.state).
		var step func(t *Thread, pos, ai, ci int, out []uint16) (uint64, nativeStatus)
		step = func(t *Thread, pos, ai, ci int, out []uint16) (uint64, nativeStatus) {
			for pos < len(recipe) {
				switch recipe[pos] {
				case 1:
					next := pos + 1
					return t.stringOf(mt.argTypes[ai], vals[ai], func(t *Thread, s Ref) (uint64, nativeStatus) {
						return step(t, next, ai+1, ci, appendUnits(out, t.vm.stringUnits(s)))
					})
				case 2:
					out = appendUnits(out, constUnits(consts[ci]))
					ci++
				default:
					// Copy a run of literal text.
					end := pos
					for end < len(recipe) && recipe[end] != 1 && recipe[end] != 2 {
						end++
					}
					out = appendUnits(out, recipe[pos:end])
					pos = end
					continue
				}
				pos++
			}
			r := t.vm.newStringUTF16(out)
			if r == 0 {
				t.throwOOM()
				return threw()
			}
			return retRef(r)
		}
		return step(t, 0, 0, 0, nil)
	}, nil
}

// appendUnits returns a new slice of a followed by b, leaving a's backing
// array alone (a continuation may resume from an earlier a).
func appendUnits(a, b []uint16) []uint16 {
	out := make([]uint16, len(a)+len(b))
	copy(out, a)
	copy(out[len(a):], b)
	return out
}

// constUnits is the text of a constant of a concatenation recipe.
func constUnits(a bsmArg) []uint16 {
	switch a.tag {
	case cf.TagInteger, cf.TagLong:
		return utf16Of(fmt.Sprint(a.i))
	case cf.TagString:
		return a.units
	}
	return utf16Of(a.str)
}

func utf16Of(s string) []uint16 {
	var out []uint16
	for _, r := range s {
		if r >= 0x10000 {
			r -= 0x10000
			out = append(out, uint16(0xD800+(r>>10)), uint16(0xDC00+(r&0x3FF)))
		} else {
			out = append(out, uint16(r))
		}
	}
	return out
}

type callSiteKey struct {
	class *Class
	index uint16
}
