package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"
)

// mergedShard is one shard in a merged report.
type mergedShard struct {
	Index int `json:"index"`
	// Round mode: the round, and the work items the shard had in it.
	Round      int    `json:"round,omitempty"`
	Items      int    `json:"items,omitempty"`
	File       string `json:"file,omitempty"`
	Verdict    string `json:"verdict"`
	Complete   bool   `json:"complete"`
	Executions int64  `json:"executions"`
	NewStates  int64  `json:"new_states"`
	// Transitions is the shard's work, ElapsedMS its time.
	Transitions int64 `json:"transitions"`
	ElapsedMS   int64 `json:"elapsed_ms"`
	// Runs counts the results found for the index (an index run twice).
	Runs int `json:"runs"`
}

type shardFileReport struct {
	path string
	rep  report
}

func runMerge(e *env, args []string) int {
	fs, lvl := e.newFlags("merge", "[flags] FILE|DIR…",
		"Combine the results of the shards of one search (gojpf run --shard i/N) into its report:\nthe verdict (a violation in any shard; incomplete, naming them, if a shard is missing\nor unfinished), violations, outcomes and counts; exit codes as gojpf run's.\nShards of gojpf test and gojpf compare merge into their reports and exit codes.\nA DIR stands for its *.json files.")
	var o runOptions
	var nextRound bool
	fs.BoolVarP(&o.quiet, "quiet", "q", false, "print no report (the exit code says the verdict)")
	fs.StringVar(&o.reportJSON, "report-json", "", "write the merged JSON report to FILE ('-' for stdout)")
	fs.StringVar(&o.reportJUnit, "report-junit", "", "write a JUnit XML report to FILE ('-' for stdout)")
	fs.StringVar(&o.reportSARIF, "report-sarif", "", "write a SARIF 2.1.0 report to FILE ('-' for stdout)")
	fs.StringVar(&o.sourceRoot, "source-root", "", "directory that SARIF locations are relative to")
	fs.BoolVar(&nextRound, "next-round", false, "print the plan of the next round instead, one shard a line: the shards still to run (missing or unfinished) as `i/N`; in round mode (odpor and the other schedulers that search in rounds) `i/N --round R`, the first unfinished round's or the next round's; exit 4 if there are any, 0 if none")
	var format string
	fs.StringVar(&format, "format", "text", "gojpf compare shards: the comparison's output, text, json, csv or markdown")
	if code := e.parseFlags(fs, lvl, args); code >= 0 {
		return code
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return ExitUsage
	}
	files, err := shardFiles(fs.Args())
	if err != nil {
		return e.fail("merge", err)
	}
	if len(files) == 0 {
		return e.fail("merge", usagef("no shard results"))
	}
	kind, err := readShardKind(files[0])
	if err != nil {
		return e.fail("merge", err)
	}
	if format != "text" && (kind != "compare" || format != "json" && format != "csv" && format != "markdown") {
		return e.fail("merge", usagef("--format %s: want text, json, csv or markdown, for gojpf compare's shards", format))
	}
	if kind != "run" {
		if nextRound {
			return e.itemNextRound(files, kind)
		}
		if kind == "compare" {
			if o.reportJSON != "" || o.reportSARIF != "" {
				return e.fail("merge", usagef("compare shards: the comparison's JSON is --format json; --report-json and --report-sarif are for run and test shards"))
			}
			return e.mergeCompare(files, format, o.reportJUnit)
		}
		if o.reportSARIF != "" {
			return e.fail("merge", usagef("test shards: --report-sarif is for gojpf run's shards (gojpf test writes --report-junit and --report-json)"))
		}
		return e.mergeTest(files, &o)
	}
	start := time.Now()
	rep, todo, err := mergeShards(files)
	if err != nil {
		return e.fail("merge", err)
	}
	if nextRound {
		for _, line := range todo {
			fmt.Fprintln(e.stdout, line)
		}
		if len(todo) > 0 {
			return ExitIncomplete
		}
		return ExitOK
	}
	elapsed := rep.Stats.ElapsedMS
	if !o.quiet {
		e.printMergedReport(rep)
	}
	_ = e.finishReport(&o, rep, start)
	rep.Stats.ElapsedMS = elapsed
	return exitForVerdict(rep.Verdict)
}

// shardFiles expands directories to their .json files.
func shardFiles(args []string) ([]string, error) {
	var out []string
	for _, a := range args {
		st, err := os.Stat(a)
		if err != nil {
			return nil, &usageError{err.Error()}
		}
		if !st.IsDir() {
			out = append(out, a)
			continue
		}
		m, err := filepath.Glob(filepath.Join(a, "*.json"))
		if err != nil {
			return nil, err
		}
		out = append(out, m...)
	}
	sort.Strings(out)
	return out, nil
}

// mergeShards reads and combines shard results; it returns the merged
// report (its Shard block names the search: count, mode) and the shards
// still to run, one a line (`i/N`, in round mode `i/N --round R`).
func mergeShards(files []string) (*report, []string, error) {
	var all []shardFileReport
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, nil, &usageError{err.Error()}
		}
		var r report
		if err := json.Unmarshal(b, &r); err != nil {
			return nil, nil, usagef("%s: not a JSON report: %v", f, err)
		}
		if r.Shard == nil {
			return nil, nil, usagef("%s: not a shard's result (no shard block; gojpf run --shard writes one)", f)
		}
		all = append(all, shardFileReport{f, r})
	}
	if len(all) == 0 {
		return nil, nil, usagef("no shard results")
	}
	first := all[0]
	same := func(what, a, b string, f string) error {
		if a != b {
			return usagef("%s: %s %s, but %s has %s: not the same search", f, what, b, first.path, a)
		}
		return nil
	}
	for _, x := range all[1:] {
		s, f0 := x.rep.Shard, first.rep.Shard
		for _, err := range []error{
			same("gojpf version", first.rep.GojpfVersion, x.rep.GojpfVersion, x.path),
			same("program", f0.ProgramDigest, s.ProgramDigest, x.path),
			same("configuration", f0.ConfigDigest, s.ConfigDigest, x.path),
			same("mode", f0.Mode, s.Mode, x.path),
			same("shard count", fmt.Sprint(f0.Count), fmt.Sprint(s.Count), x.path),
			same("target", first.rep.Target, x.rep.Target, x.path),
		} {
			if err != nil {
				return nil, nil, err
			}
		}
	}
	count, mode := first.rep.Shard.Count, first.rep.Shard.Mode
	// One result per index (and round): a complete one if there is one
	// (an index may have run twice, once killed).
	byIndex := map[slot]*shardFileReport{}
	runs := map[slot]int{}
	for i := range all {
		x := &all[i]
		s := slot{x.rep.Shard.Round, x.rep.Shard.Index}
		runs[s]++
		if cur := byIndex[s]; cur == nil || !cur.rep.Shard.Complete && x.rep.Shard.Complete {
			byIndex[s] = x
		}
	}
	slots := make([]slot, count)
	for i := range slots {
		slots[i] = slot{0, i}
	}
	var plan *roundsPlan
	if mode == "round" {
		var err error
		if plan, err = planRounds(count, byIndex, -1); err != nil {
			return nil, nil, err
		}
		slots = plan.slots
	}
	m := first.rep
	m.Shard = &shardInfo{Count: count, Mode: mode, ProgramDigest: first.rep.Shard.ProgramDigest, ConfigDigest: first.rep.Shard.ConfigDigest, Complete: true}
	m.Violations, m.Outcomes, m.Stats, m.SchedulerStats, m.ExitStatus, m.Error, m.Shards = []violation{}, nil, reportStats{}, nil, nil, "", nil
	if mode == "seed" {
		m.Seed = first.rep.Shard.Seed
		if s := first.rep.Shard.Seed; s != nil {
			base := *s - uint64(first.rep.Shard.Index)
			m.Seed = &base
		}
	}
	var missing, unfinished, errs []string
	var todo []string
	outcomes := map[[2]string]int{}
	seenSched := map[string]bool{}
	verdicts := map[string]bool{}
	var prefixes int64 = -1
	var digest string
	if plan != nil {
		for _, sl := range plan.todo {
			if byIndex[sl] == nil {
				missing = append(missing, fmt.Sprintf("%d (round %d)", sl.index, sl.round))
			}
			todo = append(todo, fmt.Sprintf("%d/%d --round %d", sl.index, count, sl.round))
		}
		if len(plan.todo) == 0 && len(plan.items) > 0 {
			missing = append(missing, fmt.Sprintf("round %d (%d work items left)", plan.next, len(plan.items)))
			for i := 0; i < count; i++ {
				todo = append(todo, fmt.Sprintf("%d/%d --round %d", i, count, plan.next))
			}
		}
		m.Shard.Round, m.Shard.Cut = plan.next, plan.cut
	}
	for _, sl := range slots {
		i := sl.index
		x := byIndex[sl]
		if x == nil {
			missing = append(missing, fmt.Sprint(i))
			todo = append(todo, fmt.Sprintf("%d/%d", i, count))
			continue
		}
		r, s := &x.rep, x.rep.Shard
		m.Shards = append(m.Shards, mergedShard{Index: i, Round: s.Round, File: x.path, Verdict: r.Verdict, Complete: s.Complete, Executions: r.Stats.Executions, NewStates: r.Stats.NewStates, Transitions: r.Stats.Transitions, ElapsedMS: r.Stats.ElapsedMS, Runs: runs[sl], Items: s.OwnedItems})
		verdicts[r.Verdict] = true
		if !s.Complete {
			why := r.Verdict
			if r.Error != "" {
				why += ": " + r.Error
			}
			if mode == "round" {
				unfinished = append(unfinished, fmt.Sprintf("%d of round %d (%s)", i, s.Round, why))
			} else {
				unfinished = append(unfinished, fmt.Sprintf("%d (%s)", i, why))
				todo = append(todo, fmt.Sprintf("%d/%d", i, count))
			}
		}
		if r.Verdict == "error" || r.Verdict == "unsupported" {
			errs = append(errs, fmt.Sprintf("shard %d: %s", i, r.Error))
		}
		if mode == "prefix" && s.Complete {
			if prefixes >= 0 && (s.Prefixes != prefixes || s.Digest != digest) {
				return nil, nil, fmt.Errorf("%s: the shards disagree on the prefixes (%d, %s here, %d, %s before): the search is not deterministic above the cut", x.path, s.Prefixes, s.Digest, prefixes, digest)
			}
			prefixes, digest = s.Prefixes, s.Digest
			m.Shard.Cut, m.Shard.Prefixes, m.Shard.Digest = s.Cut, s.Prefixes, s.Digest
			if want := ownedCount(s.Prefixes, i, count); int64(len(s.Finished)) != want {
				return nil, nil, fmt.Errorf("%s: shard %d finished %d prefixes of its %d", x.path, i, len(s.Finished), want)
			}
			m.Shard.Finished = append(m.Shard.Finished, s.Finished...)
		}
		for _, v := range r.Violations {
			key, _ := json.Marshal(v.Schedule)
			if len(v.Schedule) > 0 && seenSched[string(key)] {
				continue
			}
			seenSched[string(key)] = true
			m.Violations = append(m.Violations, v)
		}
		for _, oc := range r.Outcomes {
			outcomes[[2]string{oc.Stdout, fmt.Sprint(oc.ExitStatus)}] += oc.Count
		}
		if m.ExitStatus == nil && r.ExitStatus != nil {
			st := *r.ExitStatus
			m.ExitStatus = &st
		}
		addStats(&m.Stats, r.Stats)
		for k, v := range r.SchedulerStats {
			if m.SchedulerStats == nil {
				m.SchedulerStats = map[string]int64{}
			}
			m.SchedulerStats[k] += v
		}
	}
	slices.Sort(m.Shard.Finished)
	for k, n := range outcomes {
		var status int
		fmt.Sscan(k[1], &status)
		m.Outcomes = append(m.Outcomes, outcome{Stdout: k[0], ExitStatus: status, Count: n})
	}
	sort.Slice(m.Outcomes, func(i, j int) bool {
		a, b := m.Outcomes[i], m.Outcomes[j]
		if a.Stdout != b.Stdout {
			return a.Stdout < b.Stdout
		}
		return a.ExitStatus < b.ExitStatus
	})
	var why []string
	if len(missing) > 0 {
		why = append(why, "shards missing: "+strings.Join(missing, ", "))
	}
	if len(unfinished) > 0 {
		why = append(why, "shards unfinished: "+strings.Join(unfinished, "; "))
	}
	m.Shard.Complete = len(why) == 0
	switch {
	case len(m.Violations) > 0:
		m.Verdict = "violation"
		m.Error = strings.Join(why, "; ")
	case len(errs) > 0:
		m.Verdict = "error"
		if verdicts["unsupported"] && !verdicts["error"] {
			m.Verdict = "unsupported"
		}
		m.Error = strings.Join(errs, "; ")
	case len(why) > 0:
		m.Verdict = "incomplete"
		m.Error = strings.Join(why, "; ")
	case mode == "seed":
		// Random executions prove nothing.
		m.Verdict = "incomplete"
		m.Error = first.rep.Error
	default:
		m.Verdict = "ok"
	}
	return &m, todo, nil
}

// ownedCount is how many of n prefixes shard i of count owns.
func ownedCount(n int64, i, count int) int64 {
	if int64(i) >= n {
		return 0
	}
	return (n-int64(i)-1)/int64(count) + 1
}

// addStats adds a shard's counters to the merged ones: sums, the
// deepest depth, the longest time and the most memory.
func addStats(m *reportStats, s reportStats) {
	m.NewStates += s.NewStates
	m.VisitedStates += s.VisitedStates
	m.Backtracked += s.Backtracked
	m.EndStates += s.EndStates
	m.Executions += s.Executions
	m.Transitions += s.Transitions
	m.Instructions += s.Instructions
	m.ChoiceGenerators += s.ChoiceGenerators
	m.Livelocks += s.Livelocks
	m.DistinctStates += s.DistinctStates
	m.MaxDepth = max(m.MaxDepth, s.MaxDepth)
	m.ElapsedMS = max(m.ElapsedMS, s.ElapsedMS)
	m.PeakMemoryBytes = max(m.PeakMemoryBytes, s.PeakMemoryBytes)
}

// printMergedReport prints the merged report as text: the shards, the
// violations with their traces, the results, the statistics.
func (e *env) printMergedReport(rep *report) {
	w := e.stdout
	fmt.Fprintf(w, "====== gojpf %s merge: %s (scheduler %s, %d shards, %s)\n", Version, rep.Target, rep.Scheduler, rep.Shard.Count, rep.Shard.Mode)
	fmt.Fprintf(w, "====== shards\n")
	for _, s := range rep.Shards {
		state := "complete"
		if !s.Complete {
			state = "unfinished"
		}
		name := fmt.Sprintf("shard %d", s.Index)
		if rep.Shard.Mode == "round" {
			name = fmt.Sprintf("round %d shard %d (%d items)", s.Round, s.Index, s.Items)
		}
		fmt.Fprintf(w, "%s: %s, %s, executions=%d, transitions=%d, %dms%s\n", name, s.Verdict, state, s.Executions, s.Transitions, s.ElapsedMS, map[bool]string{true: fmt.Sprintf(" (%d results)", s.Runs)}[s.Runs > 1])
	}
	for i, v := range rep.Violations {
		fmt.Fprintf(w, "====== error %d\n%s\n", i+1, v.Property)
		printMergedViolation(w, v)
		fmt.Fprintf(w, "\n====== trace #%d\n", i+1)
		for j, tr := range v.Trace {
			fmt.Fprintf(w, "------ transition #%d thread: %d %q\n", j, tr.Thread, tr.ThreadName)
			if tr.CG != "" {
				fmt.Fprintf(w, "    %s\n", tr.CG)
			}
			for _, st := range tr.Steps {
				fmt.Fprintf(w, "    %s.java:%d %s.%s\n", strings.TrimSuffix(st.File, ".java"), st.Line, st.Class, st.Method)
			}
		}
	}
	fmt.Fprintf(w, "\n====== results\n")
	switch rep.Verdict {
	case "ok":
		fmt.Fprintf(w, "no errors detected\n")
	case "violation":
		for i, v := range rep.Violations {
			fmt.Fprintf(w, "error #%d: ", i+1)
			printMergedViolation(w, v)
		}
		if rep.Error != "" {
			fmt.Fprintf(w, "(%s)\n", rep.Error)
		}
	default:
		fmt.Fprintf(w, "%s: %s\n", rep.Verdict, rep.Error)
	}
	if rep.Outcomes != nil {
		fmt.Fprintf(w, "\n====== outcomes\n")
		for _, oc := range rep.Outcomes {
			fmt.Fprintf(w, "%d× exit %d: %q\n", oc.Count, oc.ExitStatus, oc.Stdout)
		}
	}
	st := rep.Stats
	fmt.Fprintf(w, "\n====== statistics (summed over the shards)\n")
	fmt.Fprintf(w, "states:             new=%d,visited=%d,backtracked=%d,end=%d\n", st.NewStates, st.VisitedStates, st.Backtracked, st.EndStates)
	fmt.Fprintf(w, "search:             maxDepth=%d,executions=%d,transitions=%d\n", st.MaxDepth, st.Executions, st.Transitions)
	fmt.Fprintf(w, "instructions:       %d\n", st.Instructions)
	if rep.Shard.Mode == "prefix" && rep.Shard.Prefixes > 0 {
		fmt.Fprintf(w, "prefixes:           %d at depth %d\n", rep.Shard.Prefixes, rep.Shard.Cut)
	}
}

func printMergedViolation(w io.Writer, v violation) {
	switch {
	case v.Property == "deadlock":
		fmt.Fprintf(w, "deadlock: %s\n", v.Message)
	case v.Exception != "" && v.Message != "":
		fmt.Fprintf(w, "%s: %s in thread %q\n", v.Exception, v.Message, v.Thread)
	case v.Exception != "":
		fmt.Fprintf(w, "%s in thread %q\n", v.Exception, v.Thread)
	default:
		fmt.Fprintf(w, "%s: %s\n", v.Property, v.Message)
	}
}
