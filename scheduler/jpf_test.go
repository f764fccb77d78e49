package scheduler_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/internal/vmtest"
	"github.com/gojpf/gojpf/scheduler"
	"github.com/gojpf/gojpf/search"
)

// walk runs a search and renders what it does, one line per event: new
// states with their choice generator, the choices taken, end states and
// backtracking, indented by depth.
func walk(t *testing.T, name, por, sharedness string) (string, *search.Result) {
	s, err := scheduler.Lookup(por)
	if err != nil {
		t.Fatal(err)
	}
	sched, err := s.New(scheduler.Options{Sharedness: sharedness})
	if err != nil {
		t.Fatal(err)
	}
	vm := vmtest.Start(t, "testdata/"+name)
	var b strings.Builder
	res := search.Run(vm, search.Config{Scheduler: sched, StateMatching: true, Outcomes: true, Observe: func(e search.Event) {
		ind := strings.Repeat("  ", max(e.Depth-1, 0))
		switch e.Kind {
		case "new":
			fmt.Fprintf(&b, "%ss%d %s\n", ind, e.Depth-1, cgString(e.CG))
		case "advance":
			fmt.Fprintf(&b, "%s-> thread %d\n", ind, e.CG.(*choicegen.ThreadChoice).Thread())
		case "end", "visited":
			fmt.Fprintf(&b, "%s%s\n", ind, e.Kind)
		}
	}})
	return b.String(), res
}

func cgString(cg choicegen.CG) string {
	tc := cg.(*choicegen.ThreadChoice)
	return fmt.Sprintf("%s%v", tc.ID(), tc.Threads)
}

// TestFigure1 walks paper 003's Figure 1 program (t0 starts t1 and writes
// a = 2; t1 writes a = 1) under JPF's POR with global sharedness, as §4
// describes it:
//
//   - s0: the START choice after t0 starts t1, with both threads;
//   - t0 first: its write of a is not shared yet (only t0 accessed a), so
//     it runs to its end; then t1 writes a — now a was accessed by both
//     threads, but t0 is no longer enabled, so no choice — and ends (the
//     paper's s1 and s2);
//   - back at s0, t1 first: its write of a is shared now (the search
//     remembers t0's access) and t0 is enabled: a SHARED_STATIC choice
//     before it (the paper's s3), from which both orders of the writes
//     run to the ends.
//
// Two differences from the paper's figure, both in what the VM does
// rather than in the reduction: main's end is a choice of its own (main
// waits for t1 before the VM ends, as DestroyJavaVM does: BLOCK), and t1
// cannot end while main is still inside the synchronized Thread.start
// (BLOCK[0] below: it must lock its Thread object, as HotSpot's
// ensure_join does). And gojpf does not break at the first scheduling
// point of a thread just resumed at a choice (t0's write after s3): only
// instructions no other thread can observe ran since that choice, so a
// choice there would offer the same threads again; JPF makes it (the
// paper's s4) and so explores one more execution with the same outcomes.
func TestFigure1(t *testing.T) {
	got, res := walk(t, "figure1", "jpf", "global")
	want := `s0 START[0 1]
-> thread 0
  s1 BLOCK[1]
  -> thread 1
    s2 TERMINATE[0]
    -> thread 0
    end
-> thread 1
  s1 SHARED_STATIC[0 1]
  -> thread 0
    s2 BLOCK[1]
    -> thread 1
      s3 TERMINATE[0]
      -> thread 0
      end
  -> thread 1
    s2 BLOCK[0]
    -> thread 0
      s3 BLOCK[1]
      -> thread 1
        s4 TERMINATE[0]
        -> thread 0
        end
`
	if got != want {
		t.Errorf("search of Figure 1:\n%s\nwant:\n%s", got, want)
	}
	if res.Verdict != search.VerdictOK || res.Stats.Executions != 3 || res.Stats.NewStates != 9 {
		t.Errorf("verdict %s, %d executions, %d new states; want ok, 3, 9", res.Verdict, res.Stats.Executions, res.Stats.NewStates)
	}
}

// TestFigure1PathPolicy: with path-local sharedness the static field and
// t1's Thread object are shared as soon as t1 can reach them, so the
// second path has choices before t1 reads its Runnable (SHARED_FIELD,
// inside Thread.run) and before its write of a; nothing is remembered
// from the first path.
func TestFigure1PathPolicy(t *testing.T) {
	got, res := walk(t, "figure1", "jpf", "path")
	want := `s0 START[0 1]
-> thread 0
  s1 BLOCK[1]
  -> thread 1
    s2 TERMINATE[0]
    -> thread 0
    end
-> thread 1
  s1 SHARED_FIELD[0 1]
  -> thread 0
    s2 BLOCK[1]
    -> thread 1
      s3 TERMINATE[0]
      -> thread 0
      end
  -> thread 1
    s2 SHARED_STATIC[0 1]
    -> thread 0
      s3 BLOCK[1]
      -> thread 1
      visited
    -> thread 1
      s3 BLOCK[0]
      -> thread 0
        s4 BLOCK[1]
        -> thread 1
          s5 TERMINATE[0]
          -> thread 0
          end
`
	if got != want {
		t.Errorf("search of Figure 1 with path sharedness:\n%s\nwant:\n%s", got, want)
	}
	if res.Verdict != search.VerdictOK || len(res.Outcomes) != 1 {
		t.Errorf("verdict %s, outcomes %v", res.Verdict, res.Outcomes)
	}
}
