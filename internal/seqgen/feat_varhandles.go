package seqgen

import (
	"fmt"
	"strings"
)

// varHandleSegment: VarHandles on instance and static fields of every
// primitive type and String, and on array elements: plain, volatile,
// opaque and acquire/release access, compareAndSet and
// compareAndExchange (matching and not), getAndAdd, getAndSet and the
// bitwise forms, with the result both cast to the field's type and left
// as Object; out-of-bounds and null receivers.
func (g *gen) varHandleSegment(seg int) part {
	g.uniq++
	u := g.uniq
	var d strings.Builder
	fmt.Fprintf(&d, "\n    static class VH%d {\n", u)
	for t := tBool; t < numTypes; t++ {
		fmt.Fprintf(&d, "        %s %s;\n", t, holderField(t))
	}
	d.WriteString("        String o = \"init\";\n        volatile int vi;\n        static int si;\n        static long sj;\n")
	for t := tBool; t < numTypes; t++ {
		fmt.Fprintf(&d, "        static VarHandle %s;\n", t.letter())
	}
	d.WriteString("        static VarHandle O, VI, SI, SJ;\n\n        static {\n            try {\n                MethodHandles.Lookup l = MethodHandles.lookup();\n")
	for t := tBool; t < numTypes; t++ {
		fmt.Fprintf(&d, "                %s = l.findVarHandle(VH%d.class, %q, %s.class);\n", t.letter(), u, holderField(t), t)
	}
	fmt.Fprintf(&d, `                O = l.findVarHandle(VH%[1]d.class, "o", String.class);
                VI = l.findVarHandle(VH%[1]d.class, "vi", int.class);
                SI = l.findStaticVarHandle(VH%[1]d.class, "si", int.class);
                SJ = l.findStaticVarHandle(VH%[1]d.class, "sj", long.class);
            } catch (ReflectiveOperationException e) {
                throw new ExceptionInInitializerError(e);
            }
        }
    }
`, u)
	m := g.newMethod(seg)
	vh := fmt.Sprintf("VH%d", u)
	m.line("%s h = new %s();", vh, vh)
	for range 6 + g.r.IntN(8) {
		m.guardAll(func() {
			switch g.r.IntN(6) {
			case 0, 1, 2:
				t := ptype(g.r.IntN(int(numTypes)))
				m.varHandleField(vh, t)
			case 3:
				m.varHandleArray()
			case 4:
				m.varHandleStatic(vh)
			default:
				m.varHandleString(vh)
			}
		})
	}
	m.print("h.i + \" \" + h.j + \" \" + h.f + \" \" + h.d + \" \" + h.z + \" \" + h.b + \" \" + h.s + \" \" + (int) h.c + \" \" + h.o")
	return segment("varhandles", seg, d.String(), m)
}

// vhOps are access modes as Java calls on VarHandle X with receiver R,
// value V and expected value E; %[5]s is the field type for the result
// cast. Which apply depends on the type.
var vhGet = []string{"(%[5]s) %[1]s.get(%[2]s)", "(%[5]s) %[1]s.getVolatile(%[2]s)", "(%[5]s) %[1]s.getOpaque(%[2]s)", "(%[5]s) %[1]s.getAcquire(%[2]s)", "%[1]s.get(%[2]s)"}
var vhSet = []string{"%[1]s.set(%[2]s, %[3]s)", "%[1]s.setVolatile(%[2]s, %[3]s)", "%[1]s.setOpaque(%[2]s, %[3]s)", "%[1]s.setRelease(%[2]s, %[3]s)"}
var vhCAS = []string{"%[1]s.compareAndSet(%[2]s, %[4]s, %[3]s)", "(%[5]s) %[1]s.compareAndExchange(%[2]s, %[4]s, %[3]s)",
	"(%[5]s) %[1]s.compareAndExchangeAcquire(%[2]s, %[4]s, %[3]s)", "(%[5]s) %[1]s.compareAndExchangeRelease(%[2]s, %[4]s, %[3]s)",
	"(%[5]s) %[1]s.getAndSet(%[2]s, %[3]s)", "%[1]s.getAndSet(%[2]s, %[3]s)", "%[1]s.compareAndExchange(%[2]s, %[4]s, %[3]s)"}
var vhAdd = []string{"(%[5]s) %[1]s.getAndAdd(%[2]s, %[3]s)", "(%[5]s) %[1]s.getAndAddAcquire(%[2]s, %[3]s)", "(%[5]s) %[1]s.getAndAddRelease(%[2]s, %[3]s)", "%[1]s.getAndAdd(%[2]s, %[3]s)"}
var vhBits = []string{"(%[5]s) %[1]s.getAndBitwiseOr(%[2]s, %[3]s)", "(%[5]s) %[1]s.getAndBitwiseAnd(%[2]s, %[3]s)",
	"(%[5]s) %[1]s.getAndBitwiseXor(%[2]s, %[3]s)", "(%[5]s) %[1]s.getAndBitwiseXorRelease(%[2]s, %[3]s)", "%[1]s.getAndBitwiseOr(%[2]s, %[3]s)"}

// vhModes lists the access modes a VarHandle of a t supports.
func vhModes(t ptype) []string {
	modes := append(append(append([]string{}, vhGet...), vhSet...), vhCAS...)
	if t.numeric() {
		modes = append(modes, vhAdd...)
	}
	if t.integral() || t == tBool {
		modes = append(modes, vhBits...)
	}
	return modes
}

// vhCall writes one access through handle x on receiver recv (with
// extra coordinates) to a place of type t whose current value is cur.
func (m *method) vhCall(x, recv string, t ptype, cur string) {
	f := vhModes(t)[m.r.IntN(len(vhModes(t)))]
	expected := cur
	if m.r.IntN(3) == 0 {
		expected = m.lit(t)
	}
	call := fmt.Sprintf(f, x, recv, m.lit(t), expected, t)
	if strings.Contains(f, ".set") {
		m.line("%s;", call)
		m.print(cur)
		return
	}
	m.print(call)
	m.print(cur)
}

func (m *method) varHandleField(vh string, t ptype) {
	cur := "h." + holderField(t)
	for range 2 + m.r.IntN(3) {
		m.vhCall(fmt.Sprintf("%s.%s", vh, t.letter()), "h", t, cur)
	}
	if m.r.IntN(4) == 0 {
		m.guarded(true, func() {
			m.line("%s nobody = null;", vh)
			m.print(fmt.Sprintf("(%s) %s.%s.get(nobody)", t, vh, t.letter()))
		})
	}
}

func (m *method) varHandleArray() {
	t := []ptype{tInt, tLong, tDouble, tFloat, tByte, tChar, tShort, tBool}[m.r.IntN(8)]
	a := m.fresh("va")
	n := 1 + m.r.IntN(4)
	m.line("%s[] %s = %s;", t, a, m.arrayInit(t, n))
	x := m.fresh("AH")
	m.line("VarHandle %s = MethodHandles.arrayElementVarHandle(%s[].class);", x, t)
	for range 2 + m.r.IntN(3) {
		i := m.r.IntN(n + 1)
		m.guarded(i == n, func() {
			m.vhCall(x, fmt.Sprintf("%s, %d", a, i), t, fmt.Sprintf("%s[%d]", a, min(i, n-1)))
		})
	}
	m.print(fmt.Sprintf("Arrays.toString(%s)", a))
	if m.r.IntN(3) == 0 {
		m.guarded(true, func() {
			m.line("%s[] none = null;", t)
			m.print(fmt.Sprintf("(%s) %s.get(none, 0)", t, x))
		})
	}
}

func (m *method) varHandleStatic(vh string) {
	calls := []string{
		"(int) %[1]s.SI.getAndAdd(%[2]s)", "%[1]s.SI.getAndAdd(%[2]s)", "(long) %[1]s.SJ.getAndAdd(%[3]s)", "(long) %[1]s.SJ.getAndSet(%[3]s)",
		"%[1]s.SI.compareAndSet(%[1]s.si, %[2]s)", "(int) %[1]s.SI.getVolatile()", "(long) %[1]s.SJ.compareAndExchange(0L, %[3]s)",
		"(int) %[1]s.VI.getAndBitwiseXor(h, %[2]s)", "(int) %[1]s.VI.getAndAdd(h, %[2]s)", "%[1]s.VI.compareAndSet(h, h.vi, h.vi + 1)",
	}
	for range 2 + m.r.IntN(3) {
		m.print(fmt.Sprintf(calls[m.r.IntN(len(calls))], vh, m.lit(tInt), m.lit(tLong)))
		m.print(fmt.Sprintf("%[1]s.si + \" \" + %[1]s.sj + \" \" + h.vi", vh))
	}
}

func (m *method) varHandleString(vh string) {
	vals := []string{`"init"`, `"other"`, "null", "new String(\"init\")", "h.o"}
	calls := []string{
		"%[1]s.O.compareAndSet(h, %[2]s, %[3]s)", "(String) %[1]s.O.getAndSet(h, %[3]s)", "(String) %[1]s.O.compareAndExchange(h, %[2]s, %[3]s)",
		"(String) %[1]s.O.getVolatile(h)", "%[1]s.O.getAndSet(h, %[3]s)",
	}
	for range 2 + m.r.IntN(3) {
		m.print(fmt.Sprintf(calls[m.r.IntN(len(calls))], vh, vals[m.r.IntN(len(vals))], vals[m.r.IntN(len(vals))]))
		m.print("h.o")
	}
}
