package jvm

import cf "github.com/gojpf/gojpf/classfile"

// Access is a memory access an instruction is about to make, for
// listeners such as a race detector.
type Access struct {
	Object Ref    // the object or array (0 for statics)
	Class  *Class // the class, for statics
	Field  *Field // nil for array elements
	Index  int    // the array index
	Write  bool
	Method *Method
	PC     int
}

// PendingAccess returns the field, static or array access that t's next
// instruction makes, if it makes one. It only looks: nothing is loaded,
// resolved or run (an instruction whose field is not resolved yet, or
// whose object is null, reports none).
func (t *Thread) PendingAccess() (Access, bool) {
	if len(t.frames) == 0 {
		return Access{}, false
	}
	f := &t.frames[len(t.frames)-1]
	if f.m == nil || f.cont != nil || f.m.bytecode() == nil || int(f.pc) >= len(f.m.bytecode().Insns) {
		return Access{}, false
	}
	m, s, sp := f.m, t.slots, int(f.sp)
	in := &m.bytecode().Insns[f.pc]
	a := Access{Method: m, PC: int(f.pc)}
	field := func() *Field {
		if fl, ok := m.class.cpCache[uint16(in.A)].(*Field); ok {
			return fl
		}
		className, name, desc := m.class.cf.Pool.MemberRef(uint16(in.A))
		if c := t.vm.classes[className]; c != nil {
			return c.lookupField(name, desc)
		}
		return nil
	}
	switch op := in.Op; {
	case op == cf.GETFIELD || op == cf.PUTFIELD:
		fl := field()
		if fl == nil {
			return Access{}, false
		}
		a.Field, a.Write = fl, op == cf.PUTFIELD
		at := sp - 1
		if a.Write {
			at = sp - fl.kind.slots() - 1
		}
		if at < int(f.base) {
			return Access{}, false
		}
		a.Object = Ref(s[at])
	case op == cf.GETSTATIC || op == cf.PUTSTATIC:
		fl := field()
		if fl == nil {
			return Access{}, false
		}
		a.Field, a.Class, a.Write = fl, fl.class, op == cf.PUTSTATIC
		return a, true
	case op >= cf.IALOAD && op <= cf.SALOAD:
		if sp-2 < int(f.base) {
			return Access{}, false
		}
		a.Object, a.Index = Ref(s[sp-2]), int(int32(s[sp-1]))
	case op >= cf.IASTORE && op <= cf.SASTORE:
		vs := 1
		if op == cf.LASTORE || op == cf.DASTORE {
			vs = 2
		}
		if sp-vs-2 < int(f.base) {
			return Access{}, false
		}
		a.Object, a.Index, a.Write = Ref(s[sp-vs-2]), int(int32(s[sp-vs-1])), true
	default:
		return Access{}, false
	}
	if a.Object == 0 {
		return Access{}, false
	}
	return a, true
}
