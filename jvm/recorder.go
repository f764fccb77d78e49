package jvm

// A step recorder notes the source lines a thread executes, for error
// traces: the search replays the path of a violation on a fresh VM with a
// recorder on. Consecutive instructions on the same line count once.

// Step is a source position a transition executed.
type Step struct {
	Class, Method, File string
	Line                int
}

type recorder struct {
	steps    []Step
	lastM    *Method
	lastLine int
}

// RecordSteps turns step recording on or off.
func (vm *VM) RecordSteps(on bool) {
	if on {
		vm.rec = &recorder{}
	} else {
		vm.rec = nil
	}
	vm.perInsn = vm.rec != nil || vm.insnObs != nil
}

// TakeSteps returns the steps recorded since the last call.
func (vm *VM) TakeSteps() []Step {
	if vm.rec == nil {
		return nil
	}
	s := vm.rec.steps
	vm.rec.steps = nil
	vm.rec.lastM, vm.rec.lastLine = nil, 0
	return s
}

func (r *recorder) note(m *Method, pc int32) {
	line := m.lineAt(int(pc))
	if m == r.lastM && line == r.lastLine {
		return
	}
	r.lastM, r.lastLine = m, line
	r.steps = append(r.steps, Step{Class: m.class.JavaName(), Method: m.name, File: m.class.sourceFile(), Line: line})
}
