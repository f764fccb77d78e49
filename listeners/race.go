package listeners

import (
	"fmt"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/jvm"
)

func init() {
	Register(Info{
		Name:    "race",
		Doc:     "precise data race detector (like JPF's PreciseRaceDetector): two threads about to make conflicting unsynchronised accesses of one field or array element is a violation naming both lines; use with --por=jpf or none",
		Options: []string{"race.jdk=true|false"},
		New: func(c Config) (Listener, error) {
			return &race{jdk: c.Options["race.jdk"] == "true"}, nil
		},
	})
}

// race looks, at every thread choice, at the next instruction of each
// thread the choice offers: if two of them access the same field or
// array element, at least one writing, and the field is not volatile,
// either could run first right there: a data race (the threads hold no
// common lock, or one of them could not be enabled). Accesses made by
// JDK code are left out unless race.jdk=true.
type race struct {
	VMAdapter
	SearchAdapter
	jdk bool
}

type pending struct {
	t *jvm.Thread
	a jvm.Access
}

func (r *race) ChoiceGeneratorRegistered(s *Search, cg choicegen.CG) {
	tc, ok := cg.(*choicegen.ThreadChoice)
	if !ok || len(tc.Threads) < 2 {
		return
	}
	var ps []pending
	for _, id := range tc.Threads {
		t := s.VM.Thread(id)
		if t == nil {
			continue
		}
		a, ok := t.PendingAccess()
		if !ok || a.Field != nil && a.Field.IsVolatile() || !r.jdk && a.Method.Class().FromJDK() {
			continue
		}
		ps = append(ps, pending{t, a})
	}
	for i := range ps {
		for j := i + 1; j < len(ps); j++ {
			a, b := ps[i].a, ps[j].a
			if (a.Write || b.Write) && a.Object == b.Object && a.Class == b.Class && a.Field == b.Field && (a.Field != nil || a.Index == b.Index) {
				s.ReportViolation("race", fmt.Sprintf("race on %s: %s, %s", location(s.VM, a), describe(ps[i]), describe(ps[j])))
				return
			}
		}
	}
}

func location(vm *jvm.VM, a jvm.Access) string {
	switch {
	case a.Field != nil:
		return a.Field.Class().JavaName() + "." + a.Field.Name()
	default:
		return fmt.Sprintf("%s[%d]", vm.ObjectClass(a.Object).JavaName(), a.Index)
	}
}

func describe(p pending) string {
	what := "reads"
	if p.a.Write {
		what = "writes"
	}
	m := p.a.Method
	return fmt.Sprintf("thread %q %s at %s:%d (%s.%s)", p.t.Name(), what, m.Class().SourceFile(), m.Line(p.a.PC), m.Class().JavaName(), m.Name())
}
