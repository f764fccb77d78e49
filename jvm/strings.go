package jvm

import (
	"unicode/utf16"

	"github.com/gojpf/gojpf/classfile"
)

// Java strings are the JDK's own java.lang.String objects (compact strings:
// a byte[] value and a coder, LATIN1 = 0 or UTF16 = 1, UTF-16 code units in
// little-endian byte order, which StringUTF16.isBigEndian reports).

// newStringUTF16 makes a String from UTF-16 code units.
func (vm *VM) newStringUTF16(units []uint16) Ref {
	latin1 := true
	for _, u := range units {
		if u > 0xFF {
			latin1 = false
			break
		}
	}
	var arr Ref
	var coder uint64
	if latin1 {
		arr, _ = vm.alloc(vm.wk.byteArray, len(units))
		if arr == 0 {
			return 0
		}
		a := vm.heap.get(arr)
		for i, u := range units {
			a.slots[i] = i2s(int32(int8(u)))
		}
	} else {
		coder = 1
		arr, _ = vm.alloc(vm.wk.byteArray, 2*len(units))
		if arr == 0 {
			return 0
		}
		a := vm.heap.get(arr)
		for i, u := range units {
			a.slots[2*i] = i2s(int32(int8(u)))
			a.slots[2*i+1] = i2s(int32(int8(u >> 8)))
		}
	}
	r, o := vm.alloc(vm.wk.string, vm.wk.string.instanceSlots)
	if r == 0 {
		return 0
	}
	o.slots[vm.wk.stringValue.slot] = uint64(arr)
	o.slots[vm.wk.stringCoder.slot] = coder
	return r
}

// newString makes a String from a Go string.
func (vm *VM) newString(s string) Ref {
	return vm.newStringUTF16(utf16.Encode([]rune(s)))
}

// stringUnits returns the UTF-16 code units of a String.
func (vm *VM) stringUnits(r Ref) []uint16 {
	o := vm.heap.get(r)
	arr := Ref(o.slots[vm.wk.stringValue.slot])
	if arr == 0 {
		return nil
	}
	a := vm.heap.get(arr)
	if o.slots[vm.wk.stringCoder.slot] == 0 {
		u := make([]uint16, len(a.slots))
		for i, b := range a.slots {
			u[i] = uint16(uint8(b))
		}
		return u
	}
	u := make([]uint16, len(a.slots)/2)
	for i := range u {
		u[i] = uint16(uint8(a.slots[2*i])) | uint16(uint8(a.slots[2*i+1]))<<8
	}
	return u
}

// goString returns the contents of a String as a Go string ("null" for a
// null reference).
func (vm *VM) goString(r Ref) string {
	if r == 0 {
		return "null"
	}
	return string(utf16.Decode(vm.stringUnits(r)))
}

func unitsKey(units []uint16) string {
	b := make([]byte, 2*len(units))
	for i, u := range units {
		b[2*i], b[2*i+1] = byte(u), byte(u>>8)
	}
	return string(b)
}

// internUnits returns the interned String with the given contents.
func (vm *VM) internUnits(units []uint16) Ref {
	key := unitsKey(units)
	if r, ok := vm.interned[key]; ok {
		return r
	}
	r := vm.newStringUTF16(units)
	vm.setInterned(key, r)
	return r
}

// internString returns the interned String of a Go string.
func (vm *VM) internString(s string) Ref {
	return vm.internUnits(utf16.Encode([]rune(s)))
}

// internJavaString returns the interned String of a CONSTANT_Utf8's bytes.
func (vm *VM) internJavaString(raw []byte) Ref {
	units, _ := classfile.ModifiedUTF8ToUTF16(raw)
	return vm.internUnits(units)
}

// intern implements String.intern.
func (vm *VM) intern(r Ref) Ref {
	units := vm.stringUnits(r)
	key := unitsKey(units)
	if ir, ok := vm.interned[key]; ok {
		return ir
	}
	vm.setInterned(key, r)
	return r
}
