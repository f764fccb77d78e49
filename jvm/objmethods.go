package jvm

import (
	"slices"
	"strings"

	cf "github.com/gojpf/gojpf/classfile"
)

// linkObjectMethod implements java.lang.runtime.ObjectMethods.bootstrap,
// which javac uses for records' toString, hashCode and equals. Arguments:
// the record class, the component names joined by ';', and a getter
// handle per component.
func (vm *VM) linkObjectMethod(host *Class, name string, mt *methodType, args []bsmArg) (nativeFunc, error) {
	if len(args) < 2 {
		return nil, &linkError{"java/lang/BootstrapMethodError", "ObjectMethods.bootstrap: too few arguments"}
	}
	rc, err := vm.classFrom(host, args[0].str)
	if err != nil {
		return nil, err
	}
	var names []string
	if args[1].str != "" {
		names = strings.Split(args[1].str, ";")
	}
	var getters []*Field
	for _, a := range args[2:] {
		if a.handle == nil || a.handle.field == nil {
			return nil, &UnsupportedError{What: "ObjectMethods.bootstrap with a getter that is not a field"}
		}
		getters = append(getters, a.handle.field)
	}
	switch name {
	case "toString":
		return func(t *Thread, a []uint64) (uint64, nativeStatus) {
			o := t.vm.heap.get(Ref(a[0]))
			// The text so far is passed along, not updated in place (see
			// linkConcat).
			var step func(t *Thread, i int, out []uint16) (uint64, nativeStatus)
			step = func(t *Thread, i int, out []uint16) (uint64, nativeStatus) {
				if i == len(getters) {
					return retRef(t.vm.newStringUTF16(appendUnits(out, []uint16{']'})))
				}
				if i > 0 {
					out = appendUnits(out, utf16Of(", "))
				}
				out = appendUnits(out, utf16Of(names[i]+"="))
				return t.stringOf(getters[i].desc, o.slots[getters[i].slot], func(t *Thread, s Ref) (uint64, nativeStatus) {
					return step(t, i+1, appendUnits(out, t.vm.stringUnits(s)))
				})
			}
			return step(t, 0, utf16Of(rc.simpleName()+"["))
		}, nil
	case "hashCode":
		return func(t *Thread, a []uint64) (uint64, nativeStatus) {
			o := t.vm.heap.get(Ref(a[0]))
			var step func(t *Thread, i int, result int32) (uint64, nativeStatus)
			step = func(t *Thread, i int, result int32) (uint64, nativeStatus) {
				for ; i < len(getters); i++ {
					g := getters[i]
					v := o.slots[g.slot]
					if g.kind.isRef() {
						if v == 0 {
							result *= 31
							continue
						}
						m, err := t.vm.findMethod("java/lang/Object", "hashCode", "()I")
						if err != nil {
							t.vm.internalf("%v", err)
							return failed()
						}
						sel := t.vm.heap.get(Ref(v)).class.selectVirtual(m)
						next := i + 1
						r := result
						return t.invokeThen(sel, []uint64{v}, func(t *Thread, h uint64) (uint64, nativeStatus) {
							return step(t, next, r*31+int32(h))
						})
					}
					result = result*31 + primitiveHash(g.kind, v)
				}
				return retInt(result)
			}
			return step(t, 0, 0)
		}, nil
	case "equals":
		return func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if a[1] == 0 || t.vm.heap.get(Ref(a[1])).class != rc {
				return retBool(false)
			}
			x, y := t.vm.heap.get(Ref(a[0])), t.vm.heap.get(Ref(a[1]))
			var step func(t *Thread, i int) (uint64, nativeStatus)
			step = func(t *Thread, i int) (uint64, nativeStatus) {
				for ; i < len(getters); i++ {
					g := getters[i]
					u, v := x.slots[g.slot], y.slots[g.slot]
					switch {
					case g.kind == 'F':
						if floatCompare(float64(s2f(u)), float64(s2f(v))) != 0 {
							return retBool(false)
						}
					case g.kind == 'D':
						if floatCompare(s2d(u), s2d(v)) != 0 {
							return retBool(false)
						}
					case !g.kind.isRef():
						if u != v {
							return retBool(false)
						}
					case u == v:
					case u == 0 || v == 0:
						return retBool(false)
					default:
						m, err := t.vm.findMethod("java/lang/Object", "equals", "(Ljava/lang/Object;)Z")
						if err != nil {
							t.vm.internalf("%v", err)
							return failed()
						}
						sel := t.vm.heap.get(Ref(u)).class.selectVirtual(m)
						next := i + 1
						return t.invokeThen(sel, []uint64{u, v}, func(t *Thread, eq uint64) (uint64, nativeStatus) {
							if eq == 0 {
								return retBool(false)
							}
							return step(t, next)
						})
					}
				}
				return retBool(true)
			}
			return step(t, 0)
		}, nil
	}
	return nil, &UnsupportedError{What: "ObjectMethods.bootstrap for " + name}
}

// simpleName is the class's simple name as Class.getSimpleName gives it
// for top-level and member classes.
func (c *Class) simpleName() string {
	if c.cf != nil {
		for _, ic := range c.cf.InnerClasses {
			if ic.Inner == c.name && ic.Name != "" {
				return ic.Name
			}
		}
	}
	n := c.name
	if i := strings.LastIndexByte(n, '/'); i >= 0 {
		n = n[i+1:]
	}
	return n
}

// primitiveHash is the wrapper classes' static hashCode for a primitive.
func primitiveHash(k Kind, v uint64) int32 {
	switch k {
	case 'J':
		return int32(v ^ v>>32)
	case 'D':
		d := s2d(v)
		if d != d {
			v = 0x7ff8000000000000
		}
		return int32(v ^ v>>32)
	case 'F':
		f := s2f(v)
		if f != f {
			return 0x7fc00000
		}
		return int32(uint32(v))
	case 'Z':
		if v != 0 {
			return 1231
		}
		return 1237
	}
	return int32(v)
}

// floatCompare is Double.compare.
func floatCompare(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	ab, bb := d2s(a), d2s(b)
	if a != a {
		ab = 0x7ff8000000000000
	}
	if b != b {
		bb = 0x7ff8000000000000
	}
	switch {
	case int64(ab) == int64(bb):
		return 0
	case int64(ab) < int64(bb):
		return -1
	}
	return 1
}

// linkTypeSwitch implements SwitchBootstraps.typeSwitch and enumSwitch
// (javac 21+ pattern switches) for labels that are classes, strings,
// integers or enum constant names: the call returns the index of the first
// label, from the restart index on, that the value matches; -1 for null and
// the number of labels if none matches.
func (vm *VM) linkTypeSwitch(host *Class, kind string, mt *methodType, args []bsmArg) (nativeFunc, error) {
	var enumClass *Class
	if kind == "enumSwitch" {
		c, err := vm.classFrom(host, descToClassName(mt.argTypes[0]))
		if err != nil {
			return nil, err
		}
		enumClass = c
	}
	labels := make([]bsmArg, len(args))
	copy(labels, args)
	return func(t *Thread, a []uint64) (uint64, nativeStatus) {
		v, restart := a[0], int(int32(a[1]))
		if v == 0 {
			return retInt(-1)
		}
		o := t.vm.heap.get(Ref(v))
		for i := restart; i < len(labels); i++ {
			l := labels[i]
			switch l.tag {
			case cf.TagClass:
				lc, err := t.vm.classFrom(host, l.str)
				if err != nil {
					t.linkFailed(err)
					return threw()
				}
				if o.class.isSubclassOf(lc) {
					return retInt(int32(i))
				}
			case cf.TagInteger:
				if p := primitiveOfWrapper(o.class.name); p != "" && p != "J" && p != "F" && p != "D" && p != "Z" && int32(t.vm.getField(o, "value")) == int32(l.i) {
					return retInt(int32(i))
				}
			case cf.TagString:
				if enumClass != nil {
					if name := Ref(t.vm.getField(o, "name")); name != 0 && t.vm.goString(name) == l.str {
						return retInt(int32(i))
					}
				} else if o.class == t.vm.wk.string && slices.Equal(t.vm.stringUnits(Ref(v)), l.units) {
					return retInt(int32(i))
				}
			default:
				t.vm.unsupportedf("%s label of kind %s", kind, l.tag)
				return failed()
			}
		}
		return retInt(int32(len(labels)))
	}, nil
}
