package cli

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/gojpf/gojpf/scheduler"
)

// compareRun is one target under one scheduler.
type compareRun struct {
	Scheduler string `json:"scheduler"`
	// Report is the run's JSON report (as gojpf run --report-json).
	Report report `json:"report"`
	// ExitCode is what gojpf run would have exited with.
	ExitCode int `json:"exit_code"`
	// Stderr is what the run printed on stderr (errors, warnings).
	Stderr string `json:"stderr,omitempty"`
}

// compareTarget is one target under every scheduler.
type compareTarget struct {
	Target        string       `json:"target"`
	Args          []string     `json:"args"`
	Runs          []compareRun `json:"runs"`
	Disagreements []string     `json:"disagreements"`
}

// compareSpec is a scheduler as compare names it: NAME or NAME/POLICY
// (jpf/global).
type compareSpec struct {
	label, por, sharedness string
	analysis               string // the DporEngine's analysis
}

// compareInput is a target resolved for running: the class and class
// path (a .java file is compiled once), its arguments.
type compareInput struct {
	name      string // as given (or the .jpf file)
	mainClass string
	classPath string
	args      []string
	// props are the .jpf file's keys (Verify.getProperty).
	props map[string]string
}

func runCompare(e *env, args []string) int {
	fs, lvl := e.newFlags("compare", "--por NAME,NAME[,…] [flags] TARGET…",
		"Run each target under each scheduler with the same limits and compare them:\n"+
			"one table per target and a summary. TARGET is a .class or .java file, a .jpf\n"+
			"file (target, target.args, classpath), or a directory: its .jpf files, or if\n"+
			"it has none, its .java files that have a main method. A scheduler is NAME or\n"+
			"NAME/POLICY (jpf/global) or, for dporengine, NAME/ANALYSIS (dporengine/ea). Runs that finish must agree on the verdict and,\n"+
			"when no property is violated, on the set of outcomes; a disagreement means\n"+
			"a reduction is unsound: it is reported loudly and the exit code is 1.")
	var (
		pors, format              string
		jobs                      int
		o                         runOptions
		disableAssertions, noSets bool
		noTiming                  bool
		junitPath                 string
	)
	fs.StringVar(&pors, "por", "none,jpf,clockvector", "schedulers to compare, comma-separated; the first is the reference for ratios")
	fs.StringVar(&format, "format", "text", "output: text, json, csv or markdown")
	fs.IntVarP(&jobs, "jobs", "j", 1, "runs in parallel (results are printed in a stable order)")
	fs.StringVar(&o.jdk, "jdk", "", "JDK home whose library the programs run on")
	fs.Int64Var(&o.maxStates, "max-states", 1_000_000, "stop each run after this many new states (0: no limit)")
	fs.DurationVar(&o.timeLimit, "time-limit", 5*time.Minute, "stop each run after this long (0: no limit)")
	fs.IntVar(&o.depthLimit, "depth-limit", 0, "cut each path at this many stored states and go on with the others; incomplete only if a path was cut (0: no limit)")
	fs.StringVar(&o.maxMemory, "max-memory", "", "stop a run when gojpf's memory exceeds this size")
	fs.BoolVar(&o.stateMatching, "state-matching", true, "match states (where the scheduler allows it)")
	fs.BoolVar(&o.atomicJUC, "atomic-juc", true, "run java.util.concurrent operations atomically (see gojpf run --help)")
	fs.BoolVar(&o.modelThreads, "model-threads", true, "run the thread lifecycle, the end of the program and console output as models (see gojpf run --help)")
	fs.Int64Var(&o.maxTransition, "max-transition-length", defaultMaxTransition, "end a transition that ran this many instructions at its next scheduling point in program code (see gojpf run --help; 0: never)")
	fs.BoolVar(&o.spurious, "spurious-wakeups", false, "let untimed waits and parks wake up by themselves (see gojpf run --help)")
	fs.BoolVar(&disableAssertions, "disable-assertions", false, "run with assertions off (to measure whole state spaces of programs that assert)")
	fs.BoolVar(&noSets, "no-sleep-sets", false, "clockvector without sleep sets (paper 003 Table 2 exactly)")
	fs.StringSliceVar(&o.neverBreak, "never-break", nil, "never-break field patterns (see gojpf run --help)")
	fs.StringArrayVar(&o.addOpens, "add-opens", nil, addOpensUsage)
	fs.StringVar(&junitPath, "report-junit", "", "also write a JUnit XML report: a test case per target and scheduler, and one per target for the schedulers' agreement")
	fs.BoolVar(&o.noCache, "no-cache", false, "read and parse the JDK's classes from the image in every run, without the start-up cache (see gojpf run --help)")
	fs.BoolVar(&noTiming, "no-timing", false, "leave out times and memory, for output that is the same run after run (CI, tests)")
	fs.StringVar(&o.shardSpec, "shard", "", "run shard i of N of the comparison, i/N (or /N or auto, as gojpf run's): the runs (a target under a scheduler) numbered k = target·schedulers + scheduler, shard i the ones with k mod N = i; its result goes to --shard-dir for gojpf merge (docs/sharding.md)")
	fs.StringVar(&o.shardDir, "shard-dir", ".", "with --shard: the directory of the shard's result, shard-IIII-of-NNNN.json")
	if code := e.parseFlags(fs, lvl, args); code >= 0 {
		return code
	}
	if o.shardSpec != "" {
		var err error
		if o.shardIndex, o.shardCount, err = parseShard(o.shardSpec, os.Getenv); err != nil {
			return e.fail("compare", &usageError{err.Error()})
		}
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return ExitUsage
	}
	specs, err := parseCompareSpecs(pors)
	if err == nil && jobs < 1 {
		err = usagef("--jobs must be at least 1")
	}
	if err == nil && format != "text" && format != "json" && format != "csv" && format != "markdown" {
		err = usagef("--format: want text, json, csv or markdown, not %q", format)
	}
	if err != nil {
		return e.fail("compare", err)
	}
	var inputs []compareInput
	for _, t := range fs.Args() {
		in, err := e.compareInputs(t)
		if err != nil {
			return e.fail("compare", err)
		}
		inputs = append(inputs, in...)
	}
	o.maxHeap, o.maxStack = "1GiB", 3000
	o.quiet, o.outcomes = true, true
	o.disableAssertions = disableAssertions
	o.sleepSets = !noSets

	results := make([]compareTarget, len(inputs))
	type job struct{ ti, si int }
	work := make(chan job)
	var wg sync.WaitGroup
	for range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range work {
				in, sp := inputs[j.ti], specs[j.si]
				results[j.ti].Runs[j.si] = e.compareOne(o, in, sp)
			}
		}()
	}
	for ti, in := range inputs {
		results[ti] = compareTarget{Target: in.name, Args: append([]string{}, in.args...), Runs: make([]compareRun, len(specs))}
	}
	var sh *shardInfo
	if o.shardCount > 0 {
		var items []string
		cpString := ""
		for _, in := range inputs {
			for _, sp := range specs {
				items = append(items, compareItem(in.name, in.args, sp.label))
			}
			cpString = joinPath(cpString, in.classPath)
		}
		sh = itemShard(&o, "pair", items, "compare", []string{pors, strconv.FormatBool(noTiming)}, cpString)
	}
	for ti := range inputs {
		for si := range specs {
			if sh != nil && !sh.owns(ti*len(specs)+si) {
				continue
			}
			work <- job{ti, si}
		}
	}
	close(work)
	wg.Wait()
	if sh != nil {
		return e.writeCompareShard(&o, sh, results, specs, !noTiming)
	}

	if noTiming {
		for i := range results {
			for j := range results[i].Runs {
				st := &results[i].Runs[j].Report.Stats
				st.ElapsedMS, st.PeakMemoryBytes = 0, 0
			}
		}
	}
	return e.compareResults(results, specs, format, junitPath, !noTiming)
}

// compareResults finds the disagreements of the results, prints them in
// format (and JUnit XML to junitPath) and returns the exit code.
func (e *env) compareResults(results []compareTarget, specs []compareSpec, format, junitPath string, timed bool) int {
	noTiming := !timed
	code := ExitOK
	for i := range results {
		results[i].Disagreements = compareDisagreements(results[i].Runs)
		for _, r := range results[i].Runs {
			switch {
			case r.Report.Verdict == "incomplete" && code == ExitOK:
				code = ExitIncomplete
			case r.Report.Verdict != "ok" && r.Report.Verdict != "violation" && r.Report.Verdict != "incomplete":
				code = ExitUnsupported
			}
		}
	}
	unsound := false
	for _, r := range results {
		if len(r.Disagreements) > 0 {
			unsound = true
		}
	}
	if unsound {
		code = ExitViolation
	}
	var werr error
	switch format {
	case "json":
		werr = writeCompareJSON(e.stdout, results, specs, !noTiming)
	case "csv":
		werr = writeCompareCSV(e.stdout, results, !noTiming)
	case "markdown":
		writeCompareTables(e.stdout, results, specs, true, !noTiming)
	default:
		writeCompareTables(e.stdout, results, specs, false, !noTiming)
	}
	if werr == nil && junitPath != "" {
		werr = writeCompareJUnit(junitPath, e.stdout, results)
	}
	if werr != nil {
		fmt.Fprintf(e.stderr, "gojpf compare: %v\n", werr)
		return ExitUsage
	}
	if unsound {
		for _, r := range results {
			for _, d := range r.Disagreements {
				fmt.Fprintf(e.stderr, "gojpf compare: SCHEDULERS DISAGREE on %s: %s (a reduction is unsound)\n", r.Target, d)
			}
		}
	}
	return code
}

// parseCompareSpecs parses the --por list.
func parseCompareSpecs(list string) ([]compareSpec, error) {
	var specs []compareSpec
	seen := map[string]bool{}
	for _, s := range strings.Split(list, ",") {
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		name, policy, _ := strings.Cut(s, "/")
		st, err := scheduler.Lookup(name)
		if err != nil {
			return nil, usagef("--por: %v", err)
		}
		var analysis string
		if st.UsesAnalysis {
			// NAME/ANALYSIS for the DporEngine: the analysis it runs.
			analysis, policy = policy, ""
			if _, err := st.New(scheduler.Options{Analysis: analysis}); err != nil {
				return nil, usagef("--por %s: %v", s, err)
			}
		}
		if policy != "" && !st.UsesSharedness {
			return nil, usagef("--por: %s takes no sharedness policy", name)
		}
		if st.UsesSharedness && policy == "" {
			policy = "path"
		}
		if err := (scheduler.Options{Sharedness: policy}).Validate(); err != nil {
			return nil, usagef("--por %s: %v", s, err)
		}
		if seen[s] {
			return nil, usagef("--por: %s twice", s)
		}
		seen[s] = true
		specs = append(specs, compareSpec{label: s, por: name, sharedness: policy, analysis: analysis})
	}
	if len(specs) == 0 {
		return nil, usagef("--por: no scheduler")
	}
	return specs, nil
}

// compareInputs resolves one TARGET argument into programs to run.
func (e *env) compareInputs(t string) ([]compareInput, error) {
	fi, err := os.Stat(t)
	switch {
	case err == nil && fi.IsDir():
		jpfs, _ := filepath.Glob(filepath.Join(t, "*.jpf"))
		if len(jpfs) == 0 {
			srcs, _ := filepath.Glob(filepath.Join(t, "*.java"))
			for _, s := range srcs {
				if b, err := os.ReadFile(s); err == nil && bytes.Contains(b, []byte("void main(")) {
					jpfs = append(jpfs, s)
				}
			}
		}
		sort.Strings(jpfs)
		if len(jpfs) == 0 {
			return nil, usagef("%s: no .jpf files and no .java files with a main method", t)
		}
		var out []compareInput
		for _, p := range jpfs {
			in, err := e.compareInputs(p)
			if err != nil {
				return nil, err
			}
			out = append(out, in...)
		}
		return out, nil
	case strings.HasSuffix(t, ".jpf"):
		j, err := readJPF(t)
		if err != nil {
			return nil, err
		}
		for _, w := range j.warnings {
			fmt.Fprintf(e.stderr, "gojpf compare: warning: %s\n", w)
		}
		for _, f := range j.flags {
			if f[0] != "classpath" {
				fmt.Fprintf(e.stderr, "gojpf compare: warning: %s: key %q applies to gojpf run; compare's own flags set its runs (ignored)\n", t, f[2])
			}
		}
		mainClass, cp, err := resolveTarget(j.target, j.classPath)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", t, err)
		}
		return []compareInput{{name: t, mainClass: mainClass, classPath: cp, args: j.args, props: j.props}}, nil
	case strings.HasSuffix(t, ".java") || strings.HasSuffix(t, ".class"):
		mainClass, cp, err := resolveTarget(t, "")
		if err != nil {
			return nil, err
		}
		return []compareInput{{name: t, mainClass: mainClass, classPath: cp}}, nil
	}
	return nil, usagef("%s: want a .class, .java or .jpf file or a directory", t)
}

// compareOne runs one program under one scheduler, collecting its report.
func (e *env) compareOne(o runOptions, in compareInput, sp compareSpec) compareRun {
	var stdout, stderr bytes.Buffer
	sub := &env{ctx: e.ctx, stdout: &stdout, stderr: &stderr, log: e.log}
	var rep report
	o.por, o.sharedness, o.dporAnalysis = sp.por, sp.sharedness, sp.analysis
	o.shardSpec, o.shardIndex, o.shardCount = "", 0, 0 // a compare shard runs its runs whole
	if o.sharedness == "" {
		o.sharedness = "path"
	}
	o.classPath = in.classPath
	o.properties = in.props
	o.collect = &rep
	code := sub.run(&o, in.mainClass, in.args)
	if rep.Verdict == "" {
		rep.Verdict = "error"
		rep.Error = strings.TrimSpace(stderr.String())
	}
	return compareRun{Scheduler: sp.label, Report: rep, ExitCode: code, Stderr: strings.TrimSpace(stderr.String())}
}

// compareDisagreements lists how finished runs disagree: on the verdict,
// or (when none found a violation) on the set of outcomes. Runs that
// stop at their first violation may find different ones, so violations
// are compared only by their presence.
func compareDisagreements(runs []compareRun) []string {
	var out []string
	var ref *compareRun
	for i := range runs {
		r := &runs[i]
		if r.Report.Verdict != "ok" && r.Report.Verdict != "violation" {
			continue
		}
		if ref == nil {
			ref = r
			continue
		}
		if r.Report.Verdict != ref.Report.Verdict {
			out = append(out, fmt.Sprintf("%s says %s, %s says %s", ref.Scheduler, ref.Report.Verdict, r.Scheduler, r.Report.Verdict))
			continue
		}
		if r.Report.Verdict == "ok" {
			a, b := outcomeSet(ref.Report.Outcomes), outcomeSet(r.Report.Outcomes)
			if missing, extra := diffStrings(a, b); len(missing)+len(extra) > 0 {
				out = append(out, fmt.Sprintf("%s misses outcomes %q that %s finds, and finds %q that it does not", r.Scheduler, missing, ref.Scheduler, extra))
			}
		}
	}
	return out
}

func outcomeSet(os []outcome) []string {
	var out []string
	for _, o := range os {
		out = append(out, fmt.Sprintf("%q exit %d", o.Stdout, o.ExitStatus))
	}
	sort.Strings(out)
	return out
}

// diffStrings returns what of a is not in b, and what of b is not in a.
func diffStrings(a, b []string) (missing, extra []string) {
	in := func(xs []string, x string) bool {
		for _, y := range xs {
			if y == x {
				return true
			}
		}
		return false
	}
	for _, x := range a {
		if !in(b, x) {
			missing = append(missing, x)
		}
	}
	for _, x := range b {
		if !in(a, x) {
			extra = append(extra, x)
		}
	}
	return missing, extra
}

// compareColumns are the table's columns after the scheduler.
var compareColumns = []string{"verdict", "new states", "visited", "executions", "transitions", "instructions", "time", "memory", "states ×", "executions ×", "time ×"}

func compareCells(r compareRun, ref compareRun) []string {
	st := r.Report.Stats
	verdict := r.Report.Verdict
	if verdict == "violation" && len(r.Report.Violations) > 0 {
		v := r.Report.Violations[0]
		verdict += " (" + v.Property
		if v.Exception != "" {
			verdict += " " + v.Exception[strings.LastIndex(v.Exception, ".")+1:]
		}
		verdict += ")"
	}
	ratio := func(a, b int64) string {
		if b == 0 {
			return "–"
		}
		return strconv.FormatFloat(float64(a)/float64(b), 'f', 2, 64)
	}
	rs := ref.Report.Stats
	return []string{
		verdict,
		strconv.FormatInt(st.NewStates, 10),
		strconv.FormatInt(st.VisitedStates, 10),
		strconv.FormatInt(st.Executions, 10),
		strconv.FormatInt(st.Transitions, 10),
		strconv.FormatInt(st.Instructions, 10),
		fmt.Sprintf("%.2fs", float64(st.ElapsedMS)/1000),
		fmt.Sprintf("%dMiB", st.PeakMemoryBytes>>20),
		ratio(st.NewStates, rs.NewStates),
		ratio(st.Executions, rs.Executions),
		ratio(st.ElapsedMS, rs.ElapsedMS),
	}
}

// writeCompareTables prints one table per target and the summary, as
// aligned text or Markdown.
func writeCompareTables(w io.Writer, results []compareTarget, specs []compareSpec, md, timing bool) {
	header := append([]string{"scheduler"}, compareColumns...)
	header = dropTiming(header, timing)
	for _, t := range results {
		title := t.Target
		if len(t.Args) > 0 {
			title += " " + strings.Join(t.Args, " ")
		}
		rows := [][]string{header}
		for _, r := range t.Runs {
			rows = append(rows, dropTiming(append([]string{r.Scheduler}, compareCells(r, t.Runs[0])...), timing))
		}
		if md {
			fmt.Fprintf(w, "### %s\n\n", title)
		} else {
			fmt.Fprintf(w, "== %s\n", title)
		}
		writeTable(w, rows, md)
		for _, r := range t.Runs {
			if r.Report.Verdict != "ok" && r.Report.Verdict != "violation" && r.Report.Error != "" {
				fmt.Fprintf(w, "%s: %s\n", r.Scheduler, firstLine(r.Report.Error))
			}
		}
		for _, d := range t.Disagreements {
			fmt.Fprintf(w, "DISAGREEMENT: %s\n", d)
		}
		fmt.Fprintln(w)
	}
	// Summary: per scheduler, totals over the targets every scheduler
	// finished, and how many it finished.
	if md {
		fmt.Fprintf(w, "### summary\n\n")
	} else {
		fmt.Fprintf(w, "== summary (totals over the %d targets that every scheduler finished)\n", countAllFinished(results))
	}
	rows := [][]string{{"scheduler", "finished", "new states", "executions", "instructions", "time", "states ×", "time ×"}}
	if !timing {
		rows[0] = []string{"scheduler", "finished", "new states", "executions", "instructions", "states ×"}
	}
	var ref [3]int64
	for si, sp := range specs {
		var finished, states, execs, insns, ms int64
		for _, t := range results {
			r := t.Runs[si]
			if r.Report.Verdict == "ok" || r.Report.Verdict == "violation" {
				finished++
			}
			if allFinished(t) {
				states += r.Report.Stats.NewStates
				execs += r.Report.Stats.Executions
				insns += r.Report.Stats.Instructions
				ms += r.Report.Stats.ElapsedMS
			}
		}
		if si == 0 {
			ref = [3]int64{states, ms, 0}
		}
		ratio := func(a, b int64) string {
			if b == 0 {
				return "–"
			}
			return strconv.FormatFloat(float64(a)/float64(b), 'f', 2, 64)
		}
		row := []string{sp.label, fmt.Sprintf("%d/%d", finished, len(results)), strconv.FormatInt(states, 10), strconv.FormatInt(execs, 10), strconv.FormatInt(insns, 10), fmt.Sprintf("%.2fs", float64(ms)/1000), ratio(states, ref[0]), ratio(ms, ref[1])}
		if !timing {
			row = []string{row[0], row[1], row[2], row[3], row[4], row[6]}
		}
		rows = append(rows, row)
	}
	writeTable(w, rows, md)
	n := 0
	for _, t := range results {
		n += len(t.Disagreements)
	}
	if n > 0 {
		fmt.Fprintf(w, "\n%d DISAGREEMENTS: a reduction is unsound on these programs\n", n)
	} else {
		fmt.Fprintf(w, "\nno disagreements between the schedulers' finished runs\n")
	}
}

// dropTiming removes the time and memory columns (indices of
// compareColumns, after the scheduler) unless timing.
func dropTiming(row []string, timing bool) []string {
	if timing {
		return row
	}
	// scheduler, verdict, new states, visited, executions, transitions,
	// instructions, [time, memory], states ×, executions ×, [time ×]
	return append(append([]string{}, row[:7]...), row[9:11]...)
}

func allFinished(t compareTarget) bool {
	for _, r := range t.Runs {
		if r.Report.Verdict != "ok" && r.Report.Verdict != "violation" {
			return false
		}
	}
	return true
}

func countAllFinished(results []compareTarget) int {
	n := 0
	for _, t := range results {
		if allFinished(t) {
			n++
		}
	}
	return n
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

// writeTable prints rows (the first is the header) aligned, or as a
// Markdown table with numbers right-aligned.
func writeTable(w io.Writer, rows [][]string, md bool) {
	widths := make([]int, len(rows[0]))
	for _, r := range rows {
		for i, c := range r {
			widths[i] = max(widths[i], len([]rune(c)))
		}
	}
	for ri, r := range rows {
		var b strings.Builder
		for i, c := range r {
			pad := strings.Repeat(" ", widths[i]-len([]rune(c)))
			switch {
			case md:
				b.WriteString("| " + c + " ")
			case i <= 1:
				b.WriteString(c + pad + "  ")
			default:
				b.WriteString(pad + c + "  ")
			}
		}
		if md {
			b.WriteString("|")
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
		if md && ri == 0 {
			b.Reset()
			for i := range r {
				if i <= 1 {
					b.WriteString("|---")
				} else {
					b.WriteString("|---:")
				}
			}
			fmt.Fprintln(w, b.String()+"|")
		}
	}
}

// writeCompareJUnit writes the comparison as JUnit XML: each run is a
// test case (classname gojpf.SCHEDULER), and each target has one more,
// "schedulers agree", failing on a disagreement.
func writeCompareJUnit(path string, stdout io.Writer, results []compareTarget) error {
	suite := junitSuite{Name: "gojpf compare"}
	var ms int64
	for _, t := range results {
		name := t.Target
		if len(t.Args) > 0 {
			name += " " + strings.Join(t.Args, " ")
		}
		for _, r := range t.Runs {
			rep := r.Report
			rep.Target, rep.Args = name, nil
			one := junitReport(&rep)
			c := one.Suites[0].Cases[0]
			c.Classname = "gojpf." + r.Scheduler
			suite.Cases = append(suite.Cases, c)
			suite.Failures += one.Failures
			suite.Errors += one.Errors
			suite.Skipped += one.Skipped
			ms += rep.Stats.ElapsedMS
		}
		agree := junitCase{Name: name + ": schedulers agree", Classname: "gojpf.compare", Time: "0.000"}
		if len(t.Disagreements) > 0 {
			agree.Failure = &junitProblem{Message: "schedulers disagree: a reduction is unsound", Type: "disagreement", Body: strings.Join(t.Disagreements, "\n")}
			suite.Failures++
		}
		suite.Cases = append(suite.Cases, agree)
	}
	suite.Tests = len(suite.Cases)
	suite.Time = fmt.Sprintf("%.3f", float64(ms)/1000)
	all := junitSuites{Name: "gojpf", Tests: suite.Tests, Failures: suite.Failures, Errors: suite.Errors, Skipped: suite.Skipped, Time: suite.Time, Suites: []junitSuite{suite}}
	b, err := xml.MarshalIndent(all, "", "  ")
	if err != nil {
		return err
	}
	return writeOut(path, stdout, append([]byte(xml.Header), append(b, '\n')...))
}

func writeCompareJSON(w io.Writer, results []compareTarget, specs []compareSpec, timed bool) error {
	var names []string
	for _, s := range specs {
		names = append(names, s.label)
	}
	for i := range results {
		if results[i].Disagreements == nil {
			results[i].Disagreements = []string{}
		}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(struct {
		GojpfVersion string   `json:"gojpf_version"`
		Schedulers   []string `json:"schedulers"`
		// Timed is false with --no-timing: elapsed_ms and
		// peak_memory_bytes were not measured (they read 0).
		Timed   bool            `json:"timed"`
		Targets []compareTarget `json:"targets"`
	}{Version, names, timed, results})
}

// writeCompareCSV writes one row per run. Without timing (--no-timing)
// elapsed_ms and peak_memory_bytes are empty, not 0. outcomes is the
// number of distinct outcomes, violation the first violated property.
func writeCompareCSV(w io.Writer, results []compareTarget, timed bool) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"target", "args", "scheduler", "verdict", "new_states", "visited_states", "executions", "transitions", "instructions", "elapsed_ms", "peak_memory_bytes", "states_ratio", "disagreement", "outcomes", "violation"})
	for _, t := range results {
		ref := t.Runs[0].Report.Stats
		for _, r := range t.Runs {
			st := r.Report.Stats
			ratio := ""
			if ref.NewStates > 0 {
				ratio = strconv.FormatFloat(float64(st.NewStates)/float64(ref.NewStates), 'f', 4, 64)
			}
			ms, mem := "", ""
			if timed {
				ms, mem = strconv.FormatInt(st.ElapsedMS, 10), strconv.FormatUint(st.PeakMemoryBytes, 10)
			}
			violation := ""
			if len(r.Report.Violations) > 0 {
				violation = r.Report.Violations[0].Property
			}
			cw.Write([]string{t.Target, strings.Join(t.Args, " "), r.Scheduler, r.Report.Verdict,
				strconv.FormatInt(st.NewStates, 10), strconv.FormatInt(st.VisitedStates, 10), strconv.FormatInt(st.Executions, 10),
				strconv.FormatInt(st.Transitions, 10), strconv.FormatInt(st.Instructions, 10), ms,
				mem, ratio, strconv.FormatBool(len(t.Disagreements) > 0), strconv.Itoa(len(r.Report.Outcomes)), violation})
		}
	}
	cw.Flush()
	return cw.Error()
}
