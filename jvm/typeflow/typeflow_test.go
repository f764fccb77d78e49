package typeflow

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/classfile"
	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
)

// compilers returns the javac options the testdata is compiled with: the
// javac on PATH and, if one is installed, a newer javac (21 or later).
func compilers(t *testing.T) map[string]javac.Options {
	opts := map[string]javac.Options{"javac": {}}
	def, err := javac.Find()
	if err != nil {
		t.Skip(err)
	}
	v, err := javac.Version(def)
	if err != nil {
		t.Fatal(err)
	}
	if p, nv, err := javac.FindNewer(max(v+1, 21)); err == nil {
		opts[fmt.Sprintf("javac%d", nv)] = javac.Options{Javac: p}
	}
	return opts
}

// compileTestdata compiles testdata/ with javac and parses every class.
func compileTestdata(t testing.TB, opt javac.Options) []*classfile.ClassFile {
	t.Helper()
	dir := javactest.Compile(t, "testdata", opt)
	var classes []*classfile.ClassFile
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".class") {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		cf, err := classfile.Parse(b)
		if err != nil {
			return err
		}
		classes = append(classes, cf)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return classes
}

func findMethod(t *testing.T, classes []*classfile.ClassFile, class, name string) (*classfile.ClassFile, *classfile.Method) {
	t.Helper()
	for _, cf := range classes {
		if cf.Name != class {
			continue
		}
		for i := range cf.Methods {
			if cf.Methods[i].Name == name {
				return cf, &cf.Methods[i]
			}
		}
	}
	t.Fatalf("no method %s.%s", class, name)
	return nil, nil
}

// frameString renders the frame before instruction i as locals and stack
// strings: 'r' for a reference, '.' for anything else.
func frameString(r *Result, maxLocals, i int) (locals, stack string) {
	var l, s strings.Builder
	for k := 0; k < maxLocals; k++ {
		l.WriteByte(".r"[b2i(r.LocalIsRef(i, k))])
	}
	for k := 0; k < r.StackDepth(i); k++ {
		s.WriteByte(".r"[b2i(r.StackIsRef(i, k))])
	}
	return l.String(), s.String()
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestShapes checks frames of small javac-compiled methods by hand. An
// instruction is named by its opcode and occurrence (-1 = the last), so
// that the cases do not depend on javac's exact byte offsets.
func TestShapes(t *testing.T) {
	for name, opt := range compilers(t) {
		t.Run(name, func(t *testing.T) { testShapes(t, compileTestdata(t, opt)) })
	}
}

func testShapes(t *testing.T, classes []*classfile.ClassFile) {
	tests := []struct {
		method string
		op     classfile.Opcode
		nth    int
		locals string // 'r' = reference, '.' = not, one per local
		stack  string // bottom first
	}{
		// The constructor: this is uninitialized until Object.<init>.
		{"<init>", classfile.INVOKESPECIAL, 0, "r.", "r"},
		{"<init>", classfile.PUTFIELD, 0, "r.", "r."},
		{"<init>", classfile.PUTFIELD, 1, "r.", "rr"},
		{"<init>", classfile.RETURN, 0, "r.", ""},

		// Slot 1 holds an int, then an Object.
		{"reuse", classfile.ISTORE_1, 0, "..", "."},
		{"reuse", classfile.ASTORE_1, 0, "..", "r"},
		{"reuse", classfile.INVOKEVIRTUAL, 0, ".r", ".r"},
		{"reuse", classfile.IRETURN, 0, ".r", "."},

		// Slot 2 is an int on one path and an Object on the other: top.
		{"joinKinds", classfile.ASTORE_2, 0, "...", "r"},
		{"joinKinds", classfile.ILOAD_1, -1, "...", ""},

		{"loop", classfile.IF_ICMPGE, 0, "r..", ".."},
		{"loop", classfile.IALOAD, 0, "r..", ".r."},
		{"loop", classfile.GOTO, 0, "r..", ""},
		{"loop", classfile.IRETURN, 0, "r..", "."},

		// Handlers see the locals before and after every covered
		// instruction: r is a String after astore_1 but unset before.
		{"tryCatchFinally", classfile.ASTORE_2, 0, "r...", "r"},
		{"tryCatchFinally", classfile.ASTORE_3, 0, "r...", "r"},
		{"tryCatchFinally", classfile.ATHROW, 0, "r..r", "r"},
		{"tryCatchFinally", classfile.ALOAD_1, -1, "rr..", ""},
		{"tryCatchFinally", classfile.ARETURN, 0, "rr..", "r"},

		// new; dup; ldc; invokespecial
		{"make", classfile.DUP, 0, "", "r"},
		{"make", classfile.INVOKESPECIAL, 0, "", "rrr"},
		{"make", classfile.ARETURN, 0, "", "r"},

		// long a (0-1), double d (2-3), int[] arr (4), long b (5-6),
		// long c (7-8), long[] la (9).
		{"longs", classfile.DUP2, 0, "....r.....", ".."},
		{"longs", classfile.LSTORE, 0, "....r.....", "...."},
		{"longs", classfile.LSTORE, 1, "....r.....", ".."},
		{"longs", classfile.NEWARRAY, 0, "....r.....", "."},
		{"longs", classfile.LASTORE, 0, "....r.....", "rr..."},
		{"longs", classfile.DUP2, 1, "....r....r", "r."},
		{"longs", classfile.LADD, 1, "....r....r", "r....."},
		{"longs", classfile.LRETURN, 0, "....r....r", ".."},
		{"addTotal", classfile.DUP2_X1, 0, "r..", "r.."},
		{"addTotal", classfile.PUTFIELD, 0, "r..", "..r.."},
		{"addTotal", classfile.LRETURN, 0, "r..", ".."},

		{"sw", classfile.LOOKUPSWITCH, 0, ".r.", "."},
		{"sw", classfile.ASTORE_2, 1, ".r.", "r"}, // aconst_null
		// r is a reference on every path, null on one of them.
		{"sw", classfile.ALOAD_2, 0, ".rr", ""},
		{"strSwitch", classfile.LOOKUPSWITCH, 0, "rr.", "."},
		{"strSwitch", classfile.LOOKUPSWITCH, 1, "rr.", "."},
		{"strSwitch", classfile.IRETURN, 2, "rr.", "."},

		{"lambda", classfile.INVOKEDYNAMIC, 0, "r.", "r."},
		{"lambda", classfile.ARETURN, 0, "r.", "r"},
		{"lambda$lambda$0", classfile.INVOKEDYNAMIC, 0, "r.", "r."},

		// c ? null : o joins null and an Object on the stack.
		{"ternary", classfile.ASTORE_2, 0, ".r.", "r"},
		{"ternary", classfile.ARETURN, 0, ".rr", "r"},

		// int i, float f, long l (2-3), double d (4-5), double r (6-7),
		// the lock (8), the exception (9).
		{"mixed", classfile.MONITORENTER, 0, "........r.", "r"},
		{"mixed", classfile.DMUL, 0, "........r.", "...."},
		{"mixed", classfile.ASTORE, 1, "........r.", "r"},
		{"mixed", classfile.ATHROW, 0, "........rr", "r"},
		{"mixed", classfile.DRETURN, 0, "........r.", ".."},

		{"arrays", classfile.MULTIANEWARRAY, 0, "..", ".."},
		{"arrays", classfile.AASTORE, 0, ".r", "r.r"},
		{"arrays", classfile.ARETURN, 0, ".r", "r"},
	}
	for _, tt := range tests {
		name := tt.method + "/" + tt.op.String()
		t.Run(name, func(t *testing.T) {
			m, res, i := analyzeAt(t, classes, tt.method, tt.op, tt.nth)
			locals, stack := frameString(res, int(m.Code.MaxLocals), i)
			if locals != tt.locals || stack != tt.stack {
				t.Errorf("%v at pc %d: locals %q stack %q, want locals %q stack %q",
					tt.op, m.Code.Insns[i].PC, locals, stack, tt.locals, tt.stack)
			}
		})
	}
}

// TestLiveness checks live locals ('L') and the high halves of longs
// and doubles on the stack ('H') before instructions of javac-compiled
// methods.
func TestLiveness(t *testing.T) {
	for name, opt := range compilers(t) {
		t.Run(name, func(t *testing.T) { testLiveness(t, compileTestdata(t, opt)) })
	}
}

func testLiveness(t *testing.T, classes []*classfile.ClassFile) {
	tests := []struct {
		method string
		op     classfile.Opcode
		nth    int
		live   string // per local
		high   string // per stack slot, bottom first
	}{
		// int[] xs (0), int sum (1), int i (2), int[] b (3): b is dead at
		// the loop's head (written before it is read in every round),
		// sum before its first store.
		{"allocLoop", classfile.ISTORE_1, 0, "L...", "."},
		{"allocLoop", classfile.ILOAD_2, 0, "LLL.", ""},
		{"allocLoop", classfile.ILOAD_1, 0, "LLLL", ""},
		{"allocLoop", classfile.IINC, 0, "LLL.", ""},
		{"allocLoop", classfile.ILOAD_1, -1, ".L..", ""},
		// long a (0-1), double d (2-3), int[] arr (4), long b (5-6),
		// long c (7-8), long[] la (9): a long is read through its first
		// slot.
		{"longs", classfile.LLOAD_0, 0, "L.L.L.....", ""},
		{"longs", classfile.LADD, 1, "..L.LL.L.L", "...H.H"},
		{"longs", classfile.LADD, 2, "..L.L....L", ".H.H"},
		{"longs", classfile.LRETURN, 0, "..........", ".H"},
	}
	for _, tt := range tests {
		t.Run(tt.method+"/"+tt.op.String(), func(t *testing.T) {
			m, res, i := analyzeAt(t, classes, tt.method, tt.op, tt.nth)
			var live, high strings.Builder
			for l := 0; l < int(m.Code.MaxLocals); l++ {
				live.WriteByte(".L"[b2i(res.LocalIsLive(i, l))])
			}
			for k := 0; k < res.StackDepth(i); k++ {
				high.WriteByte(".H"[b2i(res.StackIsHighHalf(i, k))])
			}
			if live.String() != tt.live || high.String() != tt.high {
				t.Errorf("%v at pc %d: live %q high %q, want live %q high %q",
					tt.op, m.Code.Insns[i].PC, live.String(), high.String(), tt.live, tt.high)
			}
		})
	}
}

// TestHandlerLiveness checks that a local a handler reads is live before
// every instruction the handler covers, even where a covered instruction
// overwrites it.
func TestHandlerLiveness(t *testing.T) {
	// 0: iconst_0; 1: istore_0; 2: return; 3: pop; 4: iload_0; 5: ireturn
	code := []byte{0x03, 0x3b, 0xb1, 0x57, 0x1a, 0xac}
	tests := []struct {
		name       string
		start, end int32
		live       [3]bool // local 0 before instructions 0, 1, 2
	}{
		{"no handler", -1, -1, [3]bool{false, false, false}},
		// The handler may run before the store: the value local 0 had
		// on entry is read there.
		{"covers the store", 1, 2, [3]bool{true, true, false}},
		{"covers iconst_0", 0, 1, [3]bool{true, false, false}},
		{"covers the return", 2, 3, [3]bool{false, false, true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var hs []classfile.ExceptionHandler
			if tt.start >= 0 {
				hs = []classfile.ExceptionHandler{{Start: tt.start, End: tt.end, Handler: 3}}
			}
			c := decode(t, 1, 1, hs, code...)
			res, err := Analyze(c, nil, true, "(I)I")
			if err != nil {
				t.Fatal(err)
			}
			for i, want := range tt.live {
				if got := res.LocalIsLive(i, 0); got != want {
					t.Errorf("local 0 live before %d = %v, want %v", i, got, want)
				}
			}
			if tt.start >= 0 && !res.LocalIsLive(4, 0) {
				t.Error("local 0 not live before the handler's iload_0")
			}
		})
	}
}

// analyzeAt analyzes method of the Shapes class and finds its nth
// instruction with opcode op (-1: the last), which must be reachable.
func analyzeAt(t *testing.T, classes []*classfile.ClassFile, method string, op classfile.Opcode, nth int) (*classfile.Method, *Result, int) {
	t.Helper()
	cf, m := findMethod(t, classes, "Shapes", method)
	res, err := Analyze(m.Code, &cf.Pool, m.Access&classfile.AccStatic != 0, m.Desc)
	if err != nil {
		t.Fatal(err)
	}
	i := nthInstruction(m.Code, op, nth)
	if i < 0 {
		t.Fatalf("no %v #%d", op, nth)
	}
	if !res.Reachable(i) {
		t.Fatalf("instruction %d unreachable", i)
	}
	return m, res, i
}

// nthInstruction returns the index of the nth instruction with opcode op
// (-1: the last), or -1.
func nthInstruction(code *classfile.Code, op classfile.Opcode, nth int) int {
	var found []int
	for i, in := range code.Insns {
		if in.Op == op {
			found = append(found, i)
		}
	}
	if nth < 0 {
		nth += len(found)
	}
	if nth < 0 || nth >= len(found) {
		return -1
	}
	return found[nth]
}

// TestUnreachable checks that dead code has no frame and that handlers
// make their code reachable.
func TestUnreachable(t *testing.T) {
	// 0: iconst_0; 1: ireturn; 2: iconst_1 (dead); 3: ireturn (dead)
	code := decode(t, 1, 1, nil, 0x03, 0xac, 0x04, 0xac)
	res, err := Analyze(code, nil, true, "()I")
	if err != nil {
		t.Fatal(err)
	}
	want := []int{0, 1, -1, -1}
	for i, d := range want {
		if got := res.StackDepth(i); got != d {
			t.Errorf("StackDepth(%d) = %d, want %d", i, got, d)
		}
		if res.Reachable(i) != (d >= 0) {
			t.Errorf("Reachable(%d) = %v", i, res.Reachable(i))
		}
	}
	if res.Len() != 4 || res.Reachable(-1) || res.Reachable(4) || res.StackIsRef(0, 0) || res.LocalIsRef(0, 5) {
		t.Error("out-of-range queries")
	}
}

// TestHandlerLocals checks that a handler sees the locals both before and
// after every instruction it covers: a local that a covered store turns
// from a reference into an int is not a reference in the handler.
func TestHandlerLocals(t *testing.T) {
	// 0: iconst_0; 1: istore_0; 2: return; 3: astore_1; 4: return
	code := []byte{0x03, 0x3b, 0xb1, 0x4c, 0xb1}
	tests := []struct {
		name       string
		start, end int32
		local0     bool
	}{
		{"covers iconst_0", 0, 1, true},
		{"covers the store", 1, 2, false},
		{"covers both", 0, 2, false},
		{"covers the return", 2, 3, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := decode(t, 1, 2, []classfile.ExceptionHandler{{Start: tt.start, End: tt.end, Handler: 3}}, code...)
			res, err := Analyze(c, nil, true, "(Ljava/lang/Object;)V")
			if err != nil {
				t.Fatal(err)
			}
			if got := res.LocalIsRef(3, 0); got != tt.local0 || res.StackDepth(3) != 1 || !res.StackIsRef(3, 0) {
				t.Errorf("handler: local 0 ref=%v depth %d, want ref=%v and one reference on the stack",
					got, res.StackDepth(3), tt.local0)
			}
			if !res.LocalIsRef(4, 1) {
				t.Error("the stored exception is not a reference")
			}
		})
	}
}

// decode builds a Code from raw bytecode for hand-made methods.
func decode(t *testing.T, maxStack, maxLocals uint16, handlers []classfile.ExceptionHandler, code ...byte) *classfile.Code {
	t.Helper()
	insns, err := classfile.DecodeCode(code, 0)
	if err != nil {
		t.Fatal(err)
	}
	return &classfile.Code{MaxStack: maxStack, MaxLocals: maxLocals, Bytes: code, Insns: insns, Handlers: handlers}
}

// TestErrors checks that bytecode the analysis cannot type gives an *Error
// saying why, and never a panic.
func TestErrors(t *testing.T) {
	tests := []struct {
		name               string
		maxStack, maxLocal uint16
		static             bool
		desc               string
		handlers           []classfile.ExceptionHandler
		code               []byte
		insns              []classfile.Instruction // instead of code
		want               string
		index              int
	}{
		{name: "depth differs at a join", maxStack: 2, maxLocal: 1, static: true, desc: "(I)I",
			// iload_0; ifeq +4; iconst_0; L: iconst_1; ireturn
			code: []byte{0x1a, 0x99, 0x00, 0x04, 0x03, 0x04, 0xac}, want: "stack depth", index: 3},
		{name: "underflow", maxStack: 2, static: true, desc: "()V",
			code: []byte{0x57, 0xb1}, want: "underflow", index: 0},
		{name: "dup underflow", maxStack: 2, static: true, desc: "()V",
			code: []byte{0x03, 0x5b, 0xb1}, want: "underflow", index: 1},
		{name: "overflow", maxStack: 1, static: true, desc: "()V",
			code: []byte{0x03, 0x03, 0x58, 0xb1}, want: "overflow", index: 1},
		{name: "long overflow", maxStack: 1, static: true, desc: "()V",
			code: []byte{0x09, 0x58, 0xb1}, want: "overflow", index: 0},
		{name: "local out of range", maxStack: 1, maxLocal: 1, static: true, desc: "(I)I",
			code: []byte{0x1b, 0xac}, want: "local 1 out of range", index: 0},
		{name: "long local out of range", maxStack: 2, maxLocal: 1, static: true, desc: "(I)J",
			code: []byte{0x1e, 0xad}, want: "local 1 out of range", index: 0},
		{name: "store out of range", maxStack: 1, maxLocal: 1, static: true, desc: "()V",
			code: []byte{0x03, 0x3c, 0xb1}, want: "local 1 out of range", index: 1},
		{name: "iinc out of range", maxStack: 1, maxLocal: 1, static: true, desc: "()V",
			code: []byte{0x84, 0x01, 0x01, 0xb1}, want: "local 1 out of range", index: 0},
		{name: "jsr", maxStack: 1, maxLocal: 1, static: true, desc: "()V",
			code: []byte{0xa8, 0x00, 0x03, 0xb1}, want: "jsr", index: 0},
		{name: "falls off the end", maxStack: 1, static: true, desc: "()V",
			code: []byte{0x03, 0x57}, want: "falls off", index: 1},
		{name: "branch falls off the end", maxStack: 1, static: true, desc: "()V",
			code: []byte{0x03, 0x99, 0xff, 0xff}, want: "falls off", index: 1},
		{name: "unknown opcode", maxStack: 1, static: true, desc: "()V",
			insns: []classfile.Instruction{{Op: 0xcb}, {Op: classfile.RETURN}}, want: "unknown opcode", index: 0},
		{name: "wide opcode", maxStack: 1, static: true, desc: "()V",
			insns: []classfile.Instruction{{Op: classfile.WIDE}, {Op: classfile.RETURN}}, want: "unknown opcode", index: 0},
		{name: "negative local", maxStack: 1, maxLocal: 1, static: true, desc: "()V",
			insns: []classfile.Instruction{{Op: classfile.ILOAD, A: -1}, {Op: classfile.RETURN}}, want: "local -1 out of range", index: 0},
		{name: "negative multianewarray dimensions", maxStack: 1, maxLocal: 1, static: true, desc: "()V",
			insns: []classfile.Instruction{{Op: classfile.MULTIANEWARRAY, B: -1}, {Op: classfile.RETURN}}, want: "dimensions", index: 0},
		{name: "target out of range", maxStack: 1, static: true, desc: "()V",
			insns: []classfile.Instruction{{Op: classfile.GOTO, A: 7}}, want: "jump target", index: 0},
		{name: "switch without table", maxStack: 1, static: true, desc: "()V",
			insns: []classfile.Instruction{{Op: classfile.ICONST_0}, {Op: classfile.TABLESWITCH}}, want: "without a table", index: 1},
		{name: "bad descriptor", maxStack: 1, static: true, desc: "(Q)V",
			code: []byte{0xb1}, want: "descriptor", index: -1},
		{name: "parameters exceed max_locals", maxStack: 1, maxLocal: 2, desc: "(J)V",
			code: []byte{0xb1}, want: "max_locals", index: -1},
		{name: "handler out of range", maxStack: 1, static: true, desc: "()V",
			handlers: []classfile.ExceptionHandler{{Start: 0, End: 3, Handler: 0}},
			code:     []byte{0xb1}, want: "exception handler 0", index: -1},
		{name: "handler needs a stack slot", maxStack: 0, static: true, desc: "()V",
			handlers: []classfile.ExceptionHandler{{Start: 0, End: 1, Handler: 1}},
			code:     []byte{0x00, 0xb1}, want: "max_stack is 0", index: 1},
		{name: "no constant pool", maxStack: 1, static: true, desc: "()V",
			code: []byte{0x12, 0x01, 0xb1}, want: "no constant pool", index: 0},
		{name: "no code", static: true, desc: "()V",
			insns: []classfile.Instruction{}, want: "no code", index: -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var code *classfile.Code
			if tt.insns != nil {
				code = &classfile.Code{MaxStack: tt.maxStack, MaxLocals: tt.maxLocal, Insns: tt.insns, Handlers: tt.handlers}
			} else {
				code = decode(t, tt.maxStack, tt.maxLocal, tt.handlers, tt.code...)
			}
			res, err := Analyze(code, nil, tt.static, tt.desc)
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("Analyze = %v, %v; want an *Error", res, err)
			}
			if !strings.Contains(err.Error(), tt.want) || e.Index != tt.index {
				t.Errorf("error %q at instruction %d, want %q at %d", err, e.Index, tt.want, tt.index)
			}
		})
	}
}

// TestKindBytes checks the eight-slots-at-a-time kind scan against the
// obvious loop, for every kind it is asked about.
func TestKindBytes(t *testing.T) {
	kinds := []kind{kTop, kInt, kFloat, kLong, kLong2, kDouble, kDouble2, kRef, 0x87, 0xff}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, k := range []kind{kRef, kLong2, kDouble2} {
		for range 30000 {
			var x, want uint64
			for j := range 8 {
				c := kinds[rng.IntN(len(kinds))]
				x |= uint64(c) << (8 * j)
				if c == k {
					want |= 1 << j
				}
			}
			if got := kindBytes(x, k); got != want {
				t.Fatalf("kindBytes(%#x, %d) = %#b, want %#b", x, k, got, want)
			}
		}
	}
}

// TestLocalWords checks that LocalWords answers LocalIsLive and
// LocalIsRef for every local before every instruction of every method
// of the test data (the state hash reads them a word at a time).
func TestLocalWords(t *testing.T) {
	for name, opt := range compilers(t) {
		t.Run(name, func(t *testing.T) {
			checked := 0
			for _, cf := range compileTestdata(t, opt) {
				for i := range cf.Methods {
					m := &cf.Methods[i]
					if m.Code == nil {
						continue
					}
					res, err := Analyze(m.Code, &cf.Pool, m.Access&classfile.AccStatic != 0, m.Desc)
					if err != nil {
						continue
					}
					for k := range m.Code.Insns {
						live, refs, ok := res.LocalWords(k)
						if ok != (res.Reachable(k) && m.Code.MaxLocals <= 64) {
							t.Fatalf("%s.%s at %d: ok %v", cf.Name, m.Name, k, ok)
						}
						if !ok {
							continue
						}
						for l := 0; l < 64; l++ {
							if got, want := live>>l&1 != 0, res.LocalIsLive(k, l); got != want {
								t.Errorf("%s.%s at %d local %d: live %v, LocalIsLive %v", cf.Name, m.Name, k, l, got, want)
							}
							if got, want := refs>>l&1 != 0, res.LocalIsRef(k, l); got != want {
								t.Errorf("%s.%s at %d local %d: ref %v, LocalIsRef %v", cf.Name, m.Name, k, l, got, want)
							}
						}
						checked++
					}
				}
			}
			if checked == 0 {
				t.Fatal("no instruction checked")
			}
		})
	}
}
