package classfile

import (
	"bytes"
	"os"
	"reflect"
	"slices"
	"testing"
)

// cacheTestClasses parses n classes of the host JDK's image (all of them
// when n is 0), in the image's order, or skips the test.
func cacheTestClasses(tb testing.TB, n int) []*ClassFile {
	tb.Helper()
	img := openTestJDK(tb)
	entries, err := img.ClassEntries()
	if err != nil {
		tb.Fatal(err)
	}
	var out []*ClassFile
	seen := map[string]bool{}
	for _, e := range entries {
		if seen[e.Name] {
			continue // module-info of each module
		}
		seen[e.Name] = true
		if n > 0 && len(out) == n {
			break
		}
		b, err := img.ReadEntry(e)
		if err != nil {
			tb.Fatalf("%s/%s: %v", e.Module, e.Name, err)
		}
		cf, err := Parse(b)
		if err != nil {
			tb.Fatalf("%s/%s: %v", e.Module, e.Name, err)
		}
		out = append(out, cf)
	}
	return out
}

// TestClassCacheRoundTrip encodes parsed JDK classes and decodes them
// again: every class must come back deeply equal to what Parse gave,
// nil and empty slices told apart: the image's first 2,000 classes, all
// of them with GOJPF_LONG=1 (≈ 12 s), 300 with -short.
func TestClassCacheRoundTrip(t *testing.T) {
	n := 2000
	if testing.Short() {
		n = 300
	}
	if os.Getenv("GOJPF_LONG") != "" {
		n = 0
	}
	classes := cacheTestClasses(t, n)
	key := [CacheKeySize]byte{1, 2, 3}
	data := EncodeClassCache(key, classes)
	cc, err := OpenClassCache(data, key)
	if err != nil {
		t.Fatal(err)
	}
	if cc.Len() != len(classes) {
		t.Fatalf("the cache holds %d classes, want %d", cc.Len(), len(classes))
	}
	for _, want := range classes {
		got, ok, err := cc.Class(want.Name)
		if err != nil || !ok {
			t.Fatalf("%s: found %v, %v", want.Name, ok, err)
		}
		for i := range got.Methods {
			m, w := &got.Methods[i], &want.Methods[i]
			if m.HasCode() != (w.Code != nil) || m.CodeMaxLocals() != w.CodeMaxLocals() {
				t.Fatalf("%s.%s%s: has code %v, max_locals %d before decoding it", want.Name, m.Name, m.Desc, m.HasCode(), m.CodeMaxLocals())
			}
			if _, err := m.LoadCode(); err != nil {
				t.Fatalf("%s: %v", want.Name, err)
			}
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%s: the decoded class differs from the parsed one", want.Name)
		}
	}
	if _, ok, err := cc.Class("no/such/Class"); ok || err != nil {
		t.Fatalf("a class not in the cache: found %v, %v", ok, err)
	}
	t.Logf("%d classes, %d bytes", len(classes), len(data))
}

// TestClassCacheRejects checks that a file of another key, one cut
// short and one with a damaged record give errors, never classes.
func TestClassCacheRejects(t *testing.T) {
	classes := cacheTestClasses(t, 20)
	key := [CacheKeySize]byte{7}
	data := EncodeClassCache(key, classes)
	if _, err := OpenClassCache(data, [CacheKeySize]byte{8}); err == nil {
		t.Error("a cache of another key was accepted")
	}
	for _, cut := range []int{0, 5, len(cacheMagic) + CacheKeySize, len(data) / 2, len(data) - 1} {
		cc, err := OpenClassCache(data[:cut], key)
		if err != nil {
			continue
		}
		for _, cf := range classes {
			if _, ok, err := cc.Class(cf.Name); ok && err == nil {
				t.Errorf("cut at %d of %d: %s decoded from a truncated file", cut, len(data), cf.Name)
			}
		}
	}
	// Flip one bit in the last record: its checksum must catch it.
	bad := bytes.Clone(data)
	bad[len(bad)-3] ^= 0x10
	cc, err := OpenClassCache(bad, key)
	if err != nil {
		t.Fatal(err)
	}
	damaged := 0
	for _, cf := range classes {
		if _, _, err := cc.Class(cf.Name); err != nil {
			damaged++
		}
	}
	if damaged != 1 {
		t.Errorf("%d records reported damaged after flipping one bit, want 1", damaged)
	}
}

// TestClassCacheMerge checks that a merged file holds the old file's
// classes and the new ones.
func TestClassCacheMerge(t *testing.T) {
	classes := cacheTestClasses(t, 30)
	key := [CacheKeySize]byte{9}
	old, err := OpenClassCache(EncodeClassCache(key, classes[:20]), key)
	if err != nil {
		t.Fatal(err)
	}
	merged, err := OpenClassCache(MergeClassCache(key, old, nil, classes[15:]), key)
	if err != nil {
		t.Fatal(err)
	}
	// Keeping only some of the old records.
	kept, err := OpenClassCache(MergeClassCache(key, old, func(name string) bool { return name == classes[0].Name }, classes[25:]), key)
	if err != nil {
		t.Fatal(err)
	}
	if want := append([]string{classes[0].Name}, names(classes[25:])...); !slices.Equal(kept.Names(), sorted(want)) {
		t.Errorf("kept %v, want %v", kept.Names(), sorted(want))
	}
	if merged.Len() != 30 {
		t.Fatalf("merged cache holds %d classes, want 30", merged.Len())
	}
	for _, want := range classes {
		got, ok, err := merged.Class(want.Name)
		if err == nil && ok {
			err = loadAllCode(got)
		}
		if err != nil || !ok || !reflect.DeepEqual(got, want) {
			t.Fatalf("%s: found %v, %v, or differs", want.Name, ok, err)
		}
	}
}

// TestClassCachePoolShapes checks that constant-pool entries with fields
// Parse never sets for their tag come back as they were (the encoding's
// generic form).
func TestClassCachePoolShapes(t *testing.T) {
	cf := mfBuildClass(t)
	cf.Pool.entries = append(cf.Pool.entries,
		Constant{Tag: TagUtf8, Utf8: "x", Bits: 7},
		Constant{Tag: TagClass, Index1: 1, Index2: 2},
		Constant{Tag: TagMethodHandle, RefKind: 6, Index1: 3, Utf8: "y"},
		Constant{Tag: 0, Index1: 4},
		Constant{Tag: 99, RefKind: 1},
		Constant{Tag: TagLong, Bits: 1 << 63},
	)
	got, err := DecodeCachedClass(appendClass(nil, cf))
	if err == nil {
		err = loadAllCode(got)
	}
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, cf) {
		t.Fatalf("round trip differs:\n%+v\n%+v", got.Pool.entries, cf.Pool.entries)
	}
}

// FuzzClassCache feeds arbitrary bytes to the cache's decoders: opening
// a file and decoding every class it lists, and decoding a record
// directly. They must return errors, never panic.
func FuzzClassCache(f *testing.F) {
	key := [CacheKeySize]byte{42}
	f.Add([]byte(cacheMagic))
	f.Add(EncodeClassCache(key, []*ClassFile{mfBuildClass(f)}))
	f.Add(appendClass(nil, mfBuildClass(f)))
	f.Fuzz(func(t *testing.T, data []byte) {
		if cc, err := OpenClassCache(data, key); err == nil {
			for name := range cc.index {
				cf, ok, err := cc.Class(name)
				if !ok || (err == nil) != (cf != nil) {
					t.Fatalf("%s: found %v, class %v, error %v", name, ok, cf != nil, err)
				}
			}
		}
		cf, err := DecodeCachedClass(data)
		if (err == nil) != (cf != nil) {
			t.Fatalf("class %v with error %v", cf != nil, err)
		}
		if err == nil {
			// What decodes must encode and decode back to itself,
			// before its methods' code is decoded and after.
			for round := range 2 {
				again, err := DecodeCachedClass(appendClass(nil, cf))
				if err == nil && round == 1 {
					_ = loadAllCode(again) // the same code fails as in cf
				}
				if err != nil || !reflect.DeepEqual(again, cf) {
					t.Fatalf("round %d: a decoded record, encoded and decoded again: %v, or differs", round, err)
				}
				for i := range cf.Methods {
					m := &cf.Methods[i]
					c, err := m.LoadCode()
					if err == nil && (c != nil) != m.HasCode() {
						t.Fatalf("LoadCode gave %v for a method with code %v", c != nil, m.HasCode())
					}
				}
			}
		}
	})
}

// mfBuildClass is the malformed-input tests' hand-built class, parsed.
func mfBuildClass(tb testing.TB) *ClassFile {
	tb.Helper()
	cf, err := Parse(mfBuild().data)
	if err != nil {
		tb.Fatal(err)
	}
	return cf
}

// loadAllCode decodes the code of every method of cf, and returns the
// first error.
func loadAllCode(cf *ClassFile) error {
	var first error
	for i := range cf.Methods {
		if _, err := cf.Methods[i].LoadCode(); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// BenchmarkClassCacheDecode decodes 300 classes of the JDK image from a
// class cache (their methods' code left encoded, as a boot finds most
// of it), against BenchmarkClassCacheParse parsing the same classes.
func BenchmarkClassCacheDecode(b *testing.B) {
	classes := cacheTestClasses(b, 300)
	key := [CacheKeySize]byte{5}
	cc, err := OpenClassCache(EncodeClassCache(key, classes), key)
	if err != nil {
		b.Fatal(err)
	}
	names := cc.Names()
	b.ReportAllocs()
	for b.Loop() {
		for _, name := range names {
			if _, _, err := cc.Class(name); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkClassCacheParse parses the classes BenchmarkClassCacheDecode
// decodes.
func BenchmarkClassCacheParse(b *testing.B) {
	img := openTestJDK(b)
	entries, err := img.ClassEntries()
	if err != nil {
		b.Fatal(err)
	}
	var files [][]byte
	for _, e := range entries[:min(300, len(entries))] {
		data, err := img.ReadEntry(e)
		if err != nil {
			b.Fatal(err)
		}
		files = append(files, data)
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, data := range files {
			if _, err := Parse(data); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// TestLoadCodeDamaged checks that a method whose encoded code is damaged
// gives an error from LoadCode, and keeps no code.
func TestLoadCodeDamaged(t *testing.T) {
	cf, err := DecodeCachedClass(appendClass(nil, mfBuildClass(t)))
	if err != nil {
		t.Fatal(err)
	}
	damaged := 0
	for i := range cf.Methods {
		m := &cf.Methods[i]
		if m.lazy == nil {
			continue
		}
		m.lazy.b = m.lazy.b[:len(m.lazy.b)/2]
		m.lazy.s = m.lazy.s[:len(m.lazy.b)]
		if c, err := m.LoadCode(); err == nil || c != nil || m.Code != nil || m.CodeLoaded() {
			t.Errorf("%s: LoadCode of half its code: %v, %v", m.Name, c != nil, err)
		}
		damaged++
	}
	if damaged == 0 {
		t.Fatal("the class has no method with code")
	}
}

func names(cfs []*ClassFile) []string {
	var out []string
	for _, cf := range cfs {
		out = append(out, cf.Name)
	}
	return out
}

func sorted(s []string) []string {
	s = slices.Clone(s)
	slices.Sort(s)
	return s
}
