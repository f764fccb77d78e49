package jvm

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// A step recorder notes the source lines a thread executes, for error
// traces: the search replays the path of a violation on a fresh VM with a
// recorder on. Consecutive instructions on the same line count once. It
// also notes the scheduling events of the path (Event): the accesses with
// the values read or written, the synchronization, the threads' starts,
// joins and ends, for the column and HTML traces. Only the replay of a
// violation's path pays for it.

// Step is a source position a transition executed.
type Step struct {
	Class, Method, File string
	Line                int
}

// Event is a scheduling event a transition made: a field, static or
// array access (with the value read or written), a monitor lock or
// release, a wait or notify, a park or unpark, a thread's start, join or
// end, and the like.
type Event struct {
	// Step is the index, in the transition's steps, of the step (source
	// line) that was executing when the event happened (-1: before the
	// first).
	Step int
	// Kind is what happened: read, write, cas, lock, blocked (a lock
	// the thread had to wait for), relock (a monitor taken back on
	// returning from wait), unlock, wait, notify, start,
	// join, joined, end, park, unpark, unparked, sleep, yield,
	// interrupt, exit, print, post, task-begin, task-end, class-init,
	// suspend, resume, stop.
	Kind string
	// Object names what the event is about, as ObjectName does: the
	// object accessed or locked ("Counter@1b"), the class of a static
	// ("Race"), the thread started or joined (its name).
	Object string
	// Target is what was accessed: "Counter@1b.count", "Race.counter",
	// "int[]@1c[3]"; for the other kinds as Object.
	Target string
	// Value is the value read or written (accesses), as Java prints it
	// (strings quoted, objects named).
	Value string
	// Shared: the object was reachable by more than one thread when the
	// event happened (statics always are).
	Shared bool
	// JDK is the JDK method the event happened in ("" in the program's
	// own code): "java.util.ArrayList.add".
	JDK string
}

type recorder struct {
	vm       *VM
	steps    []Step
	events   []Event
	lastM    *Method
	lastLine int
	// pending are the accesses whose value is known once their
	// instruction has run (at the next instruction, or the end of the
	// transition).
	pending []pendingAccess
}

type pendingAccess struct {
	event int
	obj   Ref
	class *Class // statics
	slot  int
	kind  Kind
	// lock: a monitor lock by this thread, which may block.
	lock *Thread
}

// RecordSteps turns step recording on or off.
func (vm *VM) RecordSteps(on bool) {
	if on {
		vm.rec = &recorder{vm: vm}
	} else {
		vm.rec = nil
	}
	vm.perInsn = vm.rec != nil || vm.insnObs != nil
}

// TakeSteps returns the steps recorded since the last call. The events
// recorded with them are TakeEvents' until its next call.
func (vm *VM) TakeSteps() []Step {
	if vm.rec == nil {
		return nil
	}
	vm.rec.resolve()
	s := vm.rec.steps
	vm.rec.steps = nil
	vm.rec.lastM, vm.rec.lastLine = nil, 0
	return s
}

// TakeEvents returns the events recorded since its last call; call it
// after TakeSteps, whose steps their Step indexes.
func (vm *VM) TakeEvents() []Event {
	if vm.rec == nil {
		return nil
	}
	vm.rec.resolve()
	e := vm.rec.events
	vm.rec.events = nil
	return e
}

func (r *recorder) note(m *Method, pc int32) {
	if len(r.pending) > 0 {
		r.resolve()
	}
	line := m.lineAt(int(pc))
	if m == r.lastM && line == r.lastLine {
		return
	}
	r.lastM, r.lastLine = m, line
	r.steps = append(r.steps, Step{Class: m.class.JavaName(), Method: m.name, File: m.class.sourceFile(), Line: line})
}

// resolve fills in the values of the pending accesses: their
// instructions have run, so the location holds the value read or
// written.
func (r *recorder) resolve() {
	vm := r.vm
	for _, p := range r.pending {
		if p.lock != nil {
			if p.lock.status == StatusBlocked && p.lock.blockedOn == p.obj {
				r.events[p.event].Kind = "blocked"
			}
			continue
		}
		var v uint64
		switch {
		case p.class != nil:
			if p.slot < 0 || p.slot >= len(p.class.statics) {
				continue
			}
			v = p.class.statics[p.slot]
		case p.obj != 0:
			o := vm.heap.get(p.obj)
			if p.slot < 0 || p.slot >= len(o.slots) {
				continue
			}
			v = o.slots[p.slot]
		default:
			continue
		}
		r.events[p.event].Value = vm.valueString(p.kind, v)
	}
	r.pending = r.pending[:0]
}

// eventKinds names the point kinds the recorder notes ("" : not noted).
var eventKinds = [...]string{
	PointFieldRead: "read", PointFieldWrite: "write", PointStaticRead: "read", PointStaticWrite: "write",
	PointArrayRead: "read", PointArrayWrite: "write", PointCAS: "cas",
	PointLock: "lock", PointRelease: "unlock", PointWait: "wait", PointNotify: "notify",
	PointStart: "start", PointTerminate: "end", PointPark: "park", PointUnpark: "unpark",
	PointSleep: "sleep", PointYield: "yield", PointInterrupt: "interrupt", PointExit: "exit",
	PointSpinWait: "yield", PointClassInit: "class-init",
	PointSuspend: "suspend", PointResume: "resume", PointStop: "stop",
	PointJoin: "join", PointJoined: "joined", PointConsole: "print",
	PointPost: "post", PointTaskBegin: "task-begin", PointTaskEnd: "task-end",
}

// event records the scheduling event p.
func (r *recorder) event(vm *VM, p *Point) {
	if int(p.Kind) >= len(eventKinds) || eventKinds[p.Kind] == "" {
		return
	}
	e := Event{Step: len(r.steps) - 1, Kind: eventKinds[p.Kind]}
	switch p.Kind {
	case PointLock:
		if p.Wakeup {
			e.Kind = "relock"
		}
	case PointPark:
		if p.Wakeup {
			e.Kind = "unparked"
		}
	}
	if t := p.Thread; t != nil {
		e.JDK = t.jdkMethod()
	}
	pend := pendingAccess{event: len(r.events), slot: -1}
	switch p.Kind {
	case PointFieldRead, PointFieldWrite, PointArrayRead, PointArrayWrite, PointCAS, PointStaticRead, PointStaticWrite:
		switch {
		case p.Class != nil && p.Object == 0: // a static
			name := p.Class.JavaName()
			e.Object, e.Shared = name, true
			f := p.Field
			if f == nil {
				f = fieldBySlot(p.Class, p.Index, true)
			}
			if f == nil || f.IsFinal() && p.Kind == PointStaticRead {
				return
			}
			e.Target = shortClass(name) + "." + f.name
			pend.class, pend.slot, pend.kind = p.Class, f.slot, f.kind
		case p.Object != 0:
			o := vm.heap.get(p.Object)
			e.Object, e.Shared = vm.ObjectName(p.Object), o.exposed
			short := shortClass(o.class.JavaName()) + fmt.Sprintf("@%x", o.hash)
			if o.class.IsArray() {
				e.Target = fmt.Sprintf("%s[%d]", short, p.Index)
				pend.obj, pend.slot, pend.kind = p.Object, p.Index, elementKind(o.class)
				break
			}
			f := p.Field
			if f == nil {
				f = fieldBySlot(o.class, p.Index, false)
			}
			if f == nil {
				return
			}
			if f.IsFinal() && p.Kind == PointFieldRead || f.class == vm.wk.thread {
				// Nothing can race with a final field; a Thread's own
				// fields are the VM's bookkeeping of the thread events.
				return
			}
			e.Target = short + "." + f.name
			pend.obj, pend.slot, pend.kind = p.Object, f.slot, f.kind
		default:
			return
		}
		r.pending = append(r.pending, pend)
	case PointClassInit:
		if p.Class == nil {
			return
		}
		e.Object = p.Class.JavaName()
		e.Target = shortClass(e.Object)
	default:
		if p.Object != 0 {
			if th := vm.ThreadOf(p.Object); th != nil && p.Kind != PointLock && p.Kind != PointRelease && p.Kind != PointWait && p.Kind != PointNotify {
				e.Object, e.Target = th.name, th.name
			} else {
				o := vm.heap.get(p.Object)
				e.Object = vm.ObjectName(p.Object)
				e.Target = shortClass(o.class.JavaName()) + fmt.Sprintf("@%x", o.hash)
				e.Shared = o.exposed
				if p.Kind == PointLock && !p.Wakeup && p.Thread != nil {
					// Blocked if the thread does not hold it after.
					r.pending = append(r.pending, pendingAccess{event: len(r.events), obj: p.Object, lock: p.Thread})
				}
			}
		}
	}
	r.events = append(r.events, e)
}

// jdkMethod names the JDK method on top of t's stack, "" when the
// program's own code runs.
func (t *Thread) jdkMethod() string {
	for i := len(t.frames) - 1; i >= 0; i-- {
		f := &t.frames[i]
		if f.m == nil || f.cont != nil {
			continue
		}
		if f.m.class.module == "" {
			return ""
		}
		return f.m.class.JavaName() + "." + f.m.name
	}
	return ""
}

// fieldBySlot finds the field of c (or a superclass) at slot.
func fieldBySlot(c *Class, slot int, static bool) *Field {
	for ; c != nil; c = c.super {
		for _, f := range c.fields {
			if f.IsStatic() == static && f.slot == slot {
				return f
			}
		}
		if static {
			return nil
		}
	}
	return nil
}

// elementKind is the kind of an array class's elements.
func elementKind(c *Class) Kind {
	if len(c.name) > 1 {
		switch k := Kind(c.name[1]); k {
		case '[', 'L':
			return 'L'
		default:
			return k
		}
	}
	return 'L'
}

// shortClass leaves the package out of a Java class name.
func shortClass(name string) string {
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		return name[i+1:]
	}
	return name
}

// valueString formats a raw slot of kind k as Java would print it
// (strings quoted and shortened, other objects named).
func (vm *VM) valueString(k Kind, v uint64) string {
	switch k {
	case 'Z':
		return strconv.FormatBool(v&1 != 0)
	case 'C':
		return strconv.QuoteRune(rune(uint16(v)))
	case 'B', 'S', 'I':
		return strconv.FormatInt(int64(int32(v)), 10)
	case 'J':
		return strconv.FormatInt(int64(v), 10)
	case 'F':
		return strconv.FormatFloat(float64(math.Float32frombits(uint32(v))), 'g', -1, 32)
	case 'D':
		return strconv.FormatFloat(math.Float64frombits(v), 'g', -1, 64)
	}
	r := Ref(v)
	if r == 0 {
		return "null"
	}
	if int(r) >= len(vm.heap.objs) || vm.heap.objs[r] == nil {
		return fmt.Sprintf("@%x", uint64(r))
	}
	o := vm.heap.objs[r]
	if o.class == vm.wk.string {
		s := vm.goString(r)
		if len(s) > 24 {
			s = s[:21] + "..."
		}
		return strconv.Quote(s)
	}
	return fmt.Sprintf("%s@%x", shortClass(o.class.JavaName()), o.hash)
}
