package listeners

import (
	"fmt"
	"io"
	"strings"

	"github.com/gojpf/gojpf/jvm"
)

func init() {
	Register(Info{
		Name:    "deadlock",
		Doc:     "on a deadlock, print each thread's synchronization on the path (lock, unlock, wait, notify, park, unpark, join), only on the objects the threads wait for unless deadlock.format=all (like JPF's DeadlockAnalyzer)",
		Options: []string{"deadlock.format=essential|all"},
		JPF:     []string{"gov.nasa.jpf.listener.DeadlockAnalyzer"},
		New: func(c Config) (Listener, error) {
			f := c.Options["deadlock.format"]
			if f != "" && f != "essential" && f != "all" {
				return nil, fmt.Errorf("deadlock.format=%q: want essential or all", f)
			}
			return &deadlock{out: c.Out, all: f == "all", marks: map[int64]int{}}, nil
		},
	})
}

// deadlock keeps the synchronization operations of the current path (a
// log cut back to a stored state's length when the search returns
// there) and prints them, thread by thread, when the search reports a
// deadlock.
type deadlock struct {
	VMAdapter
	SearchAdapter
	out   io.Writer
	all   bool
	ops   []syncOp
	marks map[int64]int
}

// essentialOps is how many of a thread's last operations the essential
// format shows.
const essentialOps = 8

type syncOp struct {
	thread int
	what   string // "lock", "unlock", …
	object string // the object's name ("" for none)
	site   string
}

var syncOpNames = map[jvm.PointKind]string{
	jvm.PointLock: "lock", jvm.PointRelease: "unlock", jvm.PointWait: "wait", jvm.PointNotify: "notify",
	jvm.PointPark: "park", jvm.PointUnpark: "unpark", jvm.PointJoin: "join", jvm.PointJoined: "joined",
}

// SchedulingEvent implements jvm.Observer.
func (d *deadlock) SchedulingEvent(vm *jvm.VM, p *jvm.Point) {
	what, ok := syncOpNames[p.Kind]
	if !ok {
		return
	}
	if p.Kind == jvm.PointLock && p.Wakeup {
		what = "relock" // on the way out of wait
	}
	op := syncOp{thread: p.Thread.ID(), what: what}
	switch {
	case p.Kind == jvm.PointPark:
		op.object = "its park permit"
	case p.Object != 0:
		op.object = vm.ObjectName(p.Object)
	}
	// Where the program did it: the innermost frame outside the JDK
	// (Object.wait's own frame says little).
	frames := p.Thread.Frames()
	for _, f := range frames {
		if !f.Method.Class().FromJDK() {
			frames = []jvm.FrameInfo{f}
			break
		}
	}
	if len(frames) > 0 {
		m, pc := frames[0].Method, frames[0].PC
		op.site = fmt.Sprintf("%s:%d (%s.%s)", m.Class().SourceFile(), m.Line(pc), m.Class().JavaName(), m.Name())
	}
	d.ops = append(d.ops, op)
}

// StateStored remembers the log's length at the stored state.
func (d *deadlock) StateStored(s *Search) { d.marks[s.StateID] = len(d.ops) }

// StateRestored cuts the log back to the state's.
func (d *deadlock) StateRestored(s *Search) {
	if n, ok := d.marks[s.StateID]; ok {
		d.ops = d.ops[:n]
	}
}

// PropertyViolated prints the analysis of a deadlock.
func (d *deadlock) PropertyViolated(s *Search, v Violation) {
	if v.Property != "deadlock" {
		return
	}
	waited := map[string]bool{}
	for _, t := range s.VM.Threads() {
		if b := t.BlockedOnString(); b != "" {
			waited[b] = true
		}
	}
	var b strings.Builder
	if d.all {
		b.WriteString("\n====== deadlock analysis: each thread's synchronization on the path\n")
	} else {
		b.WriteString("\n====== deadlock analysis: each thread's synchronization on the path, on the objects the threads wait for\n")
	}
	for _, t := range s.VM.Threads() {
		state := t.Status().String()
		if on := t.BlockedOnString(); on != "" {
			state += " on " + on
		}
		fmt.Fprintf(&b, "thread %q (%s):\n", t.Name(), state)
		var mine []syncOp
		for _, op := range d.ops {
			if op.thread == t.ID() && (d.all || waited[op.object]) {
				mine = append(mine, op)
			}
		}
		if !d.all && len(mine) > essentialOps {
			fmt.Fprintf(&b, "    (%d earlier)\n", len(mine)-essentialOps)
			mine = mine[len(mine)-essentialOps:]
		}
		for _, op := range mine {
			fmt.Fprintf(&b, "    %-7s %-28s at %s\n", op.what, op.object, op.site)
		}
	}
	io.WriteString(d.out, b.String())
}
