package listeners

import (
	"fmt"
	"os"
)

func init() {
	Register(Info{
		Name: "choiceselector",
		Doc:  "replay the trace in choice.use_trace (written by tracestorer, or any JSON report of gojpf's) instead of searching, with the other listeners watching; a trace that does not fit the program says where it diverges (exit 2), as gojpf replay does (JPF's ChoiceSelector)",
		Options: []string{
			"choice.use_trace=PATH (relative to the current directory, as in JPF)",
			"choice.search_after_trace=true|false (accepted: a stored trace ends in its violation, so nothing is left to search after it)",
		},
		JPF:         []string{"gov.nasa.jpf.listener.ChoiceSelector"},
		KeyPrefixes: []string{"choice."},
		New:         newChoiceSelector,
	})
}

// TraceReplayer is implemented by listeners that make the run replay a
// stored trace instead of searching (choiceselector): the command line
// replays the trace's violation with every listener watching, and says
// where the program diverges from it.
type TraceReplayer interface {
	// ReplayTrace returns the trace file to replay.
	ReplayTrace() string
}

// ReplayTrace returns the trace file the set's first TraceReplayer
// names ("" for none).
func (s *Set) ReplayTrace() string {
	if s == nil {
		return ""
	}
	for _, l := range s.all {
		if r, ok := l.(TraceReplayer); ok {
			return r.ReplayTrace()
		}
	}
	return ""
}

// choiceKeys are the choice.* keys of JPF's ChoiceSelector and
// ChoiceTracker, which share the prefix.
var choiceKeys = []string{
	"choice.use_trace", "choice.search_after_trace", "choice.seed", "choice.threads", "choice.calls", "choice.depth",
	"choice.trace", "choice.class", "choice.format", "choice.show_location", "choice.exclude",
}

// choiceSelector replays a stored trace (JPF's ChoiceSelector with
// choice.use_trace). JPF's other mode, a random simulation until a
// condition starts the search (choice.threads,
// choice.calls, choice.depth), is refused: gojpf's random search
// (--search=random) runs random executions instead.
type choiceSelector struct {
	SearchAdapter
	trace string
}

func newChoiceSelector(c Config) (Listener, error) {
	if err := checkKeys(c, "choiceselector", []string{"choice."}, choiceKeys); err != nil {
		return nil, err
	}
	for _, k := range []string{"choice.threads", "choice.calls", "choice.depth"} {
		if _, ok := c.Options[k]; ok {
			return nil, fmt.Errorf("choiceselector: %s is not supported: gojpf's choiceselector replays a stored trace (choice.use_trace); for JPF's random simulation use --search=random (--seed, --executions)", k)
		}
	}
	if _, err := c.Bool("choice.search_after_trace", true); err != nil {
		return nil, err
	}
	trace := c.Options["choice.use_trace"]
	if trace == "" {
		return nil, fmt.Errorf("choiceselector: set choice.use_trace=FILE, a trace the tracestorer listener wrote (gojpf's choiceselector replays a stored trace; for JPF's random simulation use --search=random)")
	}
	if _, err := os.Stat(trace); err != nil {
		return nil, fmt.Errorf("choiceselector: choice.use_trace=%s: %w (run the program with the tracestorer listener first, JPF's TraceStorer)", trace, err)
	}
	return &choiceSelector{trace: trace}, nil
}

// ReplayTrace implements TraceReplayer.
func (c *choiceSelector) ReplayTrace() string { return c.trace }
