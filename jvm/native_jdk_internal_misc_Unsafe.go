package jvm

import "slices"

// Unsafe's "offsets" are slot numbers: an instance field's offset is its
// slot, an array element's offset is its index (arrayBaseOffset is 0 and
// arrayIndexScale is 1 for every array type, so base + index*scale is the
// index), and a static field's offset is its slot with staticOffsetBit set,
// its base being the Class mirror.

const staticOffsetBit = 1 << 40

const unsafe = "jdk/internal/misc/Unsafe."

// unsafeSlot finds the slot that (o, offset) addresses, throwing or failing
// as the JVM would crash or refuse.
func (t *Thread) unsafeSlot(o Ref, off int64) (*Object, *Class, []uint64, int, bool) {
	vm := t.vm
	if o == 0 {
		vm.unsupportedf("Unsafe access to off-heap memory (address %#x)", off)
		return nil, nil, nil, 0, false
	}
	obj := vm.heap.get(o)
	if off&staticOffsetBit != 0 {
		c := vm.classOf(o)
		i := int(off &^ staticOffsetBit)
		if c == nil || i < 0 || i >= len(c.statics) {
			vm.internalf("Unsafe static access at bad offset %d", off)
			return nil, nil, nil, 0, false
		}
		return nil, c, c.statics, i, true
	}
	if off < 0 || off >= int64(len(obj.slots)) {
		vm.internalf("Unsafe access at offset %d of a %s with %d slots", off, obj.class.JavaName(), len(obj.slots))
		return nil, nil, nil, 0, false
	}
	return obj, nil, obj.slots, int(off), true
}

func (t *Thread) unsafeWrite(obj *Object, cls *Class, i int, v uint64) {
	if obj != nil {
		t.vm.writeSlot(obj, i, v)
	} else {
		t.vm.writeStatic(cls, i, v)
	}
}

// unsafeAccess makes an Unsafe access native a scheduling point of the
// given kind (a field, static or array access, or CAS).
func unsafeAccess(kind PointKind, fn nativeFunc) nativeFunc {
	return func(t *Thread, a []uint64) (uint64, nativeStatus) {
		if t.vm.sched != nil && a[1] != 0 {
			base, off := Ref(a[1]), int64(a[2])
			p := Point{Kind: kind, Object: base, Index: int(off), Indirect: true}
			switch {
			case off&staticOffsetBit != 0:
				p.Object, p.Class, p.Index = 0, t.vm.classOf(base), int(off&^staticOffsetBit)
				if p.Class == nil {
					return fn(t, a) // fails there
				}
				if kind != PointCAS {
					p.Kind += PointStaticRead - PointFieldRead
				}
			case kind != PointCAS && t.vm.heap.get(base).class.IsArray():
				p.Kind += PointArrayRead - PointFieldRead
			}
			if t.vm.point(t, t.vm.newPoint(p)) {
				return 0, nativeYield
			}
		}
		return fn(t, a)
	}
}

// normalize converts an argument slot to the canonical stored form of kind k.
func normalize(k Kind, v uint64) uint64 {
	switch k {
	case 'Z':
		return v & 1
	case 'B':
		return i2s(int32(int8(v)))
	case 'C':
		return i2s(int32(uint16(v)))
	case 'S':
		return i2s(int32(int16(v)))
	case 'I', 'F':
		return uint64(uint32(v))
	}
	return v
}

// kindBytes is the size in bytes of a value of kind k.
func kindBytes(k Kind) int {
	switch k {
	case 'J', 'D':
		return 8
	case 'I', 'F':
		return 4
	case 'S', 'C':
		return 2
	}
	return 1
}

// byteView reports whether an access of kind k to obj reads several
// elements of a byte array (ByteBuffer and friends view byte[] so).
func byteView(obj *Object, k Kind) bool {
	return obj != nil && obj.class.elemKind == 'B' && kindBytes(k) > 1
}

// readBytes composes a little-endian value of n bytes from byte slots.
func readBytes(slots []uint64, i, n int) uint64 {
	var v uint64
	for j := n - 1; j >= 0; j-- {
		v = v<<8 | uint64(uint8(slots[i+j]))
	}
	return v
}

func unsafeGet(k Kind) nativeFunc {
	return func(t *Thread, a []uint64) (uint64, nativeStatus) {
		obj, _, slots, i, ok := t.unsafeSlot(Ref(a[1]), int64(a[2]))
		if !ok {
			return failed()
		}
		if byteView(obj, k) {
			n := kindBytes(k)
			if i+n > len(slots) {
				t.vm.internalf("Unsafe read of %d bytes at %d of a byte[%d]", n, i, len(slots))
				return failed()
			}
			return ret(normalize(k, readBytes(slots, i, n)))
		}
		return ret(normalize(k, slots[i]))
	}
}

func unsafePut(k Kind) nativeFunc {
	return func(t *Thread, a []uint64) (uint64, nativeStatus) {
		obj, cls, slots, i, ok := t.unsafeSlot(Ref(a[1]), int64(a[2]))
		if !ok {
			return failed()
		}
		if byteView(obj, k) {
			n := kindBytes(k)
			if i+n > len(slots) {
				t.vm.internalf("Unsafe write of %d bytes at %d of a byte[%d]", n, i, len(slots))
				return failed()
			}
			v := a[4]
			for j := 0; j < n; j++ {
				t.vm.writeSlot(obj, i+j, i2s(int32(int8(v>>(8*j)))))
			}
			return retVoid()
		}
		t.unsafeWrite(obj, cls, i, normalize(k, a[4]))
		return retVoid()
	}
}

// unsafeCAS implements compareAndSet (exchange=false) and
// compareAndExchange (true) for kind k.
func unsafeCAS(k Kind, exchange bool) nativeFunc {
	return func(t *Thread, a []uint64) (uint64, nativeStatus) {
		obj, cls, slots, i, ok := t.unsafeSlot(Ref(a[1]), int64(a[2]))
		if !ok {
			return failed()
		}
		expect, x := a[4], a[5]
		if k == 'J' {
			expect, x = a[4], a[6]
		}
		expect, x = normalize(k, expect), normalize(k, x)
		old := slots[i]
		if old == expect {
			t.unsafeWrite(obj, cls, i, x)
		}
		if exchange {
			return ret(old)
		}
		return retBool(old == expect)
	}
}

func jdkInternalMiscUnsafeNatives() nativeTable {
	tbl := nativeTable{
		unsafe + "registerNatives()V": noop,
		unsafe + "arrayBaseOffset0(Ljava/lang/Class;)I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retInt(0)
		},
		unsafe + "arrayIndexScale0(Ljava/lang/Class;)I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retInt(1)
		},
		unsafe + "objectFieldOffset1(Ljava/lang/Class;Ljava/lang/String;)J": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[1])
			name := t.vm.goString(Ref(a[2]))
			for _, f := range c.fields {
				if f.name == name && !f.IsStatic() {
					return ret(uint64(f.slot))
				}
			}
			t.throwNew("java/lang/InternalError", name)
			return threw()
		},
		unsafe + "shouldBeInitialized0(Ljava/lang/Class;)Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retBool(mirrorArg(t, a[1]).initState != classInitialized)
		},
		unsafe + "ensureClassInitialized0(Ljava/lang/Class;)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.initThen(mirrorArg(t, a[1]), func(t *Thread) (uint64, nativeStatus) { return retVoid() })
		},
		unsafe + "allocateInstance(Ljava/lang/Class;)Ljava/lang/Object;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[1])
			if c.IsInterface() || c.IsArray() || c.primitive != 0 || c.access&0x0400 != 0 {
				t.throwNew("java/lang/InstantiationException", c.JavaName())
				return threw()
			}
			return t.initThen(c, func(t *Thread) (uint64, nativeStatus) {
				r := t.newObject(c)
				if r == 0 {
					return threw()
				}
				return retRef(r)
			})
		},
		unsafe + "fullFence()V":  noop,
		unsafe + "loadFence()V":  noop,
		unsafe + "storeFence()V": noop,
		unsafe + "throwException(Ljava/lang/Throwable;)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			t.throw(Ref(a[1]))
			return threw()
		},
		unsafe + "copyMemory0(Ljava/lang/Object;JLjava/lang/Object;JJ)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.unsafeCopyMemory("Unsafe.copyMemory", Ref(a[1]), int64(a[2]), Ref(a[4]), int64(a[5]), int64(a[7]), 1)
		},
		unsafe + "copySwapMemory0(Ljava/lang/Object;JLjava/lang/Object;JJJ)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.unsafeCopyMemory("Unsafe.copySwapMemory", Ref(a[1]), int64(a[2]), Ref(a[4]), int64(a[5]), int64(a[7]), int64(a[9]))
		},
		unsafe + "park(ZJ)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if t.phase == 0 && t.nativePoint(Point{Kind: PointPark}) {
				return 0, nativeYield
			}
			return t.vm.park(t, a[1] != 0, int64(a[2]))
		},
		unsafe + "unpark(Ljava/lang/Object;)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if t.nativePoint(Point{Kind: PointUnpark, Object: Ref(a[1])}) {
				return 0, nativeYield
			}
			return t.vm.unpark(t, Ref(a[1]))
		},
		unsafe + "allocateMemory0(J)J": unsupportedNative("Unsafe.allocateMemory (off-heap memory)"),
		unsafe + "defineClass0(Ljava/lang/String;[BIILjava/lang/ClassLoader;Ljava/security/ProtectionDomain;)Ljava/lang/Class;": unsupportedNative("Unsafe.defineClass"),
	}
	for _, k := range []struct {
		name string
		kind Kind
		desc string
	}{
		{"Int", 'I', "I"}, {"Long", 'J', "J"}, {"Reference", 'L', "Ljava/lang/Object;"},
		{"Boolean", 'Z', "Z"}, {"Byte", 'B', "B"}, {"Char", 'C', "C"}, {"Short", 'S', "S"},
		{"Float", 'F', "F"}, {"Double", 'D', "D"},
	} {
		for _, vol := range []string{"", "Volatile"} {
			tbl[unsafe+"get"+k.name+vol+"(Ljava/lang/Object;J)"+k.desc] = unsafeAccess(PointFieldRead, unsafeGet(k.kind))
			tbl[unsafe+"put"+k.name+vol+"(Ljava/lang/Object;J"+k.desc+")V"] = unsafeAccess(PointFieldWrite, unsafePut(k.kind))
		}
	}
	tbl[unsafe+"compareAndSetInt(Ljava/lang/Object;JII)Z"] = unsafeAccess(PointCAS, unsafeCAS('I', false))
	tbl[unsafe+"compareAndSetLong(Ljava/lang/Object;JJJ)Z"] = unsafeAccess(PointCAS, unsafeCAS('J', false))
	tbl[unsafe+"compareAndSetReference(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Z"] = unsafeAccess(PointCAS, unsafeCAS('L', false))
	tbl[unsafe+"compareAndExchangeInt(Ljava/lang/Object;JII)I"] = unsafeAccess(PointCAS, unsafeCAS('I', true))
	tbl[unsafe+"compareAndExchangeLong(Ljava/lang/Object;JJJ)J"] = unsafeAccess(PointCAS, unsafeCAS('J', true))
	tbl[unsafe+"compareAndExchangeReference(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;"] = unsafeAccess(PointCAS, unsafeCAS('L', true))
	return tbl
}

// unsafeCopyMemory is Unsafe.copyMemory (swap 1) and copySwapMemory
// (swap the element size 2, 4 or 8: each unit of that many bytes is
// copied in reverse byte order) between two primitive arrays, seen as
// the little-endian bytes of their elements. A byte array's offsets are
// its indices, as everywhere in Unsafe here; another array's are byte
// offsets, index << log2(element size), as the JDK's buffers compute
// them for these copies (ARRAY_BASE_OFFSET + (index << shift), the base
// being 0). Off-heap memory is not modelled.
func (t *Thread) unsafeCopyMemory(what string, src Ref, srcOff int64, dst Ref, dstOff int64, n, swap int64) (uint64, nativeStatus) {
	vm := t.vm
	if src == 0 || dst == 0 {
		vm.unsupportedf("%s with off-heap memory", what)
		return failed()
	}
	so, do := vm.heap.get(src), vm.heap.get(dst)
	in, ok := arrayBytes(so, srcOff, n)
	if !ok || swap < 1 || n%swap != 0 || !arrayBytesFit(do, dstOff, n) {
		vm.unsupportedf("%s of %d bytes from %s at %d to %s at %d", what, n, so.class.JavaName(), srcOff, do.class.JavaName(), dstOff)
		return failed()
	}
	if swap > 1 {
		for u := int64(0); u < n; u += swap {
			slices.Reverse(in[u : u+swap])
		}
	}
	size := int64(kindBytes(do.class.elemKind))
	for i := int64(0); i < n; {
		e, j := (dstOff+i)/size, (dstOff+i)%size
		v := do.slots[e]
		for ; j < size && i < n; j, i = j+1, i+1 {
			v = v&^(0xff<<(8*j)) | uint64(in[i])<<(8*j)
		}
		vm.writeSlot(do, int(e), normalize(do.class.elemKind, v))
	}
	return retVoid()
}

// arrayBytesFit reports whether n bytes at byte offset off lie inside
// the primitive array o (see unsafeCopyMemory for the offsets).
func arrayBytesFit(o *Object, off, n int64) bool {
	k := o.class.elemKind
	if k == 0 || k == 'L' || k == '[' || off < 0 || n < 0 {
		return false
	}
	return off+n <= int64(len(o.slots))*int64(kindBytes(k))
}

// arrayBytes reads n bytes at byte offset off of the primitive array o,
// each element little-endian.
func arrayBytes(o *Object, off, n int64) ([]byte, bool) {
	if !arrayBytesFit(o, off, n) {
		return nil, false
	}
	size := int64(kindBytes(o.class.elemKind))
	out := make([]byte, n)
	for i := range out {
		b := off + int64(i)
		out[i] = byte(o.slots[b/size] >> (8 * (b % size)))
	}
	return out, true
}
