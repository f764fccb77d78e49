package seqgen

import (
	"fmt"
)

// typeLetters name the static fields sZ, sB, … of the prelude and the
// fields z, b, … of its holder class H, in ptype order.
var typeLetters = [numTypes]string{"Z", "B", "S", "C", "I", "J", "F", "D"}

func (t ptype) letter() string { return typeLetters[t] }

// holderField is the field of H holding a t.
func holderField(t ptype) string {
	return []string{"z", "b", "s", "c", "i", "j", "f", "d"}[t]
}

// expr returns a Java expression of exactly type t, at most d operators
// deep; it sets m.throws if evaluating it may throw.
func (m *method) expr(t ptype, d int) string {
	if t == tBool {
		return m.boolExpr(d)
	}
	return m.num(t, d)
}

// anyNum returns an expression of a random numeric type, and the type.
func (m *method) anyNum(d int) (string, ptype) {
	t := numericTypes[m.r.IntN(len(numericTypes))]
	return m.num(t, d), t
}

// leaf is a variable, field, array element or literal of type t.
func (m *method) leaf(t ptype) string {
	switch m.r.IntN(8) {
	case 0, 1, 2, 3:
		if v, ok := m.pickVar(t, 0, false); ok {
			return v.name
		}
	case 4:
		if e, ok := m.arrayElem(t, false); ok {
			return e
		}
	case 5:
		if m.holder != "" {
			return m.holder + "." + holderField(t)
		}
		return "s" + t.letter()
	}
	return m.lit(t)
}

// arrayElem returns an element of an array of t in scope, at an index
// inside it (or, if raw, at any index: it may throw).
func (m *method) arrayElem(t ptype, write bool) (string, bool) {
	var cands []local
	for _, v := range m.vars {
		if v.t == t && v.dims > 0 && v.length > 0 {
			cands = append(cands, v)
		}
	}
	if len(cands) == 0 {
		return "", false
	}
	a := cands[m.r.IntN(len(cands))]
	s := a.name
	for range a.dims {
		s += "[" + m.index(a.length) + "]"
	}
	return s, true
}

// index is an index expression for an array of length n: a literal in
// range, an expression folded into range, or (rarely) one that may be
// out of bounds.
func (m *method) index(n int) string {
	switch m.r.IntN(6) {
	case 0:
		m.throws = true
		return m.num(tInt, 1)
	case 1:
		return fmt.Sprintf("Math.floorMod(%s, %d)", m.num(tInt, 1), n)
	case 2:
		return fmt.Sprintf("(%s & %d)", m.num(tInt, 1), lowMask(n))
	}
	return fmt.Sprint(m.r.IntN(n))
}

// lowMask is the largest 2^k-1 below n (n >= 1), so x & mask is an index.
func lowMask(n int) int {
	k := 1
	for k*2 <= n {
		k *= 2
	}
	return k - 1
}

// num returns an expression of numeric type t.
func (m *method) num(t ptype, d int) string {
	if d <= 0 || m.r.IntN(5) == 0 {
		return m.leaf(t)
	}
	switch m.r.IntN(16) {
	case 0, 1, 2, 3:
		return m.arith(t, d)
	case 4, 5:
		if t.integral() {
			return m.shift(t, d)
		}
		return m.arith(t, d)
	case 6:
		return m.unary(t, d)
	case 7, 8:
		return m.cast(t, d)
	case 9:
		return fmt.Sprintf("(%s ? %s : %s)", m.boolExpr(d-1), m.num(t, d-1), m.num(t, d-1))
	case 10, 11:
		return m.call(t, d)
	case 12:
		if e, ok := m.assignExpr(t, d); ok {
			return e
		}
	}
	return m.leaf(t)
}

// operand picks a type u such that t op u promotes to t (t is int, long,
// float or double).
func (m *method) operand(t ptype) ptype {
	for {
		u := numericTypes[m.r.IntN(len(numericTypes))]
		if binaryPromote(t, u) == t {
			return u
		}
	}
}

// arith is a binary arithmetic or bitwise operation yielding t.
func (m *method) arith(t ptype, d int) string {
	if t.small() {
		return fmt.Sprintf("((%s) %s)", t, m.arith(tInt, d))
	}
	u := m.operand(t)
	ops := []string{"+", "-", "*", "/", "%"}
	if t.integral() && u.integral() {
		ops = append(ops, "&", "|", "^", "+", "-", "*")
	}
	op := ops[m.r.IntN(len(ops))]
	a, b := m.num(t, d-1), m.num(u, d-1)
	if m.r.IntN(2) == 0 {
		a, b = b, a
	}
	if (op == "/" || op == "%") && t.integral() {
		m.throws = true
	}
	return fmt.Sprintf("(%s %s %s)", a, op, b)
}

// shiftCount is a shift distance: often one at or past the width.
func (m *method) shiftCount(d int) string {
	switch m.r.IntN(4) {
	case 0:
		return []string{"0", "1", "7", "8", "15", "16", "31", "32", "33", "63", "64", "65", "100", "(-1)", "(-31)", "(-33)", "1000", "32L", "65L", "(-1L)"}[m.r.IntN(20)]
	case 1:
		return m.num(tLong, d)
	}
	return m.num(tInt, d)
}

func (m *method) shift(t ptype, d int) string {
	if t.small() {
		return fmt.Sprintf("((%s) %s)", t, m.shift(tInt, d))
	}
	// The left operand may be any integral type that promotes to t.
	u := t
	if t == tInt {
		u = []ptype{tByte, tShort, tChar, tInt, tInt}[m.r.IntN(5)]
	}
	op := []string{"<<", ">>", ">>>"}[m.r.IntN(3)]
	return fmt.Sprintf("(%s %s %s)", m.num(u, d-1), op, m.shiftCount(d-1))
}

func (m *method) unary(t ptype, d int) string {
	if t.small() {
		return fmt.Sprintf("((%s) %s)", t, m.unary(tInt, d))
	}
	op := "-"
	if t.integral() && m.r.IntN(2) == 0 {
		op = "~"
	}
	// The operand may be of a smaller type: -b for a byte b is an int.
	u := t
	if t == tInt && m.r.IntN(2) == 0 {
		u = []ptype{tByte, tShort, tChar}[m.r.IntN(3)]
	}
	return fmt.Sprintf("(%s%s)", op, m.num(u, d-1))
}

// cast converts an expression of another numeric type to t.
func (m *method) cast(t ptype, d int) string {
	u := numericTypes[m.r.IntN(len(numericTypes))]
	for u == t {
		u = numericTypes[m.r.IntN(len(numericTypes))]
	}
	return fmt.Sprintf("((%s) %s)", t, m.num(u, d-1))
}

// assignExpr is an assignment used as a value: x = e, x op= e, x++ and
// friends on a local, field or array element of type t.
func (m *method) assignExpr(t ptype, d int) (string, bool) {
	target, ok := m.target(t)
	if !ok {
		return "", false
	}
	switch m.r.IntN(3) {
	case 0:
		return fmt.Sprintf("(%s = %s)", target, m.expr(t, d-1)), true
	case 1:
		if t == tBool {
			break
		}
		op := []string{"++", "--"}[m.r.IntN(2)]
		if m.r.IntN(2) == 0 {
			return "(" + op + target + ")", true
		}
		return "(" + target + op + ")", true
	}
	op, rhs := m.compound(t, d-1)
	return fmt.Sprintf("(%s %s %s)", target, op, rhs), true
}

// compound picks a compound assignment operator for a target of type t
// and its right-hand side, which may be of any type the operator allows
// (the implicit narrowing of x op= y is part of the test).
func (m *method) compound(t ptype, d int) (string, string) {
	if t == tBool {
		return []string{"&=", "|=", "^="}[m.r.IntN(3)], m.boolExpr(d)
	}
	ops := []string{"+=", "-=", "*=", "/=", "%="}
	if t.integral() {
		ops = append(ops, "&=", "|=", "^=", "<<=", ">>=", ">>>=")
	}
	op := ops[m.r.IntN(len(ops))]
	switch op {
	case "<<=", ">>=", ">>>=":
		return op, m.shiftCount(d)
	case "&=", "|=", "^=":
		u := integralTypes[m.r.IntN(len(integralTypes))]
		return op, m.num(u, d)
	}
	rhs, u := m.anyNum(d)
	if (op == "/=" || op == "%=") && binaryPromote(t, u).integral() {
		m.throws = true
	}
	return op, rhs
}

// target returns a writable place of type t: a local, a static field, a
// field of the holder, or an array element.
func (m *method) target(t ptype) (string, bool) {
	switch m.r.IntN(5) {
	case 0:
		return "s" + t.letter(), true
	case 1:
		if m.holder != "" {
			return m.holder + "." + holderField(t), true
		}
	case 2:
		if e, ok := m.arrayElem(t, true); ok {
			return e, true
		}
	}
	if v, ok := m.pickVar(t, 0, true); ok {
		return v.name, true
	}
	return "s" + t.letter(), true
}

// boolExpr returns a boolean expression.
func (m *method) boolExpr(d int) string {
	if d <= 0 || m.r.IntN(5) == 0 {
		return m.leaf(tBool)
	}
	switch m.r.IntN(10) {
	case 0, 1, 2, 3:
		e, u := m.anyNum(d - 1)
		op := []string{"<", "<=", ">", ">=", "==", "!="}[m.r.IntN(6)]
		return fmt.Sprintf("(%s %s %s)", e, op, m.num(u, d-1))
	case 4, 5:
		op := []string{"&&", "||", "&", "|", "^", "==", "!="}[m.r.IntN(7)]
		return fmt.Sprintf("(%s %s %s)", m.boolExpr(d-1), op, m.boolExpr(d-1))
	case 6:
		return "(!" + m.boolExpr(d-1) + ")"
	case 7:
		return m.boolCall(d)
	case 8:
		if e, ok := m.assignExpr(tBool, d); ok {
			return e
		}
	}
	return m.leaf(tBool)
}
