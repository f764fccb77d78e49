package classfile

import (
	"fmt"
	"math"
)

// Tag is a constant-pool entry's tag (JVMS §4.4).
type Tag uint8

// Constant-pool tags.
const (
	TagUtf8               Tag = 1
	TagInteger            Tag = 3
	TagFloat              Tag = 4
	TagLong               Tag = 5
	TagDouble             Tag = 6
	TagClass              Tag = 7
	TagString             Tag = 8
	TagFieldref           Tag = 9
	TagMethodref          Tag = 10
	TagInterfaceMethodref Tag = 11
	TagNameAndType        Tag = 12
	TagMethodHandle       Tag = 15
	TagMethodType         Tag = 16
	TagDynamic            Tag = 17
	TagInvokeDynamic      Tag = 18
	TagModule             Tag = 19
	TagPackage            Tag = 20
)

var tagNames = [...]string{
	TagUtf8: "Utf8", TagInteger: "Integer", TagFloat: "Float", TagLong: "Long",
	TagDouble: "Double", TagClass: "Class", TagString: "String",
	TagFieldref: "Fieldref", TagMethodref: "Methodref",
	TagInterfaceMethodref: "InterfaceMethodref", TagNameAndType: "NameAndType",
	TagMethodHandle: "MethodHandle", TagMethodType: "MethodType",
	TagDynamic: "Dynamic", TagInvokeDynamic: "InvokeDynamic",
	TagModule: "Module", TagPackage: "Package",
}

func (t Tag) String() string {
	if int(t) < len(tagNames) && tagNames[t] != "" {
		return tagNames[t]
	}
	return fmt.Sprintf("tag(%d)", uint8(t))
}

// Method handle reference kinds (JVMS §4.4.8).
const (
	RefGetField         = 1
	RefGetStatic        = 2
	RefPutField         = 3
	RefPutStatic        = 4
	RefInvokeVirtual    = 5
	RefInvokeStatic     = 6
	RefInvokeSpecial    = 7
	RefNewInvokeSpecial = 8
	RefInvokeInterface  = 9
)

// Constant is one constant-pool entry. Which fields are meaningful depends
// on Tag:
//
//	Utf8                                  Utf8 (decoded; ConstantPool.Raw: the bytes)
//	Integer, Float, Long, Double          Bits (raw bits; use the accessors)
//	Class, String, MethodType,
//	Module, Package                       Index1 = the Utf8 entry
//	Fieldref, Methodref,
//	InterfaceMethodref                    Index1 = Class, Index2 = NameAndType
//	NameAndType                           Index1 = name, Index2 = descriptor
//	MethodHandle                          RefKind, Index1 = the reference
//	Dynamic, InvokeDynamic                Index1 = bootstrap method index,
//	                                      Index2 = NameAndType
//
// The second slot of a Long or Double, and slot 0, have Tag 0.
type Constant struct {
	Tag     Tag
	RefKind uint8
	Index1  uint16
	Index2  uint16
	Bits    uint64
	Utf8    string
}

// ConstantPool is a class file's constant pool, indexed from 1.
type ConstantPool struct {
	entries []Constant
	// raw holds the bytes of the Utf8 entries whose modified UTF-8 is
	// not their Go string's bytes (NUL, surrogates): few, so that an
	// entry has no slice of its own (the classes of a boot have tens of
	// thousands of entries).
	raw map[uint16][]byte
}

// Raw returns the bytes (modified UTF-8) of Utf8 entry i, a copy where
// they are its string's; nil if i is no Utf8 entry.
func (cp *ConstantPool) Raw(i uint16) []byte {
	if b, ok := cp.raw[i]; ok {
		return b
	}
	c := cp.At(i)
	if c.Tag != TagUtf8 {
		return nil
	}
	return []byte(c.Utf8)
}

// Len is the constant_pool_count of the class file: valid indices are 1..Len-1.
func (cp *ConstantPool) Len() int { return len(cp.entries) }

// At returns entry i, or an entry with Tag 0 if i is not a valid index.
func (cp *ConstantPool) At(i uint16) *Constant {
	if int(i) >= len(cp.entries) {
		return &Constant{}
	}
	return &cp.entries[i]
}

// Tag returns the tag of entry i (0 for an invalid index).
func (cp *ConstantPool) Tag(i uint16) Tag { return cp.At(i).Tag }

// Utf8 returns the string of Utf8 entry i.
func (cp *ConstantPool) Utf8(i uint16) string { return cp.At(i).Utf8 }

// ClassName returns the binary name (or array descriptor) named by Class
// entry i, e.g. "java/lang/String" or "[I".
func (cp *ConstantPool) ClassName(i uint16) string { return cp.Utf8(cp.At(i).Index1) }

// String returns the value of String entry i (or the name of a MethodType,
// Module or Package entry).
func (cp *ConstantPool) String(i uint16) string { return cp.Utf8(cp.At(i).Index1) }

// NameAndType returns the name and descriptor of NameAndType entry i.
func (cp *ConstantPool) NameAndType(i uint16) (name, desc string) {
	c := cp.At(i)
	return cp.Utf8(c.Index1), cp.Utf8(c.Index2)
}

// MemberRef returns the class, name and descriptor of a Fieldref, Methodref
// or InterfaceMethodref entry.
func (cp *ConstantPool) MemberRef(i uint16) (class, name, desc string) {
	c := cp.At(i)
	name, desc = cp.NameAndType(c.Index2)
	return cp.ClassName(c.Index1), name, desc
}

// Int returns the value of Integer entry i.
func (cp *ConstantPool) Int(i uint16) int32 { return int32(uint32(cp.At(i).Bits)) }

// Float returns the value of Float entry i.
func (cp *ConstantPool) Float(i uint16) float32 {
	return math.Float32frombits(uint32(cp.At(i).Bits))
}

// Long returns the value of Long entry i.
func (cp *ConstantPool) Long(i uint16) int64 { return int64(cp.At(i).Bits) }

// Double returns the value of Double entry i.
func (cp *ConstantPool) Double(i uint16) float64 { return math.Float64frombits(cp.At(i).Bits) }

// parseConstantPool reads constant_pool_count and the entries, then checks
// that every cross-reference points at an entry of the right kind, so that
// the accessors above are safe on any index the parser has validated.
func parseConstantPool(r *reader) (ConstantPool, error) {
	n := int(r.u2("constant_pool_count"))
	if r.err != nil {
		return ConstantPool{}, r.err
	}
	if n == 0 {
		return ConstantPool{}, formatErr(r.offset()-2, "constant_pool_count is 0")
	}
	// Every entry takes at least 3 bytes.
	if (n-1)*3 > len(r.buf)-r.pos {
		return ConstantPool{}, formatErr(r.offset()-2, "constant_pool_count %d exceeds the remaining input", n)
	}
	entries := make([]Constant, n)
	offsets := make([]int64, n)
	var raws map[uint16][]byte
	for i := 1; i < n; i++ {
		offsets[i] = r.offset()
		c := &entries[i]
		c.Tag = Tag(r.u1("constant tag"))
		switch c.Tag {
		case TagUtf8:
			l := int(r.u2("Utf8 length"))
			raw := r.bytes(l, "Utf8 bytes")
			if r.err != nil {
				break
			}
			s, bad := decodeModifiedUTF8(raw)
			if bad >= 0 {
				return ConstantPool{}, formatErr(offsets[i]+3+int64(bad), "invalid modified UTF-8 in constant %d", i)
			}
			c.Utf8 = s
			if len(s) != len(raw) || s != string(raw) {
				if raws == nil {
					raws = map[uint16][]byte{}
				}
				raws[uint16(i)] = raw
			}
		case TagInteger, TagFloat:
			c.Bits = uint64(r.u4("4-byte constant"))
		case TagLong, TagDouble:
			hi := uint64(r.u4("8-byte constant"))
			c.Bits = hi<<32 | uint64(r.u4("8-byte constant"))
			i++ // the next slot is unusable (JVMS §4.4.5)
			if i >= n && r.err == nil {
				return ConstantPool{}, formatErr(offsets[i-1], "8-byte constant %d in the last pool slot", i-1)
			}
		case TagClass, TagString, TagMethodType, TagModule, TagPackage:
			c.Index1 = r.u2("constant index")
		case TagFieldref, TagMethodref, TagInterfaceMethodref, TagNameAndType, TagDynamic, TagInvokeDynamic:
			c.Index1 = r.u2("constant index")
			c.Index2 = r.u2("constant index")
		case TagMethodHandle:
			c.RefKind = r.u1("reference kind")
			c.Index1 = r.u2("constant index")
		default:
			if r.err == nil {
				return ConstantPool{}, formatErr(offsets[i], "unknown constant-pool tag %d at index %d", uint8(c.Tag), i)
			}
		}
		if r.err != nil {
			return ConstantPool{}, r.err
		}
	}
	cp := ConstantPool{entries: entries, raw: raws}
	for i := 1; i < n; i++ {
		if err := cp.check(uint16(i)); err != nil {
			return ConstantPool{}, formatErr(offsets[i], "constant %d (%s): %v", i, entries[i].Tag, err)
		}
	}
	return cp, nil
}

// expect checks that index i is a valid entry with one of the given tags.
func (cp *ConstantPool) expect(i uint16, tags ...Tag) error {
	t := cp.Tag(i)
	for _, want := range tags {
		if t == want {
			return nil
		}
	}
	if t == 0 {
		return fmt.Errorf("index %d is not a valid constant (pool size %d)", i, len(cp.entries))
	}
	return fmt.Errorf("constant %d is %s, want %v", i, t, tags)
}

func (cp *ConstantPool) check(i uint16) error {
	c := &cp.entries[i]
	switch c.Tag {
	case TagClass, TagString, TagMethodType, TagModule, TagPackage:
		return cp.expect(c.Index1, TagUtf8)
	case TagFieldref, TagMethodref, TagInterfaceMethodref:
		if err := cp.expect(c.Index1, TagClass); err != nil {
			return err
		}
		return cp.expect(c.Index2, TagNameAndType)
	case TagNameAndType:
		if err := cp.expect(c.Index1, TagUtf8); err != nil {
			return err
		}
		return cp.expect(c.Index2, TagUtf8)
	case TagDynamic, TagInvokeDynamic:
		return cp.expect(c.Index2, TagNameAndType)
	case TagMethodHandle:
		switch c.RefKind {
		case RefGetField, RefGetStatic, RefPutField, RefPutStatic:
			return cp.expect(c.Index1, TagFieldref)
		case RefInvokeVirtual, RefNewInvokeSpecial:
			return cp.expect(c.Index1, TagMethodref)
		case RefInvokeStatic, RefInvokeSpecial:
			return cp.expect(c.Index1, TagMethodref, TagInterfaceMethodref)
		case RefInvokeInterface:
			return cp.expect(c.Index1, TagInterfaceMethodref)
		default:
			return fmt.Errorf("invalid reference kind %d", c.RefKind)
		}
	}
	return nil
}

// Describe renders entry i the way javap's comments do, e.g.
// `Method java/lang/Object."<init>":()V` or `String hello`.
func (cp *ConstantPool) Describe(i uint16) string {
	c := cp.At(i)
	switch c.Tag {
	case TagUtf8:
		return "Utf8 " + c.Utf8
	case TagInteger:
		return fmt.Sprintf("int %d", cp.Int(i))
	case TagFloat:
		return fmt.Sprintf("float %vf", cp.Float(i))
	case TagLong:
		return fmt.Sprintf("long %dl", cp.Long(i))
	case TagDouble:
		return fmt.Sprintf("double %vd", cp.Double(i))
	case TagClass:
		return "class " + cp.ClassName(i)
	case TagString:
		return "String " + cp.String(i)
	case TagFieldref, TagMethodref, TagInterfaceMethodref:
		class, name, desc := cp.MemberRef(i)
		kind := map[Tag]string{TagFieldref: "Field", TagMethodref: "Method", TagInterfaceMethodref: "InterfaceMethod"}[c.Tag]
		if name == "<init>" || name == "<clinit>" {
			name = `"` + name + `"`
		}
		return fmt.Sprintf("%s %s.%s:%s", kind, class, name, desc)
	case TagNameAndType:
		name, desc := cp.NameAndType(i)
		return fmt.Sprintf("NameAndType %s:%s", name, desc)
	case TagMethodHandle:
		return fmt.Sprintf("MethodHandle REF_%s %s", refKindNames[c.RefKind], cp.Describe(c.Index1))
	case TagMethodType:
		return "MethodType " + cp.String(i)
	case TagDynamic, TagInvokeDynamic:
		name, desc := cp.NameAndType(c.Index2)
		kind := "Dynamic"
		if c.Tag == TagInvokeDynamic {
			kind = "InvokeDynamic"
		}
		return fmt.Sprintf("%s #%d:%s:%s", kind, c.Index1, name, desc)
	case TagModule:
		return "Module " + cp.String(i)
	case TagPackage:
		return "Package " + cp.String(i)
	}
	return fmt.Sprintf("invalid constant #%d", i)
}

var refKindNames = [...]string{
	RefGetField: "getField", RefGetStatic: "getStatic", RefPutField: "putField",
	RefPutStatic: "putStatic", RefInvokeVirtual: "invokeVirtual",
	RefInvokeStatic: "invokeStatic", RefInvokeSpecial: "invokeSpecial",
	RefNewInvokeSpecial: "newInvokeSpecial", RefInvokeInterface: "invokeInterface",
}
