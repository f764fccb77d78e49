package listeners

import (
	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/jvm"
)

// Set is a group of listeners; it fans each event out to them in the
// order they were added. The search drives it; as a jvm.Observer it is
// installed in the VM.
type Set struct {
	all    []Listener
	vm     []VMListener
	insn   []VMListener
	search []SearchListener
}

// Add adds a listener (a VMListener, a SearchListener or both, maybe a
// VMConfigurer).
func (s *Set) Add(l Listener) {
	s.all = append(s.all, l)
	if v, ok := l.(VMListener); ok {
		s.vm = append(s.vm, v)
		if v.WantsInstructions() {
			s.insn = append(s.insn, v)
		}
	}
	if sl, ok := l.(SearchListener); ok {
		s.search = append(s.search, sl)
	}
}

// ConfigureVM lets the listeners that are VMConfigurers set the VM's
// options before it starts.
func (s *Set) ConfigureVM(o *jvm.Options) {
	if s == nil {
		return
	}
	for _, l := range s.all {
		if c, ok := l.(VMConfigurer); ok {
			c.ConfigureVM(o)
		}
	}
}

// Empty reports whether the set has no listeners.
func (s *Set) Empty() bool { return s == nil || len(s.all) == 0 }

// Observer returns the set as the VM's observer, or nil when no listener
// wants VM events.
func (s *Set) Observer() jvm.Observer {
	if s == nil || len(s.vm) == 0 {
		return nil
	}
	return s
}

func (s *Set) WantsInstructions() bool { return len(s.insn) > 0 }

func (s *Set) InstructionExecuting(vm *jvm.VM, t *jvm.Thread, m *jvm.Method, pc int) {
	for _, l := range s.insn {
		l.InstructionExecuting(vm, t, m, pc)
	}
}

func (s *Set) InstructionExecuted(vm *jvm.VM, t *jvm.Thread, m *jvm.Method, pc int) {
	for _, l := range s.insn {
		l.InstructionExecuted(vm, t, m, pc)
	}
}

func (s *Set) ObjectCreated(vm *jvm.VM, t *jvm.Thread, r jvm.Ref) {
	for _, l := range s.vm {
		l.ObjectCreated(vm, t, r)
	}
}

func (s *Set) ObjectReleased(vm *jvm.VM, r jvm.Ref) {
	for _, l := range s.vm {
		l.ObjectReleased(vm, r)
	}
}

func (s *Set) ThreadStarted(vm *jvm.VM, t *jvm.Thread) {
	for _, l := range s.vm {
		l.ThreadStarted(vm, t)
	}
}

func (s *Set) ThreadBlocked(vm *jvm.VM, t *jvm.Thread) {
	for _, l := range s.vm {
		l.ThreadBlocked(vm, t)
	}
}

func (s *Set) ThreadWaiting(vm *jvm.VM, t *jvm.Thread) {
	for _, l := range s.vm {
		l.ThreadWaiting(vm, t)
	}
}

func (s *Set) SchedulingEvent(vm *jvm.VM, p *jvm.Point) {
	for _, l := range s.vm {
		l.SchedulingEvent(vm, p)
	}
}

func (s *Set) ThreadNotified(vm *jvm.VM, t *jvm.Thread) {
	for _, l := range s.vm {
		l.ThreadNotified(vm, t)
	}
}

func (s *Set) ThreadInterrupted(vm *jvm.VM, t *jvm.Thread) {
	for _, l := range s.vm {
		l.ThreadInterrupted(vm, t)
	}
}

func (s *Set) ThreadTerminated(vm *jvm.VM, t *jvm.Thread) {
	for _, l := range s.vm {
		l.ThreadTerminated(vm, t)
	}
}

func (s *Set) MethodEntered(vm *jvm.VM, t *jvm.Thread, m *jvm.Method) {
	for _, l := range s.vm {
		l.MethodEntered(vm, t, m)
	}
}

func (s *Set) MethodExited(vm *jvm.VM, t *jvm.Thread, m *jvm.Method) {
	for _, l := range s.vm {
		l.MethodExited(vm, t, m)
	}
}

func (s *Set) ExceptionThrown(vm *jvm.VM, t *jvm.Thread, ex jvm.Ref) {
	for _, l := range s.vm {
		l.ExceptionThrown(vm, t, ex)
	}
}

func (s *Set) ExceptionHandled(vm *jvm.VM, t *jvm.Thread, ex jvm.Ref, m *jvm.Method, pc int) {
	for _, l := range s.vm {
		l.ExceptionHandled(vm, t, ex, m, pc)
	}
}

func (s *Set) ClassLoaded(vm *jvm.VM, c *jvm.Class) {
	for _, l := range s.vm {
		l.ClassLoaded(vm, c)
	}
}

// Choice generator events (from the search).

func (s *Set) ChoiceGeneratorRegistered(se *Search, cg choicegen.CG) {
	for _, l := range s.vm {
		l.ChoiceGeneratorRegistered(se, cg)
	}
}

func (s *Set) ChoiceGeneratorSet(se *Search, cg choicegen.CG) {
	for _, l := range s.vm {
		l.ChoiceGeneratorSet(se, cg)
	}
}

func (s *Set) ChoiceGeneratorAdvanced(se *Search, cg choicegen.CG) {
	for _, l := range s.vm {
		l.ChoiceGeneratorAdvanced(se, cg)
	}
}

func (s *Set) ChoiceGeneratorProcessed(se *Search, cg choicegen.CG) {
	for _, l := range s.vm {
		l.ChoiceGeneratorProcessed(se, cg)
	}
}

// Search events.

func (s *Set) SearchStarted(se *Search) {
	for _, l := range s.search {
		l.SearchStarted(se)
	}
}

func (s *Set) StateAdvanced(se *Search) {
	for _, l := range s.search {
		l.StateAdvanced(se)
	}
}

func (s *Set) StateProcessed(se *Search) {
	for _, l := range s.search {
		l.StateProcessed(se)
	}
}

func (s *Set) StateBacktracked(se *Search) {
	for _, l := range s.search {
		l.StateBacktracked(se)
	}
}

func (s *Set) StateStored(se *Search) {
	for _, l := range s.search {
		l.StateStored(se)
	}
}

func (s *Set) StateRestored(se *Search) {
	for _, l := range s.search {
		l.StateRestored(se)
	}
}

func (s *Set) PropertyViolated(se *Search, v Violation) {
	for _, l := range s.search {
		l.PropertyViolated(se, v)
	}
}

func (s *Set) SearchConstraintHit(se *Search, limit string) {
	for _, l := range s.search {
		l.SearchConstraintHit(se, limit)
	}
}

func (s *Set) SearchFinished(se *Search) {
	for _, l := range s.search {
		l.SearchFinished(se)
	}
}
