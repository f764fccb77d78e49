package classfile

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"errors"
	"math/bits"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
)

// hostImage opens the runtime image of the JDK FindJDK("") finds, or skips
// the test.
func hostImage(tb testing.TB) *JImage {
	tb.Helper()
	home, err := FindJDK("")
	if err != nil {
		tb.Skipf("no JDK found: %v", err)
	}
	j, err := OpenJDK(home)
	if err != nil {
		tb.Fatalf("OpenJDK(%s): %v", home, err)
	}
	tb.Cleanup(func() { j.Close() })
	return j
}

func isClassFile(b []byte) bool {
	return len(b) >= 4 && binary.BigEndian.Uint32(b) == 0xCAFEBABE
}

func TestJImageFindHostJDK(t *testing.T) {
	j := hostImage(t)
	tests := []struct {
		name   string
		module string // "" if the class must not be found
	}{
		{"java/lang/String", "java.base"},
		{"java/lang/Object", "java.base"},
		{"java/util/HashMap", "java.base"},
		{"java/util/Map$Entry", "java.base"},
		{"java/sql/Connection", "java.sql"},
		{"javax/swing/JButton", "java.desktop"},
		{"java/lang/NoSuchClassAnywhere", ""},
		{"no/such/pkg/Foo", ""},
		{"Unnamed", ""},
		{"java/lang", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, ok, err := j.Find(tt.name)
			if err != nil {
				t.Fatalf("Find: %v", err)
			}
			if ok != (tt.module != "") {
				t.Fatalf("Find found=%v, want %v", ok, tt.module != "")
			}
			if !ok {
				return
			}
			if !isClassFile(b) {
				t.Errorf("bytes start % x, want CA FE BA BE", b[:min(4, len(b))])
			}
			mod, ok, err := j.ModuleOf(tt.name)
			if err != nil || !ok || mod != tt.module {
				t.Errorf("ModuleOf = %q, %v, %v; want %q", mod, ok, err, tt.module)
			}
			// The same bytes through the full resource name.
			r, ok, err := j.Resource("/" + tt.module + "/" + tt.name + ".class")
			if err != nil || !ok || !bytes.Equal(r, b) {
				t.Errorf("Resource: found=%v err=%v equal=%v", ok, err, bytes.Equal(r, b))
			}
		})
	}
}

func TestJImageClassEntriesHostJDK(t *testing.T) {
	j := hostImage(t)
	entries, err := j.ClassEntries()
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d class entries in %s", len(entries), j.Path())
	if len(entries) < 20000 {
		t.Errorf("got %d class entries, want > 20000", len(entries))
	}
	seen := map[string]bool{}
	for _, e := range entries {
		seen[e.Module+" "+e.Name] = true
	}
	for _, want := range []string{"java.base java/lang/Object", "java.base module-info", "java.sql java/sql/Connection"} {
		if !seen[want] {
			t.Errorf("ClassEntries lacks %q", want)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 50 {
		e := entries[rng.IntN(len(entries))]
		b, err := j.ReadEntry(e)
		if err != nil {
			t.Errorf("ReadEntry(%s %s): %v", e.Module, e.Name, err)
			continue
		}
		if !isClassFile(b) || int64(len(b)) != e.Size {
			t.Errorf("%s %s: %d bytes starting % x, want %d bytes starting CA FE BA BE",
				e.Module, e.Name, len(b), b[:min(4, len(b))], e.Size)
		}
		if e.Name == "module-info" {
			continue
		}
		f, ok, err := j.Find(e.Name)
		if err != nil || !ok || !bytes.Equal(f, b) {
			t.Errorf("Find(%s): found=%v err=%v, differs from ReadEntry", e.Name, ok, err)
		}
	}
}

func TestJImageConcurrentFind(t *testing.T) {
	j := hostImage(t)
	names := []string{"java/lang/String", "java/util/HashMap", "java/sql/Connection", "no/such/Class"}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			for i := range 200 {
				name := names[(g+i)%len(names)]
				if _, _, err := j.Find(name); err != nil {
					t.Errorf("Find(%s): %v", name, err)
					return
				}
			}
		})
	}
	wg.Wait()
}

func TestJImageClosed(t *testing.T) {
	home, err := FindJDK("")
	if err != nil {
		t.Skipf("no JDK found: %v", err)
	}
	j, err := OpenJDK(home)
	if err != nil {
		t.Fatal(err)
	}
	b, _, err := j.Find("java/lang/Object")
	if err != nil {
		t.Fatal(err)
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	if err := j.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	if !isClassFile(b) {
		t.Errorf("bytes from before Close changed")
	}
	if _, _, err := j.Find("java/lang/Object"); err == nil {
		t.Errorf("Find after Close: no error")
	}
}

// imageOrder is the byte order of a synthetic image.
type imageOrder interface {
	binary.ByteOrder
	binary.AppendByteOrder
}

// testResource is one resource of a synthetic jimage.
type testResource struct {
	name         string // full name, "/module/parent/base.ext"
	stored       []byte // bytes in the content area
	uncompressed int    // location's uncompressed size; 0 means len(stored)
	compressed   bool   // stored holds compression stages
}

// buildJImage writes a jimage holding the resources, with a perfect hash
// table built like jlink's PerfectHashBuilder, so that the reader can be
// tested on images it did not come with: other byte orders, compressed
// resources, corruptions. Extra strings are added to the strings table and
// their offsets returned, for compressed resources that refer to them; the
// resource builders get the offsets through strOff.
func buildJImage(t testing.TB, order imageOrder, extra []string, build func(strOff map[string]uint32) []testResource) []byte {
	t.Helper()
	var strs []byte
	strOff := map[string]uint32{}
	addStr := func(s string) uint32 {
		if off, ok := strOff[s]; ok {
			return off
		}
		off := uint32(len(strs))
		strs = append(strs, s...)
		strs = append(strs, 0)
		strOff[s] = off
		return off
	}
	addStr("")
	for _, s := range extra {
		addStr(s)
	}
	resources := build(strOff)

	var locs []byte
	locs = append(locs, 0) // offset 0 is the empty location, never used
	var content []byte
	locOf := make([]uint32, len(resources))
	for i, r := range resources {
		name := r.name
		var module, parent, base, ext string
		if rest, ok := strings.CutPrefix(name, "/"); ok {
			module, name, _ = strings.Cut(rest, "/")
		}
		if k := strings.LastIndexByte(name, '/'); k >= 0 {
			parent, name = name[:k], name[k+1:]
		}
		if k := strings.LastIndexByte(name, '.'); k > 0 {
			base, ext = name[:k], name[k+1:]
		} else {
			base = name
		}
		var attrs [attrCount]uint64
		attrs[attrModule] = uint64(addStr(module))
		attrs[attrParent] = uint64(addStr(parent))
		attrs[attrBase] = uint64(addStr(base))
		attrs[attrExtension] = uint64(addStr(ext))
		attrs[attrOffset] = uint64(len(content))
		attrs[attrUncompressed] = uint64(len(r.stored))
		if r.compressed {
			attrs[attrCompressed] = uint64(len(r.stored))
			attrs[attrUncompressed] = uint64(r.uncompressed)
		}
		content = append(content, r.stored...)
		locOf[i] = uint32(len(locs))
		for kind := 1; kind < attrCount; kind++ {
			v := attrs[kind]
			if v == 0 {
				continue
			}
			n := (63 - bits.LeadingZeros64(v)) >> 3
			locs = append(locs, byte(kind<<3|n))
			for k := n; k >= 0; k-- {
				locs = append(locs, byte(v>>(8*k)))
			}
		}
		locs = append(locs, attrEnd)
	}

	// Perfect hash: buckets by the default-seed hash, the biggest first;
	// a bucket of several names gets a seed that spreads them over free
	// slots, a single name takes any free slot directly.
	n := uint32(len(resources))
	redirect := make([]int32, n)
	slots := make([]int, n)
	for i := range slots {
		slots[i] = -1
	}
	buckets := map[uint32][]int{}
	for i, r := range resources {
		h := jimageHash(jimageAppendMUTF8(nil, r.name), jimageHashMultiplier) % n
		buckets[h] = append(buckets[h], i)
	}
	keys := make([]uint32, 0, len(buckets))
	for k := range buckets {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(a, b int) bool {
		if len(buckets[keys[a]]) != len(buckets[keys[b]]) {
			return len(buckets[keys[a]]) > len(buckets[keys[b]])
		}
		return keys[a] < keys[b]
	})
	for _, k := range keys {
		members := buckets[k]
		if len(members) == 1 {
			for s := range slots {
				if slots[s] < 0 {
					slots[s] = members[0]
					redirect[k] = int32(-s - 1)
					break
				}
			}
			continue
		}
	seeds:
		for seed := uint32(1); ; seed++ {
			if seed > 1<<20 {
				t.Fatalf("no perfect hash seed found")
			}
			taken := map[uint32]bool{}
			for _, m := range members {
				s := jimageHash(jimageAppendMUTF8(nil, resources[m].name), seed) % n
				if slots[s] >= 0 || taken[s] {
					continue seeds
				}
				taken[s] = true
			}
			for _, m := range members {
				slots[jimageHash(jimageAppendMUTF8(nil, resources[m].name), seed)%n] = m
			}
			redirect[k] = int32(seed)
			break
		}
	}

	var img []byte
	u32 := func(v uint32) { img = order.AppendUint32(img, v) }
	u32(jimageMagic)
	u32(jimageMajorVersion<<16 | jimageMinorVersion)
	u32(0)
	u32(n)
	u32(n)
	u32(uint32(len(locs)))
	u32(uint32(len(strs)))
	for _, r := range redirect {
		u32(uint32(r))
	}
	for _, s := range slots {
		u32(locOf[s])
	}
	img = append(img, locs...)
	img = append(img, strs...)
	img = append(img, content...)
	return img
}

// packageResource is the /packages/<pkg> entry naming the module of a
// package: pairs of (isEmpty, module name string offset).
func packageResource(order imageOrder, strOff map[string]uint32, pkg string, modules ...string) testResource {
	var b []byte
	for i, m := range modules {
		empty := uint32(0)
		if i < len(modules)-1 {
			empty = 1 // all but the last module only have an empty directory
		}
		b = order.AppendUint32(b, empty)
		b = order.AppendUint32(b, strOff[m])
	}
	return testResource{name: "/packages/" + pkg, stored: b}
}

// compressionStage prefixes payload with a CompressedResourceHeader.
func compressionStage(order imageOrder, decompressor uint32, uncompressed int, payload []byte) []byte {
	var b []byte
	b = order.AppendUint32(b, compressedMagic)
	b = order.AppendUint64(b, uint64(len(payload)))
	b = order.AppendUint64(b, uint64(uncompressed))
	b = order.AppendUint32(b, decompressor)
	b = order.AppendUint32(b, 0xFFFFFFFF)
	b = append(b, 1)
	return append(b, payload...)
}

func zlibBytes(t testing.TB, b []byte) []byte {
	var buf bytes.Buffer
	w := zlib.NewWriter(&buf)
	if _, err := w.Write(b); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// compactInt is CompressIndexes.compress.
func compactInt(v uint32) []byte {
	width := bits.Len32(v)
	size := min((width+3-1)>>3+1, 4)
	b := make([]byte, size)
	for i := range size {
		b[i] = byte(v >> (8 * (size - i - 1)))
	}
	if size < 4 {
		b[0] |= byte(0x80 | size<<5)
	}
	return b
}

// syntheticClasses are the class files of the synthetic images.
var syntheticClasses = map[string][]byte{
	"/m.one/p/q/A.class":       []byte("\xCA\xFE\xBA\xBEclass A"),
	"/m.one/p/q/A$In.class":    []byte("\xCA\xFE\xBA\xBEclass A$In"),
	"/m.two/r/B.class":         []byte("\xCA\xFE\xBA\xBEclass B"),
	"/m.two/r/s/t/C.class":     []byte("\xCA\xFE\xBA\xBE"),
	"/m.two/r/data.txt":        []byte("not a class"),
	"/m.one/module-info.class": []byte("\xCA\xFE\xBA\xBEmodule"),
}

// compactCPInput and compactCPWant are a class file with its constant pool
// compressed by compact-cp, and the original.
func compactCP(strOff map[string]uint32) (in, want []byte) {
	head := []byte{0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 61}
	in = append(in, head...)
	want = append(want, head...)
	in = append(in, 0, 8) // 7 entries, a Long takes two
	want = append(want, 0, 8)
	utf := func(s string) []byte { return append([]byte{1, byte(len(s) >> 8), byte(len(s))}, s...) }
	// 1: plain Utf8
	in = append(in, utf("Hello")...)
	want = append(want, utf("Hello")...)
	// 2: externalized string
	in = append(in, tagExternalString)
	in = append(in, compactInt(strOff["shared/Name"])...)
	want = append(want, utf("shared/Name")...)
	// 3: externalized descriptor (Ljava/lang/String;ILFoo;)V
	in = append(in, tagExternalDescriptor)
	in = append(in, compactInt(strOff["(L;IL;)V"])...)
	var flow []byte
	for _, s := range []string{"java/lang", "String", "", "Foo"} {
		flow = append(flow, compactInt(strOff[s])...)
	}
	in = append(in, compactInt(uint32(len(flow)))...)
	in = append(in, flow...)
	want = append(want, utf("(Ljava/lang/String;ILFoo;)V")...)
	// 4: Class #2
	in = append(in, 7, 0, 2)
	want = append(want, 7, 0, 2)
	// 5, 6: Long
	in = append(in, 5, 1, 2, 3, 4, 5, 6, 7, 8)
	want = append(want, 5, 1, 2, 3, 4, 5, 6, 7, 8)
	// 7: Integer
	in = append(in, 3, 0, 0, 0, 42)
	want = append(want, 3, 0, 0, 0, 42)
	// the rest of the class file
	tail := []byte{0, 0x21, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}
	in = append(in, tail...)
	want = append(want, tail...)
	return in, want
}

var syntheticStrings = []string{"m.one", "m.two", "zip", "compact-cp", "shared/Name", "(L;IL;)V", "java/lang", "String", "Foo"}

// syntheticImage builds an image with plain, zip-compressed, compact-cp and
// doubly compressed classes.
func syntheticImage(t testing.TB, order imageOrder) []byte {
	return buildJImage(t, order, syntheticStrings, func(strOff map[string]uint32) []testResource {
		var rs []testResource
		names := make([]string, 0, len(syntheticClasses))
		for name := range syntheticClasses {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			rs = append(rs, testResource{name: name, stored: syntheticClasses[name]})
		}
		// packages: p.q in m.one, r in m.two, r.s.t in m.two, z with an
		// empty directory only; p.q also has an empty directory in m.two.
		rs = append(rs,
			packageResource(order, strOff, "p.q", "m.two", "m.one"),
			packageResource(order, strOff, "r", "m.two"),
			packageResource(order, strOff, "r.s.t", "m.two"),
			testResource{name: "/packages/z", stored: order.AppendUint32(order.AppendUint32(nil, 1), strOff["m.one"])},
		)
		zipped := []byte("\xCA\xFE\xBA\xBE" + strings.Repeat("zipped class ", 20))
		rs = append(rs, testResource{
			name:         "/m.one/p/q/Zipped.class",
			stored:       compressionStage(order, strOff["zip"], len(zipped), zlibBytes(t, zipped)),
			uncompressed: len(zipped),
			compressed:   true,
		})
		cpIn, cpWant := compactCP(strOff)
		rs = append(rs, testResource{
			name:         "/m.one/p/q/Compact.class",
			stored:       compressionStage(order, strOff["compact-cp"], len(cpWant), cpIn),
			uncompressed: len(cpWant),
			compressed:   true,
		})
		// compact-cp, then zip on top
		inner := compressionStage(order, strOff["compact-cp"], len(cpWant), cpIn)
		rs = append(rs, testResource{
			name:         "/m.one/p/q/Both.class",
			stored:       compressionStage(order, strOff["zip"], len(inner), zlibBytes(t, inner)),
			uncompressed: len(cpWant),
			compressed:   true,
		})
		return rs
	})
}

func writeTemp(t testing.TB, name string, b []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestJImageSynthetic(t *testing.T) {
	_, cpWant := compactCP(nil) // string offsets do not change the output
	zipped := []byte("\xCA\xFE\xBA\xBE" + strings.Repeat("zipped class ", 20))
	for _, order := range []imageOrder{binary.LittleEndian, binary.BigEndian} {
		t.Run(order.String(), func(t *testing.T) {
			j, err := OpenJImage(writeTemp(t, "modules", syntheticImage(t, order)))
			if err != nil {
				t.Fatal(err)
			}
			defer j.Close()
			tests := []struct {
				name string
				want []byte // nil: not found
			}{
				{"p/q/A", syntheticClasses["/m.one/p/q/A.class"]},
				{"p/q/A$In", syntheticClasses["/m.one/p/q/A$In.class"]},
				{"r/B", syntheticClasses["/m.two/r/B.class"]},
				{"r/s/t/C", syntheticClasses["/m.two/r/s/t/C.class"]},
				{"p/q/Zipped", zipped},
				{"p/q/Compact", cpWant},
				{"p/q/Both", cpWant},
				{"r/data", nil},
				{"p/q/Missing", nil},
				{"z/Empty", nil},
				{"module-info", nil},
				{"x/y/Z", nil},
			}
			for _, tt := range tests {
				b, ok, err := j.Find(tt.name)
				if err != nil {
					t.Errorf("Find(%s): %v", tt.name, err)
					continue
				}
				if ok != (tt.want != nil) || !bytes.Equal(b, tt.want) {
					t.Errorf("Find(%s) = %q, %v; want %q", tt.name, b, ok, tt.want)
				}
			}
			entries, err := j.ClassEntries()
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, e := range entries {
				b, err := j.ReadEntry(e)
				if err != nil || int64(len(b)) != e.Size {
					t.Errorf("ReadEntry(%v): %d bytes, %v", e, len(b), err)
				}
				got = append(got, e.Module+" "+e.Name)
			}
			want := []string{"m.one module-info", "m.one p/q/A", "m.one p/q/A$In", "m.one p/q/Both", "m.one p/q/Compact",
				"m.one p/q/Zipped", "m.two r/B", "m.two r/s/t/C"}
			if strings.Join(got, ",") != strings.Join(want, ",") {
				t.Errorf("ClassEntries = %v, want %v", got, want)
			}
		})
	}
}

func TestJImageInvalidName(t *testing.T) {
	j, err := OpenJImage(writeTemp(t, "modules", syntheticImage(t, binary.LittleEndian)))
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	for _, name := range []string{"", "/p/q/A", "p/../p/q/A", "p//q/A", "p/q/A/"} {
		if _, _, err := j.Find(name); !errors.Is(err, ErrInvalidName) {
			t.Errorf("Find(%q): err = %v, want ErrInvalidName", name, err)
		}
	}
}

// wantFormatError checks that err is, or wraps, a *FormatError.
func wantFormatError(t *testing.T, what string, err error) {
	t.Helper()
	var fe *FormatError
	if !errors.As(err, &fe) {
		t.Errorf("%s: err = %v, want a *FormatError", what, err)
	}
}

func TestJImageMalformedHeader(t *testing.T) {
	good := syntheticImage(t, binary.LittleEndian)
	patch := func(off int, v uint32) []byte {
		b := bytes.Clone(good)
		binary.LittleEndian.PutUint32(b[off:], v)
		return b
	}
	tests := []struct {
		name string
		data []byte
	}{
		{"empty", nil},
		{"truncated header", good[:20]},
		{"bad magic", patch(0, 0xCAFEBABE)},
		{"bad version", patch(4, 2<<16)},
		{"huge table", patch(16, 0xFFFFFFFF)},
		{"huge locations", patch(20, 0xFFFFFFFF)},
		{"huge strings", patch(24, 0xFFFFFFFF)},
		{"index past end", good[:40]},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			j, err := OpenJImage(writeTemp(t, "modules", tt.data))
			if err == nil {
				j.Close()
				t.Fatalf("OpenJImage succeeded")
			}
			wantFormatError(t, "OpenJImage", err)
		})
	}
}

func TestJImageTruncatedHostPrefix(t *testing.T) {
	home, err := FindJDK("")
	if err != nil {
		t.Skipf("no JDK found: %v", err)
	}
	f, err := os.Open(JDKModules(home))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	prefix := make([]byte, 8192)
	if _, err := f.ReadAt(prefix, 0); err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{0, 3, 4, 27, 28, 29, 100, 1000, 4096, 8192} {
		_, err := OpenJImage(writeTemp(t, "modules", prefix[:n]))
		if err == nil {
			t.Errorf("prefix of %d bytes: opened", n)
			continue
		}
		wantFormatError(t, "prefix", err)
	}
}

// TestJImageTruncatedContent keeps the host image's whole index but cuts the
// content: lookups must fail with a FormatError, not fault.
func TestJImageTruncatedContent(t *testing.T) {
	j := hostImage(t)
	f, err := os.Open(j.Path())
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	b := make([]byte, j.indexSize+100)
	if _, err := f.ReadAt(b, 0); err != nil {
		t.Fatal(err)
	}
	cut, err := OpenJImage(writeTemp(t, "modules", b))
	if err != nil {
		t.Fatalf("open image with whole index: %v", err)
	}
	defer cut.Close()
	_, _, err = cut.Find("java/lang/String")
	wantFormatError(t, "Find in truncated image", err)
}

// walkLocations calls visit with each attribute (kind byte and value bytes)
// of the locations table of a synthetic image, whose locations lie back to
// back after the empty one at offset 0.
func walkLocations(locs []byte, visit func(attr []byte)) {
	for i := 1; i < len(locs); {
		if locs[i]>>3 == attrEnd {
			i++
			continue
		}
		n := int(locs[i]&7) + 1
		visit(locs[i : i+1+n])
		i += 1 + n
	}
}

func TestJImageCorruptIndex(t *testing.T) {
	good := syntheticImage(t, binary.LittleEndian)
	g, ferr := newJImage("good", good)
	if ferr != nil {
		t.Fatal(ferr)
	}
	n := int(g.tableLen)
	locStart, strStart := int(g.locOff), int(g.strOff)
	tests := []struct {
		name   string
		mutate func(b []byte)
	}{
		{"redirect out of range", func(b []byte) {
			for i := range n {
				binary.LittleEndian.PutUint32(b[28+4*i:], uint32(int32(-n-5)))
			}
		}},
		{"offsets out of range", func(b []byte) {
			for i := range n {
				binary.LittleEndian.PutUint32(b[28+4*n+4*i:], 0x7FFFFFF0)
			}
		}},
		{"bad attribute kind", func(b []byte) {
			walkLocations(b[locStart:strStart], func(attr []byte) { attr[0] |= 0xF8 })
		}},
		{"string offsets out of range", func(b []byte) {
			walkLocations(b[locStart:strStart], func(attr []byte) {
				if k := attr[0] >> 3; k >= attrModule && k <= attrExtension {
					for i := range attr[1:] {
						attr[1+i] = 0xEE
					}
				}
			})
		}},
		{"strings without NUL", func(b []byte) {
			for i := strStart; i < int(g.indexSize); i++ {
				b[i] = 'x'
			}
		}},
		{"content out of range", func(b []byte) {
			walkLocations(b[locStart:strStart], func(attr []byte) {
				if k := attr[0] >> 3; k >= attrOffset {
					for i := range attr[1:] {
						attr[1+i] = 0xFF
					}
				}
			})
		}},
	}
	names := []string{"p/q/A", "r/B", "p/q/Zipped", "p/q/Compact", "r/s/t/C"}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := bytes.Clone(good)
			tt.mutate(b)
			j, ferr := newJImage("corrupt", b)
			if ferr != nil {
				return
			}
			failures := 0
			for _, name := range names {
				_, _, err := j.Find(name)
				if err != nil {
					failures++
					wantFormatError(t, "Find("+name+")", err)
				}
			}
			if _, err := j.ClassEntries(); err != nil {
				failures++
				wantFormatError(t, "ClassEntries", err)
			}
			if failures == 0 {
				t.Errorf("no lookup noticed the corruption")
			}
		})
	}
}

func TestJImageCorruptCompressed(t *testing.T) {
	order := binary.LittleEndian
	cases := []struct {
		name  string
		build func(strOff map[string]uint32) []byte
		size  int
	}{
		{"unknown decompressor", func(s map[string]uint32) []byte {
			return compressionStage(order, s["String"], 4, []byte("abcd"))
		}, 4},
		{"bad zlib", func(s map[string]uint32) []byte {
			return compressionStage(order, s["zip"], 4, []byte("not zlib"))
		}, 4},
		{"zip longer than declared", func(s map[string]uint32) []byte {
			return compressionStage(order, s["zip"], 4, zlibBytes(t, []byte("much longer than four")))
		}, 4},
		{"huge declared size", func(s map[string]uint32) []byte {
			return compressionStage(order, s["zip"], 1<<40, zlibBytes(t, []byte("x")))
		}, 1},
		{"compact-cp truncated", func(s map[string]uint32) []byte {
			in, want := compactCP(s)
			return compressionStage(order, s["compact-cp"], len(want), in[:30])
		}, 100},
		{"compact-cp bad tag", func(s map[string]uint32) []byte {
			return compressionStage(order, s["compact-cp"], 20, []byte{0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 61, 0, 2, 99, 0, 0})
		}, 20},
		{"compact-cp bad string index", func(s map[string]uint32) []byte {
			return compressionStage(order, s["compact-cp"], 20, []byte{0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 61, 0, 2, tagExternalString, 0x7F, 0, 0, 0})
		}, 20},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			img := buildJImage(t, order, slices.Concat(syntheticStrings, []string{"m"}), func(s map[string]uint32) []testResource {
				return []testResource{
					packageResource(order, s, "p", "m"),
					{name: "/m/p/X.class", stored: tc.build(s), uncompressed: tc.size, compressed: true},
				}
			})
			j, ferr := newJImage("compressed", img)
			if ferr != nil {
				t.Fatal(ferr)
			}
			_, _, err := j.Find("p/X")
			wantFormatError(t, "Find", err)
		})
	}
}

// TestJImageJlinkCompressed checks the decompressors against images jlink
// writes with --compress=1 (compact-cp) and --compress=2 (zip): every class
// must equal the one in an image jlink writes uncompressed (jlink generates
// some classes, so the host image is no reference). It needs a JDK with
// jmods and takes several seconds, so it runs only with GOJPF_JLINK=1.
func TestJImageJlinkCompressed(t *testing.T) {
	if os.Getenv("GOJPF_JLINK") == "" {
		t.Skip("set GOJPF_JLINK=1 to run jlink")
	}
	home, err := FindJDK("")
	if err != nil {
		t.Skipf("no JDK found: %v", err)
	}
	if _, err := os.Stat(filepath.Join(home, "jmods", "java.base.jmod")); err != nil {
		t.Skipf("JDK %s has no jmods", home)
	}
	jlink := func(level string) *JImage {
		out := filepath.Join(t.TempDir(), "image")
		cmd := exec.Command(filepath.Join(home, "bin", "jlink"), "--add-modules", "java.base", "--compress="+level, "--output", out)
		if msg, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("jlink --compress=%s: %v\n%s", level, err, msg)
		}
		j, err := OpenJDK(out)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { j.Close() })
		return j
	}
	plain := jlink("0")
	for _, level := range []string{"1", "2"} {
		t.Run("compress="+level, func(t *testing.T) {
			j := jlink(level)
			entries, err := j.ClassEntries()
			if err != nil {
				t.Fatal(err)
			}
			if len(entries) < 1000 {
				t.Fatalf("only %d class entries", len(entries))
			}
			compressed := 0
			for _, e := range entries {
				if loc, err := j.location(e.loc); err == nil && loc.compressed != 0 {
					compressed++
				}
				got, err := j.ReadEntry(e)
				if err != nil {
					t.Fatalf("ReadEntry(%s): %v", e.Name, err)
				}
				want, ok, err := plain.Resource("/" + e.Module + "/" + e.Name + ".class")
				if err != nil || !ok {
					t.Fatalf("uncompressed image: %s: %v %v", e.Name, ok, err)
				}
				if !bytes.Equal(got, want) {
					t.Fatalf("%s differs from the uncompressed image's", e.Name)
				}
			}
			t.Logf("%d classes equal, %d of them compressed", len(entries), compressed)
			if compressed < len(entries)/2 {
				t.Errorf("only %d of %d classes compressed", compressed, len(entries))
			}
		})
	}
}

func FuzzJImage(f *testing.F) {
	f.Add(syntheticImage(f, binary.LittleEndian))
	f.Add(syntheticImage(f, binary.BigEndian))
	if home, err := FindJDK(""); err == nil {
		if fh, err := os.Open(JDKModules(home)); err == nil {
			prefix := make([]byte, 64<<10)
			if n, _ := fh.ReadAt(prefix, 0); n > 0 {
				f.Add(prefix[:n])
			}
			fh.Close()
		}
	}
	names := []string{"p/q/A", "r/B", "p/q/Zipped", "p/q/Compact", "p/q/Both", "java/lang/String"}
	f.Fuzz(func(t *testing.T, data []byte) {
		j, ferr := newJImage("fuzz", data)
		if ferr != nil {
			return
		}
		for _, name := range names {
			if _, _, err := j.Find(name); err != nil {
				wantFormatError(t, "Find", err)
			}
		}
		entries, err := j.ClassEntries()
		if err != nil {
			wantFormatError(t, "ClassEntries", err)
		}
		for _, e := range entries[:min(len(entries), 50)] {
			if _, err := j.ReadEntry(e); err != nil {
				wantFormatError(t, "ReadEntry", err)
			}
		}
	})
}

func BenchmarkOpenJImageAndFind(b *testing.B) {
	home, err := FindJDK("")
	if err != nil {
		b.Skipf("no JDK found: %v", err)
	}
	for b.Loop() {
		j, err := OpenJDK(home)
		if err != nil {
			b.Fatal(err)
		}
		if _, ok, err := j.Find("java/lang/String"); !ok || err != nil {
			b.Fatalf("Find: %v %v", ok, err)
		}
		j.Close()
	}
}

func BenchmarkJImageFind(b *testing.B) {
	j := hostImage(b)
	for b.Loop() {
		if _, ok, err := j.Find("java/util/concurrent/ConcurrentHashMap"); !ok || err != nil {
			b.Fatalf("Find: %v %v", ok, err)
		}
	}
}

// TestJImageModuleOfMemo: ModuleOf, memoized by package, names the
// module every class of the image is in, asked once and again, and
// finds none for packages the image does not have.
func TestJImageModuleOfMemo(t *testing.T) {
	j := hostImage(t)
	entries, err := j.ClassEntries()
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) > 3000 && testing.Short() {
		entries = entries[:3000]
	}
	for round := range 2 {
		for _, e := range entries {
			if e.Name == "module-info" {
				continue
			}
			mod, ok, err := j.ModuleOf(e.Name)
			if err != nil || !ok || mod != e.Module {
				t.Fatalf("round %d: ModuleOf(%s) = %q, %v, %v; want %q", round, e.Name, mod, ok, err, e.Module)
			}
		}
		for _, name := range []string{"no/such/pkg/Foo", "Unnamed", "/Slash", "java/lang/nosuch/X"} {
			if mod, ok, err := j.ModuleOf(name); ok || err != nil {
				t.Errorf("round %d: ModuleOf(%s) = %q, %v, %v; want none", round, name, mod, ok, err)
			}
		}
	}
}
