package search

import (
	"fmt"
	"slices"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/jvm"
)

// Choice is one choice of a path: at a thread choice the thread taken
// (its id: the order of its creation), at a data choice the index of the
// value taken. Asks is how many scheduling points the VM had asked the
// scheduler about when it made the choice point (-1 where the VM made it:
// a thread blocked or ended, a data choice), so that a replay ends its
// transitions at the same points without the scheduler. CG is the choice
// point's JPF id (SHARED_FIELD, LOCK, VERIFY_GETINT, ...).
type Choice struct {
	Thread int
	Data   int
	IsData bool
	Asks   int64
	CG     string
	// Preempt: another thread than the one that ran last was taken
	// where the choice point offered that one too.
	Preempt bool
}

// Preemptions counts a schedule's preemptions.
func Preemptions(sched []Choice) int {
	n := 0
	for _, c := range sched {
		if c.Preempt {
			n++
		}
	}
	return n
}

// schedule returns the current path's choices.
func (s *searcher) schedule() []Choice {
	var out []Choice
	last := 0 // main runs first
	for _, f := range s.stack {
		c := Choice{Asks: f.asks, CG: string(f.cg.ID())}
		switch cg := f.cg.(type) {
		case *choicegen.ThreadChoice:
			c.Thread = cg.Thread()
			// The thread that ran last could go on if the point
			// offered it or (a DPOR's point, which offers fewer
			// threads) the depth-first search saw it enabled there.
			c.Preempt = c.Thread != last && (slices.Contains(cg.Threads, last) || f.cur == last && f.curRuns)
			last = c.Thread
		default:
			c.IsData, c.Data, c.Thread = true, f.cg.Index(), -1
		}
		out = append(out, c)
	}
	return out
}

// DivergenceError reports that a schedule does not fit the program (it
// changed, or other options were given): the first choice that does not.
type DivergenceError struct {
	Step int // 1-based
	Msg  string
}

func (e *DivergenceError) Error() string {
	return fmt.Sprintf("the schedule diverges at choice %d: %s", e.Step, e.Msg)
}

// ReplaySchedule runs vm (started, not yet stepped) along schedule, with
// its transitions ending where the search that recorded it ended them
// (alone: that search's scheduler broke also where a thread ran alone,
// jvm.SoloBreaker), and returns the violation the path ends in, with its
// trace and source lines. The error is a *DivergenceError if a choice
// does not fit or the path ends without a violation.
func ReplaySchedule(vm *jvm.VM, schedule []Choice, alone bool) (*Violation, error) {
	rs := &replayScheduler{alone: alone}
	for _, c := range schedule {
		if c.Asks >= 0 {
			rs.at = append(rs.at, c.Asks)
		}
	}
	vm.SetScheduler(rs)
	vm.RecordSteps(true)
	if err := vm.Step(nil); err != nil {
		return nil, err
	}
	v := &Violation{Trace: []Transition{{Thread: 0, ThreadName: "main", Steps: vm.TakeSteps()}}, Schedule: schedule}
	for k, c := range schedule {
		cg := vm.Pending()
		if cg == nil || vm.Violation() != nil || vm.Ended() {
			return nil, &DivergenceError{k + 1, "the program has no choice to make there (it ended, or a violation came first)"}
		}
		var step choicegen.CG
		switch x := cg.(type) {
		case *choicegen.ThreadChoice:
			if c.IsData {
				return nil, &DivergenceError{k + 1, fmt.Sprintf("a data choice was recorded, the program makes a thread choice (%s)", x.ID())}
			}
			i := slices.Index(x.Threads, c.Thread)
			if i < 0 {
				return nil, &DivergenceError{k + 1, fmt.Sprintf("thread %d cannot run there (the threads that can: %v)", c.Thread, x.Threads)}
			}
			tc := choicegen.NewThreadChoice(x.ID(), x.Threads)
			for tc.Index() < i {
				tc.Advance()
			}
			step = tc
		case choicegen.Data:
			if !c.IsData || c.Data < 0 || c.Data >= x.Len() {
				return nil, &DivergenceError{k + 1, fmt.Sprintf("the program makes a data choice (%s) that the schedule does not fit", x.ID())}
			}
			d := x.Fresh()
			for d.Index() < c.Data {
				d.Advance()
			}
			step = d
		default:
			return nil, &DivergenceError{k + 1, fmt.Sprintf("unknown choice point %T", cg)}
		}
		if err := vm.Step(step); err != nil {
			return nil, err
		}
		t := Transition{Thread: -1, CG: string(cg.ID()), Steps: vm.TakeSteps()}
		if tc, ok := step.(*choicegen.ThreadChoice); ok {
			t.Thread = tc.Thread()
			if th := vm.Thread(t.Thread); th != nil {
				t.ThreadName = th.Name()
			}
		}
		v.Trace = append(v.Trace, t)
	}
	switch u := vm.Violation(); {
	case u != nil:
		v.Property, v.Exception, v.Message, v.HasMsg, v.Thread = "uncaught-exception", u.Exception, u.Message, u.HasMsg, u.Thread
	case vm.Deadlocked():
		v.Property, v.Message = "deadlock", "no thread can run: "+(&searcher{vm: vm}).blockedSummary()
	default:
		return nil, &DivergenceError{len(schedule), "the schedule ran to its end without the violation"}
	}
	v.Stdout, _ = vm.Output()
	return v, nil
}
