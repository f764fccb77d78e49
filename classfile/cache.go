package classfile

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"slices"
	"strings"
	"unsafe"
)

// A class cache file holds parsed class files in a form that decodes
// without the checks and the work of Parse: the JDK's classes that a boot
// parses, saved once and read by every later run (gojpf's start-up cache,
// docs/memory-and-startup.md). Layout, little-endian, integers as
// unsigned varints unless said otherwise:
//
//	magic "GOJPFCC2", key (32 bytes), count
//	count × (name, offset, length, crc32c)   the index, names sorted
//	records                                  one per class, at offset
//
// The records are laid out in the order the classes were added (a
// merge keeps the old records' order and adds the new ones after them),
// so that the first run, which adds the boot's classes in the order it
// loads them, leaves them in the order the next runs load them
// (Prefetcher decodes ahead in this order).
//
// A record is one ClassFile (appendClass). Each record's CRC-32C is
// checked when it is decoded, so that a damaged file yields an error,
// never a different class. The key names what the records were made
// from (the JDK image, gojpf's build): a file of another key is refused.

const cacheMagic = "GOJPFCC2"

// CacheKeySize is the size of a class cache's key.
const CacheKeySize = 32

// castagnoli is the CRC-32C table, made on first use (hash/crc32 makes
// it once): made when the package initializes, its ≈ 0.15 ms would be
// every process's, and a run with a start-up cache first checksums on
// the Prefetcher's goroutine.
func castagnoli() *crc32.Table { return crc32.MakeTable(crc32.Castagnoli) }

// ClassCache is a decoded class cache file: its index, with the records
// decoded on demand. It is safe for concurrent use; each Class call
// decodes a ClassFile of its own.
type ClassCache struct {
	data []byte
	// str is data as a string, sharing its bytes (data is never
	// written once opened): the decoded classes' strings are its
	// substrings, with no copy.
	str   string
	index map[string]cacheRecord
}

type cacheRecord struct {
	off, n int
	crc    uint32
	// rank is the record's place in the file's layout (by offset).
	rank int
}

// EncodeClassCache returns the cache file of classes under key, laid
// out in their order. Classes of the same name after the first are left
// out.
func EncodeClassCache(key [CacheKeySize]byte, classes []*ClassFile) []byte {
	var unique []*ClassFile
	seen := make(map[string]bool, len(classes))
	for _, cf := range classes {
		if !seen[cf.Name] {
			seen[cf.Name] = true
			unique = append(unique, cf)
		}
	}
	return MergeClassCache(key, nil, nil, unique)
}

// MergeClassCache returns the cache file under key of old's records
// (copied as they are, in their order) and of classes (after them, in
// their order), whose records replace old's of the same name. old may
// be nil. With keep, only the old records of the names it keeps are
// copied.
func MergeClassCache(key [CacheKeySize]byte, old *ClassCache, keep func(name string) bool, classes []*ClassFile) []byte {
	recs := map[string][]byte{}
	var layout []string
	if old != nil {
		for _, name := range old.layout() {
			if keep == nil || keep(name) {
				r := old.index[name]
				recs[name] = old.data[r.off : r.off+r.n]
				layout = append(layout, name)
			}
		}
	}
	// The new records go into one buffer, sliced once it is whole.
	// A boot's classes take ≈ 12 KB each: sized so, the buffer seldom
	// grows (copying megabytes).
	buf := make([]byte, 0, 12<<10*len(classes))
	ends := make([]int, len(classes))
	for i, cf := range classes {
		buf = appendClass(buf, cf)
		ends[i] = len(buf)
	}
	start := 0
	for i, cf := range classes {
		// A record replacing an old one takes its place.
		if _, ok := recs[cf.Name]; !ok {
			layout = append(layout, cf.Name)
		}
		recs[cf.Name] = buf[start:ends[i]]
		start = ends[i]
	}
	return encodeRecords(key, recs, layout)
}

// encodeRecords returns the file of recs, laid out in the order of
// layout (which names each of them once).
func encodeRecords(key [CacheKeySize]byte, recs map[string][]byte, layout []string) []byte {
	names := slices.Clone(layout)
	slices.Sort(names)
	offs := make(map[string]int, len(layout))
	size := 0
	for _, name := range layout {
		offs[name] = size
		size += len(recs[name])
	}
	var idx []byte
	for _, name := range names {
		r := recs[name]
		idx = appendString(idx, name)
		idx = binary.AppendUvarint(idx, uint64(offs[name]))
		idx = binary.AppendUvarint(idx, uint64(len(r)))
		idx = binary.LittleEndian.AppendUint32(idx, crc32.Checksum(r, castagnoli()))
	}
	out := make([]byte, 0, len(cacheMagic)+CacheKeySize+10+len(idx)+size)
	out = append(out, cacheMagic...)
	out = append(out, key[:]...)
	out = binary.AppendUvarint(out, uint64(len(names)))
	out = append(out, idx...)
	for _, name := range layout {
		out = append(out, recs[name]...)
	}
	return out
}

// layout returns the names of c's classes in the order of their records
// in the file.
func (c *ClassCache) layout() []string {
	names := make([]string, len(c.index))
	for name, r := range c.index {
		names[r.rank] = name
	}
	return names
}

// OpenClassCache reads the header and the index of a cache file made
// under key. It never panics: a file that is not one, of another key or
// damaged in its index gives an error. data must not be modified
// afterwards (the classes decoded from it share its bytes).
func OpenClassCache(data []byte, key [CacheKeySize]byte) (*ClassCache, error) {
	if len(data) < len(cacheMagic)+CacheKeySize || string(data[:len(cacheMagic)]) != cacheMagic {
		return nil, errors.New("class cache: not a class cache file")
	}
	if string(data[len(cacheMagic):len(cacheMagic)+CacheKeySize]) != string(key[:]) {
		return nil, errors.New("class cache: made for another JDK image or gojpf build")
	}
	d := cacheDecoder{b: data, pos: len(cacheMagic) + CacheKeySize}
	n := d.count(7)
	index := make(map[string]cacheRecord, max(n, 0))
	for range n {
		name := string(d.rawBytes())
		off, ln := d.int(), d.int()
		crc := d.u32()
		if d.err != nil {
			break
		}
		if _, dup := index[name]; dup {
			d.fail("a class twice in the index")
			break
		}
		index[name] = cacheRecord{off: off, n: ln, crc: crc}
	}
	if d.err != nil {
		return nil, fmt.Errorf("class cache index: %w", d.err)
	}
	base := d.pos
	byOff := make([]string, 0, len(index))
	for name, r := range index {
		if r.off > len(data)-base || r.n > len(data)-base-r.off {
			return nil, fmt.Errorf("class cache index: record of %s past the end of the file", name)
		}
		byOff = append(byOff, name)
	}
	slices.SortFunc(byOff, func(a, b string) int {
		if c := index[a].off - index[b].off; c != 0 {
			return c
		}
		return strings.Compare(a, b)
	})
	for rank, name := range byOff {
		r := index[name]
		r.off += base
		r.rank = rank
		index[name] = r
	}
	return &ClassCache{data: data, str: unsafe.String(unsafe.SliceData(data), len(data)), index: index}, nil
}

// Len is the number of classes in the cache.
func (c *ClassCache) Len() int { return len(c.index) }

// Names returns the binary names of the cache's classes, sorted.
func (c *ClassCache) Names() []string {
	names := make([]string, 0, len(c.index))
	for name := range c.index {
		names = append(names, name)
	}
	slices.Sort(names)
	return names
}

// Has reports whether the cache holds the class of binary name name.
func (c *ClassCache) Has(name string) bool {
	_, ok := c.index[name]
	return ok
}

// Class decodes the class of binary name name: false if the cache does
// not hold it, an error if its record is damaged.
func (c *ClassCache) Class(name string) (*ClassFile, bool, error) {
	r, ok := c.index[name]
	if !ok {
		return nil, false, nil
	}
	rec := c.data[r.off : r.off+r.n]
	if crc32.Checksum(rec, castagnoli()) != r.crc {
		return nil, true, fmt.Errorf("class cache: the record of %s is damaged (checksum)", name)
	}
	cf, err := decodeClass(rec, c.str[r.off:r.off+r.n])
	if err != nil {
		return nil, true, fmt.Errorf("class cache: the record of %s: %w", name, err)
	}
	if cf.Name != name {
		return nil, true, fmt.Errorf("class cache: the record of %s holds %s", name, cf.Name)
	}
	return cf, true, nil
}

// appendClass appends the record of cf: every field of the ClassFile, so
// that decoding gives a ClassFile equal to cf (reflect.DeepEqual, nil and
// empty slices told apart).
func appendClass(b []byte, cf *ClassFile) []byte {
	b = binary.AppendUvarint(b, uint64(cf.Minor))
	b = binary.AppendUvarint(b, uint64(cf.Major))
	b = appendPool(b, &cf.Pool)
	b = binary.AppendUvarint(b, uint64(cf.Access))
	b = appendString(b, cf.Name)
	b = appendString(b, cf.Super)
	b = appendStrings(b, cf.Interfaces)
	b = appendLen(b, cf.Fields == nil, len(cf.Fields))
	for i := range cf.Fields {
		f := &cf.Fields[i]
		b = binary.AppendUvarint(b, uint64(f.Access))
		b = appendString(b, f.Name)
		b = appendString(b, f.Desc)
		b = binary.AppendUvarint(b, uint64(f.ConstantValue))
		b = appendString(b, f.Signature)
		b = appendRaws(b, f.Other)
	}
	b = appendLen(b, cf.Methods == nil, len(cf.Methods))
	for i := range cf.Methods {
		m := &cf.Methods[i]
		b = binary.AppendUvarint(b, uint64(m.Access))
		b = appendString(b, m.Name)
		b = appendString(b, m.Desc)
		b = appendCode(b, m)
		b = appendStrings(b, m.Exceptions)
		b = appendString(b, m.Signature)
		b = appendLen(b, m.Parameters == nil, len(m.Parameters))
		for _, p := range m.Parameters {
			b = appendString(b, p.Name)
			b = binary.AppendUvarint(b, uint64(p.Access))
		}
		b = appendRaws(b, m.Other)
	}
	b = appendString(b, cf.SourceFile)
	b = appendString(b, cf.Signature)
	b = appendLen(b, cf.BootstrapMethods == nil, len(cf.BootstrapMethods))
	for _, bm := range cf.BootstrapMethods {
		b = binary.AppendUvarint(b, uint64(bm.MethodRef))
		b = appendLen(b, bm.Args == nil, len(bm.Args))
		for _, a := range bm.Args {
			b = binary.AppendUvarint(b, uint64(a))
		}
	}
	b = appendLen(b, cf.InnerClasses == nil, len(cf.InnerClasses))
	for _, ic := range cf.InnerClasses {
		b = appendString(b, ic.Inner)
		b = appendString(b, ic.Outer)
		b = appendString(b, ic.Name)
		b = binary.AppendUvarint(b, uint64(ic.Access))
	}
	if em := cf.EnclosingMethod; em == nil {
		b = append(b, 0)
	} else {
		b = append(b, 1)
		b = appendString(b, em.Class)
		b = appendString(b, em.Name)
		b = appendString(b, em.Desc)
	}
	b = appendString(b, cf.NestHost)
	b = appendStrings(b, cf.NestMembers)
	b = appendStrings(b, cf.PermittedSubclasses)
	b = appendLen(b, cf.Record == nil, len(cf.Record))
	for i := range cf.Record {
		rc := &cf.Record[i]
		b = appendString(b, rc.Name)
		b = appendString(b, rc.Desc)
		b = appendString(b, rc.Signature)
		b = appendRaws(b, rc.Other)
	}
	b = appendBool(b, cf.IsRecord)
	return appendRaws(b, cf.Other)
}

func appendPool(b []byte, cp *ConstantPool) []byte {
	b = appendLen(b, cp.entries == nil, len(cp.entries))
	for i := range cp.entries {
		c := &cp.entries[i]
		if poolShape(c.Tag) != shapeOf(c) {
			// Not the fields Parse fills for its tag: all of them.
			b = append(b, byte(c.Tag)|poolGeneric, c.RefKind)
			b = binary.AppendUvarint(b, uint64(c.Index1))
			b = binary.AppendUvarint(b, uint64(c.Index2))
			b = binary.AppendUvarint(b, c.Bits)
			b = appendString(b, c.Utf8)
			continue
		}
		b = append(b, byte(c.Tag))
		switch poolShape(c.Tag) {
		case shapeUtf8:
			b = appendString(b, c.Utf8)
		case shapeBits:
			b = binary.AppendUvarint(b, c.Bits)
		case shapeIndex:
			b = binary.AppendUvarint(b, uint64(c.Index1))
		case shapeTwo:
			b = binary.AppendUvarint(b, uint64(c.Index1))
			b = binary.AppendUvarint(b, uint64(c.Index2))
		case shapeHandle:
			b = append(b, c.RefKind)
			b = binary.AppendUvarint(b, uint64(c.Index1))
		}
	}
	b = appendLen(b, cp.raw == nil, len(cp.raw))
	keys := make([]uint16, 0, len(cp.raw))
	for k := range cp.raw {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		b = binary.AppendUvarint(b, uint64(k))
		b = appendBytes(b, cp.raw[k])
	}
	return b
}

// A constant-pool entry is encoded as its tag and the fields Parse
// fills for the tag (its shape); an entry with others set has
// poolGeneric in its tag byte and all its fields.
const poolGeneric = 0x80

const (
	shapeNone   = iota // tag 0: slot 0, the second slot of a long or double
	shapeUtf8          // Utf8
	shapeBits          // Bits
	shapeIndex         // Index1
	shapeTwo           // Index1, Index2
	shapeHandle        // RefKind, Index1
)

func poolShape(t Tag) int {
	switch t {
	case TagUtf8:
		return shapeUtf8
	case TagInteger, TagFloat, TagLong, TagDouble:
		return shapeBits
	case TagClass, TagString, TagMethodType, TagModule, TagPackage:
		return shapeIndex
	case TagFieldref, TagMethodref, TagInterfaceMethodref, TagNameAndType, TagDynamic, TagInvokeDynamic:
		return shapeTwo
	case TagMethodHandle:
		return shapeHandle
	}
	return shapeNone
}

// shapeOf is the shape that c's non-zero fields fit, -1 if none does.
func shapeOf(c *Constant) int {
	rk, i1, i2, bits, u := c.RefKind != 0, c.Index1 != 0, c.Index2 != 0, c.Bits != 0, c.Utf8 != ""
	switch sh := poolShape(c.Tag); {
	case !rk && !i1 && !i2 && !bits && !u:
		return sh // all zero fits every shape
	case sh == shapeUtf8 && !rk && !i1 && !i2 && !bits:
		return sh
	case sh == shapeBits && !rk && !i1 && !i2 && !u:
		return sh
	case sh == shapeIndex && !rk && !i2 && !bits && !u:
		return sh
	case sh == shapeTwo && !rk && !bits && !u:
		return sh
	case sh == shapeHandle && !i2 && !bits && !u:
		return sh
	}
	return -1
}

// appendCode appends a method's code: 0 for none (3 when m.Ran), else
// 1 (2 when m.Ran), its max_locals, the length of its body and the
// body, so that decoding a class can skip it (Method.LoadCode decodes it
// when it is needed).
func appendCode(b []byte, m *Method) []byte {
	hasCode := byte(1)
	if m.Ran {
		hasCode = codeRan
	}
	if m.lazy != nil {
		b = append(b, hasCode)
		b = binary.AppendUvarint(b, uint64(m.lazy.maxLocals))
		b = binary.AppendUvarint(b, uint64(len(m.lazy.b)))
		return append(b, m.lazy.b...)
	}
	if m.Code == nil {
		if m.Ran {
			return append(b, noCodeRan)
		}
		return append(b, 0)
	}
	b = append(b, hasCode)
	b = binary.AppendUvarint(b, uint64(m.Code.MaxLocals))
	// The body is encoded in place, and its length put before it.
	start := len(b)
	b = appendCodeBody(b, m.Code)
	n := len(b) - start
	var lb [binary.MaxVarintLen64]byte
	k := binary.PutUvarint(lb[:], uint64(n))
	b = append(b, lb[:k]...)
	copy(b[start+k:], b[start:start+n])
	copy(b[start:], lb[:k])
	return b
}

func appendCodeBody(b []byte, c *Code) []byte {
	b = binary.AppendUvarint(b, uint64(c.MaxStack))
	b = binary.AppendUvarint(b, uint64(c.MaxLocals))
	b = appendBytes(b, c.Bytes)
	b = appendLen(b, c.Insns == nil, len(c.Insns))
	for i := range c.Insns {
		in := &c.Insns[i]
		flags := byte(0)
		if in.Wide {
			flags |= 1
		}
		if in.Switch != nil {
			flags |= 2
		}
		b = append(b, byte(in.Op), flags)
		b = binary.AppendUvarint(b, uint64(in.PC))
		b = binary.AppendVarint(b, int64(in.A))
		b = binary.AppendVarint(b, int64(in.B))
		if s := in.Switch; s != nil {
			b = binary.AppendVarint(b, int64(s.Default))
			b = binary.AppendVarint(b, int64(s.Low))
			b = appendInt32s(b, s.Keys)
			b = appendInt32s(b, s.Targets)
		}
	}
	b = appendLen(b, c.Handlers == nil, len(c.Handlers))
	for _, h := range c.Handlers {
		b = binary.AppendUvarint(b, uint64(h.StartPC))
		b = binary.AppendUvarint(b, uint64(h.EndPC))
		b = binary.AppendUvarint(b, uint64(h.HandlerPC))
		b = binary.AppendVarint(b, int64(h.Start))
		b = binary.AppendVarint(b, int64(h.End))
		b = binary.AppendVarint(b, int64(h.Handler))
		b = appendString(b, h.CatchType)
	}
	b = appendLen(b, c.Lines == nil, len(c.Lines))
	for _, l := range c.Lines {
		b = binary.AppendUvarint(b, uint64(l.StartPC))
		b = binary.AppendUvarint(b, uint64(l.Line))
	}
	b = appendLen(b, c.LocalVars == nil, len(c.LocalVars))
	for _, lv := range c.LocalVars {
		b = binary.AppendUvarint(b, uint64(lv.StartPC))
		b = binary.AppendUvarint(b, uint64(lv.Length))
		b = appendString(b, lv.Name)
		b = appendString(b, lv.Desc)
		b = binary.AppendUvarint(b, uint64(lv.Slot))
	}
	return appendRaws(b, c.Other)
}

// appendLen appends a slice's length as n+1, or 0 for a nil slice.
func appendLen(b []byte, isNil bool, n int) []byte {
	if isNil {
		return append(b, 0)
	}
	return binary.AppendUvarint(b, uint64(n)+1)
}

func appendBool(b []byte, v bool) []byte {
	if v {
		return append(b, 1)
	}
	return append(b, 0)
}

func appendString(b []byte, s string) []byte {
	b = binary.AppendUvarint(b, uint64(len(s)))
	return append(b, s...)
}

func appendBytes(b, v []byte) []byte {
	b = appendLen(b, v == nil, len(v))
	return append(b, v...)
}

func appendStrings(b []byte, ss []string) []byte {
	b = appendLen(b, ss == nil, len(ss))
	for _, s := range ss {
		b = appendString(b, s)
	}
	return b
}

func appendInt32s(b []byte, v []int32) []byte {
	b = appendLen(b, v == nil, len(v))
	for _, x := range v {
		b = binary.AppendVarint(b, int64(x))
	}
	return b
}

func appendRaws(b []byte, raws []RawAttribute) []byte {
	b = appendLen(b, raws == nil, len(raws))
	for _, r := range raws {
		b = appendString(b, r.Name)
		b = appendBytes(b, r.Data)
	}
	return b
}

// DecodeCachedClass decodes one record of a class cache. It never
// panics; malformed input gives an error. The ClassFile's byte slices
// share rec, which must not be modified afterwards; its strings are
// substrings of one copy of rec.
func DecodeCachedClass(rec []byte) (*ClassFile, error) {
	return decodeClass(rec, string(rec))
}

// decodeClass decodes record rec, whose bytes str holds as a string.
func decodeClass(rec []byte, str string) (*ClassFile, error) {
	d := &cacheDecoder{b: rec, s: str}
	cf := &ClassFile{}
	cf.Minor, cf.Major = d.u16(), d.u16()
	d.pool(&cf.Pool)
	cf.Access = d.u16()
	cf.Name, cf.Super = d.str(), d.str()
	cf.Interfaces = d.strs()
	if n, ok := d.slen(6); ok {
		cf.Fields = make([]Field, n)
		for i := range cf.Fields {
			f := &cf.Fields[i]
			f.Access = d.u16()
			f.Name, f.Desc = d.str(), d.str()
			f.ConstantValue = d.u16()
			f.Signature = d.str()
			f.Other = d.raws()
		}
	}
	if n, ok := d.slen(8); ok {
		cf.Methods = make([]Method, n)
		var lazy []lazyCode
		for i := range cf.Methods {
			m := &cf.Methods[i]
			m.Access = d.u16()
			m.Name, m.Desc = d.str(), d.str()
			switch has := d.byte(); has {
			case 0, noCodeRan:
				m.Ran = has == noCodeRan
			case 1, codeRan:
				m.Ran = has == codeRan
				maxLocals := d.u16()
				a, b := d.span()
				if lazy == nil {
					lazy = make([]lazyCode, n-i)
				}
				m.lazy = &lazy[0]
				lazy = lazy[1:]
				*m.lazy = lazyCode{b: d.b[a:b:b], s: d.s[a:b], maxLocals: maxLocals}
			default:
				d.fail(fmt.Sprintf("code marker %d", has))
			}
			m.Exceptions = d.strs()
			m.Signature = d.str()
			m.Parameters = decodeSlice(d, 2, func(p *MethodParameter) { p.Name, p.Access = d.str(), d.u16() })
			m.Other = d.raws()
		}
	}
	cf.SourceFile, cf.Signature = d.str(), d.str()
	cf.BootstrapMethods = decodeSlice(d, 2, func(bm *BootstrapMethod) {
		bm.MethodRef = d.u16()
		bm.Args = decodeSlice(d, 1, func(a *uint16) { *a = d.u16() })
	})
	cf.InnerClasses = decodeSlice(d, 4, func(ic *InnerClass) {
		ic.Inner, ic.Outer, ic.Name = d.str(), d.str(), d.str()
		ic.Access = d.u16()
	})
	if d.bool() {
		cf.EnclosingMethod = &EnclosingMethod{Class: d.str(), Name: d.str(), Desc: d.str()}
	}
	cf.NestHost = d.str()
	cf.NestMembers = d.strs()
	cf.PermittedSubclasses = d.strs()
	cf.Record = decodeSlice(d, 4, func(rc *RecordComponent) {
		rc.Name, rc.Desc, rc.Signature = d.str(), d.str(), d.str()
		rc.Other = d.raws()
	})
	cf.IsRecord = d.bool()
	cf.Other = d.raws()
	if d.err == nil && d.pos != len(d.b) {
		d.fail(fmt.Sprintf("%d bytes left over", len(d.b)-d.pos))
	}
	if d.err != nil {
		return nil, d.err
	}
	return cf, nil
}

func (d *cacheDecoder) pool(cp *ConstantPool) {
	if n, ok := d.slen(1); ok {
		cp.entries = make([]Constant, n)
		for i := range cp.entries {
			c := &cp.entries[i]
			tag := d.byte()
			c.Tag = Tag(tag &^ poolGeneric)
			if tag&poolGeneric != 0 {
				c.RefKind = d.byte()
				c.Index1, c.Index2 = d.u16(), d.u16()
				c.Bits = d.uvarint()
				c.Utf8 = d.str()
				continue
			}
			switch poolShape(c.Tag) {
			case shapeUtf8:
				c.Utf8 = d.str()
			case shapeBits:
				c.Bits = d.uvarint()
			case shapeIndex:
				c.Index1 = d.u16()
			case shapeTwo:
				c.Index1, c.Index2 = d.u16(), d.u16()
			case shapeHandle:
				c.RefKind = d.byte()
				c.Index1 = d.u16()
			}
		}
	}
	if n, ok := d.slen(2); ok {
		cp.raw = make(map[uint16][]byte, n)
		for range n {
			k := d.u16()
			cp.raw[k] = d.bytes()
		}
	}
}

// A method's code marker in a record (appendCode) says, besides
// whether it has code, whether it ran (Method.Ran).
const (
	codeRan   = 2
	noCodeRan = 3
)

// lazyCode is a method's encoded code (appendCodeBody) and the same
// bytes as a string, for its strings.
type lazyCode struct {
	b         []byte
	s         string
	maxLocals uint16 // the code's, known before it is decoded
}

func (d *cacheDecoder) codeBody() *Code {
	c := &Code{MaxStack: d.u16(), MaxLocals: d.u16()}
	c.Bytes = d.bytes()
	if n, ok := d.slen(5); ok {
		c.Insns = make([]Instruction, n)
		for i := range c.Insns {
			in := &c.Insns[i]
			in.Op = Opcode(d.byte())
			flags := d.byte()
			in.Wide = flags&1 != 0
			in.PC = d.u32v()
			in.A, in.B = d.i32(), d.i32()
			if flags&2 != 0 {
				in.Switch = &SwitchTable{Default: d.i32(), Low: d.i32()}
				in.Switch.Keys = d.int32s()
				in.Switch.Targets = d.int32s()
			}
		}
	}
	if n, ok := d.slen(7); ok {
		c.Handlers = make([]ExceptionHandler, n)
		for i := range c.Handlers {
			h := &c.Handlers[i]
			h.StartPC, h.EndPC, h.HandlerPC = d.u16(), d.u16(), d.u16()
			h.Start, h.End, h.Handler = d.i32(), d.i32(), d.i32()
			h.CatchType = d.str()
		}
	}
	c.Lines = decodeSlice(d, 2, func(l *LineNumber) { *l = LineNumber{StartPC: d.u16(), Line: d.u16()} })
	if n, ok := d.slen(5); ok {
		c.LocalVars = make([]LocalVariable, n)
		for i := range c.LocalVars {
			lv := &c.LocalVars[i]
			lv.StartPC, lv.Length = d.u16(), d.u16()
			lv.Name, lv.Desc = d.str(), d.str()
			lv.Slot = d.u16()
		}
	}
	c.Other = d.raws()
	return c
}

// cacheDecoder walks a cache file or record; like reader it never
// panics: the first error is kept and every later read gives zero.
type cacheDecoder struct {
	b   []byte
	s   string // b as a string, for the records' strings
	pos int
	err error
}

func (d *cacheDecoder) fail(what string) {
	if d.err == nil {
		d.err = &FormatError{Offset: int64(d.pos), What: what}
	}
	d.pos = len(d.b)
}

func (d *cacheDecoder) byte() byte {
	if d.pos >= len(d.b) {
		d.fail("unexpected end of input")
		return 0
	}
	v := d.b[d.pos]
	d.pos++
	return v
}

func (d *cacheDecoder) bool() bool {
	switch d.byte() {
	case 0:
		return false
	case 1:
		return true
	}
	d.fail("a flag that is neither 0 nor 1")
	return false
}

func (d *cacheDecoder) uvarint() uint64 {
	if d.pos < len(d.b) && d.b[d.pos] < 0x80 {
		v := d.b[d.pos]
		d.pos++
		return uint64(v)
	}
	if d.err != nil {
		return 0
	}
	v, n := binary.Uvarint(d.b[d.pos:])
	if n <= 0 {
		d.fail("bad varint")
		return 0
	}
	d.pos += n
	return v
}

// varint reads a zigzag-encoded signed varint (binary.AppendVarint's).
func (d *cacheDecoder) varint() int64 {
	u := d.uvarint()
	return int64(u>>1) ^ -int64(u&1)
}

func (d *cacheDecoder) u16() uint16 {
	v := d.uvarint()
	if v > 0xFFFF {
		d.fail("a u2 out of range")
		return 0
	}
	return uint16(v)
}

func (d *cacheDecoder) u32v() uint32 {
	v := d.uvarint()
	if v > 0xFFFFFFFF {
		d.fail("a u4 out of range")
		return 0
	}
	return uint32(v)
}

func (d *cacheDecoder) i32() int32 {
	v := d.varint()
	if v < -1<<31 || v > 1<<31-1 {
		d.fail("an int32 out of range")
		return 0
	}
	return int32(v)
}

func (d *cacheDecoder) u32() uint32 {
	if d.err != nil || len(d.b)-d.pos < 4 {
		d.fail("unexpected end of input")
		return 0
	}
	v := binary.LittleEndian.Uint32(d.b[d.pos:])
	d.pos += 4
	return v
}

// int reads a non-negative length or offset that must fit the input.
func (d *cacheDecoder) int() int {
	v := d.uvarint()
	if v > uint64(len(d.b)) {
		d.fail("an offset or length past the end of the input")
		return 0
	}
	return int(v)
}

// count reads a number of elements each of which takes at least minEach
// bytes, so that a count can never ask for more than the input holds.
func (d *cacheDecoder) count(minEach int) int {
	v := d.uvarint()
	if d.err != nil {
		return 0
	}
	if v > uint64((len(d.b)-d.pos)/minEach) {
		d.fail("a count larger than the input")
		return 0
	}
	return int(v)
}

// slen reads a slice length written by appendLen: false for nil.
func (d *cacheDecoder) slen(minEach int) (int, bool) {
	v := d.uvarint()
	if d.err != nil || v == 0 {
		return 0, false
	}
	if v-1 > uint64((len(d.b)-d.pos)/minEach) {
		d.fail("a count larger than the input")
		return 0, false
	}
	return int(v - 1), true
}

func (d *cacheDecoder) span() (int, int) {
	n := d.uvarint()
	if d.err != nil {
		return 0, 0
	}
	if n > uint64(len(d.b)-d.pos) {
		d.fail("a string or byte run past the end of the input")
		return 0, 0
	}
	start := d.pos
	d.pos += int(n)
	return start, d.pos
}

func (d *cacheDecoder) str() string {
	a, b := d.span()
	if a == b {
		return ""
	}
	if d.s == "" {
		return string(d.b[a:b])
	}
	return d.s[a:b]
}

func (d *cacheDecoder) rawBytes() []byte {
	a, b := d.span()
	return d.b[a:b:b]
}

func (d *cacheDecoder) bytes() []byte {
	v := d.uvarint()
	if d.err != nil || v == 0 {
		return nil
	}
	n := v - 1
	if n > uint64(len(d.b)-d.pos) {
		d.fail("a byte run past the end of the input")
		return nil
	}
	start := d.pos
	d.pos += int(n)
	return d.b[start:d.pos:d.pos]
}

// decodeSlice reads a slice written by appendLen and its elements, each
// at least minEach bytes, by one: nil for a nil slice.
func decodeSlice[T any](d *cacheDecoder, minEach int, one func(*T)) []T {
	n, ok := d.slen(minEach)
	if !ok {
		return nil
	}
	s := make([]T, n)
	for i := range s {
		one(&s[i])
	}
	return s
}

func (d *cacheDecoder) strs() []string {
	return decodeSlice(d, 1, func(s *string) { *s = d.str() })
}

func (d *cacheDecoder) int32s() []int32 {
	return decodeSlice(d, 1, func(v *int32) { *v = d.i32() })
}

func (d *cacheDecoder) raws() []RawAttribute {
	return decodeSlice(d, 2, func(r *RawAttribute) { r.Name, r.Data = d.str(), d.bytes() })
}
