package classfile

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
)

// mfClass is a small valid class file built by hand, with the offsets of
// the parts that the malformed-input tests corrupt.
type mfClass struct {
	data []byte
	off  map[string]int
}

// mfBuild builds
//
//	class T extends java.lang.Object { static void m() { 0; } }
//
// (iconst_0, pop, return, with a LineNumberTable), whose constant pool
// holds, in order: #1 Utf8 "T", #2 Class #1, #3 Utf8 "java/lang/Object",
// #4 Class #3, #5 Utf8 "m", #6 Utf8 "()V", #7 Utf8 "Code", #8 Integer 42,
// #9 Utf8 "LineNumberTable", then one Utf8 entry per element of extraUtf8
// from #10 on, and last a Long, which takes the last two slots.
func mfBuild(extraUtf8 ...[]byte) mfClass {
	var b []byte
	off := map[string]int{}
	mark := func(name string) { off[name] = len(b) }
	u1 := func(v byte) { b = append(b, v) }
	u2 := func(v int) { b = binary.BigEndian.AppendUint16(b, uint16(v)) }
	u4 := func(v uint32) { b = binary.BigEndian.AppendUint32(b, v) }
	utf8 := func(index int, s []byte) {
		mark(fmt.Sprintf("#%d", index))
		u1(byte(TagUtf8))
		u2(len(s))
		b = append(b, s...)
	}
	u4(0xCAFEBABE)
	u2(0)
	mark("major")
	u2(52)
	mark("constant_pool_count")
	u2(12 + len(extraUtf8))
	utf8(1, []byte("T"))
	mark("#2")
	u1(byte(TagClass))
	u2(1)
	utf8(3, []byte("java/lang/Object"))
	mark("#4")
	u1(byte(TagClass))
	u2(3)
	utf8(5, []byte("m"))
	utf8(6, []byte("()V"))
	utf8(7, []byte("Code"))
	mark("#8")
	u1(byte(TagInteger))
	u4(42)
	utf8(9, []byte("LineNumberTable"))
	for i, s := range extraUtf8 {
		utf8(10+i, s)
	}
	mark("long")
	u1(byte(TagLong))
	u4(1)
	u4(2)
	u2(AccPublic | AccSuper)
	mark("this_class")
	u2(2)
	u2(4)
	mark("interfaces_count")
	u2(0)
	mark("fields_count")
	u2(0)
	mark("methods_count")
	u2(1)
	u2(AccStatic)
	u2(5)
	u2(6)
	u2(1) // attributes_count
	u2(7) // Code
	mark("code_attribute_length")
	u4(27)
	mark("code_attribute")
	u2(1) // max_stack
	u2(0) // max_locals
	mark("code_length")
	u4(3)
	mark("code")
	b = append(b, byte(ICONST_0), byte(POP), byte(RETURN))
	u2(0) // exception_table_length
	u2(1) // attributes_count
	u2(9) // LineNumberTable
	u4(6)
	u2(1)
	u2(0)
	u2(7)
	mark("class_attributes_count")
	u2(0)
	mark("end")
	return mfClass{data: b, off: off}
}

// patch returns a copy of the class file with the bytes at the named
// offset (plus delta) replaced.
func (c mfClass) patch(name string, delta int, with ...byte) []byte {
	b := bytes.Clone(c.data)
	copy(b[c.off[name]+delta:], with)
	return b
}

// cut returns the class file up to the named offset, followed by more.
func (c mfClass) cut(name string, more ...byte) []byte {
	return append(bytes.Clone(c.data[:c.off[name]]), more...)
}

// mfParse calls Parse, turning a panic into a test failure.
func mfParse(t testing.TB, what string, data []byte) (cf *ClassFile, err error, ok bool) {
	t.Helper()
	defer func() {
		if p := recover(); p != nil {
			t.Errorf("%s: Parse panicked: %v", what, p)
			ok = false
		}
	}()
	cf, err = Parse(data)
	return cf, err, true
}

// mfCheckFormatError checks that err is a *FormatError whose offset lies
// in data (or just past its end, for input that stops short).
func mfCheckFormatError(t testing.TB, what string, err error, data []byte) *FormatError {
	t.Helper()
	var fe *FormatError
	if !errors.As(err, &fe) {
		t.Errorf("%s: error %v (%T) is not a *FormatError", what, err, err)
		return nil
	}
	if fe.Offset < 0 || fe.Offset > int64(len(data)) {
		t.Errorf("%s: offset %d outside the input of %d bytes: %v", what, fe.Offset, len(data), err)
	}
	return fe
}

func TestMinimalClassParses(t *testing.T) {
	t.Parallel()
	c := mfBuild()
	cf, err := Parse(c.data)
	if err != nil {
		t.Fatal(err)
	}
	m := cf.Method("m", "()V")
	if cf.Name != "T" || cf.Super != "java/lang/Object" || m == nil || m.Code == nil || len(m.Code.Insns) != 3 {
		t.Fatalf("parsed %v, method %+v", cf, m)
	}
	if cf.Pool.Len() != 12 || cf.Pool.Long(10) != 1<<32|2 || cf.Pool.Tag(11) != 0 || cf.Pool.Int(8) != 42 {
		t.Errorf("pool: len %d, #10 %d, #11 %v, #8 %d", cf.Pool.Len(), cf.Pool.Long(10), cf.Pool.Tag(11), cf.Pool.Int(8))
	}
	if got := m.Code.LineAt(2); got != 7 {
		t.Errorf("LineAt(2) = %d, want 7", got)
	}
}

func TestMalformedClassFiles(t *testing.T) {
	t.Parallel()
	c := mfBuild()
	off := func(name string, delta int) int64 { return int64(c.off[name] + delta) }
	tests := []struct {
		name    string
		data    []byte
		wantOff int64  // the FormatError's offset
		what    string // a substring of its message
	}{
		{"empty", nil, 0, "end of input"},
		{"bad magic", c.patch("end", -len(c.data), 0xCA, 0xFE, 0xBA, 0xBF), 0, "bad magic"},
		{"not a class file", []byte("PK\x03\x04 this is a zip file"), 0, "bad magic"},
		{"major 70", c.patch("major", 0, 0, 70), 6, "unsupported class file version 70"},
		{"major 44", c.patch("major", 0, 0, 44), 6, "unsupported class file version 44"},
		{"truncated version", c.data[:7], 6, "end of input"},
		{"constant_pool_count 0", c.patch("constant_pool_count", 0, 0, 0), 8, "constant_pool_count is 0"},
		{"constant_pool_count 65535", c.patch("constant_pool_count", 0, 0xFF, 0xFF), 8, "exceeds the remaining input"},
		{"unknown tag 2", c.patch("#1", 0, 2), off("#1", 0), "unknown constant-pool tag 2"},
		{"unknown tag 13", c.patch("#5", 0, 13), off("#5", 0), "unknown constant-pool tag 13"},
		{"unknown tag 255", c.patch("#8", 0, 255), off("#8", 0), "unknown constant-pool tag 255"},
		{"Utf8 length past the end", c.patch("#9", 1, 0xFF, 0xFF), off("#9", 3), "Utf8 bytes"},
		{"Class names an Integer", c.patch("#2", 1, 0, 8), off("#2", 0), "constant 8 is Integer"},
		{"Class names index 0", c.patch("#4", 1, 0, 0), off("#4", 0), "not a valid constant"},
		{"Class names a Long's second slot", c.patch("#4", 1, 0, 11), off("#4", 0), "not a valid constant"},
		{"Class names past the pool", c.patch("#4", 1, 0x7F, 0xFF), off("#4", 0), "not a valid constant"},
		{"Long in the last slot", c.patch("constant_pool_count", 0, 0, 11), off("long", 0), "last pool slot"},
		{"Utf8 byte 0xFF", c.patch("#5", 3, 0xFF), off("#5", 3), "invalid modified UTF-8"},
		{"Utf8 NUL byte", c.patch("#5", 3, 0x00), off("#5", 3), "invalid modified UTF-8"},
		{"Utf8 lone 0xC0 at the end", c.patch("#5", 3, 0xC0), off("#5", 3), "invalid modified UTF-8"},
		{"Utf8 0xC0 without continuation", c.patch("#6", 3, 0xC0, 'A', 'B'), off("#6", 3), "invalid modified UTF-8"},
		{"Utf8 truncated 3-byte form", c.patch("#6", 3, 'x', 0xE2, 0x82), off("#6", 4), "invalid modified UTF-8"},
		{"Utf8 4-byte form", c.patch("#7", 3, 0xF0, 0x9F, 0x98, 0x80), off("#7", 3), "invalid modified UTF-8"},
		{"Utf8 stray continuation byte", c.patch("#6", 3, '(', 0x80, 'V'), off("#6", 4), "invalid modified UTF-8"},
		{"this_class names a Utf8", c.patch("this_class", 0, 0, 1), off("this_class", 0), "this_class"},
		{"interfaces_count 65535, no data", c.cut("interfaces_count", 0xFF, 0xFF), off("interfaces_count", 0), "interfaces count exceeds"},
		{"fields_count 65535, no data", c.cut("fields_count", 0xFF, 0xFF), off("fields_count", 0), "fields count exceeds"},
		{"fields_count 65535", c.patch("fields_count", 0, 0xFF, 0xFF), off("fields_count", 0), "fields count exceeds"},
		{"methods_count 65535, no data", c.cut("methods_count", 0xFF, 0xFF), off("methods_count", 0), "methods count exceeds"},
		{"attribute length past the end", c.patch("code_attribute_length", 0, 0x7F, 0xFF, 0xFF, 0xF0), off("code_attribute", 0), "attribute Code"},
		{"attribute length 4 GiB", c.patch("code_attribute_length", 0, 0xFF, 0xFF, 0xFF, 0xFF), off("code_attribute", 0), "attribute Code"},
		{"attribute shorter than its content", c.patch("code_attribute_length", 3, 26), off("code_attribute", 21), "attribute LineNumberTable"}, // its body at +21 needs 6 bytes, 5 are left
		{"code_length 0", c.patch("code_length", 0, 0, 0, 0, 0), off("code_length", 0), "code_length 0"},
		{"code_length past the attribute", c.patch("code_length", 0, 0, 0, 1, 0), off("code", 0), "code"},
		{"reserved opcode", c.patch("code", 2, 0xFE), off("code", 2), "reserved opcode"},
		{"undefined opcode", c.patch("code", 1, 0xCB), off("code", 1), "undefined opcode"},
		{"no class attributes_count", c.data[:c.off["class_attributes_count"]], off("class_attributes_count", 0), "end of input"},
		{"one extra byte", append(bytes.Clone(c.data), 0), off("end", 0), "1 extra bytes"},
		{"a second class appended", append(bytes.Clone(c.data), c.data...), off("end", 0), "extra bytes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cf, err, ok := mfParse(t, tt.name, tt.data)
			if !ok {
				return
			}
			if err == nil {
				t.Fatalf("parsed %v, want an error", cf)
			}
			if cf != nil {
				t.Errorf("Parse returned both %v and %v", cf, err)
			}
			fe := mfCheckFormatError(t, tt.name, err, tt.data)
			if fe == nil {
				return
			}
			if fe.Offset != tt.wantOff {
				t.Errorf("offset %d, want %d: %v", fe.Offset, tt.wantOff, err)
			}
			if !strings.Contains(fe.What, tt.what) {
				t.Errorf("error %q does not mention %q", fe.What, tt.what)
			}
		})
	}
}

// TestHugeCountsAllocateLittle checks that a class claiming 65535 entries
// of something, with no bytes to back them, is rejected before anything of
// that size is allocated.
func TestHugeCountsAllocateLittle(t *testing.T) {
	// Not parallel: it measures the process's allocations.
	c := mfBuild()
	inputs := map[string][]byte{
		"constant_pool_count": c.patch("constant_pool_count", 0, 0xFF, 0xFF),
		"interfaces_count":    c.cut("interfaces_count", 0xFF, 0xFF),
		"fields_count":        c.cut("fields_count", 0xFF, 0xFF),
		"methods_count":       c.cut("methods_count", 0xFF, 0xFF),
		"attribute_length":    c.patch("code_attribute_length", 0, 0xFF, 0xFF, 0xFF, 0xFF),
		"code_length":         c.patch("code_length", 0, 0, 0, 0xFF, 0xFF),
	}
	for name, data := range inputs {
		const runs = 20
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		for range runs {
			if _, err := Parse(data); err == nil {
				t.Fatalf("%s: no error", name)
			}
		}
		runtime.ReadMemStats(&after)
		perRun := (after.TotalAlloc - before.TotalAlloc) / runs
		if perRun > 1<<20 {
			t.Errorf("%s: Parse of %d bytes allocated %d bytes", name, len(data), perRun)
		}
		t.Logf("%s: %d bytes allocated per Parse", name, perRun)
	}
}

// mfFixtures compiles the Java fixtures with the javac on PATH and returns
// their class files by path relative to the output directory
// ("Constants.class", "p/A.class").
func mfFixtures(tb testing.TB, dirs ...string) map[string][]byte {
	tb.Helper()
	classes := map[string][]byte{}
	for _, d := range dirs {
		out := javactest.Compile(tb, filepath.Join("testdata", d), javac.Options{})
		err := filepath.WalkDir(out, func(p string, e os.DirEntry, err error) error {
			if err != nil || e.IsDir() || !strings.HasSuffix(p, ".class") {
				return err
			}
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(out, p)
			classes[filepath.ToSlash(rel)] = b
			return nil
		})
		if err != nil {
			tb.Fatal(err)
		}
	}
	return classes
}

// mfSmallClasses are fixtures that together use most of what the parser
// reads: Code with handlers and switches, LocalVariableTable, bootstrap
// methods, InnerClasses, NestHost/NestMembers, Record, PermittedSubclasses,
// EnclosingMethod, ConstantValue, Signature, Module.
var mfSmallClasses = []string{
	"TryCatch.class", "Switches.class", "Lambdas.class", "Constants.class",
	"Outer$1Local.class", "Modern$Peer.class", "Point.class", "Shape.class",
	"Box.class", "module-info.class",
}

// TestTruncatedClassFiles parses every proper prefix of real class files:
// each must be rejected with a *FormatError, without panicking.
func TestTruncatedClassFiles(t *testing.T) {
	t.Parallel()
	fixtures := mfFixtures(t, "kinds", "kinds17", "module")
	for _, name := range mfSmallClasses {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			data := fixtures[name]
			if data == nil {
				t.Fatalf("no fixture %s", name)
			}
			if _, err := Parse(data); err != nil {
				t.Fatalf("the whole file: %v", err)
			}
			failures := 0
			for n := range len(data) {
				prefix := data[:n:n] // no capacity: reading past n must not go unnoticed
				what := fmt.Sprintf("prefix of %d of %d bytes", n, len(data))
				cf, err, ok := mfParse(t, what, prefix)
				switch {
				case !ok:
					failures++
				case err == nil:
					t.Errorf("%s: parsed as %v", what, cf)
					failures++
				default:
					if mfCheckFormatError(t, what, err, prefix) == nil {
						failures++
					}
				}
				if failures >= 10 {
					t.Fatal("too many failures")
				}
			}
		})
	}
}

// TestCorruptedClassFiles flips each byte of real class files in turn
// (all bits, then only the lowest): Parse may accept or reject the result
// but must not panic, must report a *FormatError inside the file when it
// rejects it, and must give something that fzWalk can traverse and that
// passes fzCheck when it accepts it.
func TestCorruptedClassFiles(t *testing.T) {
	t.Parallel()
	fixtures := mfFixtures(t, "kinds", "kinds17", "module")
	for _, name := range mfSmallClasses {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			data := fixtures[name]
			if data == nil {
				t.Fatalf("no fixture %s", name)
			}
			accepted, failures := 0, 0
			buf := make([]byte, len(data))
			for i := range data {
				for _, mask := range []byte{0xFF, 0x01} {
					copy(buf, data)
					buf[i] ^= mask
					what := fmt.Sprintf("byte %d ^ 0x%02X", i, mask)
					cf, err, ok := mfParse(t, what, buf)
					switch {
					case !ok:
						failures++
					case err != nil:
						if mfCheckFormatError(t, what, err, buf) == nil {
							failures++
						}
					default:
						accepted++
						if p := fzWalk(cf); p != nil {
							t.Errorf("%s: walking the parsed class panicked: %v", what, p)
							failures++
						} else if err := fzCheck(cf); err != nil {
							t.Errorf("%s: %v", what, err)
							failures++
						}
					}
				}
				if failures >= 10 {
					t.Fatal("too many failures")
				}
			}
			t.Logf("%d of %d corrupted copies parsed", accepted, 2*len(data))
		})
	}
}

// TestModifiedUTF8Constants checks how Utf8 constants in modified UTF-8
// decode, both into Go strings (ConstantPool) and into UTF-16 units
// (ModifiedUTF8ToUTF16).
func TestModifiedUTF8Constants(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		raw   []byte
		str   string
		units []uint16
	}{
		{"empty", []byte{}, "", []uint16{}},
		{"ASCII", []byte("(Ljava/lang/String;)V"), "(Ljava/lang/String;)V", utf16Of("(Ljava/lang/String;)V")},
		{"embedded NUL", []byte{'a', 0xC0, 0x80, 'b'}, "a\x00b", []uint16{'a', 0, 'b'}},
		{"only NUL", []byte{0xC0, 0x80}, "\x00", []uint16{0}},
		{"two-byte form", []byte{0xC3, 0xA9}, "é", []uint16{0xE9}},
		{"three-byte form", []byte{0xE2, 0x82, 0xAC}, "€", []uint16{0x20AC}},
		{"U+FFFF", []byte{0xEF, 0xBF, 0xBF}, "\uFFFF", []uint16{0xFFFF}},
		{"surrogate pair", []byte{0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80}, "😀", []uint16{0xD83D, 0xDE00}},
		{"pair between ASCII", []byte{'<', 0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80, '>'}, "<😀>", []uint16{'<', 0xD83D, 0xDE00, '>'}},
		{"lone high surrogate", []byte{0xED, 0xA0, 0xBD}, "\uFFFD", []uint16{0xD83D}},
		{"lone low surrogate", []byte{0xED, 0xB8, 0x80, 'x'}, "\uFFFDx", []uint16{0xDE00, 'x'}},
		{"surrogates reversed", []byte{0xED, 0xB8, 0x80, 0xED, 0xA0, 0xBD}, "\uFFFD\uFFFD", []uint16{0xDE00, 0xD83D}},
	}
	raws := make([][]byte, len(tests))
	for i, tt := range tests {
		raws[i] = tt.raw
	}
	cf, err := Parse(mfBuild(raws...).data)
	if err != nil {
		t.Fatal(err)
	}
	for i, tt := range tests {
		c := cf.Pool.At(uint16(10 + i))
		if raw := cf.Pool.Raw(uint16(10 + i)); c.Tag != TagUtf8 || c.Utf8 != tt.str || !bytes.Equal(raw, tt.raw) {
			t.Errorf("%s: constant %s %q (raw % x), want Utf8 %q", tt.name, c.Tag, c.Utf8, raw, tt.str)
		}
		units, ok := ModifiedUTF8ToUTF16(tt.raw)
		if !ok || !slices.Equal(units, tt.units) {
			t.Errorf("%s: ModifiedUTF8ToUTF16 = %04x, %v; want %04x", tt.name, units, ok, tt.units)
		}
	}
	for _, bad := range [][]byte{{0xFF}, {0x00}, {0xC0}, {0xC0, 'A'}, {0xE2, 0x82}, {0xF0, 0x9F, 0x98, 0x80}, {0x80}} {
		if units, ok := ModifiedUTF8ToUTF16(bad); ok {
			t.Errorf("ModifiedUTF8ToUTF16(% x) = %04x, true; want false", bad, units)
		}
	}
}

func utf16Of(s string) []uint16 {
	var u []uint16
	for _, r := range s {
		u = append(u, uint16(r))
	}
	return u
}

// TestModifiedUTF8FromJavac reads the strings javac wrote for
// Constants.WEIRD = "a\u0000b\uD83D\uDE00" and Constants.EURO.
func TestModifiedUTF8FromJavac(t *testing.T) {
	t.Parallel()
	data := mfFixtures(t, "kinds")["Constants.class"]
	cf, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		field string
		str   string
		raw   []byte
		units []uint16
	}{
		{"WEIRD", "a\x00b😀", []byte{'a', 0xC0, 0x80, 'b', 0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80}, []uint16{'a', 0, 'b', 0xD83D, 0xDE00}},
		{"EURO", "€uro été", []byte("€uro été"), []uint16{0x20AC, 'u', 'r', 'o', ' ', 0xE9, 't', 0xE9}},
	}
	for _, tt := range tests {
		var f *Field
		for i := range cf.Fields {
			if cf.Fields[i].Name == tt.field {
				f = &cf.Fields[i]
			}
		}
		if f == nil || f.ConstantValue == 0 || cf.Pool.Tag(f.ConstantValue) != TagString {
			t.Fatalf("no String ConstantValue for %s: %+v", tt.field, f)
		}
		if got := cf.Pool.String(f.ConstantValue); got != tt.str {
			t.Errorf("%s = %q, want %q", tt.field, got, tt.str)
		}
		raw := cf.Pool.Raw(cf.Pool.At(f.ConstantValue).Index1)
		if !bytes.Equal(raw, tt.raw) {
			t.Errorf("%s: raw bytes % x, want % x", tt.field, raw, tt.raw)
		}
		if units, ok := ModifiedUTF8ToUTF16(raw); !ok || !slices.Equal(units, tt.units) {
			t.Errorf("%s: UTF-16 %04x, %v; want %04x", tt.field, units, ok, tt.units)
		}
	}
}
