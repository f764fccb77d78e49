package seqgen

import (
	"fmt"
	"strings"
)

// arrayInit is an array initialiser {lit, …} of n elements of t.
func (g *gen) arrayInit(t ptype, n int) string {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = g.lit(t)
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// arraysSegment: multi-dimensional and jagged arrays, out-of-bounds and
// negative sizes, array stores, clone, arraycopy, java.util.Arrays.
func (g *gen) arraysSegment(seg int) part {
	m := g.newMethod(seg)
	for range 3 + g.r.IntN(4) {
		m.guardAll(func() {
			switch g.r.IntN(11) {
			case 0:
				m.arrayMultiDim()
			case 1:
				m.arrayJagged()
			case 2:
				m.arrayBounds()
			case 3:
				m.arrayNegativeSize()
			case 4:
				m.arrayStore()
			case 5:
				m.arrayClone()
			case 6:
				m.arrayCopy()
			case 7:
				m.arraysUtil()
			case 8:
				m.arrayTypes()
			case 9:
				m.arrayCompound()
			default:
				m.declareArray()
				m.stmts(2)
			}
		})
	}
	return segment("arrays", seg, "", m)
}

// guardAll runs body in its own scope inside a try that reports
// anything thrown, so that one exception does not end the segment.
func (m *method) guardAll(body func()) {
	m.open("try")
	m.scope(body)
	m.closeWith("catch (Throwable t)")
	m.line("ex(%q, t);", m.label())
	m.close()
}

func (m *method) arrayMultiDim() {
	t := numericTypes[m.r.IntN(len(numericTypes))]
	dims := 2 + m.r.IntN(2)
	sizes := make([]int, dims)
	decl := ""
	for i := range sizes {
		sizes[i] = 1 + m.r.IntN(3)
		decl += "[]"
	}
	given := 1 + m.r.IntN(dims) // new int[2][3][] leaves the last level null
	create := ""
	for i := range given {
		create += fmt.Sprintf("[%d]", sizes[i])
	}
	for range dims - given {
		create += "[]"
	}
	a := m.fresh("md")
	m.line("%s%s %s = new %s%s;", t, decl, a, t, create)
	m.print(fmt.Sprintf("Arrays.deepToString(%s)", a))
	m.print(a + ".getClass().getName()")
	// Writes along a path; beyond the given dimensions they meet null.
	for range 2 {
		idx := ""
		for i := range dims {
			idx += fmt.Sprintf("[%d]", m.r.IntN(sizes[i]+1))
		}
		m.exprStmt(func() string { return m.expr(t, 2) }, func(e string) {
			m.guarded(true, func() {
				m.line("%s%s = %s;", a, idx, e)
				m.print(fmt.Sprintf("%s%s", a, idx))
			})
		})
	}
	m.print(fmt.Sprintf("Arrays.deepToString(%s)", a))
	m.print(fmt.Sprintf("Arrays.deepHashCode(%s)", a))
}

func (m *method) arrayJagged() {
	t := numericTypes[m.r.IntN(len(numericTypes))]
	a := m.fresh("jg")
	rows := 2 + m.r.IntN(3)
	m.line("%s[][] %s = new %s[%d][];", t, a, t, rows)
	for r := range rows {
		switch m.r.IntN(3) {
		case 0:
			m.line("%s[%d] = new %s[%d];", a, r, t, m.r.IntN(4))
		case 1:
			m.line("%s[%d] = new %s[] %s;", a, r, t, m.arrayInit(t, 1+m.r.IntN(3)))
		}
	}
	m.print(fmt.Sprintf("Arrays.deepToString(%s)", a))
	i := m.fresh("r")
	m.open("for (int %s = 0; %s < %s.length; %s++)", i, i, a, i)
	m.guarded(true, func() {
		m.print(fmt.Sprintf("%s[%s].length", a, i))
		m.line("%s[%s][0] += %s;", a, i, m.lit(t))
		m.print(fmt.Sprintf("%s[%s][%s[%s].length - 1]", a, i, a, i))
	})
	m.close()
	m.print(fmt.Sprintf("Arrays.deepToString(%s)", a))
}

func (m *method) arrayBounds() {
	t := numericTypes[m.r.IntN(len(numericTypes))]
	a := m.fresh("ab")
	n := m.r.IntN(4)
	m.line("%s[] %s = new %s[%d];", t, a, t, n)
	for range 3 {
		idx := []string{"-1", fmt.Sprint(n), fmt.Sprint(n - 1), "Integer.MIN_VALUE", "Integer.MAX_VALUE", m.num(tInt, 1)}[m.r.IntN(6)]
		m.guarded(true, func() {
			if m.r.IntN(2) == 0 {
				m.print(fmt.Sprintf("%s[%s]", a, idx))
			} else {
				m.line("%s[%s] = %s;", a, idx, m.lit(t))
				m.print(fmt.Sprintf("Arrays.toString(%s)", a))
			}
		})
	}
	m.guarded(true, func() {
		m.line("%s = null;", a)
		m.print(fmt.Sprintf("%s.length", a))
	})
}

func (m *method) arrayNegativeSize() {
	n := []string{"-1", "-2147483648", "0", "3"}[m.r.IntN(4)]
	k := m.fresh("n")
	m.line("int %s = %s;", k, n)
	switch m.r.IntN(3) {
	case 0:
		m.print(fmt.Sprintf("new int[%s].length", k))
	case 1:
		m.print(fmt.Sprintf("Arrays.deepToString(new long[2][%s])", k))
	default:
		m.print(fmt.Sprintf("new String[%s][1].length", k))
	}
}

func (m *method) arrayStore() {
	a := m.fresh("os")
	arr := []string{"new String[2]", "new Integer[2]", "new Number[2]", "new Object[2]", "new CharSequence[2]"}[m.r.IntN(5)]
	m.line("Object[] %s = %s;", a, arr)
	for i, v := range []string{"\"s\"", "Integer.valueOf(7)", "Long.valueOf(8)", "new StringBuilder(\"sb\")", "null"} {
		if m.r.IntN(2) == 0 {
			continue
		}
		m.guarded(true, func() {
			m.line("%s[%d] = %s;", a, i%2, v)
			m.print(fmt.Sprintf("Arrays.toString(%s)", a))
		})
	}
	m.print(fmt.Sprintf("%s.getClass().getSimpleName()", a))
	m.print(fmt.Sprintf("%s instanceof String[]", a))
}

func (m *method) arrayClone() {
	t := numericTypes[m.r.IntN(len(numericTypes))]
	a, b := m.fresh("c"), m.fresh("c")
	m.line("%s[] %s = %s;", t, a, m.arrayInit(t, 1+m.r.IntN(4)))
	m.line("%s[] %s = %s.clone();", t, b, a)
	m.line("%s[0] = %s;", b, m.lit(t))
	m.print(fmt.Sprintf("Arrays.toString(%s) + Arrays.toString(%s)", a, b))
	m.print(fmt.Sprintf("%s == %s", a, b))
	m.print(fmt.Sprintf("Arrays.equals(%s, %s)", a, b))
	// A clone of a 2-D array shares its rows.
	x, y := m.fresh("c"), m.fresh("c")
	m.line("%s[][] %s = {%s, %s};", t, x, a, b)
	m.line("%s[][] %s = %s.clone();", t, y, x)
	m.line("%s[1][0] = %s;", y, m.lit(t))
	m.line("%s[0] = new %s[0];", y, t)
	m.print(fmt.Sprintf("Arrays.deepToString(%s) + Arrays.deepToString(%s)", x, y))
}

func (m *method) arrayCopy() {
	t := numericTypes[m.r.IntN(len(numericTypes))]
	a := m.fresh("ac")
	n := 3 + m.r.IntN(4)
	m.line("%s[] %s = %s;", t, a, m.arrayInit(t, n))
	for range 2 + m.r.IntN(2) {
		src, dst := a, a
		var other string
		if m.r.IntN(3) == 0 {
			other = m.fresh("ac")
			u := t
			if m.r.IntN(3) == 0 {
				u = numericTypes[m.r.IntN(len(numericTypes))]
			}
			m.line("%s[] %s = new %s[%d];", u, other, u, m.r.IntN(n+1))
			if m.r.IntN(2) == 0 {
				dst = other
			} else {
				src = other
			}
		}
		sp, dp, ln := m.r.IntN(n+1)-m.r.IntN(2), m.r.IntN(n+1)-m.r.IntN(2), m.r.IntN(n+1)
		m.guarded(true, func() {
			m.line("System.arraycopy(%s, %d, %s, %d, %d);", src, sp, dst, dp, ln)
			m.print(fmt.Sprintf("Arrays.toString(%s)", a))
			if other != "" {
				m.print(fmt.Sprintf("Arrays.toString(%s)", other))
			}
		})
	}
	m.guarded(true, func() {
		m.line("System.arraycopy(%s, 0, null, 0, 1);", a)
	})
	m.guarded(true, func() {
		m.line("System.arraycopy(new String[] {\"a\", null}, 0, new Integer[2], 0, 2);")
	})
	m.guarded(true, func() {
		m.line("Object[] o = {\"x\", 1, 'c'};")
		m.line("String[] s = new String[3];")
		m.line("System.arraycopy(o, 0, s, 0, 3);")
	})
}

func (m *method) arraysUtil() {
	t := []ptype{tInt, tLong, tDouble, tFloat, tChar, tShort, tByte}[m.r.IntN(7)]
	a := m.fresh("u")
	n := 2 + m.r.IntN(6)
	m.line("%s[] %s = %s;", t, a, m.arrayInit(t, n))
	m.print(fmt.Sprintf("Arrays.hashCode(%s)", a))
	m.line("Arrays.sort(%s);", a)
	m.print(fmt.Sprintf("Arrays.toString(%s)", a))
	m.print(fmt.Sprintf("Arrays.binarySearch(%s, %s)", a, m.lit(t)))
	m.print(fmt.Sprintf("Arrays.toString(Arrays.copyOf(%s, %d))", a, m.r.IntN(n+3)))
	m.guarded(true, func() {
		m.print(fmt.Sprintf("Arrays.toString(Arrays.copyOfRange(%s, %d, %d))", a, m.r.IntN(n+2)-1, m.r.IntN(n+3)))
	})
	m.line("Arrays.fill(%s, %d, %d, %s);", a, 0, m.r.IntN(n+1), m.lit(t))
	m.print(fmt.Sprintf("Arrays.toString(%s)", a))
	if get, ok := map[ptype]string{tInt: "getAsInt", tLong: "getAsLong", tDouble: "getAsDouble"}[t]; ok {
		m.print(fmt.Sprintf("Arrays.stream(%s).sum()", a))
		m.print(fmt.Sprintf("Arrays.stream(%s).max().%s()", a, get))
	}
	b := m.fresh("u")
	m.line("Integer[] %s = %s;", b, m.boxedInit(n))
	m.line("Arrays.sort(%s, Collections.reverseOrder());", b)
	m.print(fmt.Sprintf("Arrays.toString(%s)", b))
	m.print(fmt.Sprintf("Arrays.asList(%s).indexOf(%s)", b, m.lit(tInt)))
	m.guarded(true, func() {
		m.line("List<Integer> l = Arrays.asList(%s);", b)
		m.line("l.set(0, 99);")
		m.print(fmt.Sprintf("%s[0]", b))
		m.line("l.add(1);")
	})
}

// boxedInit is an Integer[] initialiser of small, often repeated values.
func (m *method) boxedInit(n int) string {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = fmt.Sprint(m.r.IntN(300) - 150)
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

func (m *method) arrayTypes() {
	o := m.fresh("o")
	arr := []string{"new int[2]", "new long[1][2]", "new String[0]", "new Object[][] {{1}}", "new char[] {'a', 'b'}", "new Integer[3]"}[m.r.IntN(6)]
	m.line("Object %s = %s;", o, arr)
	m.print(o + ".getClass().getName()")
	m.print(o + ".getClass().getSimpleName()")
	m.print(o + ".getClass().getComponentType()")
	m.print(o + " instanceof Object[]")
	m.print(o + " instanceof int[]")
	m.print(o + " instanceof Cloneable")
	m.guarded(true, func() {
		m.print(fmt.Sprintf("((Object[]) %s).length", o))
	})
	m.guarded(true, func() {
		m.print(fmt.Sprintf("((int[]) %s).length", o))
	})
	m.print(`String.valueOf(new char[] {'h', 'i'})`)
	m.line("int[] e = {};")
	m.print("e.length")
	m.open("for (Object x : new Object[] {1, \"two\", 3.0, 'c', null, 5L})")
	m.print("x")
	m.close()
}

// arrayCompound exercises x[i] op= e and x[i]++ on long and double
// arrays as values (the dup2_x2 forms) and on narrow element types.
func (m *method) arrayCompound() {
	t := []ptype{tLong, tDouble, tByte, tChar, tShort, tFloat}[m.r.IntN(6)]
	a := m.fresh("cc")
	m.line("%s[] %s = %s;", t, a, m.arrayInit(t, 3))
	m.declare(local{name: a, t: t, dims: 1, length: 3})
	for range 4 {
		idx := m.r.IntN(3)
		m.exprStmt(func() string {
			switch m.r.IntN(3) {
			case 0:
				return fmt.Sprintf("%s[%d]++", a, idx)
			case 1:
				return fmt.Sprintf("--%s[%d]", a, idx)
			}
			op, rhs := m.compound(t, 2)
			return fmt.Sprintf("(%s[%d] %s %s)", a, idx, op, rhs)
		}, func(e string) {
			m.print(e)
		})
	}
	m.print(fmt.Sprintf("Arrays.toString(%s)", a))
}
