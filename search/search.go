// Package search is gojpf's model checker: it drives a jvm.VM through every
// thread interleaving and data choice that the scheduler leaves, depth
// first, backtracking by restoring VM states (or breadth first, replaying
// paths: bfs.go), and checks the properties
// (no uncaught exceptions, no deadlock) on every path.
//
// The search knows choice generators and the VM's public API; it does not
// know which reduction the scheduler implements.
package search

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/internal/rounds"
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/listeners"
)

// Config configures a search.
type Config struct {
	Scheduler     jvm.Scheduler
	StateMatching bool
	// WideFingerprints keeps each visited state's whole 128-bit hash
	// instead of 64 bits of it (visitedSet; --visited=full).
	WideFingerprints bool
	DepthLimit       int   // 0: none
	MaxStates        int64 // 0: none
	MaxMemory        int64 // bytes of Go heap and visited set; 0: none
	MultipleErrors   bool
	Outcomes         bool
	Context          context.Context
	// Observe, if set, is told of the search's steps (for tests).
	Observe func(Event)
	// Listeners receive the VM's and the search's events (nil: none).
	Listeners *listeners.Set
	// Replay makes a fresh started VM for the same program; with it, the
	// search replays each violation's path to record the source lines of
	// its trace.
	Replay func() (*jvm.VM, error)
	// BreadthFirst explores level by level (runBFS) instead of depth
	// first; the scheduler must keep no path state (none, jpf).
	BreadthFirst bool
	// Heuristic, if set, explores the states best first, as JPF's
	// heuristic searches do (heuristic.go; BreadthFirst is its bfs
	// order); the scheduler must keep no path state.
	Heuristic *Heuristic
	// Random, if set, runs random walks (runRandom) instead of an
	// exhaustive search; the scheduler must keep no path state.
	Random *RandomWalk
	// Bounded, if set, runs preemption-bounded depth-first searches
	// (runBounded); the scheduler must keep no path state.
	Bounded *PreemptionBound
	// StoreTrace, if set, writes a violation's path to a file when a
	// listener asks (listeners.Search.StoreTrace, JPF's TraceStorer),
	// with the search's counters so far; the command line writes a JSON
	// report of the one violation, which gojpf replay reads.
	StoreTrace func(f listeners.TraceFile, v *Violation, st Stats) error
	// Shard, if set, makes the depth-first search explore one shard's
	// part of the tree (shard.go); Swarm, a seeded order of the thread
	// choices.
	Shard *Shard
	Swarm *Swarm
	// Round, if set, makes the depth-first search explore one work item
	// of a round of a distributed optimal DPOR (rounds.go).
	Round *Round
	// Parallel, if set, runs the depth-first search on several workers
	// (parallel.go; nil or one worker: Run's VM alone).
	Parallel *Parallel
}

// Event is a step of the search, for Config.Observe.
type Event struct {
	// Kind is "new" (a new state, with the choice generator that
	// leaves it: CG), "visited" (a state matched an earlier one),
	// "advance" (the search takes CG's current choice), "end" (an end
	// state) or "backtrack".
	Kind  string
	Depth int
	CG    choicegen.CG
}

func (s *searcher) observe(kind string, cg choicegen.CG) {
	if s.cfg.Observe != nil {
		s.cfg.Observe(Event{Kind: kind, Depth: len(s.stack), CG: cg})
	}
}

// Verdicts.
const (
	VerdictOK          = "ok"
	VerdictViolation   = "violation"
	VerdictIncomplete  = "incomplete"
	VerdictUnsupported = "unsupported"
	VerdictError       = "error"
)

// Result is what a search found.
type Result struct {
	Verdict    string
	Violations []*Violation
	Outcomes   []Outcome
	Stats      Stats
	// Err explains an unsupported, error or incomplete verdict.
	Err error
	// FirstExitStatus is the exit status of the first execution.
	FirstExitStatus int
	// StoredTraces are the paths the program asked to store
	// (Verify.storeTrace), in the order it asked.
	StoredTraces []StoredTrace
	// Shard is what a sharded search did with the prefixes.
	Shard *ShardResult
	// Round is what the search of a round's work item exported for the
	// next round (Config.Round).
	Round []rounds.Export
	// Workers is how many workers searched (parallel.go), and
	// WorkerTransitions the transitions each ran (their balance).
	Workers           int
	WorkerTransitions []int64
}

// StoredTrace is a path Verify.storeTrace recorded: gojpf puts it in the
// report instead of the file JPF writes (the guest never touches the
// host).
type StoredTrace struct {
	File, Comment string
	// Trace holds the transitions of the path up to the call (their
	// choices; no source lines).
	Trace []Transition
}

// Violation is a property violation with the path that led to it.
type Violation struct {
	Property  string // "uncaught-exception" or "deadlock"
	Exception string
	Message   string
	HasMsg    bool
	Thread    string
	Trace     []Transition
	// Threads is the state of every thread at the violation.
	Threads []ThreadInfo
	Stdout  string
	// Schedule is the path's choices, for ReplaySchedule.
	Schedule []Choice
	// order is the index of each choice of the path in its choice
	// point: comparing them orders violations as one worker's
	// depth-first search meets them (a parallel search's report).
	order []int
}

// Transition is one step of a trace: a thread's run between two choices.
type Transition struct {
	Thread     int
	ThreadName string
	CG         string // the choice that started it ("" for the first)
	Steps      []jvm.Step
	// Comments are the program's Verify.addComment texts made in it.
	Comments []string
	// Enabled are the threads that could have run at the thread choice
	// that started it (nil for the first and after a data choice).
	Enabled []int
	// Events are the scheduling events it made (accesses with their
	// values, synchronization, thread starts and ends), recorded with
	// Steps.
	Events []jvm.Event
}

// ThreadInfo describes a thread at a violation.
type ThreadInfo struct {
	ID        int
	Name      string
	Status    string
	BlockedOn string
	Stack     []string
}

// Outcome is a distinct program output over all end states.
type Outcome struct {
	Stdout     string
	ExitStatus int
	Count      int
}

// Stats are the search's counters.
type Stats struct {
	NewStates        int64
	VisitedStates    int64
	Backtracked      int64
	EndStates        int64
	Executions       int64
	Transitions      int64
	Instructions     int64
	MaxDepth         int
	ChoiceGenerators int64
	ThreadCGs        int64
	DataCGs          int64
	// Pruned counts states whose choices the scheduler removed entirely.
	Pruned int64
	// Livelocks counts paths that ended in a livelock: every live thread
	// blocked, one of them in a busy-wait (jvm.Options.SpinBlock).
	Livelocks int64
	// Refilled counts backtracks to a choice point that the scheduler
	// gave more choices then (jvm.ChoiceRefiller: the DporEngine's
	// replays).
	Refilled int64
	// DistinctStates counts the distinct states a random search met
	// (by their hash); Truncated the paths it cut at the depth limit.
	DistinctStates, Truncated int64
	// PreemptionBound is the bound of a bounded search's last round.
	PreemptionBound int
	Elapsed         time.Duration
	PeakMemory      uint64
}

type frame struct {
	state *jvm.State
	cg    choicegen.CG
	// sched is the scheduler's own path state (jvm.SchedulerState).
	sched any
	// id numbers the state for listeners.
	id int64
	// asks is vm.Asks() when the scheduler ended the transition with cg
	// (-1 when the VM did: a thread blocked or ended, a data choice), so
	// that replay ends transitions at the same points without asking the
	// scheduler, whose decisions may depend on what it learnt since.
	asks int64
	// pre is the number of preemptions on the path to this state, cur
	// the thread whose transition reached it (main for the first choice
	// point), for bounded searches; curRuns says whether cur could go
	// on here (it is enabled), so that taking another thread preempts
	// it.
	pre, cur int
	curRuns  bool
	// fill is the choices of a dynamic reduction's choice point above a
	// shard's cut (every enabled thread), which must not change.
	fill []int
	// donated: the choices left here are another worker's (parallel.go;
	// a frame below the worker's base has no state to go back to).
	donated bool
}

// Run explores the program that vm has been started on (jvm.VM.Start).
func Run(vm *jvm.VM, cfg Config) *Result {
	switch mode := parallelMode(cfg); mode {
	case parRounds:
		return runParallelRounds(vm, cfg)
	case "":
	default:
		return runParallel(vm, cfg, mode)
	}
	return runSearch(vm, cfg, nil, 0)
}

// runSearch is Run's search with one VM: alone (par nil), or worker
// worker of a parallel search in rounds (rounds_parallel.go), whose
// first work item alone passes the program's output through.
func runSearch(vm *jvm.VM, cfg Config, par *parShared, worker int) *Result {
	s := &searcher{vm: vm, cfg: cfg, res: &Result{}, start: time.Now(), outcomes: map[outcomeKey]int{}, bound: -1, swarm: newSwarm(cfg.Swarm), par: par, worker: worker}
	if cfg.Shard != nil {
		s.shard = newShardState(*cfg.Shard)
	}
	if s.cfg.Context == nil {
		s.cfg.Context = context.Background()
	}
	if !cfg.Listeners.Empty() {
		s.ls = cfg.Listeners
		s.lv = &listeners.Search{VM: vm, Started: s.start}
		s.lv.SetHooks(listeners.SearchHooks{Path: s.pathCGs, StoreTrace: s.storeTraceHook()})
		vm.SetObserver(s.ls.Observer())
		defer vm.SetObserver(nil)
		s.ls.SearchStarted(s.lv)
	}
	vm.SetScheduler(cfg.Scheduler)
	vm.SetOutput(par == nil || cfg.Round != nil && cfg.Round.Item.Fresh, true)
	vm.SetStateMatching(cfg.StateMatching)
	if cfg.StateMatching {
		s.visited = newVisitedSet(cfg.WideFingerprints, 0)
	}
	func() {
		// A Go panic in the search (outside the VM's own recovery) is an
		// internal error, reported with the Java stacks.
		defer func() {
			if p := recover(); p != nil {
				s.res.Err = &jvm.InternalError{Msg: fmt.Sprintf("panic in the search: %v", p), Stack: vm.JavaStacks()}
			}
		}()
		switch {
		case cfg.Round != nil:
			s.runRound()
		case cfg.Random != nil && !noPathState(cfg.Scheduler):
			s.res.Err = errors.New("random search needs a scheduler without path state of its own (--por=none or jpf), not a dynamic reduction")
		case cfg.Random != nil:
			s.runRandom()
		case cfg.Bounded != nil && !noPathState(cfg.Scheduler) && !isRoundScheduler(cfg.Scheduler):
			s.res.Err = fmt.Errorf("preemption-bounded search needs a scheduler without path state of its own (--por=none or jpf) or a reduction made for the bound (clockvector), not %T", cfg.Scheduler)
		case cfg.Bounded != nil && isRoundScheduler(cfg.Scheduler) && cfg.StateMatching:
			s.res.Err = fmt.Errorf("preemption-bounded search under a dynamic reduction (%T) is stateless: state matching must be off", cfg.Scheduler)
		case cfg.Bounded != nil:
			s.runBounded()
		case (cfg.Shard != nil || cfg.Swarm != nil) && (cfg.BreadthFirst || cfg.Heuristic != nil):
			s.res.Err = errors.New("sharded and swarm searches are depth first")
		case cfg.Swarm != nil && !noPathState(cfg.Scheduler):
			s.res.Err = errors.New("a swarm search needs a scheduler without path state of its own (--por=none or jpf)")
		case !cfg.BreadthFirst && cfg.Heuristic == nil:
			s.run()
		case !noPathState(cfg.Scheduler):
			s.res.Err = errors.New("breadth-first and heuristic searches need a scheduler without path state of its own (--por=none or jpf), not a dynamic reduction")
		default:
			s.runBFS()
		}
	}()
	s.finish()
	s.finishShard()
	s.res.Workers = 1
	if s.ls != nil {
		s.sync()
		s.ls.SearchFinished(s.lv)
	}
	if s.visited != nil {
		s.visited.Free()
	}
	return s.res
}

type outcomeKey struct {
	stdout string
	status int
}

type searcher struct {
	vm       *jvm.VM
	cfg      Config
	res      *Result
	stack    []frame
	start    time.Time
	visited  *visitedSet // the states seen, with their ids
	matched  int64       // the id of the state seen() matched
	outcomes map[outcomeKey]int
	stop     bool
	firstEnd bool
	// ls are the listeners (nil: none) and lv their view of the search.
	ls *listeners.Set
	lv *listeners.Search
	// The bounded search's state (bounded.go): the bound (-1: none),
	// whether a choice was left out for it, and the preemptions and
	// thread of the state the current transition leads to.
	bound    int
	boundHit bool
	nextPre  int
	nextCur  int
	// visitPre holds the preemptions of each state in visited by its
	// id (minus visited's first id); nil when the search is not
	// bounded.
	visitPre []int32
	// root is the first choice point's frame (where rounds restart).
	root *frame
	// reporting is the violation the listeners are being told of.
	reporting *Violation
	// shard is a sharded search's bookkeeping (nil: not sharded), swarm
	// a swarm search's random order.
	shard *shardState
	swarm *rand.Rand
	// A parallel search's worker (parallel.go): what the workers share,
	// its number, the stack index of its first own frame (those below
	// are the path to the choice point another worker handed it), the
	// first choice point it replays items from, and the instructions
	// it ran that another worker counts (its VM's boot, its replays);
	// finish subtracts insnAdjust from the VM's.
	par                               *parShared
	worker, base                      int
	rootState                         *jvm.State
	rootCG                            choicegen.CG
	rootAsks                          int64
	insnBase, replayInsns, insnAdjust int64
	// readyPending: the worker has not yet told worker 0 it is ready.
	readyPending bool
	// replayed counts what a work item's search in parallel rounds
	// replayed (rounds_parallel.go): the transitions, states and choice
	// points of its path and node, and the VM's instructions up to the
	// node (with its boot).
	replayed Stats
}

// pathCGs returns the choice generators of the current path that a
// choice was taken from (listeners.Search.Path).
func (s *searcher) pathCGs() []listeners.PathStep {
	var out []listeners.PathStep
	for _, f := range s.stack {
		if f.cg.Index() < 0 {
			break
		}
		out = append(out, listeners.PathStep{CG: f.cg, State: f.id})
	}
	return out
}

// storeTraceHook is listeners.Search.StoreTrace's implementation: the
// violation being reported goes to Config.StoreTrace.
func (s *searcher) storeTraceHook() func(listeners.TraceFile) error {
	if s.cfg.StoreTrace == nil {
		return nil
	}
	return func(f listeners.TraceFile) error {
		if s.reporting == nil {
			return errors.New("no violation is being reported: gojpf stores the paths of violations only")
		}
		st := s.res.Stats
		st.Elapsed, st.Instructions = time.Since(s.start), s.vm.Instructions()
		return s.cfg.StoreTrace(f, s.reporting, st)
	}
}

// sync copies the counters into the listeners' view.
func (s *searcher) sync() {
	v, st := s.lv, &s.res.Stats
	v.Depth = len(s.stack)
	v.NewStates, v.VisitedStates, v.EndStates, v.Executions, v.MaxDepth = st.NewStates, st.VisitedStates, st.EndStates, st.Executions, st.MaxDepth
}

// advanced tells the listeners that a transition ended in a new,
// visited or end state.
func (s *searcher) advanced(isNew, isEnd bool, id int64) {
	if s.ls == nil {
		return
	}
	s.sync()
	s.lv.IsNewState, s.lv.IsEndState, s.lv.StateID = isNew, isEnd, id
	s.ls.StateAdvanced(s.lv)
}

// listenerStop handles what listeners asked for: violations of their own
// properties, and stopping the search. It reports true when the search
// must stop.
func (s *searcher) listenerStop() bool {
	if s.ls == nil {
		return false
	}
	for _, v := range s.lv.TakeReported() {
		s.violation(&Violation{Property: v.Property, Message: v.Message, HasMsg: v.Message != "", Thread: s.runningThread()})
		if !s.cfg.MultipleErrors {
			return true
		}
	}
	if r := s.lv.StopReason(); r != "" {
		s.incomplete(fmt.Errorf("stopped by a listener: %s", r))
		return true
	}
	return false
}

// runningThread names the thread of the last transition.
func (s *searcher) runningThread() string {
	for n := len(s.stack); n > 0; n-- {
		if tc, ok := s.stack[n-1].cg.(*choicegen.ThreadChoice); ok && tc.Index() >= 0 {
			if th := s.vm.Thread(tc.Thread()); th != nil {
				return th.Name()
			}
		}
	}
	return "main"
}

func (s *searcher) run() {
	s.loop(s.vm.Step(nil))
}

// loop is the depth-first search from the transition that returned err.
func (s *searcher) loop(err error) {
	for {
		s.res.Stats.Transitions++
		if s.replaying(len(s.stack)) {
			s.replayed.Transitions++
		}
		if s.par != nil && s.par.mode == parShare && s.par.wantsWork() {
			s.donate()
		}
		if err == nil && s.shard != nil && s.shardSkip() {
			if !s.backtrack(&err) {
				return
			}
			continue
		}
		if !s.arrived(err) {
			return
		}
		// Next: go deeper if the transition left a choice, else backtrack.
		if cg := s.choiceLeft(); cg != nil {
			if s.cfg.DepthLimit > 0 && len(s.stack) >= s.cfg.DepthLimit {
				s.incomplete(fmt.Errorf("depth limit %d reached", s.cfg.DepthLimit))
				s.pathEnded()
				if !s.backtrack(&err) {
					return
				}
				continue
			}
			if !s.top(len(s.stack)) && s.seen() {
				if !s.visitedState(cg) {
					return
				}
				if !s.backtrack(&err) {
					return
				}
				continue
			}
			asks, ok := s.newState(cg)
			if !ok {
				return
			}
			f := frame{state: s.vm.Snapshot(), cg: cg, asks: asks, pre: s.nextPre, cur: s.nextCur, curRuns: s.canRun(s.nextCur)}
			if ss, ok := s.cfg.Scheduler.(jvm.SchedulerState); ok {
				f.sched = ss.SaveState(cg)
			}
			if s.top(len(s.stack)) {
				s.fillTop(&f)
			}
			if s.cfg.Round != nil && len(s.stack) < len(s.cfg.Round.Item.Path) && !s.forcePath(&f) {
				return
			}
			s.shuffle(cg)
			f.id = s.res.Stats.NewStates - 1
			if ss, ok := s.cfg.Scheduler.(jvm.StatefulScheduler); ok {
				ss.StateStored(s.vm, f.id)
			}
			s.stack = append(s.stack, f)
			if s.root == nil {
				// Rounds restart here with the choices the point had
				// when it was made (a DPOR's grow later).
				root := f
				root.cg = choiceAt(cg, -1)
				s.root = &root
			}
			if !s.stored(f.id, cg) {
				return
			}
			s.skipUnfit(&s.stack[len(s.stack)-1])
			if cg.Len() == 0 && s.emptyItem() {
				// A round's work item left nothing to take at its node
				// (its entries explored or asleep there): one run
				// backtracks past the node here, and no path ends.
				if !s.backtrack(&err) {
					return
				}
				continue
			}
			if cg.Len() == 0 || !cg.HasMore() {
				// The scheduler removed every choice (e.g. all asleep
				// under a sleep set), or the preemption bound did:
				// nothing new below this state.
				s.res.Stats.Pruned++
				s.pathEnded()
				if !s.backtrack(&err) {
					return
				}
				continue
			}
			s.observe("new", cg)
			if len(s.stack) > s.res.Stats.MaxDepth {
				s.res.Stats.MaxDepth = len(s.stack)
			}
			cg.Advance()
			s.observe("advance", cg)
			if s.ls != nil {
				s.ls.ChoiceGeneratorAdvanced(s.lv, cg)
			}
			s.taking(&s.stack[len(s.stack)-1])
			err = s.vm.Step(cg)
			if s.limits() {
				return
			}
			continue
		}
		s.pathEnded()
		if !s.backtrack(&err) {
			return
		}
	}
}

// pathEnded tells a scheduler that looks at the states paths end in.
func (s *searcher) pathEnded() {
	if pe, ok := s.cfg.Scheduler.(jvm.PathEnder); ok {
		pe.PathEnded(s.vm)
	}
}

// arrived handles the end of a transition (err is what Step returned):
// traces the program stored, violations and end states, stops asked for.
// It reports false when the search must stop.
func (s *searcher) arrived(err error) bool {
	if err != nil {
		s.fail(err)
		return false
	}
	for _, r := range s.vm.TakeStoredTraces() {
		s.res.StoredTraces = append(s.res.StoredTraces, StoredTrace{File: r.File, Comment: r.Comment, Trace: s.pathTrace(true)})
	}
	if s.checkPath() || s.stop || s.listenerStop() {
		return false
	}
	if s.vm.TerminateRequested() {
		s.incomplete(errors.New("search terminated by Verify.terminateSearch"))
		return false
	}
	return true
}

// choiceLeft returns the choice generator the transition ended with, nil
// when the path ends here.
func (s *searcher) choiceLeft() choicegen.CG {
	if cg := s.vm.Pending(); cg != nil && !s.vm.Ended() && !s.vm.Ignored() && s.vm.Violation() == nil && !s.vm.Deadlocked() {
		return cg
	}
	return nil
}

// visitedState handles a state matched to an earlier one (seen reported
// true); it reports false when the search must stop.
func (s *searcher) visitedState(cg choicegen.CG) bool {
	if ss, ok := s.cfg.Scheduler.(jvm.StatefulScheduler); ok {
		ss.StateMatched(s.vm, s.matched)
	}
	s.res.Stats.VisitedStates++
	s.observe("visited", cg)
	s.advanced(false, false, s.matched)
	return !s.listenerStop()
}

// newState counts a new state with choice generator cg and returns the
// asks its frame records; ok is false when the state limit is reached.
func (s *searcher) newState(cg choicegen.CG) (asks int64, ok bool) {
	s.res.Stats.NewStates++
	total := s.res.Stats.NewStates
	switch {
	case s.replaying(len(s.stack)):
		// Parallel rounds: the item's path and node, which the item
		// that made them counted.
		total = 0
		s.replayed.NewStates++
		s.replayed.ChoiceGenerators++
		if _, ok := cg.(*choicegen.ThreadChoice); ok {
			s.replayed.ThreadCGs++
		} else {
			s.replayed.DataCGs++
		}
		s.replayed.Instructions = s.vm.Instructions()
	case s.par != nil:
		total = s.par.newStates.Add(1)
	}
	if s.cfg.MaxStates > 0 && total > s.cfg.MaxStates {
		s.incomplete(fmt.Errorf("max-states %d reached", s.cfg.MaxStates))
		return 0, false
	}
	if s.visited != nil && s.visited.Full(s.res.Stats.NewStates-1) {
		s.incomplete(fmt.Errorf("%d states stored: the visited set is full", s.visited.Len()))
		return 0, false
	}
	s.countCG(cg)
	asks = -1
	if s.vm.BrokeByScheduler() {
		asks = s.vm.Asks()
	}
	return asks, true
}

// stored tells the listeners of the new state id with its choice
// generator; it reports false when the search must stop.
func (s *searcher) stored(id int64, cg choicegen.CG) bool {
	if s.ls == nil {
		return true
	}
	s.advanced(true, false, id)
	s.ls.ChoiceGeneratorRegistered(s.lv, cg)
	s.ls.StateStored(s.lv)
	s.ls.ChoiceGeneratorSet(s.lv, cg)
	return !s.listenerStop()
}

// checkPath looks at the state after a transition: violations and end
// states. It reports true when the search must stop.
func (s *searcher) checkPath() bool {
	vm := s.vm
	if u := vm.Violation(); u != nil {
		s.violation(&Violation{Property: "uncaught-exception", Exception: u.Exception, Message: u.Message, HasMsg: u.HasMsg, Thread: u.Thread})
		s.endState()
		return !s.cfg.MultipleErrors
	}
	if vm.Ignored() {
		return false
	}
	if vm.Ended() {
		s.endState()
		return false
	}
	if vm.Deadlocked() {
		s.violation(&Violation{Property: "deadlock", Message: "no thread can run: " + s.blockedSummary()})
		return !s.cfg.MultipleErrors
	}
	if vm.Livelocked() {
		s.res.Stats.Livelocks++
	}
	return false
}

func (s *searcher) endState() {
	s.observe("end", nil)
	if pc, ok := s.cfg.Scheduler.(jvm.PathCounter); ok && !pc.CountPath() {
		s.advanced(false, true, -1)
		return
	}
	s.res.Stats.EndStates++
	s.res.Stats.Executions++
	defer s.advanced(false, true, -1)
	stdout, _ := s.vm.Output()
	if !s.firstEnd {
		s.firstEnd = true
		s.res.FirstExitStatus = s.vm.ExitStatus()
	}
	s.outcomes[outcomeKey{stdout, s.vm.ExitStatus()}]++
}

// pathTrace returns the transitions of the current path, with the
// program's comments (no source lines: replay adds them). The last is the
// one that just ran.
func (s *searcher) pathTrace(comments bool) []Transition {
	// The first transition runs main; each later one follows a choice.
	trace := []Transition{{Thread: 0, ThreadName: "main"}}
	for _, f := range s.stack {
		if f.cg.Index() < 0 {
			break // a choice point just reached: no transition from it yet
		}
		t := Transition{CG: f.cg.String()}
		switch c := f.cg.(type) {
		case *choicegen.ThreadChoice:
			t.Thread = c.Thread()
			t.Enabled = append([]int(nil), c.Threads...)
		default:
			t.Thread = trace[len(trace)-1].Thread
		}
		if th := s.vm.Thread(t.Thread); th != nil {
			t.ThreadName = th.Name()
		}
		trace = append(trace, t)
	}
	if comments {
		for _, c := range s.vm.Comments() {
			if c.Transition >= 0 && c.Transition < len(trace) {
				trace[c.Transition].Comments = append(trace[c.Transition].Comments, c.Text)
			}
		}
	}
	return trace
}

func (s *searcher) violation(v *Violation) {
	if s.par != nil {
		if !s.cfg.MultipleErrors {
			s.par.halt()
		}
	}
	v.Trace = s.pathTrace(true)
	v.Schedule = s.schedule()
	if s.par != nil {
		v.order = make([]int, len(s.stack))
		for i := range s.stack {
			v.order[i] = s.stack[i].cg.Index()
		}
	}
	v.Threads = s.threadInfos()
	v.Stdout, _ = s.vm.Output()
	if s.cfg.Replay != nil {
		s.replay(v)
	}
	s.res.Violations = append(s.res.Violations, v)
	if s.ls != nil {
		s.sync()
		s.reporting = v
		s.ls.PropertyViolated(s.lv, listeners.Violation{Property: v.Property, Exception: v.Exception, Message: v.Message, Thread: v.Thread})
		s.reporting = nil
	}
}

// replay re-runs the violation's path on a fresh VM, recording the source
// lines each transition executes. The VM is deterministic, so the same
// choices take the same path.
func (s *searcher) replay(v *Violation) {
	vm, err := s.cfg.Replay()
	if err != nil {
		return
	}
	rs := &replayScheduler{}
	if b, ok := s.cfg.Scheduler.(jvm.SoloBreaker); ok {
		rs.alone = b.BreaksAlone()
	}
	for _, f := range s.stack {
		if f.asks >= 0 {
			rs.at = append(rs.at, f.asks)
		}
	}
	vm.SetScheduler(rs)
	vm.SetOutput(false, false)
	vm.ReplayGlobalReads(s.vm.GlobalReads())
	vm.RecordSteps(true)
	if err := vm.Step(nil); err != nil {
		return
	}
	v.Trace[0].Steps, v.Trace[0].Events = vm.TakeSteps(), vm.TakeEvents()
	for i, f := range s.stack {
		if i+1 >= len(v.Trace) {
			break // the trace ends before this choice point
		}
		cg := replayCG(f.cg)
		if cg == nil || vm.Step(cg) != nil {
			return
		}
		v.Trace[i+1].Steps, v.Trace[i+1].Events = vm.TakeSteps(), vm.TakeEvents()
	}
}

// replayScheduler breaks transitions where the search's scheduler broke
// them on the path being replayed: at the same counts of scheduling points.
type replayScheduler struct {
	at   []int64
	next int
	// alone: the search's scheduler broke also where a thread ran alone
	// (jvm.SoloBreaker), so the points count the same.
	alone bool
}

func (r *replayScheduler) BreaksAlone() bool { return r.alone }

func (r *replayScheduler) Break(vm *jvm.VM, p *jvm.Point) choicegen.CG {
	if !p.CanBreak || r.next >= len(r.at) || vm.Asks() != r.at[r.next] {
		return nil
	}
	r.next++
	return vm.AllEnabled(p)
}

// replayCG makes a choice generator standing at the same choice as cg.
func replayCG(cg choicegen.CG) choicegen.CG {
	switch c := cg.(type) {
	case *choicegen.ThreadChoice:
		r := choicegen.NewThreadChoice(c.ID(), c.Threads)
		for r.Index() < c.Index() {
			r.Advance()
		}
		return r
	case choicegen.Data:
		r := c.Fresh()
		for r.Index() < c.Index() {
			r.Advance()
		}
		return r
	}
	return nil
}

func (s *searcher) threadInfos() []ThreadInfo {
	var out []ThreadInfo
	for _, t := range s.vm.Threads() {
		ti := ThreadInfo{ID: t.ID(), Name: t.Name(), Status: statusString(t), BlockedOn: t.BlockedOnString(), Stack: t.StackStrings()}
		out = append(out, ti)
	}
	return out
}

// statusString is a thread's status as reports show it: a suspended
// thread says so (it does not run, whatever its status).
func statusString(t *jvm.Thread) string {
	if t.Suspended() {
		return t.Status().String() + " (suspended)"
	}
	return t.Status().String()
}

// blockedSummary says what each live thread of a deadlock waits for. A
// thread waiting for a class's initialization is named with the thread
// that initializes it (JVMS §5.5 step 2), whose own wait follows in turn.
func (s *searcher) blockedSummary() string {
	var parts []string
	classInit := false
	for _, t := range s.vm.Threads() {
		if t.Status() == jvm.StatusTerminated {
			continue
		}
		if class, by := t.InitWait(); by != nil {
			classInit = true
			parts = append(parts, fmt.Sprintf("thread %q waits for the initialization of class %s, which thread %q is doing", t.Name(), class, by.Name()))
			continue
		}
		str := fmt.Sprintf("%q %s", t.Name(), statusString(t))
		if b := t.BlockedOnString(); b != "" {
			str += " on " + b
		}
		parts = append(parts, str)
	}
	if classInit {
		return strings.Join(parts, "; ")
	}
	return strings.Join(parts, ", ")
}

// backtrack restores the deepest state whose choice generator has choices
// left and runs the next choice. It reports false when the search is done.
func (s *searcher) backtrack(err *error) bool {
	for len(s.stack) > s.base {
		top := &s.stack[len(s.stack)-1]
		s.skipUnfit(top)
		above := s.top(len(s.stack) - 1)
		if above && s.topChanged(top) {
			return false
		}
		if !top.cg.HasMore() && !above {
			if r, ok := s.cfg.Scheduler.(jvm.ChoiceRefiller); ok && r.Refill(top.sched) && top.cg.HasMore() {
				s.res.Stats.Refilled++
			}
		}
		if top.cg.HasMore() && !top.donated {
			s.res.Stats.Backtracked++
			// Only the first execution's output goes through to the user.
			s.vm.SetOutput(false, true)
			s.vm.Restore(top.state)
			if ss, ok := s.cfg.Scheduler.(jvm.SchedulerState); ok {
				ss.RestoreState(top.sched)
			}
			s.observe("backtrack", top.cg)
			if s.ls != nil {
				s.sync()
				s.lv.StateID = top.id
				s.ls.StateBacktracked(s.lv)
				s.ls.StateRestored(s.lv)
			}
			top.cg.Advance()
			s.observe("advance", top.cg)
			if s.ls != nil {
				s.ls.ChoiceGeneratorAdvanced(s.lv, top.cg)
			}
			s.taking(top)
			*err = s.vm.Step(top.cg)
			return !s.limits()
		}
		if s.ls != nil {
			s.sync()
			s.lv.StateID = top.id
			s.ls.ChoiceGeneratorProcessed(s.lv, top.cg)
			s.ls.StateProcessed(s.lv)
		}
		if ss, ok := s.cfg.Scheduler.(jvm.StatefulScheduler); ok {
			ss.StateClosed(top.id)
		}
		s.stack = s.stack[:len(s.stack)-1]
	}
	return false
}

func (s *searcher) countCG(cg choicegen.CG) {
	s.res.Stats.ChoiceGenerators++
	if _, ok := cg.(*choicegen.ThreadChoice); ok {
		s.res.Stats.ThreadCGs++
	} else {
		s.res.Stats.DataCGs++
	}
}

// limits checks the time and memory limits; it reports true when one hit.
func (s *searcher) limits() bool {
	if s.par != nil && s.par.stop.Load() {
		return true
	}
	if s.cfg.Context.Err() != nil {
		if r := jvm.StopReason(s.cfg.Context); r != "time-limit" {
			s.incomplete(errors.New(r))
		} else {
			s.incomplete(fmt.Errorf("time limit reached"))
		}
		return true
	}
	if s.cfg.MaxMemory > 0 && s.res.Stats.Transitions%256 == 0 {
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		if int64(ms.HeapAlloc)+s.visitedBytes() > s.cfg.MaxMemory {
			s.incomplete(fmt.Errorf("max-memory %d bytes reached", s.cfg.MaxMemory))
			return true
		}
	}
	return false
}

func (s *searcher) incomplete(err error) {
	if s.res.Err == nil {
		s.res.Err = &LimitError{Msg: err.Error()}
		if s.ls != nil {
			s.sync()
			s.ls.SearchConstraintHit(s.lv, err.Error())
		}
	}
}

// LimitError reports that a limit ended the search early.
type LimitError struct{ Msg string }

func (e *LimitError) Error() string { return "limit reached: " + e.Msg }

func (s *searcher) fail(err error) {
	var le *jvm.LimitError
	if errors.As(err, &le) {
		s.incomplete(errors.New(le.Limit))
		return
	}
	s.res.Err = err
}

// seen reports whether the current state was visited before (state
// matching); it records it if not.
func (s *searcher) seen() bool {
	if s.par != nil && s.par.visited != nil {
		h, ok := s.vm.StateHash()
		if !ok {
			return false
		}
		isNew, full := s.par.visited.Add(h)
		if full {
			s.incomplete(errors.New("the visited set is full"))
			s.par.halt()
		}
		return !isNew
	}
	if s.visited == nil {
		return false
	}
	h, ok := s.vm.StateHash()
	if !ok {
		return false
	}
	if s.visitPre != nil {
		h = s.boundedKey(h)
	}
	if id, dup := s.visited.Get(h); dup && (s.visitPre == nil || int(s.visitPre[id-s.visited.base]) <= s.nextPre) {
		s.matched = id
		return true
	}
	id := s.res.Stats.NewStates
	if s.visited.Full(id) {
		return false // newState stops the search (maxVisited)
	}
	s.visited.Put(h, id)
	if s.visitPre != nil {
		// A state reached with fewer preemptions has more of the bound
		// left: it matches later arrivals, not earlier ones.
		i := int(id - s.visited.base)
		s.visitPre = append(s.visitPre, make([]int32, i+1-len(s.visitPre))...)
		s.visitPre[i] = int32(s.nextPre)
	}
	return false
}

// visitedBytes is the memory of the visited set, outside Go's heap.
func (s *searcher) visitedBytes() int64 {
	if s.par != nil && s.par.visited != nil {
		return s.par.visited.Bytes()
	}
	if s.visited == nil {
		return 0
	}
	return s.visited.Bytes()
}

func (s *searcher) finish() {
	r := s.res
	r.Stats.Instructions = s.vm.Instructions() - s.insnAdjust
	r.Stats.Elapsed = time.Since(s.start)
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	r.Stats.PeakMemory = ms.Sys + uint64(s.visitedBytes())
	r.Outcomes = outcomeList(s.outcomes)
	r.Verdict = verdictOf(r)
}

// outcomeList lists counted outcomes, ordered by output, then exit status.
func outcomeList(m map[outcomeKey]int) []Outcome {
	var out []Outcome
	for k, n := range m {
		out = append(out, Outcome{Stdout: k.stdout, ExitStatus: k.status, Count: n})
	}
	slices.SortFunc(out, func(a, b Outcome) int {
		if c := strings.Compare(a.Stdout, b.Stdout); c != 0 {
			return c
		}
		return a.ExitStatus - b.ExitStatus
	})
	return out
}

// verdictOf is the verdict of a search that found r's violations and
// ended with r's error.
func verdictOf(r *Result) string {
	var unsupported *jvm.UnsupportedError
	var limit *LimitError
	switch {
	case len(r.Violations) > 0:
		return VerdictViolation
	case r.Err == nil:
		return VerdictOK
	case errors.As(r.Err, &limit):
		return VerdictIncomplete
	case errors.As(r.Err, &unsupported):
		return VerdictUnsupported
	}
	return VerdictError
}
