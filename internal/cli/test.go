package cli

import (
	"bufio"
	"context"
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/gojpf/gojpf/classfile"
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/search"
)

// gojpf test: every test method a model-checking run, the JDK booted once
// (jvm.VM.Boot, StartFrom) for all of them.

const testUsage = `Model-check test methods of JUnit 5, JUnit 4 and JPF (TestJPF) test classes,
and jcstress tests (@JCStressTest: every result reachable under sequential
consistency, graded by its @Outcomes): each test method is one
model-checking run of the method with its lifecycle methods, with every flag of gojpf run (--por, limits, listeners;
+key=value sets .jpf keys). A SELECTOR is a class (pkg.MyTest), a method
(pkg.MyTest#testX), a package prefix (pkg), a directory of classes or a
jar (added to the class path); with none, every test class in the class
path's directories. The JUnit jars your tests compile against must be on
the class path: their Assertions run as guest code.
Exit status: 0 all passed (or skipped), 1 some failed, 2 usage, 3
unsupported or internal error, 4 incomplete (a limit was hit).`

// testStatus values.
const (
	testPassed     = "passed"
	testFailed     = "failed"
	testSkipped    = "skipped"
	testError      = "error"
	testIncomplete = "incomplete"
)

// testEntry is one test method's entry of the JSON report: the fields of
// gojpf run's report for its run, and what the test is and came to.
type testEntry struct {
	TestClass   string `json:"test_class"`
	TestMethod  string `json:"test_method"`
	DisplayName string `json:"display_name,omitempty"`
	Style       string `json:"style"`
	Status      string `json:"status"`
	// Message says why a test failed, was skipped or did not finish.
	Message string `json:"message,omitempty"`
	// Expected is what a JPF test's verify call expected.
	Expected string `json:"expected,omitempty"`
	// JCStress is a jcstress test's table: its reachable results and the
	// declared ones no execution reaches, graded.
	JCStress []jcstressRow `json:"jcstress,omitempty"`
	// Detail is printed below the test's line (a jcstress table, a
	// linearizability test's scenarios).
	Detail string `json:"detail,omitempty"`
	*report
}

// testReport is gojpf test's JSON report.
type testReport struct {
	SchemaVersion int          `json:"schema_version"`
	GojpfVersion  string       `json:"gojpf_version"`
	Command       string       `json:"command"`
	Tests         []*testEntry `json:"tests"`
	Summary       testSummary  `json:"summary"`
	// Shard is a shard's block (--shard: the test methods by name, the
	// ones it owned and ran); Shards are the shards a merged report
	// combines, Error why a merged report is incomplete.
	Shard  *shardInfo    `json:"shard,omitempty"`
	Shards []mergedShard `json:"shards,omitempty"`
	Error  string        `json:"error,omitempty"`
}

type testSummary struct {
	Tests      int   `json:"tests"`
	Passed     int   `json:"passed"`
	Failed     int   `json:"failed"`
	Skipped    int   `json:"skipped"`
	Errors     int   `json:"errors"`
	Incomplete int   `json:"incomplete"`
	Boots      int   `json:"boots"`
	ElapsedMS  int64 `json:"elapsed_ms"`
}

// testOptions parses gojpf test's command line (with extra +key=value
// arguments after it: a JPF test's own arguments); code >= 0 means stop.
func (e *env) testOptions(args, extra []string) (o *runOptions, selectors []string, code int) {
	fs, lvl := e.newFlags("test", "[flags] [+key=value…] [SELECTOR…]", testUsage)
	o = &runOptions{}
	addRunFlags(e, fs, o)
	fs.IntVar(&o.lin.threads, "lin-threads", 2, "linearizability tests (@Operation): threads of a scenario's parallel part")
	fs.IntVar(&o.lin.ops, "lin-ops", 2, "linearizability tests: operations per thread of the parallel part")
	fs.IntVar(&o.lin.init, "lin-init", 1, "linearizability tests: operations of the init part (before the threads)")
	fs.IntVar(&o.lin.post, "lin-post", 1, "linearizability tests: operations of the post part (after the threads)")
	fs.IntVar(&o.lin.scenarios, "lin-scenarios", linDefaultScenarios, "linearizability tests: scenarios generated (from --seed), each model-checked")
	args = singleDashLong(fs, args, "cp", "classpath")
	if code := e.parseFlags(fs, lvl, args); code >= 0 {
		return nil, nil, code
	}
	var plus []string
	for _, a := range fs.Args() {
		if strings.HasPrefix(a, "+") {
			plus = append(plus, a)
		} else {
			selectors = append(selectors, a)
		}
	}
	plus = append(plus, extra...)
	if len(plus) > 0 {
		jt, err := readJPFLayers("", plus)
		if err != nil {
			return nil, nil, e.fail("test", err)
		}
		if len(extra) == 0 {
			for _, w := range jt.warnings {
				fmt.Fprintf(e.stderr, "gojpf test: warning: %s\n", w)
			}
		}
		if jt.target != "" {
			return nil, nil, e.fail("test", usagef("+target: gojpf test takes selectors, not a target"))
		}
		o.properties = jt.props
		if jt.classPath != "" && !fs.Changed("cp") && !fs.Changed("classpath") {
			o.classPath = jt.classPath
		}
		for _, f := range jt.flags {
			if fs.Changed(f[0]) && f[0] != "listener-opt" && len(extra) == 0 {
				continue
			}
			if err := fs.Set(f[0], f[1]); err != nil {
				return nil, nil, e.fail("test", usagef("%s=%s: %v", f[2], f[1], err))
			}
		}
	}
	if code := e.checkRunOptions(fs, o, "test"); code >= 0 {
		return nil, nil, code
	}
	switch {
	case o.lin.threads < 1 || o.lin.ops < 1 || o.lin.init < 0 || o.lin.post < 0 || o.lin.scenarios < 1:
		return nil, nil, e.fail("test", usagef("--lin-threads, --lin-ops and --lin-scenarios must be at least 1, --lin-init and --lin-post at least 0"))
	case o.replay != "":
		return nil, nil, e.fail("test", usagef("--replay is for gojpf run (give it the test's class and method: -cp CP %s ARGS…, as the JSON report's entry says)", testRunnerMain))
	case o.reportSARIF != "":
		return nil, nil, e.fail("test", usagef("--report-sarif is for gojpf run; gojpf test writes --report-junit and --report-json"))
	case o.shards != 0 || o.swarm:
		return nil, nil, e.fail("test", usagef("--shards and --swarm are for gojpf run: gojpf test shards by test method with --shard i/N, and gojpf merge combines the shards (docs/sharding.md)"))
	}
	return o, selectors, -1
}

func runTestCommand(e *env, args []string) int {
	start := time.Now()
	o, selectors, code := e.testOptions(args, nil)
	if code >= 0 {
		return code
	}
	cpString := o.classPath
	var targets []testTarget
	for _, sel := range selectors {
		t, cp, err := selectorTarget(sel)
		if err != nil {
			return e.fail("test", err)
		}
		if cp != "" && !strings.Contains(string(os.PathListSeparator)+cpString+string(os.PathListSeparator), string(os.PathListSeparator)+cp+string(os.PathListSeparator)) {
			cpString = joinPath(cpString, cp)
		}
		targets = append(targets, t)
	}
	if cpString == "" {
		cpString = "."
	}
	home, err := classfile.FindJDK(o.jdk)
	if err != nil {
		return e.fail("test", &usageError{err.Error()})
	}
	cp, img, err := openRunClassPath(cpString, home)
	if err != nil {
		return e.fail("test", err)
	}
	s := &testSession{e: e, args: args, cpString: cpString, cp: cp, img: img, home: home, vms: map[string]*bootedVM{}}
	defer s.close()
	sc := e.openStartCache(o.noCache, img)
	defer sc.save()
	s.jdkClasses = sc.source()
	// Discovery reads the classes gojpf will run: the guest library, the
	// class path, the JDK.
	d := &discoverer{cp: cp, cache: map[string]*classfile.ClassFile{}}
	cases, err := d.discover(targets, cpString)
	if err != nil {
		return e.fail("test", err)
	}
	if len(cases) == 0 {
		return e.fail("test", usagef("no test methods found (class path %s)", cpString))
	}
	var sh *shardInfo
	if o.shardCount > 0 {
		names := make([]string, len(cases))
		for i, tc := range cases {
			names[i] = tc.Class + "#" + tc.Method
		}
		lin := fmt.Sprintf("lin %d %d %d %d %d", o.lin.threads, o.lin.ops, o.lin.init, o.lin.post, o.lin.scenarios)
		sh = itemShard(o, "method", names, "test", append(append([]string{}, selectors...), lin), cpString)
		if o.reportJSON == "" {
			o.reportJSON = shardFile(o.shardDir, o.shardIndex, o.shardCount)
		}
	}
	var entries []*testEntry
	cols := e.traceColumns(o)
	var src *sourceLines
	if cols > 0 {
		src = newSourceLines("", o.sourceRoot)
	}
	broke := false
	for i := range cases {
		if sh != nil && !sh.owns(i) {
			continue
		}
		if broke {
			tc := &cases[i]
			entries = append(entries, &testEntry{TestClass: tc.Class, TestMethod: tc.Method, Style: tc.Style, Status: testError, Message: "not run: the VM did not set up for an earlier test"})
			continue
		}
		if e.ctx != nil && e.ctx.Err() != nil {
			// Interrupted (Ctrl-C): the methods not run yet are reported
			// as such, not run.
			tc := &cases[i]
			entries = append(entries, &testEntry{TestClass: tc.Class, TestMethod: tc.Method, Style: tc.Style, Status: testIncomplete, Message: fmt.Sprintf("not run: %v", context.Cause(e.ctx))})
			continue
		}
		en := s.run(o, &cases[i])
		entries = append(entries, en)
		if sh != nil {
			sh.Finished = append(sh.Finished, int64(i))
		}
		if !o.quiet {
			printTestLine(e.stdout, en, cols, src)
		}
		if en.Status == testError && strings.HasPrefix(en.Message, "setting up:") {
			if sh == nil {
				break // the VM does not boot: the others fail the same way
			}
			broke = true // a shard reports every method it owns
		}
	}
	rep := testReport{SchemaVersion: reportSchemaVersion, GojpfVersion: Version, Command: "test", Tests: entries}
	if sh != nil {
		// An interrupted shard's last method stopped early: it is rerun.
		sh.Complete = len(sh.Finished) == len(sh.Owned) && (e.ctx == nil || e.ctx.Err() == nil)
		rep.Shard = sh
	}
	rep.Summary = summarizeTests(entries)
	sum := &rep.Summary
	sum.Boots = s.boots
	sum.ElapsedMS = time.Since(start).Milliseconds()
	if !o.quiet {
		fmt.Fprintf(e.stdout, "\ngojpf test: %d tests: %d passed, %d failed, %d skipped, %d errors, %d incomplete (%.2fs, JDK booted %d×)\n",
			sum.Tests, sum.Passed, sum.Failed, sum.Skipped, sum.Errors, sum.Incomplete, time.Since(start).Seconds(), sum.Boots)
		if sh != nil {
			fmt.Fprintf(e.stdout, "gojpf test: shard %d/%d: %d of the %d test methods (gojpf merge combines the shards)\n", sh.Index, sh.Count, len(sh.Owned), len(sh.Items))
		}
	}
	if code := e.writeTestReports(o, &rep); code >= 0 {
		return code
	}
	code = testExit(sum)
	if o.exitZero && (code == ExitViolation || code == ExitIncomplete) {
		return ExitOK
	}
	return code
}

// summarizeTests counts the entries by status.
func summarizeTests(entries []*testEntry) testSummary {
	var sum testSummary
	for _, en := range entries {
		sum.Tests++
		switch en.Status {
		case testPassed:
			sum.Passed++
		case testFailed:
			sum.Failed++
		case testSkipped:
			sum.Skipped++
		case testError:
			sum.Errors++
		case testIncomplete:
			sum.Incomplete++
		}
	}
	return sum
}

// writeTestReports writes the JUnit, HTML and JSON reports o asks for;
// an exit code >= 0 if one could not be written.
func (e *env) writeTestReports(o *runOptions, rep *testReport) int {
	if o.reportJUnit != "" {
		if err := writeSurefire(o.reportJUnit, e.stdout, rep.Tests); err != nil {
			fmt.Fprintf(e.stderr, "gojpf test: writing the JUnit report: %v\n", err)
			return ExitUsage
		}
	}
	if o.reportHTML != "" {
		if err := writeTestHTML(o, e.stdout, rep); err != nil {
			fmt.Fprintf(e.stderr, "gojpf test: writing the HTML report: %v\n", err)
			return ExitUsage
		}
	}
	if o.reportJSON != "" {
		if err := writeJSON(o.reportJSON, e.stdout, rep); err != nil {
			fmt.Fprintf(e.stderr, "gojpf test: writing the JSON report: %v\n", err)
			return ExitUsage
		}
	}
	return -1
}

// testExit is gojpf test's exit code for a summary.
func testExit(sum *testSummary) int {
	switch {
	case sum.Failed > 0:
		return ExitViolation
	case sum.Errors > 0:
		return ExitUnsupported
	case sum.Incomplete > 0:
		return ExitIncomplete
	}
	return ExitOK
}

// testTarget is what a selector names.
type testTarget struct {
	class, method string // a class or package prefix (binary name with '/'), maybe one method, or
	all           string // every class of a directory or jar
}

// selectorTarget reads a selector; cp is a directory or jar it adds to
// the class path.
func selectorTarget(sel string) (t testTarget, cp string, err error) {
	if fi, err := os.Stat(sel); err == nil {
		if fi.IsDir() || strings.HasSuffix(sel, ".jar") || strings.HasSuffix(sel, ".zip") {
			return testTarget{all: sel}, sel, nil
		}
		return t, "", usagef("selector %s: a file that is not a jar (give a directory of classes, a jar, a class or Class#method)", sel)
	}
	if strings.HasSuffix(sel, ".jar") || strings.HasSuffix(sel, ".class") || strings.HasSuffix(sel, ".java") || strings.ContainsAny(sel, "/\\") {
		return t, "", usagef("selector %s: no such file or directory", sel)
	}
	cls, method, _ := strings.Cut(sel, "#")
	if cls == "" || strings.HasPrefix(cls, ".") || strings.HasSuffix(cls, ".") {
		return t, "", usagef("selector %q: want a class, Class#method, a package, a directory or a jar", sel)
	}
	return testTarget{class: strings.ReplaceAll(cls, ".", "/"), method: method}, "", nil
}

// discover finds the test cases the targets name (every class in the
// class path's directories if none).
func (d *discoverer) discover(targets []testTarget, cpString string) ([]testCase, error) {
	var dirs []string
	for _, p := range strings.Split(cpString, string(os.PathListSeparator)) {
		if fi, err := os.Stat(p); err == nil && fi.IsDir() {
			dirs = append(dirs, p)
		}
	}
	if len(targets) == 0 {
		for _, dir := range dirs {
			targets = append(targets, testTarget{all: dir})
		}
	}
	var out []testCase
	seen := map[string]bool{}
	addClass := func(name, method string) (int, error) {
		key := name + "#" + method
		if seen[key] || seen[name+"#"] {
			return -1, nil // selected already
		}
		seen[key] = true
		tcs, err := d.testsOf(name, method)
		out = append(out, tcs...)
		return len(tcs), err
	}
	for _, t := range targets {
		switch {
		case t.all != "":
			names, err := classesIn(t.all)
			if err != nil {
				return nil, err
			}
			for _, n := range names {
				if _, err := addClass(n, ""); err != nil {
					return nil, err
				}
			}
		default:
			cf, err := d.class(t.class)
			if err != nil {
				return nil, err
			}
			if cf != nil {
				n, err := addClass(t.class, t.method)
				if err != nil {
					return nil, err
				}
				if n == 0 {
					what := "test methods"
					if t.method != "" {
						what = "test method " + t.method
					}
					return nil, usagef("%s has no %s gojpf test recognises (JUnit 5, JUnit 4, TestJPF or jcstress)", dotted(t.class), what)
				}
				continue
			}
			if t.method != "" {
				return nil, usagef("no class %s on the class path %s", dotted(t.class), cpString)
			}
			// A package prefix: the classes under it in the directories.
			found := 0
			for _, dir := range dirs {
				names, err := classesIn(dir)
				if err != nil {
					return nil, err
				}
				for _, n := range names {
					if strings.HasPrefix(n, t.class+"/") {
						k, err := addClass(n, "")
						if err != nil {
							return nil, err
						}
						found += max(k, 0)
					}
				}
			}
			if found == 0 {
				return nil, usagef("selector %s names no test class or package with tests on the class path %s", dotted(t.class), cpString)
			}
		}
	}
	return out, nil
}

// bootedVM is a VM booted once, with the state that each test starts from.
type bootedVM struct {
	vm   *jvm.VM
	boot *jvm.State
}

// testSession runs the test cases of one gojpf test.
type testSession struct {
	e        *env
	args     []string
	cpString string
	cp       *classfile.ClassPath
	img      *classfile.JImage
	home     string
	// vms are the booted VMs by their options: one, unless a JPF test's
	// arguments change what the VM does.
	vms   map[string]*bootedVM
	boots int
	// jdkClasses is the start-up cache the VMs take the JDK's classes
	// from (nil: none).
	jdkClasses jvm.JDKClassSource
}

func (s *testSession) close() {
	if s.cp != nil {
		s.cp.Close()
	}
}

// vmFor returns a booted VM with opts (their context and properties
// aside: SetContext, SetProperties), booting one the first time.
func (s *testSession) vmFor(opts jvm.Options) (*bootedVM, error) {
	key := opts
	key.ClassPath, key.JDK, key.Stdout, key.Stderr, key.Context, key.Properties = nil, nil, nil, nil, nil, nil
	k := fmt.Sprintf("%+v", key)
	if b := s.vms[k]; b != nil {
		return b, nil
	}
	vm, err := jvm.New(opts)
	if err != nil {
		return nil, err
	}
	st, err := vm.Boot()
	if err != nil {
		return nil, fmt.Errorf("booting the JDK: %w", err)
	}
	s.boots++
	b := &bootedVM{vm: vm, boot: st}
	s.vms[k] = b
	return b, nil
}

// run runs one test case (or reports it skipped).
func (s *testSession) run(o *runOptions, tc *testCase) *testEntry {
	en := &testEntry{TestClass: tc.Class, TestMethod: tc.Method, Style: tc.Style, Status: testSkipped, Message: tc.Skip}
	if tc.Display != tc.Method {
		en.DisplayName = tc.Display
	}
	if tc.Skip != "" {
		return en
	}
	if tc.lin != nil {
		s.runLin(o, tc, en)
		return en
	}
	if tc.jcstress != nil {
		// Every result of every execution: the search's outcomes.
		oj := *o
		oj.outcomes = true
		o = &oj
	}
	rep, exp, err := s.search(o, tc)
	en.report = rep
	if err != nil {
		en.Status, en.Message = testError, err.Error()
		return en
	}
	if tc.jcstress != nil {
		en.Status, en.Message = testVerdict(rep, exp)
		jcstressVerdict(en, tc.jcstress)
		return en
	}
	if exp.kind != "" {
		// A JPF test: its own arguments (+key=value) and the property it
		// expects may ask for another configuration.
		extra := jpfArgsOf(exp)
		if len(extra) > 0 {
			o2, _, code := s.e.testOptions(s.args, extra)
			if code >= 0 {
				en.Status, en.Message = testError, fmt.Sprintf("the test's JPF arguments %s: not usable (see the message above)", strings.Join(exp.args, " "))
				return en
			}
			if exp.kind == "property" && strings.HasSuffix(exp.class, "PreciseRaceDetector") && !contains(o2.listeners, "race") {
				o2.listeners = append(o2.listeners, "race")
			}
			if rep, exp2, err := s.search(o2, tc); err == nil {
				en.report, exp = rep, exp2
			} else {
				en.Status, en.Message = testError, err.Error()
				return en
			}
		}
		en.Expected = exp.String()
	}
	en.Status, en.Message = testVerdict(en.report, exp)
	return en
}

// jpfArgsOf returns the +key=value arguments of a JPF test's jpfExpectation
// that change gojpf's configuration (and the race listener a
// PreciseRaceDetector property asks for).
func jpfArgsOf(exp jpfExpectation) []string {
	var out []string
	for _, a := range exp.args {
		if strings.HasPrefix(a, "+") && strings.Contains(a, "=") {
			out = append(out, a)
		}
	}
	if exp.kind == "property" && strings.HasSuffix(exp.class, "PreciseRaceDetector") {
		out = append(out, "+listener+=,race")
	}
	if len(out) == 0 {
		return nil
	}
	jt, err := readJPFLayers("", out)
	if err != nil || len(jt.flags) == 0 {
		return nil
	}
	return out
}

// search model-checks one test case from the booted VM.
func (s *testSession) search(o *runOptions, tc *testCase) (*report, jpfExpectation, error) {
	e := s.e
	start := time.Now()
	heapBytes, err := parseSize(o.maxHeap)
	if err != nil {
		return nil, jpfExpectation{}, usagef("--max-heap: %v", err)
	}
	var maxMemory int64
	if o.maxMemory != "" {
		if maxMemory, err = parseSize(o.maxMemory); err != nil {
			return nil, jpfExpectation{}, usagef("--max-memory: %v", err)
		}
	}
	strategy, schedOpts, sched, stateMatch, err := newSchedulerFor(o)
	if err != nil {
		return nil, jpfExpectation{}, usagef("%v", err)
	}
	lset, err := e.makeListeners(o)
	if err != nil {
		return nil, jpfExpectation{}, usagef("%v", err)
	}
	addOpens, err := parseAddOpens(o.addOpens)
	if err != nil {
		return nil, jpfExpectation{}, usagef("%v", err)
	}
	ctx, cancel := e.runContext(o)
	defer cancel()
	opts := e.jvmOptions(o, s.cp, s.img, s.home, s.cpString, heapBytes, ctx, addOpens, stateMatch)
	opts.TestRun = true
	opts.JDKClasses = s.jdkClasses
	lset.ConfigureVM(&opts)
	b, err := s.vmFor(opts)
	if err != nil {
		return nil, jpfExpectation{}, fmt.Errorf("setting up: %w", err)
	}
	vm := b.vm
	vm.SetContext(ctx)
	vm.SetProperties(opts.Properties)
	rep := newReport(o, strategy, stateMatch, tc.mainClass(), tc.runner, s.cpString)
	if err := vm.StartFrom(b.boot, tc.mainClass(), tc.runner); err != nil {
		rep.Verdict, rep.Error = "error", err.Error()
		return rep, jpfExpectation{}, fmt.Errorf("starting %s.%s: %w", tc.Class, tc.Method, err)
	}
	freshVM := func() (*jvm.VM, error) {
		ro := opts
		ro.Stdout, ro.Stderr, ro.MaxInstructions = io.Discard, io.Discard, 0
		rvm, err := jvm.New(ro)
		if err != nil {
			return nil, err
		}
		return rvm, rvm.Start(tc.mainClass(), tc.runner)
	}
	res := search.Run(vm, e.searchConfig(o, sched, lset, rep, ctx, freshVM, maxMemory))
	minimized := e.minimize(o, res, schedOpts, freshVM, ctx)
	e.fillReport(o, rep, res, sched, minimized)
	rep.Stats.ElapsedMS = time.Since(start).Milliseconds()
	exp, _ := parseExpectation(vm.TestExpectation())
	return rep, exp, nil
}

// jpfExpectation is what a JPF test's verify call said
// (gov.nasa.jpf.util.test.TestJPF in guestlib/).
type jpfExpectation struct {
	kind, class, details string
	args                 []string
}

func (x jpfExpectation) String() string {
	s := x.kind
	if x.class != "" {
		s += " " + x.class
	}
	if x.details != "" {
		s += fmt.Sprintf(" %q", x.details)
	}
	return s
}

// parseExpectation reads TestJPF's jpfExpectation line: "gojpf-testjpf:"
// and tab-separated key=value fields.
func parseExpectation(line string) (jpfExpectation, bool) {
	sc := bufio.NewScanner(strings.NewReader(line))
	for sc.Scan() {
		rest, ok := strings.CutPrefix(sc.Text(), "gojpf-testjpf: ")
		if !ok {
			continue
		}
		var x jpfExpectation
		for _, f := range strings.Split(rest, "\t") {
			k, v, _ := strings.Cut(f, "=")
			switch k {
			case "expect":
				x.kind = v
			case "class":
				x.class = v
			case "details":
				x.details = v
			case "arg":
				x.args = append(x.args, v)
			}
		}
		return x, true
	}
	return jpfExpectation{}, false
}

// testVerdict turns a run's verdict into the test's status: for a JUnit
// test no violation passes; a JPF test passes when gojpf's verdict is the
// one its verify call expects.
func testVerdict(rep *report, x jpfExpectation) (status, message string) {
	switch rep.Verdict {
	case search.VerdictIncomplete:
		return testIncomplete, rep.Error
	case search.VerdictUnsupported, search.VerdictError:
		return testError, rep.Error
	}
	found := "no violation"
	if len(rep.Violations) > 0 {
		found = violationText(rep.Violations[0])
	}
	if x.kind == "" || x.kind == "ok" {
		if rep.Verdict == search.VerdictOK {
			return testPassed, ""
		}
		if x.kind == "ok" {
			return testFailed, "expected no property violation (verifyNoPropertyViolation), found " + found
		}
		return testFailed, found
	}
	want := "expected " + x.String()
	if rep.Verdict == search.VerdictOK {
		return testFailed, want + ", found no violation"
	}
	v := rep.Violations[0]
	switch x.kind {
	case "deadlock":
		if v.Property == "deadlock" {
			return testPassed, ""
		}
	case "exception":
		if v.Property == "uncaught-exception" && v.Exception == x.class && strings.Contains(v.Message, x.details) {
			return testPassed, ""
		}
	case "property":
		if strings.HasSuffix(x.class, "PreciseRaceDetector") && v.Property == "race" {
			return testPassed, ""
		}
		if strings.HasSuffix(x.class, "NotDeadlockedProperty") && v.Property == "deadlock" {
			return testPassed, ""
		}
		if strings.HasSuffix(x.class, "NoUncaughtExceptionsProperty") && v.Property == "uncaught-exception" {
			return testPassed, ""
		}
	case "jpf-exception":
		return testError, want + ": gojpf has no JPF exceptions (JPFException) to raise; found " + found
	}
	return testFailed, want + ", found " + found
}

func violationText(v violation) string {
	m := v.Property
	if v.Exception != "" {
		m += ": " + v.Exception
	}
	if v.Message != "" {
		m += ": " + v.Message
	}
	return m
}

// printTestLine prints a test's line, and a failure's trace below it.
func printTestLine(w io.Writer, en *testEntry, cols int, src *sourceLines) {
	name := en.TestClass
	if en.TestMethod != "" {
		name += "." + en.TestMethod
	}
	if en.DisplayName != "" {
		name += fmt.Sprintf(" (%q)", en.DisplayName)
	}
	stats := ""
	if en.report != nil && en.Status != testSkipped {
		st := en.report.Stats
		stats = fmt.Sprintf("  [states %d, executions %d, %.2fs]", st.NewStates, st.Executions, float64(st.ElapsedMS)/1000)
	}
	msg := ""
	if en.Message != "" {
		msg = ": " + firstLine(en.Message)
	}
	fmt.Fprintf(w, "%-10s %s%s%s\n", strings.ToUpper(en.Status), name, msg, stats)
	if en.Status == testFailed && en.report != nil && len(en.report.Violations) > 0 {
		text := testTraceText(en.report.Violations[0])
		if cols > 0 {
			var b strings.Builder
			writeColumns(&b, buildColumns(en.report.Violations[0], src, testHidden), cols-4)
			text = b.String()
		}
		for _, l := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
			fmt.Fprintf(w, "    %s\n", l)
		}
	}
	if en.Detail != "" {
		for _, l := range strings.Split(strings.TrimRight(en.Detail, "\n"), "\n") {
			fmt.Fprintf(w, "    %s\n", l)
		}
	}
}

// surefireReport is the JUnit XML report in Maven Surefire's shape: one
// testsuite per test class (name: the class), one testcase per method
// (classname: the class), a failure's message the violation, its text
// the trace.
func surefireReport(entries []*testEntry) junitSuites {
	suites := map[string]*junitSuite{}
	var order []string
	all := junitSuites{Name: "gojpf test"}
	var total float64
	for _, en := range entries {
		s := suites[en.TestClass]
		if s == nil {
			s = &junitSuite{Name: en.TestClass}
			suites[en.TestClass] = s
			order = append(order, en.TestClass)
		}
		secs := 0.0
		if en.report != nil {
			secs = float64(en.report.Stats.ElapsedMS) / 1000
		}
		name := en.TestMethod
		if en.DisplayName != "" {
			name = en.DisplayName
		}
		if name == "" {
			name = en.Style // a jcstress test is its class
		}
		tc := junitCase{Name: name, Classname: en.TestClass, Time: fmt.Sprintf("%.3f", secs)}
		switch en.Status {
		case testFailed:
			p := &junitProblem{Message: en.Message, Type: "gojpf.PropertyViolation"}
			if en.report != nil && len(en.report.Violations) > 0 {
				v := en.report.Violations[0]
				if v.Exception != "" {
					p.Type = v.Exception
				} else {
					p.Type = v.Property
				}
				p.Body = testTraceText(v)
			}
			if en.Detail != "" {
				p.Body += en.Detail
			}
			tc.Failure = p
			s.Failures++
		case testSkipped:
			tc.Skipped = &junitProblem{Message: en.Message}
			s.Skipped++
		case testIncomplete:
			tc.Skipped = &junitProblem{Message: "incomplete: " + en.Message}
			s.Skipped++
		case testError:
			tc.Error = &junitProblem{Message: firstLine(en.Message), Type: "gojpf.Error", Body: en.Message}
			s.Errors++
		}
		s.Tests++
		s.Cases = append(s.Cases, tc)
		st, _ := parseSecs(s.Time)
		s.Time = fmt.Sprintf("%.3f", st+secs)
		total += secs
	}
	for _, n := range order {
		s := suites[n]
		all.Tests += s.Tests
		all.Failures += s.Failures
		all.Errors += s.Errors
		all.Skipped += s.Skipped
		all.Suites = append(all.Suites, *s)
	}
	all.Time = fmt.Sprintf("%.3f", total)
	return all
}

func parseSecs(s string) (float64, error) {
	var f float64
	if s == "" {
		return 0, nil
	}
	_, err := fmt.Sscanf(s, "%g", &f)
	return f, err
}

func writeSurefire(path string, stdout io.Writer, entries []*testEntry) error {
	b, err := xml.MarshalIndent(surefireReport(entries), "", "  ")
	if err != nil {
		return err
	}
	b = append([]byte(xml.Header), append(b, '\n')...)
	return writeOut(path, stdout, b)
}

// testTraceText is a test's violation trace: the test's own lines, those
// of the JDK, the test libraries and gojpf's test runner counted.
func testTraceText(v violation) string {
	return traceTextHiding(v, testHidden, "the JDK, JUnit and gojpf's test runner")
}

// testHidden says whether a test's traces fold class's lines into the
// test's: the JDK's, JUnit's and gojpf's test runner's.
func testHidden(c string) bool {
	return isJDKClass(c) || strings.HasPrefix(c, "gojpf.internal.") || strings.HasPrefix(c, "org.junit.") ||
		strings.HasPrefix(c, "org.opentest4j.") || strings.HasPrefix(c, "gov.nasa.jpf.util.test.")
}

// writeTestHTML writes gojpf test's HTML report: a section per test
// method that failed, with its violation's trace in columns.
func writeTestHTML(o *runOptions, stdout io.Writer, rep *testReport) error {
	src := newSourceLines("", o.sourceRoot)
	var secs []htmlSection
	for _, en := range rep.Tests {
		if en.report == nil || len(en.report.Violations) == 0 {
			continue
		}
		title := en.TestClass + "." + en.TestMethod
		if en.DisplayName != "" {
			title += fmt.Sprintf(" (%q)", en.DisplayName)
		}
		secs = append(secs, htmlSection{Title: title, Rep: en.report, Violations: htmlViolationsOf(en.report, src, testHidden)})
	}
	sum := rep.Summary
	title := fmt.Sprintf("gojpf test: %d tests: %d passed, %d failed, %d skipped, %d errors, %d incomplete", sum.Tests, sum.Passed, sum.Failed, sum.Skipped, sum.Errors, sum.Incomplete)
	return writeHTML(o.reportHTML, stdout, title, secs)
}
