package typeflow

import (
	"encoding/binary"
	"math"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/classfile"
)

// fuzzClass assembles a class file whose constant pool has an entry of
// every kind an instruction may name, at small indices, so that fuzzed
// bytecode reaches the field, invoke and ldc paths:
//
//	5 Integer, 6 Float, 7 Long, 9 Double, 12 String, 2 and 35 Class,
//	16 Fieldref J, 19 Fieldref Object, 23 Methodref and 24
//	InterfaceMethodref (IJLjava/lang/Object;D)Ljava/lang/Object;,
//	27 Methodref (I)J, 28 MethodType, 29 MethodHandle, 30 InvokeDynamic,
//	31 Dynamic J, 32 Dynamic Object, 38 Methodref ()V
func fuzzClass(tb testing.TB) *classfile.ClassFile {
	tb.Helper()
	var pool []byte
	count := 1
	u2 := func(v int) []byte { return binary.BigEndian.AppendUint16(nil, uint16(v)) }
	add := func(slots int, b ...byte) {
		pool = append(pool, b...)
		count += slots
	}
	utf8 := func(s string) { add(1, append(append([]byte{1}, u2(len(s))...), s...)...) }
	ref := func(tag byte, a, b int) { add(1, append(append([]byte{tag}, u2(a)...), u2(b)...)...) }
	one := func(tag byte, a int) { add(1, append([]byte{tag}, u2(a)...)...) }

	floatBits := binary.BigEndian.AppendUint32([]byte{4}, math.Float32bits(1.5))
	longBits := binary.BigEndian.AppendUint64([]byte{5}, 8)
	doubleBits := binary.BigEndian.AppendUint64([]byte{6}, math.Float64bits(2))

	utf8("T")                                         // 1
	one(7, 1)                                         // 2 Class T
	utf8("java/lang/Object")                          // 3
	one(7, 3)                                         // 4 Class Object
	add(1, 3, 0, 0, 0, 7)                             // 5 Integer
	add(1, floatBits...)                              // 6 Float
	add(2, longBits...)                               // 7 Long
	add(2, doubleBits...)                             // 9 Double
	utf8("s")                                         // 11
	one(8, 11)                                        // 12 String
	utf8("f")                                         // 13
	utf8("J")                                         // 14
	ref(12, 13, 14)                                   // 15 NameAndType f:J
	ref(9, 2, 15)                                     // 16 Fieldref
	utf8("Ljava/lang/Object;")                        // 17
	ref(12, 13, 17)                                   // 18 NameAndType f:Object
	ref(9, 2, 18)                                     // 19 Fieldref
	utf8("m")                                         // 20
	utf8("(IJLjava/lang/Object;D)Ljava/lang/Object;") // 21
	ref(12, 20, 21)                                   // 22
	ref(10, 2, 22)                                    // 23 Methodref
	ref(11, 2, 22)                                    // 24 InterfaceMethodref
	utf8("(I)J")                                      // 25
	ref(12, 20, 25)                                   // 26
	ref(10, 2, 26)                                    // 27 Methodref
	one(16, 25)                                       // 28 MethodType
	add(1, 15, 6, 0, 27)                              // 29 MethodHandle invokeStatic #27
	ref(18, 0, 22)                                    // 30 InvokeDynamic
	ref(17, 0, 15)                                    // 31 Dynamic J
	ref(17, 0, 18)                                    // 32 Dynamic Object
	utf8("BootstrapMethods")                          // 33
	utf8("[[I")                                       // 34
	one(7, 34)                                        // 35 Class [[I
	utf8("()V")                                       // 36
	ref(12, 20, 36)                                   // 37
	ref(10, 2, 37)                                    // 38 Methodref ()V

	b := []byte{0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 61}
	b = append(b, u2(count)...)
	b = append(b, pool...)
	b = append(b, u2(0x21)...) // public super
	b = append(b, u2(2)...)    // this
	b = append(b, u2(4)...)    // super
	b = append(b, 0, 0, 0, 0, 0, 0)
	b = append(b, u2(1)...) // one attribute: BootstrapMethods
	b = append(b, u2(33)...)
	b = append(b, 0, 0, 0, 6)
	b = append(b, u2(1)...)
	b = append(b, u2(29)...)
	b = append(b, u2(0)...)
	cf, err := classfile.Parse(b)
	if err != nil {
		tb.Fatalf("fuzz class: %v", err)
	}
	for i, want := range map[uint16]classfile.Tag{
		5: classfile.TagInteger, 6: classfile.TagFloat, 7: classfile.TagLong, 9: classfile.TagDouble,
		12: classfile.TagString, 16: classfile.TagFieldref, 19: classfile.TagFieldref,
		23: classfile.TagMethodref, 24: classfile.TagInterfaceMethodref, 27: classfile.TagMethodref,
		28: classfile.TagMethodType, 29: classfile.TagMethodHandle, 30: classfile.TagInvokeDynamic,
		31: classfile.TagDynamic, 32: classfile.TagDynamic, 35: classfile.TagClass, 38: classfile.TagMethodref,
	} {
		if got := cf.Pool.Tag(i); got != want {
			tb.Fatalf("fuzz class: constant %d is %v, want %v", i, got, want)
		}
	}
	return cf
}

var fuzzDescs = []string{"()V", "(I)I", "(JD)J", "(Ljava/lang/Object;I[J)Ljava/lang/Object;", "(FFF)F", "(Q)V"}

// FuzzAnalyze decodes fuzzed bytecode with classfile.DecodeCode and
// analyzes it: Analyze must return a result or an error, never panic. The
// first bytes choose max_stack, max_locals, whether the method is static,
// its descriptor and one exception handler.
func FuzzAnalyze(f *testing.F) {
	cf := fuzzClass(f)
	seeds := [][]byte{
		{2, 2, 0, 0, 0, 0, 0, 0x1a, 0x99, 0x00, 0x04, 0x03, 0x04, 0xac},
		// getstatic #16; invokestatic #27 … (mixed pool use)
		{6, 4, 1, 1, 0, 3, 1, 0x03, 0xb8, 0x00, 27, 0xb2, 0x00, 16, 0x5c, 0x58, 0x58, 0x12, 5, 0x57, 0x14, 0x00, 7, 0x5b, 0x57, 0x58, 0x58, 0xb1},
		// ldc2_w Dynamic; invokedynamic; multianewarray
		{8, 3, 1, 0, 0, 0, 0, 0x14, 0x00, 31, 0x58, 0x03, 0x14, 0x00, 7, 0x12, 12, 0x14, 0x00, 9, 0xba, 0x00, 30, 0, 0, 0x4c, 0x03, 0x03, 0xc5, 0x00, 35, 2, 0xb0},
		// a loop with a handler: iconst_0 istore_0 L: iinc 0 1 iload_0 ifne L return
		{2, 1, 1, 0, 0, 5, 2, 0x03, 0x3b, 0x84, 0x00, 0x01, 0x1a, 0x9a, 0xff, 0xfc, 0xb1, 0x4b, 0xb1},
		// tableswitch
		{1, 1, 1, 0, 0, 0, 0, 0x03, 0xaa, 0, 0, 0, 0, 0, 0x13, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x13, 0xb1},
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 8 {
			return
		}
		maxStack, maxLocals, flags := uint16(data[0]), uint16(data[1]), data[2]
		hStart, hEnd, hTarget := int32(data[3]), int32(data[4]), int32(data[5])
		withHandler := data[6]&1 != 0
		insns, err := classfile.DecodeCode(data[7:], 0)
		if err != nil {
			return
		}
		code := &classfile.Code{MaxStack: maxStack, MaxLocals: maxLocals, Bytes: data[7:], Insns: insns}
		if withHandler {
			n := int32(len(insns)) + 1
			code.Handlers = []classfile.ExceptionHandler{{Start: hStart % n, End: hEnd % n, Handler: hTarget % n}}
		}
		desc := fuzzDescs[int(flags>>1)%len(fuzzDescs)]
		res, err := Analyze(code, &cf.Pool, flags&1 != 0, desc)
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("error %T %v, want *Error", err, err)
			}
			return
		}
		for i := range insns {
			d := res.StackDepth(i)
			if d > int(maxStack) {
				t.Fatalf("depth %d > max_stack %d", d, maxStack)
			}
			for s := range d {
				res.StackIsRef(i, s)
			}
			for l := range int(maxLocals) {
				res.LocalIsRef(i, l)
			}
		}
		if !res.Reachable(0) {
			t.Fatal("entry unreachable")
		}
	})
}

// BenchmarkAnalyze analyzes every method of a JDK class; it reports the
// time per instruction.
func BenchmarkAnalyze(b *testing.B) {
	home, err := classfile.FindJDK("")
	if err != nil {
		b.Skipf("no JDK: %v", err)
	}
	img, err := classfile.OpenJDK(home)
	if err != nil {
		b.Skipf("no JDK image: %v", err)
	}
	defer img.Close()
	for _, class := range []string{"java/util/HashMap", "java/lang/Character", "java/math/BigDecimal"} {
		b.Run(class[strings.LastIndexByte(class, '/')+1:], func(b *testing.B) {
			data, ok, err := img.Find(class)
			if err != nil || !ok {
				b.Skipf("%s: %v", class, err)
			}
			cf, err := classfile.Parse(data)
			if err != nil {
				b.Fatal(err)
			}
			insns := 0
			for _, m := range cf.Methods {
				if m.Code != nil {
					insns += len(m.Code.Insns)
				}
			}
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				for i := range cf.Methods {
					m := &cf.Methods[i]
					if m.Code == nil {
						continue
					}
					if _, err := Analyze(m.Code, &cf.Pool, m.Access&classfile.AccStatic != 0, m.Desc); err != nil {
						b.Fatal(err)
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(insns), "ns/insn")
			b.ReportMetric(float64(insns), "insns")
		})
	}
}
