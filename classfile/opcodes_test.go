package classfile

import (
	"fmt"
	goast "go/ast"
	goparser "go/parser"
	gotoken "go/token"
	"strconv"
	"strings"
	"testing"
)

// jvmsMnemonics is the oracle for the opcode table: the 202 opcodes of
// JVMS SE 17 §7 ("Opcode Mnemonics by Opcode"), 0x00 to 0xc9, in order,
// written out independently of opcodes.go, sixteen to a line.
const jvmsMnemonics = `
0x00 nop aconst_null iconst_m1 iconst_0 iconst_1 iconst_2 iconst_3 iconst_4 iconst_5 lconst_0 lconst_1 fconst_0 fconst_1 fconst_2 dconst_0 dconst_1
0x10 bipush sipush ldc ldc_w ldc2_w iload lload fload dload aload iload_0 iload_1 iload_2 iload_3 lload_0 lload_1
0x20 lload_2 lload_3 fload_0 fload_1 fload_2 fload_3 dload_0 dload_1 dload_2 dload_3 aload_0 aload_1 aload_2 aload_3 iaload laload
0x30 faload daload aaload baload caload saload istore lstore fstore dstore astore istore_0 istore_1 istore_2 istore_3 lstore_0
0x40 lstore_1 lstore_2 lstore_3 fstore_0 fstore_1 fstore_2 fstore_3 dstore_0 dstore_1 dstore_2 dstore_3 astore_0 astore_1 astore_2 astore_3 iastore
0x50 lastore fastore dastore aastore bastore castore sastore pop pop2 dup dup_x1 dup_x2 dup2 dup2_x1 dup2_x2 swap
0x60 iadd ladd fadd dadd isub lsub fsub dsub imul lmul fmul dmul idiv ldiv fdiv ddiv
0x70 irem lrem frem drem ineg lneg fneg dneg ishl lshl ishr lshr iushr lushr iand land
0x80 ior lor ixor lxor iinc i2l i2f i2d l2i l2f l2d f2i f2l f2d d2i d2l
0x90 d2f i2b i2c i2s lcmp fcmpl fcmpg dcmpl dcmpg ifeq ifne iflt ifge ifgt ifle if_icmpeq
0xa0 if_icmpne if_icmplt if_icmpge if_icmpgt if_icmple if_acmpeq if_acmpne goto jsr ret tableswitch lookupswitch ireturn lreturn freturn dreturn
0xb0 areturn return getstatic putstatic getfield putfield invokevirtual invokespecial invokestatic invokeinterface invokedynamic new newarray anewarray arraylength athrow
0xc0 checkcast instanceof monitorenter monitorexit wide multianewarray ifnull ifnonnull goto_w jsr_w
`

func expectedMnemonics(t *testing.T) []string {
	t.Helper()
	var names []string
	for _, line := range strings.Split(strings.TrimSpace(jvmsMnemonics), "\n") {
		f := strings.Fields(line)
		row, err := strconv.ParseUint(f[0], 0, 8)
		if err != nil || int(row) != len(names) {
			t.Fatalf("oracle row %q starts at %d, want 0x%02x", f[0], len(names), row)
		}
		names = append(names, f[1:]...)
	}
	if len(names) != 202 {
		t.Fatalf("oracle has %d mnemonics, want 202", len(names))
	}
	return names
}

func TestOpcodeTableComplete(t *testing.T) {
	want := expectedMnemonics(t)
	var got []string
	for op := range Opcode(0xca) {
		got = append(got, op.String())
		if !op.Valid() {
			t.Errorf("%v (0x%02x) is not Valid", op, uint8(op))
		}
		if opInfo[op].format == fmtInvalid || opInfo[op].format == fmtReserved {
			t.Errorf("%v (0x%02x) has format %d", op, uint8(op), opInfo[op].format)
		}
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("opcode 0x%02x is %q, want %q", i, got[i], want[i])
			}
		}
	}
	reserved := map[Opcode]string{0xca: "breakpoint", 0xfe: "impdep1", 0xff: "impdep2"}
	for i := 0xca; i <= 0xff; i++ {
		op := Opcode(i)
		if op.Valid() {
			t.Errorf("0x%02x is Valid", i)
		}
		want := fmt.Sprintf("opcode 0x%02x", i)
		if name, ok := reserved[op]; ok {
			want = name
			if opInfo[op].format != fmtReserved {
				t.Errorf("%s has format %d, want fmtReserved", name, opInfo[op].format)
			}
		} else if opInfo[op].format != fmtInvalid {
			t.Errorf("0x%02x has format %d, want fmtInvalid", i, opInfo[op].format)
		}
		if got := op.String(); got != want {
			t.Errorf("Opcode(0x%02x).String() = %q, want %q", i, got, want)
		}
	}
}

// TestOpcodeConstants checks every constant declared in opcodes.go against
// the table: its name is the upper-cased mnemonic of its value, and every
// named opcode has exactly one constant.
func TestOpcodeConstants(t *testing.T) {
	fset := gotoken.NewFileSet()
	f, err := goparser.ParseFile(fset, "opcodes.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[int]string{}
	for _, decl := range f.Decls {
		gd, ok := decl.(*goast.GenDecl)
		if !ok || gd.Tok != gotoken.CONST {
			continue
		}
		for _, spec := range gd.Specs {
			vs := spec.(*goast.ValueSpec)
			if id, ok := vs.Type.(*goast.Ident); !ok || id.Name != "Opcode" {
				continue
			}
			for k, name := range vs.Names {
				lit, ok := vs.Values[k].(*goast.BasicLit)
				if !ok {
					t.Errorf("%s: value is not a literal", name.Name)
					continue
				}
				v, err := strconv.ParseInt(lit.Value, 0, 16)
				if err != nil || v < 0 || v > 255 {
					t.Errorf("%s = %s: not an opcode", name.Name, lit.Value)
					continue
				}
				if prev, dup := seen[int(v)]; dup {
					t.Errorf("%s and %s are both 0x%02x", prev, name.Name, v)
				}
				seen[int(v)] = name.Name
				if want := strings.ToUpper(Opcode(v).String()); name.Name != want {
					t.Errorf("constant %s = 0x%02x, but the table calls 0x%02x %q", name.Name, v, v, Opcode(v).String())
				}
			}
		}
	}
	for i := range 256 {
		if opInfo[i].name != "" && seen[i] == "" {
			t.Errorf("no constant for %s (0x%02x)", opInfo[i].name, i)
		}
	}
	if len(seen) != 205 {
		t.Errorf("%d opcode constants, want 205 (202 + breakpoint, impdep1, impdep2)", len(seen))
	}
}

// TestOpcodePredicates checks the classification helpers against sets
// written from the mnemonics.
func TestOpcodePredicates(t *testing.T) {
	in := func(name string, set ...string) bool {
		for _, s := range set {
			if s == name {
				return true
			}
		}
		return false
	}
	for i := range 256 {
		op := Opcode(i)
		name := op.String()
		valid := i < 0xca
		cond := valid && (strings.HasPrefix(name, "if"))
		branch := cond || in(name, "goto", "goto_w", "jsr", "jsr_w")
		ret := in(name, "ireturn", "lreturn", "freturn", "dreturn", "areturn", "return")
		cp := in(name, "ldc", "ldc_w", "ldc2_w", "getstatic", "putstatic", "getfield", "putfield",
			"invokevirtual", "invokespecial", "invokestatic", "invokeinterface", "invokedynamic",
			"new", "anewarray", "checkcast", "instanceof", "multianewarray")
		falls := valid && !ret && !in(name, "goto", "goto_w", "jsr", "jsr_w", "ret",
			"tableswitch", "lookupswitch", "athrow", "wide")
		checks := []struct {
			what      string
			got, want bool
		}{
			{"IsBranch", op.IsBranch(), branch},
			{"IsConditionalBranch", op.IsConditionalBranch(), cond},
			{"IsSwitch", op.IsSwitch(), in(name, "tableswitch", "lookupswitch")},
			{"IsReturn", op.IsReturn(), ret},
			{"IsInvoke", op.IsInvoke(), strings.HasPrefix(name, "invoke")},
			{"IsFieldAccess", op.IsFieldAccess(), in(name, "getstatic", "putstatic", "getfield", "putfield")},
			{"UsesConstantPool", op.UsesConstantPool(), cp},
			{"FallsThrough", op.FallsThrough(), falls},
		}
		for _, c := range checks {
			if c.got != c.want {
				t.Errorf("%s.%s() = %v, want %v", name, c.what, c.got, c.want)
			}
		}
	}
}

func TestFormatInstruction(t *testing.T) {
	code := []Instruction{
		{Op: BIPUSH, PC: 0, A: -1},
		{Op: IINC, PC: 2, A: 1, B: -1},
		{Op: IINC, PC: 5, A: 300, B: 1000, Wide: true},
		{Op: ILOAD, PC: 11, A: 256, Wide: true},
		{Op: IF_ICMPGE, PC: 15, A: 0},
		{Op: GOTO_W, PC: 18, A: 3},
		{Op: LDC, PC: 23, A: 7},
		{Op: INVOKEINTERFACE, PC: 25, A: 9, B: 2},
		{Op: INVOKEDYNAMIC, PC: 30, A: 13},
		{Op: MULTIANEWARRAY, PC: 35, A: 11, B: 2},
		{Op: NEWARRAY, PC: 39, A: 10},
		{Op: TABLESWITCH, PC: 41, Switch: &SwitchTable{Default: 13, Low: -1, Targets: []int32{0, 1}}},
		{Op: LOOKUPSWITCH, PC: 60, Switch: &SwitchTable{Default: 13, Keys: []int32{-5, 100}, Targets: []int32{4, 99}}},
		{Op: RETURN, PC: 80},
	}
	want := []string{
		"    0: bipush -1",
		"    2: iinc 1, -1",
		"    5: iinc_w 300, 1000",
		"   11: iload_w 256",
		"   15: if_icmpge 0",
		"   18: goto_w 11",
		"   23: ldc #7",
		"   25: invokeinterface #9, 2",
		"   30: invokedynamic #13, 0",
		"   35: multianewarray #11, 2",
		"   39: newarray int",
		"   41: tableswitch {-1: 0, 0: 2, default: 80}",
		"   60: lookupswitch {-5: 15, 100: ?99, default: 80}",
		"   80: return",
	}
	for i := range code {
		if got := FormatInstruction(code, i); got != want[i] {
			t.Errorf("FormatInstruction(%d) = %q, want %q", i, got, want[i])
		}
	}
}
