package seqgen

import (
	"fmt"
	"strings"
)

var enumNames = []string{"RED", "GREEN", "BLUE", "AMBER", "VIOLET", "TEAL"}

// switchSegment: an enum with fields, constructors and constant bodies;
// switches on it (statement with fall-through, exhaustive arrow
// expression), on char, byte, short and Integer; values, valueOf,
// EnumMap, EnumSet; switch on a null enum.
func (g *gen) switchSegment(seg int) part {
	g.uniq++
	u := g.uniq
	m := g.newMethod(seg)
	n := 2 + g.r.IntN(4)
	consts := enumNames[:n]
	var decl strings.Builder
	fmt.Fprintf(&decl, "\n    enum Col%d {\n", u)
	for i, c := range consts {
		sep := ","
		if i == n-1 {
			sep = ";"
		}
		switch g.r.IntN(3) {
		case 0:
			fmt.Fprintf(&decl, "        %s%s\n", c, sep)
		case 1:
			fmt.Fprintf(&decl, "        %s(%d)%s\n", c, g.r.IntN(20)-5, sep)
		default:
			fmt.Fprintf(&decl, "        %s(%d) {\n            @Override\n            int weight() {\n                return w * %d - ordinal();\n            }\n        }%s\n",
				c, g.r.IntN(20), 2+g.r.IntN(5), sep)
		}
	}
	fmt.Fprintf(&decl, `
        final int w;

        Col%[1]d() {
            this(%[2]d);
        }

        Col%[1]d(int w) {
            this.w = w;
        }

        int weight() {
            return w + ordinal();
        }
    }
`, u, g.r.IntN(9))
	col := fmt.Sprintf("Col%d", u)
	for range 3 + g.r.IntN(5) {
		m.guardAll(func() {
			switch g.r.IntN(8) {
			case 0:
				m.enumSwitchStmt(col, consts)
			case 1:
				m.enumSwitchExpr(col, consts)
			case 2:
				m.enumMethods(col, consts)
			case 3:
				m.primitiveSwitch()
			case 4:
				m.switchExprYield()
			case 5:
				m.line("%s c = %s ? null : %s.%s;", col, m.lit(tBool), col, consts[0])
				m.open("switch (c)")
				m.line("case %s:", consts[0])
				m.depth++
				m.print(`"first"`)
				m.line("break;")
				m.depth--
				m.line("default:")
				m.depth++
				m.print(`"other"`)
				m.depth--
				m.close()
			case 6:
				m.intSwitch()
			default:
				m.nestedSwitch()
			}
		})
	}
	return segment("switch", seg, decl.String(), m)
}

func (m *method) enumSwitchStmt(col string, consts []string) {
	c := m.fresh("c")
	m.open("for (%s %s : %s.values())", col, c, col)
	m.open("switch (%s)", c)
	for _, k := range m.r.Perm(len(consts)) {
		if m.r.IntN(4) == 0 {
			continue
		}
		m.line("case %s:", consts[k])
		m.depth++
		m.print(fmt.Sprintf("%s.weight() * %d", c, k+1))
		if m.r.IntN(3) > 0 {
			m.line("break;")
		}
		m.depth--
	}
	if m.r.IntN(2) == 0 {
		m.line("default:")
		m.depth++
		m.print(c + ".name()")
		m.depth--
	}
	m.close()
	m.close()
}

func (m *method) enumSwitchExpr(col string, consts []string) {
	c := m.fresh("c")
	m.open("for (%s %s : %s.values())", col, c, col)
	r := m.fresh("r")
	m.line("String %s = switch (%s) {", r, c)
	m.depth++
	perm := m.r.Perm(len(consts))
	covered := 0
	for covered < len(perm) {
		k := 1 + m.r.IntN(2)
		if covered+k > len(perm) {
			k = len(perm) - covered
		}
		if covered+k == len(perm) && covered > 0 && m.r.IntN(3) == 0 {
			break // leave the rest to default
		}
		var labels []string
		for _, i := range perm[covered : covered+k] {
			labels = append(labels, consts[i])
		}
		covered += k
		switch m.r.IntN(3) {
		case 0:
			m.line("case %s -> %q + %s.w;", strings.Join(labels, ", "), labels[0], c)
		case 1:
			m.open("case %s ->", strings.Join(labels, ", "))
			m.line("int t = %s.weight();", c)
			m.line("yield t > %d ? \"big\" : \"small\" + t;", m.r.IntN(10))
			m.close()
		default:
			m.line("case %s -> %s.toString().toLowerCase();", strings.Join(labels, ", "), c)
		}
	}
	if covered < len(perm) || m.r.IntN(2) == 0 {
		m.line("default -> \"default\" + %s.ordinal();", c)
	}
	m.depth--
	m.line("};")
	m.print(r)
	m.close()
}

func (m *method) enumMethods(col string, consts []string) {
	a, b := consts[m.r.IntN(len(consts))], consts[m.r.IntN(len(consts))]
	calls := []string{
		"%[1]s.%[2]s.compareTo(%[1]s.%[3]s)", "%[1]s.valueOf(\"%[2]s\").ordinal()", "%[1]s.valueOf(\"%[4]s\")",
		"Enum.valueOf(%[1]s.class, \"%[3]s\")", "%[1]s.%[2]s.getDeclaringClass().getSimpleName()", "%[1]s.%[2]s.getClass().getName()",
		"Arrays.toString(%[1]s.values())", "%[1]s.values().length", "%[1]s.%[2]s.equals(%[1]s.%[3]s)", "%[1]s.%[2]s == %[1]s.%[3]s",
		"EnumSet.allOf(%[1]s.class)", "EnumSet.complementOf(EnumSet.of(%[1]s.%[2]s))", "EnumSet.range(%[1]s.%[5]s, %[1]s.%[3]s)",
		"%[1]s.%[3]s.name().hashCode()", "%[1]s.%[2]s instanceof Comparable", "%[1]s.valueOf(null)",
	}
	for range 2 + m.r.IntN(4) {
		m.guarded(true, func() {
			m.print(fmt.Sprintf(calls[m.r.IntN(len(calls))], col, a, b, []string{"PURPLE", "red", "", a}[m.r.IntN(4)], consts[0]))
		})
	}
	m.line("EnumMap<%s, Integer> em = new EnumMap<>(%s.class);", col, col)
	m.open("for (%s c : %s.values())", col, col)
	m.open("if (c.weight() %% 2 == 0)")
	m.line("em.put(c, c.weight());")
	m.close()
	m.close()
	m.print("em")
}

// primitiveSwitch switches on char, byte, short or a boxed Integer.
func (m *method) primitiveSwitch() {
	switch m.r.IntN(4) {
	case 0:
		m.line("String src = %s;", m.strLit())
		m.open("for (char ch : src.toCharArray())")
		m.open("switch (ch)")
		for _, c := range []string{"'a'", "'b'", "' '", "'\\u00e9'", "'\\n'", "'0'", "'\\uffff'"} {
			if m.r.IntN(2) == 0 {
				m.line("case %s:", c)
				m.depth++
				m.print(fmt.Sprintf("%q", c))
				if m.r.IntN(2) == 0 {
					m.line("break;")
				}
				m.depth--
			}
		}
		m.line("default:")
		m.depth++
		m.print("(int) ch")
		m.depth--
		m.close()
		m.close()
	case 1:
		m.line("byte[] bs = {%s, %s, %s};", m.lit(tByte), m.lit(tByte), m.lit(tByte))
		m.open("for (byte b : bs)")
		m.line("int r = switch (b) {")
		m.depth++
		m.line("case -128, 127 -> 1;")
		m.line("case 0 -> 2;")
		m.line("case -1, 1, 2, 3 -> b * 3;")
		m.line("default -> b >> 2;")
		m.depth--
		m.line("};")
		m.print("r")
		m.close()
	case 2:
		m.line("short sh = %s;", m.lit(tShort))
		m.open("switch (sh)")
		m.line("case Short.MIN_VALUE -> p(\"min\", sh);")
		m.line("case 0, 1 -> p(\"small\", sh);")
		m.line("case 255, 256 -> p(\"byte edge\", sh);")
		m.line("default -> p(\"other\", sh);")
		m.close()
	default:
		m.line("Integer boxed = %s ? null : %s;", m.lit(tBool), m.smallInt(-3, 5))
		m.line("String r = switch (boxed) {")
		m.depth++
		m.line("case 0 -> \"zero\";")
		m.line("case 1, 2, 3 -> \"few\";")
		m.line("case -1 -> throw new IllegalStateException(\"minus one\");")
		m.line("default -> \"many\" + boxed;")
		m.depth--
		m.line("};")
		m.print("r")
	}
}

// switchExprYield nests a switch expression in a loop with yields in
// blocks and a fall-through-free arrow statement form.
func (m *method) switchExprYield() {
	i := m.fresh("i")
	m.open("for (int %s = %d; %s < %d; %s++)", i, m.r.IntN(5)-3, i, 3+m.r.IntN(4), i)
	x := m.fresh("x")
	m.line("long %s = switch (%s %% 3) {", x, i)
	m.depth++
	m.line("case 0 -> %sL;", fmt.Sprint(m.r.IntN(100)))
	m.open("case 1, -1 ->")
	m.line("long acc = %s;", i)
	m.open("for (int j = 0; j < %s; j++)", i)
	m.line("acc = acc * 31 + j;")
	m.close()
	m.line("yield acc;")
	m.close()
	m.open("default ->")
	m.open("if (%s > %d)", i, m.r.IntN(4))
	m.line("yield -1;")
	m.close()
	m.line("yield %s * 1000L;", i)
	m.close()
	m.depth--
	m.line("};")
	m.print(x)
	m.open("switch ((int) (%s & 3))", x)
	m.line("case 0 -> out(\"zero\");")
	m.line("case 1 -> {")
	m.depth++
	m.line("if (%s > 2) {", i)
	m.line("    continue;")
	m.line("}")
	m.print(`"one"`)
	m.depth--
	m.line("}")
	m.line("default -> p(\"dflt\", %s);", x)
	m.close()
	m.close()
}

func (m *method) nestedSwitch() {
	a, b := m.fresh("a"), m.fresh("b")
	m.line("int %s = %s, %s = %s;", a, m.smallInt(-2, 4), b, m.smallInt(-2, 4))
	m.open("switch (%s)", a)
	m.line("case 0:")
	m.line("case 1:")
	m.depth++
	m.open("switch (%s)", b)
	m.line("case 1:")
	m.depth++
	m.print(`"a01 b1"`)
	m.line("break;")
	m.depth--
	m.line("default:")
	m.depth++
	m.print(`"a01 b?"`)
	m.depth--
	m.close()
	m.line("break;")
	m.depth--
	m.line("default:")
	m.depth++
	m.print(fmt.Sprintf("%s * 10 + %s", a, b))
	m.depth--
	m.line("case 3:")
	m.depth++
	m.print(`"three or fell through"`)
	m.depth--
	m.close()
}
