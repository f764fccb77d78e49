package classfile

import (
	"bufio"
	"bytes"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
)

// TestAgainstJavap parses class files of many kinds and checks the result
// against what the JDK's own javap -v -p prints for the same files: the
// constant pool (size, tags, references, numeric values, plain strings),
// the class's version, flags and name, every field (name, descriptor,
// flags, constant value) and every method (name, descriptor, flags,
// max_stack, max_locals, each instruction's pc and text, the exception
// table, LineNumberTable and LocalVariableTable).
//
// The class files come from the fixtures under testdata (compiled by the
// javac on PATH, by the same javac with --release 8, and by a newer javac
// if one is installed, each checked against the javap beside it), from a
// generated method big enough to need goto_w, and from the runtime images
// of the JDKs.
func TestAgainstJavap(t *testing.T) {
	if testing.Short() {
		t.Skip("runs javac and javap")
	}
	t.Parallel()
	jc, err := javac.Find()
	if err != nil {
		t.Skip(err)
	}
	jc = jpResolvePath(jc)
	javap := jpBesideJavac(jc)
	if _, err := os.Stat(javap); err != nil {
		t.Skipf("no javap beside %s: %v", jc, err)
	}
	version, err := javac.Version(jc)
	if err != nil {
		t.Fatal(err)
	}
	variants := []jpVariant{{
		name:  fmt.Sprintf("javac%d", version),
		javac: jc, javap: javap,
		dirs: []string{"kinds", "kinds17", "module"}, bigMethod: true,
	}, {
		name:  fmt.Sprintf("javac%d-release8", version),
		javac: jc, javap: javap, release: 8,
		dirs: []string{"kinds"},
	}}
	if home, err := FindJDK(""); err != nil {
		t.Logf("no JDK image to take classes from: %v", err)
	} else {
		name := "jdk-image"
		if v, err := JavaVersion(home); err == nil {
			name = fmt.Sprintf("jdk%d-image", v)
		}
		variants = append(variants, jpVariant{name: name, jdkHome: home})
	}
	if newer, v, err := javac.FindNewer(version + 1); err != nil {
		t.Logf("only javac %d is installed; not testing a newer one: %v", version, err)
	} else {
		newer = jpResolvePath(newer)
		variants = append(variants, jpVariant{
			name:  fmt.Sprintf("javac%d", v),
			javac: newer, javap: jpBesideJavac(newer),
			dirs: []string{"kinds", "kinds17", "module"},
		}, jpVariant{
			name:    fmt.Sprintf("jdk%d-image", v),
			jdkHome: filepath.Dir(filepath.Dir(newer)),
		})
	}
	for _, v := range variants {
		t.Run(v.name, func(t *testing.T) {
			t.Parallel()
			v.run(t)
		})
	}
}

// jpJDKClasses are the classes of each JDK image that
// TestAgainstJavap compares, besides java.base's module-info.
var jpJDKClasses = []string{
	"java/lang/Character",                    // large: big tables in <clinit>
	"java/lang/String",                       // many methods, switches
	"java/util/HashMap",                      // inner classes, generics
	"java/lang/Record",                       // abstract, tiny
	"java/lang/invoke/LambdaMetafactory",     // long constants, varargs
	"java/util/concurrent/ConcurrentHashMap", // Unsafe, long offsets, huge
	"java/lang/Thread$State",                 // an enum
	"java/lang/annotation/Retention",         // an annotation type
	"java/util/stream/Collectors",            // many lambdas
	"java/math/BigDecimal",                   // long and double constants
	"java/util/regex/Pattern",                // switches over chars, inner classes
}

// A jpVariant is one source of class files with the javap that checks
// them: fixtures compiled by one javac, or classes from one JDK image.
type jpVariant struct {
	name      string
	javac     string   // compile testdata/<dirs> with this javac …
	javap     string   // … and check them with this javap
	release   int      // --release, 0 for the compiler's default
	dirs      []string // fixture directories under testdata
	bigMethod bool     // also compile a generated method that needs goto_w
	jdkHome   string   // take jpJDKClasses from this JDK's image
}

func (v *jpVariant) run(t *testing.T) {
	var files []string           // class files, absolute paths
	names := map[string]string{} // subtest name of each file
	javap := v.javap
	if v.jdkHome != "" {
		javap = filepath.Join(v.jdkHome, "bin", "javap")
		files = jpWriteJDKClasses(t, v.jdkHome, names)
	} else {
		opt := javac.Options{Javac: v.javac, Release: v.release}
		dirs := make([]string, 0, len(v.dirs)+1)
		for _, d := range v.dirs {
			dirs = append(dirs, filepath.Join("testdata", d))
		}
		if v.bigMethod {
			dirs = append(dirs, jpWriteBigMethod(t))
		}
		for _, d := range dirs {
			out := javactest.Compile(t, d, opt)
			for _, f := range jpClassFiles(t, out) {
				rel, _ := filepath.Rel(out, f)
				names[f] = strings.TrimSuffix(rel, ".class")
				files = append(files, f)
			}
		}
	}
	if _, err := os.Stat(javap); err != nil {
		t.Skipf("no javap: %v", err)
	}
	if len(files) == 0 {
		t.Fatal("no class files to compare")
	}
	// javap stops at the first class it cannot print (javap 25 fails on
	// a tableswitch whose high is Integer.MAX_VALUE), so run it again on
	// the files after that one.
	byFile := make(map[string]*jpClass, len(files))
	for pending := files; len(pending) > 0; {
		classes, err := jpParse(jpRun(t, javap, pending))
		if err != nil {
			t.Fatalf("reading the output of %s: %v", javap, err)
		}
		for _, c := range classes {
			byFile[c.file] = c
		}
		rest := pending[:0:0]
		for i, f := range pending {
			if c := byFile[f]; c == nil || c.javapError != "" {
				rest = pending[i+1:]
				break
			}
		}
		pending = rest
	}
	for _, f := range files {
		t.Run(names[f], func(t *testing.T) {
			want := byFile[f]
			if want == nil {
				t.Fatalf("javap printed nothing for %s", f)
			}
			if want.javapError != "" {
				t.Skipf("javap failed: %s", want.javapError)
			}
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			cf, err := Parse(data)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			jpCompareClass(t, cf, want)
		})
	}
	methods, insns, lines := 0, 0, 0
	for _, c := range byFile {
		for _, m := range c.methods {
			methods++
			insns += len(m.insns)
			lines += len(m.lines)
		}
	}
	t.Logf("compared %d class files (%d methods, %d instructions, %d line-number entries) with %s", len(files), methods, insns, lines, javap)
}

// jpResolvePath resolves the symbolic links of p (/usr/bin/javac is usually
// one), so that the javap beside it belongs to the same JDK.
func jpResolvePath(p string) string {
	if r, err := filepath.EvalSymlinks(p); err == nil {
		return r
	}
	return p
}

func jpBesideJavac(javacPath string) string {
	return filepath.Join(filepath.Dir(javacPath), "javap")
}

// jpClassFiles lists the class files under dir, sorted.
func jpClassFiles(t *testing.T, dir string) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".class") {
			files = append(files, p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(files)
	return files
}

// jpWriteJDKClasses copies jpJDKClasses and java.base's module-info
// from the image of the JDK at home into a temporary directory and returns
// their paths.
func jpWriteJDKClasses(t *testing.T, home string, names map[string]string) []string {
	t.Helper()
	img, err := OpenJDK(home)
	if err != nil {
		t.Fatalf("open the image of %s: %v", home, err)
	}
	defer img.Close()
	dir := t.TempDir()
	var files []string
	write := func(name string, b []byte) {
		p := filepath.Join(dir, strings.ReplaceAll(name, "/", "_")+".class")
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, p)
		names[p] = name
	}
	for _, name := range jpJDKClasses {
		b, found, err := img.Find(name)
		if err != nil {
			t.Fatalf("find %s: %v", name, err)
		}
		if !found {
			t.Logf("%s is not in %s", name, img.Path())
			continue
		}
		write(name, b)
	}
	b, found, err := img.Resource("/java.base/module-info.class")
	if err != nil || !found {
		t.Fatalf("java.base's module-info: found %v, %v", found, err)
	}
	write("java.base/module-info", b)
	return files
}

// jpWriteBigMethod writes the source of a class whose method is over
// 32 KiB of bytecode, so that javac must use goto_w, and returns its
// directory.
func jpWriteBigMethod(t *testing.T) string {
	t.Helper()
	var b strings.Builder
	b.WriteString("// Generated by TestAgainstJavap: a method too big for 16-bit branch offsets.\n")
	b.WriteString("public class Huge {\n    static int big(int n) {\n        int s = 0;\n")
	b.WriteString("        for (int i = 0; i < n; i++) {\n            if (s == 17) {\n                continue;\n            }\n")
	for k := range 1800 {
		fmt.Fprintf(&b, "            s = s * 31 + (i ^ %d) * %d - (s >>> %d);\n", k, k+1000, k%31)
	}
	b.WriteString("        }\n        return s;\n    }\n}\n")
	dir := filepath.Join(t.TempDir(), "huge")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "Huge.java"), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// jpRun runs javap -v -p on all files at once (javap takes a while to
// start) and returns its standard output.
func jpRun(t *testing.T, javap string, files []string) string {
	t.Helper()
	cmd := exec.Command(javap, append([]string{"-v", "-p"}, files...)...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		if stdout.Len() == 0 {
			t.Fatalf("%s: %v\n%s", javap, err, stderr.String())
		}
		// The classes it could not print are reported one by one.
		t.Logf("%s: %v\n%s", javap, err, stderr.String())
	}
	return stdout.String()
}

// jpClass is what javap -v -p prints about one class file.
type jpClass struct {
	file         string // the "Classfile" path
	javapError   string // an "Error: …" line javap printed instead of the rest
	thisClass    string
	minor, major int
	flags        int
	// from "interfaces: 0, fields: 2, methods: 3, attributes: 1"
	nInterfaces, nFields, nMethods int
	pool                           map[int]jpConstant
	poolCount                      int // highest index + 1 (+ 1 more for Long/Double)
	fields                         []jpField
	methods                        []*jpMethod
}

// jpConstant is a line of "Constant pool:", e.g.
// "#1 = Methodref #2.#3 // java/lang/Object."<init>":()V".
type jpConstant struct {
	tag   string
	value string // the text after the tag, comment removed
}

type jpField struct {
	header        string // e.g. "private final int x;"
	desc          string
	flags         int
	constantValue string // e.g. "long 123l"; "" if none
}

type jpMethod struct {
	header             string // e.g. "public static void main(java.lang.String[]);"
	desc               string
	flags              int
	hasCode            bool
	maxStack, maxLocal int
	insns              []jpInsn
	handlers           []jpHandler
	lines              []LineNumber
	locals             []LocalVariable
}

type jpInsn struct {
	pc   uint32
	text string // mnemonic and operands, spaces normalised, comment removed
}

type jpHandler struct {
	from, to, target uint16
	catchType        string // binary name, or "" for any
}

// jpParse reads the output of javap -v -p for one or more class
// files. It relies only on the layout javap has used from JDK 8 to 25: the
// indentation of the member headers (2), their attributes (4) and the
// Code attribute's parts (6), "#N = Tag value" pool lines, "N: mnemonic"
// instruction lines with switch cases on following lines up to "}".
func jpParse(out string) ([]*jpClass, error) {
	var (
		classes []*jpClass
		c       *jpClass
		m       *jpMethod
		f       *jpField
		header  string // the member header whose descriptor is not read yet
		state   string // "", "pool", "members", "after"
		section string // inside Code: "insns", "LineNumberTable", …
		sw      *strings.Builder
	)
	sc := bufio.NewScanner(strings.NewReader(out))
	sc.Buffer(nil, 1<<24)
	lineNo := 0
	bad := func(format string, args ...any) error {
		return fmt.Errorf("line %d: %s", lineNo, fmt.Sprintf(format, args...))
	}
	for sc.Scan() {
		lineNo++
		line := sc.Text()
		trimmed := strings.TrimSpace(line)
		indent := len(line) - len(strings.TrimLeft(line, " "))
		if file, ok := strings.CutPrefix(line, "Classfile "); ok {
			c = &jpClass{file: file, pool: map[int]jpConstant{}}
			classes = append(classes, c)
			m, f, header, state, section, sw = nil, nil, "", "", "", nil
			continue
		}
		if c == nil || trimmed == "" {
			continue
		}
		if strings.HasPrefix(line, "Error: ") {
			c.javapError = line
			state, sw = "after", nil
			continue
		}
		switch state {
		case "":
			switch {
			case line == "Constant pool:":
				state = "pool"
			case indent == 2 && strings.HasPrefix(trimmed, "minor version: "):
				c.minor = jpAtoi(strings.TrimPrefix(trimmed, "minor version: "), -1)
			case indent == 2 && strings.HasPrefix(trimmed, "major version: "):
				c.major = jpAtoi(strings.TrimPrefix(trimmed, "major version: "), -1)
			case indent == 2 && strings.HasPrefix(trimmed, "flags: "):
				c.flags = jpFlags(trimmed)
			case indent == 2 && strings.HasPrefix(trimmed, "this_class: "):
				_, comment, _ := strings.Cut(trimmed, "//")
				c.thisClass = strings.Trim(strings.TrimSpace(comment), `"`)
			case indent == 2 && strings.HasPrefix(trimmed, "interfaces: "):
				_, err := fmt.Sscanf(trimmed, "interfaces: %d, fields: %d, methods: %d,", &c.nInterfaces, &c.nFields, &c.nMethods)
				if err != nil {
					return nil, bad("%q: %v", trimmed, err)
				}
			}
		case "pool":
			if line == "{" {
				state = "members"
				continue
			}
			if !strings.HasPrefix(trimmed, "#") {
				return nil, bad("constant pool line %q", line)
			}
			idx, rest, ok := strings.Cut(trimmed[1:], " = ")
			if !ok {
				return nil, bad("constant pool line %q", line)
			}
			i, err := strconv.Atoi(idx)
			if err != nil {
				return nil, bad("constant pool line %q", line)
			}
			tag, value, _ := strings.Cut(rest, " ")
			value = strings.TrimLeft(value, " ")
			switch tag {
			case "Utf8", "Integer", "Float", "Long", "Double":
			default:
				value, _, _ = strings.Cut(value, "//")
				value = strings.TrimSpace(value)
			}
			c.pool[i] = jpConstant{tag: tag, value: value}
			c.poolCount = i + 1
			if tag == "Long" || tag == "Double" {
				c.poolCount = i + 2
			}
		case "members":
			if line == "}" {
				state = "after"
				continue
			}
			if indent <= 4 {
				section = ""
			}
			switch {
			case indent == 2:
				header, m, f = trimmed, nil, nil
			case indent == 4 && strings.HasPrefix(trimmed, "descriptor: "):
				desc := strings.TrimPrefix(trimmed, "descriptor: ")
				if strings.HasPrefix(desc, "(") {
					m = &jpMethod{header: header, desc: desc}
					c.methods = append(c.methods, m)
				} else {
					c.fields = append(c.fields, jpField{header: header, desc: desc})
					f = &c.fields[len(c.fields)-1]
				}
			case indent == 4 && strings.HasPrefix(trimmed, "flags: "):
				switch {
				case m != nil:
					m.flags = jpFlags(trimmed)
				case f != nil:
					f.flags = jpFlags(trimmed)
				}
			case indent == 4 && strings.HasPrefix(trimmed, "ConstantValue: ") && f != nil:
				f.constantValue = strings.TrimPrefix(trimmed, "ConstantValue: ")
			case indent == 4 && trimmed == "Code:":
				if m == nil {
					return nil, bad("Code outside a method")
				}
				m.hasCode = true
			case m == nil || !m.hasCode || indent < 6:
				// Other attributes of fields and methods.
			case indent == 6 && strings.HasPrefix(trimmed, "stack="):
				_, err := fmt.Sscanf(trimmed, "stack=%d, locals=%d,", &m.maxStack, &m.maxLocal)
				if err != nil {
					return nil, bad("%q: %v", trimmed, err)
				}
				section = "insns"
			case section == "insns" && sw != nil:
				if trimmed == "}" {
					sw.WriteString("}")
					m.insns[len(m.insns)-1].text = sw.String()
					sw = nil
					continue
				}
				key, target, ok := strings.Cut(trimmed, ":")
				if !ok {
					return nil, bad("switch case %q", trimmed)
				}
				if !strings.HasSuffix(sw.String(), "{") {
					sw.WriteString(", ")
				}
				sw.WriteString(key + ": " + strings.TrimSpace(target))
			case section == "insns" && trimmed[0] >= '0' && trimmed[0] <= '9':
				pc, text, ok := strings.Cut(trimmed, ": ")
				n, err := strconv.ParseUint(pc, 10, 32)
				if !ok || err != nil {
					return nil, bad("instruction %q", trimmed)
				}
				text, _, _ = strings.Cut(text, "//")
				text = strings.Join(strings.Fields(text), " ")
				m.insns = append(m.insns, jpInsn{pc: uint32(n), text: text})
				if strings.HasSuffix(text, "{") {
					sw = &strings.Builder{}
					sw.WriteString(text)
				}
			case indent == 6:
				section = strings.TrimSuffix(strings.Fields(trimmed)[0], ":")
				if trimmed == "Exception table:" {
					section = "Exception table"
				}
			case section == "LineNumberTable":
				var ln, pc uint16
				if _, err := fmt.Sscanf(trimmed, "line %d: %d", &ln, &pc); err != nil {
					return nil, bad("%q: %v", trimmed, err)
				}
				m.lines = append(m.lines, LineNumber{StartPC: pc, Line: ln})
			case section == "Exception table":
				fs := strings.Fields(trimmed)
				if fs[0] == "from" {
					continue
				}
				var h jpHandler
				if len(fs) < 4 {
					return nil, bad("exception table row %q", trimmed)
				}
				for k, p := range []*uint16{&h.from, &h.to, &h.target} {
					n, err := strconv.ParseUint(fs[k], 10, 16)
					if err != nil {
						return nil, bad("exception table row %q", trimmed)
					}
					*p = uint16(n)
				}
				if fs[3] == "Class" && len(fs) == 5 {
					h.catchType = strings.Trim(fs[4], `"`)
				} else if fs[3] != "any" {
					return nil, bad("exception table row %q", trimmed)
				}
				m.handlers = append(m.handlers, h)
			case section == "LocalVariableTable":
				fs := strings.Fields(trimmed)
				if fs[0] == "Start" {
					continue
				}
				if len(fs) != 5 {
					return nil, bad("local variable row %q", trimmed)
				}
				var lv LocalVariable
				for k, p := range []*uint16{&lv.StartPC, &lv.Length, &lv.Slot} {
					n, err := strconv.ParseUint(fs[k], 10, 16)
					if err != nil {
						return nil, bad("local variable row %q", trimmed)
					}
					*p = uint16(n)
				}
				lv.Name, lv.Desc = fs[3], fs[4]
				m.locals = append(m.locals, lv)
			}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	for _, c := range classes {
		if c.poolCount == 0 || c.major == 0 {
			return nil, fmt.Errorf("%s: no constant pool or version in javap's output", c.file)
		}
	}
	return classes, nil
}

func jpAtoi(s string, def int) int {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return def
	}
	return n
}

// jpFlags reads "flags: (0x0021) ACC_PUBLIC, ACC_SUPER".
func jpFlags(s string) int {
	_, hex, ok := strings.Cut(s, "(0x")
	if !ok || len(hex) < 4 {
		return -1
	}
	n, err := strconv.ParseUint(hex[:4], 16, 16)
	if err != nil {
		return -1
	}
	return int(n)
}

// jpMethodName returns the method name in a javap method header:
// "<clinit>" for "static {};", the qualified class name for a constructor,
// and the name before the parameter list otherwise.
func jpMethodName(header string) string {
	if header == "static {};" {
		return "<clinit>"
	}
	before, _, ok := strings.Cut(header, "(")
	if !ok {
		return header
	}
	if i := strings.LastIndexByte(before, ' '); i >= 0 {
		before = before[i+1:]
	}
	return before
}

// jpFieldName returns the field name in a javap field header.
func jpFieldName(header string) string {
	h := strings.TrimSuffix(header, ";")
	if i := strings.LastIndexByte(h, ' '); i >= 0 {
		h = h[i+1:]
	}
	return h
}

func jpCompareClass(t *testing.T, cf *ClassFile, want *jpClass) {
	t.Helper()
	if int(cf.Major) != want.major || int(cf.Minor) != want.minor {
		t.Errorf("version %d.%d, javap says %d.%d", cf.Major, cf.Minor, want.major, want.minor)
	}
	if int(cf.Access) != want.flags {
		t.Errorf("access flags 0x%04x, javap says 0x%04x", cf.Access, want.flags)
	}
	if cf.Name != want.thisClass {
		t.Errorf("this_class %q, javap says %q", cf.Name, want.thisClass)
	}
	jpComparePool(t, &cf.Pool, want)
	if len(cf.Interfaces) != want.nInterfaces {
		t.Errorf("%d interfaces, javap says %d", len(cf.Interfaces), want.nInterfaces)
	}
	if len(cf.Fields) != want.nFields || len(want.fields) != want.nFields {
		t.Errorf("%d fields, javap says %d and lists %d", len(cf.Fields), want.nFields, len(want.fields))
	} else {
		for i := range cf.Fields {
			jpCompareField(t, cf, &cf.Fields[i], &want.fields[i])
		}
	}
	if len(cf.Methods) != want.nMethods || len(want.methods) != want.nMethods {
		t.Errorf("%d methods, javap says %d and lists %d", len(cf.Methods), want.nMethods, len(want.methods))
		return
	}
	for i := range cf.Methods {
		jpCompareMethod(t, cf, &cf.Methods[i], want.methods[i])
	}
}

func jpComparePool(t *testing.T, cp *ConstantPool, want *jpClass) {
	t.Helper()
	if cp.Len() != want.poolCount {
		t.Errorf("constant_pool_count %d, javap's pool ends at #%d", cp.Len(), want.poolCount-1)
		return
	}
	errs := 0
	for i := 1; i < cp.Len() && errs < 10; i++ {
		c := cp.At(uint16(i))
		w, listed := want.pool[i]
		if !listed {
			if c.Tag != 0 {
				t.Errorf("#%d: %s, javap lists nothing (second slot of a Long or Double?)", i, c.Tag)
				errs++
			}
			continue
		}
		// javap 25 prints Module and Package constants as "Unknown".
		unknownOK := w.tag == "Unknown" && (c.Tag == TagModule || c.Tag == TagPackage)
		if c.Tag.String() != w.tag && !unknownOK {
			t.Errorf("#%d: %s, javap says %s %s", i, c.Tag, w.tag, w.value)
			errs++
			continue
		}
		if err := jpCompareConstant(cp, uint16(i), w.value); err != nil {
			t.Errorf("#%d %s: %v", i, w.tag, err)
			errs++
		}
	}
}

// jpCompareConstant checks entry i against javap's rendering of its value.
func jpCompareConstant(cp *ConstantPool, i uint16, javapValue string) error {
	c := cp.At(i)
	mismatch := func(got string) error {
		return fmt.Errorf("parsed %s, javap says %s", got, javapValue)
	}
	switch c.Tag {
	case TagUtf8:
		// javap escapes what is not printable ASCII; compare the rest.
		if jpPlainASCII(c.Utf8) && !strings.Contains(javapValue, `\`) && c.Utf8 != javapValue {
			return mismatch(strconv.Quote(c.Utf8))
		}
	case TagInteger:
		if got := strconv.Itoa(int(cp.Int(i))); got != javapValue {
			return mismatch(got)
		}
	case TagLong:
		if got := strconv.FormatInt(cp.Long(i), 10) + "l"; got != javapValue {
			return mismatch(got)
		}
	case TagFloat:
		w, err := jpParseFloat(strings.TrimSuffix(javapValue, "f"), 32)
		got := float64(cp.Float(i))
		if err != nil || !jpSameFloat(got, w) {
			return mismatch(fmt.Sprint(got))
		}
	case TagDouble:
		w, err := jpParseFloat(strings.TrimSuffix(javapValue, "d"), 64)
		got := cp.Double(i)
		if err != nil || !jpSameFloat(got, w) {
			return mismatch(fmt.Sprint(got))
		}
	case TagMethodHandle:
		if got := fmt.Sprintf("%d:#%d", c.RefKind, c.Index1); got != javapValue {
			return mismatch(got)
		}
	case TagClass, TagString, TagMethodType, TagModule, TagPackage:
		if got := fmt.Sprintf("#%d", c.Index1); got != javapValue {
			return mismatch(got)
		}
	case TagFieldref, TagMethodref, TagInterfaceMethodref:
		if got := fmt.Sprintf("#%d.#%d", c.Index1, c.Index2); got != javapValue {
			return mismatch(got)
		}
	case TagNameAndType, TagDynamic, TagInvokeDynamic:
		if got := fmt.Sprintf("#%d:#%d", c.Index1, c.Index2); got != javapValue {
			return mismatch(got)
		}
	default:
		return fmt.Errorf("unexpected tag %s", c.Tag)
	}
	return nil
}

// jpPlainASCII reports whether javap prints s as it is: printable ASCII
// without backslashes, quotes, or spaces at either end.
func jpPlainASCII(s string) bool {
	if s == "" || s[0] == ' ' || s[len(s)-1] == ' ' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] > 0x7e || s[i] == '\\' || s[i] == '"' {
			return false
		}
	}
	return true
}

// jpParseFloat parses Java's Float.toString and Double.toString output.
func jpParseFloat(s string, bits int) (float64, error) {
	switch s {
	case "Infinity":
		return math.Inf(1), nil
	case "-Infinity":
		return math.Inf(-1), nil
	case "NaN":
		return math.NaN(), nil
	}
	return strconv.ParseFloat(s, bits)
}

func jpSameFloat(a, b float64) bool {
	if math.IsNaN(a) || math.IsNaN(b) {
		return math.IsNaN(a) && math.IsNaN(b)
	}
	return a == b && math.Signbit(a) == math.Signbit(b)
}

func jpCompareField(t *testing.T, cf *ClassFile, f *Field, want *jpField) {
	t.Helper()
	if name := jpFieldName(want.header); f.Name != name || f.Desc != want.desc {
		t.Errorf("field %s %s, javap says %s %s (%q)", f.Name, f.Desc, name, want.desc, want.header)
		return
	}
	if int(f.Access) != want.flags {
		t.Errorf("field %s: access 0x%04x, javap says 0x%04x", f.Name, f.Access, want.flags)
	}
	if (f.ConstantValue != 0) != (want.constantValue != "") {
		t.Errorf("field %s: ConstantValue #%d, javap says %q", f.Name, f.ConstantValue, want.constantValue)
		return
	}
	if f.ConstantValue == 0 {
		return
	}
	kind, value, _ := strings.Cut(want.constantValue, " ")
	tag := cf.Pool.Tag(f.ConstantValue)
	javapKinds := map[Tag]string{TagInteger: "int", TagLong: "long", TagFloat: "float", TagDouble: "double", TagString: "String"}
	if kind != javapKinds[tag] {
		t.Errorf("field %s: ConstantValue is a %s, javap says %q", f.Name, tag, want.constantValue)
		return
	}
	if tag == TagString {
		// javap prints the string itself, escaped.
		if s := cf.Pool.String(f.ConstantValue); jpPlainASCII(s) && s != value {
			t.Errorf("field %s: ConstantValue %q, javap says %q", f.Name, s, value)
		}
		return
	}
	if err := jpCompareConstant(&cf.Pool, f.ConstantValue, value); err != nil {
		t.Errorf("field %s: ConstantValue: %v", f.Name, err)
	}
}

func jpCompareMethod(t *testing.T, cf *ClassFile, m *Method, want *jpMethod) {
	t.Helper()
	name := jpMethodName(want.header)
	wantName := name
	if m.Name == "<init>" && name == strings.ReplaceAll(cf.Name, "/", ".") {
		wantName = "<init>" // javap names constructors after their class
	}
	if m.Name != wantName || m.Desc != want.desc {
		t.Errorf("method %s%s, javap says %s%s (%q)", m.Name, m.Desc, name, want.desc, want.header)
		return
	}
	where := m.Name + m.Desc
	if int(m.Access) != want.flags {
		t.Errorf("%s: access 0x%04x, javap says 0x%04x", where, m.Access, want.flags)
	}
	c := m.Code
	if (c != nil) != want.hasCode {
		t.Errorf("%s: has Code %v, javap says %v", where, c != nil, want.hasCode)
		return
	}
	if c == nil {
		return
	}
	if int(c.MaxStack) != want.maxStack || int(c.MaxLocals) != want.maxLocal {
		t.Errorf("%s: stack=%d, locals=%d; javap says stack=%d, locals=%d", where, c.MaxStack, c.MaxLocals, want.maxStack, want.maxLocal)
	}
	jpCompareInsns(t, where, c, want.insns)
	if !slices.Equal(c.Lines, want.lines) {
		t.Errorf("%s: LineNumberTable\n got %v\nwant %v", where, c.Lines, want.lines)
	}
	if !slices.Equal(c.LocalVars, want.locals) {
		t.Errorf("%s: LocalVariableTable\n got %v\nwant %v", where, c.LocalVars, want.locals)
	}
	for _, lv := range c.LocalVars {
		// javac's "this" spans the whole code array, which checks the
		// code length javap does not print.
		if lv.Name == "this" && lv.StartPC == 0 && int(lv.Length) != len(c.Bytes) {
			t.Errorf("%s: code_length %d, but javac's \"this\" spans %d bytes", where, len(c.Bytes), lv.Length)
		}
	}
	var handlers []jpHandler
	for _, h := range c.Handlers {
		handlers = append(handlers, jpHandler{from: h.StartPC, to: h.EndPC, target: h.HandlerPC, catchType: h.CatchType})
		if c.Insns[h.Start].PC != uint32(h.StartPC) || c.Insns[h.Handler].PC != uint32(h.HandlerPC) ||
			(int(h.End) < len(c.Insns) && c.Insns[h.End].PC != uint32(h.EndPC)) {
			t.Errorf("%s: handler %+v: instruction indices do not match its pcs", where, h)
		}
	}
	if !slices.Equal(handlers, want.handlers) {
		t.Errorf("%s: exception table\n got %v\nwant %v", where, handlers, want.handlers)
	}
}

// jpCompareInsns compares the decoded instructions, rendered by
// FormatInstruction, with javap's listing.
func jpCompareInsns(t *testing.T, where string, c *Code, want []jpInsn) {
	t.Helper()
	errs := 0
	for i := range max(len(c.Insns), len(want)) {
		var got jpInsn
		if i < len(c.Insns) {
			got.pc = c.Insns[i].PC
			_, text, _ := strings.Cut(FormatInstruction(c.Insns, i), ": ")
			got.text = strings.Join(strings.Fields(text), " ")
		}
		var w jpInsn
		if i < len(want) {
			w = want[i]
		}
		if got != w {
			t.Errorf("%s: instruction %d is %d: %q, javap says %d: %q", where, i, got.pc, got.text, w.pc, w.text)
			if errs++; errs == 5 {
				t.Errorf("%s: more instructions differ", where)
				return
			}
		}
	}
	if len(c.Insns) > 0 {
		last := c.Insns[len(c.Insns)-1]
		if end := int(last.PC) + jpInsnLength(last.Op, last.Wide); end != len(c.Bytes) && !last.Op.IsSwitch() {
			t.Errorf("%s: code array of %d bytes, but its last instruction, %v at %d, ends at %d", where, len(c.Bytes), last.Op, last.PC, end)
		}
	}
}

// jpInsnLength is the length of an instruction of fixed length, by a
// table independent of the decoder's: the last instruction of a method is
// almost always a return, athrow or goto.
func jpInsnLength(op Opcode, wide bool) int {
	switch {
	case wide && op == IINC:
		return 6
	case wide:
		return 4
	}
	switch op {
	case GOTO, JSR, SIPUSH, LDC_W, LDC2_W, IINC:
		return 3
	case GOTO_W, JSR_W, INVOKEINTERFACE, INVOKEDYNAMIC:
		return 5
	case BIPUSH, LDC, ILOAD, LLOAD, FLOAD, DLOAD, ALOAD, ISTORE, LSTORE, FSTORE, DSTORE, ASTORE, RET, NEWARRAY:
		return 2
	case MULTIANEWARRAY:
		return 4
	}
	if op.IsConditionalBranch() || op.IsFieldAccess() || op.IsInvoke() || op == NEW || op == ANEWARRAY || op == CHECKCAST || op == INSTANCEOF {
		return 3
	}
	return 1
}

// TestJavapOutputParser checks jpParse on a fixed sample, so that
// a change in javap's layout shows up as a parser failure here rather than
// as a puzzling mismatch above.
func TestJavapOutputParser(t *testing.T) {
	t.Parallel()
	const sample = `Classfile /tmp/W.class
  Compiled from "W.java"
public class W
  minor version: 0
  major version: 61
  flags: (0x0021) ACC_PUBLIC, ACC_SUPER
  this_class: #10                         // W
  super_class: #2                         // java/lang/Object
  interfaces: 0, fields: 1, methods: 2, attributes: 1
Constant pool:
   #1 = Methodref          #2.#3          // java/lang/Object."<init>":()V
   #7 = Long               123456789012l
   #9 = Utf8               a // b
{
  static final long L;
    descriptor: J
    flags: (0x0018) ACC_STATIC, ACC_FINAL
    ConstantValue: long 123456789012l

  int f(int);
    descriptor: (I)I
    flags: (0x0000)
    Code:
      stack=1, locals=13, args_size=2
         0: iload_1
         1: lookupswitch  { // 2
                      -1: 28
                       2: 30
                 default: 32
            }
        28: iinc_w        300, 1000
        30: invokeinterface #9,  2            // InterfaceMethod x
        32: ireturn
      Exception table:
         from    to  target type
             0    28    30   Class java/lang/Exception
             0    28    32   any
      LineNumberTable:
        line 4: 0
        line 7: 28
      LocalVariableTable:
        Start  Length  Slot  Name   Signature
            0      33     0  this   LW;
      StackMapTable: number_of_entries = 1
        frame_type = 255 /* full_frame */
    Exceptions:
      throws java.io.IOException

  W();
    descriptor: ()V
    flags: (0x0000)
}
SourceFile: "W.java"
`
	classes, err := jpParse(sample)
	if err != nil {
		t.Fatal(err)
	}
	if len(classes) != 1 {
		t.Fatalf("%d classes, want 1", len(classes))
	}
	c := classes[0]
	if c.file != "/tmp/W.class" || c.thisClass != "W" || c.major != 61 || c.flags != 0x21 || c.nFields != 1 || c.nMethods != 2 {
		t.Errorf("header: %+v", c)
	}
	if c.poolCount != 10 || c.pool[7] != (jpConstant{"Long", "123456789012l"}) || c.pool[1].value != "#2.#3" || c.pool[9].value != "a // b" {
		t.Errorf("pool: count %d, %v", c.poolCount, c.pool)
	}
	if len(c.fields) != 1 || jpFieldName(c.fields[0].header) != "L" || c.fields[0].constantValue != "long 123456789012l" || c.fields[0].flags != 0x18 {
		t.Errorf("fields: %+v", c.fields)
	}
	if len(c.methods) != 2 {
		t.Fatalf("methods: %+v", c.methods)
	}
	m := c.methods[0]
	wantInsns := []jpInsn{
		{0, "iload_1"},
		{1, "lookupswitch {-1: 28, 2: 30, default: 32}"},
		{28, "iinc_w 300, 1000"},
		{30, "invokeinterface #9, 2"},
		{32, "ireturn"},
	}
	if jpMethodName(m.header) != "f" || m.desc != "(I)I" || !m.hasCode || m.maxStack != 1 || m.maxLocal != 13 || !slices.Equal(m.insns, wantInsns) {
		t.Errorf("method f: %+v", m)
	}
	wantHandlers := []jpHandler{{0, 28, 30, "java/lang/Exception"}, {0, 28, 32, ""}}
	if !slices.Equal(m.handlers, wantHandlers) {
		t.Errorf("handlers %v, want %v", m.handlers, wantHandlers)
	}
	if !slices.Equal(m.lines, []LineNumber{{0, 4}, {28, 7}}) || !slices.Equal(m.locals, []LocalVariable{{0, 33, "this", "LW;", 0}}) {
		t.Errorf("lines %v, locals %v", m.lines, m.locals)
	}
	if m := c.methods[1]; jpMethodName(m.header) != "W" || m.hasCode {
		t.Errorf("constructor: %+v", m)
	}
	if _, err := jpParse("Classfile x\nConstant pool:\n  junk\n"); err == nil {
		t.Error("no error for a malformed constant pool line")
	}
}
