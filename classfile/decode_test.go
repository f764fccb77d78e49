package classfile

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"testing"
)

// code concatenates the parts of a hand-assembled code array: a byte,
// an Opcode or an int is one byte, a []byte is copied.
func asmCode(parts ...any) []byte {
	var b []byte
	for _, p := range parts {
		switch p := p.(type) {
		case byte:
			b = append(b, p)
		case Opcode:
			b = append(b, byte(p))
		case int:
			b = append(b, byte(p))
		case []byte:
			b = append(b, p...)
		default:
			panic(fmt.Sprintf("code: part of type %T", p))
		}
	}
	return b
}

func asmU2(v int) []byte { return []byte{byte(v >> 8), byte(v)} }

func asmS4(v int64) []byte { return binary.BigEndian.AppendUint32(nil, uint32(v)) }

// asmTableswitch assembles a tableswitch that will sit at byte offset pc,
// with its padding; offsets are relative to pc, as in the class file.
func asmTableswitch(pc int, def int64, low, high int32, offsets ...int64) []byte {
	b := asmCode(TABLESWITCH, make([]byte, 3-pc%4), asmS4(def), asmS4(int64(low)), asmS4(int64(high)))
	for _, o := range offsets {
		b = append(b, asmS4(o)...)
	}
	return b
}

// asmLookupswitch assembles a lookupswitch at byte offset pc; pairs are
// key, offset, key, offset, ….
func asmLookupswitch(pc int, def int64, pairs ...int64) []byte {
	b := asmCode(LOOKUPSWITCH, make([]byte, 3-pc%4), asmS4(def), asmS4(int64(len(pairs)/2)))
	for _, v := range pairs {
		b = append(b, asmS4(v)...)
	}
	return b
}

type decodeCase struct {
	name string
	code []byte
	want []Instruction
}

func decodeCases() []decodeCase {
	cases := []decodeCase{
		{"bipush -1 is sign-extended", asmCode(BIPUSH, 0xff, BIPUSH, 0x7f, RETURN),
			[]Instruction{{Op: BIPUSH, A: -1}, {Op: BIPUSH, PC: 2, A: 127}, {Op: RETURN, PC: 4}}},
		{"sipush", asmCode(SIPUSH, 0xff, 0xfe, SIPUSH, 0x12, 0x34, IRETURN),
			[]Instruction{{Op: SIPUSH, A: -2}, {Op: SIPUSH, PC: 3, A: 0x1234}, {Op: IRETURN, PC: 6}}},
		{"ldc, ldc_w, ldc2_w are unsigned", asmCode(LDC, 0xfe, LDC_W, 0x81, 0x02, LDC2_W, 0xff, 0xff, ARETURN),
			[]Instruction{{Op: LDC, A: 0xfe}, {Op: LDC_W, PC: 2, A: 0x8102}, {Op: LDC2_W, PC: 5, A: 0xffff}, {Op: ARETURN, PC: 8}}},
		{"loads and stores", asmCode(ILOAD, 5, ALOAD, 0xff, DSTORE, 4, ALOAD_0, RETURN),
			[]Instruction{{Op: ILOAD, A: 5}, {Op: ALOAD, PC: 2, A: 255}, {Op: DSTORE, PC: 4, A: 4}, {Op: ALOAD_0, PC: 6}, {Op: RETURN, PC: 7}}},
		{"wide iload, lstore, ret", asmCode(NOP, WIDE, ILOAD, 0x01, 0x00, WIDE, LSTORE, 0xff, 0xff, WIDE, RET, 0x00, 0x05, RETURN),
			[]Instruction{{Op: NOP}, {Op: ILOAD, Wide: true, PC: 1, A: 256}, {Op: LSTORE, Wide: true, PC: 5, A: 65535},
				{Op: RET, Wide: true, PC: 9, A: 5}, {Op: RETURN, PC: 13}}},
		{"iinc", asmCode(IINC, 1, 1, IINC, 2, 0xff, IINC, 0xff, 0x80, RETURN),
			[]Instruction{{Op: IINC, A: 1, B: 1}, {Op: IINC, PC: 3, A: 2, B: -1}, {Op: IINC, PC: 6, A: 255, B: -128}, {Op: RETURN, PC: 9}}},
		{"wide iinc with a negative constant", asmCode(WIDE, IINC, 0x01, 0x2c, 0xfe, 0xd4, WIDE, IINC, 0, 1, 0x7f, 0xff, RETURN),
			[]Instruction{{Op: IINC, Wide: true, A: 300, B: -300}, {Op: IINC, Wide: true, PC: 6, A: 1, B: 32767}, {Op: RETURN, PC: 12}}},
		// 0: nop; 1: goto 5; 4: nop; 5: goto 0
		{"goto forward and backward", asmCode(NOP, GOTO, 0, 4, NOP, GOTO, 0xff, 0xfb),
			[]Instruction{{Op: NOP}, {Op: GOTO, PC: 1, A: 3}, {Op: NOP, PC: 4}, {Op: GOTO, PC: 5, A: 0}}},
		{"goto to itself", asmCode(GOTO, 0, 0),
			[]Instruction{{Op: GOTO, A: 0}}},
		// 0: iload_0; 1: ifeq 11; 4: iload_0; 5: if_icmplt 1; 8: goto_w 0; 13: return
		{"conditional branches", asmCode(ILOAD_0, IFEQ, 0, 12, ILOAD_0, IF_ICMPLT, 0xff, 0xfc, GOTO_W, 0xff, 0xff, 0xff, 0xf8, RETURN),
			[]Instruction{{Op: ILOAD_0}, {Op: IFEQ, PC: 1, A: 5}, {Op: ILOAD_0, PC: 4}, {Op: IF_ICMPLT, PC: 5, A: 1},
				{Op: GOTO_W, PC: 8, A: 0}, {Op: RETURN, PC: 13}}},
		{"goto_w forward", asmCode(GOTO_W, 0, 0, 0, 6, NOP, RETURN),
			[]Instruction{{Op: GOTO_W, A: 2}, {Op: NOP, PC: 5}, {Op: RETURN, PC: 6}}},
		// 0: jsr 6; 3: return; 4: nop; 5: nop; 6: astore_1; 7: ret 1 …; jsr_w 4 at 9
		{"jsr, jsr_w, ret", asmCode(JSR, 0, 6, RETURN, NOP, NOP, ASTORE_1, RET, 1, JSR_W, 0xff, 0xff, 0xff, 0xfb, IFNULL, 0xff, 0xf2, IFNONNULL, 0xff, 0xfd),
			[]Instruction{{Op: JSR, A: 4}, {Op: RETURN, PC: 3}, {Op: NOP, PC: 4}, {Op: NOP, PC: 5}, {Op: ASTORE_1, PC: 6},
				{Op: RET, PC: 7, A: 1}, {Op: JSR_W, PC: 9, A: 2}, {Op: IFNULL, PC: 14, A: 0}, {Op: IFNONNULL, PC: 17, A: 7}}},
		// Written out byte by byte: tableswitch at pc 1, two bytes of padding.
		{"tableswitch, literal", []byte{
			0x1a,       // 0: iload_0
			0xaa, 0, 0, // 1: tableswitch, padding to 4
			0, 0, 0, 0x1e, // default: 1+30 = 31
			0xff, 0xff, 0xff, 0xff, // low -1
			0, 0, 0, 1, // high 1
			0, 0, 0, 0x1b, // -1: 28
			0, 0, 0, 0x1c, // 0: 29
			0, 0, 0, 0x1d, // 1: 30
			0x03, // 28: iconst_0
			0x04, // 29: iconst_1
			0x05, // 30: iconst_2
			0xac, // 31: ireturn
		}, []Instruction{{Op: ILOAD_0}, {Op: TABLESWITCH, PC: 1, Switch: &SwitchTable{Default: 5, Low: -1, Targets: []int32{2, 3, 4}}},
			{Op: ICONST_0, PC: 28}, {Op: ICONST_1, PC: 29}, {Op: ICONST_2, PC: 30}, {Op: IRETURN, PC: 31}}},
		// Written out byte by byte: lookupswitch at pc 3, no padding.
		{"lookupswitch, literal", []byte{
			0x00, 0x00, 0x1a, // 0: nop, 1: nop, 2: iload_0
			0xab,          // 3: lookupswitch
			0, 0, 0, 0x1d, // default: 3+29 = 32
			0, 0, 0, 2, // npairs
			0x80, 0, 0, 0, 0xff, 0xff, 0xff, 0xfd, // MinInt32: 0
			0, 0, 0, 100, 0, 0, 0, 0x1c, // 100: 31
			0x03, 0x04, 0xac, // 28: iconst_0, 29: iconst_1, 30: ireturn
			0x3c, 0xb1, // 31: istore_1, 32: return
		}, []Instruction{{Op: NOP}, {Op: NOP, PC: 1}, {Op: ILOAD_0, PC: 2},
			{Op: LOOKUPSWITCH, PC: 3, Switch: &SwitchTable{Default: 8, Keys: []int32{-1 << 31, 100}, Targets: []int32{0, 7}}},
			{Op: ICONST_0, PC: 28}, {Op: ICONST_1, PC: 29}, {Op: IRETURN, PC: 30}, {Op: ISTORE_1, PC: 31}, {Op: RETURN, PC: 32}}},
		{"lookupswitch with no pairs", asmCode(LOOKUPSWITCH, 0, 0, 0, asmS4(12), asmS4(0), RETURN),
			[]Instruction{{Op: LOOKUPSWITCH, Switch: &SwitchTable{Default: 1, Keys: []int32{}, Targets: []int32{}}}, {Op: RETURN, PC: 12}}},
		{"invokeinterface", asmCode(ALOAD_0, INVOKEINTERFACE, 0x02, 0x03, 2, 0, INVOKEINTERFACE, 0, 9, 255, 7, RETURN),
			[]Instruction{{Op: ALOAD_0}, {Op: INVOKEINTERFACE, PC: 1, A: 0x0203, B: 2}, {Op: INVOKEINTERFACE, PC: 6, A: 9, B: 255}, {Op: RETURN, PC: 11}}},
		{"invokedynamic, zero bytes ignored", asmCode(INVOKEDYNAMIC, 0, 5, 0, 0, INVOKEDYNAMIC, 0xff, 0xfe, 1, 2, ARETURN),
			[]Instruction{{Op: INVOKEDYNAMIC, A: 5}, {Op: INVOKEDYNAMIC, PC: 5, A: 0xfffe}, {Op: ARETURN, PC: 10}}},
		{"newarray, anewarray, multianewarray", asmCode(ICONST_2, NEWARRAY, 10, NEWARRAY, 4, NEWARRAY, 11, ANEWARRAY, 0, 7, MULTIANEWARRAY, 0, 3, 2, ARETURN),
			[]Instruction{{Op: ICONST_2}, {Op: NEWARRAY, PC: 1, A: 10}, {Op: NEWARRAY, PC: 3, A: 4}, {Op: NEWARRAY, PC: 5, A: 11},
				{Op: ANEWARRAY, PC: 7, A: 7}, {Op: MULTIANEWARRAY, PC: 10, A: 3, B: 2}, {Op: ARETURN, PC: 14}}},
		{"fields, new, checkcast, instanceof", asmCode(NEW, 0, 1, GETSTATIC, 0, 2, PUTFIELD, 0, 3, CHECKCAST, 1, 0, INSTANCEOF, 0, 4, MONITORENTER, RETURN),
			[]Instruction{{Op: NEW, A: 1}, {Op: GETSTATIC, PC: 3, A: 2}, {Op: PUTFIELD, PC: 6, A: 3}, {Op: CHECKCAST, PC: 9, A: 256},
				{Op: INSTANCEOF, PC: 12, A: 4}, {Op: MONITORENTER, PC: 15}, {Op: RETURN, PC: 16}}},
	}
	// A tableswitch and a lookupswitch at each of the four alignments,
	// after 0 to 3 nops, so with 3, 2, 1 and 0 padding bytes.
	for pc := range 4 {
		nops := make([]byte, pc)
		var want []Instruction
		for k := range pc {
			want = append(want, Instruction{Op: NOP, PC: uint32(k)})
		}
		end := pc + 1 + (3 - pc%4) + 20 // tableswitch 0..1: default, low, high, 2 offsets
		ts := asmCode(nops, asmTableswitch(pc, int64(end-pc), 0, 1, int64(end-pc), int64(-pc)), RETURN)
		tsWant := append(append([]Instruction(nil), want...),
			Instruction{Op: TABLESWITCH, PC: uint32(pc), Switch: &SwitchTable{Default: int32(pc + 1), Targets: []int32{int32(pc + 1), 0}}},
			Instruction{Op: RETURN, PC: uint32(end)})
		cases = append(cases, decodeCase{fmt.Sprintf("tableswitch with %d padding bytes", 3-pc), ts, tsWant})
		end = pc + 1 + (3 - pc%4) + 24 // lookupswitch: default, npairs, 2 pairs
		ls := asmCode(nops, asmLookupswitch(pc, int64(end-pc), -7, int64(-pc), 1<<20, int64(end-pc)), RETURN)
		lsWant := append(append([]Instruction(nil), want...),
			Instruction{Op: LOOKUPSWITCH, PC: uint32(pc), Switch: &SwitchTable{Default: int32(pc + 1), Keys: []int32{-7, 1 << 20}, Targets: []int32{0, int32(pc + 1)}}},
			Instruction{Op: RETURN, PC: uint32(end)})
		cases = append(cases, decodeCase{fmt.Sprintf("lookupswitch with %d padding bytes", 3-pc), ls, lsWant})
	}
	return cases
}

func TestDecodeCode(t *testing.T) {
	for _, c := range decodeCases() {
		t.Run(c.name, func(t *testing.T) {
			got, err := DecodeCode(c.code, 100)
			if err != nil {
				t.Fatalf("DecodeCode: %v", err)
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("DecodeCode:\n got %s\nwant %s", dumpInstructions(got), dumpInstructions(c.want))
			}
			checkDecoded(t, c.code, got)
		})
	}
}

func dumpInstructions(insns []Instruction) string {
	var b strings.Builder
	for _, in := range insns {
		fmt.Fprintf(&b, "\n\t{%v wide=%v pc=%d A=%d B=%d", in.Op, in.Wide, in.PC, in.A, in.B)
		if in.Switch != nil {
			fmt.Fprintf(&b, " switch=%+v", *in.Switch)
		}
		b.WriteString("}")
	}
	return b.String()
}

// reencode assembles insns back into a code array. The bytes that
// DecodeCode ignores (switch padding, invokeinterface's fourth byte,
// invokedynamic's third and fourth) are copied from orig. It returns an
// error if the instructions are inconsistent: a PC that is not where the
// previous instruction ends, a target index out of range.
func reencode(insns []Instruction, orig []byte) ([]byte, error) {
	var b []byte
	rel := func(pc int, idx int32) (int64, error) {
		if idx < 0 || int(idx) >= len(insns) {
			return 0, fmt.Errorf("target index %d of the instruction at pc %d out of range", idx, pc)
		}
		return int64(insns[idx].PC) - int64(pc), nil
	}
	for _, in := range insns {
		pc := len(b)
		if int(in.PC) != pc {
			return nil, fmt.Errorf("%v has pc %d, want %d", in.Op, in.PC, pc)
		}
		if in.Wide {
			b = append(b, byte(WIDE), byte(in.Op))
			b = append(b, asmU2(int(in.A))...)
			if in.Op == IINC {
				b = append(b, asmU2(int(in.B))...)
			}
			continue
		}
		b = append(b, byte(in.Op))
		switch in.Op {
		case BIPUSH, LDC, ILOAD, LLOAD, FLOAD, DLOAD, ALOAD, ISTORE, LSTORE, FSTORE, DSTORE, ASTORE, RET, NEWARRAY:
			b = append(b, byte(in.A))
		case SIPUSH, LDC_W, LDC2_W, GETSTATIC, PUTSTATIC, GETFIELD, PUTFIELD, INVOKEVIRTUAL, INVOKESPECIAL,
			INVOKESTATIC, NEW, ANEWARRAY, CHECKCAST, INSTANCEOF:
			b = append(b, asmU2(int(in.A))...)
		case IINC:
			b = append(b, byte(in.A), byte(in.B))
		case INVOKEINTERFACE:
			b = append(append(b, asmU2(int(in.A))...), byte(in.B), orig[pc+4])
		case INVOKEDYNAMIC:
			b = append(append(b, asmU2(int(in.A))...), orig[pc+3], orig[pc+4])
		case MULTIANEWARRAY:
			b = append(append(b, asmU2(int(in.A))...), byte(in.B))
		case GOTO_W, JSR_W:
			off, err := rel(pc, in.A)
			if err != nil {
				return nil, err
			}
			b = append(b, asmS4(off)...)
		case TABLESWITCH, LOOKUPSWITCH:
			for len(b)%4 != 0 {
				b = append(b, orig[len(b)])
			}
			s := in.Switch
			off, err := rel(pc, s.Default)
			if err != nil {
				return nil, err
			}
			b = append(b, asmS4(off)...)
			if in.Op == TABLESWITCH {
				b = append(b, asmS4(int64(s.Low))...)
				b = append(b, asmS4(int64(s.Low)+int64(len(s.Targets))-1)...)
			} else {
				b = append(b, asmS4(int64(len(s.Targets)))...)
			}
			for k, t := range s.Targets {
				if in.Op == LOOKUPSWITCH {
					b = append(b, asmS4(int64(s.Keys[k]))...)
				}
				off, err := rel(pc, t)
				if err != nil {
					return nil, err
				}
				b = append(b, asmS4(off)...)
			}
		default:
			if in.Op.IsBranch() {
				off, err := rel(pc, in.A)
				if err != nil {
					return nil, err
				}
				b = append(b, asmU2(int(off))...)
			}
		}
	}
	return b, nil
}

// checkDecoded checks the invariants of a successful decoding of code:
// it re-encodes to the same bytes, every instruction is Valid, wide only
// where allowed, Switch set exactly for the switches, lookupswitch keys
// strictly increasing, and FormatInstruction works on all of it.
func checkDecoded(t testing.TB, code []byte, insns []Instruction) {
	t.Helper()
	if len(insns) == 0 {
		t.Fatalf("no instructions, no error")
	}
	for i, in := range insns {
		if !in.Op.Valid() || in.Op == WIDE {
			t.Fatalf("instruction %d: opcode %v", i, in.Op)
		}
		if in.Wide && !(in.Op >= ILOAD && in.Op <= ALOAD || in.Op >= ISTORE && in.Op <= ASTORE || in.Op == RET || in.Op == IINC) {
			t.Fatalf("instruction %d: wide %v", i, in.Op)
		}
		if (in.Switch != nil) != in.Op.IsSwitch() {
			t.Fatalf("instruction %d: %v with Switch %v", i, in.Op, in.Switch)
		}
		if s := in.Switch; s != nil {
			if (s.Keys == nil) != (in.Op == TABLESWITCH) || (s.Keys != nil && len(s.Keys) != len(s.Targets)) {
				t.Fatalf("instruction %d: %v with %d keys, %d targets", i, in.Op, len(s.Keys), len(s.Targets))
			}
			for k := 1; k < len(s.Keys); k++ {
				if s.Keys[k] <= s.Keys[k-1] {
					t.Fatalf("instruction %d: keys not increasing: %v", i, s.Keys)
				}
			}
		}
		_ = FormatInstruction(insns, i)
	}
	b, err := reencode(insns, code)
	if err != nil {
		t.Fatalf("re-encoding: %v", err)
	}
	if !bytes.Equal(b, code) {
		t.Fatalf("re-encoded\n% x\nwant\n% x", b, code)
	}
}

func TestDecodeCodeErrors(t *testing.T) {
	const base = 1000
	cases := []struct {
		name string
		code []byte
		pc   int // the error's Offset is base+pc
		what string
	}{
		{"empty", nil, 0, "empty code array"},
		{"too long", make([]byte, 65536), 0, "at most 65535"},
		{"undefined opcode 0xcb", asmCode(NOP, 0xcb), 1, "undefined opcode 0xcb"},
		{"undefined opcode 0xfd", asmCode(0xfd), 0, "undefined opcode 0xfd"},
		{"breakpoint", asmCode(NOP, NOP, BREAKPOINT), 2, "reserved opcode breakpoint"},
		{"impdep1", asmCode(IMPDEP1), 0, "reserved opcode impdep1"},
		{"impdep2", asmCode(IMPDEP2), 0, "reserved opcode impdep2"},
		{"wide nop", asmCode(NOP, WIDE, NOP), 1, "wide at pc 1 followed by nop"},
		{"wide goto", asmCode(WIDE, GOTO, 0, 0), 0, "followed by goto"},
		{"wide wide", asmCode(WIDE, WIDE, ILOAD, 0, 0), 0, "followed by wide"},
		{"wide at the end", asmCode(NOP, WIDE), 1, "truncated wide"},
		{"wide iload truncated", asmCode(WIDE, ILOAD, 0), 0, "truncated wide iload"},
		{"wide iinc truncated", asmCode(WIDE, IINC, 0, 1, 0), 0, "truncated wide iinc"},
		{"sipush truncated", asmCode(NOP, SIPUSH, 1), 1, "truncated sipush at pc 1: want 3 bytes, the code array has 2 left"},
		{"goto_w truncated", asmCode(GOTO_W, 0, 0, 0), 0, "truncated goto_w"},
		{"invokeinterface truncated", asmCode(INVOKEINTERFACE, 0, 1, 1), 0, "truncated invokeinterface"},
		{"branch into an instruction", asmCode(GOTO, 0, 4, SIPUSH, 0, 1, RETURN), 0, "branch target 4 is not the start of an instruction"},
		{"branch into a wide instruction", asmCode(GOTO, 0, 4, WIDE, ILOAD, 1, 0, RETURN), 0, "branch target 4 is not the start"},
		{"branch before the code", asmCode(NOP, IFEQ, 0xff, 0xfe), 1, "branch target -1 is outside the code array"},
		{"branch to the end", asmCode(NOP, GOTO, 0, 3), 1, "branch target 4 is outside the code array [0, 4)"},
		{"goto_w far away", asmCode(GOTO_W, 0x7f, 0xff, 0xff, 0xff), 0, "branch target 2147483647 is outside"},
		{"tableswitch header truncated", asmCode(NOP, TABLESWITCH, 0, 0, asmS4(0), asmS4(0)), 1, "truncated tableswitch"},
		{"tableswitch high < low", asmCode(TABLESWITCH, 0, 0, 0, asmS4(12), asmS4(1), asmS4(0)), 0, "high 0 < low 1"},
		{"tableswitch huge", asmCode(TABLESWITCH, 0, 0, 0, asmS4(12), asmS4(-1<<31), asmS4(1<<31-1)), 0,
			"truncated tableswitch at pc 0: want 17179869200 bytes"},
		{"tableswitch one offset short", asmCode(TABLESWITCH, 0, 0, 0, asmS4(0), asmS4(0), asmS4(1), asmS4(0)), 0, "truncated tableswitch"},
		{"tableswitch target in the middle", asmCode(NOP, NOP, NOP, TABLESWITCH, asmS4(1), asmS4(0), asmS4(0), asmS4(0), RETURN), 3,
			"tableswitch at pc 3: branch target 4 is not the start"},
		{"tableswitch default out of range", asmCode(TABLESWITCH, 0, 0, 0, asmS4(-1), asmS4(0), asmS4(0), asmS4(0)), 0, "branch target -1 is outside"},
		{"lookupswitch npairs < 0", asmCode(LOOKUPSWITCH, 0, 0, 0, asmS4(0), asmS4(-1)), 0, "npairs -1"},
		{"lookupswitch huge", asmCode(LOOKUPSWITCH, 0, 0, 0, asmS4(0), asmS4(1<<31-1)), 0, "truncated lookupswitch"},
		{"lookupswitch truncated pair", asmCode(LOOKUPSWITCH, 0, 0, 0, asmS4(0), asmS4(1), asmS4(5)), 0, "truncated lookupswitch"},
		{"lookupswitch unsorted", asmCode(LOOKUPSWITCH, 0, 0, 0, asmS4(0), asmS4(2), asmS4(5), asmS4(0), asmS4(4), asmS4(0)), 0, "key 4 after 5"},
		{"lookupswitch duplicate", asmCode(LOOKUPSWITCH, 0, 0, 0, asmS4(0), asmS4(2), asmS4(5), asmS4(0), asmS4(5), asmS4(0)), 0, "key 5 after 5"},
		{"lookupswitch target out of range", asmCode(LOOKUPSWITCH, 0, 0, 0, asmS4(0), asmS4(1), asmS4(5), asmS4(20)), 0, "branch target 20 is outside"},
		{"newarray type 3", asmCode(ICONST_1, NEWARRAY, 3), 1, "array type 3"},
		{"newarray type 12", asmCode(ICONST_1, NEWARRAY, 12), 1, "array type 12"},
		{"invokeinterface count 0", asmCode(INVOKEINTERFACE, 0, 1, 0, 0), 0, "count 0"},
		{"multianewarray 0 dimensions", asmCode(MULTIANEWARRAY, 0, 1, 0), 0, "0 dimensions"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			insns, err := DecodeCode(c.code, base)
			var fe *FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("DecodeCode = %d instructions, %v; want a *FormatError", len(insns), err)
			}
			if insns != nil {
				t.Errorf("DecodeCode returned %d instructions with the error", len(insns))
			}
			if fe.Offset != base+int64(c.pc) || !strings.Contains(fe.What, c.what) {
				t.Errorf("error at offset %d: %q\nwant offset %d: %q", fe.Offset, fe.What, base+c.pc, c.what)
			}
		})
	}
}

// TestDecodeCodeHugeSwitchNoAllocation checks that a switch whose length
// field promises gigabytes is rejected before anything is allocated for
// it.
func TestDecodeCodeHugeSwitchNoAllocation(t *testing.T) {
	inputs := [][]byte{
		asmCode(TABLESWITCH, 0, 0, 0, asmS4(12), asmS4(-1<<31), asmS4(1<<31-1)),
		asmCode(TABLESWITCH, 0, 0, 0, asmS4(12), asmS4(0), asmS4(1<<31-1), make([]byte, 1000)),
		asmCode(LOOKUPSWITCH, 0, 0, 0, asmS4(12), asmS4(1<<31-1), make([]byte, 1000)),
	}
	for _, in := range inputs {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		for range 100 {
			if _, err := DecodeCode(in, 0); err == nil {
				t.Fatalf("DecodeCode(% x…) succeeded", in[:16])
			}
		}
		runtime.ReadMemStats(&after)
		if n := after.TotalAlloc - before.TotalAlloc; n > 100*1024 {
			t.Errorf("100 decodings of a bogus switch allocated %d bytes", n)
		}
	}
}

// TestDecodeCodePrefixes decodes every proper prefix of every valid code
// array: each must fail with a *FormatError or decode, correctly, the
// instructions that lie entirely in the prefix (with no jump beyond it).
func TestDecodeCodePrefixes(t *testing.T) {
	var inputs [][]byte
	for _, c := range decodeCases() {
		inputs = append(inputs, c.code)
	}
	inputs = append(inputs, decodeBenchCodes(t)...)
	for _, full := range inputs {
		want, err := DecodeCode(full, 0)
		if err != nil {
			t.Fatalf("DecodeCode(% x): %v", full, err)
		}
		for n := range len(full) {
			prefix := full[:n:n]
			got, err := DecodeCode(prefix, 0)
			if err != nil {
				var fe *FormatError
				if !errors.As(err, &fe) || fe.Offset < 0 || fe.Offset > int64(n) {
					t.Fatalf("prefix % x: error %v, want a *FormatError within it", prefix, err)
				}
				continue
			}
			if !reflect.DeepEqual(got, want[:len(got)]) {
				t.Fatalf("prefix % x decodes to %s\nwant a prefix of %s", prefix, dumpInstructions(got), dumpInstructions(want))
			}
			checkDecoded(t, prefix, got)
		}
	}
}

// TestDecodeCodeMutations overwrites each byte of each valid code array
// with each of the 256 values; decoding must never panic, and whatever
// decodes must be consistent.
func TestDecodeCodeMutations(t *testing.T) {
	for _, c := range decodeCases() {
		buf := make([]byte, len(c.code))
		for i := range c.code {
			for v := range 256 {
				copy(buf, c.code)
				buf[i] = byte(v)
				insns, err := DecodeCode(buf, 0)
				if err != nil {
					var fe *FormatError
					if !errors.As(err, &fe) {
						t.Fatalf("% x: error %v is not a *FormatError", buf, err)
					}
					continue
				}
				checkDecoded(t, buf, insns)
			}
		}
	}
}

func FuzzDecodeCode(f *testing.F) {
	for _, c := range decodeCases() {
		f.Add(c.code)
	}
	for _, b := range decodeBenchCodes(f) {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		insns, err := DecodeCode(data, 7)
		if err != nil {
			var fe *FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("error %v is not a *FormatError", err)
			}
			if fe.Offset < 7 || fe.Offset > 7+int64(len(data)) {
				t.Fatalf("error offset %d outside [7, %d]", fe.Offset, 7+len(data))
			}
			if insns != nil {
				t.Fatalf("%d instructions with the error", len(insns))
			}
			return
		}
		checkDecoded(t, data, insns)
	})
}

// benchPut and benchKind are the code arrays of two methods compiled by
// javac 17: a hash map's put (loads, field accesses, a loop, branches)
// and a method with a tableswitch, a lookupswitch, try/catch, a loop,
// synchronized, a lambda, an iterator, instanceof and checkcast.
const (
	benchPut = "2bc7000703a7000f2bb600072bb6000710107c823e2ab4000b3a041904c60009" +
		"1904be9a000f2a1010bd00115ab5000b3a041904be04641d7e36051904150532" +
		"3a061906c6003f1906b400131da0002c1906b400172ba500132bc6001f2b1906" +
		"b40017b6001b9900131906b4001f3a0719062cb5001f1907b01906b400223a06" +
		"a7ffc219041505bb0011591d2b2c1904150532b70026532a59b400290460b500" +
		"292a59b4002c04605ab5002c1904be0668076ca4000c2a1904be0568b6002f01" +
		"b0"
	benchKind = "bb003459b700364d1aaa00000000004700000000000000030000001f00000029" +
		"000000330000003d2c1237b6003957a700272c123db6003957a7001d2c123fb6" +
		"003957a700132c1241b6003957a700092c1ab60043571aab0000003c00000003" +
		"ffffff9c00000021000003e80000002b000f4240000000352c106eb6004657a7" +
		"00142c106bb6004657a7000a2c106db60046572c2bb80049b6004357a7000d4e" +
		"2c2db60051b60039571400554214005739051259380703360815082bb6005aa2" +
		"00432b1508b6005f36091509b8006399001321140069691509103064856142a7" +
		"001d1509102ea0000e180514006b6f3905a7000b1707150986623807840801a7" +
		"ffba2c593a08c22c21b6006d1805b600701707b60073571908c3a7000b3a0a19" +
		"08c3190abf2bba007600003a081908b9007a0100bb007e59b700803a0919092b" +
		"b900810200571909b9008601003a0a190ab9008a010099001c190ab900900100" +
		"c0005b3a0b2c190bb6005ab6004357a7ffe019093a0a190ac100829900122c19" +
		"0ac00082b900930100b60043572cb60095b0"
)

func decodeBenchCodes(tb testing.TB) [][]byte {
	var out [][]byte
	for _, h := range []string{benchPut, benchKind} {
		b, err := hex.DecodeString(h)
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}

func BenchmarkDecodeCode(b *testing.B) {
	codes := decodeBenchCodes(b)
	n := 0
	for _, c := range codes {
		n += len(c)
	}
	b.Run("javac", func(b *testing.B) {
		b.SetBytes(int64(n))
		b.ReportAllocs()
		for b.Loop() {
			for _, c := range codes {
				if _, err := DecodeCode(c, 0); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
	b.Run("java.base", func(b *testing.B) {
		jmod := hostJavaBaseJmod(b)
		codes, total := jmodCodeArrays(b, jmod)
		b.SetBytes(int64(total))
		b.ReportAllocs()
		b.ResetTimer()
		for b.Loop() {
			for _, c := range codes {
				if _, err := DecodeCode(c.code, c.off); err != nil {
					b.Fatal(err)
				}
			}
		}
		b.ReportMetric(float64(len(codes)), "methods/op")
	})
}

// rawCode is the code array of one method found by walkCodeAttributes.
type rawCode struct {
	method string
	code   []byte
	off    int64
}

// walkCodeAttributes walks a class file just far enough to return the code arrays
// of its methods, in order, independently of the package's parser.
func walkCodeAttributes(data []byte) (codes []rawCode, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("walking the class file: %v", r)
		}
	}()
	p := 0
	u1 := func() int { p++; return int(data[p-1]) }
	u2 := func() int { p += 2; return int(binary.BigEndian.Uint16(data[p-2:])) }
	u4 := func() int { p += 4; return int(binary.BigEndian.Uint32(data[p-4:])) }
	if u4() != 0xcafebabe {
		return nil, errors.New("not a class file")
	}
	p += 4
	utf8 := map[int]string{}
	for i, n := 1, u2(); i < n; i++ {
		switch tag := u1(); tag {
		case 1:
			l := u2()
			utf8[i] = string(data[p : p+l])
			p += l
		case 3, 4, 9, 10, 11, 12, 17, 18:
			p += 4
		case 5, 6:
			p += 8
			i++
		case 7, 8, 16, 19, 20:
			p += 2
		case 15:
			p += 3
		default:
			return nil, fmt.Errorf("constant-pool tag %d", tag)
		}
	}
	p += 6
	p += 2 * u2()
	for range u2() {
		p += 6
		for range u2() {
			p += 2
			p += u4()
		}
	}
	for range u2() {
		p += 2
		name := utf8[u2()] + utf8[u2()]
		for range u2() {
			attr := utf8[u2()]
			l := u4()
			next := p + l
			if attr == "Code" {
				p += 4
				n := u4()
				codes = append(codes, rawCode{name, data[p : p+n : p+n], int64(p)})
			}
			p = next
		}
	}
	return codes, nil
}

// javapListing is the code of one method as javap -c prints it, one line
// per instruction in FormatInstruction's layout (without the padding
// before the PC): "12: if_icmpge 25", "1: tableswitch {0: 28, default: 40}".
type javapListing struct {
	header string
	lines  []string
}

var (
	javapInsnRE = regexp.MustCompile(`^\s*(\d+): ([a-z][a-z0-9_]*)\s*(.*)$`)
	javapCaseRE = regexp.MustCompile(`^\s*(-?\d+|default): (\d+)$`)
)

// parseJavapListings splits javap -c output into methods and normalises their
// instructions: comments dropped, runs of spaces collapsed, switches on
// one line.
func parseJavapListings(out string) ([]javapListing, error) {
	var methods []javapListing
	var cur *javapListing
	prev := ""
	lines := strings.Split(out, "\n")
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		if strings.TrimSpace(line) == "Code:" {
			methods = append(methods, javapListing{header: strings.TrimSpace(prev)})
			cur = &methods[len(methods)-1]
			continue
		}
		if strings.TrimSpace(line) != "" {
			prev = line
		}
		m := javapInsnRE.FindStringSubmatch(line)
		if cur == nil || m == nil {
			continue
		}
		operands, _, _ := strings.Cut(m[3], "//")
		text := m[1] + ": " + strings.Join(append([]string{m[2]}, strings.Fields(operands)...), " ")
		if m[2] == "tableswitch" || m[2] == "lookupswitch" {
			var cases []string
			for i++; i < len(lines) && strings.TrimSpace(lines[i]) != "}"; i++ {
				c := javapCaseRE.FindStringSubmatch(lines[i])
				if c == nil {
					return nil, fmt.Errorf("line %d: %q in a switch", i+1, lines[i])
				}
				cases = append(cases, c[1]+": "+c[2])
			}
			text = m[1] + ": " + m[2] + " {" + strings.Join(cases, ", ") + "}"
		}
		cur.lines = append(cur.lines, text)
	}
	return methods, nil
}

// checkDecodeAgainstJavap runs javap -c -p on args, which name the classes whose
// bytes are classes, in the same order, and checks that DecodeCode and
// FormatInstruction agree with javap on every instruction of every method.
func checkDecodeAgainstJavap(t *testing.T, javap string, args []string, classes [][]byte) (methods, insns int) {
	t.Helper()
	out, err := exec.Command(javap, append([]string{"-c", "-p"}, args...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("javap: %v\n%s", err, out)
	}
	want, err := parseJavapListings(string(out))
	if err != nil {
		t.Fatal(err)
	}
	var got []rawCode
	for i, data := range classes {
		codes, err := walkCodeAttributes(data)
		if err != nil {
			t.Fatalf("%s: %v", args[i], err)
		}
		got = append(got, codes...)
	}
	if len(got) != len(want) {
		t.Fatalf("%d methods with code, javap shows %d", len(got), len(want))
	}
	failures := 0
	for k, c := range got {
		decoded, err := DecodeCode(c.code, c.off)
		if err != nil {
			t.Errorf("%s (javap: %s): %v", c.method, want[k].header, err)
			continue
		}
		var lines []string
		for i := range decoded {
			lines = append(lines, strings.TrimLeft(FormatInstruction(decoded, i), " "))
		}
		if !reflect.DeepEqual(lines, want[k].lines) {
			failures++
			for i := 0; i < max(len(lines), len(want[k].lines)); i++ {
				var g, w string
				if i < len(lines) {
					g = lines[i]
				}
				if i < len(want[k].lines) {
					w = want[k].lines[i]
				}
				if g != w {
					t.Errorf("%s (javap: %s): instruction %d is %q, javap says %q", c.method, want[k].header, i, g, w)
					break
				}
			}
			if failures > 10 {
				t.Fatal("too many failures")
			}
		}
		methods++
		insns += len(decoded)
	}
	return methods, insns
}

// decodeSampleJava is a Java program that makes javac emit every operand format
// it uses: dense and sparse int switches, switches on strings and enums,
// loops, try/catch/finally, synchronized, lambdas, long, double, float and
// string constants, all newarray types, multianewarray, instanceof,
// checkcast, interface calls; plus generated methods that need wide
// (over 256 locals), ldc_w (over 256 constants) and goto_w (a loop body
// over 32 KiB).
func decodeSampleJava() string {
	var b strings.Builder
	b.WriteString(`
import java.util.*;
import java.util.function.*;

public class Sample {
    enum Color { RED, GREEN, BLUE }
    static final long BIG = 123456789012345L;
    static int counter;
    int field;
    static { counter = (int) (BIG % 1000); }

    static int dense(int x) {
        switch (x) { case 0: return 10; case 1: return 11; case 2: return 12; case 3: return 13; case 5: return 15; default: return -1; }
    }
    static int sparse(int x) {
        switch (x) { case -1000: return 1; case 7: return 2; case 100000: return 3; case Integer.MIN_VALUE: return 4; default: return 0; }
    }
    static int negativeDense(int x) {
        switch (x) { case -3: return 1; case -2: return 2; case -1: return 3; case 0: return 4; default: return 0; }
    }
    static String strings(String s) {
        switch (s) { case "a": return "A"; case "bb": return "B"; case "Aa": return "C"; case "BB": return "D"; default: return "?"; }
    }
    static int colors(Color c) {
        switch (c) { case RED: return 1; case BLUE: return 3; default: return 0; }
    }
    static long loop(int n) {
        long sum = BIG;
        for (int i = 0; i < n; i++) { sum += i * 3L; if (sum > 1_000_000_000_000L) break; }
        int j = 100;
        while (j-- > -100) { sum -= j; }
        do { j += 7; } while (j < 50);
        return sum;
    }
    static int tryCatch(int[] a) {
        try { return a[5] / a[0]; }
        catch (ArithmeticException | ArrayIndexOutOfBoundsException e) { return -1; }
        finally { a[0]++; }
    }
    static Supplier<String> lambda(String s) { return () -> s + "!"; }
    static int stream(List<Integer> l) { return l.stream().mapToInt(Integer::intValue).filter(x -> x > 3).sum(); }
    static Object arrays(int n) {
        int[][] m = new int[n][n + 1];
        long[][][] m3 = new long[2][3][];
        boolean[] z = new boolean[n]; byte[] b = new byte[n]; char[] c = new char[n]; short[] s = new short[n];
        int[] i = new int[n]; long[] l = new long[n]; float[] f = new float[n]; double[] d = new double[n];
        Object[] o = new Object[n];
        o[0] = z; o[1] = b; o[2] = c; o[3] = s; o[4] = i; o[5] = l; o[6] = f; o[7] = d; o[8] = m3;
        b[0] = (byte) n; c[0] = (char) n; s[0] = (short) n; z[0] = n > 2;
        return m;
    }
    synchronized void sync() { synchronized (this) { field++; } }
    static double numbers(double d, float f, long l, int i) {
        double r = d * 2.5 + f / 3.0f + (d > f ? 1 : 0) - l % 7 + (i >>> 3) + (i << 2) + (l >> 1) + (-i) + (i ^ 0x5555);
        r += 1e300 + 0.1f + 1000000 + 32767 + 32768 + (short) -129 + (byte) 130;
        return r + Math.sqrt(r) + (float) l + (long) d + (int) f;
    }
    static Object checks(Object o) {
        if (o instanceof String) return (String) o;
        if (o == null) return null;
        if (o != Color.RED) return o.hashCode();
        return o;
    }
    int iface(List<String> l, Map<String, Integer> m) { return l.size() + l.indexOf("x") + m.getOrDefault("k", 3); }
    static void thrower(int x) throws Exception { if (x < 0) throw new IllegalArgumentException("neg " + x); }

    class Inner { int get() { return field + counter; } }
`)
	// wide: a method with more than 256 locals.
	b.WriteString("    static long wide(int a) {\n")
	for i := range 300 {
		fmt.Fprintf(&b, "        long v%d = a + %d;\n", i, i)
	}
	b.WriteString("        v299 += 1000; v298++; int w = (int) v297; w += 200; w -= 30000;\n")
	b.WriteString("        double dd = v10; Object oo = null; for (int k = 0; k < 3; k++) { dd += k; }\n")
	b.WriteString("        return v299 + v298 + w + (long) dd + (oo == null ? 1 : 0);\n    }\n")
	// ldc_w: more than 256 distinct constants.
	b.WriteString("    static String[] constants() {\n        return new String[] {\n")
	for i := range 300 {
		fmt.Fprintf(&b, "            \"constant%d\",\n", i)
	}
	b.WriteString("        };\n    }\n")
	b.WriteString("    static float lateFloat() { return 3.75f + 1234567; }\n")
	// goto_w: a loop whose body is longer than 32 KiB.
	b.WriteString("    static int far(int n) {\n        int s = 0;\n        for (int i = 0; i < n; i++) {\n")
	for range 5000 {
		b.WriteString("            s = s * 31 + i;\n")
	}
	b.WriteString("        }\n        return s;\n    }\n}\n")
	return b.String()
}

func TestDecodeJavacOutput(t *testing.T) {
	javac, err := exec.LookPath("javac")
	if err != nil {
		t.Skip("javac not on PATH")
	}
	javap, err := exec.LookPath("javap")
	if err != nil {
		t.Skip("javap not on PATH")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "Sample.java")
	if err := os.WriteFile(src, []byte(decodeSampleJava()), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, release := range []string{"", "8"} {
		name := "default"
		if release != "" {
			name = "release " + release
		}
		t.Run(name, func(t *testing.T) {
			out := filepath.Join(dir, "out"+release)
			args := []string{"-nowarn", "-d", out}
			if release != "" {
				args = append(args, "--release", release)
			}
			if msg, err := exec.Command(javac, append(args, src)...).CombinedOutput(); err != nil {
				t.Fatalf("javac: %v\n%s", err, msg)
			}
			files, err := filepath.Glob(filepath.Join(out, "*.class"))
			if err != nil || len(files) == 0 {
				t.Fatalf("no class files: %v", err)
			}
			sort.Strings(files)
			var classes [][]byte
			for _, f := range files {
				data, err := os.ReadFile(f)
				if err != nil {
					t.Fatal(err)
				}
				classes = append(classes, data)
			}
			methods, insns := checkDecodeAgainstJavap(t, javap, files, classes)
			t.Logf("%d classes, %d methods, %d instructions agree with javap", len(files), methods, insns)
			seen := map[string]bool{}
			for _, data := range classes {
				codes, _ := walkCodeAttributes(data)
				for _, c := range codes {
					insns, _ := DecodeCode(c.code, c.off)
					for _, in := range insns {
						name := in.Op.String()
						if in.Wide {
							name = "wide " + name
						}
						seen[name] = true
					}
				}
			}
			for _, want := range []string{"tableswitch", "lookupswitch", "goto_w", "wide lload", "wide lstore", "wide iinc",
				"ldc_w", "ldc2_w", "invokedynamic", "invokeinterface", "multianewarray", "newarray", "sipush", "bipush", "iinc",
				"monitorenter", "checkcast", "instanceof", "athrow"} {
				if !seen[want] {
					t.Errorf("javac emitted no %s; the sample no longer covers it", want)
				}
			}
		})
	}
}

// hostJavaBaseJmod returns the path of java.base.jmod of the JDK whose javap is
// on PATH, so that javap's view of the JDK classes is of the same bytes.
func hostJavaBaseJmod(tb testing.TB) string {
	javap, err := exec.LookPath("javap")
	if err != nil {
		tb.Skip("javap not on PATH")
	}
	real, err := filepath.EvalSymlinks(javap)
	if err != nil {
		tb.Skip(err)
	}
	jmod := filepath.Join(filepath.Dir(filepath.Dir(real)), "jmods", "java.base.jmod")
	if _, err := os.Stat(jmod); err != nil {
		tb.Skipf("no jmods beside %s", real)
	}
	return jmod
}

// readJmodClasses returns the class files in a jmod, by class name.
func readJmodClasses(tb testing.TB, jmod string) map[string][]byte {
	f, err := os.Open(jmod)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		tb.Fatal(err)
	}
	// A jmod is "JM", a version, and a zip archive.
	zr, err := zip.NewReader(io.NewSectionReader(f, 4, st.Size()-4), st.Size()-4)
	if err != nil {
		tb.Fatal(err)
	}
	classes := map[string][]byte{}
	for _, zf := range zr.File {
		name, ok := strings.CutPrefix(zf.Name, "classes/")
		if !ok || !strings.HasSuffix(name, ".class") || strings.HasSuffix(name, "module-info.class") {
			continue
		}
		rc, err := zf.Open()
		if err != nil {
			tb.Fatal(err)
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			tb.Fatal(err)
		}
		classes[strings.ReplaceAll(strings.TrimSuffix(name, ".class"), "/", ".")] = data
	}
	return classes
}

func jmodCodeArrays(tb testing.TB, jmod string) (codes []rawCode, total int) {
	for name, data := range readJmodClasses(tb, jmod) {
		cs, err := walkCodeAttributes(data)
		if err != nil {
			tb.Fatalf("%s: %v", name, err)
		}
		for _, c := range cs {
			total += len(c.code)
		}
		codes = append(codes, cs...)
	}
	return codes, total
}

// TestDecodeJDK decodes every method of java.base, and compares a sample
// of its classes with javap.
func TestDecodeJDK(t *testing.T) {
	if testing.Short() {
		t.Skip("decodes all of java.base")
	}
	jmod := hostJavaBaseJmod(t)
	classes := readJmodClasses(t, jmod)
	methods, insns := 0, 0
	names := make([]string, 0, len(classes))
	for name := range classes {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		codes, err := walkCodeAttributes(classes[name])
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, c := range codes {
			decoded, err := DecodeCode(c.code, c.off)
			if err != nil {
				t.Errorf("%s.%s: %v", name, c.method, err)
				continue
			}
			checkDecoded(t, c.code, decoded)
			methods++
			insns += len(decoded)
		}
	}
	t.Logf("java.base: %d classes, %d methods, %d instructions decoded", len(classes), methods, insns)
	sample := []string{"java.lang.String", "java.lang.Character", "java.lang.Integer", "java.util.HashMap",
		"java.util.concurrent.ConcurrentHashMap", "java.util.regex.Pattern", "java.math.BigInteger",
		"java.util.Formatter", "java.lang.invoke.MethodHandles", "java.lang.invoke.StringConcatFactory",
		"java.time.format.DateTimeFormatterBuilder", "java.lang.CharacterData00", "jdk.internal.icu.text.UTF16"}
	var data [][]byte
	for _, name := range sample {
		if classes[name] == nil {
			t.Fatalf("no class %s in %s", name, jmod)
		}
		data = append(data, classes[name])
	}
	m, n := checkDecodeAgainstJavap(t, filepath.Join(filepath.Dir(filepath.Dir(jmod)), "bin", "javap"), sample, data)
	t.Logf("%d classes, %d methods, %d instructions agree with javap", len(sample), m, n)
}
