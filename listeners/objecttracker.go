package listeners

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/classfile"
	"github.com/gojpf/gojpf/jvm"
)

func init() {
	Register(Info{
		Name: "objecttracker",
		Doc:  "on a violation, list what the path did to chosen objects: their creation, the calls of their methods and, with ot.log_fields, the reads and writes of their fields, by thread and transition (JPF's ObjectTracker)",
		Options: []string{
			"ot.refs=N,… (objects by the number after the @ in gojpf's object names, e.g. 0x5c3b9e2 for RobotManager$Robot@5c3b9e2: JPF's refs are its own object numbers, gojpf's its names' numbers)",
			"ot.include=PATTERN,… (objects of the classes that match, * a wildcard; ot.exclude wins)",
			"ot.exclude=PATTERN,… (default *, as in JPF: give ot.exclude= (empty) for ot.include to select anything)",
			"ot.log_calls=true|false (default true)",
			"ot.log_fields=true|false (default true)",
		},
		JPF:         []string{"gov.nasa.jpf.listener.ObjectTracker"},
		KeyPrefixes: []string{"ot."},
		New:         newObjectTracker,
	})
}

var objectTrackerKeys = []string{"ot.refs", "ot.include", "ot.exclude", "ot.log_calls", "ot.log_fields"}

// objectTracker logs the operations on tracked objects along the path
// (JPF's ObjectTracker). An object is tracked if the number its name
// shows after the @ (its identity hash, fixed at its allocation: the same
// on every path that allocates it at the same point, and in a replay) is
// one of ot.refs, or if its class matches ot.include and not ot.exclude.
// JPF also logs an object's garbage collection; gojpf collects no garbage
// within a path, so there is none to log.
type objectTracker struct {
	VMAdapter
	SearchAdapter
	out              io.Writer
	refs             map[uint32]bool
	include, exclude patterns
	calls, fields    bool

	tracked    map[jvm.Ref]bool // objects tracked on the path
	log        []otRecord
	transition int
	marks      map[int64]otMark
	seen       map[uint32]bool // refs met on any path
	errors     int
}

type otRecord struct {
	transition int
	thread     int
	op         string // new, call, get, put
	object     string
	member     string
}

type otMark struct {
	log     int
	tracked map[jvm.Ref]bool
}

func newObjectTracker(c Config) (Listener, error) {
	if err := checkKeys(c, "objecttracker", []string{"ot."}, objectTrackerKeys); err != nil {
		return nil, err
	}
	o := &objectTracker{out: c.Out, refs: map[uint32]bool{}, include: c.List("ot.include"), exclude: patterns{"*"},
		tracked: map[jvm.Ref]bool{}, marks: map[int64]otMark{}, seen: map[uint32]bool{}}
	if o.out == nil {
		o.out = io.Discard
	}
	if _, ok := c.Options["ot.exclude"]; ok {
		o.exclude = c.List("ot.exclude")
	}
	for _, r := range c.List("ot.refs") {
		n, err := parseJPFInt(r)
		if err != nil || n < 0 || n > 0xFFFFFFFF {
			return nil, fmt.Errorf("objecttracker: ot.refs %q: want a number, 0x and the hex digits after the @ of an object's name (e.g. 0x5c3b9e2)", r)
		}
		o.refs[uint32(n)] = true
	}
	var err error
	if o.calls, err = c.Bool("ot.log_calls", true); err != nil {
		return nil, err
	}
	if o.fields, err = c.Bool("ot.log_fields", true); err != nil {
		return nil, err
	}
	return o, nil
}

func (o *objectTracker) WantsInstructions() bool { return o.fields }

func (o *objectTracker) add(vm *jvm.VM, t *jvm.Thread, op string, r jvm.Ref, member string) {
	o.log = append(o.log, otRecord{transition: o.transition, thread: t.ID(), op: op, object: vm.ObjectName(r), member: member})
}

// ObjectCreated starts tracking an object that ot.refs or ot.include
// name.
func (o *objectTracker) ObjectCreated(vm *jvm.VM, t *jvm.Thread, r jvm.Ref) {
	h := vm.ObjectHash(r)
	byRef := o.refs[h]
	if byRef {
		o.seen[h] = true
	}
	if !byRef && !isMatch(vm.ObjectClass(r).JavaName(), o.include, o.exclude) {
		if o.tracked[r] {
			delete(o.tracked, r) // the reference an object of another path had
		}
		return
	}
	o.tracked[r] = true
	o.add(vm, t, "new", r, "")
}

// MethodEntered logs a call of a tracked object's method.
func (o *objectTracker) MethodEntered(vm *jvm.VM, t *jvm.Thread, m *jvm.Method) {
	if !o.calls || m.IsStatic() || len(o.tracked) == 0 {
		return
	}
	if this, ok := t.LocalValue(0); ok && this != 0 && o.tracked[jvm.Ref(this)] {
		member := m.Name() + m.Desc()
		if c := m.Class(); c != vm.ObjectClass(jvm.Ref(this)) {
			member += " (" + c.JavaName() + "'s)" // inherited, or a superclass's constructor
		}
		o.add(vm, t, "call", jvm.Ref(this), member)
	}
}

// InstructionExecuting logs a field access of a tracked object.
func (o *objectTracker) InstructionExecuting(vm *jvm.VM, t *jvm.Thread, m *jvm.Method, pc int) {
	if len(o.tracked) == 0 {
		return
	}
	in, ok := m.Insn(pc)
	if !ok {
		return
	}
	var k int
	switch in.Opcode {
	case classfile.GETFIELD:
		k = 0
	case classfile.PUTFIELD:
		k = 1
		if in.Desc == "J" || in.Desc == "D" {
			k = 2
		}
	default:
		return
	}
	if r, ok := t.OperandValue(k); ok && r != 0 && o.tracked[jvm.Ref(r)] {
		op := "get"
		if in.Opcode == classfile.PUTFIELD {
			op = "put"
		}
		o.add(vm, t, op, jvm.Ref(r), in.Name)
	}
}

// ChoiceGeneratorAdvanced: a transition begins.
func (o *objectTracker) ChoiceGeneratorAdvanced(s *Search, cg choicegen.CG) { o.transition = s.Depth }

// StateStored remembers the log's length and the tracked objects.
func (o *objectTracker) StateStored(s *Search) {
	tr := make(map[jvm.Ref]bool, len(o.tracked))
	for r := range o.tracked {
		tr[r] = true
	}
	o.marks[s.StateID] = otMark{log: len(o.log), tracked: tr}
}

// StateRestored goes back to what the path had done at the state.
func (o *objectTracker) StateRestored(s *Search) {
	if mk, ok := o.marks[s.StateID]; ok {
		o.log = o.log[:mk.log]
		o.tracked = make(map[jvm.Ref]bool, len(mk.tracked))
		for r := range mk.tracked {
			o.tracked[r] = true
		}
	}
}

// PropertyViolated prints the log of the path.
func (o *objectTracker) PropertyViolated(s *Search, v Violation) {
	o.errors++
	var b strings.Builder
	fmt.Fprintf(&b, "\n====== object tracker (error #%d)\n", o.errors)
	var missing []string
	for r := range o.refs {
		if !o.seen[r] {
			missing = append(missing, fmt.Sprintf("0x%x", r))
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		fmt.Fprintf(&b, "ot.refs %s: no object of the run has this number (gojpf's refs are the hex numbers after the @ in its object names, as the traces, the null tracker and this log show them, e.g. 0x5c3b9e2 for RobotManager$Robot@5c3b9e2)\n", strings.Join(missing, ", "))
	}
	if len(o.log) == 0 {
		b.WriteString("no operation on a tracked object on the path\n")
	}
	last := -1
	for _, r := range o.log {
		if r.transition != last {
			fmt.Fprintf(&b, "------ transition #%d\n", r.transition)
			last = r.transition
		}
		line := fmt.Sprintf("%d: %-4s %s", r.thread, r.op, r.object)
		if r.member != "" {
			line += "." + r.member
		}
		b.WriteString(line + "\n")
	}
	io.WriteString(o.out, b.String())
}
