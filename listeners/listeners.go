// Package listeners lets code outside the VM and the search watch a model
// checking run, as JPF's listeners do: VM events (instructions, objects,
// threads, methods, exceptions, classes, choice generators) and search
// events (states advanced, backtracked, stored, restored, properties
// violated, limits hit). A listener sees read-only views (jvm.Thread,
// jvm.Method, jvm.Class and the VM's exported queries) and a *Search, with
// which it may stop the search or report a violation of its own property.
//
// Listeners register by name (Register, usually in an init function) and
// are picked with gojpf run --listener NAME[,NAME…]; built-in reports use
// the same mechanism. A plugin is a Go package that registers listeners,
// built into a gojpf binary with one import line (see
// examples/listener-plugin). This package holds the interfaces, the
// registry, the fan-out the search uses, and the built-in listeners; it
// does not drive the search.
package listeners

import (
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/jvm"
)

// VMListener receives VM events. Embed VMAdapter and implement only the
// methods needed.
type VMListener interface {
	jvm.Observer
	// ChoiceGeneratorRegistered: a transition ended with cg (a new
	// state); ChoiceGeneratorSet: cg became the current choice point
	// (the search stored the state, and will take its choices);
	// ChoiceGeneratorAdvanced: the search takes cg's next choice;
	// ChoiceGeneratorProcessed: cg has no choices left.
	ChoiceGeneratorRegistered(s *Search, cg choicegen.CG)
	ChoiceGeneratorSet(s *Search, cg choicegen.CG)
	ChoiceGeneratorAdvanced(s *Search, cg choicegen.CG)
	ChoiceGeneratorProcessed(s *Search, cg choicegen.CG)
}

// SearchListener receives search events. Embed SearchAdapter and
// implement only the methods needed.
type SearchListener interface {
	SearchStarted(s *Search)
	// StateAdvanced: a transition ended; s.IsNewState, s.IsEndState and
	// s.Depth describe where.
	StateAdvanced(s *Search)
	// StateProcessed: every choice from the state was explored.
	StateProcessed(s *Search)
	StateBacktracked(s *Search)
	StateStored(s *Search)
	StateRestored(s *Search)
	PropertyViolated(s *Search, v Violation)
	// SearchConstraintHit: a limit ended the search early.
	SearchConstraintHit(s *Search, limit string)
	SearchFinished(s *Search)
}

// Violation is a property violation as listeners see it.
type Violation struct {
	Property, Exception, Message, Thread string
}

// Search is the listeners' view of the running search.
type Search struct {
	VM *jvm.VM
	// Depth is the number of choice points on the current path.
	Depth int
	// IsNewState, IsEndState describe the state StateAdvanced reports.
	IsNewState, IsEndState bool
	// StateID numbers new states from 0 (the state StateAdvanced,
	// StateBacktracked and StateRestored report; for a visited state
	// the id it got when new; -1 for an end state).
	StateID int64
	// Counters so far.
	NewStates, VisitedStates, EndStates, Executions int64
	MaxDepth                                        int
	Started                                         time.Time

	stopReason string
	reported   []Violation
	hooks      SearchHooks
}

// SearchHooks are what a search gives its listeners beyond events and
// counters (SetHooks).
type SearchHooks struct {
	// Path returns the choices of the current path, outermost first.
	Path func() []PathStep
	// StoreTrace writes the path of the violation being reported to a
	// file that gojpf replay and JPF's choice.use_trace read; nil when
	// the run cannot (gojpf compare).
	StoreTrace func(TraceFile) error
}

// TraceFile says where and how Search.StoreTrace writes a path.
type TraceFile struct {
	Path    string
	Comment string // why the path is stored ("violated property: …")
	// Lines: the file lists the source lines of each transition too
	// (they make it large; a replay finds them again).
	Lines bool
}

// PathStep is one choice of a path: the choice generator, standing at
// the choice taken, and the state it was taken in (Search.StateID's
// numbering, as StateStored and ChoiceGeneratorSet saw it).
type PathStep struct {
	CG    choicegen.CG
	State int64
}

// SetHooks installs the search's hooks (the search does, before
// SearchStarted).
func (s *Search) SetHooks(h SearchHooks) { s.hooks = h }

// Path returns the choices of the current path, outermost first (nil if
// the search gives none). The choice generators belong to the search: a
// listener reads them during the event and keeps no reference.
func (s *Search) Path() []PathStep {
	if s.hooks.Path == nil {
		return nil
	}
	return s.hooks.Path()
}

// StoreTrace writes the path of the violation being reported (call it
// from PropertyViolated) to a file, with a comment saying why: a JSON
// report of the one violation, which gojpf replay, gojpf run --replay and
// JPF's choice.use_trace (the choiceselector listener) read. gojpf, not
// the program, writes the file.
func (s *Search) StoreTrace(f TraceFile) error {
	if s.hooks.StoreTrace == nil {
		return errors.New("this run cannot store traces")
	}
	return s.hooks.StoreTrace(f)
}

// Stop asks the search to end after the current event; the verdict is
// incomplete (unless a violation was found) with the reason.
func (s *Search) Stop(reason string) {
	if s.stopReason == "" {
		s.stopReason = reason
	}
}

// StopReason returns why a listener stopped the search ("" if none did).
func (s *Search) StopReason() string { return s.stopReason }

// ReportViolation reports a violation of a listener's own property; the
// search reports it like any other, with its name, at the current path.
func (s *Search) ReportViolation(property, message string) {
	s.reported = append(s.reported, Violation{Property: property, Message: message})
}

// TakeReported returns the violations reported since the last call.
func (s *Search) TakeReported() []Violation {
	r := s.reported
	s.reported = nil
	return r
}

// VMAdapter implements VMListener with no-ops.
type VMAdapter struct{}

func (VMAdapter) InstructionExecuting(*jvm.VM, *jvm.Thread, *jvm.Method, int)      {}
func (VMAdapter) InstructionExecuted(*jvm.VM, *jvm.Thread, *jvm.Method, int)       {}
func (VMAdapter) ObjectCreated(*jvm.VM, *jvm.Thread, jvm.Ref)                      {}
func (VMAdapter) ObjectReleased(*jvm.VM, jvm.Ref)                                  {}
func (VMAdapter) ThreadStarted(*jvm.VM, *jvm.Thread)                               {}
func (VMAdapter) ThreadBlocked(*jvm.VM, *jvm.Thread)                               {}
func (VMAdapter) ThreadWaiting(*jvm.VM, *jvm.Thread)                               {}
func (VMAdapter) ThreadNotified(*jvm.VM, *jvm.Thread)                              {}
func (VMAdapter) ThreadInterrupted(*jvm.VM, *jvm.Thread)                           {}
func (VMAdapter) ThreadTerminated(*jvm.VM, *jvm.Thread)                            {}
func (VMAdapter) MethodEntered(*jvm.VM, *jvm.Thread, *jvm.Method)                  {}
func (VMAdapter) MethodExited(*jvm.VM, *jvm.Thread, *jvm.Method)                   {}
func (VMAdapter) ExceptionThrown(*jvm.VM, *jvm.Thread, jvm.Ref)                    {}
func (VMAdapter) ExceptionHandled(*jvm.VM, *jvm.Thread, jvm.Ref, *jvm.Method, int) {}
func (VMAdapter) ClassLoaded(*jvm.VM, *jvm.Class)                                  {}
func (VMAdapter) SchedulingEvent(*jvm.VM, *jvm.Point)                              {}
func (VMAdapter) WantsInstructions() bool                                          { return false }
func (VMAdapter) ChoiceGeneratorRegistered(*Search, choicegen.CG)                  {}
func (VMAdapter) ChoiceGeneratorSet(*Search, choicegen.CG)                         {}
func (VMAdapter) ChoiceGeneratorAdvanced(*Search, choicegen.CG)                    {}
func (VMAdapter) ChoiceGeneratorProcessed(*Search, choicegen.CG)                   {}

// SearchAdapter implements SearchListener with no-ops.
type SearchAdapter struct{}

func (SearchAdapter) SearchStarted(*Search)               {}
func (SearchAdapter) StateAdvanced(*Search)               {}
func (SearchAdapter) StateProcessed(*Search)              {}
func (SearchAdapter) StateBacktracked(*Search)            {}
func (SearchAdapter) StateStored(*Search)                 {}
func (SearchAdapter) StateRestored(*Search)               {}
func (SearchAdapter) PropertyViolated(*Search, Violation) {}
func (SearchAdapter) SearchConstraintHit(*Search, string) {}
func (SearchAdapter) SearchFinished(*Search)              {}

// Config is what a listener is made with.
type Config struct {
	// Out is where a listener writes its report (gojpf's stdout); Err
	// is for progress and diagnostics (stderr).
	Out, Err io.Writer
	// Options are the --listener-opt key=value settings (all of them;
	// each listener reads its own keys, conventionally NAME.key).
	Options map[string]string
}

// Int returns an integer option, def if absent.
func (c Config) Int(key string, def int64) (int64, error) {
	v, ok := c.Options[key]
	if !ok {
		return def, nil
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("option %s=%q: want an integer", key, v)
	}
	return n, nil
}

// VMConfigurer is implemented by listeners that set the VM up a way of
// their own before it starts (as JPF listeners may install native peers
// and choice generators): the stopwatch listener makes clock reads
// choices.
type VMConfigurer interface {
	ConfigureVM(o *jvm.Options)
}

// Listener is what a registered constructor returns: a VMListener, a
// SearchListener, or both, and maybe a VMConfigurer.
type Listener any

// Info describes a registered listener.
type Info struct {
	Name string
	Doc  string // one line for `gojpf listeners`
	// Options documents the option keys the listener reads.
	Options []string
	// JPF lists the class names of jpf-core's listeners that this one
	// stands for in .jpf files and --listener (gov.nasa.jpf.listener.X,
	// also written .listener.X).
	JPF []string
	// KeyPrefixes are the prefixes of the .jpf keys the listener reads
	// as its options besides NAME. (JPF's range.* for
	// NumericValueChecker).
	KeyPrefixes []string
	New         func(Config) (Listener, error)
}

// registry is filled by init functions and read-only after.
var registry = map[string]Info{}

// Register adds a listener; a duplicate name panics (a programming error
// caught at start-up).
func Register(i Info) {
	if _, dup := registry[i.Name]; dup {
		panic("listeners: duplicate listener " + i.Name)
	}
	registry[i.Name] = i
}

// All returns the registered listeners sorted by name.
func All() []Info {
	var out []Info
	for _, i := range registry {
		out = append(out, i)
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Name < out[b].Name })
	return out
}

// New makes the named listeners (comma-separated names are accepted).
func New(names []string, cfg Config) (*Set, error) {
	set := &Set{}
	for _, n := range names {
		for _, name := range strings.Split(n, ",") {
			name = strings.TrimSpace(name)
			if name == "" {
				continue
			}
			info, ok := lookup(name)
			if !ok {
				return nil, fmt.Errorf("no listener %q; known: %s", name, strings.Join(knownNames(), ", "))
			}
			l, err := info.New(cfg)
			if err != nil {
				return nil, fmt.Errorf("listener %s: %w", name, err)
			}
			set.Add(l)
		}
	}
	return set, nil
}

// lookup finds a listener by its gojpf name or by a jpf-core class name
// it stands for (a leading "." abbreviates "gov.nasa.jpf.", as in JPF).
func lookup(name string) (Info, bool) {
	if i, ok := registry[name]; ok {
		return i, true
	}
	if strings.HasPrefix(name, ".") {
		name = "gov.nasa.jpf" + name
	}
	for _, i := range registry {
		for _, j := range i.JPF {
			if j == name {
				return i, true
			}
		}
	}
	return Info{}, false
}

// knownNames lists the listeners' names, then the jpf-core class names
// they stand for.
func knownNames() []string {
	var names, jpf []string
	for _, i := range All() {
		names = append(names, i.Name)
		jpf = append(jpf, i.JPF...)
	}
	sort.Strings(jpf)
	return append(names, jpf...)
}
