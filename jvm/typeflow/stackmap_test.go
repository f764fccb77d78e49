package typeflow

import (
	"fmt"
	"os"
	"sort"
	"testing"

	"github.com/gojpf/gojpf/classfile"
)

// Verification type tags of the StackMapTable attribute (JVMS §4.7.4).
const (
	vtTop byte = iota
	vtInteger
	vtFloat
	vtDouble
	vtLong
	vtNull
	vtUninitializedThis
	vtObject
	vtUninitialized
)

// smFrame is one frame of a StackMapTable, with locals and stack expanded
// to slots: a Long or Double entry becomes the entry and a Top.
type smFrame struct {
	pc            int
	locals, stack []byte
}

// decodeStackMap decodes a StackMapTable attribute, starting from the
// implicit initial frame whose locals (one entry per verification type)
// are given.
func decodeStackMap(data []byte, initial []byte) ([]smFrame, error) {
	p := 0
	u1 := func() (byte, error) {
		if p >= len(data) {
			return 0, fmt.Errorf("truncated at %d", p)
		}
		p++
		return data[p-1], nil
	}
	u2 := func() (int, error) {
		hi, err := u1()
		if err != nil {
			return 0, err
		}
		lo, err := u1()
		return int(hi)<<8 | int(lo), err
	}
	vtype := func() (byte, error) {
		t, err := u1()
		if err != nil {
			return 0, err
		}
		if t > vtUninitialized {
			return 0, fmt.Errorf("verification type %d", t)
		}
		if t == vtObject || t == vtUninitialized {
			_, err = u2()
		}
		return t, err
	}
	vtypes := func(n int) ([]byte, error) {
		ts := make([]byte, n)
		for i := range ts {
			var err error
			if ts[i], err = vtype(); err != nil {
				return nil, err
			}
		}
		return ts, nil
	}
	n, err := u2()
	if err != nil {
		return nil, err
	}
	locals := append([]byte(nil), initial...)
	frames := make([]smFrame, 0, n)
	pc := -1
	for range n {
		ft, err := u1()
		if err != nil {
			return nil, err
		}
		var delta int
		var stack []byte
		switch {
		case ft <= 63:
			delta = int(ft)
		case ft <= 127:
			delta = int(ft) - 64
			if stack, err = vtypes(1); err != nil {
				return nil, err
			}
		case ft < 247:
			return nil, fmt.Errorf("reserved frame type %d", ft)
		case ft == 247:
			if delta, err = u2(); err != nil {
				return nil, err
			}
			if stack, err = vtypes(1); err != nil {
				return nil, err
			}
		case ft <= 250:
			if delta, err = u2(); err != nil {
				return nil, err
			}
			k := 251 - int(ft)
			if k > len(locals) {
				return nil, fmt.Errorf("chop %d of %d locals", k, len(locals))
			}
			locals = locals[:len(locals)-k]
		case ft == 251:
			if delta, err = u2(); err != nil {
				return nil, err
			}
		case ft <= 254:
			if delta, err = u2(); err != nil {
				return nil, err
			}
			more, err := vtypes(int(ft) - 251)
			if err != nil {
				return nil, err
			}
			locals = append(locals, more...)
		default: // full_frame
			if delta, err = u2(); err != nil {
				return nil, err
			}
			nl, err := u2()
			if err != nil {
				return nil, err
			}
			if locals, err = vtypes(nl); err != nil {
				return nil, err
			}
			ns, err := u2()
			if err != nil {
				return nil, err
			}
			if stack, err = vtypes(ns); err != nil {
				return nil, err
			}
		}
		pc += delta + 1
		frames = append(frames, smFrame{pc: pc, locals: expandSlots(locals), stack: expandSlots(stack)})
	}
	if p != len(data) {
		return nil, fmt.Errorf("%d bytes after the last frame", len(data)-p)
	}
	return frames, nil
}

// expandSlots turns verification types into slots: Long and Double take two.
func expandSlots(ts []byte) []byte {
	s := make([]byte, 0, len(ts))
	for _, t := range ts {
		s = append(s, t)
		if t == vtLong || t == vtDouble {
			s = append(s, vtTop)
		}
	}
	return s
}

// initialLocals returns the implicit first frame's locals of a method.
func initialLocals(class string, m *classfile.Method) []byte {
	var ls []byte
	if m.Access&classfile.AccStatic == 0 {
		if m.Name == "<init>" && class != "java/lang/Object" {
			ls = append(ls, vtUninitializedThis)
		} else {
			ls = append(ls, vtObject)
		}
	}
	for i := 1; m.Desc[i] != ')'; {
		var v value
		var ok bool
		v, i, ok = fieldType(m.Desc, i)
		if !ok {
			return ls
		}
		ls = append(ls, map[value]byte{vInt: vtInteger, vFloat: vtFloat, vLong: vtLong, vDouble: vtDouble, vRef: vtObject}[v])
	}
	return ls
}

// oracleStats counts what checkAgainstStackMap compared.
type oracleStats struct {
	classes, methods, frames, slots int
	mapped                          int // methods with a StackMapTable
	disagreements                   int
	refWhereTop                     int // slots the map calls Top that we know hold references
	insns                           int
	maxResultBytes                  int
}

// checkAgainstStackMap analyzes every method of cf and compares the result
// with the class's StackMapTable frames, reporting disagreements through
// report.
func checkAgainstStackMap(cf *classfile.ClassFile, st *oracleStats, report func(format string, args ...any)) {
	st.classes++
	for mi := range cf.Methods {
		m := &cf.Methods[mi]
		if m.Code == nil {
			continue
		}
		where := cf.Name + "." + m.Name + m.Desc
		st.methods++
		st.insns += len(m.Code.Insns)
		res, err := Analyze(m.Code, &cf.Pool, m.Access&classfile.AccStatic != 0, m.Desc)
		if err != nil {
			st.disagreements++
			report("%s: %v", where, err)
			continue
		}
		if b := len(res.refs)*8 + len(res.depth)*2; b > st.maxResultBytes {
			st.maxResultBytes = b
		}
		var raw []byte
		for _, a := range m.Code.Other {
			if a.Name == "StackMapTable" {
				raw = a.Data
			}
		}
		if raw == nil {
			continue
		}
		st.mapped++
		frames, err := decodeStackMap(raw, initialLocals(cf.Name, m))
		if err != nil {
			report("%s: StackMapTable: %v", where, err)
			st.disagreements++
			continue
		}
		insns := m.Code.Insns
		for _, f := range frames {
			st.frames++
			i := sort.Search(len(insns), func(k int) bool { return int(insns[k].PC) >= f.pc })
			if i == len(insns) || int(insns[i].PC) != f.pc {
				report("%s: frame at pc %d is not at an instruction", where, f.pc)
				st.disagreements++
				continue
			}
			if !res.Reachable(i) {
				report("%s: frame at pc %d, but we find the instruction unreachable", where, f.pc)
				st.disagreements++
				continue
			}
			if d := res.StackDepth(i); d != len(f.stack) {
				report("%s: pc %d: stack depth %d, map says %d", where, f.pc, d, len(f.stack))
				st.disagreements++
				continue
			}
			check := func(what string, slot int, t byte, isRef bool) {
				st.slots++
				switch t {
				case vtTop:
					if isRef {
						st.refWhereTop++
					}
					return
				case vtInteger, vtFloat, vtLong, vtDouble:
					if !isRef {
						return
					}
				default:
					if isRef {
						return
					}
				}
				st.disagreements++
				report("%s: pc %d: %s %d: map says verification type %d, we say ref=%v", where, f.pc, what, slot, t, isRef)
			}
			for l, t := range f.locals {
				check("local", l, t, res.LocalIsRef(i, l))
			}
			for s, t := range f.stack {
				check("stack slot", s, t, res.StackIsRef(i, s))
			}
		}
	}
}

// TestStackMapOracleTestdata checks the analysis against javac's stack maps
// for the test programs.
func TestStackMapOracleTestdata(t *testing.T) {
	for name, opt := range compilers(t) {
		t.Run(name, func(t *testing.T) {
			var st oracleStats
			for _, cf := range compileTestdata(t, opt) {
				checkAgainstStackMap(cf, &st, t.Errorf)
			}
			if st.frames == 0 {
				t.Fatal("no StackMapTable frames in testdata")
			}
			t.Logf("testdata: %d methods, %d with stack maps, %d frames, %d slots checked, %d disagreements",
				st.methods, st.mapped, st.frames, st.slots, st.disagreements)
		})
	}
}

// TestStackMapOracleJDK checks the analysis against the StackMapTable of
// every method of every class of java.base in the host JDK (some 500
// classes with -short; every module with TYPEFLOW_ALL=1 in the
// environment): where the verifier's frame says a slot holds a reference,
// the analysis must say so too, and where it says int, float, long or
// double, the analysis must not.
func TestStackMapOracleJDK(t *testing.T) {
	home, err := classfile.FindJDK("")
	if err != nil {
		t.Skipf("no JDK: %v", err)
	}
	img, err := classfile.OpenJDK(home)
	if err != nil {
		t.Skipf("no JDK image at %s: %v", home, err)
	}
	defer img.Close()
	entries, err := img.ClassEntries()
	if err != nil {
		t.Fatal(err)
	}
	scope := "java.base"
	if os.Getenv("TYPEFLOW_ALL") != "" {
		scope = "all modules"
	}
	var base []classfile.ImageEntry
	for _, e := range entries {
		if (scope != "java.base" || e.Module == "java.base") && e.Name != "module-info" {
			base = append(base, e)
		}
	}
	if testing.Short() && len(base) > 500 {
		step := len(base) / 500
		var some []classfile.ImageEntry
		for i := 0; i < len(base); i += step {
			some = append(some, base[i])
		}
		base = some
	}
	var st oracleStats
	reported := 0
	report := func(format string, args ...any) {
		if reported++; reported <= 30 {
			t.Errorf(format, args...)
		}
	}
	for _, e := range base {
		b, err := img.ReadEntry(e)
		if err != nil {
			t.Fatal(err)
		}
		cf, err := classfile.Parse(b)
		if err != nil {
			t.Fatalf("%s: %v", e.Name, err)
		}
		checkAgainstStackMap(cf, &st, report)
	}
	t.Logf("%s, %s: %d classes, %d methods (%d instructions), %d with stack maps, %d frames, %d slots checked, %d disagreements; %d slots the map calls Top hold references; largest result %d bytes",
		img.Path(), scope, st.classes, st.methods, st.insns, st.mapped, st.frames, st.slots, st.disagreements, st.refWhereTop, st.maxResultBytes)
	if st.frames == 0 {
		t.Error("no frames checked")
	}
}
