// Package scheduler holds gojpf's scheduling strategies and their registry.
// A strategy decides, at each scheduling point the VM reports, whether the
// running thread's transition ends there so that the search can try the
// other threads first (jvm.Scheduler). Reductions of the state space are
// strategies: the VM and the search never import one directly, they look
// strategies up by name.
//
// This package has the registry and the unreduced strategy "none"; it does
// not hold the search or the VM.
package scheduler

import (
	"fmt"
	"sort"

	"github.com/gojpf/gojpf/jvm"
)

// Strategy describes a registered scheduler.
type Strategy struct {
	Name string
	Doc  string // one line for `gojpf schedulers`
	New  func() jvm.Scheduler
	// StateMatching reports whether state matching is sound with this
	// strategy (dynamic partial-order reductions turn it off).
	StateMatching bool
}

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

// none breaks the transition at every scheduling point where another thread
// could run: no reduction at all, the reference every other strategy is
// checked against.
type none struct{}

func (none) Break(vm *jvm.VM, p *jvm.Point) bool { return true }

func init() {
	Register(Strategy{
		Name:          "none",
		Doc:           "no reduction: a thread choice before every scheduling-relevant instruction (field, static and array accesses, locks, wait/notify, thread start/end, park/unpark, CAS)",
		New:           func() jvm.Scheduler { return none{} },
		StateMatching: true,
	})
}
