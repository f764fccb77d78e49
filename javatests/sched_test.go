package javatests

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"sync"
	"testing"
)

// concReductions are the reductions checked against the unreduced search
// on every program under conc/. A new scheduler adds its line here.
//
// stateless marks reductions that search without state matching: on
// programs that need state matching to terminate (busy-waits) they run
// with a smaller bound and, when they do not finish, must find nothing
// that none does not; their state counts are not compared with none's
// (which matches states). tooBig lists programs whose state space the reduction
// cannot finish within the harness's bound, with the reason: there its
// partial result must contain nothing that none does not find, and the
// test fails once it finishes (so that the list stays true).
var concReductions = []struct {
	label     string
	flags     []string
	stateless bool
	// otherOrder: the reduction explores choices in another order than
	// none (choices added later come later).
	otherOrder bool
	tooBig     map[string]string
	// long: only in the full matrix (GOJPF_LONG=1).
	long bool
}{
	{label: "jpf/path", flags: []string{"--por=jpf", "--sharedness=path"}},
	{label: "jpf/global", flags: []string{"--por=jpf", "--sharedness=global"}, long: true},
	{label: "clockvector", flags: []string{"--por=clockvector"}, otherOrder: true},
	{label: "clockvector/stateless", flags: []string{"--por=clockvector", "--state-matching=false", "--sleep-sets=true"}, stateless: true, long: true},
	{label: "dporengine/drb", flags: []string{"--por=dporengine", "--dpor-analysis=drb", "--sleep-sets=false"}, stateless: true, tooBig: dporPaperTooBig, long: true},
	{label: "dporengine/ea", flags: []string{"--por=dporengine", "--dpor-analysis=ea", "--sleep-sets=false"}, stateless: true, tooBig: dporPaperTooBig, long: true},
	{label: "dporengine/drb+sleep", flags: []string{"--por=dporengine", "--dpor-analysis=drb", "--sleep-sets=true"}, stateless: true},
	{label: "odpor", flags: []string{"--por=odpor"}, stateless: true},
	{label: "odpor-ob", flags: []string{"--por=odpor-ob"}, stateless: true},
	{label: "odpor-cs-ob", flags: []string{"--por=odpor-cs-ob"}, stateless: true},
	{label: "odpor-cs", flags: []string{"--por=odpor-cs"}, stateless: true, long: true},
	{label: "dpor-cs", flags: []string{"--por=dpor-cs"}, stateless: true, long: true},
	{label: "odpor-cs-inherit", flags: []string{"--por=odpor-cs-inherit"}, stateless: true, long: true},
	{label: "odpor-cs-ob-inherit", flags: []string{"--por=odpor-cs-ob-inherit"}, stateless: true, long: true},
	{label: "emdpor", flags: []string{"--por=emdpor"}, stateless: true, tooBig: dporPaperTooBig, long: true},
}

// spinMaxStates bounds a search without state matching on a program
// whose unreduced search needs state matching to end (a busy-wait).
const spinMaxStates = 5_000

// dporPaperTooBig are the programs the DporEngine without sleep sets (the
// paper's algorithms alone, which add every runnable thread where the
// racing one was not runnable) cannot finish within the harness's bound:
// thread pools, without state matching.
var dporPaperTooBig = map[string]string{
	"completable_future":      "a thread pool and CompletableFuture",
	"executor_shutdown_await": "a thread pool",
	"executor_task_race":      "a thread pool",
}

// TestConcSchedulers is the soundness check of every reduction: on each
// program under conc/ (except those the unreduced search cannot finish,
// conc/KNOWN_FAILING), each reduction in concReductions must give the
// verdict, the violated property and exception, and the set of outcomes
// (stdout and exit status) that --por=none gives, and (if it matches
// states) explore no more states; see concReductions for the programs a
// stateless reduction skips or cannot finish. Every violation found
// (under none and each reduction) is replayed from its report's schedule
// (gojpf run --replay) and must end the same. Reductions marked long run
// only in the full matrix (GOJPF_LONG=1); GOJPF_REDUCTIONS=label,…
// checks only those reductions. The table of states,
// executions, instructions and time is logged (GOJPF_LONG=1 go test -v
// -run TestConcSchedulers ./javatests).
func TestConcSchedulers(t *testing.T) {
	var mu sync.Mutex
	rows := map[string][]*concReport{}
	forConcPrograms(t, nil, func(t *testing.T, p concProgram, classes string, jdkFlags []string, base concResult) {
		reports := []*concReport{base.report}
		replayProblem(t, "none", base, classes)
		for _, red := range concReductions {
			if red.long && !longRun() || !reductionSelected(red.label) {
				reports = append(reports, nil)
				continue
			}
			flags := red.flags
			spin := red.stateless && p.expect.StateMatchingRequired
			if spin {
				// A busy-wait: without state matching it ends only by
				// spin-blocking (jvm.Options.SpinBlock); two threads that
				// busy-wait on each other may not end at all.
				flags = append(append([]string{}, flags...), fmt.Sprintf("--max-states=%d", spinMaxStates))
			}
			r := runConcFlags(t, red.label, jdkFlags, p, classes, flags)
			if r.broken != "" || r.report == nil {
				t.Errorf("%s: %s", red.label, r.broken)
				reports = append(reports, nil)
				continue
			}
			reports = append(reports, r.report)
			replayProblem(t, red.label, r, classes)
			if !red.stateless {
				if pr := closeProblem(p.expect, r.report); pr != "" {
					t.Errorf("%s: %s", red.label, pr)
				}
			}
			if n := r.report.SchedulerStats["unnamed_object_summaries"]; n != 0 {
				// An object a summary's state existed with but did not
				// reach: a root the state hash misses.
				t.Errorf("%s: %d summaries touch an object their state's naming did not reach", red.label, n)
			}
			if spin && p.expect.StatelessEnds && r.report.Verdict == "incomplete" {
				t.Errorf("%s did not end the busy-waits within %d states (stateless_ends)", red.label, spinMaxStates)
			}
			if spin && r.report.Verdict == "incomplete" {
				for _, pr := range partialProblems(*base.report, *r.report) {
					t.Errorf("%s (busy-wait, incomplete) disagrees with none: %s", red.label, pr)
				}
				continue
			}
			if why := red.tooBig[p.name]; why != "" {
				if r.report.Verdict != "incomplete" {
					t.Errorf("%s finished (%s), but the test lists it as too big (%s): remove it from tooBig", red.label, r.report.Verdict, why)
				} else {
					for _, pr := range partialProblems(*base.report, *r.report) {
						t.Errorf("%s (incomplete: %s) disagrees with none: %s", red.label, why, pr)
					}
					continue
				}
			}
			// A reduction that explores in another order stops at
			// its first violation after other states than none.
			states := !red.stateless && !(red.otherOrder && base.report.Verdict == "violation")
			for _, pr := range reductionProblems(*base.report, *r.report, states) {
				t.Errorf("%s disagrees with none: %s", red.label, pr)
			}
		}
		mu.Lock()
		rows[p.name] = reports
		mu.Unlock()
	})
	t.Log("\n" + reductionTable(rows))
}

// forConcPrograms runs fn in parallel subtests of a "programs" subtest,
// one per program under conc/ that keep (nil: all) accepts and that is
// not in conc/KNOWN_FAILING, with the program compiled and its complete
// --por=none search (the reference; a program whose search is incomplete
// is skipped: there is nothing to compare with).
func forConcPrograms(t *testing.T, keep func(concProgram) bool, fn func(t *testing.T, p concProgram, classes string, jdkFlags []string, base concResult)) {
	ps := concPrograms(t)
	known := concKnownFailing(t, ps)
	jdkFlags := gojpfJDKFlags(defaultJDK(t))
	t.Run("programs", func(t *testing.T) {
		for _, p := range ps {
			if _, skip := known.reasons[p.name]; skip || keep != nil && !keep(p) {
				continue
			}
			t.Run(p.name, func(t *testing.T) {
				t.Parallel()
				classes := concCompile(t, p)
				base := runConcFlags(t, "none", jdkFlags, p, classes, nil)
				if base.broken != "" || base.report == nil {
					t.Fatalf("--por=none: %s", base.broken)
				}
				if base.report.Verdict == "incomplete" {
					t.Skipf("--por=none is incomplete: nothing to compare with")
				}
				fn(t, p, classes, jdkFlags, base)
			})
		}
	})
}

// runConcFlags runs one search with state matching, the harness's flags
// and then extra (which override them).
func runConcFlags(t *testing.T, label string, jdkFlags []string, p concProgram, classes string, extra []string) concResult {
	flags := append(append([]string{}, jdkFlags...), concFlags(p.expect, true)...)
	flags = append(flags, extra...)
	return runConcArgs(t, label, flags, classes)
}

// partialProblems checks an incomplete reduced search: whatever it found
// (violations, outcomes), none found too.
func partialProblems(none, red concReport) []string {
	var problems []string
	nv := map[string]bool{}
	for _, v := range none.Violations {
		nv[v.Property+" "+v.Exception] = true
	}
	for _, v := range red.Violations {
		if !nv[v.Property+" "+v.Exception] {
			problems = append(problems, fmt.Sprintf("violation %s %s that none does not find", v.Property, v.Exception))
		}
	}
	no := map[concOutcome]bool{}
	for _, o := range none.Outcomes {
		no[concOutcome{Stdout: o.Stdout, ExitStatus: o.ExitStatus}] = true
	}
	for _, o := range red.Outcomes {
		if !no[concOutcome{Stdout: o.Stdout, ExitStatus: o.ExitStatus}] {
			problems = append(problems, fmt.Sprintf("outcome %q exit %d that none does not find", o.Stdout, o.ExitStatus))
		}
	}
	return problems
}

// reductionProblems compares a reduced search with the unreduced one;
// states: also check that it explored no more states.
func reductionProblems(none, red concReport, states bool) []string {
	var problems []string
	if red.Verdict != none.Verdict {
		problems = append(problems, fmt.Sprintf("verdict %s, none %s (%s)", red.Verdict, none.Verdict, red.Error))
		return problems
	}
	vkey := func(r concReport) []string {
		var out []string
		for _, v := range r.Violations {
			out = append(out, v.Property+" "+v.Exception)
		}
		sort.Strings(out)
		return out
	}
	if a, b := vkey(red), vkey(none); strings.Join(a, "\n") != strings.Join(b, "\n") {
		problems = append(problems, fmt.Sprintf("violations %q, none %q", a, b))
	}
	okey := func(r concReport) []string {
		var out []string
		for _, o := range r.Outcomes {
			out = append(out, fmt.Sprintf("%q exit %d", o.Stdout, o.ExitStatus))
		}
		sort.Strings(out)
		return out
	}
	if missing, extra := setDiff(okey(none), okey(red)); len(missing)+len(extra) > 0 {
		problems = append(problems, fmt.Sprintf("outcomes missing %q, extra %q", missing, extra))
	}
	for _, v := range red.Violations {
		// The trace is replayed without the scheduler (which may have
		// learnt since): it must still reach the program's lines.
		var trace []struct {
			Steps []json.RawMessage `json:"steps"`
		}
		if err := json.Unmarshal(v.Trace, &trace); err != nil {
			problems = append(problems, fmt.Sprintf("the trace of %s %s: %v", v.Property, v.Exception, err))
			continue
		}
		for i, tr := range trace {
			if len(tr.Steps) == 0 {
				problems = append(problems, fmt.Sprintf("transition %d of %d of the trace of %s %s has no steps (replay went astray)", i, len(trace), v.Property, v.Exception))
				break
			}
		}
	}
	if states && red.Stats.NewStates != nil && none.Stats.NewStates != nil && *red.Stats.NewStates > *none.Stats.NewStates {
		problems = append(problems, fmt.Sprintf("%d new states, more than none's %d", *red.Stats.NewStates, *none.Stats.NewStates))
	}
	return problems
}

// reductionTable renders new states, executions, instructions and search
// time (ms) per program and
// scheduler, with totals, and how many programs each reduction explored
// strictly fewer states on.
func reductionTable(rows map[string][]*concReport) string {
	var names []string
	for n := range rows {
		names = append(names, n)
	}
	sort.Strings(names)
	labels := []string{"none"}
	for _, r := range concReductions {
		labels = append(labels, r.label)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%-32s", "program (states/executions/instructions/ms)")
	for _, l := range labels {
		fmt.Fprintf(&b, " %28s", l)
	}
	b.WriteString("\n")
	totals := make([][4]int64, len(labels))
	fewer := make([]int, len(labels))
	val := func(p *int64) int64 {
		if p == nil {
			return 0
		}
		return *p
	}
	for _, n := range names {
		fmt.Fprintf(&b, "%-32s", n)
		for i, r := range rows[n] {
			if r == nil {
				fmt.Fprintf(&b, " %28s", "skipped")
				continue
			}
			if r.Verdict == "incomplete" {
				fmt.Fprintf(&b, " %28s", "incomplete")
				continue
			}
			s, e, in, ms := val(r.Stats.NewStates), val(r.Stats.Executions), val(r.Stats.Instructions), r.Stats.ElapsedMS
			totals[i][0] += s
			totals[i][1] += e
			totals[i][2] += in
			totals[i][3] += ms
			if i > 0 && s < val(rows[n][0].Stats.NewStates) {
				fewer[i]++
			}
			fmt.Fprintf(&b, " %28s", fmt.Sprintf("%d/%d/%d/%d", s, e, in, ms))
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "%-32s", "total")
	for i := range labels {
		fmt.Fprintf(&b, " %28s", fmt.Sprintf("%d/%d/%d/%d", totals[i][0], totals[i][1], totals[i][2], totals[i][3]))
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "%-32s", "programs with fewer states")
	for i := range labels {
		if i == 0 || concReductions[i-1].stateless {
			fmt.Fprintf(&b, " %28s", "-")
			continue
		}
		fmt.Fprintf(&b, " %28s", fmt.Sprintf("%d of %d", fewer[i], len(names)))
	}
	b.WriteString("\n")
	return b.String()
}

// replayProblem replays the first violation of a run (gojpf run --replay
// with the run's flags) and checks that it ends in the same violation.
func replayProblem(t *testing.T, label string, r concResult, classes string) {
	t.Helper()
	if r.report == nil || r.report.Verdict != "violation" || len(r.report.Violations) == 0 {
		return
	}
	flags := append(append([]string{}, r.flags...), "--replay", r.reportPath)
	rr := runConcArgs(t, label+" replay", flags, classes)
	if rr.broken != "" || rr.report == nil {
		t.Errorf("%s: replaying its violation: %s", label, rr.broken)
		return
	}
	want, got := r.report.Violations[0], rr.report.Violations
	if rr.exit != 1 || len(got) != 1 || got[0].Property != want.Property || got[0].Exception != want.Exception {
		t.Errorf("%s: replaying its violation (%s %s): exit %d, %+v\n%s", label, want.Property, want.Exception, rr.exit, got, indent(clip(rr.stderr, 2000)))
	}
}
