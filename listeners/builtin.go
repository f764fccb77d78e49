package listeners

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"sort"
	"strings"
	"time"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/jvm"
)

func init() {
	Register(Info{Name: "trace", Doc: "print each choice taken and each state reached, as the search runs", New: newTrace})
	Register(Info{Name: "insns", JPF: []string{"gov.nasa.jpf.listener.ExecTracker"}, Doc: "print every instruction executed, with thread and source line (like JPF's ExecTracker); program code only unless insns.jdk=true", Options: []string{"insns.jdk=true|false"}, New: newInsns})
	Register(Info{Name: "budget", JPF: []string{"gov.nasa.jpf.listener.BudgetChecker"}, Doc: "stop the search after a number of new states or seconds (an example of a listener that stops the search)", Options: []string{"budget.max_states=N", "budget.seconds=N", "budget.max_depth=N", "budget.max_state=N", "budget.max_new_states=N", "budget.max_time=MS"}, New: newBudget})
	Register(Info{Name: "progress", Doc: "print one updating progress line on stderr every second: elapsed, states, states/s, depth, executions, memory", Options: []string{"progress.interval_ms=N"}, New: newProgress})
	Register(Info{Name: "coverage", JPF: []string{"gov.nasa.jpf.listener.CoverageAnalyzer"}, Doc: "report the methods and source lines of the program's classes executed on any path",
		Options: []string{
			"coverage.include=PATTERN,… (only the classes that match, * a wildcard)",
			"coverage.exclude=PATTERN,… (not the classes that match; it wins over coverage.include)",
			"coverage.show_methods=true|false (list each method with its lines; default true, unlike JPF)",
			"coverage.show_bodies=true|false (accepted: each method's lines are what gojpf lists)",
		},
		New: newCoverage})
	Register(Info{Name: "statespace", JPF: []string{"gov.nasa.jpf.listener.StateSpaceDot"}, Doc: "write the explored state graph as Graphviz DOT (statespace.file, default statespace.dot)", Options: []string{"statespace.file=PATH"}, New: newStateSpace})
}

// trace prints the search as it goes.
type trace struct {
	VMAdapter
	SearchAdapter
	out io.Writer
}

func newTrace(c Config) (Listener, error) { return &trace{out: c.Out}, nil }

func (t *trace) ChoiceGeneratorAdvanced(s *Search, cg choicegen.CG) {
	fmt.Fprintf(t.out, "%s-> %s\n", indent(s.Depth), cg)
}

func (t *trace) StateAdvanced(s *Search) {
	switch {
	case s.IsEndState:
		fmt.Fprintf(t.out, "%send state\n", indent(s.Depth))
	case s.IsNewState:
		fmt.Fprintf(t.out, "%sstate %d (new)\n", indent(s.Depth-1), s.StateID)
	default:
		fmt.Fprintf(t.out, "%sstate visited before\n", indent(s.Depth))
	}
}

func (t *trace) StateBacktracked(s *Search) {
	fmt.Fprintf(t.out, "%sbacktrack to state %d\n", indent(s.Depth-1), s.StateID)
}

func indent(d int) string { return strings.Repeat("  ", max(d, 0)) }

// insns logs instructions.
type insns struct {
	VMAdapter
	out io.Writer
	jdk bool
}

func newInsns(c Config) (Listener, error) {
	return &insns{out: c.Out, jdk: c.Options["insns.jdk"] == "true"}, nil
}

func (l *insns) WantsInstructions() bool { return true }

func (l *insns) InstructionExecuting(vm *jvm.VM, t *jvm.Thread, m *jvm.Method, pc int) {
	if !l.jdk && m.Class().FromJDK() {
		return
	}
	fmt.Fprintf(l.out, "[%d] %s.%s:%d %d %s\n", t.ID(), m.Class().JavaName(), m.Name(), m.Line(pc), pc, m.Instruction(pc))
}

// budget stops the search.
type budget struct {
	SearchAdapter
	maxStates int64
	maxDepth  int64
	limit     time.Duration
}

// newBudget reads gojpf's keys (budget.max_states, budget.seconds) and
// those of JPF's BudgetChecker that gojpf can honour (budget.max_state
// and budget.max_new_states: new states; budget.max_time: milliseconds;
// budget.max_depth: choice points on the path). BudgetChecker's
// budget.max_heap and budget.max_insn are refused, not ignored (--max-heap
// and --max-instructions bound a run instead).
func newBudget(c Config) (Listener, error) {
	b := &budget{}
	for _, k := range []string{"budget.max_heap", "budget.max_insn"} {
		if _, ok := c.Options[k]; ok {
			return nil, fmt.Errorf("%s is not supported by gojpf's budget (use --max-heap or --max-instructions)", k)
		}
	}
	for _, k := range []string{"budget.max_states", "budget.max_state", "budget.max_new_states"} {
		n, err := c.Int(k, 0)
		if err != nil {
			return nil, err
		}
		if n > 0 && (b.maxStates == 0 || n < b.maxStates) {
			b.maxStates = n
		}
	}
	secs, err := c.Int("budget.seconds", 0)
	if err != nil {
		return nil, err
	}
	ms, err := c.Int("budget.max_time", 0)
	if err != nil {
		return nil, err
	}
	for _, d := range []time.Duration{time.Duration(secs) * time.Second, time.Duration(ms) * time.Millisecond} {
		if d > 0 && (b.limit == 0 || d < b.limit) {
			b.limit = d
		}
	}
	if b.maxDepth, err = c.Int("budget.max_depth", 0); err != nil {
		return nil, err
	}
	if b.maxStates <= 0 && b.limit <= 0 && b.maxDepth <= 0 {
		return nil, fmt.Errorf("set budget.max_states, budget.seconds or budget.max_depth (--listener-opt budget.max_states=N; JPF's budget.max_state, budget.max_new_states and budget.max_time work too)")
	}
	return b, nil
}

func (b *budget) StateAdvanced(s *Search) {
	if b.maxStates > 0 && s.NewStates >= b.maxStates {
		s.Stop(fmt.Sprintf("budget of %d new states spent", b.maxStates))
	}
	if b.limit > 0 && time.Since(s.Started) >= b.limit {
		s.Stop(fmt.Sprintf("budget of %v spent", b.limit))
	}
	if b.maxDepth > 0 && int64(s.Depth) >= b.maxDepth {
		s.Stop(fmt.Sprintf("budget of depth %d reached", b.maxDepth))
	}
}

// progress prints a status line.
type progress struct {
	SearchAdapter
	out      io.Writer
	interval time.Duration
	next     time.Time
	printed  bool
}

func newProgress(c Config) (Listener, error) {
	ms, err := c.Int("progress.interval_ms", 1000)
	if err != nil {
		return nil, err
	}
	return &progress{out: c.Err, interval: time.Duration(ms) * time.Millisecond}, nil
}

func (p *progress) SearchStarted(s *Search) { p.next = time.Now().Add(p.interval) }

func (p *progress) StateAdvanced(s *Search) {
	if now := time.Now(); !now.Before(p.next) {
		p.next = now.Add(p.interval)
		p.line(s, now)
	}
}

func (p *progress) line(s *Search, now time.Time) {
	el := now.Sub(s.Started)
	rate := float64(s.NewStates) / max(el.Seconds(), 1e-9)
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	fmt.Fprintf(p.out, "\r%s  states %d new, %d visited (%.0f/s)  depth %d (max %d)  executions %d  memory %d MiB ",
		el.Round(time.Second), s.NewStates, s.VisitedStates, rate, s.Depth, s.MaxDepth, s.Executions, ms.HeapAlloc>>20)
	p.printed = true
}

func (p *progress) SearchFinished(s *Search) {
	if p.printed {
		p.line(s, time.Now())
		fmt.Fprintln(p.out)
	}
}

// coverage records executed methods and lines of program classes.
type coverage struct {
	VMAdapter
	SearchAdapter
	out              io.Writer
	lines            map[*jvm.Method]map[int]bool
	include, exclude patterns
	skip             map[*jvm.Method]bool // methods of classes left out
	methods          bool
}

// coverageKeys are the coverage.* keys gojpf reads; JPF's others
// (coverage.show_branches, coverage.exclude_handlers,
// coverage.loaded_only, coverage.show_requirements) are refused: gojpf
// reports methods and lines, not branches or requirements.
var coverageKeys = []string{"coverage.include", "coverage.exclude", "coverage.show_methods", "coverage.show_bodies"}

func newCoverage(c Config) (Listener, error) {
	if err := checkKeys(c, "coverage", []string{"coverage."}, coverageKeys); err != nil {
		return nil, err
	}
	cv := &coverage{out: c.Out, lines: map[*jvm.Method]map[int]bool{}, skip: map[*jvm.Method]bool{}, include: c.List("coverage.include"), exclude: c.List("coverage.exclude")}
	var err error
	if cv.methods, err = c.Bool("coverage.show_methods", true); err != nil {
		return nil, err
	}
	if _, err := c.Bool("coverage.show_bodies", false); err != nil {
		return nil, err
	}
	return cv, nil
}

func (c *coverage) WantsInstructions() bool { return true }

func (c *coverage) InstructionExecuting(vm *jvm.VM, t *jvm.Thread, m *jvm.Method, pc int) {
	if m.Class().FromJDK() {
		return
	}
	if c.lines[m] == nil && (len(c.include) > 0 || len(c.exclude) > 0) {
		skip, seen := c.skip[m]
		if !seen {
			skip = !isMatch(m.Class().JavaName(), c.include, c.exclude)
			c.skip[m] = skip
		}
		if skip {
			return
		}
	}
	ls := c.lines[m]
	if ls == nil {
		ls = map[int]bool{}
		c.lines[m] = ls
	}
	if l := m.Line(pc); l > 0 {
		ls[l] = true
	}
}

func (c *coverage) SearchFinished(s *Search) {
	byClass := map[string][]*jvm.Method{}
	for m := range c.lines {
		byClass[m.Class().JavaName()] = append(byClass[m.Class().JavaName()], m)
	}
	var classes []string
	for k := range byClass {
		classes = append(classes, k)
	}
	sort.Strings(classes)
	fmt.Fprintln(c.out, "====== coverage (methods and source lines executed, program classes)")
	for _, cl := range classes {
		ms := byClass[cl]
		sort.Slice(ms, func(i, j int) bool { return ms[i].Name()+ms[i].Desc() < ms[j].Name()+ms[j].Desc() })
		var lines int
		for _, m := range ms {
			lines += len(c.lines[m])
		}
		fmt.Fprintf(c.out, "%s: %d methods, %d lines\n", cl, len(ms), lines)
		if !c.methods {
			continue
		}
		for _, m := range ms {
			var ls []int
			for l := range c.lines[m] {
				ls = append(ls, l)
			}
			sort.Ints(ls)
			fmt.Fprintf(c.out, "  %s%s lines %s\n", m.Name(), m.Desc(), intsString(ls))
		}
	}
}

func intsString(xs []int) string {
	var b strings.Builder
	for i, x := range xs {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprint(&b, x)
	}
	return b.String()
}

// stateSpace writes the state graph as DOT.
type stateSpace struct {
	VMAdapter
	SearchAdapter
	path  string
	err   io.Writer
	b     strings.Builder
	stack []string // node names along the path
	edge  string   // label of the transition running
	ends  int
}

func newStateSpace(c Config) (Listener, error) {
	p := c.Options["statespace.file"]
	if p == "" {
		p = "statespace.dot"
	}
	return &stateSpace{path: p, err: c.Err}, nil
}

func (g *stateSpace) SearchStarted(s *Search) {
	g.b.WriteString("digraph statespace {\n  node [shape=box];\n  init [label=\"start\"];\n")
	g.stack = []string{"init"}
}

func (g *stateSpace) ChoiceGeneratorAdvanced(s *Search, cg choicegen.CG) {
	switch c := cg.(type) {
	case *choicegen.ThreadChoice:
		g.edge = fmt.Sprintf("%s: thread %d", c.ID(), c.Thread())
	case *choicegen.IntChoice:
		g.edge = fmt.Sprintf("%s: %d", c.ID(), c.Value())
	case *choicegen.ValueChoice:
		g.edge = fmt.Sprintf("%s: %s", c.ID(), choicegen.FormatValue(c.Kind, c.Bits()))
	}
}

func (g *stateSpace) StateAdvanced(s *Search) {
	from := g.stack[len(g.stack)-1]
	var to string
	switch {
	case s.IsEndState:
		g.ends++
		to = fmt.Sprintf("end%d", g.ends)
		fmt.Fprintf(&g.b, "  %s [label=\"end\", shape=ellipse];\n", to)
	case s.IsNewState:
		to = fmt.Sprintf("s%d", s.StateID)
		fmt.Fprintf(&g.b, "  %s [label=\"%d\"];\n", to, s.StateID)
	default: // a state seen before: an edge to its node
		to = fmt.Sprintf("s%d", s.StateID)
	}
	fmt.Fprintf(&g.b, "  %s -> %s [label=%q];\n", from, to, g.edge)
	if s.IsNewState {
		g.stack = append(g.stack[:s.Depth], to)
	}
}

func (g *stateSpace) StateRestored(s *Search) {
	g.stack = g.stack[:s.Depth+1]
}

func (g *stateSpace) SearchFinished(s *Search) {
	g.b.WriteString("}\n")
	if err := os.WriteFile(g.path, []byte(g.b.String()), 0o644); err != nil {
		fmt.Fprintf(g.err, "gojpf: statespace: %v\n", err)
	}
}
