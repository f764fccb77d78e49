package classfile

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"unicode/utf16"
	"unicode/utf8"
)

// The jimage format (JDK 9+, the file lib/modules of a JDK or JRE) as read by
// jdk.internal.jimage.BasicImageReader:
//
//	header    7 × u4 in the image's byte order: magic 0xCAFEDADA,
//	          version (major<<16 | minor), flags, resource count,
//	          table length, locations size, strings size
//	redirect  tableLength × s4   perfect-hash redirect table
//	offsets   tableLength × u4   offset of each location in "locations"
//	locations locationsSize bytes of attribute streams
//	strings   stringsSize bytes of NUL-terminated modified UTF-8 strings
//	content   resource bytes; a location's offset is relative to here
//
// A location is a stream of attributes, each a byte kind<<3 | (len-1)
// followed by len big-endian value bytes, ended by a byte <= 7.
const (
	jimageMagic        = 0xCAFEDADA
	jimageMajorVersion = 1
	jimageMinorVersion = 0
	jimageHeaderSize   = 7 * 4

	// jimageHashMultiplier is both the FNV-style multiplier and the
	// default seed of ImageStringsReader.hashCode.
	jimageHashMultiplier = 0x01000193

	attrEnd          = 0
	attrModule       = 1
	attrParent       = 2
	attrBase         = 3
	attrExtension    = 4
	attrOffset       = 5
	attrCompressed   = 6
	attrUncompressed = 7
	attrCount        = 8

	// compressedMagic starts each compression stage of a compressed
	// resource (jdk.internal.jimage.decompressor.CompressedResourceHeader).
	compressedMagic      = 0xCAFEFAFA
	compressedHeaderSize = 29
	maxCompressionStages = 8

	// maxResourceSize bounds any size read from a length field before
	// bytes are produced for it; no class file comes near it.
	maxResourceSize = 1 << 30
)

// JImage is an open jimage file, the runtime image lib/modules of a JDK 9+.
// The file is memory-mapped; opening reads only the 28-byte header, so it is
// cheap. Resources are copied out of the mapping (fast, for a boot) until
// Trim; after it they are read from the file (pread), so that their pages
// stay in the system's file cache without counting as the process's
// memory. A JImage is safe for concurrent use; bytes it returns are copies
// and stay valid after Close.
type JImage struct {
	path string

	mu   sync.RWMutex // guards data and file against Close; readers hold RLock
	data []byte       // whole file (mapped), nil after Close
	// file is the open file resources are read from once readFile is
	// set (Trim; nil for an image in memory, whose resources are always
	// copied from data).
	file     *os.File
	readFile atomic.Bool

	order     binary.ByteOrder
	tableLen  uint32
	redirect  []byte // tableLen × 4
	offsets   []byte // tableLen × 4
	locations []byte
	strs      []byte
	locOff    int64 // file offset of locations, for error offsets
	strOff    int64 // file offset of strings, for error offsets
	indexSize int64 // file offset of the content area

	// modules memoizes ModuleOf by package (a boot asks for ≈ 300
	// classes of ≈ 30 packages): package name -> moduleAnswer.
	modules sync.Map
}

// moduleAnswer is what ModuleOf found for a package.
type moduleAnswer struct {
	module string
	ok     bool
}

// ImageEntry is one class resource of a jimage, as listed by
// JImage.ClassEntries.
type ImageEntry struct {
	Module string // module name, e.g. "java.base"
	Name   string // binary name without ".class", e.g. "java/lang/String" or "module-info"
	Size   int64  // uncompressed size of the class file in bytes

	loc uint32 // offset of the location attributes in the locations table
}

// location is a decoded location attribute stream. Strings are offsets into
// the strings table; offset 0 is the empty string and means "absent".
type location struct {
	module, parent, base, ext uint32
	offset                    uint64 // content offset relative to the index end
	compressed                uint64 // stored size if compressed, else 0
	uncompressed              uint64
}

// OpenJImage opens the jimage file at path (usually JDK_HOME/lib/modules).
// A file that is not a jimage, or whose index is malformed, gives a
// *FormatError.
func OpenJImage(path string) (j *JImage, err error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open jimage: %w", err)
	}
	defer func() {
		if err != nil {
			f.Close()
		}
	}()
	fi, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("open jimage: %w", err)
	}
	size := fi.Size()
	if size < jimageHeaderSize {
		return nil, fmt.Errorf("open jimage %s: %w", path,
			formatErr(size, "file of %d bytes is too short for a jimage header", size))
	}
	if int64(int(size)) != size {
		return nil, fmt.Errorf("open jimage %s: file too large to map (%d bytes)", path, size)
	}
	data, err := syscall.Mmap(int(f.Fd()), 0, int(size), syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return nil, fmt.Errorf("open jimage %s: mmap: %w", path, err)
	}
	j, ferr := newJImage(path, data)
	if ferr != nil {
		_ = syscall.Munmap(data)
		return nil, fmt.Errorf("open jimage %s: %w", path, ferr)
	}
	j.file = f
	return j, nil
}

// newJImage checks the header of data and slices out the index tables.
func newJImage(path string, data []byte) (*JImage, *FormatError) {
	if len(data) < jimageHeaderSize {
		return nil, formatErr(int64(len(data)), "file of %d bytes is too short for a jimage header", len(data))
	}
	var order binary.ByteOrder
	switch {
	case binary.LittleEndian.Uint32(data) == jimageMagic:
		order = binary.LittleEndian
	case binary.BigEndian.Uint32(data) == jimageMagic:
		order = binary.BigEndian
	default:
		return nil, formatErr(0, "bad jimage magic 0x%08X, want 0x%08X", binary.BigEndian.Uint32(data), uint32(jimageMagic))
	}
	version := order.Uint32(data[4:])
	if major, minor := version>>16, version&0xFFFF; major != jimageMajorVersion || minor != jimageMinorVersion {
		return nil, formatErr(4, "unsupported jimage version %d.%d, want %d.%d", major, minor, jimageMajorVersion, jimageMinorVersion)
	}
	tableLen := order.Uint32(data[16:])
	locSize := order.Uint32(data[20:])
	strSize := order.Uint32(data[24:])

	redirectOff := int64(jimageHeaderSize)
	offsetsOff := redirectOff + 4*int64(tableLen)
	locOff := offsetsOff + 4*int64(tableLen)
	strOff := locOff + int64(locSize)
	indexSize := strOff + int64(strSize)
	if indexSize > int64(len(data)) {
		return nil, formatErr(16, "jimage index of %d bytes (table length %d, locations %d, strings %d) exceeds file size %d",
			indexSize, tableLen, locSize, strSize, len(data))
	}
	return &JImage{
		path:      path,
		data:      data,
		order:     order,
		tableLen:  tableLen,
		redirect:  data[redirectOff:offsetsOff],
		offsets:   data[offsetsOff:locOff],
		locations: data[locOff:strOff],
		strs:      data[strOff:indexSize],
		locOff:    locOff,
		strOff:    strOff,
		indexSize: indexSize,
	}, nil
}

// Path returns the file name the image was opened from.
func (j *JImage) Path() string { return j.path }

// String returns the image's file name; it makes JImage a class path Entry.
func (j *JImage) String() string { return j.path }

// Close unmaps the image. Later lookups return an error. Close is idempotent.
func (j *JImage) Close() error {
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.data == nil {
		return nil
	}
	data, f := j.data, j.file
	j.data, j.redirect, j.offsets, j.locations, j.strs, j.file = nil, nil, nil, nil, nil, nil
	err := syscall.Munmap(data)
	if f != nil {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		return fmt.Errorf("close jimage %s: %w", j.path, err)
	}
	return nil
}

// errClosed is returned by lookups on a closed image.
var errClosed = errors.New("jimage is closed")

// Find returns the class file of the class with the given binary name
// ("java/lang/String"), looking up the module that holds its package in the
// image's /packages directory. The bool is false if no module of the image
// holds the class.
func (j *JImage) Find(binaryName string) ([]byte, bool, error) {
	if err := checkBinaryName(binaryName); err != nil {
		return nil, false, err
	}
	j.mu.RLock()
	defer j.mu.RUnlock()
	if j.data == nil {
		return nil, false, fmt.Errorf("find %s in %s: %w", binaryName, j.path, errClosed)
	}
	module, ok, err := j.moduleOf(binaryName)
	if err != nil || !ok {
		return nil, false, err
	}
	name := make([]byte, 0, 2+len(module)+len(binaryName)+len(".class"))
	name = append(name, '/')
	name = append(name, module...)
	name = append(name, '/')
	name = jimageAppendMUTF8(name, binaryName)
	name = append(name, ".class"...)
	return j.readResource(name)
}

// ModuleOf returns the name of the module of the image that holds the
// package of the class with the given binary name.
func (j *JImage) ModuleOf(binaryName string) (string, bool, error) {
	j.mu.RLock()
	defer j.mu.RUnlock()
	if j.data == nil {
		return "", false, errClosed
	}
	pkg := binaryName[:max(strings.LastIndexByte(binaryName, '/'), 0)]
	if a, ok := j.modules.Load(pkg); ok {
		return a.(moduleAnswer).module, a.(moduleAnswer).ok, nil
	}
	mod, ok, err := j.moduleOf(binaryName)
	if err == nil {
		j.modules.Store(pkg, moduleAnswer{mod, ok})
	}
	return mod, ok, err
}

// Resource returns the bytes of the resource with the given full name, e.g.
// "/java.base/java/lang/String.class" or "/packages/java.lang".
func (j *JImage) Resource(fullName string) ([]byte, bool, error) {
	j.mu.RLock()
	defer j.mu.RUnlock()
	if j.data == nil {
		return nil, false, errClosed
	}
	return j.readResource(jimageAppendMUTF8(nil, fullName))
}

// readResource looks up name (modified UTF-8) and returns a copy of its
// content, decompressed.
func (j *JImage) readResource(name []byte) ([]byte, bool, error) {
	loc, locPos, ok, err := j.lookup(name)
	if err != nil || !ok {
		return nil, false, err
	}
	b, err := j.contentAt(loc, locPos)
	if err != nil {
		return nil, false, err
	}
	return b, true, nil
}

// moduleOf reads /packages/<package.dotted>: pairs of u4 (isEmpty, module
// name string offset). The module that does not merely have an empty
// directory for the package holds its classes.
func (j *JImage) moduleOf(binaryName string) (string, bool, error) {
	slash := strings.LastIndexByte(binaryName, '/')
	if slash <= 0 {
		return "", false, nil // the JDK has no classes in the unnamed package
	}
	name := make([]byte, 0, len("/packages/")+slash)
	name = append(name, "/packages/"...)
	name = jimageAppendMUTF8(name, binaryName[:slash])
	for i := len("/packages/"); i < len(name); i++ {
		if name[i] == '/' {
			name[i] = '.'
		}
	}
	loc, locPos, ok, err := j.lookup(name)
	if err != nil || !ok {
		return "", false, err
	}
	if loc.compressed != 0 {
		return "", false, formatErr(j.locOff+int64(locPos), "package entry %s is compressed", name)
	}
	start, end, err := j.contentRange(loc.offset, loc.uncompressed, locPos)
	if err != nil {
		return "", false, err
	}
	content := j.data[start:end]
	if len(content)%8 != 0 {
		return "", false, formatErr(start, "package entry %s has %d bytes, not a multiple of 8", name, len(content))
	}
	for i := 0; i < len(content); i += 8 {
		if j.order.Uint32(content[i:]) != 0 {
			continue // the module only has an empty directory for the package
		}
		s, err := j.stringAt(j.order.Uint32(content[i+4:]))
		if err != nil {
			return "", false, err
		}
		return s, true, nil
	}
	return "", false, nil
}

// lookup finds the location of the resource with the full name (modified
// UTF-8) through the perfect hash table, as BasicImageReader.getLocationIndex
// does, and verifies that the location really has that name.
func (j *JImage) lookup(name []byte) (location, uint32, bool, error) {
	n := j.tableLen
	if n == 0 {
		return location{}, 0, false, nil
	}
	slot := jimageHash(name, jimageHashMultiplier) % n
	r := int32(j.order.Uint32(j.redirect[4*slot:]))
	var index uint32
	switch {
	case r < 0:
		index = uint32(-(int64(r) + 1))
	case r > 0:
		index = jimageHash(name, uint32(r)) % n
	default:
		return location{}, 0, false, nil
	}
	if index >= n {
		return location{}, 0, false, formatErr(jimageHeaderSize+4*int64(slot), "redirect entry %d points to location index %d, table has %d", slot, index, n)
	}
	locPos := j.order.Uint32(j.offsets[4*index:])
	loc, err := j.location(locPos)
	if err != nil {
		return location{}, 0, false, err
	}
	ok, err := j.nameMatches(loc, name)
	if err != nil || !ok {
		return location{}, 0, false, err
	}
	return loc, locPos, true, nil
}

// jimageHash is ImageStringsReader.hashCode over modified UTF-8 bytes.
func jimageHash(b []byte, seed uint32) uint32 {
	h := seed
	for _, c := range b {
		h = h*jimageHashMultiplier ^ uint32(c)
	}
	return h & 0x7FFFFFFF
}

// location decodes the attribute stream at pos in the locations table.
func (j *JImage) location(pos uint32) (location, error) {
	var attrs [attrCount]uint64
	i := uint64(pos)
	if i >= uint64(len(j.locations)) {
		return location{}, formatErr(j.locOff+int64(i), "location offset %d outside the locations table of %d bytes", pos, len(j.locations))
	}
	for {
		if i >= uint64(len(j.locations)) {
			return location{}, formatErr(j.locOff+int64(i), "location attributes run past the locations table")
		}
		b := j.locations[i]
		if b>>3 == attrEnd {
			break
		}
		kind, n := b>>3, uint64(b&7)+1
		if kind >= attrCount {
			return location{}, formatErr(j.locOff+int64(i), "invalid location attribute kind %d", kind)
		}
		if i+1+n > uint64(len(j.locations)) {
			return location{}, formatErr(j.locOff+int64(i), "location attribute value runs past the locations table")
		}
		var v uint64
		for _, c := range j.locations[i+1 : i+1+n] {
			v = v<<8 | uint64(c)
		}
		attrs[kind] = v
		i += 1 + n
	}
	for _, k := range [...]int{attrModule, attrParent, attrBase, attrExtension} {
		if attrs[k] >= uint64(len(j.strs)) {
			return location{}, formatErr(j.locOff+int64(pos), "location string offset %d outside the strings table of %d bytes", attrs[k], len(j.strs))
		}
	}
	return location{
		module:       uint32(attrs[attrModule]),
		parent:       uint32(attrs[attrParent]),
		base:         uint32(attrs[attrBase]),
		ext:          uint32(attrs[attrExtension]),
		offset:       attrs[attrOffset],
		compressed:   attrs[attrCompressed],
		uncompressed: attrs[attrUncompressed],
	}, nil
}

// str returns the NUL-terminated string at off in the strings table,
// without the NUL.
func (j *JImage) str(off uint32) ([]byte, error) {
	if uint64(off) >= uint64(len(j.strs)) {
		return nil, formatErr(j.strOff+int64(off), "string offset %d outside the strings table of %d bytes", off, len(j.strs))
	}
	s := j.strs[off:]
	end := bytes.IndexByte(s, 0)
	if end < 0 {
		return nil, formatErr(j.strOff+int64(off), "string at offset %d has no terminating NUL", off)
	}
	return s[:end], nil
}

// nameMatches reports whether the location's full name,
// "/module/parent/base.ext" with absent parts left out, equals name.
func (j *JImage) nameMatches(loc location, name []byte) (bool, error) {
	rest := name
	eat := func(prefix []byte) bool {
		if !bytes.HasPrefix(rest, prefix) {
			return false
		}
		rest = rest[len(prefix):]
		return true
	}
	eatStr := func(off uint32) (bool, error) {
		s, err := j.str(off)
		if err != nil {
			return false, err
		}
		return eat(s), nil
	}
	slash, dot := []byte{'/'}, []byte{'.'}
	if loc.module != 0 {
		if !eat(slash) {
			return false, nil
		}
		if ok, err := eatStr(loc.module); !ok || err != nil {
			return false, err
		}
		if !eat(slash) {
			return false, nil
		}
	}
	if loc.parent != 0 {
		if ok, err := eatStr(loc.parent); !ok || err != nil {
			return false, err
		}
		if !eat(slash) {
			return false, nil
		}
	}
	if ok, err := eatStr(loc.base); !ok || err != nil {
		return false, err
	}
	if loc.ext != 0 {
		if !eat(dot) {
			return false, nil
		}
		if ok, err := eatStr(loc.ext); !ok || err != nil {
			return false, err
		}
	}
	return len(rest) == 0, nil
}

// contentRange checks that size bytes at offset in the content area lie
// inside the file and returns their file range.
func (j *JImage) contentRange(offset, size uint64, locPos uint32) (int64, int64, error) {
	avail := uint64(int64(len(j.data)) - j.indexSize)
	if offset > avail || size > avail-offset {
		return 0, 0, formatErr(j.locOff+int64(locPos), "resource of %d bytes at content offset %d lies outside the file (%d content bytes)", size, offset, avail)
	}
	start := j.indexSize + int64(offset)
	return start, start + int64(size), nil
}

// contentAt returns a copy of the resource of the location at locPos,
// decompressed.
func (j *JImage) contentAt(loc location, locPos uint32) ([]byte, error) {
	if loc.uncompressed > maxResourceSize {
		return nil, formatErr(j.locOff+int64(locPos), "resource size %d exceeds the limit of %d bytes", loc.uncompressed, maxResourceSize)
	}
	stored := loc.uncompressed
	if loc.compressed != 0 {
		stored = loc.compressed
	}
	start, end, err := j.contentRange(loc.offset, stored, locPos)
	if err != nil {
		return nil, err
	}
	var b []byte
	if j.file != nil && j.readFile.Load() {
		b = make([]byte, end-start)
		if _, err := j.file.ReadAt(b, start); err != nil {
			return nil, fmt.Errorf("reading %d bytes at offset %d of %s: %w", end-start, start, j.path, err)
		}
	} else {
		b = bytes.Clone(j.data[start:end])
	}
	if b == nil {
		b = []byte{}
	}
	if loc.compressed == 0 {
		return b, nil
	}
	out, err := j.decompress(b, start)
	if err != nil {
		return nil, err
	}
	if uint64(len(out)) != loc.uncompressed {
		return nil, formatErr(start, "resource decompressed to %d bytes, location says %d", len(out), loc.uncompressed)
	}
	return out, nil
}

// decompress undoes the compression stages of a stored resource, as
// jdk.internal.jimage.decompressor.Decompressor does: each stage starts with
// a 29-byte header (magic, compressed size, uncompressed size, decompressor
// name, unused, is-terminal) and names its decompressor in the strings table.
// off is the resource's file offset, for errors.
func (j *JImage) decompress(b []byte, off int64) ([]byte, error) {
	for stage := 0; len(b) >= compressedHeaderSize && j.order.Uint32(b) == compressedMagic; stage++ {
		if stage == maxCompressionStages {
			return nil, formatErr(off, "more than %d compression stages", maxCompressionStages)
		}
		size := j.order.Uint64(b[12:])
		if size > maxResourceSize {
			return nil, formatErr(off, "compression stage %d declares %d uncompressed bytes, limit is %d", stage, size, maxResourceSize)
		}
		nameOff := j.order.Uint32(b[20:])
		name, err := j.str(nameOff)
		if err != nil {
			return nil, err
		}
		var out []byte
		switch string(name) {
		case "zip":
			out, err = inflateResource(b[compressedHeaderSize:], size, off)
		case "compact-cp":
			out, err = j.expandSharedStrings(b[compressedHeaderSize:], size, off)
		default:
			return nil, formatErr(off, "unsupported jimage decompressor %q", name)
		}
		if err != nil {
			return nil, err
		}
		if uint64(len(out)) != size {
			return nil, formatErr(off, "%s stage %d produced %d bytes, header says %d", name, stage, len(out), size)
		}
		b = out
	}
	return b, nil
}

// inflateResource undoes the "zip" compressor: a zlib stream.
func inflateResource(in []byte, size uint64, off int64) ([]byte, error) {
	zr, err := zlib.NewReader(bytes.NewReader(in))
	if err != nil {
		return nil, formatErr(off, "zip-compressed resource: %v", err)
	}
	defer zr.Close()
	// Read at most one byte more than declared so a lying header is caught
	// without inflating without bound; the buffer grows with the real data.
	out, err := io.ReadAll(io.LimitReader(zr, int64(size)+1))
	if err != nil {
		return nil, formatErr(off, "zip-compressed resource: %v", err)
	}
	return out, nil
}

// Constant pool tags the "compact-cp" compressor (StringSharingDecompressor)
// introduces in place of CONSTANT_Utf8.
const (
	tagExternalString     = 23
	tagExternalDescriptor = 25
)

// sharedStringsEntrySize gives the size of the constant pool entries that
// compact-cp copies verbatim; 0 marks tags it does not know.
var sharedStringsEntrySize = [...]int{
	3: 4, 4: 4, 5: 8, 6: 8, 7: 2, 8: 2, 9: 4, 10: 4, 11: 4, 12: 4,
	15: 3, 16: 2, 17: 4, 18: 4, 19: 2, 20: 2,
}

// expandSharedStrings undoes the "compact-cp" compressor, which moved the
// constant pool's strings and the class names inside descriptors into the
// image's strings table. Everything after the constant pool is copied.
func (j *JImage) expandSharedStrings(in []byte, size uint64, off int64) ([]byte, error) {
	r := &sharedStringsReader{b: in, off: off + compressedHeaderSize}
	out := make([]byte, 0, min(uint64(len(in))*2, size))
	grow := func(b ...byte) error {
		if uint64(len(out))+uint64(len(b)) > size {
			return formatErr(r.pos(), "compact-cp resource expands beyond its declared %d bytes", size)
		}
		out = append(out, b...)
		return nil
	}
	putUTF := func(s []byte) error {
		if len(s) > 0xFFFF {
			return formatErr(r.pos(), "compact-cp string of %d bytes is too long for CONSTANT_Utf8", len(s))
		}
		if err := grow(1, byte(len(s)>>8), byte(len(s))); err != nil {
			return err
		}
		return grow(s...)
	}
	head, err := r.bytes(10) // magic, minor, major, constant_pool_count
	if err != nil {
		return nil, err
	}
	if err := grow(head...); err != nil {
		return nil, err
	}
	count := int(binary.BigEndian.Uint16(head[8:]))
	for i := 1; i < count; i++ {
		tag, err := r.u1()
		if err != nil {
			return nil, err
		}
		switch tag {
		case 1: // CONSTANT_Utf8
			n, err := r.u2()
			if err != nil {
				return nil, err
			}
			s, err := r.bytes(int(n))
			if err != nil {
				return nil, err
			}
			if err := putUTF(s); err != nil {
				return nil, err
			}
		case tagExternalString:
			idx, err := r.compressedInt()
			if err != nil {
				return nil, err
			}
			s, err := j.str(idx)
			if err != nil {
				return nil, err
			}
			if err := putUTF(s); err != nil {
				return nil, err
			}
		case tagExternalDescriptor:
			s, err := j.reconstructDescriptor(r)
			if err != nil {
				return nil, err
			}
			if err := putUTF(s); err != nil {
				return nil, err
			}
		default:
			n := 0
			if int(tag) < len(sharedStringsEntrySize) {
				n = sharedStringsEntrySize[tag]
			}
			if n == 0 {
				return nil, formatErr(r.pos()-1, "compact-cp: unknown constant pool tag %d", tag)
			}
			if tag == 5 || tag == 6 { // Long and Double take two slots
				i++
			}
			b, err := r.bytes(n)
			if err != nil {
				return nil, err
			}
			if err := grow(tag); err != nil {
				return nil, err
			}
			if err := grow(b...); err != nil {
				return nil, err
			}
		}
	}
	if err := grow(r.rest()...); err != nil {
		return nil, err
	}
	return out, nil
}

// reconstructDescriptor reads an externalized descriptor: the descriptor with
// class names cut out (a string index), then a flow of string indexes, a
// package and a simple name for each 'L' in it.
func (j *JImage) reconstructDescriptor(r *sharedStringsReader) ([]byte, error) {
	descIdx, err := r.compressedInt()
	if err != nil {
		return nil, err
	}
	desc, err := j.str(descIdx)
	if err != nil {
		return nil, err
	}
	n, err := r.compressedInt()
	if err != nil {
		return nil, err
	}
	flow, err := r.bytes(int(n))
	if err != nil {
		return nil, err
	}
	fr := &sharedStringsReader{b: flow, off: r.pos() - int64(len(flow))}
	var out []byte
	for _, c := range desc {
		out = append(out, c)
		if c != 'L' {
			continue
		}
		for part := 0; part < 2; part++ {
			idx, err := fr.compressedInt()
			if err != nil {
				return nil, err
			}
			s, err := j.str(idx)
			if err != nil {
				return nil, err
			}
			out = append(out, s...)
			if part == 0 && len(s) > 0 {
				out = append(out, '/')
			}
		}
		if len(out) > 0xFFFF {
			return nil, formatErr(r.pos(), "compact-cp descriptor longer than 65535 bytes")
		}
	}
	return out, nil
}

// sharedStringsReader reads a big-endian byte stream, reporting file offsets.
type sharedStringsReader struct {
	b   []byte
	i   int
	off int64 // file offset of b[0]
}

func (r *sharedStringsReader) pos() int64 { return r.off + int64(r.i) }

func (r *sharedStringsReader) bytes(n int) ([]byte, error) {
	if n < 0 || n > len(r.b)-r.i {
		return nil, formatErr(r.pos(), "need %d bytes, %d left", n, len(r.b)-r.i)
	}
	s := r.b[r.i : r.i+n]
	r.i += n
	return s, nil
}

func (r *sharedStringsReader) rest() []byte {
	s := r.b[r.i:]
	r.i = len(r.b)
	return s
}

func (r *sharedStringsReader) u1() (byte, error) {
	b, err := r.bytes(1)
	if err != nil {
		return 0, err
	}
	return b[0], nil
}

func (r *sharedStringsReader) u2() (uint16, error) {
	b, err := r.bytes(2)
	if err != nil {
		return 0, err
	}
	return binary.BigEndian.Uint16(b), nil
}

// compressedInt reads jdk.internal.jimage.decompressor.CompressIndexes'
// variable-length int: a header byte with the high bit set holds the length
// (1–3) in bits 5–6 and the top 5 value bits; otherwise the value is 4 bytes.
func (r *sharedStringsReader) compressedInt() (uint32, error) {
	at := r.pos()
	h, err := r.u1()
	if err != nil {
		return 0, err
	}
	n, v := 4, uint32(h)
	if h&0x80 != 0 {
		n, v = int(h>>5&3), uint32(h&0x1F)
		if n == 0 {
			return 0, formatErr(at, "compressed int with length 0")
		}
	}
	rest, err := r.bytes(n - 1)
	if err != nil {
		return 0, err
	}
	for _, c := range rest {
		v = v<<8 | uint32(c)
	}
	return v, nil
}

// ClassEntries lists every class resource of the image (module-info
// included), sorted by module and name.
func (j *JImage) ClassEntries() ([]ImageEntry, error) {
	j.mu.RLock()
	defer j.mu.RUnlock()
	if j.data == nil {
		return nil, errClosed
	}
	var entries []ImageEntry
	for i := uint32(0); i < j.tableLen; i++ {
		pos := j.order.Uint32(j.offsets[4*i:])
		if pos == 0 {
			continue
		}
		loc, err := j.location(pos)
		if err != nil {
			return nil, err
		}
		if loc.module == 0 || loc.ext == 0 {
			continue
		}
		ext, err := j.str(loc.ext)
		if err != nil {
			return nil, err
		}
		if string(ext) != "class" {
			continue
		}
		module, err := j.stringAt(loc.module)
		if err != nil {
			return nil, err
		}
		if module == "modules" || module == "packages" {
			continue
		}
		name, err := j.stringAt(loc.base)
		if err != nil {
			return nil, err
		}
		if loc.parent != 0 {
			parent, err := j.stringAt(loc.parent)
			if err != nil {
				return nil, err
			}
			name = parent + "/" + name
		}
		entries = append(entries, ImageEntry{Module: module, Name: name, Size: int64(loc.uncompressed), loc: pos})
	}
	sort.Slice(entries, func(a, b int) bool {
		if entries[a].Module != entries[b].Module {
			return entries[a].Module < entries[b].Module
		}
		return entries[a].Name < entries[b].Name
	})
	return entries, nil
}

// ReadEntry returns the class file of an entry listed by ClassEntries of the
// same image.
func (j *JImage) ReadEntry(e ImageEntry) ([]byte, error) {
	j.mu.RLock()
	defer j.mu.RUnlock()
	if j.data == nil {
		return nil, errClosed
	}
	loc, err := j.location(e.loc)
	if err != nil {
		return nil, err
	}
	b, err := j.contentAt(loc, e.loc)
	if err != nil {
		return nil, fmt.Errorf("read /%s/%s.class from %s: %w", e.Module, e.Name, j.path, err)
	}
	return b, nil
}

// stringAt returns the strings-table string at off as a Go string.
func (j *JImage) stringAt(off uint32) (string, error) {
	b, err := j.str(off)
	if err != nil {
		return "", err
	}
	return j.decodeString(b, off)
}

// decodeString converts modified UTF-8 from the strings table (at off, for
// errors) to a Go string.
func (j *JImage) decodeString(b []byte, off uint32) (string, error) {
	s, ok := jimageDecodeMUTF8(b)
	if !ok {
		return "", formatErr(j.strOff+int64(off), "string at offset %d is not modified UTF-8", off)
	}
	return s, nil
}

// jimageAppendMUTF8 appends s in modified UTF-8 (UTF-16 code units, each in one to
// three bytes; NUL as C0 80), the encoding of the image's strings.
func jimageAppendMUTF8(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == 0 || c >= utf8.RuneSelf {
			return jimageAppendMUTF8Slow(dst, s[i:])
		}
	}
	return append(dst, s...)
}

func jimageAppendMUTF8Slow(dst []byte, s string) []byte {
	var units [2]uint16
	for _, r := range s {
		u := units[:1]
		if r1, r2 := utf16.EncodeRune(r); r1 != utf8.RuneError {
			u = units[:2]
			units[0], units[1] = uint16(r1), uint16(r2)
		} else {
			units[0] = uint16(r)
		}
		for _, c := range u {
			switch {
			case c != 0 && c < 0x80:
				dst = append(dst, byte(c))
			case c < 0x800:
				dst = append(dst, 0xC0|byte(c>>6), 0x80|byte(c&0x3F))
			default:
				dst = append(dst, 0xE0|byte(c>>12), 0x80|byte(c>>6&0x3F), 0x80|byte(c&0x3F))
			}
		}
	}
	return dst
}

// jimageDecodeMUTF8 converts modified UTF-8 to a Go string (UTF-8).
func jimageDecodeMUTF8(b []byte) (string, bool) {
	ascii := true
	for _, c := range b {
		if c == 0 || c >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return string(b), true
	}
	units := make([]uint16, 0, len(b))
	for i := 0; i < len(b); {
		c := b[i]
		switch {
		case c != 0 && c < 0x80:
			units = append(units, uint16(c))
			i++
		case c&0xE0 == 0xC0 && i+1 < len(b) && b[i+1]&0xC0 == 0x80:
			units = append(units, uint16(c&0x1F)<<6|uint16(b[i+1]&0x3F))
			i += 2
		case c&0xF0 == 0xE0 && i+2 < len(b) && b[i+1]&0xC0 == 0x80 && b[i+2]&0xC0 == 0x80:
			units = append(units, uint16(c&0x0F)<<12|uint16(b[i+1]&0x3F)<<6|uint16(b[i+2]&0x3F))
			i += 3
		default:
			return "", false
		}
	}
	return string(utf16.Decode(units)), true
}
