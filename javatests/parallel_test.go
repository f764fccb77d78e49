package javatests

import (
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
)

// parallelConfigs are the searches TestParallelEquivalence runs with -j:
// exact says an exhaustive search counts what one worker counts (the
// work-sharing searches of schedulers without path state,
// docs/parallel.md); rounds, that -j searches in parallel rounds,
// whose executions are one worker's; alone, that -j leaves the search
// to one worker.
var parallelConfigs = []struct {
	label               string
	flags               []string
	exact, rounds, long bool
	alone               bool
}{
	{label: "none", flags: []string{"--por=none"}, exact: true},
	{label: "jpf", flags: []string{"--por=jpf"}, exact: true},
	{label: "clockvector", flags: []string{"--por=clockvector"}, alone: true},
	{label: "odpor", flags: []string{"--por=odpor"}, alone: true},
	{label: "clockvector/stateless", flags: []string{"--por=clockvector", "--state-matching=false"}, rounds: true},
	{label: "dporengine/ea", flags: []string{"--por=dporengine", "--dpor-analysis=ea"}, rounds: true},
	{label: "emdpor", flags: []string{"--por=emdpor"}, rounds: true, long: true},
	{label: "dporengine", flags: []string{"--por=dporengine"}, long: true, alone: true},
}

// parallelRoundsShort are the programs the short run searches in
// parallel rounds (clockvector stateless, the DporEngine under ea;
// emdpor in the long run only).
// alloc_loop_boxing's busy-wait detection compares state hashes, whose
// boot heap a VM fixes at its first hash: an item on a VM booted once
// and restarted (jvm.VM.StartFrom) did not replay its path.
var parallelRoundsShort = map[string]bool{"lost_update_outcomes": true, "lambda_link_order": true, "alloc_loop_boxing": true}

// parallelDefault are the programs of the short run: outcomes, an
// assertion failure, a deadlock, a class whose initialization threads
// race for, a list's modification count, and lambdas linked in either
// order (the last three once hashed by some workers differently from one
// worker, docs/parallel.md), and a busy-wait that boxes (GOJPF_LONG=1:
// every conc program).
var parallelDefault = map[string]bool{
	"lost_update_outcomes": true, "check_then_act_assert": true,
	"lock_order_deadlock": true, "clinit_throws": true,
	"modcount_iterator": true, "lambda_link_order": true,
	"alloc_loop_boxing": true,
}

// outcomeCounts lists a report's outcomes with their counts, sorted.
func outcomeCounts(r concReport) string {
	var out []string
	for _, o := range r.Outcomes {
		out = append(out, fmt.Sprintf("%q exit %d ×%d", o.Stdout, o.ExitStatus, o.Count))
	}
	sort.Strings(out)
	return strings.Join(out, ", ")
}

// TestParallelEquivalence checks the parallel search (-j, docs/parallel.md)
// against one worker on conc/ programs (GOJPF_LONG=1: every one, and
// more schedulers): the same verdict; when nothing is violated the same
// outcome set; a violation one that one worker finds with
// --multiple-errors (the first found depends on the workers' timing);
// the report's workers is -j (1 for the schedulers -j leaves to one
// worker: clockvector with state matching, odpor, the DporEngine's drb);
// for the work-sharing searches that run to the end, the same counts
// (new, visited and end states, executions, transitions, backtracks,
// instructions, and the outcomes' counts), on every program, with -j 2
// and -j 3; for the parallel rounds (clockvector stateless, the
// DporEngine under ea) that run to the end, the same counts but
// backtracks (short: three programs), and for the schedulers left to
// one worker the same executions. The counts against one worker's are logged.
// GOJPF_PARALLEL_CONFIGS=label,… runs those configurations alone.
func TestParallelEquivalence(t *testing.T) {
	var mu sync.Mutex
	var rows []string
	forConcPrograms(t, func(p concProgram) bool {
		return p.variant == "" && (longRun() || parallelDefault[p.name])
	}, func(t *testing.T, p concProgram, classes string, jdkFlags []string, _ concResult) {
		for _, c := range parallelConfigs {
			if !longRun() && (c.long || c.rounds && !parallelRoundsShort[p.name]) {
				continue
			}
			if only := os.Getenv("GOJPF_PARALLEL_CONFIGS"); only != "" && !slices.Contains(strings.Split(only, ","), c.label) {
				continue // a run of some configurations alone
			}
			one := runConcFlags(t, c.label, jdkFlags, p, classes, c.flags)
			if one.broken != "" || one.report == nil {
				t.Errorf("%s: %s", c.label, one.broken)
				continue
			}
			if one.report.Verdict == "incomplete" {
				continue // nothing to compare with
			}
			var all map[string]bool
			js := []int{2, 3}
			if longRun() && !parallelDefault[p.name] && !c.exact {
				js = []int{2} // the long run's budget
			}
			for _, j := range js {
				label := fmt.Sprintf("%s -j %d", c.label, j)
				par := runConcFlags(t, label, jdkFlags, p, classes, append(append([]string{}, c.flags...), "-j", fmt.Sprint(j)))
				if par.broken != "" || par.report == nil {
					t.Errorf("%s: %s", label, par.broken)
					continue
				}
				if c.alone && par.report.Workers != 1 || !c.alone && par.report.Workers != j {
					t.Errorf("%s: %d workers", label, par.report.Workers)
				}
				if !c.exact && par.report.Verdict == "incomplete" && one.report.Verdict != "incomplete" {
					// The parallel rounds count the new states of all
					// workers against --max-states, as one worker does,
					// but a worker may go on past the limit until it
					// reads the stop flag; log it.
					mu.Lock()
					rows = append(rows, fmt.Sprintf("%-28s %-22s -j %d incomplete (a limit: nothing to compare)", p.name, c.label, j))
					mu.Unlock()
					continue
				}
				if par.report.Verdict == "violation" && all == nil {
					all = map[string]bool{}
					m := runConcFlags(t, c.label+" --multiple-errors", jdkFlags, p, classes, append(append([]string{}, c.flags...), "--multiple-errors"))
					if m.report == nil {
						t.Errorf("%s --multiple-errors: %s", c.label, m.broken)
						continue
					}
					for _, v := range m.report.Violations {
						all[v.Property+" "+v.Exception] = true
					}
				}
				for _, pr := range shardProblems(*one.report, *par.report, all) {
					t.Errorf("%s: %s", label, pr)
				}
				if (c.rounds || c.alone) && one.report.Verdict == "ok" && deref(par.report.Stats.Executions) != deref(one.report.Stats.Executions) {
					// Parallel rounds run one worker's rounds: its executions.
					t.Errorf("%s: executions %d, one worker %d", label, deref(par.report.Stats.Executions), deref(one.report.Stats.Executions))
				}
				if (c.exact || c.rounds) && one.report.Verdict == "ok" {
					// The parallel rounds count what one worker counts
					// but backtracked (each item backtracks within its
					// subtree).
					a, b := one.report.Stats, par.report.Stats
					for _, k := range []struct {
						name string
						x, y *int64
					}{
						{"new_states", a.NewStates, b.NewStates}, {"visited_states", a.VisitedStates, b.VisitedStates},
						{"end_states", a.EndStates, b.EndStates}, {"executions", a.Executions, b.Executions},
						{"transitions", a.Transitions, b.Transitions}, {"backtracked", a.Backtracked, b.Backtracked},
						{"instructions", a.Instructions, b.Instructions},
					} {
						if c.rounds && k.name == "backtracked" {
							continue
						}
						if deref(k.x) != deref(k.y) {
							t.Errorf("%s: %s %d, one worker %d", label, k.name, deref(k.y), deref(k.x))
						}
					}
					if a, b := outcomeCounts(*one.report), outcomeCounts(*par.report); a != b {
						t.Errorf("%s: outcomes %s, one worker %s", label, b, a)
					}
				}
				mu.Lock()
				rows = append(rows, fmt.Sprintf("%-28s %-22s -j %d %-9s executions %d/%d new states %d/%d", p.name, c.label, j, par.report.Verdict,
					deref(par.report.Stats.Executions), deref(one.report.Stats.Executions), deref(par.report.Stats.NewStates), deref(one.report.Stats.NewStates)))
				mu.Unlock()
			}
		}
	})
	sort.Strings(rows)
	t.Logf("-j N / one worker:\n%s", strings.Join(rows, "\n"))
}
