package jvm

import (
	"fmt"
	"strconv"

	cf "github.com/gojpf/gojpf/classfile"
)

// Lambdas: LambdaMetafactory.metafactory and altMetafactory. The VM makes
// one class per call site (named like HotSpot's, Host$$Lambda$N) that
// implements the functional interface; its instances hold the captured
// values, and its interface method is a native that adapts the arguments
// (casts, unboxing, widening) and calls the implementation method, then
// adapts the result (boxing, unboxing). Default methods of the interface
// and Object's methods are inherited as usual.

const (
	lambdaSerializable = 1
	lambdaMarkers      = 2
	lambdaBridges      = 4
)

// linkLambda makes the class of a lambda call site (site: the constant
// pool index of its invokedynamic in host) and the call site's method.
// The class is named after its call site (Host$$Lambda$N; HotSpot numbers them in the order they
// are made): the same name on every path and in every VM of the program,
// whichever call site was linked first, as the state hash needs (a class's
// name is hashed with its instances; docs/parallel.md).
func (vm *VM) linkLambda(host *Class, site uint16, samName string, invoked *methodType, args []bsmArg, alt bool) (nativeFunc, error) {
	if len(args) < 3 || args[0].tag != cf.TagMethodType || args[1].handle == nil || args[2].tag != cf.TagMethodType {
		return nil, &linkError{"java/lang/invoke/LambdaConversionException", "bad metafactory arguments"}
	}
	samDesc, impl, instDesc := args[0].str, args[1].handle, args[2].str
	inst, err := parseMethodType(instDesc)
	if err != nil {
		return nil, &linkError{"java/lang/invoke/LambdaConversionException", err.Error()}
	}
	iface, err := vm.classFrom(host, descToClassName(invoked.retType))
	if err != nil {
		return nil, err
	}
	interfaces := []*Class{iface}
	serializable := false
	descs := []string{samDesc}
	if alt && len(args) > 3 {
		flags := args[3].i
		rest := args[4:]
		if flags&lambdaMarkers != 0 && len(rest) > 0 {
			n := int(rest[0].i)
			for i := 1; i <= n && i < len(rest); i++ {
				mc, err := vm.classFrom(host, rest[i].str)
				if err != nil {
					return nil, err
				}
				interfaces = append(interfaces, mc)
			}
			rest = rest[min(n+1, len(rest)):]
		}
		if flags&lambdaBridges != 0 && len(rest) > 0 {
			n := int(rest[0].i)
			for i := 1; i <= n && i < len(rest); i++ {
				descs = append(descs, rest[i].str)
			}
		}
		if flags&lambdaSerializable != 0 {
			serializable = true
			ser, err := vm.loadClass("java/io/Serializable")
			if err != nil {
				return nil, err
			}
			interfaces = append(interfaces, ser)
		}
	}
	// The implementation's parameters: receiver first for instance methods.
	var implParams []string
	switch impl.kind {
	case cf.RefInvokeVirtual, cf.RefInvokeInterface, cf.RefInvokeSpecial:
		implParams = append(implParams, classNameToDesc(impl.class.name))
		implParams = append(implParams, impl.method.methodType().argTypes...)
	case cf.RefInvokeStatic, cf.RefNewInvokeSpecial:
		implParams = append(implParams, impl.method.methodType().argTypes...)
	default:
		return nil, &UnsupportedError{What: fmt.Sprintf("lambda implemented by a field handle (kind %d) in %s", impl.kind, host.JavaName())}
	}
	captured := len(invoked.args)
	if captured+len(inst.args) != len(implParams) {
		return nil, &linkError{"java/lang/invoke/LambdaConversionException", fmt.Sprintf("lambda arity mismatch: %d captured + %d arguments for %s", captured, len(inst.args), impl.method)}
	}
	implRet := impl.method.methodType().retType
	if impl.kind == cf.RefNewInvokeSpecial {
		implRet = classNameToDesc(impl.class.name)
	}

	vm.lambdaCount++
	name := host.name + "$$Lambda$" + strconv.Itoa(int(site))
	if _, dup := vm.classes[name]; dup {
		// A host of the same name from another class loader.
		name += "$" + strconv.Itoa(vm.lambdaCount)
	}
	lc := &Class{
		name: name,
		// In the host's module, as HotSpot's hidden classes are: a
		// lambda of the JDK's code is the JDK's, not the program's.
		module:        host.module,
		juc:           host.juc,
		super:         vm.wk.object,
		interfaces:    interfaces,
		access:        cf.AccFinal | cf.AccSynthetic | cf.AccSuper,
		methodMap:     map[methodKey]*Method{},
		vcache:        map[*Method]*Method{},
		initState:     classInitialized,
		depth:         1,
		instanceSlots: captured,
	}
	for i, k := range invoked.args {
		if k.isRef() {
			lc.refSlots = append(lc.refSlots, i)
		}
	}
	body := func(t *Thread, a []uint64) (uint64, nativeStatus) {
		self := t.vm.heap.get(Ref(a[0]))
		called := t.curNative.methodType()
		samArgs := splitArgs(called, a[1:])
		vals := make([]uint64, 0, len(implParams))
		vals = append(vals, self.slots[:captured]...)
		for i, v := range samArgs {
			av, ok := t.adaptArg(host, inst.argTypes[i], implParams[captured+i], v)
			if !ok {
				return threw()
			}
			vals = append(vals, av)
		}
		return t.callImpl(impl, implParams, vals, func(t *Thread, v uint64) (uint64, nativeStatus) {
			return t.adaptReturn(implRet, called.retType, v)
		})
	}
	for _, d := range descs {
		mt, err := parseMethodType(d)
		if err != nil {
			return nil, &linkError{"java/lang/invoke/LambdaConversionException", err.Error()}
		}
		m := &Method{class: lc, name: samName, desc: d, access: cf.AccPublic | cf.AccNative, mt: mt, argSlots: mt.argSlots + 1, native: body, nativeOK: true}
		lc.methods = append(lc.methods, m)
		lc.methodMap[methodKey{samName, d}] = m
	}
	if serializable {
		// writeReplace turns the lambda into a SerializedLambda, which
		// deserializes through the host class's $deserializeLambda$.
		wr := func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.serializedLambda(host, iface.name, samName, samDesc, impl, instDesc, invoked, t.vm.heap.get(Ref(a[0])).slots[:captured])
		}
		mt, _ := parseMethodType("()Ljava/lang/Object;")
		m := &Method{class: lc, name: "writeReplace", desc: "()Ljava/lang/Object;", access: cf.AccPrivate | cf.AccNative | cf.AccFinal, mt: mt, argSlots: 1, native: wr, nativeOK: true}
		lc.methods = append(lc.methods, m)
		lc.methodMap[methodKey{"writeReplace", "()Ljava/lang/Object;"}] = m
	}
	vm.addClass(lc)

	// A non-capturing lambda is one instance per call site, as with
	// HotSpot; capturing ones are new each time.
	return func(t *Thread, a []uint64) (uint64, nativeStatus) {
		if captured == 0 {
			if r, ok := t.vm.lambdaSingletons[lc]; ok {
				return retRef(r)
			}
		}
		r := t.newObject(lc)
		if r == 0 {
			return threw()
		}
		copy(t.vm.heap.get(r).slots, splitArgs(invoked, a))
		if captured == 0 {
			t.vm.setLambdaSingleton(lc, r)
		}
		return retRef(r)
	}, nil
}

// callImpl calls a lambda's implementation method with one value per
// parameter, then k with the result.
func (t *Thread) callImpl(h *methodHandle, params []string, vals []uint64, k func(t *Thread, v uint64) (uint64, nativeStatus)) (uint64, nativeStatus) {
	kinds := make([]Kind, len(params))
	for i, p := range params {
		kinds[i] = kindOf(p)
	}
	m := h.method
	switch h.kind {
	case cf.RefInvokeStatic:
		return t.initThen(m.class, func(t *Thread) (uint64, nativeStatus) {
			return t.invokeThen(m, joinArgs(kinds, vals), k)
		})
	case cf.RefInvokeVirtual, cf.RefInvokeInterface:
		// HotSpot dereferences the receiver in a hidden class (the lambda
		// proxy), whose frames get no helpful NullPointerException
		// message: the message is null.
		if vals[0] == 0 {
			t.throwNPE("")
			return threw()
		}
		sel := t.vm.heap.get(Ref(vals[0])).class.selectVirtual(m)
		return t.invokeThen(sel, joinArgs(kinds, vals), k)
	case cf.RefInvokeSpecial:
		if vals[0] == 0 {
			t.throwNPE("") // as above
			return threw()
		}
		return t.invokeThen(m, joinArgs(kinds, vals), k)
	case cf.RefNewInvokeSpecial:
		return t.initThen(h.class, func(t *Thread) (uint64, nativeStatus) {
			r := t.newObject(h.class)
			if r == 0 {
				return threw()
			}
			args := append([]uint64{uint64(r)}, joinArgs(kinds, vals)...)
			return t.invokeThen(m, args, func(t *Thread, _ uint64) (uint64, nativeStatus) { return k(t, uint64(r)) })
		})
	}
	t.vm.internalf("lambda implementation of kind %d", h.kind)
	return failed()
}

// wrapperOf maps primitive descriptors to their wrapper classes.
var wrapperOf = map[string]string{
	"Z": "java/lang/Boolean", "B": "java/lang/Byte", "C": "java/lang/Character", "S": "java/lang/Short",
	"I": "java/lang/Integer", "J": "java/lang/Long", "F": "java/lang/Float", "D": "java/lang/Double",
}

// primitiveOfWrapper is the inverse of wrapperOf.
func primitiveOfWrapper(class string) string {
	for p, w := range wrapperOf {
		if w == class {
			return p
		}
	}
	return ""
}

func isPrimitiveDesc(d string) bool { return len(d) == 1 && d != "V" }

// adaptArg converts an argument from type from to type to (JLS method
// invocation conversions as LambdaMetafactory applies them). Boxing an
// argument is not needed by javac's lambdas and is refused. Class names
// are resolved as host's constants are (nil: the built-in loaders).
func (t *Thread) adaptArg(host *Class, from, to string, v uint64) (uint64, bool) {
	switch {
	case from == to:
		return v, true
	case !isPrimitiveDesc(from) && !isPrimitiveDesc(to):
		if v != 0 && to != "Ljava/lang/Object;" {
			tc, err := t.vm.classFrom(host, descToClassName(to))
			if err != nil {
				t.linkFailed(err)
				return 0, false
			}
			oc := t.vm.heap.get(Ref(v)).class
			if !oc.isSubclassOf(tc) {
				t.throwNew("java/lang/ClassCastException", classCastMessage(oc, tc))
				return 0, false
			}
		}
		return v, true
	case !isPrimitiveDesc(from) && isPrimitiveDesc(to):
		if v == 0 {
			t.throwNPE("")
			return 0, false
		}
		o := t.vm.heap.get(Ref(v))
		p := primitiveOfWrapper(o.class.name)
		if p == "" {
			t.throwNew("java/lang/ClassCastException", fmt.Sprintf("class %s cannot be cast to %s", o.class.JavaName(), typeName(to)))
			return 0, false
		}
		return widen(p, to, t.vm.getField(o, "value")), true
	case isPrimitiveDesc(from) && isPrimitiveDesc(to):
		return widen(from, to, v), true
	}
	t.vm.unsupportedf("lambda argument boxing from %s to %s", from, to)
	return 0, false
}

// widen applies a widening primitive conversion.
func widen(from, to string, v uint64) uint64 {
	if from == to {
		return v
	}
	switch from {
	case "B", "S", "C", "I":
		i := int32(v)
		switch to {
		case "J":
			return uint64(int64(i))
		case "F":
			return f2s(float32(i))
		case "D":
			return d2s(float64(i))
		}
		return v
	case "J":
		switch to {
		case "F":
			return f2s(float32(int64(v)))
		case "D":
			return d2s(float64(int64(v)))
		}
	case "F":
		if to == "D" {
			return d2s(float64(s2f(v)))
		}
	}
	return v
}

// adaptReturn converts an implementation's result to the interface
// method's return type, boxing through the wrapper's valueOf.
func (t *Thread) adaptReturn(from, to string, v uint64) (uint64, nativeStatus) {
	switch {
	case to == "V":
		return retVoid()
	case from == to || (!isPrimitiveDesc(from) && !isPrimitiveDesc(to)):
		return ret(v)
	case isPrimitiveDesc(from) && !isPrimitiveDesc(to):
		w := wrapperOf[from]
		m, err := t.vm.findMethod(w, "valueOf", "("+from+")L"+w+";")
		if err != nil {
			t.vm.internalf("%v", err)
			return failed()
		}
		return t.initThen(m.class, func(t *Thread) (uint64, nativeStatus) {
			return t.invokeThen(m, joinArgs([]Kind{Kind(from[0])}, []uint64{v}), func(t *Thread, r uint64) (uint64, nativeStatus) { return ret(r) })
		})
	case !isPrimitiveDesc(from) && isPrimitiveDesc(to):
		av, ok := t.adaptArg(nil, from, to, v)
		if !ok {
			return threw()
		}
		return ret(av)
	}
	return ret(widen(from, to, v))
}

// serializedLambda makes the java.lang.invoke.SerializedLambda that a
// serializable lambda's writeReplace returns.
func (t *Thread) serializedLambda(host *Class, iface, samName, samDesc string, impl *methodHandle, instDesc string, invoked *methodType, captured []uint64) (uint64, nativeStatus) {
	vm := t.vm
	sl, err := vm.loadClass("java/lang/invoke/SerializedLambda")
	if err != nil {
		t.linkFailed(err)
		return threw()
	}
	ctor := sl.methodMap[methodKey{"<init>", "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/Object;)V"}]
	if ctor == nil {
		vm.unsupportedf("SerializedLambda of this JDK")
		return failed()
	}
	boxed := make([]Ref, len(captured))
	var box func(t *Thread, i int) (uint64, nativeStatus)
	box = func(t *Thread, i int) (uint64, nativeStatus) {
		if i < len(captured) {
			d := invoked.argTypes[i]
			if !isPrimitiveDesc(d) {
				boxed[i] = Ref(captured[i])
				return box(t, i+1)
			}
			w := wrapperOf[d]
			m, err := vm.findMethod(w, "valueOf", "("+d+")L"+w+";")
			if err != nil {
				t.linkFailed(err)
				return threw()
			}
			return t.initThen(m.class, func(t *Thread) (uint64, nativeStatus) {
				return t.invokeThen(m, joinArgs([]Kind{Kind(d[0])}, []uint64{captured[i]}), func(t *Thread, v uint64) (uint64, nativeStatus) {
					boxed[i] = Ref(v)
					return box(t, i+1)
				})
			})
		}
		arr, st := t.newRefArray("[Ljava/lang/Object;", boxed)
		if st != nativeReturn {
			return arr, st
		}
		return t.initThen(sl, func(t *Thread) (uint64, nativeStatus) {
			r := t.newObject(sl)
			if r == 0 {
				return threw()
			}
			s := func(x string) uint64 { return uint64(vm.internString(x)) }
			implName, implDesc := impl.method.name, impl.method.desc
			args := []uint64{uint64(r), uint64(vm.mirrorOf(host)), s(iface), s(samName), s(samDesc),
				i2s(int32(impl.kind)), s(impl.class.name), s(implName), s(implDesc), s(instDesc), arr}
			return t.invokeThen(ctor, args, func(t *Thread, _ uint64) (uint64, nativeStatus) { return retRef(r) })
		})
	}
	return box(t, 0)
}
