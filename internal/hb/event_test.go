package hb_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/internal/hb"
	"github.com/gojpf/gojpf/internal/vmtest"
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/search"
	"github.com/gojpf/gojpf/sharedness"
)

// recorder never breaks; it writes down hb.Of of every point it is told,
// as "kind: access kinds" (an access on the Thread object or the lock
// named by its pseudo-slot).
type recorder struct {
	f    *sharedness.Filter
	seen []string
}

var kindNames = map[hb.Kind]string{hb.Read: "R", hb.Write: "W", hb.Acquire: "Acq", hb.Release: "Rel", hb.Edge: "Edge", hb.Update: "Upd"}

var pointNames = map[jvm.PointKind]string{
	jvm.PointFieldRead: "read", jvm.PointFieldWrite: "write",
	jvm.PointStaticRead: "static read", jvm.PointStaticWrite: "static write",
	jvm.PointLock: "lock", jvm.PointRelease: "release", jvm.PointWait: "wait", jvm.PointNotify: "notify",
	jvm.PointStart: "start", jvm.PointTerminate: "terminate", jvm.PointJoin: "join", jvm.PointJoined: "joined",
	jvm.PointConsole: "console", jvm.PointExit: "exit", jvm.PointGroupLeave: "group leave",
}

var slotNames = map[int32]string{hb.SlotMonitor: "monitor", hb.SlotNotify: "waitset", hb.SlotStarted: "started", hb.SlotEnded: "ended", hb.SlotConsole: "console", hb.SlotPermit: "permit", hb.SlotClassInit: "init"}

func (r *recorder) Break(vm *jvm.VM, p *jvm.Point) choicegen.CG {
	ev := hb.Of(vm, p, r.f)
	if !ev.Relevant {
		return nil
	}
	var parts []string
	for i, a := range ev.Accesses() {
		name := slotNames[a.Loc.Slot]
		if name == "" {
			name = "field"
		}
		mark := ""
		if i == int(ev.Main) && len(ev.Accesses()) > 1 {
			mark = "*"
		}
		parts = append(parts, fmt.Sprintf("%s%s %s", mark, kindNames[a.Kind], name))
	}
	kind := pointNames[p.Kind]
	if kind == "" {
		kind = fmt.Sprint(p.Kind)
	}
	s := fmt.Sprintf("%s: %s", kind, strings.Join(parts, ", "))
	if ev.Started != nil {
		s += " +start"
	}
	if ev.All {
		s += " +all"
	}
	r.seen = append(r.seen, s)
	return nil
}

func TestOf(t *testing.T) {
	f, err := sharedness.NewFilter(nil)
	if err != nil {
		t.Fatal(err)
	}
	rec := &recorder{f: f}
	classes := vmtest.Compile(t, "testdata/events")
	res := search.Run(vmtest.StartCompiled(t, classes, "Main"), search.Config{Scheduler: rec})
	if res.Err != nil {
		t.Fatal(res.Err)
	}
	for _, want := range []string{
		"lock: Acq monitor",       // the outermost synchronized (lock)
		"lock: ",                  // the reentrant one
		"start: W started +start", // t.start()
		"wait: *Rel monitor, W waitset",
		"notify: W waitset",
		"release: Rel monitor",
		"lock: *Acq monitor, Edge waitset", // main back from wait
		"static write: W field",            // x = 1
		"terminate: W monitor, *W ended",
		"join: R started",
		"joined: Edge ended",
		"static read: R field",
		"console: W console",
		"group leave: *Upd monitor, Upd field",
	} {
		if !slices.Contains(rec.seen, want) {
			t.Errorf("no event %q among\n%s", want, strings.Join(rec.seen, "\n"))
		}
	}
}
