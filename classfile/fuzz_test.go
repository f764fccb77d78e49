package classfile

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/internal/javac"
)

// FuzzParse feeds arbitrary bytes to Parse. Parse must not panic; when it
// rejects the input it must say where with a *FormatError; when it accepts
// it, the result must keep the promises its types document (branch targets
// and handlers are instruction indices, constant-pool operands name
// entries of the right kind) and walking all of it must not panic.
//
// Seeds: the hand-built class of the malformed-input tests, the fixtures
// under testdata compiled by javac, and a few small classes of the host
// JDK; the last two only when a JDK is installed.
func FuzzParse(f *testing.F) {
	f.Add(mfBuild().data)
	f.Add(mfBuild([]byte{0xC0, 0x80}, []byte{0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80}).data)
	for _, seed := range fzSeeds(f) {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		cf, err := Parse(data)
		if err != nil {
			var fe *FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("error %v (%T) is not a *FormatError", err, err)
			}
			if fe.Offset < 0 || fe.Offset > int64(len(data)) {
				t.Fatalf("offset %d outside the input of %d bytes: %v", fe.Offset, len(data), err)
			}
			if cf != nil {
				t.Fatalf("Parse returned a class and an error: %v", err)
			}
			return
		}
		if p := fzWalk(cf); p != nil {
			t.Fatalf("walking the parsed class panicked: %v", p)
		}
		if err := fzCheck(cf); err != nil {
			t.Fatal(err)
		}
	})
}

// fzSeeds returns real class files to start fuzzing from, or none when
// there is no JDK. Only files up to 16 KiB are used: the fuzzer mutates
// small inputs more effectively.
func fzSeeds(tb testing.TB) [][]byte {
	const maxSeed = 16 << 10
	var seeds [][]byte
	if _, err := javac.Find(); err != nil {
		tb.Logf("no javac, no compiled seeds: %v", err)
	} else {
		for _, dir := range []string{"kinds", "kinds17", "module"} {
			files, err := javac.Sources(filepath.Join("testdata", dir))
			if err != nil {
				tb.Fatal(err)
			}
			out, err := javac.CompileFiles(files, javac.Options{})
			if err != nil {
				tb.Logf("no seeds from %s: %v", dir, err)
				continue
			}
			err = filepath.WalkDir(out, func(p string, e os.DirEntry, err error) error {
				if err != nil || e.IsDir() || !strings.HasSuffix(p, ".class") {
					return err
				}
				b, err := os.ReadFile(p)
				if err == nil && len(b) <= maxSeed {
					seeds = append(seeds, b)
				}
				return err
			})
			if err != nil {
				tb.Fatal(err)
			}
		}
	}
	home, err := FindJDK("")
	if err != nil {
		tb.Logf("no JDK, no seeds from its image: %v", err)
		return seeds
	}
	img, err := OpenJDK(home)
	if err != nil {
		tb.Logf("no seeds from the JDK image: %v", err)
		return seeds
	}
	defer img.Close()
	for _, name := range []string{"java/lang/Object", "java/lang/Runnable", "java/util/Optional", "java/lang/Thread$State"} {
		b, found, err := img.Find(name)
		if err == nil && found && len(b) <= maxSeed {
			seeds = append(seeds, b)
		}
	}
	return seeds
}

// fzWalk visits everything a parsed class holds through the package's
// accessors and formatters, and returns the value of a panic, if any.
func fzWalk(cf *ClassFile) (panicked any) {
	defer func() { panicked = recover() }()
	_ = cf.String()
	cp := &cf.Pool
	for i := 0; i <= cp.Len()+1; i++ {
		idx := uint16(i)
		_ = cp.Describe(idx)
		_ = cp.ClassName(idx)
		_, _, _ = cp.MemberRef(idx)
		_, _ = cp.NameAndType(idx)
		_, _, _, _ = cp.Int(idx), cp.Long(idx), cp.Float(idx), cp.Double(idx)
		if c := cp.At(idx); c.Tag == TagUtf8 {
			if _, ok := ModifiedUTF8ToUTF16(cp.Raw(idx)); !ok {
				panic(fmt.Sprintf("Utf8 constant %d was accepted but is not modified UTF-8", i))
			}
		}
	}
	for _, bm := range cf.BootstrapMethods {
		_ = cp.Describe(bm.MethodRef)
		for _, a := range bm.Args {
			_ = cp.Describe(a)
		}
	}
	_, _ = cf.Annotations()
	for i := range cf.Fields {
		_, _ = cf.FieldAnnotations(&cf.Fields[i])
	}
	for i := range cf.Methods {
		m := &cf.Methods[i]
		_ = cf.Method(m.Name, m.Desc)
		_, _ = cf.MethodAnnotations(m)
		c := m.Code
		if c == nil {
			continue
		}
		for j := range c.Insns {
			_ = FormatInstruction(c.Insns, j)
			if c.Insns[j].Op.UsesConstantPool() {
				_ = cp.Describe(uint16(c.Insns[j].A))
			}
		}
		for j := -1; j <= len(c.Insns); j++ {
			_ = c.LineAt(j)
		}
	}
	return nil
}

// fzCheck checks the invariants of a parsed class that its documentation
// promises.
func fzCheck(cf *ClassFile) error {
	cp := &cf.Pool
	for i := range cf.Methods {
		m := &cf.Methods[i]
		c := m.Code
		if c == nil {
			continue
		}
		where := m.Name + m.Desc
		n := int32(len(c.Insns))
		if n == 0 || len(c.Bytes) == 0 || c.Insns[0].PC != 0 {
			return fmt.Errorf("%s: %d instructions for %d bytes of code", where, n, len(c.Bytes))
		}
		inRange := func(idx int32) bool { return idx >= 0 && idx < n }
		for j := range c.Insns {
			in := &c.Insns[j]
			if j > 0 && in.PC <= c.Insns[j-1].PC || int(in.PC) >= len(c.Bytes) {
				return fmt.Errorf("%s: instruction %d at pc %d, after pc %d, in %d bytes", where, j, in.PC, c.Insns[j-1].PC, len(c.Bytes))
			}
			switch {
			case in.Op.IsBranch() && !inRange(in.A):
				return fmt.Errorf("%s: %v at %d jumps to instruction %d of %d", where, in.Op, in.PC, in.A, n)
			case in.Op.IsSwitch():
				s := in.Switch
				if s == nil || !inRange(s.Default) || (s.Keys != nil && len(s.Keys) != len(s.Targets)) {
					return fmt.Errorf("%s: malformed %v at %d: %+v", where, in.Op, in.PC, s)
				}
				for k, tg := range s.Targets {
					if !inRange(tg) || (k > 0 && s.Keys != nil && s.Keys[k] <= s.Keys[k-1]) {
						return fmt.Errorf("%s: %v at %d: case %d: target %d, keys %v", where, in.Op, in.PC, k, tg, s.Keys)
					}
				}
			case in.Op.UsesConstantPool() && cp.Tag(uint16(in.A)) == 0:
				return fmt.Errorf("%s: %v at %d names constant %d of %d", where, in.Op, in.PC, in.A, cp.Len())
			}
		}
		for _, h := range c.Handlers {
			if h.Start < 0 || h.Start >= h.End || h.End > n || !inRange(h.Handler) {
				return fmt.Errorf("%s: handler %+v with %d instructions", where, h, n)
			}
		}
	}
	for i, bm := range cf.BootstrapMethods {
		if cp.Tag(bm.MethodRef) != TagMethodHandle {
			return fmt.Errorf("bootstrap method %d is %v", i, cp.Tag(bm.MethodRef))
		}
	}
	for i := 1; i < cp.Len(); i++ {
		c := cp.At(uint16(i))
		if (c.Tag == TagDynamic || c.Tag == TagInvokeDynamic) && int(c.Index1) >= len(cf.BootstrapMethods) {
			return fmt.Errorf("constant %d names bootstrap method %d of %d", i, c.Index1, len(cf.BootstrapMethods))
		}
	}
	return nil
}
