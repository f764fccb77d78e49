// Package scheduler holds gojpf's scheduling strategies and their registry.
// A strategy decides, at each scheduling point the VM reports, whether the
// running thread's transition ends there, and with which choice generator,
// so that the search can try other threads first (jvm.Scheduler, aliased
// here as Scheduler). Reductions of the state space are strategies: the VM
// and the search never import one, they look strategies up by name.
//
// This package has the registry and the strategies that live here: "none"
// (no reduction), "jpf" (JPF's native partial-order reduction, paper 003
// Table 1), "clockvector" (paper 003 Table 2, with summaries for state
// matching), "odpor" and "odpor-ob" (Optimal DPOR with wakeup trees,
// and with observers, paper 002), and "odpor-cs", "dpor-cs" and
// "odpor-cs-ob" (paper 002's context-sensitive checks). It does not hold
// the search or the VM.
// docs/schedulers.md explains how to write a new strategy.
package scheduler

import (
	"fmt"
	"sort"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/sharedness"
)

// Scheduler is what the VM asks at every scheduling point.
type Scheduler = jvm.Scheduler

// Options configure a strategy; each takes what applies to it.
type Options struct {
	// Sharedness names the sharedness policy ("path" or "global"; ""
	// means the default, "path").
	Sharedness string
	// NeverBreak are field patterns never scheduling-relevant; nil means
	// sharedness.DefaultNeverBreak.
	NeverBreak []string
	// NoSleepSets turns off the sleep sets of the dynamic reductions
	// (clockvector): Table 2 of paper 003 exactly, which explores more.
	NoSleepSets bool
	// StateMatching tells the strategy whether the search will match
	// states (--state-matching and Strategy.StateMatching), for those
	// that stay sound with it only by bookkeeping of their own
	// (clockvector).
	StateMatching bool
	// PreemptionBounded tells the strategy that a preemption-bounded
	// search (--search=bounded) will run it: a dynamic reduction that
	// can (Strategy.PreemptionBounded) then adds the backtrack points
	// the bound needs (bounded partial-order reduction) and keeps no
	// sleep sets; the search matches no states with it.
	PreemptionBounded bool
	// Analysis names the DporEngine's analysis (--dpor-analysis; "" is
	// its default).
	Analysis string
	// DotDir, if set, is where the DporEngine writes its DPOR graphs as
	// DOT files (--dpor-dot).
	DotDir string
}

// Reporter is implemented by schedulers with results of their own (the
// DporEngine's node counts and DOT files): gojpf run prints them after
// the statistics and puts the counters in the JSON report's
// scheduler_stats.
type Reporter interface {
	Report() Report
}

// Report is what a Reporter tells.
type Report struct {
	// Stats are named counters, in the order to print them.
	Stats []Stat
	// Notes are lines for the text report.
	Notes []string
}

// Stat is a named counter.
type Stat struct {
	Name  string
	Value int64
}

// Strategy describes a registered scheduler.
type Strategy struct {
	Name string
	Doc  string // one line for `gojpf schedulers`
	New  func(Options) (Scheduler, error)
	// StateMatching reports whether state matching is sound with this
	// strategy (dynamic partial-order reductions turn it off).
	StateMatching bool
	// PreemptionBounded reports whether a strategy with path state of
	// its own can run under a preemption-bounded search, made so by
	// Options.PreemptionBounded (and then without state matching).
	// Strategies without path state (none, jpf) always can.
	PreemptionBounded bool
	// UsesSharedness reports whether Options.Sharedness matters.
	UsesSharedness bool
	// UsesAnalysis reports whether Options.Analysis matters (in gojpf
	// compare, NAME/X names analysis X rather than a sharedness policy).
	UsesAnalysis bool
	// Optimal says what the strategy explores exactly once, if it is
	// optimal: OptimalTraces or OptimalObservers ("" if it is not).
	Optimal string
}

// What an optimal strategy explores once.
const (
	// OptimalTraces: one execution per Mazurkiewicz trace (happens-before
	// class), none blocked by sleep sets.
	OptimalTraces = "traces"
	// OptimalObservers: one execution per class of executions whose
	// reads see the same writes (happens-before modulo observability).
	OptimalObservers = "observers"
)

// registry is filled by the strategies' init functions and read-only after.
var registry = map[string]Strategy{}

// Register adds a strategy; it panics on a duplicate name (a programming
// error caught at start-up).
func Register(s Strategy) {
	if _, dup := registry[s.Name]; dup {
		panic("scheduler: duplicate strategy " + s.Name)
	}
	registry[s.Name] = s
}

// Lookup returns the strategy of that name.
func Lookup(name string) (Strategy, error) {
	s, ok := registry[name]
	if !ok {
		return Strategy{}, fmt.Errorf("no scheduler %q (see gojpf schedulers)", name)
	}
	return s, nil
}

// All returns the registered strategies sorted by name.
func All() []Strategy {
	var out []Strategy
	for _, s := range registry {
		out = append(out, s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Default is the strategy `gojpf run` uses without --por for its
// depth-first search: the clock-vector DPOR with state matching (paper
// 003), sound, and on every program measured exploring at most the
// states JPF's native POR explores (docs/schedulers.md, "The default").
const Default = "clockvector"

// DefaultNative is the strategy `gojpf run` uses without --por where
// Default cannot serve or was not asked for: searches other than depth
// first (breadth-first, random, PCT and preemption-bounded searches need
// a scheduler that keeps no state along the path) and runs that name a
// sharedness policy (JPF's own reduction is the one that has one).
const DefaultNative = "jpf"

// DefaultFor is the strategy `gojpf run` uses without --por, given the
// search (dfs, bfs, random, pct, bounded) and whether a sharedness
// policy was asked for (--sharedness or JPF's
// vm.scheduler.sharedness.class).
func DefaultFor(search string, sharedness bool) string {
	if search != "dfs" || sharedness {
		return DefaultNative
	}
	return Default
}

// none breaks the transition at every scheduling point where another thread
// could run: no reduction at all, the reference every other strategy is
// checked against.
type none struct{}

func (none) Break(vm *jvm.VM, p *jvm.Point) choicegen.CG {
	if !p.CanBreak {
		return nil
	}
	return vm.AllEnabled(p)
}

func init() {
	Register(Strategy{
		Name:          "none",
		Doc:           "no reduction: a thread choice before every scheduling-relevant instruction (field, static and array accesses, locks, wait/notify, thread start/end, park/unpark, CAS)",
		New:           func(Options) (Scheduler, error) { return none{}, nil },
		StateMatching: true,
	})
}

// Validate reports options that no strategy would accept (an unknown
// sharedness policy, a malformed never-break pattern), also for
// strategies that ignore them, so that a typo is never silent.
func (o Options) Validate() error {
	_, _, err := newFilterPolicy(o)
	return err
}

// newFilterPolicy makes the sharedness filter and policy of opts.
func newFilterPolicy(opts Options) (*sharedness.Filter, sharedness.Policy, error) {
	never := opts.NeverBreak
	if never == nil {
		never = sharedness.DefaultNeverBreak
	}
	f, err := sharedness.NewFilter(never)
	if err != nil {
		return nil, nil, err
	}
	name := opts.Sharedness
	if name == "" {
		name = "path"
	}
	p, err := sharedness.New(name)
	if err != nil {
		return nil, nil, err
	}
	return f, p, nil
}

// NarrowVMChoice narrows a thread choice that the VM made because the
// running thread blocked or ended (BLOCK, TERMINATE) to its first thread,
// and reports whether it did. A dynamic reduction explores one enabled
// thread at such a state and adds the others where it finds races
// (Flanagan and Godefroid's initial backtrack set of one thread): every
// dependence, a blocked lock attempt, a join's wait for the end, a
// notify, is an event of its own that the race check sees. Other choices
// the VM makes keep every thread (MAX_TRANSITION_LENGTH must offer every
// thread to break a spin loop; the end of an atomic section and
// Verify.breakTransition are the program's own).
func NarrowVMChoice(tc *choicegen.ThreadChoice) bool {
	switch tc.ID() {
	case choicegen.Block, choicegen.Terminate:
		if len(tc.Threads) > 1 {
			tc.Threads = tc.Threads[:1]
			return true
		}
	}
	return false
}
