package search

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/listeners"
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
	return Replay(vm, schedule, ReplayConfig{Alone: alone})
}

// ReplayConfig configures Replay.
type ReplayConfig struct {
	// Alone: the scheduler of the search that recorded the schedule
	// broke also where a thread ran alone (jvm.SoloBreaker).
	Alone bool
	// Listeners watch the replay as they watch a search (nil: none):
	// the VM's events, a new state at each choice point, the choices
	// taken, the violation at the end. A violation a listener reports
	// (a property of its own, as race's) ends the replay when the
	// schedule has run to its end.
	Listeners *listeners.Set
	// StoreTrace serves listeners.Search.StoreTrace, as Config.StoreTrace.
	StoreTrace func(f listeners.TraceFile, v *Violation, st Stats) error
}

// Replay is ReplaySchedule with listeners (ReplayConfig).
func Replay(vm *jvm.VM, schedule []Choice, cfg ReplayConfig) (v *Violation, err error) {
	r := &replayer{vm: vm, cfg: cfg, start: time.Now()}
	if ls := cfg.Listeners; !ls.Empty() {
		r.lv = &listeners.Search{VM: vm, Started: r.start}
		r.lv.SetHooks(listeners.SearchHooks{
			Path: func() []listeners.PathStep {
				out := make([]listeners.PathStep, len(r.path))
				for i, cg := range r.path {
					out[i] = listeners.PathStep{CG: cg, State: int64(i)}
				}
				return out
			},
			StoreTrace: func(f listeners.TraceFile) error {
				if cfg.StoreTrace == nil {
					return errors.New("this run cannot store traces")
				}
				if r.reporting == nil {
					return errors.New("no violation is being reported: gojpf stores the paths of violations only")
				}
				st := r.stats
				st.Elapsed, st.Instructions = time.Since(r.start), vm.Instructions()
				return cfg.StoreTrace(f, r.reporting, st)
			},
		})
		vm.SetObserver(ls.Observer())
		defer vm.SetObserver(nil)
		ls.SearchStarted(r.lv)
		defer func() {
			r.sync()
			ls.SearchFinished(r.lv)
		}()
	}
	return r.run(schedule)
}

// replayer is one Replay.
type replayer struct {
	vm        *jvm.VM
	cfg       ReplayConfig
	lv        *listeners.Search
	start     time.Time
	path      []choicegen.CG
	stats     Stats
	reporting *Violation
}

// sync copies the replay's counters into the listeners' view.
func (r *replayer) sync() {
	r.lv.Depth = len(r.path)
	r.lv.NewStates, r.lv.EndStates, r.lv.Executions, r.lv.MaxDepth = r.stats.NewStates, r.stats.EndStates, r.stats.Executions, r.stats.MaxDepth
}

// listenerViolation returns the first violation a listener reported
// since the last call, and an error if a listener stopped the replay.
func (r *replayer) listenerViolation() (*listeners.Violation, error) {
	if r.lv == nil {
		return nil, nil
	}
	if reason := r.lv.StopReason(); reason != "" {
		return nil, &LimitError{Msg: "stopped by a listener: " + reason}
	}
	if vs := r.lv.TakeReported(); len(vs) > 0 {
		return &vs[0], nil
	}
	return nil, nil
}

// newState tells the listeners that the replay reached a state with
// choice generator cg pending.
func (r *replayer) newState(cg choicegen.CG) {
	r.stats.NewStates++
	r.stats.ChoiceGenerators++
	if r.lv == nil {
		return
	}
	ls := r.cfg.Listeners
	r.sync()
	r.lv.Depth = len(r.path) + 1
	r.lv.IsNewState, r.lv.IsEndState, r.lv.StateID = true, false, r.stats.NewStates-1
	ls.StateAdvanced(r.lv)
	ls.ChoiceGeneratorRegistered(r.lv, cg)
	ls.StateStored(r.lv)
	ls.ChoiceGeneratorSet(r.lv, cg)
}

func (r *replayer) run(schedule []Choice) (*Violation, error) {
	vm := r.vm
	rs := &replayScheduler{alone: r.cfg.Alone}
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
	r.stats.Transitions++
	steps := vm.TakeSteps()
	v := &Violation{Trace: []Transition{{Thread: 0, ThreadName: "main", Steps: steps, Events: vm.TakeEvents()}}, Schedule: schedule}
	for k, c := range schedule {
		lv, err := r.listenerViolation()
		if err != nil {
			return nil, err
		}
		if lv != nil {
			return nil, &DivergenceError{k + 1, fmt.Sprintf("the listeners' property %s is violated before the schedule's end: %s", lv.Property, lv.Message)}
		}
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
		r.newState(step)
		r.path = append(r.path, step)
		r.stats.MaxDepth = len(r.path)
		if r.lv != nil {
			r.sync()
			r.cfg.Listeners.ChoiceGeneratorAdvanced(r.lv, step)
		}
		if err := vm.Step(step); err != nil {
			return nil, err
		}
		r.stats.Transitions++
		// A data choice's transition goes on in the thread that asked.
		prev := v.Trace[len(v.Trace)-1]
		steps := vm.TakeSteps()
		t := Transition{Thread: prev.Thread, ThreadName: prev.ThreadName, CG: string(cg.ID()), Steps: steps, Events: vm.TakeEvents()}
		if tc, ok := step.(*choicegen.ThreadChoice); ok {
			t.Thread = tc.Thread()
			t.Enabled = append([]int(nil), tc.Threads...)
			if th := vm.Thread(t.Thread); th != nil {
				t.ThreadName = th.Name()
			}
		}
		v.Trace = append(v.Trace, t)
	}
	lviol, err := r.listenerViolation()
	if err != nil {
		return nil, err
	}
	switch u := vm.Violation(); {
	case u != nil:
		v.Property, v.Exception, v.Message, v.HasMsg, v.Thread = "uncaught-exception", u.Exception, u.Message, u.HasMsg, u.Thread
	case lviol != nil:
		v.Property, v.Message, v.HasMsg, v.Thread = lviol.Property, lviol.Message, lviol.Message != "", r.runningThread()
	case vm.Deadlocked():
		v.Property, v.Message = "deadlock", "no thread can run: "+(&searcher{vm: vm}).blockedSummary()
	default:
		return nil, &DivergenceError{len(schedule), "the schedule ran to its end without the violation"}
	}
	v.Stdout, _ = vm.Output()
	v.Threads = (&searcher{vm: vm}).threadInfos()
	if r.lv != nil {
		r.sync()
		r.reporting = v
		r.cfg.Listeners.PropertyViolated(r.lv, listeners.Violation{Property: v.Property, Exception: v.Exception, Message: v.Message, Thread: v.Thread})
		r.reporting = nil
	}
	return v, nil
}

// runningThread names the thread of the replay's last transition.
func (r *replayer) runningThread() string {
	for i := len(r.path) - 1; i >= 0; i-- {
		if tc, ok := r.path[i].(*choicegen.ThreadChoice); ok {
			if th := r.vm.Thread(tc.Thread()); th != nil {
				return th.Name()
			}
		}
	}
	return "main"
}
