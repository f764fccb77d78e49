package listeners

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/gojpf/gojpf/classfile"
	"github.com/gojpf/gojpf/jvm"
)

func init() {
	Register(Info{
		Name: "numeric",
		Doc:  "check that numeric fields and local variables stay in ranges (like JPF's NumericValueChecker): a store of a value outside [min, max] is a violation of the property range",
		Options: []string{
			"range.vars=ID,…", "range.ID.var=Class.method(argtypes):local (needs javac -g)", "range.fields=ID,…", "range.ID.field=Class.field",
			"range.ID.min=NUMBER", "range.ID.max=NUMBER",
		},
		JPF:         []string{"gov.nasa.jpf.listener.NumericValueChecker"},
		KeyPrefixes: []string{"range."},
		New:         newNumeric,
	})
}

// numeric checks the values stored into chosen numeric fields and local
// variables against ranges, before each store runs.
type numeric struct {
	VMAdapter
	SearchAdapter
	search *Search
	vars   []varRange
	fields []fieldRange
}

type rangeCheck struct {
	id       string
	min, max float64
}

type varRange struct {
	rangeCheck
	method string // Class.method(argtypes), as JPF writes it
	local  string
}

type fieldRange struct {
	rangeCheck
	field string // Class.field
}

func newNumeric(c Config) (Listener, error) {
	n := &numeric{}
	ids := func(key string) []string {
		var out []string
		for _, id := range strings.Split(c.Options[key], ",") {
			if id = strings.TrimSpace(id); id != "" {
				out = append(out, id)
			}
		}
		return out
	}
	bounds := func(id string) (rangeCheck, error) {
		r := rangeCheck{id: id, min: math.Inf(-1), max: math.Inf(1)}
		for _, b := range []struct {
			key string
			v   *float64
		}{{"min", &r.min}, {"max", &r.max}} {
			if s, ok := c.Options["range."+id+"."+b.key]; ok {
				f, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
				if err != nil {
					return r, fmt.Errorf("range.%s.%s=%q: want a number", id, b.key, s)
				}
				*b.v = f
			}
		}
		return r, nil
	}
	for _, id := range ids("range.vars") {
		spec := strings.TrimSpace(c.Options["range."+id+".var"])
		method, local, ok := strings.Cut(spec, ":")
		if !ok || !strings.Contains(method, "(") || local == "" {
			return nil, fmt.Errorf("range.%s.var=%q: want Class.method(argtypes):local", id, spec)
		}
		r, err := bounds(id)
		if err != nil {
			return nil, err
		}
		n.vars = append(n.vars, varRange{rangeCheck: r, method: strings.ReplaceAll(method, " ", ""), local: local})
	}
	for _, id := range ids("range.fields") {
		spec := strings.TrimSpace(c.Options["range."+id+".field"])
		if !strings.Contains(spec, ".") {
			return nil, fmt.Errorf("range.%s.field=%q: want Class.field", id, spec)
		}
		r, err := bounds(id)
		if err != nil {
			return nil, err
		}
		n.fields = append(n.fields, fieldRange{rangeCheck: r, field: spec})
	}
	if len(n.vars)+len(n.fields) == 0 {
		return nil, fmt.Errorf("set range.vars or range.fields (e.g. range.vars=1, range.1.var=Main.main(java.lang.String[]):x, range.1.min=0, range.1.max=42)")
	}
	return n, nil
}

func (n *numeric) SearchStarted(s *Search) { n.search = s }
func (n *numeric) WantsInstructions() bool { return true }

// InstructionExecuting checks the value a store is about to write.
func (n *numeric) InstructionExecuting(vm *jvm.VM, t *jvm.Thread, m *jvm.Method, pc int) {
	in, ok := m.Insn(pc)
	if !ok {
		return
	}
	switch in.Opcode {
	case classfile.PUTFIELD, classfile.PUTSTATIC:
		name := strings.ReplaceAll(in.Owner, "/", ".") + "." + in.Name
		for _, f := range n.fields {
			if f.field == name {
				if v, ok := storedValue(t, in.Desc); ok {
					n.check(f.rangeCheck, "field "+name, v, in.Desc, m, pc)
				}
			}
		}
	case classfile.ISTORE, classfile.ISTORE_0, classfile.ISTORE_1, classfile.ISTORE_2, classfile.ISTORE_3,
		classfile.LSTORE, classfile.LSTORE_0, classfile.LSTORE_1, classfile.LSTORE_2, classfile.LSTORE_3,
		classfile.FSTORE, classfile.FSTORE_0, classfile.FSTORE_1, classfile.FSTORE_2, classfile.FSTORE_3,
		classfile.DSTORE, classfile.DSTORE_0, classfile.DSTORE_1, classfile.DSTORE_2, classfile.DSTORE_3:
		if len(n.vars) == 0 {
			return
		}
		// The variable's scope begins after the store that starts it.
		local, desc, ok := m.LocalVariable(pc+1, in.Local)
		if !ok {
			return
		}
		sig := methodSpec(m)
		for _, r := range n.vars {
			if r.method == sig && r.local == local {
				if v, ok := storedValue(t, desc); ok {
					n.check(r.rangeCheck, "local variable "+local, v, desc, m, pc)
				}
			}
		}
	}
}

// storedValue reads the value on top of the operand stack as a number of
// the descriptor's type.
func storedValue(t *jvm.Thread, desc string) (float64, bool) {
	wide := desc == "J" || desc == "D"
	k := 0
	if wide {
		k = 1
	}
	raw, ok := t.OperandValue(k)
	if !ok {
		return 0, false
	}
	switch desc {
	case "I", "S", "B", "C":
		return float64(int32(raw)), true
	case "J":
		return float64(int64(raw)), true
	case "F":
		return float64(math.Float32frombits(uint32(raw))), true
	case "D":
		return math.Float64frombits(raw), true
	}
	return 0, false // not numeric
}

func (n *numeric) check(r rangeCheck, what string, v float64, desc string, m *jvm.Method, pc int) {
	cond := ""
	switch {
	case v < r.min:
		cond = fmt.Sprintf("%s < %s", num(v, desc), num(r.min, desc))
	case v > r.max:
		cond = fmt.Sprintf("%s > %s", num(v, desc), num(r.max, desc))
	default:
		return
	}
	if n.search != nil {
		n.search.ReportViolation("range", fmt.Sprintf("%s out of range: %s at %s:%d (%s.%s)", what, cond, m.Class().SourceFile(), m.Line(pc), m.Class().JavaName(), m.Name()))
	}
}

func num(v float64, desc string) string {
	if desc == "F" || desc == "D" {
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	return strconv.FormatFloat(v, 'f', 0, 64)
}

// methodSpec writes m as JPF's specs name it: Class.method(argtypes),
// argument types as in Java (java.lang.String[]).
func methodSpec(m *jvm.Method) string {
	var args []string
	d := m.Desc()
	for i := 1; i < len(d) && d[i] != ')'; {
		dims := 0
		for d[i] == '[' {
			dims++
			i++
		}
		var t string
		if d[i] == 'L' {
			j := strings.IndexByte(d[i:], ';')
			t = strings.ReplaceAll(d[i+1:i+j], "/", ".")
			i += j + 1
		} else {
			t = map[byte]string{'I': "int", 'J': "long", 'F': "float", 'D': "double", 'Z': "boolean", 'B': "byte", 'C': "char", 'S': "short"}[d[i]]
			i++
		}
		args = append(args, t+strings.Repeat("[]", dims))
	}
	return m.Class().JavaName() + "." + m.Name() + "(" + strings.Join(args, ",") + ")"
}
