package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/guestlib"
	"github.com/gojpf/gojpf/internal/javac"
)

// TestJPFFiles runs gojpf run on .jpf files: keys, ${} expansion,
// @include, layering (site defaults < .jpf < +key=value < flags),
// warnings for unknown keys and errors for malformed files.
func TestJPFFiles(t *testing.T) {
	requireJDK(t)
	src, err := os.ReadFile(filepath.Join("testdata", "run", "args", "Main.java"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		files map[string]string // relative to the test's directory; app.jpf is the target
		site  string            // ~/.jpf/gojpf.properties
		args  []string          // before the target
		code  int
		out   []string
		err   []string
		json  map[string]string // fields of the JSON report (r.json next to app.jpf)
	}{
		{name: "target and args",
			files: map[string]string{"app.jpf": "# a comment\ntarget = Main.java\ntarget.args = one, two\n"},
			code:  ExitOK, out: []string{"2\n[one]\n[two]\n"}},
		{name: "expansion and report keys",
			files: map[string]string{"app.jpf": "target = Main.java\nout = ${config_path}/r.json\nreport.json = ${out}\nvm.por = false\n"},
			code:  ExitOK, json: map[string]string{"scheduler": "none"}, err: []string{`app.jpf:2: key "out" is not supported`}},
		{name: "plus overrides the file, flags override both",
			files: map[string]string{"app.jpf": "target = Main.java\nreport.json = ${config_path}/r.json\nvm.por = none\nvm.shared.policy = path\n"},
			args:  []string{"--sharedness=global", "+vm.por=jpf", "+vm.shared.policy=path"},
			code:  ExitOK, json: map[string]string{"scheduler": "jpf", "sharedness": "global"}},
		{name: "include and listener keys",
			files: map[string]string{"base.jpf": "listener = coverage\n", "app.jpf": "@include = base.jpf\ntarget = Main.java\n"},
			code:  ExitOK, out: []string{"====== coverage", "Main: 1 methods"}},
		{name: "listener options as keys",
			files: map[string]string{"app.jpf": "target = Main.java\nlistener = budget\nbudget.max_states = 1\n"},
			code:  ExitOK},
		{name: "site defaults",
			files: map[string]string{"app.jpf": "target = Main.java\nreport.json = ${config_path}/r.json\n"},
			site:  "vm.por = none\n",
			code:  ExitOK, json: map[string]string{"scheduler": "none"}},
		{name: "malformed line",
			files: map[string]string{"app.jpf": "target = Main.java\n\njust words\n"},
			code:  ExitUsage, err: []string{"app.jpf:3: want key=value"}},
		{name: "other searches run depth-first",
			files: map[string]string{"app.jpf": "target = Main.java\nsearch.class = gov.nasa.jpf.search.heuristic.MostBlocked\n"},
			code:  ExitOK, err: []string{"app.jpf:2: search.class", "running depth-first search"}},
		{name: "random heuristic",
			files: map[string]string{"app.jpf": "target = Main.java\nsearch.class = gov.nasa.jpf.search.heuristic.RandomHeuristic\nchoice.seed = 9\nsearch.heuristic.queue_limit = 100\nreport.json = ${config_path}/r.json\n"},
			code:  ExitOK, json: map[string]string{"search": "random-heuristic", "seed": "9", "verdict": "ok", "scheduler": "jpf"}},
		{name: "depth-first heuristic",
			files: map[string]string{"app.jpf": "target = Main.java\nsearch.class = .search.heuristic.DFSHeuristic\nsearch.heuristic.beam_search = false\nsearch.heuristic.astar = true\nreport.json = ${config_path}/r.json\n"},
			code:  ExitOK, json: map[string]string{"search": "dfs-heuristic", "verdict": "ok"}},
		{name: "heuristic keys need a heuristic search",
			files: map[string]string{"app.jpf": "target = Main.java\nsearch.heuristic.queue_limit = 10\n"},
			code:  ExitUsage, err: []string{"--queue-limit, --beam-search and --astar are for --search=bfs, dfs-heuristic or random-heuristic"}},
		{name: "breadth-first search",
			files: map[string]string{"app.jpf": "target = Main.java\nsearch.class = .search.heuristic.BFSHeuristic\nreport.json = ${config_path}/r.json\n"},
			code:  ExitOK, json: map[string]string{"search": "bfs"}},
		{name: "random search",
			files: map[string]string{"app.jpf": "target = Main.java\nsearch.class = gov.nasa.jpf.search.RandomSearch\nsearch.RandomSearch.path_limit = 7\ncg.seed = 42\nreport.json = ${config_path}/r.json\n"},
			code:  ExitOK, json: map[string]string{"search": "random", "seed": "42", "verdict": "ok"}}, // no choice to make: one execution is all
		{name: "breadth-first needs a scheduler without path state",
			files: map[string]string{"app.jpf": "target = Main.java\nsearch.class = .search.heuristic.BFSHeuristic\nvm.por = clockvector\n"},
			code:  ExitUsage, err: []string{"--search=bfs needs --por=none or jpf"}},
		{name: "JPF's listener class names",
			files: map[string]string{"app.jpf": "target = Main.java\nlistener = gov.nasa.jpf.listener.CoverageAnalyzer,.listener.BudgetChecker\nbudget.max_new_states = 5\n"},
			code:  ExitOK, out: []string{"====== coverage", "Main: 1 methods"}},
		{name: "unknown listener",
			files: map[string]string{"app.jpf": "target = Main.java\nlistener = gov.nasa.jpf.listener.NoSuchThing\n"},
			code:  ExitUsage, err: []string{"no listener \"gov.nasa.jpf.listener.NoSuchThing\"; known: budget, choiceselector, choicetracker, coverage", "gov.nasa.jpf.listener.PreciseRaceDetector"}},
		{name: "no target",
			files: map[string]string{"app.jpf": "vm.por = true\n"},
			code:  ExitUsage, err: []string{"no target key"}},
		{name: "bad value",
			files: map[string]string{"app.jpf": "target = Main.java\nsearch.depth_limit = deep\n"},
			code:  ExitUsage, err: []string{"search.depth_limit=deep"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			home := t.TempDir()
			t.Setenv("HOME", home)
			if tc.site != "" {
				os.MkdirAll(filepath.Join(home, ".jpf"), 0o755)
				os.WriteFile(filepath.Join(home, ".jpf", "gojpf.properties"), []byte(tc.site), 0o644)
			}
			os.WriteFile(filepath.Join(dir, "Main.java"), src, 0o644)
			for name, body := range tc.files {
				os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644)
			}
			args := append(append([]string{"run", "-q"}, tc.args...), filepath.Join(dir, "app.jpf"))
			got := gojpf(t, args...)
			if got.code != tc.code {
				t.Fatalf("exit %d, want %d\n%s", got.code, tc.code, got)
			}
			for _, h := range tc.out {
				if !strings.Contains(got.stdout, h) {
					t.Errorf("stdout lacks %q\n%s", h, got)
				}
			}
			for _, h := range tc.err {
				if !strings.Contains(got.stderr, h) {
					t.Errorf("stderr lacks %q\n%s", h, got)
				}
			}
			if tc.json != nil {
				data, err := os.ReadFile(filepath.Join(dir, "r.json"))
				if err != nil {
					t.Fatalf("no JSON report: %v\n%s", err, got)
				}
				var rep map[string]any
				json.Unmarshal(data, &rep)
				for k, v := range tc.json {
					if fmt.Sprint(rep[k]) != v {
						t.Errorf("report %s = %v, want %s", k, rep[k], v)
					}
				}
			}
		})
	}
}

// TestEnumerateRandom: with cg.enumerate_random (--enumerate-random) a
// Random's next values are data choices, so jpf-core's Rand example (here
// in its shape) finds the division by zero that its seed 42 hides; each
// enumerated method offers only values it can return.
func TestEnumerateRandom(t *testing.T) {
	requireJDK(t)
	dir := t.TempDir()
	// jpf-core's Rand, in its shape (the .jpf example shares it).
	b, err := os.ReadFile(filepath.Join("testdata", "jpfexamples", "rand", "Main.java"))
	if err != nil {
		t.Fatal(err)
	}
	rand := string(b)
	kinds := `import java.util.Random;
public class Main {
    public static void main(String[] args) {
        Random r = new Random();
        double d = r.nextDouble();
        float f = r.nextFloat();
        int i = r.nextInt(5, 7);
        System.out.println(r.nextBoolean() + " " + (d >= 0 && d < 1) + " " + (f >= 0 && f < 1) + " " + i + " " + (Math.random() < 1));
    }
}
`
	for _, tc := range []struct {
		name, src, jpf string
		code           int
		has            []string
	}{
		{"seeded, not enumerated", rand, "target = Main.java\n", ExitOK, []string{"0\n"}},
		{"enumerated", rand, "target = Main.java\ncg.enumerate_random = true\n", ExitViolation, []string{"java.lang.ArithmeticException: / by zero", "RANDOM_INT"}},
		{"every kind", kinds, "target = Main.java\ncg.enumerate_random = true\n", ExitOK, []string{
			`"false true true 5 true\n"`, `"true true true 6 true\n"`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sub := filepath.Join(dir, strings.ReplaceAll(tc.name, " ", "_"))
			os.MkdirAll(sub, 0o755)
			os.WriteFile(filepath.Join(sub, "Main.java"), []byte(tc.src), 0o644)
			os.WriteFile(filepath.Join(sub, "app.jpf"), []byte(tc.jpf), 0o644)
			got := gojpf(t, "run", "--outcomes", filepath.Join(sub, "app.jpf"))
			if got.code != tc.code {
				t.Fatalf("exit %d, want %d\n%s", got.code, tc.code, got)
			}
			for _, h := range tc.has {
				if !strings.Contains(got.stdout, h) {
					t.Errorf("output lacks %q\n%s", h, got)
				}
			}
		})
	}
}

// TestPlusTarget: as in JPF, the target may come from +target= alone, and
// +key+=value appends to the key's value.
func TestPlusTarget(t *testing.T) {
	requireJDK(t)
	main := filepath.Join("testdata", "run", "args", "Main.java")
	abs, err := filepath.Abs(main)
	if err != nil {
		t.Fatal(err)
	}
	got := gojpf(t, "run", "-q", "+target="+abs, "+target.args=x", "+listener=coverage", "+listener+=,.listener.BudgetChecker", "+budget.max_new_states=10")
	if got.code != ExitOK || !strings.Contains(got.stdout, "1\n[x]\n") || !strings.Contains(got.stdout, "====== coverage") {
		t.Errorf("+target with appended listeners:\n%s", got)
	}
	got = gojpf(t, "run", "+classpath=.")
	if got.code != ExitUsage || !strings.Contains(got.stderr, "no target: give TARGET or +target=CLASS") {
		t.Errorf("no target:\n%s", got)
	}
}

// TestJPFExamples runs the programs of testdata/jpfexamples through their
// .jpf files as a JPF user writes them (listener class names, keys,
// search classes) and checks the exit status and the output.
func TestJPFExamples(t *testing.T) {
	requireJDK(t)
	dirs, err := filepath.Glob(filepath.Join("testdata", "jpfexamples", "*", "app.jpf"))
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no examples: %v", err)
	}
	for _, jpf := range dirs {
		dir := filepath.Dir(jpf)
		t.Run(filepath.Base(dir), func(t *testing.T) {
			b, err := os.ReadFile(filepath.Join(dir, "expect"))
			if err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
			code, err := strconv.Atoi(lines[0])
			if err != nil {
				t.Fatalf("expect: first line %q: %v", lines[0], err)
			}
			got := gojpf(t, "run", jpf)
			if got.code != code {
				t.Fatalf("exit %d, want %d\n%s", got.code, code, got)
			}
			for _, h := range lines[1:] {
				if !strings.Contains(got.stdout+got.stderr, h) {
					t.Errorf("output lacks %q\n%s", h, got)
				}
			}
		})
	}
}

// TestJPFTraces: JPF's trace listeners through .jpf files, as jpf-core's
// TraceTest uses them: the TraceStorer writes the path of the violation
// to trace, a JSON report gojpf replay reads too, and the ChoiceSelector
// replays it (with the ChoiceTracker watching) to the same violation; a
// program changed so that the trace does not fit says where (exit 2).
func TestJPFTraces(t *testing.T) {
	requireJDK(t)
	src, err := os.ReadFile(filepath.Join("..", "..", "listeners", "testdata", "choices", "Main.java"))
	if err != nil {
		t.Fatal(err)
	}
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	t.Setenv("HOME", t.TempDir())
	t.Chdir(dir)
	files := map[string]string{
		"Main.java":   string(src),
		"store.jpf":   "target = Main.java\nlistener = .listener.TraceStorer\n",
		"replay.jpf":  "target = Main.java\nlistener = .listener.ChoiceSelector,.listener.ChoiceTracker\nchoice.use_trace = trace\nchoice.format = choice\n",
		"missing.jpf": "target = Main.java\nlistener = .listener.ChoiceSelector\nchoice.use_trace = no-such-trace\n",
		"random.jpf":  "target = Main.java\nlistener = .listener.ChoiceSelector\nchoice.use_trace = trace\nchoice.depth = 3\n",
	}
	for name, body := range files {
		if err := os.WriteFile(name, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	const assertion = "java.lang.AssertionError"
	for _, tc := range []struct {
		name string
		args []string
		code int
		has  []string
	}{
		{"store", []string{"run", "store.jpf"}, ExitViolation, []string{assertion, "====== trace stored\nthe path of error #1 is in trace"}},
		{"replay", []string{"run", "replay.jpf"}, ExitViolation, []string{assertion, "====== choice trace (error #1)\n   0: 0\n", "   3: true\n      at Main.java:11 (Main.main)\n   4: 3\n", "replayed violation 1 of trace: the same uncaught-exception"}},
		{"gojpf replay", []string{"replay", "trace"}, ExitViolation, []string{assertion, "replayed violation 1 of trace"}},
		{"gojpf replay with listeners", []string{"replay", "--listener", ".listener.ChoiceTracker", "--listener-opt", "choice.format=choice", "trace"}, ExitViolation, []string{"====== choice trace (error #1)\n   0: 0\n", "replayed violation 1 of trace"}},
		{"no trace file", []string{"run", "missing.jpf"}, ExitUsage, []string{"choice.use_trace=no-such-trace", "no such file", "tracestorer"}},
		{"random simulation", []string{"run", "random.jpf"}, ExitUsage, []string{"choice.depth is not supported", "--search=random"}},
		{"replay and use_trace", []string{"run", "--replay", "trace", "replay.jpf"}, ExitUsage, []string{"give one trace to replay"}},
	} {
		got := gojpf(t, tc.args...)
		if got.code != tc.code {
			t.Fatalf("%s: exit %d, want %d\n%s", tc.name, got.code, tc.code, got)
		}
		for _, h := range tc.has {
			if !strings.Contains(got.stdout+got.stderr, h) {
				t.Errorf("%s: output lacks %q\n%s", tc.name, h, got)
			}
		}
	}
	// The trace is a JSON report of the one violation.
	var rep map[string]any
	b, err := os.ReadFile("trace")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &rep); err != nil {
		t.Fatalf("trace: %v", err)
	}
	if rep["schema_version"] != float64(1) || !strings.HasPrefix(fmt.Sprint(rep["comment"]), "violated property: uncaught-exception: java.lang.AssertionError") || len(rep["violations"].([]any)) != 1 {
		t.Errorf("trace: %.600s", b)
	}
	// It validates as a report (its transitions without source lines).
	raw, err := os.ReadFile(filepath.Join(wd, "..", "..", "docs", "report.schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	var schema map[string]any
	if err := json.Unmarshal(raw, &schema); err != nil {
		t.Fatal(err)
	}
	var doc any
	json.Unmarshal(b, &doc)
	if err := validate(schema, schema, doc, "$"); err != nil {
		t.Errorf("the trace does not validate as a report: %v", err)
	}
	// A program changed so that the trace does not fit: a choice of two
	// values where the trace took the fourth of six.
	changed := strings.Replace(string(src), "int i3 = Verify.getInt(0, 5);", "int i3 = Verify.getInt(0, 1);", 1)
	if err := os.WriteFile("Main.java", []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	got := gojpf(t, "run", "replay.jpf")
	if got.code != ExitUsage || !strings.Contains(got.stderr, "replay of choice.use_trace=trace: the schedule diverges at choice 3: the program makes a data choice (VERIFY_GETINT) that the schedule does not fit") {
		t.Errorf("changed program:\n%s", got)
	}
}

// jpfCoreExamples compiles jpf-core's example programs
// (testdata/jpfcore/examples) into a temporary directory, copies the .jpf
// files there and makes it the current directory, as a JPF user runs
// them from src/examples.
func jpfCoreExamples(t *testing.T) {
	t.Helper()
	abs, err := filepath.Abs(filepath.Join("testdata", "jpfcore", "examples"))
	if err != nil {
		t.Fatal(err)
	}
	sources, _ := filepath.Glob(filepath.Join(abs, "*.java"))
	gl, err := guestlib.Dir()
	if err != nil {
		t.Fatal(err)
	}
	out, err := javac.CompileFiles(sources, javac.Options{ClassPath: gl})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, pattern := range []string{filepath.Join(out, "*.class"), filepath.Join(abs, "*.jpf")} {
		names, _ := filepath.Glob(pattern)
		for _, n := range names {
			b, err := os.ReadFile(n)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, filepath.Base(n)), b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Setenv("HOME", t.TempDir())
	t.Chdir(dir)
}

// TestJPFCoreExamples runs jpf-core's own example .jpf files, unchanged,
// and checks JPF's verdict and the listeners' reports (the RobotManager
// files: TestJPFCoreRobotManager).
func TestJPFCoreExamples(t *testing.T) {
	requireJDK(t)
	jpfCoreExamples(t)
	tests := []struct {
		jpf  string
		code int
		has  []string
		long bool
	}{
		{"BoundedBuffer.jpf", ExitViolation, []string{"error #1: deadlock: no thread can run"}, false},
		// JPF: the search stops at the crossing of 17 minutes the
		// program stores (Verify.storeTraceAndTerminateIf); gojpf calls
		// a search cut short incomplete.
		{"Crossing.jpf", ExitIncomplete, []string{"total time = 17\n", "search terminated by Verify.terminateSearch", "====== stored trace #1"}, false},
		{"DiningPhil.jpf", ExitViolation, []string{"error #1: deadlock: no thread can run"}, true},
		{"HelloWorld.jpf", ExitOK, []string{"I won't say it!", "no errors detected"}, false},
		{"NumericValueCheck.jpf", ExitViolation, []string{"error #1: range in thread \"main\": local variable someVariable out of range: 12345 > 42 at NumericValueCheck.java:"}, false},
		{"Racer.jpf", ExitViolation, []string{"race on Racer.d: thread \"main\" reads at Racer.java:35 (Racer.main), thread \"Thread-0\" writes at Racer.java:26 (Racer.run)"}, false},
		{"Rand.jpf", ExitViolation, []string{"java.lang.ArithmeticException: / by zero"}, false},
		{"StopWatch.jpf", ExitViolation, []string{"java.lang.RuntimeException: it took too long"}, false},
		{"TestExample-coverage.jpf", ExitOK, []string{"====== coverage", "\nT1: 3 methods", "\nT2: 2 methods"}, false},
		{"oldclassic.jpf", ExitViolation, []string{"error #1: deadlock: no thread can run"}, false},
		{"oldclassic-da.jpf", ExitViolation, []string{"====== deadlock analysis", "error #1: deadlock"}, false},
	}
	for _, tc := range tests {
		t.Run(tc.jpf, func(t *testing.T) {
			if tc.long && os.Getenv("GOJPF_LONG") == "" {
				t.Skip("a long search: GOJPF_LONG=1 runs it")
			}
			got := gojpf(t, "run", tc.jpf)
			if got.code != tc.code {
				t.Fatalf("exit %d, want %d\n%s", got.code, tc.code, got)
			}
			for _, h := range tc.has {
				if !strings.Contains(got.stdout, h) {
					t.Errorf("output lacks %q\n%s", h, got)
				}
			}
			if strings.Contains(got.stderr, "warning") {
				t.Errorf("warnings:\n%s", got.stderr)
			}
			if tc.jpf == "TestExample-coverage.jpf" && strings.Contains(got.stdout, "TestExample:") {
				t.Errorf("coverage.include = T1,T2, but TestExample is reported:\n%s", got.stdout)
			}
		})
	}
}

// TestJPFCoreRobotManager runs jpf-core's own RobotManager example files,
// unchanged (testdata/jpfcore/examples), from the directory they are
// in, as a JPF user runs them: the search finds the NullPointerException
// and stores its path in trace; the replays reproduce it and explain the
// null (NullTracker) or log the objects named (ObjectTracker: JPF's refs
// name none of gojpf's objects, which it says; gojpf's do).
func TestJPFCoreRobotManager(t *testing.T) {
	requireJDK(t)
	jpfCoreExamples(t)
	const npe = `java.lang.NullPointerException: Cannot invoke "RobotManager$Robot.processSequence(String)" because "robot" is null`
	got := gojpf(t, "run", "RobotManager.jpf")
	if got.code != ExitViolation || !strings.Contains(got.stdout, npe) || !strings.Contains(got.stdout, "the path of error #1 is in trace") {
		t.Fatalf("RobotManager.jpf:\n%s", got)
	}
	if _, err := os.Stat("trace"); err != nil {
		t.Fatalf("no trace: %v", err)
	}
	got = gojpf(t, "run", "RobotManager-replay-nt.jpf")
	nt := []string{npe, "====== null tracker (error #1)\nnull value set by:\n    instruction: astore_3 at RobotManager.java:125\n      for local: robot\n      in method: RobotManager.processInput()V\n",
		"set by:\n    instruction: areturn at RobotManager.java:104\n      of method: RobotManager.getOnlineRobot(Ljava/lang/String;)LRobotManager$Robot;\n     for object: RobotManager@",
		"      called by: RobotManager.java:125 (RobotManager.processInput)\n",
		"set by:\n    instruction: areturn at HashMap.java:", "      of method: java.util.HashMap.get(Ljava/lang/Object;)Ljava/lang/Object;\n     for object: java.util.HashMap@",
		"      called by: RobotManager.java:104 (RobotManager.getOnlineRobot)\n", "replayed violation 1 of trace: the same uncaught-exception"}
	for _, h := range nt {
		if got.code != ExitViolation || !strings.Contains(got.stdout, h) {
			t.Errorf("RobotManager-replay-nt.jpf: exit %d, output lacks %q\n%s", got.code, h, got)
		}
	}
	// The map the null came from, by its name's number.
	m := regexp.MustCompile(`for object: java\.util\.HashMap@([0-9a-f]+)`).FindStringSubmatch(got.stdout)
	if m == nil {
		t.Fatalf("no map in the null tracker's output")
	}
	got = gojpf(t, "run", "RobotManager-replay-ot.jpf")
	for _, h := range []string{npe, "====== object tracker (error #1)\not.refs 0x160, 0x185: no object of the run has this number", "replayed violation 1 of trace"} {
		if got.code != ExitViolation || !strings.Contains(got.stdout, h) {
			t.Errorf("RobotManager-replay-ot.jpf: exit %d, output lacks %q\n%s", got.code, h, got)
		}
	}
	got = gojpf(t, "run", "+ot.refs=0x"+m[1], "RobotManager-replay-ot.jpf")
	mapName := "java.util.HashMap@" + m[1]
	for _, h := range []string{npe, "------ transition #0\n0: new  " + mapName + "\n", "0: call " + mapName + ".put(", "0: call " + mapName + ".get(Ljava/lang/Object;)Ljava/lang/Object;\n"} {
		if got.code != ExitViolation || !strings.Contains(got.stdout, h) {
			t.Errorf("RobotManager-replay-ot.jpf with gojpf's ref: exit %d, output lacks %q\n%s", got.code, h, got)
		}
	}
	if strings.Contains(got.stdout, "0: get  ") {
		t.Errorf("ot.log_fields=false, but fields are logged:\n%s", got.stdout)
	}
	// Replayed with other options, the trace does not fit, and the
	// message says which options differ.
	got = gojpf(t, "run", "+cg.enumerate_random=false", "RobotManager-replay-nt.jpf")
	if got.code != ExitUsage || !strings.Contains(got.stderr, "the trace was recorded with other options: --enumerate-random (cg.enumerate_random) was true, is false") {
		t.Errorf("replay with cg.enumerate_random=false:\n%s", got)
	}
}
