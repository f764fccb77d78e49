package seqgen

import (
	"fmt"
	"strings"
)

// local is a variable in scope while a method body is generated.
type local struct {
	name     string
	t        ptype
	dims     int  // 0 for a primitive, else an array of t with this many dimensions
	length   int  // for arrays: the length of every dimension (rectangular arrays only)
	readonly bool // a loop counter, or captured by a lambda: never assigned
}

// method builds the body of one generated method: its text, the locals
// in scope, and the labels of the values it prints.
type method struct {
	*gen
	b       strings.Builder
	depth   int     // indentation
	vars    []local // in scope, innermost last
	names   int     // next fresh local name
	seg     int     // segment number, for labels
	labels  int     // next label
	throws  bool    // the expression being generated may throw
	loopLvl int     // nesting of loops (bounds the work)
	holder  string  // name of a local H whose fields are places, or ""
}

func (g *gen) newMethod(seg int) *method {
	return &method{gen: g, seg: seg, depth: 2}
}

// line writes one line of the body at the current indentation.
func (m *method) line(format string, a ...any) {
	m.b.WriteString(strings.Repeat("    ", m.depth))
	fmt.Fprintf(&m.b, format, a...)
	m.b.WriteByte('\n')
}

// open writes a line ending in "{" and indents; close undoes it.
func (m *method) open(format string, a ...any) {
	m.line(format+" {", a...)
	m.depth++
}

func (m *method) close() {
	m.depth--
	m.line("}")
}

// closeWith closes a block and continues the same line (e.g. "} else {").
func (m *method) closeWith(format string, a ...any) {
	m.depth--
	m.line("} "+format+" {", a...)
	m.depth++
}

// fresh returns a new local name.
func (m *method) fresh(prefix string) string {
	m.names++
	return fmt.Sprintf("%s%d", prefix, m.names)
}

// label returns the next print label of this segment.
func (m *method) label() string {
	m.labels++
	return fmt.Sprintf("%d.%d", m.seg, m.labels)
}

// scope runs body in a nested scope: locals it declares are dropped
// afterwards.
func (m *method) scope(body func()) {
	n := len(m.vars)
	body()
	m.vars = m.vars[:n]
}

func (m *method) declare(v local) { m.vars = append(m.vars, v) }

// pickVar returns a local of type t with dims dimensions (writable only
// if asked), or false.
func (m *method) pickVar(t ptype, dims int, writable bool) (local, bool) {
	var cands []local
	for _, v := range m.vars {
		if v.t == t && v.dims == dims && (!writable || !v.readonly) {
			cands = append(cands, v)
		}
	}
	if len(cands) == 0 {
		return local{}, false
	}
	return cands[m.r.IntN(len(cands))], true
}

// print writes a statement printing expr under a fresh label.
func (m *method) print(expr string) {
	m.line("p(%q, %s);", m.label(), expr)
}

// guarded writes the statements of body inside a try that reports any
// RuntimeException under a fresh label, if throws is set; else plainly.
func (m *method) guarded(throws bool, body func()) {
	if !throws {
		body()
		return
	}
	m.open("try")
	m.scope(body)
	m.closeWith("catch (RuntimeException ex)")
	m.line("ex(%q, ex);", m.label())
	m.close()
}

// exprStmt generates an expression with gen, then writes it with emit
// inside a try if it may throw.
func (m *method) exprStmt(gen func() string, emit func(e string)) {
	saved := m.throws
	m.throws = false
	e := gen()
	th := m.throws
	m.throws = saved
	m.guarded(th, func() { emit(e) })
}

// text returns the body written so far.
func (m *method) text() string { return m.b.String() }

// splitLines splits generated code into trimmed lines.
func splitLines(code string) []string {
	var out []string
	for _, l := range strings.Split(code, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// fmtIndexed formats a format whose verbs all name their argument
// (%[1]s), some of which may use none of them.
func fmtIndexed(format string, a ...any) string {
	if !strings.Contains(format, "%") {
		return format
	}
	return fmt.Sprintf(format, a...)
}
