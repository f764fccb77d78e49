package dporengine

import (
	"fmt"
	"slices"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/internal/rounds"
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/scheduler"
)

// Mark is what an InstructionMarker answers for an instruction.
type Mark int

// Marks; Yes, Maybe and Replay are also the node types.
const (
	No Mark = iota
	Yes
	Maybe
	Replay
)

var markNames = [...]string{"No", "Yes", "Maybe", "Replay"}

func (m Mark) String() string { return markNames[m] }

// InstructionMarker decides, before each instruction the VM reports,
// whether it is a scheduling point (paper §3.2). p describes the
// instruction (its kind, thread, object, field, index) and is valid only
// during the call; p.CanBreak is false where no choice generator can be
// inserted. It is called again for an instruction that a replay runs
// again, and must then answer Yes where a Maybe turned out to be a
// scheduling point.
type InstructionMarker interface {
	Mark(vm *jvm.VM, p *jvm.Point) Mark
}

// DependenceRelation decides whether two nodes' events are dependent: as
// the paper asks, true only if they are dependent for the analysis, can be
// co-enabled, and are concurrent (neither happens before the other).
// ancestor is on the path to node.
type DependenceRelation interface {
	Dependent(ancestor, node *Node) bool
}

// Resettable is implemented by analyses with state that must follow the
// search's backtracking: the engine takes ImmutableState at every choice
// point and gives it back to ResetState when the search returns there.
type Resettable interface {
	ImmutableState() any
	ResetState(state any)
}

// NodeCreator is implemented by analyses that fill a new node's
// DependenceInfo (Node.Info): OnCreateNode is called for every new node,
// right after the Mark that made it, with the instruction's point and the
// node before it on the path (nil for a root).
type NodeCreator interface {
	OnCreateNode(vm *jvm.VM, p *jvm.Point, node, parent *Node)
}

// DependentFinder is implemented by analyses that can answer Algorithm
// 1's search (the nearest ancestor of node, not a Replay node, that is
// dependent with it; nil if none) from an index, without walking every
// ancestor. It must give what the walk gives (the tests check both).
type DependentFinder interface {
	LastDependent(node *Node) *Node
}

// Footprinter is implemented by analyses that support sleep sets
// (Config.SleepSets): TakeFootprint returns what the transition that is
// ending touched (every event the analysis saw since the last call,
// including those it made no node for, such as monitor releases) and
// starts the next one.
type Footprinter interface {
	TakeFootprint() Footprint
	// PutBack makes fp, which TakeFootprint returned, the start of the
	// current footprint again (the engine took it before an instruction
	// that did not end the transition after all).
	PutBack(fp Footprint)
}

// Footprint is what a transition touched.
type Footprint interface {
	// Conflicts reports whether the two transitions may not commute.
	Conflicts(Footprint) bool
}

// Analysis is what the engine runs on.
type Analysis interface {
	InstructionMarker
	DependenceRelation
}

// Node is a node of the DPOR graph.
type Node struct {
	ID     int
	Type   Mark // Yes, Maybe or Replay
	Parent *Node
	// Children are kept only while the whole graph is (Config.DotDir or
	// Config.KeepGraph).
	Children []*Node
	// Thread is the thread about to run the instruction.
	Thread     int
	ThreadName string
	Kind       jvm.PointKind
	// Insn, Source and Line describe the instruction, for the kept
	// graph (Config.DotDir or Config.KeepGraph; empty otherwise).
	Insn   string // e.g. "putstatic DporGraphExample.i"
	Source string
	Line   int
	// Runnables are the threads that could run instead.
	Runnables []int
	// Info is the analysis's DependenceInfo.
	Info any
	// Depth numbers the node's event on its path (1 is the first event
	// after the root; Replay nodes share the depth before them).
	Depth int
	// Fixed is set for a Yes node where no choice generator could be
	// inserted (see the package doc): its choices are those of the
	// choice point its transition started from.
	Fixed bool

	replay bool // Algorithm 2's flag
	// parentNotRun: the parent is a Yes node whose choice point chose
	// another thread for this branch; its instruction has not run here,
	// so it is no dependence candidate for the nodes below.
	parentNotRun bool
	choices      []int  // a Maybe node's choices
	point        *point // the choice point the node's choices live in
}

// Choices returns the threads the node schedules.
func (n *Node) Choices() []int {
	if n.point == nil {
		return n.choices
	}
	if tp := n.point.threadPoint(); tp != nil {
		var out []int
		for _, t := range tp.tc.Threads {
			if !slices.Contains(out, t) {
				out = append(out, t)
			}
		}
		return out
	}
	return nil
}

// ReplayFlag reports whether a replay from this Replay node is arranged.
func (n *Node) ReplayFlag() bool { return n.replay }

// point is a choice point on the current path: one the engine made (for a
// Yes or Replay node) or one the VM made (node nil).
type point struct {
	cg        choicegen.CG
	tc        *choicegen.ThreadChoice // nil for a data choice
	node      *Node
	runnables []int
	prev      *point
	// What the engine restores when the search backtracks here.
	root    *Node
	cur     *Node
	depth   int
	saved   any   // the analysis's ImmutableState
	expect  *Node // a node whose own instruction the first choice runs
	notRun  bool  // cur's instruction has not run on the other choices
	claimed bool
	// Sleep sets: the threads asleep here, with their next transitions'
	// footprints, and the threads explored from here.
	sleep, done map[int]Footprint
	// replayed: a replay starts here; what was explored before does not
	// put anything to sleep.
	replayed bool
	// ended is the footprint of the transition that ended here, taken
	// before the instruction's own event (which starts the next one).
	ended Footprint
	// at is the point's index on the path (the search's depth).
	at int
	// In a round (rounds.go): the threads added here and not taken
	// (at the item's point and below), the requests for the point's
	// owner (above it).
	rest []int
	reqs []rounds.Backtrack
}

// wakeUpEnabled reports whether a thread that can run next would return
// from Object.wait or LockSupport.park. Such a return is no node of the
// analyses (only the happens-before it brings), so no race check could
// put another thread before it: a choice the VM makes where one is
// enabled keeps every thread. Elsewhere the VM's choices (a thread
// blocked or ended) offer one thread, and races add the others, as in
// clockvector (scheduler.NarrowVMChoice): every other thread's next step
// is an event with a node.
func wakeUpEnabled(vm *jvm.VM) bool {
	if vm == nil {
		return true
	}
	for _, t := range vm.Threads() {
		if t.WakesFromWait() && t.Enabled() {
			return true
		}
	}
	return false
}

// threadPoint returns the nearest thread choice point at or before pt.
func (pt *point) threadPoint() *point {
	for ; pt != nil; pt = pt.prev {
		if pt.tc != nil {
			return pt
		}
	}
	return nil
}

// Config configures an engine.
type Config struct {
	Analysis Analysis
	// DotDir, if set, receives graph-NNNN.dot each time a thread ends.
	DotDir string
	// KeepGraph keeps every node (Children), as DotDir does.
	KeepGraph bool
	// Walk makes Algorithm 1 walk the ancestors even if the analysis is
	// a DependentFinder (for tests).
	Walk bool
	// SleepSets adds Godefroid's sleep sets to the paper's algorithms
	// (the analysis must be a Footprinter): a thread explored from a
	// choice point sleeps in the branches explored after it there, until
	// a transition conflicts with its own; sleeping threads are neither
	// chosen nor added by Algorithm 1.
	SleepSets bool
}

// Engine is the DPOR Engine, a gojpf scheduler (jvm.Scheduler,
// jvm.SchedulerState, jvm.ChoiceRefiller, scheduler.Reporter).
type Engine struct {
	a       Analysis
	reset   Resettable
	creator NodeCreator
	finder  DependentFinder
	fper    Footprinter // nil: no sleep sets
	dotDir  string
	keep    bool
	vm      *jvm.VM // the VM of the last Break

	roots    []*Node // every graph's root, when kept
	root     *Node   // this path's graph
	cur      *Node   // the last node on the path
	depth    int
	curPoint *point
	pending  *point // made by Break, claimed by SaveState
	expect   *Node
	notRun   bool // the next node's parent did not run its instruction
	nextID   int

	// Counters.
	nodes   [4]int64
	fixed   int64
	replays int64
	graphs  int64
	dotErr  error

	// round: a round's work item of a distributed search (nil: none;
	// rounds.go).
	round *engineRound
}

// New makes an engine for the analysis.
func New(cfg Config) *Engine {
	e := &Engine{a: cfg.Analysis, dotDir: cfg.DotDir, keep: cfg.KeepGraph || cfg.DotDir != ""}
	e.reset, _ = cfg.Analysis.(Resettable)
	e.creator, _ = cfg.Analysis.(NodeCreator)
	if cfg.SleepSets {
		e.fper, _ = cfg.Analysis.(Footprinter)
	}
	if !cfg.Walk {
		e.finder, _ = cfg.Analysis.(DependentFinder)
	}
	return e
}

// Roots returns the roots of the graphs built so far (one per path
// prefix before the first point where two threads can run; usually one).
// Only kept with Config.KeepGraph or DotDir.
func (e *Engine) Roots() []*Node { return e.roots }

// afterKind reports whether the VM asks after the instruction ran (thread
// start, sleep, yield, spin-wait, an interrupt that woke a thread) rather
// than before.
func afterKind(k jvm.PointKind) bool {
	switch k {
	case jvm.PointStart, jvm.PointSleep, jvm.PointYield, jvm.PointSpinWait, jvm.PointInterrupt:
		return true
	}
	return false
}

// Break is EXECUTEINSTRUCTION (Algorithm 1).
func (e *Engine) Break(vm *jvm.VM, p *jvm.Point) choicegen.CG {
	e.vm = vm
	if e.root == nil && !p.CanBreak {
		return nil // one thread so far: nothing to reorder
	}
	if p.Resumed && e.expect != nil && e.expect.Thread == p.Thread.ID() {
		// The instruction whose node made the choice point, run by its
		// own thread: its node is on the path already.
		e.expect = nil
		return nil
	}
	e.expect = nil
	after := afterKind(p.Kind)
	var pre any
	if p.CanBreak && !after {
		pre = e.save()
	}
	var rootPt *point
	if e.root == nil {
		rootPt = e.newRoot(vm, p)
	}
	var ended Footprint
	if e.fper != nil && p.CanBreak && !after {
		ended = e.fper.TakeFootprint()
	}
	m := e.a.Mark(vm, p)
	if target := blockedStatusRead(vm, p); target != nil && !p.CanBreak {
		// getState of a thread that could have tried a held monitor
		// and shown BLOCKED, in a transition that began at the last
		// choice point: that thread is tried there first (below, where
		// a choice point is made here).
		if tp := e.curPoint.threadPoint(); tp != nil && slices.Contains(tp.runnables, target.ID()) {
			e.request(tp, rounds.Backtrack{Threads: []int{target.ID()}})
		}
	}
	switch {
	case (p.Kind == jvm.PointSpinWait || p.Kind == jvm.PointExitCall || p.Kind == jvm.PointSleep) && p.CanBreak:
		// A spin-wait offers the other threads; before the program's end
		// the end (PointExit) adds every runnable thread; after a sleep
		// the sleeper's status (TIMED_WAITING, which getState shows) is
		// written back when it runs on, which a race may put later.
		m = Yes
	case p.AtomicStart && p.CanBreak:
		// A java.util.concurrent operation runs atomically from here:
		// its transition starts with a choice point here.
		m = Yes
	case p.CanBreak && blockedStatusRead(vm, p) != nil:
		// getState of a thread that could try a held monitor first and
		// show BLOCKED: that attempt has no node (the thread is not
		// runnable once it has blocked), so no race would put it here.
		m = Yes
	case p.InAtomic && m == Maybe:
		// Inside that operation no choice point can be replayed: an
		// access is a Yes node of the operation's choice point.
		m = Yes
	}
	var n *Node
	var pt *point // the choice point to offer
	switch {
	case m == Maybe:
		n = e.addNode(vm, p, Maybe)
		n.Runnables = vm.EnabledThreads()
		n.choices = []int{n.Thread}
	case m == Yes && rootPt != nil:
		// The instruction at the root's choice point: its node shares it.
		n = e.addNode(vm, p, Yes)
		n.point = rootPt
		n.Runnables = rootPt.runnables
	case m == Yes && !p.CanBreak:
		// No choice generator possible here: a Yes node with the choices
		// of the choice point its transition started from.
		n = e.addNode(vm, p, Yes)
		n.Fixed = true
		e.fixed++
		n.point = e.curPoint
		if tp := e.curPoint.threadPoint(); tp != nil {
			n.Runnables = tp.runnables
		}
	case m == Yes:
		n = e.addNode(vm, p, Yes)
		pt = e.newPoint(vm, p, n)
		n.point = pt
		if p.Kind == jvm.PointSpinWait {
			pt.tc.Threads = others(pt.runnables, n.Thread)
		}
	case m == Replay && p.CanBreak && rootPt == nil:
		r := e.addNode(vm, p, Replay)
		pt = e.newPoint(vm, p, r)
		r.point = pt
	}
	if rootPt != nil {
		pt = rootPt
	}
	if pt != nil {
		// What backtracking here restores: the path before the
		// instruction (after it, for the kinds asked after it).
		switch {
		case after:
			pre = e.save()
			pt.cur, pt.depth = e.cur, e.depth
		case n == nil: // the root or a Replay node alone
			pt.cur, pt.depth = e.cur, e.depth
		case pt == rootPt:
			pt.cur, pt.depth, pt.expect = e.root, n.Depth-1, n
		default:
			// Another thread chosen here runs from n's state: its node
			// hangs below n (as in the paper's graphs), but n's
			// instruction has not run on that branch.
			pt.cur, pt.depth, pt.expect, pt.notRun = n, n.Depth-1, n, true
		}
		pt.saved = pre
	}
	if ended != nil {
		if pt != nil {
			pt.ended = ended
		} else {
			e.fper.PutBack(ended)
		}
	}
	if n != nil {
		e.executeDpor(n)
	}
	switch p.Kind {
	case jvm.PointTerminate:
		e.threadEnded()
	case jvm.PointExit:
		// The end disables every other thread: each runnable one is
		// tried before the transition that ends the program.
		if tp := e.curPoint.threadPoint(); tp != nil && tp.tc != nil {
			e.request(tp, rounds.Backtrack{All: true})
		}
	}
	if pt == nil || !p.CanBreak {
		return nil
	}
	e.pending = pt
	return pt.cg
}

func others(ts []int, t int) []int {
	var out []int
	for _, u := range ts {
		if u != t {
			out = append(out, u)
		}
	}
	return out
}

// blockedStatusRead returns the thread whose threadStatus p reads if
// that thread is another one and can run now: its next step may be an
// attempt to lock a monitor another thread holds, which would write
// BLOCKED there.
func blockedStatusRead(vm *jvm.VM, p *jvm.Point) *jvm.Thread {
	t := vm.StatusReadOf(p)
	if t == nil || t == p.Thread || !t.Enabled() {
		return nil
	}
	return t
}

// newRoot starts this path's graph with its root Replay node at p.
func (e *Engine) newRoot(vm *jvm.VM, p *jvm.Point) *point {
	r := e.addNode(vm, p, Replay)
	e.root = r
	if e.keep {
		e.roots = append(e.roots, r)
	}
	pt := e.newPoint(vm, p, r)
	r.point = pt
	pt.cur, pt.depth = r, e.depth
	return pt
}

// newPoint makes the choice point of node n: a choice of n's thread.
func (e *Engine) newPoint(vm *jvm.VM, p *jvm.Point, n *Node) *point {
	pt := &point{node: n, runnables: vm.EnabledThreads(), root: e.root}
	pt.tc = choicegen.NewThreadChoice(p.ChoiceID(), []int{n.Thread})
	pt.cg = pt.tc
	if p.Kind == jvm.PointSuspend || p.Kind == jvm.PointStop {
		// A suspend disables its target's next step, a stop changes it:
		// it must be tried before them too (no access of the target's
		// shows it).
		if target := vm.ThreadOf(p.Object); target != nil && target.ID() != n.Thread && target.Enabled() {
			pt.tc.Add(target.ID())
		}
	}
	if target := blockedStatusRead(vm, p); target != nil {
		pt.tc.Add(target.ID())
	}
	if n.Runnables == nil {
		n.Runnables = pt.runnables
	}
	return pt
}

// addNode adds a node of type t for the instruction at p after the
// current node.
func (e *Engine) addNode(vm *jvm.VM, p *jvm.Point, t Mark) *Node {
	n := &Node{ID: e.nextID, Type: t, Parent: e.cur, Thread: p.Thread.ID(), ThreadName: p.Thread.Name(), Kind: p.Kind}
	e.nextID++
	e.nodes[t]++
	if e.keep {
		n.Insn, n.Source, n.Line = describe(p)
	}
	if t != Replay {
		e.depth++
	}
	n.Depth = e.depth
	n.parentNotRun, e.notRun = e.notRun, false
	if e.keep && e.cur != nil {
		e.cur.Children = append(e.cur.Children, n)
	}
	parent := e.cur
	e.cur = n
	if e.creator != nil {
		e.creator.OnCreateNode(vm, p, n, parent)
	}
	return n
}

// describe names the instruction at p: mnemonic and what it touches, and
// where it is.
func describe(p *jvm.Point) (insn, source string, line int) {
	m, pc := p.Thread.Method()
	if m == nil {
		return kindNames[p.Kind], "", 0
	}
	insn = m.Instruction(pc)
	if insn == "" || p.Kind == jvm.PointStart || p.Kind == jvm.PointTerminate || p.Kind == jvm.PointExit {
		insn = kindNames[p.Kind]
	}
	if f := p.Field; f != nil {
		insn += " " + f.Class().JavaName() + "." + f.Name()
	}
	return insn, m.Class().SourceFile(), m.Line(pc)
}

var kindNames = [...]string{
	jvm.PointFieldRead: "getfield", jvm.PointFieldWrite: "putfield", jvm.PointStaticRead: "getstatic",
	jvm.PointStaticWrite: "putstatic", jvm.PointArrayRead: "array read", jvm.PointArrayWrite: "array write",
	jvm.PointLock: "lock", jvm.PointRelease: "unlock", jvm.PointWait: "wait", jvm.PointNotify: "notify",
	jvm.PointStart: "start", jvm.PointTerminate: "terminate", jvm.PointPark: "park", jvm.PointUnpark: "unpark",
	jvm.PointCAS: "cas", jvm.PointSleep: "sleep", jvm.PointYield: "yield", jvm.PointInterrupt: "interrupt",
	jvm.PointExit: "exit", jvm.PointSpinWait: "onSpinWait", jvm.PointSuspend: "suspend", jvm.PointResume: "resume", jvm.PointStop: "stop",
	jvm.PointJoin: "join", jvm.PointJoined: "joined", jvm.PointExitCall: "exit call", jvm.PointConsole: "console",
	jvm.PointClassInit: "class init", jvm.PointClassInitDone: "class init done", jvm.PointClassInitSeen: "class init seen",
	jvm.PointGroupLeave: "leave group", jvm.PointAtomicBegin: "begin atomic",
	jvm.PointPost: "post", jvm.PointTaskBegin: "task begin", jvm.PointTaskEnd: "task end",
	jvm.PointQueueRead: "queue read",
}

// executeDpor is EXECUTEDPOR (Algorithm 1, lines 15-25).
func (e *Engine) executeDpor(n *Node) {
	var dep *Node
	if e.finder != nil {
		dep = e.finder.LastDependent(n)
	} else {
		for c, p := n, n.Parent; p != nil; c, p = p, p.Parent {
			if c.parentNotRun {
				continue
			}
			if p.Type != Replay && e.a.Dependent(p, n) {
				dep = p
				break
			}
		}
	}
	if dep != nil {
		e.addScheduleFor(dep, n)
	}
}

// addScheduleFor is ADDSCHEDULEFOR (Algorithm 1, lines 26-36).
func (e *Engine) addScheduleFor(p, n *Node) {
	t := n.Thread
	if p.Type == Maybe {
		if slices.Contains(p.Runnables, t) {
			if !slices.Contains(p.choices, t) {
				p.choices = append(p.choices, t)
			}
		} else {
			for _, r := range p.Runnables {
				if !slices.Contains(p.choices, r) {
					p.choices = append(p.choices, r)
				}
			}
		}
		e.arrangeReplay(p)
		return
	}
	tp := p.point.threadPoint()
	if tp == nil || tp.tc == nil {
		return
	}
	if tp.node != nil && tp.node.Kind == jvm.PointSpinWait && tp.node.Thread == t {
		// The race is with t's next busy-wait iteration: running it
		// again first only repeats the iteration explored (onSpinWait
		// marks one that writes nothing the others wait on), one level
		// deeper each time, without end.
		return
	}
	// t if it can run here and is awake; else (it cannot, or it is
	// asleep: see clockvector's backtrack) every runnable thread that is
	// awake.
	b := rounds.Backtrack{All: true}
	if slices.Contains(tp.runnables, t) {
		b.Threads = []int{t}
	}
	e.request(tp, b)
}

// add makes t a choice at pt unless it is asleep there.
func (pt *point) add(t int) {
	if pt.sleep[t] == nil {
		pt.tc.Add(t)
	}
}

// arrangeReplay is ARRANGEREPLAY (Algorithm 2).
func (e *Engine) arrangeReplay(p *Node) {
	for r := p.Parent; r != nil; r = r.Parent {
		if r.Type == Replay {
			r.replay = true
			return
		}
	}
}

// mustReplay is MUSTREPLAY (Algorithm 2).
func mustReplay(r *Node) bool {
	if !r.replay {
		return false
	}
	for s := r.Parent; s != nil; s = s.Parent {
		if s.Type == Replay && s.replay {
			return false
		}
	}
	return true
}

// Refill replays from a Replay node whose flag is set (and no Replay node
// above it has its flag set): its thread runs again from there.
func (e *Engine) Refill(saved any) bool {
	pt, ok := saved.(*point)
	if !ok || pt.node == nil || pt.node.Type != Replay || pt.tc == nil || !mustReplay(pt.node) {
		return false
	}
	pt.node.replay = false
	pt.replayed = true
	pt.tc.Threads = append(pt.tc.Threads, pt.node.Thread)
	e.replays++
	return true
}

// save takes the analysis's state.
func (e *Engine) save() any {
	if e.reset == nil {
		return nil
	}
	return e.reset.ImmutableState()
}

// SaveState records the choice point the search stores.
func (e *Engine) SaveState(cg choicegen.CG) any {
	pt := e.pending
	e.pending = nil
	made := pt != nil && pt.cg == cg && !pt.claimed // the engine's own
	if !made {
		// A choice point the VM made (a thread blocked or ended, a data
		// choice): the path up to here is what it restores.
		pt = &point{cg: cg, root: e.root, cur: e.cur, depth: e.depth, saved: e.save()}
		if tc, ok := cg.(*choicegen.ThreadChoice); ok {
			pt.tc = tc
			pt.runnables = append([]int(nil), tc.Threads...)
		}
	}
	pt.claimed = true
	pt.prev = e.curPoint
	pt.at = 0
	if pt.prev != nil {
		pt.at = pt.prev.at + 1
	}
	if e.fper != nil {
		e.sleepSets(pt)
	}
	if !made && pt.tc != nil && !wakeUpEnabled(e.vm) {
		// After the sleep sets: the one thread offered is awake.
		scheduler.NarrowVMChoice(pt.tc)
	}
	e.curPoint = pt
	e.expect = pt.expect
	if e.round != nil {
		e.roundPoint(pt)
	}
	return pt
}

// RestoreState returns to a choice point the search backtracks to.
func (e *Engine) RestoreState(saved any) {
	pt := saved.(*point)
	if e.round != nil {
		e.leave(pt)
	}
	if e.fper != nil {
		if e.curPoint == pt {
			// The path ended in the transition from pt: file it.
			pt.fileTransition(e.fper.TakeFootprint())
		}
		if pt.replayed {
			pt.replayed, pt.done = false, nil
		}
	}
	e.root, e.cur, e.depth = pt.root, pt.cur, pt.depth
	if e.reset != nil {
		e.reset.ResetState(pt.saved)
	}
	e.curPoint = pt
	e.expect, e.pending = nil, nil
	e.notRun = pt.notRun
}

// threadEnded counts a graph and writes it if asked.
func (e *Engine) threadEnded() {
	e.graphs++
	if e.dotDir == "" || e.dotErr != nil {
		return
	}
	if err := writeDot(e.dotDir, e.graphs, e.roots); err != nil {
		e.dotErr = fmt.Errorf("writing the DPOR graph: %w", err)
	}
}

// Report implements scheduler.Reporter.
func (e *Engine) Report() scheduler.Report {
	r := scheduler.Report{Stats: []scheduler.Stat{
		{Name: "dpor_yes_nodes", Value: e.nodes[Yes]},
		{Name: "dpor_maybe_nodes", Value: e.nodes[Maybe]},
		{Name: "dpor_replay_nodes", Value: e.nodes[Replay]},
		{Name: "dpor_replays", Value: e.replays},
		{Name: "dpor_graphs", Value: e.graphs},
	}}
	switch {
	case e.dotErr != nil:
		r.Notes = append(r.Notes, fmt.Sprintf("DPOR graphs: %d; %v", e.graphs, e.dotErr))
	case e.dotDir != "":
		r.Notes = append(r.Notes, fmt.Sprintf("DPOR graphs: %d written to %s (graph-0001.dot ...; render with dot -Tsvg FILE -o FILE.svg)", e.graphs, e.dotDir))
	default:
		r.Notes = append(r.Notes, fmt.Sprintf("DPOR graphs: %d (one per thread end; --dpor-dot DIR writes them)", e.graphs))
	}
	return r
}

// chosen returns the thread the point's current choice runs (-1 for a
// data choice or before the first choice).
func (pt *point) chosen() int {
	if pt.tc == nil || pt.tc.Index() < 0 {
		return -1
	}
	return pt.tc.Thread()
}

// fileTransition records the footprint of the transition that the
// point's current choice ran.
func (pt *point) fileTransition(fp Footprint) {
	if c := pt.chosen(); c >= 0 {
		if pt.done == nil {
			pt.done = map[int]Footprint{}
		}
		pt.done[c] = fp
	}
}

// sleepSets ends the transition from the previous choice point at the
// new point pt: it files the transition's footprint there and gives pt
// the threads asleep or explored at the previous point whose next
// transitions are independent of it; they are not choices at pt.
func (e *Engine) sleepSets(pt *point) {
	fp := pt.ended
	if fp == nil {
		fp = e.fper.TakeFootprint()
	}
	pt.ended = nil
	prev := pt.prev
	if prev == nil {
		return
	}
	prev.fileTransition(fp)
	c := prev.chosen()
	for _, m := range []map[int]Footprint{prev.sleep, prev.done} {
		for r, f := range m {
			if r != c && !f.Conflicts(fp) {
				if pt.sleep == nil {
					pt.sleep = map[int]Footprint{}
				}
				pt.sleep[r] = f
			}
		}
	}
	if pt.node != nil && pt.node.Kind == jvm.PointSpinWait {
		// A busy-wait that made no progress: the threads it waits for
		// must run, asleep or not (a sleeping one would leave the
		// spinner alone, spinning for ever).
		pt.sleep = nil
	}
	if pt.tc == nil || len(pt.sleep) == 0 {
		return
	}
	kept := pt.tc.Threads[:0]
	for _, t := range pt.tc.Threads {
		if pt.sleep[t] == nil {
			kept = append(kept, t)
		}
	}
	pt.tc.Threads = kept
}
