package seqgen

import "fmt"

// stmts writes n random statements of the arithmetic kind: declarations,
// assignments, prints, ifs, loops and switches over primitive values.
func (m *method) stmts(n int) {
	for range n {
		m.stmt()
	}
}

func (m *method) stmt() {
	d := 2 + m.r.IntN(3)
	nested := m.depth < 6 && m.loopLvl < 3
	switch k := m.r.IntN(20); {
	case k < 5:
		m.declareLocal(d)
	case k < 9:
		m.assign(d)
	case k < 12:
		t := m.anyType()
		m.exprStmt(func() string { return m.expr(t, d) }, func(e string) { m.print(e) })
	case k < 14 && nested:
		m.ifStmt(d)
	case k < 16 && nested:
		m.loop()
	case k < 17 && nested:
		m.intSwitch()
	case k < 18:
		m.declareArray()
	case k < 19:
		// iinc, and its wide form for big increments or high slots.
		if v, ok := m.pickVar(tInt, 0, true); ok {
			m.line("%s += %s;", v.name, intLit(int64([]int{1, -1, 127, -128, 128, 1000, -32768, 32767}[m.r.IntN(8)])))
			m.print(v.name)
		}
	default:
		m.assign(d)
	}
}

func (m *method) anyType() ptype { return ptype(m.r.IntN(int(numTypes))) }

// declareLocal declares a local of a random type, initialised by an
// expression (in a try when it may throw), and prints it.
func (m *method) declareLocal(d int) {
	t := m.anyType()
	name := m.fresh("v")
	m.throws = false
	e := m.expr(t, d)
	if m.throws {
		m.throws = false
		m.line("%s %s = %s;", t, name, m.lit(t))
		m.guarded(true, func() { m.line("%s = %s;", name, e) })
	} else {
		m.line("%s %s = %s;", t, name, e)
	}
	m.declare(local{name: name, t: t})
	m.print(name)
}

// assign writes x = e, x op= e or x++ as a statement and prints x.
func (m *method) assign(d int) {
	t := m.anyType()
	m.throws = false
	target, _ := m.target(t)
	var s string
	switch k := m.r.IntN(6); {
	case k < 2:
		s = fmt.Sprintf("%s = %s", target, m.expr(t, d))
	case k < 3 && t != tBool:
		s = target + []string{"++", "--"}[m.r.IntN(2)]
	default:
		op, rhs := m.compound(t, d)
		s = fmt.Sprintf("%s %s %s", target, op, rhs)
	}
	th := m.throws
	m.throws = false
	m.guarded(th, func() {
		m.line("%s;", s)
		m.print(target)
	})
}

func (m *method) ifStmt(d int) {
	m.exprStmt(func() string { return m.boolExpr(d) }, func(cond string) {
		m.open("if (%s)", cond)
		m.scope(func() { m.stmts(1 + m.r.IntN(3)) })
		if m.r.IntN(2) == 0 {
			m.closeWith("else")
			m.scope(func() { m.stmts(1 + m.r.IntN(2)) })
		}
		m.close()
	})
}

// loop writes a bounded loop: its counter is read-only in the body, so
// every loop ends. Some are labelled with a conditional break or
// continue of the outer loop from an inner one.
func (m *method) loop() {
	m.loopLvl++
	defer func() { m.loopLvl-- }()
	n := 1 + m.r.IntN(4)
	i := m.fresh("i")
	m.scope(func() {
		switch m.r.IntN(4) {
		case 0:
			m.open("for (int %s = 0; %s < %d; %s++)", i, i, n, i)
			m.declare(local{name: i, t: tInt, readonly: true})
			m.stmts(1 + m.r.IntN(3))
			m.close()
		case 1:
			m.line("int %s = %d;", i, n)
			m.declare(local{name: i, t: tInt, readonly: true})
			m.open("while (%s-- > 0)", i)
			m.stmts(1 + m.r.IntN(3))
			m.close()
		case 2:
			m.line("long %s = 0;", i)
			m.declare(local{name: i, t: tLong, readonly: true})
			m.open("do")
			m.stmts(1 + m.r.IntN(3))
			m.depth--
			m.line("} while (++%s < %d);", i, n)
		default:
			m.labelledLoops(i, n)
		}
	})
}

// labelledLoops writes two nested loops, the inner one breaking or
// continuing the outer one on a condition.
func (m *method) labelledLoops(i string, n int) {
	lbl := m.fresh("outer")
	j := m.fresh("j")
	m.open("%s: for (int %s = 0; %s < %d; %s++)", lbl, i, i, n, i)
	m.declare(local{name: i, t: tInt, readonly: true})
	m.open("for (int %s = %d; %s >= 0; %s--)", j, 1+m.r.IntN(3), j, j)
	m.declare(local{name: j, t: tInt, readonly: true})
	m.stmts(1 + m.r.IntN(2))
	kinds := []string{"continue " + lbl, "break " + lbl, "continue", "break"}
	m.exprStmt(func() string { return m.boolExpr(2) }, func(cond string) {
		m.open("if (%s)", cond)
		m.print(fmt.Sprintf("%s * 10 + %s", i, j))
		m.line("%s;", kinds[m.r.IntN(len(kinds))])
		m.close()
	})
	m.stmts(1)
	m.close()
	m.close()
}

// intSwitch writes a statement switch on an int with fall-through,
// dense (tableswitch) or sparse (lookupswitch) keys.
func (m *method) intSwitch() {
	m.exprStmt(func() string { return m.num(tInt, 2) }, func(e string) {
		keys := m.switchKeys()
		m.open("switch (%s)", e)
		for _, k := range keys {
			m.line("case %s:", intLit(k))
			m.depth++
			m.scope(func() { m.stmts(1) })
			if m.r.IntN(3) > 0 {
				m.line("break;")
			}
			m.depth--
		}
		if m.r.IntN(2) == 0 {
			m.line("default:")
			m.depth++
			m.print("-1")
			m.depth--
		}
		m.close()
	})
}

// switchKeys returns distinct case keys, dense or sparse.
func (m *method) switchKeys() []int64 {
	n := 2 + m.r.IntN(4)
	seen := map[int64]bool{}
	var keys []int64
	base := int64(m.r.IntN(7) - 3)
	for len(keys) < n {
		var k int64
		if m.r.IntN(2) == 0 {
			k = base + int64(len(keys))
		} else {
			k = intEdges[m.r.IntN(len(intEdges))]
		}
		if !seen[k] {
			seen[k] = true
			keys = append(keys, k)
		}
	}
	return keys
}

// declareArray declares a rectangular array of one or two dimensions,
// fills it, and prints it.
func (m *method) declareArray() {
	t := m.anyType()
	dims := 1 + m.r.IntN(2)
	n := 1 + m.r.IntN(4)
	name := m.fresh("a")
	brackets := "[]"
	if dims == 2 {
		brackets = "[][]"
	}
	sizes := fmt.Sprintf("[%d]", n)
	if dims == 2 {
		sizes += fmt.Sprintf("[%d]", n)
	}
	m.line("%s%s %s = new %s%s;", t, brackets, name, t, sizes)
	v := local{name: name, t: t, dims: dims, length: n}
	m.declare(v)
	for range 1 + m.r.IntN(n) {
		elem := name
		for range dims {
			elem += fmt.Sprintf("[%d]", m.r.IntN(n))
		}
		m.exprStmt(func() string { return m.expr(t, 2) }, func(e string) { m.line("%s = %s;", elem, e) })
	}
	if dims == 1 {
		m.print(fmt.Sprintf("java.util.Arrays.toString(%s)", name))
	} else {
		m.print(fmt.Sprintf("java.util.Arrays.deepToString(%s)", name))
	}
}
