package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"slices"
	"strings"
	"time"
)

// Sharding gojpf test and gojpf compare (docs/sharding.md): their items
// (test methods; a target under a scheduler) are independent searches,
// so item k goes to shard k mod N whole, and gojpf merge puts the
// items' results back in order.

// itemShard is the shard block of a gojpf test or compare shard: its
// mode ("method" or "pair"), the items by name, the owned ones.
func itemShard(o *runOptions, mode string, items []string, what string, args []string, cpString string) *shardInfo {
	s := &shardInfo{Index: o.shardIndex, Count: o.shardCount, Mode: mode, Items: items,
		ProgramDigest: programDigest(cpString), ConfigDigest: configDigest(o, what, args)}
	for k := range items {
		if s.owns(k) {
			s.Owned = append(s.Owned, int64(k))
		}
	}
	return s
}

// owns reports whether item k is the shard's.
func (s *shardInfo) owns(k int) bool { return k%s.Count == s.Index }

// readShardKind reads what command wrote a shard file: "run" (a run's
// report has no command field), "test" or "compare".
func readShardKind(path string) (string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return "", &usageError{err.Error()}
	}
	var head struct {
		Command string     `json:"command"`
		Shard   *shardInfo `json:"shard"`
	}
	if err := json.Unmarshal(b, &head); err != nil {
		return "", usagef("%s: not a JSON report: %v", path, err)
	}
	if head.Shard == nil {
		return "", usagef("%s: not a shard's result (no shard block; gojpf run, test and compare --shard write one)", path)
	}
	switch head.Command {
	case "", "run":
		return "run", nil
	case "test", "compare":
		return head.Command, nil
	}
	return "", usagef("%s: a shard of gojpf %s, which gojpf merge does not know", path, head.Command)
}

// itemFile is a test or compare shard file as merge reads it.
type itemFile struct {
	path  string
	shard *shardInfo
	raw   []byte
}

// mergeItemShards checks that the files are shards of one test or
// compare run, keeps one result per index (a complete one if an index
// ran twice) and returns them by index with the reasons the merge is
// incomplete (missing and unfinished shards) and the runs per index.
func mergeItemShards(files []string, kind string) (first *shardInfo, byIndex map[int]*itemFile, runs map[int]int, why []string, err error) {
	var all []*itemFile
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, nil, nil, nil, &usageError{err.Error()}
		}
		var head struct {
			Command string     `json:"command"`
			Version string     `json:"gojpf_version"`
			Shard   *shardInfo `json:"shard"`
		}
		if err := json.Unmarshal(b, &head); err != nil {
			return nil, nil, nil, nil, usagef("%s: not a JSON report: %v", f, err)
		}
		if head.Shard == nil || head.Command != kind {
			return nil, nil, nil, nil, usagef("%s: not a shard of gojpf %s (the files must all come from one command)", f, kind)
		}
		if head.Version != Version {
			return nil, nil, nil, nil, usagef("%s: written by gojpf %s, this is %s", f, head.Version, Version)
		}
		all = append(all, &itemFile{path: f, shard: head.Shard, raw: b})
	}
	first = all[0].shard
	for _, x := range all[1:] {
		s := x.shard
		switch {
		case s.ProgramDigest != first.ProgramDigest:
			return nil, nil, nil, nil, usagef("%s: another program than %s's: not the same %s", x.path, all[0].path, kind)
		case s.ConfigDigest != first.ConfigDigest:
			return nil, nil, nil, nil, usagef("%s: another configuration than %s's: not the same %s", x.path, all[0].path, kind)
		case s.Count != first.Count || s.Mode != first.Mode:
			return nil, nil, nil, nil, usagef("%s: %d shards (%s), %s has %d (%s): not the same %s", x.path, s.Count, s.Mode, all[0].path, first.Count, first.Mode, kind)
		case !slices.Equal(s.Items, first.Items):
			return nil, nil, nil, nil, usagef("%s: other items than %s's: not the same %s", x.path, all[0].path, kind)
		}
	}
	byIndex, runs = map[int]*itemFile{}, map[int]int{}
	for _, x := range all {
		i := x.shard.Index
		runs[i]++
		if cur := byIndex[i]; cur == nil || !cur.shard.Complete && x.shard.Complete {
			byIndex[i] = x
		}
	}
	var missing, unfinished []string
	for i := 0; i < first.Count; i++ {
		switch x := byIndex[i]; {
		case x == nil:
			missing = append(missing, fmt.Sprint(i))
		case !x.shard.Complete:
			unfinished = append(unfinished, fmt.Sprint(i))
		}
	}
	if len(missing) > 0 {
		why = append(why, "shards missing: "+strings.Join(missing, ", "))
	}
	if len(unfinished) > 0 {
		why = append(why, "shards unfinished: "+strings.Join(unfinished, ", "))
	}
	return first, byIndex, runs, why, nil
}

// compareItem names a compare run: the target (with its arguments)
// under a scheduler.
func compareItem(target string, args []string, sched string) string {
	if len(args) > 0 {
		target += " " + strings.Join(args, " ")
	}
	return target + " under " + sched
}

// compareShardFile is a gojpf compare shard's result: the comparison's
// schedulers and targets, and the runs the shard made, each with its
// item number (target·schedulers + scheduler).
type compareShardFile struct {
	GojpfVersion string            `json:"gojpf_version"`
	Command      string            `json:"command"`
	Schedulers   []string          `json:"schedulers"`
	Timed        bool              `json:"timed"`
	Targets      []compareShardTgt `json:"targets"`
	Runs         []compareShardRun `json:"runs"`
	Shard        *shardInfo        `json:"shard"`
}

type compareShardTgt struct {
	Target string   `json:"target"`
	Args   []string `json:"args"`
}

type compareShardRun struct {
	Item int `json:"item"`
	compareRun
}

// writeCompareShard writes a compare shard's result to its file in
// --shard-dir and returns the exit code: usage if it could not be
// written, else as the comparison of its own runs would.
func (e *env) writeCompareShard(o *runOptions, sh *shardInfo, results []compareTarget, specs []compareSpec, timed bool) int {
	f := compareShardFile{GojpfVersion: Version, Command: "compare", Timed: timed, Shard: sh}
	for _, sp := range specs {
		f.Schedulers = append(f.Schedulers, sp.label)
	}
	code := ExitOK
	for ti, t := range results {
		f.Targets = append(f.Targets, compareShardTgt{t.Target, t.Args})
		for si, r := range t.Runs {
			k := ti*len(specs) + si
			if !sh.owns(k) {
				continue
			}
			if !timed {
				r.Report.Stats.ElapsedMS, r.Report.Stats.PeakMemoryBytes = 0, 0
			}
			f.Runs = append(f.Runs, compareShardRun{k, r})
			sh.Finished = append(sh.Finished, int64(k))
			switch r.Report.Verdict {
			case "ok", "violation":
			case "incomplete":
				code = max(code, ExitIncomplete)
			default:
				code = ExitUnsupported
			}
		}
	}
	// An interrupted shard's last runs stopped early: it is rerun.
	sh.Complete = len(sh.Finished) == len(sh.Owned) && (e.ctx == nil || e.ctx.Err() == nil)
	path := shardFile(o.shardDir, sh.Index, sh.Count)
	if err := writeJSON(path, e.stdout, &f); err != nil {
		fmt.Fprintf(e.stderr, "gojpf compare: writing the shard's result: %v\n", err)
		return ExitUsage
	}
	fmt.Fprintf(e.stdout, "gojpf compare: shard %d/%d: %d of the %d runs, written to %s (gojpf merge combines the shards)\n", sh.Index, sh.Count, len(sh.Owned), len(sh.Items), path)
	if code == ExitIncomplete {
		// Incomplete runs are part of a comparison's result; the shard is done.
		return ExitOK
	}
	return code
}

// mergeCompare is gojpf merge of gojpf compare shards: the comparison's
// tables (in format), with every run of a missing shard incomplete.
func (e *env) mergeCompare(files []string, format, junitPath string) int {
	first, byIndex, _, why, err := mergeItemShards(files, "compare")
	if err != nil {
		return e.fail("merge", err)
	}
	var ref compareShardFile
	for _, x := range byIndex {
		if err := json.Unmarshal(x.raw, &ref); err != nil {
			return e.fail("merge", usagef("%s: not a compare shard: %v", x.path, err))
		}
		break
	}
	specs := make([]compareSpec, len(ref.Schedulers))
	for i, l := range ref.Schedulers {
		specs[i].label = l
	}
	if len(ref.Targets)*len(specs) != len(first.Items) || len(specs) == 0 {
		return e.fail("merge", usagef("compare shards: %d targets × %d schedulers, but %d items", len(ref.Targets), len(specs), len(first.Items)))
	}
	results := make([]compareTarget, len(ref.Targets))
	for ti, t := range ref.Targets {
		results[ti] = compareTarget{Target: t.Target, Args: t.Args, Runs: make([]compareRun, len(specs))}
		for si, sp := range specs {
			results[ti].Runs[si] = compareRun{Scheduler: sp.label, Report: report{Verdict: "incomplete", Error: fmt.Sprintf("not run: shard %d/%d's result is missing or unfinished", (ti*len(specs)+si)%first.Count, first.Count)}, ExitCode: ExitIncomplete}
		}
	}
	for _, x := range byIndex {
		var f compareShardFile
		if err := json.Unmarshal(x.raw, &f); err != nil {
			return e.fail("merge", usagef("%s: not a compare shard: %v", x.path, err))
		}
		for _, r := range f.Runs {
			if r.Item < 0 || r.Item >= len(first.Items) || !x.shard.owns(r.Item) {
				return e.fail("merge", usagef("%s: run %d is not shard %d/%d's", x.path, r.Item, x.shard.Index, x.shard.Count))
			}
			results[r.Item/len(specs)].Runs[r.Item%len(specs)] = r.compareRun
		}
	}
	code := e.compareResults(results, specs, format, junitPath, ref.Timed)
	if len(why) > 0 {
		fmt.Fprintf(e.stderr, "gojpf merge: incomplete: %s\n", strings.Join(why, "; "))
	}
	return code
}

// mergeTest is gojpf merge of gojpf test shards: the test lines and
// summary as gojpf test prints them, its JSON and Surefire reports; the
// methods of a missing shard are incomplete.
func (e *env) mergeTest(files []string, o *runOptions) int {
	start := time.Now()
	first, byIndex, runs, why, err := mergeItemShards(files, "test")
	if err != nil {
		return e.fail("merge", err)
	}
	entries := make([]*testEntry, len(first.Items))
	rep := testReport{SchemaVersion: reportSchemaVersion, GojpfVersion: Version, Command: "test"}
	var boots int
	var elapsed int64
	for i := 0; i < first.Count; i++ {
		x := byIndex[i]
		if x == nil {
			continue
		}
		var r testReport
		if err := json.Unmarshal(x.raw, &r); err != nil {
			return e.fail("merge", usagef("%s: not a test shard: %v", x.path, err))
		}
		if len(r.Tests) != len(x.shard.Owned) {
			return e.fail("merge", usagef("%s: %d tests for the %d methods the shard owns", x.path, len(r.Tests), len(x.shard.Owned)))
		}
		for j, k := range x.shard.Owned {
			if k < 0 || int(k) >= len(entries) || !x.shard.owns(int(k)) {
				return e.fail("merge", usagef("%s: method %d is not shard %d/%d's", x.path, k, x.shard.Index, x.shard.Count))
			}
			entries[k] = r.Tests[j]
		}
		boots += r.Summary.Boots
		elapsed = max(elapsed, r.Summary.ElapsedMS)
		var execs, trans int64
		for _, en := range r.Tests {
			if en.report != nil {
				execs += en.report.Stats.Executions
				trans += en.report.Stats.Transitions
			}
		}
		verdict := "ok"
		switch c := testExit(&r.Summary); c {
		case ExitViolation:
			verdict = "violation"
		case ExitIncomplete:
			verdict = "incomplete"
		case ExitUnsupported:
			verdict = "error"
		}
		rep.Shards = append(rep.Shards, mergedShard{Index: i, File: x.path, Verdict: verdict, Complete: x.shard.Complete, Executions: execs, Transitions: trans, ElapsedMS: r.Summary.ElapsedMS, Runs: runs[i]})
	}
	for k, en := range entries {
		if en == nil {
			class, method, _ := strings.Cut(first.Items[k], "#")
			entries[k] = &testEntry{TestClass: class, TestMethod: method, Status: testIncomplete, Message: fmt.Sprintf("not run: shard %d/%d's result is missing or unfinished", k%first.Count, first.Count)}
		}
	}
	rep.Tests = entries
	rep.Summary = summarizeTests(entries)
	rep.Summary.Boots, rep.Summary.ElapsedMS = boots, elapsed
	rep.Shard = &shardInfo{Count: first.Count, Mode: first.Mode, ProgramDigest: first.ProgramDigest, ConfigDigest: first.ConfigDigest, Items: first.Items, Complete: len(why) == 0}
	rep.Error = strings.Join(why, "; ")
	if !o.quiet {
		cols := e.traceColumns(o)
		var src *sourceLines
		if cols > 0 {
			src = newSourceLines("", o.sourceRoot)
		}
		for _, en := range entries {
			printTestLine(e.stdout, en, cols, src)
		}
		sum := rep.Summary
		fmt.Fprintf(e.stdout, "\ngojpf test: %d tests: %d passed, %d failed, %d skipped, %d errors, %d incomplete (%d shards, merged in %.2fs, the longest shard %.2fs)\n",
			sum.Tests, sum.Passed, sum.Failed, sum.Skipped, sum.Errors, sum.Incomplete, first.Count, time.Since(start).Seconds(), float64(elapsed)/1000)
		if rep.Error != "" {
			fmt.Fprintf(e.stdout, "incomplete: %s\n", rep.Error)
		}
	}
	o.reportHTML = ""
	if code := e.writeTestReports(o, &rep); code >= 0 {
		return code
	}
	return testExit(&rep.Summary)
}

// itemNextRound is gojpf merge --next-round of test or compare shards:
// the shards still to run, one i/N a line (exit 4 if there are any).
func (e *env) itemNextRound(files []string, kind string) int {
	first, byIndex, _, _, err := mergeItemShards(files, kind)
	if err != nil {
		return e.fail("merge", err)
	}
	code := ExitOK
	for i := 0; i < first.Count; i++ {
		if x := byIndex[i]; x == nil || !x.shard.Complete {
			fmt.Fprintf(e.stdout, "%d/%d\n", i, first.Count)
			code = ExitIncomplete
		}
	}
	return code
}

// UnmarshalJSON reads a test entry of a test shard's report: the
// embedded run report (which encoding/json cannot fill, the type being
// unexported) and the entry's own fields.
func (en *testEntry) UnmarshalJSON(b []byte) error {
	rt := reflect.TypeOf(*en)
	var fields []reflect.StructField
	var index []int
	for i := 0; i < rt.NumField(); i++ {
		f := rt.Field(i)
		if f.Anonymous || !f.IsExported() {
			continue
		}
		fields = append(fields, f)
		index = append(index, i)
	}
	own := reflect.New(reflect.StructOf(fields))
	if err := json.Unmarshal(b, own.Interface()); err != nil {
		return err
	}
	ev := reflect.ValueOf(en).Elem()
	for j, i := range index {
		ev.Field(i).Set(own.Elem().Field(j))
	}
	var probe map[string]json.RawMessage
	if err := json.Unmarshal(b, &probe); err != nil {
		return err
	}
	if _, ok := probe["verdict"]; ok {
		en.report = &report{}
		return json.Unmarshal(b, en.report)
	}
	return nil
}
