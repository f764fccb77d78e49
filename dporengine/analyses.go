package dporengine

import (
	"fmt"
	"sort"

	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/scheduler"
	"github.com/gojpf/gojpf/sharedness"
)

// AnalysisInfo describes a registered analysis.
type AnalysisInfo struct {
	Name string
	Doc  string
	New  func(AnalysisConfig) (Analysis, error)
}

// AnalysisConfig is what an analysis is made with.
type AnalysisConfig struct {
	// NeverBreak are field patterns whose accesses are never events (nil:
	// sharedness.DefaultNeverBreak).
	NeverBreak []string
}

// analyses is filled by init functions and read-only after.
var analyses = map[string]AnalysisInfo{}

// RegisterAnalysis adds an analysis; it panics on a duplicate name.
func RegisterAnalysis(a AnalysisInfo) {
	if _, dup := analyses[a.Name]; dup {
		panic("dporengine: duplicate analysis " + a.Name)
	}
	analyses[a.Name] = a
}

// Analyses returns the registered analyses sorted by name.
func Analyses() []AnalysisInfo {
	var out []AnalysisInfo
	for _, a := range analyses {
		out = append(out, a)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// DefaultAnalysis is the analysis --por=dporengine uses without
// --dpor-analysis.
const DefaultAnalysis = "drb"

// NewAnalysis makes the analysis of that name ("" for the default).
func NewAnalysis(name string, cfg AnalysisConfig) (Analysis, error) {
	if name == "" {
		name = DefaultAnalysis
	}
	a, ok := analyses[name]
	if !ok {
		var names []string
		for _, x := range Analyses() {
			names = append(names, x.Name)
		}
		return nil, fmt.Errorf("no DPOR analysis %q (have %v)", name, names)
	}
	return a.New(cfg)
}

func newFilter(cfg AnalysisConfig) (*sharedness.Filter, error) {
	never := cfg.NeverBreak
	if never == nil {
		never = sharedness.DefaultNeverBreak
	}
	return sharedness.NewFilter(never)
}

// DataRaceBehavior is the DRB analysis of paper 000 §4: it enumerates the
// orders of conflicting accesses to shared locations, discovering which
// locations are shared as the search goes. A memory access (field,
// static, array element, CAS) of a location that only one thread has
// accessed so far, on any path, is Maybe; once a second thread has
// accessed it, Yes. Locks, wait/notify, park/unpark are Yes; thread start
// is No (the new thread starts with its parent's clock). Accesses no
// other thread can make (final fields, never-break fields, objects
// reachable only by their thread) are No. Two events are dependent when
// they touch the same location from different threads, one of them
// writes, and neither happens before the other (Access).
type DataRaceBehavior struct {
	tracker
	// accessors records, per location, the first thread (by SGOID) that
	// accessed it and whether another has since. It is knowledge about
	// the program, kept across backtracking, not path state.
	accessors map[Location]accessors
}

type accessors struct {
	first  jvm.SGOID
	shared bool
}

// Mark implements InstructionMarker.
func (d *DataRaceBehavior) Mark(vm *jvm.VM, p *jvm.Point) Mark {
	loc, _, ok := d.locate(vm, p)
	if !ok {
		return No
	}
	switch p.Kind {
	case jvm.PointFieldRead, jvm.PointFieldWrite, jvm.PointStaticRead, jvm.PointStaticWrite,
		jvm.PointArrayRead, jvm.PointArrayWrite, jvm.PointCAS, jvm.PointConsole:
	default:
		return Yes // synchronization
	}
	who := p.Thread.SGOID()
	a, seen := d.accessors[loc]
	switch {
	case !seen:
		d.accessors[loc] = accessors{first: who}
	case !a.shared && a.first != who:
		a.shared = true
		d.accessors[loc] = a
	}
	if d.accessors[loc].shared {
		return Yes
	}
	return Maybe
}

// EveryAccess is the EA analysis of paper 000 §4: every access a thread
// other than the accessing one could make (as DRB's, without waiting to
// see a second thread) is a scheduling point, Yes; synchronization is
// Yes; the dependence relation is DRB's. It is the naive way, without
// Maybe nodes and replays.
type EveryAccess struct {
	tracker
}

// Mark implements InstructionMarker.
func (a *EveryAccess) Mark(vm *jvm.VM, p *jvm.Point) Mark {
	if _, _, ok := a.locate(vm, p); ok {
		return Yes
	}
	return No
}

func init() {
	RegisterAnalysis(AnalysisInfo{
		Name: "drb",
		Doc:  "data-race behaviour: accesses are Maybe until two threads have touched the location, then Yes; locks, wait/notify, park/unpark Yes",
		New: func(cfg AnalysisConfig) (Analysis, error) {
			f, err := newFilter(cfg)
			if err != nil {
				return nil, err
			}
			return &DataRaceBehavior{tracker: newTracker(f), accessors: map[Location]accessors{}}, nil
		},
	})
	RegisterAnalysis(AnalysisInfo{
		Name: "ea",
		Doc:  "every access: each access another thread could make is Yes, as are locks, wait/notify, park/unpark",
		New: func(cfg AnalysisConfig) (Analysis, error) {
			f, err := newFilter(cfg)
			if err != nil {
				return nil, err
			}
			return &EveryAccess{tracker: newTracker(f)}, nil
		},
	})
	scheduler.Register(scheduler.Strategy{
		Name: "dporengine",
		Doc:  "the DPOR Engine (paper 000): a DPOR graph of Yes/Maybe/Replay nodes marked by an analysis (--dpor-analysis drb|ea), replays where a Maybe turned out to be a scheduling point; --dpor-dot DIR writes the graphs; with sleep sets unless --sleep-sets=false (the paper's algorithms exactly); no state matching",
		New: func(opts scheduler.Options) (scheduler.Scheduler, error) {
			a, err := NewAnalysis(opts.Analysis, AnalysisConfig{NeverBreak: opts.NeverBreak})
			if err != nil {
				return nil, err
			}
			if opts.DotDir != "" {
				// A directory that cannot be written is a usage error now,
				// not a note after the search.
				if err := checkDotDir(opts.DotDir); err != nil {
					return nil, fmt.Errorf("--dpor-dot: %w", err)
				}
			}
			return New(Config{Analysis: a, DotDir: opts.DotDir, SleepSets: !opts.NoSleepSets}), nil
		},
		StateMatching: false,
		UsesAnalysis:  true,
	})
}
