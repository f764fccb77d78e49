package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/listeners"
	"github.com/gojpf/gojpf/scheduler"
	"github.com/gojpf/gojpf/search"
)

// Replay: a violation's schedule (its choices, in the JSON report) runs
// again on the same program with the same options, and must end in the
// same violation. gojpf run --replay REPORT does it with the flags given;
// gojpf replay REPORT takes them from the report.

// reportSchedule is a violation's schedule for the JSON report, the
// thread names taken from its trace.
func reportSchedule(v *search.Violation) []choice {
	var out []choice
	for i, c := range v.Schedule {
		rc := choice{CG: c.CG, Asks: c.Asks, Preempt: c.Preempt}
		if i+1 < len(v.Trace) && len(v.Trace[i+1].Steps) > 0 {
			if st := v.Trace[i+1].Steps[0]; st.File != "" {
				rc.Source = fmt.Sprintf("%s:%d", st.File, st.Line)
			}
		}
		if c.IsData {
			d := c.Data
			rc.Data = &d
		} else {
			t := c.Thread
			rc.Thread = &t
			if i+1 < len(v.Trace) && v.Trace[i+1].Thread == t {
				rc.ThreadName = v.Trace[i+1].ThreadName
			}
		}
		out = append(out, rc)
	}
	return out
}

// replayReport is what replay reads of a JSON report.
type replayReport struct {
	Target     string   `json:"target"`
	Args       []string `json:"args"`
	ClassPath  string   `json:"classpath"`
	Scheduler  string   `json:"scheduler"`
	Sharedness string   `json:"sharedness"`
	StateMatch bool     `json:"state_matching"`
	AtomicJUC  bool     `json:"atomic_juc"`
	Model      bool     `json:"model_threads"`
	EnumRandom bool     `json:"enumerate_random"`
	Spurious   bool     `json:"spurious_wakeups"`
	Violations []struct {
		Property    string   `json:"property"`
		Exception   string   `json:"exception"`
		Message     string   `json:"message"`
		Schedule    []choice `json:"schedule"`
		ScheduledBy string   `json:"scheduled_by"`
	} `json:"violations"`
}

func readReplayReport(path string) (*replayReport, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	r, err := parseReplayReport(raw)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return r, nil
}

// parseReplayReport reads what replay needs of a JSON report and checks
// its schedules: each choice a thread (0 or more) or a data index (0 or
// more), not both.
func parseReplayReport(raw []byte) (*replayReport, error) {
	var r replayReport
	if err := json.Unmarshal(raw, &r); err != nil {
		return nil, err
	}
	for i, v := range r.Violations {
		for k, c := range v.Schedule {
			if (c.Thread == nil) == (c.Data == nil) || c.Thread != nil && *c.Thread < 0 || c.Data != nil && *c.Data < 0 {
				return nil, fmt.Errorf("violation %d, choice %d: want a thread or a data index (0 or more)", i+1, k+1)
			}
		}
	}
	return &r, nil
}

// replayRun replays the violation o.replayN of report o.replay on vm
// (started) with the listeners ls watching, and reports it as a run
// would.
func (e *env) replayRun(o *runOptions, rep *report, vm *jvm.VM, sched jvm.Scheduler, ls *listeners.Set, start time.Time) int {
	key := o.replayKey
	if key == "" {
		key = "--replay"
	}
	rr, err := readReplayReport(o.replay)
	if err != nil {
		fmt.Fprintf(e.stderr, "gojpf run: %s: %v\n", key, err)
		return ExitUsage
	}
	if o.replayN < 1 || o.replayN > len(rr.Violations) {
		fmt.Fprintf(e.stderr, "gojpf run: %s: %s has %d violations, not a violation %d\n", key, o.replay, len(rr.Violations), o.replayN)
		return ExitUsage
	}
	want := rr.Violations[o.replayN-1]
	var choices []search.Choice
	for _, c := range want.Schedule {
		sc := search.Choice{CG: c.CG, Asks: c.Asks, Thread: -1, Preempt: c.Preempt}
		switch {
		case c.Data != nil:
			sc.IsData, sc.Data = true, *c.Data
		case c.Thread != nil:
			sc.Thread = *c.Thread
		}
		choices = append(choices, sc)
	}
	// The scheduler whose scheduling points the schedule counts: the one
	// that recorded it, as the report says, else the run's.
	recorder := want.ScheduledBy
	if recorder == "" {
		recorder = rr.Scheduler
	}
	if recorder != "" && recorder != rep.Scheduler {
		st, err := scheduler.Lookup(recorder)
		if err != nil {
			fmt.Fprintf(e.stderr, "gojpf run: %s: %v\n", key, err)
			return ExitUsage
		}
		if sched, err = st.New(scheduler.Options{}); err != nil {
			fmt.Fprintf(e.stderr, "gojpf run: %s: %v\n", key, err)
			return ExitUsage
		}
	}
	alone := false
	if b, ok := sched.(jvm.SoloBreaker); ok {
		alone = b.BreaksAlone()
	}
	what := fmt.Sprintf("replay of %s, violation %d", o.replay, o.replayN)
	if o.replayKey != "" {
		what = fmt.Sprintf("replay of %s=%s", o.replayKey, o.replay)
	}
	v, err := search.Replay(vm, choices, search.ReplayConfig{Alone: alone, Listeners: ls, StoreTrace: e.storeTrace(rep)})
	var de *search.DivergenceError
	switch {
	case errors.As(err, &de):
		fmt.Fprintf(e.stderr, "gojpf: %s: %v%s\n", what, err, optionsDiffer(rr, rep))
		return ExitUsage
	case err != nil:
		fmt.Fprintf(e.stderr, "gojpf: replay: %v\n", err)
		return exitCodeFor(err)
	case v.Property != want.Property || v.Exception != want.Exception || v.Message != want.Message:
		fmt.Fprintf(e.stderr, "gojpf: %s: the schedule ends in %s %s %q, not the %s %s %q recorded%s\n", what, v.Property, v.Exception, v.Message, want.Property, want.Exception, want.Message, optionsDiffer(rr, rep))
		return ExitUsage
	}
	res := &search.Result{Verdict: search.VerdictViolation, Violations: []*search.Violation{v}}
	res.Stats.Executions, res.Stats.Transitions, res.Stats.Instructions = 1, int64(len(v.Trace)), vm.Instructions()
	res.Stats.MaxDepth, res.Stats.Elapsed = len(choices), time.Since(start)
	rep.Stats = reportStats{Executions: 1, Transitions: res.Stats.Transitions, Instructions: res.Stats.Instructions, MaxDepth: len(choices)}
	rep.Verdict = res.Verdict
	rep.Violations = []violation{reportViolation(v)}
	if !o.quiet {
		e.printTextReport(o, rep, res)
		fmt.Fprintf(e.stdout, "replayed violation %d of %s: the same %s\n", o.replayN, o.replay, v.Property)
	}
	if err := e.finishReport(o, rep, start); err != nil {
		return ExitUsage
	}
	return ExitViolation
}

// optionsDiffer names the options that change the program's paths and
// that the replaying run sets otherwise than the run that recorded the
// schedule (as a suffix for a divergence message; "" if none).
func optionsDiffer(rr *replayReport, rep *report) string {
	var diffs []string
	for _, d := range []struct {
		name      string
		was, runs bool
	}{
		{"--enumerate-random (cg.enumerate_random)", rr.EnumRandom, rep.EnumerateRandom},
		{"--atomic-juc (vm.atomic_juc)", rr.AtomicJUC, rep.AtomicJUC},
		{"--model-threads (vm.model_threads)", rr.Model, rep.ModelThreads},
		{"--spurious-wakeups (vm.spurious_wakeups)", rr.Spurious, rep.Spurious},
	} {
		if d.was != d.runs {
			diffs = append(diffs, fmt.Sprintf("%s was %t, is %t", d.name, d.was, d.runs))
		}
	}
	if len(diffs) == 0 {
		return ""
	}
	return " (the trace was recorded with other options: " + strings.Join(diffs, "; ") + ")"
}

// runReplay is gojpf replay REPORT.json [--violation N] [flags]: gojpf
// run --replay with the target, arguments and options the report names.
func runReplay(e *env, args []string) int {
	fs, lvl := e.newFlags("replay", "[flags] REPORT.json",
		"Re-run the schedule of a violation in a JSON report (gojpf run --report-json)\non the target, arguments and options the report names, confirm the same\nviolation and print its trace. Exit 1: reproduced; 2: the schedule does\nnot fit the program (it changed) or another violation came.")
	n := fs.Int("violation", 1, "which of the report's violations (1: the first)")
	quiet := fs.BoolP("quiet", "q", false, "print nothing of gojpf's own")
	jsonOut := fs.String("report-json", "", "write the replay's JSON report to FILE ('-' for stdout)")
	lnames := fs.StringSlice("listener", nil, "listeners that watch the replay, NAME[,NAME…] (e.g. nulltracker, objecttracker, choicetracker; gojpf listeners)")
	lopts := fs.StringArray("listener-opt", nil, "a listener option KEY=VALUE (repeatable)")
	trace := fs.String("trace", "", "how the trace is shown: jpf or columns (default: columns on a terminal at least 100 columns wide)")
	htmlOut := fs.String("report-html", "", "write a self-contained HTML report of the replay to FILE (the trace in columns with the source lines)")
	srcRoot := fs.String("source-root", "", "where the HTML report and the columns find the program's sources (default: the git work tree of the current directory, else the current directory)")
	if code := e.parseFlags(fs, lvl, args); code >= 0 {
		return code
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return ExitUsage
	}
	path := fs.Arg(0)
	rr, err := readReplayReport(path)
	if err != nil {
		fmt.Fprintf(e.stderr, "gojpf replay: %v\n", err)
		return ExitUsage
	}
	if rr.Target == "" {
		fmt.Fprintf(e.stderr, "gojpf replay: %s names no target\n", path)
		return ExitUsage
	}
	run := []string{"--replay", path, "--violation", strconv.Itoa(*n), "--por", rr.Scheduler,
		"--state-matching=" + strconv.FormatBool(rr.StateMatch), "--atomic-juc=" + strconv.FormatBool(rr.AtomicJUC),
		"--model-threads=" + strconv.FormatBool(rr.Model), "--enumerate-random=" + strconv.FormatBool(rr.EnumRandom),
		"--spurious-wakeups=" + strconv.FormatBool(rr.Spurious)}
	if rr.Sharedness != "" {
		run = append(run, "--sharedness", rr.Sharedness)
	}
	if rr.ClassPath != "" {
		run = append(run, "--classpath", rr.ClassPath)
	}
	if *quiet {
		run = append(run, "--quiet")
	}
	if *jsonOut != "" {
		run = append(run, "--report-json", *jsonOut)
	}
	if *trace != "" {
		run = append(run, "--trace", *trace)
	}
	if *htmlOut != "" {
		run = append(run, "--report-html", *htmlOut)
	}
	if *srcRoot != "" {
		run = append(run, "--source-root", *srcRoot)
	}
	if len(*lnames) > 0 {
		run = append(run, "--listener", strings.Join(*lnames, ","))
	}
	for _, o := range *lopts {
		run = append(run, "--listener-opt", o)
	}
	run = append(append(run, rr.Target), rr.Args...)
	return runRun(e, run)
}

// minimize looks, with --minimize, for schedules of the violations found
// with fewer preemptions: a preemption-bounded search under jpf from a
// fresh VM, bounds 0, 1, ... below the schedule's; where it ends in the
// same violation, that one replaces the violation found. It returns the
// violations replaced, with the preemptions they had.
func (e *env) minimize(o *runOptions, res *search.Result, opts scheduler.Options, fresh func() (*jvm.VM, error), ctx context.Context) map[*search.Violation]int {
	out := map[*search.Violation]int{}
	if !o.minimize || o.searchOrder == "bounded" {
		return out
	}
	for i, v := range res.Violations {
		p := search.Preemptions(v.Schedule)
		if p == 0 {
			continue
		}
		vm, err := fresh()
		if err != nil {
			return out
		}
		st, _ := scheduler.Lookup("jpf")
		opts.StateMatching = true
		sched, err := st.New(opts)
		if err != nil {
			return out
		}
		r := search.Run(vm, search.Config{Scheduler: sched, StateMatching: true, Context: ctx, Replay: fresh, Bounded: &search.PreemptionBound{Max: -1, Below: p}})
		if len(r.Violations) == 0 {
			continue
		}
		m := r.Violations[0]
		if m.Property == v.Property && m.Exception == v.Exception && search.Preemptions(m.Schedule) < p {
			res.Violations[i] = m
			out[m] = p
		}
	}
	return out
}
