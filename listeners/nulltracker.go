package listeners

import (
	"fmt"
	"io"
	"strings"

	"github.com/gojpf/gojpf/classfile"
	"github.com/gojpf/gojpf/jvm"
)

func init() {
	Register(Info{
		Name: "nulltracker",
		Doc:  "when a NullPointerException ends the program, say where the null came from: the store to a local, the field assignment, the method return or the constructor that left a field unset, and where each of those got it, back to its origin (JPF's NullTracker)",
		JPF:  []string{"gov.nasa.jpf.listener.NullTracker"},
		New: func(c Config) (Listener, error) {
			out := c.Out
			if out == nil {
				out = io.Discard
			}
			return newNullTracker(out), nil
		},
	})
}

// nullTracker follows null references back to where they came from, as
// JPF's NullTracker does with slot attributes. gojpf's VM carries no
// attributes on the operand stack, so the tracker records sources where
// a null is stored or returned (a local's store, a field's assignment, a
// method's return, a call's argument) and, to find which of them a null
// operand came from, asks which instruction pushed it
// (jvm.Method.Producers, the data flow of the helpful NullPointerException
// messages): a load of a local, a field read, a call, the constant null.
//
// What it keeps follows the path: an undo log, cut back to a stored
// state's length when the search returns there.
type nullTracker struct {
	VMAdapter
	SearchAdapter
	out io.Writer

	producers map[*jvm.Method]*jvm.Producers // analyses, for the whole run

	// frames numbers the frames (thread, stack index) as methods are
	// entered, so that a frame's records are not taken for a later
	// frame's at the same index.
	frames  map[frameKey]int64
	nframes int64
	locals  map[frameSlot]*nullSource // a frame's local that holds null
	results map[frameSlot]*nullSource // a null pushed by a frame's instruction (field read, call)
	fields  map[jvm.Ref]map[string]*nullSource
	ctors   map[jvm.Ref]*nullSource // the constructor run on an object
	// pending is a call being made with null arguments, by thread: the
	// sources of the arguments, by the callee's local slot.
	pending map[int]*pendingCall
	// npe is the source of the null that the last NullPointerException a
	// thread threw met, by thread id.
	npe map[int]*nullSource

	undo   []func()
	marks  map[int64]int
	errors int
}

type frameKey struct{ thread, index int }

type frameSlot struct {
	frame int64
	idx   int // a local's slot, or an instruction's index
}

type pendingCall struct {
	depth      int // the caller's Depth
	name, desc string
	args       map[int]*nullSource
}

// sourceKind is what produced a null.
type sourceKind uint8

const (
	srcLocal    sourceKind = iota // an astore of null
	srcField                      // a putfield or putstatic of null
	srcReturn                     // an areturn of null
	srcCtor                       // a constructor that left the field unset
	srcStatic                     // a static field no code assigned
	srcConstant                   // aconst_null
	srcArray                      // an element of an array (not followed)
)

// nullSource is one link of the chain: where a null was set, and what
// set it there (cause).
type nullSource struct {
	kind   sourceKind
	m      *jvm.Method
	pc     int
	thread string
	tid    int
	local  string // srcLocal: the variable's name
	field  string // srcField, srcCtor, srcStatic: Class.field
	object string // the object: of the field; the returning method's this
	caller string // srcReturn, srcCtor: the call site
	cause  *nullSource
}

func newNullTracker(out io.Writer) *nullTracker {
	return &nullTracker{
		out:       out,
		producers: map[*jvm.Method]*jvm.Producers{},
		frames:    map[frameKey]int64{},
		locals:    map[frameSlot]*nullSource{},
		results:   map[frameSlot]*nullSource{},
		fields:    map[jvm.Ref]map[string]*nullSource{},
		ctors:     map[jvm.Ref]*nullSource{},
		pending:   map[int]*pendingCall{},
		npe:       map[int]*nullSource{},
		marks:     map[int64]int{},
	}
}

// set sets m[k] to v (deletes it for nil), logging the change.
func set[K comparable, V comparable](n *nullTracker, m map[K]V, k K, v V) {
	old, had := m[k]
	var zero V
	if !had && v == zero {
		return
	}
	n.undo = append(n.undo, func() {
		if had {
			m[k] = old
		} else {
			delete(m, k)
		}
	})
	if v == zero {
		delete(m, k)
	} else {
		m[k] = v
	}
}

func (n *nullTracker) WantsInstructions() bool { return true }

// StateStored remembers the log's length at the stored state.
func (n *nullTracker) StateStored(s *Search) { n.marks[s.StateID] = len(n.undo) }

// StateRestored undoes what the path did since the state.
func (n *nullTracker) StateRestored(s *Search) {
	mark, ok := n.marks[s.StateID]
	if !ok {
		return
	}
	for len(n.undo) > mark {
		n.undo[len(n.undo)-1]()
		n.undo = n.undo[:len(n.undo)-1]
	}
	clear(n.pending)
}

// frameOf returns the number of t's frame at stack index i.
func (n *nullTracker) frameOf(t *jvm.Thread, i int) int64 {
	return n.frames[frameKey{t.ID(), i}]
}

func (n *nullTracker) producersOf(m *jvm.Method) *jvm.Producers {
	p, ok := n.producers[m]
	if !ok {
		p = m.Producers()
		n.producers[m] = p
	}
	return p
}

// MethodEntered numbers the new frame and gives it the sources of the
// null arguments of the call, and notes the constructor an object gets.
func (n *nullTracker) MethodEntered(vm *jvm.VM, t *jvm.Thread, m *jvm.Method) {
	d := t.Depth()
	n.nframes++
	set(n, n.frames, frameKey{t.ID(), d - 1}, n.nframes)
	if p := n.pending[t.ID()]; p != nil {
		delete(n.pending, t.ID())
		if p.depth+1 == d && p.name == m.Name() && p.desc == m.Desc() {
			for slot, src := range p.args {
				set(n, n.locals, frameSlot{n.nframes, slot}, src)
			}
		}
	}
	if m.IsConstructor() {
		this, ok := t.LocalValue(0)
		if !ok || this == 0 {
			return
		}
		if _, seen := n.ctors[jvm.Ref(this)]; seen {
			return // a superclass's constructor: the object's own came first
		}
		src := &nullSource{kind: srcCtor, m: m, pc: 0, thread: t.Name(), tid: t.ID(), object: vm.ObjectName(jvm.Ref(this))}
		if caller, ok := t.FrameAt(d - 2); ok {
			src.caller = siteOf(caller.Method, caller.PC)
		}
		set(n, n.ctors, jvm.Ref(this), src)
	}
}

// ObjectCreated forgets what was recorded of an earlier object that had
// the same reference on another path.
func (n *nullTracker) ObjectCreated(vm *jvm.VM, t *jvm.Thread, r jvm.Ref) {
	if old, had := n.fields[r]; had {
		n.undo = append(n.undo, func() { n.fields[r] = old })
		delete(n.fields, r)
	}
	set(n, n.ctors, r, nil)
}

// InstructionExecuting records where nulls are stored, assigned, returned,
// passed and read.
func (n *nullTracker) InstructionExecuting(vm *jvm.VM, t *jvm.Thread, m *jvm.Method, pc int) {
	in, ok := m.Insn(pc)
	if !ok {
		return
	}
	switch in.Opcode {
	case classfile.ASTORE, classfile.ASTORE_0, classfile.ASTORE_1, classfile.ASTORE_2, classfile.ASTORE_3:
		v, ok := t.OperandValue(0)
		if !ok {
			return
		}
		key := frameSlot{n.frameOf(t, t.Depth()-1), in.Local}
		if v != 0 {
			set(n, n.locals, key, nil)
			return
		}
		name, _, ok := m.LocalVariable(pc+1, in.Local)
		if !ok {
			name = fmt.Sprintf("#%d", in.Local)
		}
		set(n, n.locals, key, &nullSource{kind: srcLocal, m: m, pc: pc, thread: t.Name(), tid: t.ID(), local: name, cause: n.source(vm, t, m, pc, 0)})
	case classfile.PUTFIELD, classfile.PUTSTATIC:
		if !isRefDesc(in.Desc) {
			return
		}
		v, ok := t.OperandValue(0)
		if !ok {
			return
		}
		var obj jvm.Ref
		if in.Opcode == classfile.PUTFIELD {
			o, ok := t.OperandValue(1)
			if !ok || o == 0 {
				return // the assignment throws
			}
			obj = jvm.Ref(o)
		}
		name := fieldName(in)
		if v != 0 {
			if fs := n.fields[obj]; fs != nil && fs[name] != nil {
				n.setField(obj, name, nil)
			}
			return
		}
		src := &nullSource{kind: srcField, m: m, pc: pc, thread: t.Name(), tid: t.ID(), field: javaClassName(in.Owner) + "." + in.Name, cause: n.source(vm, t, m, pc, 0)}
		if obj != 0 {
			src.object = vm.ObjectName(obj)
		}
		n.setField(obj, name, src)
	case classfile.GETFIELD:
		if !isRefDesc(in.Desc) {
			return
		}
		o, ok := t.OperandValue(0)
		if !ok || o == 0 {
			return // the read throws
		}
		if v, ok := vm.FieldValue(jvm.Ref(o), in.Name); ok && v == 0 {
			src := n.fields[jvm.Ref(o)][fieldName(in)]
			if src == nil {
				if c := n.ctors[jvm.Ref(o)]; c != nil {
					cs := *c
					cs.field = javaClassName(in.Owner) + "." + in.Name
					src = &cs
				}
			}
			n.setResult(t, pc, src)
		}
	case classfile.GETSTATIC:
		if !isRefDesc(in.Desc) {
			return
		}
		if v, ok := vm.StaticValue(in.Owner, in.Name); ok && v == 0 {
			src := n.fields[0][fieldName(in)]
			if src == nil {
				src = &nullSource{kind: srcStatic, m: m, pc: pc, thread: t.Name(), tid: t.ID(), field: javaClassName(in.Owner) + "." + in.Name}
			}
			n.setResult(t, pc, src)
		}
	case classfile.ARETURN:
		v, ok := t.OperandValue(0)
		if !ok || v != 0 {
			return
		}
		d := t.Depth()
		caller, ok := t.FrameAt(d - 2)
		if !ok {
			return // returns to the VM (a native's continuation)
		}
		src := &nullSource{kind: srcReturn, m: m, pc: pc, thread: t.Name(), tid: t.ID(), caller: siteOf(caller.Method, caller.PC), cause: n.source(vm, t, m, pc, 0)}
		if !m.IsStatic() {
			if this, ok := t.LocalValue(0); ok && this != 0 {
				src.object = vm.ObjectName(jvm.Ref(this))
			}
		}
		set(n, n.results, frameSlot{n.frameOf(t, d-2), caller.PC}, src)
	case classfile.INVOKEVIRTUAL, classfile.INVOKESPECIAL, classfile.INVOKESTATIC, classfile.INVOKEINTERFACE:
		n.call(vm, t, m, pc, in)
	}
}

// call notes the sources of a call's null arguments, for the callee's
// frame (MethodEntered).
func (n *nullTracker) call(vm *jvm.VM, t *jvm.Thread, m *jvm.Method, pc int, in jvm.Insn) {
	delete(n.pending, t.ID())
	// What an earlier run of this call returned is not this one's (a
	// native callee records nothing).
	n.setResult(t, pc, nil)
	args, ok := argWords(in.Desc)
	if !ok {
		return
	}
	slot := 0
	if in.Opcode != classfile.INVOKESTATIC {
		slot = 1
	}
	total := 0
	for _, a := range args {
		total += a.words
	}
	var p *pendingCall
	above := total // words from the top of the stack to past this argument
	for _, a := range args {
		above -= a.words
		if a.ref {
			if v, ok := t.OperandValue(above); ok && v == 0 {
				if src := n.source(vm, t, m, pc, above); src != nil {
					if p == nil {
						p = &pendingCall{depth: t.Depth(), name: in.Name, desc: in.Desc, args: map[int]*nullSource{}}
					}
					p.args[slot] = src
				}
			}
		}
		slot += a.words
	}
	if p != nil {
		n.pending[t.ID()] = p
	}
}

func (n *nullTracker) setField(obj jvm.Ref, name string, src *nullSource) {
	fs := n.fields[obj]
	if fs == nil {
		if src == nil {
			return
		}
		fs = map[string]*nullSource{}
		n.fields[obj] = fs
		n.undo = append(n.undo, func() { delete(n.fields, obj) })
	}
	set(n, fs, name, src)
}

// setResult records the source of the null that instruction pc of t's
// top frame is about to push.
func (n *nullTracker) setResult(t *jvm.Thread, pc int, src *nullSource) {
	set(n, n.results, frameSlot{n.frameOf(t, t.Depth()-1), pc}, src)
}

// source returns where the null in operand slot k before instruction pc
// of m (t's top frame) came from, nil if unknown.
func (n *nullTracker) source(vm *jvm.VM, t *jvm.Thread, m *jvm.Method, pc, k int) *nullSource {
	p, ok := n.producersOf(m).Operand(pc, k)
	if !ok {
		return nil
	}
	in, ok := m.Insn(p)
	if !ok {
		return nil
	}
	frame := n.frameOf(t, t.Depth()-1)
	switch in.Opcode {
	case classfile.ALOAD, classfile.ALOAD_0, classfile.ALOAD_1, classfile.ALOAD_2, classfile.ALOAD_3:
		return n.locals[frameSlot{frame, in.Local}]
	case classfile.GETFIELD, classfile.GETSTATIC,
		classfile.INVOKEVIRTUAL, classfile.INVOKESPECIAL, classfile.INVOKESTATIC, classfile.INVOKEINTERFACE:
		return n.results[frameSlot{frame, p}]
	case classfile.ACONST_NULL:
		return &nullSource{kind: srcConstant, m: m, pc: p, thread: t.Name(), tid: t.ID()}
	case classfile.AALOAD:
		return &nullSource{kind: srcArray, m: m, pc: p, thread: t.Name(), tid: t.ID()}
	}
	return nil
}

// ExceptionThrown notes, for a NullPointerException the VM throws at an
// instruction that met null, where the null came from.
func (n *nullTracker) ExceptionThrown(vm *jvm.VM, t *jvm.Thread, ex jvm.Ref) {
	if vm.ObjectClass(ex).Name() != "java/lang/NullPointerException" {
		return
	}
	m, pc := t.Method()
	k := m.NullOperand(pc)
	if k < 0 {
		set(n, n.npe, t.ID(), nil)
		return
	}
	if v, ok := t.OperandValue(k); !ok || v != 0 {
		set(n, n.npe, t.ID(), nil) // not the VM's: the program threw it
		return
	}
	src := n.source(vm, t, m, pc, k)
	set(n, n.npe, t.ID(), src)
}

// PropertyViolated explains the null of an uncaught NullPointerException.
func (n *nullTracker) PropertyViolated(s *Search, v Violation) {
	n.errors++
	if v.Exception != "java.lang.NullPointerException" {
		return
	}
	var src *nullSource
	for _, t := range s.VM.Threads() {
		if t.Name() == v.Thread {
			src = n.npe[t.ID()]
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\n====== null tracker (error #%d)\n", n.errors)
	if src == nil {
		b.WriteString("the source of the null is not known (it came through code the tracker does not follow: a native method, reflection, an array copy, or a value that paths merge)\n")
		io.WriteString(n.out, b.String())
		return
	}
	b.WriteString("null value set by:\n")
	for i := 0; src != nil && i < 100; i++ {
		if i > 0 {
			b.WriteString("set by:\n")
		}
		src.print(&b)
		src = src.cause
	}
	io.WriteString(n.out, b.String())
}

func (s *nullSource) print(b *strings.Builder) {
	insn := func() {
		fmt.Fprintf(b, "    instruction: %s at %s:%d\n", mnemonic(s.m, s.pc), s.m.Class().SourceFile(), s.m.Line(s.pc))
	}
	switch s.kind {
	case srcLocal:
		insn()
		fmt.Fprintf(b, "      for local: %s\n", s.local)
		fmt.Fprintf(b, "      in method: %s\n", methodName(s.m))
	case srcField:
		insn()
		fmt.Fprintf(b, "      for field: %s\n", s.field)
		if s.object != "" {
			fmt.Fprintf(b, "     of object: %s\n", s.object)
		}
		fmt.Fprintf(b, "      in method: %s\n", methodName(s.m))
	case srcReturn:
		insn()
		fmt.Fprintf(b, "      of method: %s\n", methodName(s.m))
		if s.object != "" {
			fmt.Fprintf(b, "     for object: %s\n", s.object)
		}
		fmt.Fprintf(b, "      called by: %s\n", s.caller)
	case srcCtor:
		fmt.Fprintf(b, "   missing init: %s is never assigned\n", s.field)
		fmt.Fprintf(b, "     by its constructor: %s\n", methodName(s.m))
		fmt.Fprintf(b, "     for object: %s\n", s.object)
		if s.caller != "" {
			fmt.Fprintf(b, "      called by: %s\n", s.caller)
		}
	case srcStatic:
		fmt.Fprintf(b, "   missing init: static field %s is never assigned\n", s.field)
		fmt.Fprintf(b, "        read at: %s\n", siteOf(s.m, s.pc))
	case srcConstant:
		insn()
		fmt.Fprintf(b, "      the constant null in method: %s\n", methodName(s.m))
	case srcArray:
		insn()
		fmt.Fprintf(b, "      an element of an array (not followed further) in method: %s\n", methodName(s.m))
	}
	fmt.Fprintf(b, "    executed by: %s (id=%d)\n", s.thread, s.tid)
}

// mnemonic writes the instruction at pc of m as javap would, with the
// local variable of a load or store that does not name it (astore 5).
func mnemonic(m *jvm.Method, pc int) string {
	in, ok := m.Insn(pc)
	if !ok {
		return ""
	}
	if in.Local >= 0 && !strings.Contains(in.Mnemonic, "_") && in.Opcode != classfile.IINC {
		return fmt.Sprintf("%s %d", in.Mnemonic, in.Local)
	}
	return in.Mnemonic
}

// siteOf names an instruction's place: File.java:line (Class.method).
func siteOf(m *jvm.Method, pc int) string {
	return fmt.Sprintf("%s:%d (%s.%s)", m.Class().SourceFile(), m.Line(pc), m.Class().JavaName(), m.Name())
}

// methodName names a method as JPF does: Class.name(descriptor).
func methodName(m *jvm.Method) string {
	return m.Class().JavaName() + "." + m.Name() + m.Desc()
}

func javaClassName(internal string) string { return strings.ReplaceAll(internal, "/", ".") }

// fieldName is the key of a field's records on an object: its name (a
// static's, its class's and its name).
func fieldName(in jvm.Insn) string {
	if in.Opcode == classfile.PUTSTATIC || in.Opcode == classfile.GETSTATIC {
		return in.Owner + "." + in.Name
	}
	return in.Name
}

func isRefDesc(desc string) bool { return desc != "" && (desc[0] == 'L' || desc[0] == '[') }

// argWord is a method argument: its size in slots, and whether it is a
// reference.
type argWord struct {
	words int
	ref   bool
}

// argWords returns the arguments of a method descriptor.
func argWords(desc string) ([]argWord, bool) {
	if !strings.HasPrefix(desc, "(") {
		return nil, false
	}
	var out []argWord
	for i := 1; i < len(desc) && desc[i] != ')'; {
		switch c := desc[i]; c {
		case 'J', 'D':
			out = append(out, argWord{words: 2})
			i++
		case 'L':
			j := strings.IndexByte(desc[i:], ';')
			if j < 0 {
				return nil, false
			}
			out = append(out, argWord{words: 1, ref: true})
			i += j + 1
		case '[':
			for i < len(desc) && desc[i] == '[' {
				i++
			}
			if i < len(desc) && desc[i] == 'L' {
				j := strings.IndexByte(desc[i:], ';')
				if j < 0 {
					return nil, false
				}
				i += j
			}
			i++
			out = append(out, argWord{words: 1, ref: true})
		default:
			out = append(out, argWord{words: 1})
			i++
		}
	}
	return out, true
}
