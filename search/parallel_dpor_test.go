package search_test

import (
	"errors"
	"slices"
	"sort"
	"sync"
	"testing"

	_ "github.com/gojpf/gojpf/dporengine" // registers dporengine
	"github.com/gojpf/gojpf/internal/vmtest"
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/scheduler"
	"github.com/gojpf/gojpf/search"
)

// TestParallelPrefixMismatch runs the DporEngine, whose workers meet
// different prefixes on conc/join_two (it decides the choice points above
// the cut from what it learnt below), as a prefix-split parallel search:
// the search must notice and search again with one worker, with one
// worker's verdict and outcomes.
func TestParallelPrefixMismatch(t *testing.T) {
	const dir = "../javatests/conc/join_two"
	out := vmtest.Compile(t, dir)
	sched := func() jvm.Scheduler {
		s, err := scheduler.Lookup("dporengine")
		if err != nil {
			t.Fatal(err)
		}
		sc, err := s.New(scheduler.Options{})
		if err != nil {
			t.Fatal(err)
		}
		return sc
	}
	outs := func(r *search.Result) []string {
		var o []string
		for _, x := range r.Outcomes {
			o = append(o, x.Stdout)
		}
		sort.Strings(o)
		return o
	}
	one := search.Run(vmtest.StartCompiled(t, out, "Main"), search.Config{Scheduler: sched(), Outcomes: true})
	fellBack := false
	for cut := 1; cut <= 4; cut++ {
		var mu sync.Mutex
		var ws []*search.Worker
		for range 2 {
			ws = append(ws, &search.Worker{VM: vmtest.StartCompiled(t, out, "Main"), Scheduler: sched()})
		}
		par := search.Run(vmtest.StartCompiled(t, out, "Main"), search.Config{Scheduler: sched(), Outcomes: true,
			Parallel: &search.Parallel{Workers: 2, Cut: cut, NewWorker: func() (*search.Worker, error) {
				mu.Lock()
				defer mu.Unlock()
				if len(ws) == 0 {
					return nil, errors.New("no worker left")
				}
				w := ws[0]
				ws = ws[1:]
				return w, nil
			}}})
		if par.Verdict != one.Verdict || !slices.Equal(outs(par), outs(one)) {
			t.Errorf("cut %d: verdict %s (%v), outcomes %q; one worker %s, %q", cut, par.Verdict, par.Err, outs(par), one.Verdict, outs(one))
		}
		if par.Workers == 1 {
			fellBack = true
			if par.Stats.Executions != one.Stats.Executions {
				t.Errorf("cut %d: searched again with one worker: %d executions, one worker %d", cut, par.Stats.Executions, one.Stats.Executions)
			}
		}
		t.Logf("cut %d: %d workers, %d executions (one worker %d)", cut, par.Workers, par.Stats.Executions, one.Stats.Executions)
	}
	if !fellBack {
		t.Log("the workers agreed on the prefixes at every cut: the fallback was not exercised")
	}
}
