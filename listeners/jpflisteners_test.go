package listeners_test

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/internal/vmtest"
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/listeners"
	"github.com/gojpf/gojpf/scheduler"
	"github.com/gojpf/gojpf/search"
)

// runOn runs a depth-first search under jpf on vm with the named
// listeners and returns the result and what they printed.
func runOn(t *testing.T, vm *jvm.VM, names []string, opts map[string]string, cfg search.Config) (*search.Result, string) {
	t.Helper()
	var out bytes.Buffer
	set, err := listeners.New(names, listeners.Config{Out: &out, Err: &out, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	st, _ := scheduler.Lookup("jpf")
	sched, err := st.New(scheduler.Options{})
	if err != nil {
		t.Fatal(err)
	}
	cfg.Scheduler, cfg.StateMatching, cfg.Listeners = sched, true, set
	return search.Run(vm, cfg), out.String()
}

// TestNullTracker: for each case of jpf-core's NullTrackerTest (and a few
// more) the nulltracker names where the null of the uncaught
// NullPointerException came from, link by link.
func TestNullTracker(t *testing.T) {
	classes := vmtest.Compile(t, "testdata/nulltracker")
	tests := []struct {
		arg string
		has []string // in order
	}{
		{"intraReturn", []string{
			"null value set by:\n    instruction: astore_1 at Main.java:35\n      for local: o\n      in method: Main.accessReturnedObject()V\n    executed by: main (id=0)\n",
			"set by:\n    instruction: areturn at Main.java:31\n      of method: Main.getTestObject()LMain$TestObject;\n     for object: Main@",
			"      called by: Main.java:35 (Main.accessReturnedObject)\n"}},
		{"interReturn", []string{
			"for local: o\n      in method: Main.createAndAccessObject()V", // the argument's source: the caller's local
			"set by:\n    instruction: areturn at Main.java:31", "called by: Main.java:44 (Main.createAndAccessObject)", "the constant null"}},
		{"getAfterPut", []string{"null value set by:\n    instruction: putfield at Main.java:58\n      for field: Main.o\n     of object: Main@", "in method: Main.main([Ljava/lang/String;)V",
			"set by:\n    instruction: aconst_null at Main.java:58\n      the constant null"}},
		{"callAfterPut", []string{"instruction: putfield at Main.java:62\n      for field: Main.o"}},
		{"astore", []string{"null value set by:\n    instruction: astore ", " at Main.java:66\n      for local: myObj", "set by:\n    instruction: aconst_null at Main.java:66"}},
		{"hashMapGet", []string{
			"for local: o\n      in method: Main.main",
			"set by:\n    instruction: areturn at Main.java:49\n      of method: Main.lookupTestObject(Ljava/lang/String;)LMain$TestObject;",
			"set by:\n    instruction: areturn at HashMap.java:", "      of method: java.util.HashMap.get(Ljava/lang/Object;)Ljava/lang/Object;\n     for object: java.util.HashMap@",
			"      called by: Main.java:49 (Main.lookupTestObject)"}},
		{"missingCtorInit", []string{"null value set by:\n   missing init: Main$TestObject.d is never assigned\n     by its constructor: Main$TestObject.<init>()V\n     for object: Main$TestObject@", "      called by: Main.java:76 (Main.main)"}},
		{"staticNeverSet", []string{"missing init: static field Main.shared is never assigned\n        read at: Main.java:79 (Main.main)"}},
		{"caught", []string{"the source of the null is not known"}}, // the program threw it
	}
	for _, tc := range tests {
		t.Run(tc.arg, func(t *testing.T) {
			vm := vmtest.StartCompiledArgs(t, classes, "Main", tc.arg)
			res, out := runOn(t, vm, []string{"gov.nasa.jpf.listener.NullTracker"}, nil, search.Config{})
			if res.Verdict != search.VerdictViolation || res.Violations[0].Exception != "java.lang.NullPointerException" {
				t.Fatalf("verdict %s %v, want a NullPointerException", res.Verdict, res.Violations)
			}
			rest := out
			for _, h := range tc.has {
				i := strings.Index(rest, h)
				if i < 0 {
					t.Fatalf("output lacks %q (in order):\n%s", h, out)
				}
				rest = rest[i+len(h):]
			}
			if !strings.Contains(out, "====== null tracker (error #1)") {
				t.Errorf("no heading:\n%s", out)
			}
		})
	}
}

// TestChoiceTracker: on TraceTest's violation the choicetracker lists its
// path's choices in JPF's formats, filtered by class and value, with
// where each choice point was made, or into a file.
func TestChoiceTracker(t *testing.T) {
	classes := vmtest.Compile(t, "testdata/choices")
	file := filepath.Join(t.TempDir(), "choices.txt")
	tests := []struct {
		name  string
		opts  map[string]string
		has   []string
		lacks []string
	}{
		{"cg format", nil, []string{
			"====== choice trace (error #1)\n   0: IntIntervalGenerator {id:\"VERIFY_GETINT\",0..5,cur=0}\n      at Main.java:8 (Main.main)\n",
			"   1: IntIntervalGenerator {id:\"VERIFY_GETINT\",0..5,cur=1}\n      at Main.java:9 (Main.main)\n",
			"   3: IntIntervalGenerator {id:\"VERIFY_GETBOOLEAN\",0..1,cur=1}\n      at Main.java:11 (Main.main)\n",
			"   4: IntIntervalGenerator {id:\"VERIFY_GETINT\",0..3,cur=3}\n"}, nil},
		{"choice format, no location", map[string]string{"choice.format": "CHOICE", "choice.show_location": "false"},
			[]string{"   0: 0\n   1: 1\n   2: 2\n   3: true\n   4: 3\n"}, []string{" at "}},
		{"class", map[string]string{"choice.class": ".vm.BooleanChoiceGenerator"},
			[]string{"   0: IntIntervalGenerator {id:\"VERIFY_GETBOOLEAN\",0..1,cur=1}\n"}, []string{"VERIFY_GETINT"}},
		{"exclude", map[string]string{"choice.format": "choice", "choice.exclude": "true,2"},
			[]string{"   0: 0\n", "   1: 1\n", "   2: 3\n"}, []string{"true"}},
		{"file", map[string]string{"choice.trace": file}, nil, []string{"====== choice trace"}},
		{"breadth first", nil, []string{"   4: IntIntervalGenerator {id:\"VERIFY_GETINT\",0..3,cur=3}\n      at Main.java:12 (Main.main)\n"}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := search.Config{}
			if tc.name == "breadth first" {
				cfg.Heuristic = &search.Heuristic{Order: search.HeuristicBFS}
			}
			res, out := runOn(t, vmtest.StartCompiled(t, classes, "Main"), []string{"choicetracker"}, tc.opts, cfg)
			if res.Verdict != search.VerdictViolation {
				t.Fatalf("verdict %s, want the assertion's violation", res.Verdict)
			}
			if tc.name == "file" {
				b, err := os.ReadFile(file)
				if err != nil {
					t.Fatal(err)
				}
				out = string(b)
				if !strings.HasPrefix(out, "// choice trace of error #1: uncaught-exception\n   0: IntIntervalGenerator") || !strings.HasSuffix(out, "// end of the choice trace\n") {
					t.Errorf("choice.trace file:\n%s", out)
				}
			}
			for _, h := range tc.has {
				if !strings.Contains(out, h) {
					t.Errorf("output lacks %q:\n%s", h, out)
				}
			}
			for _, h := range tc.lacks {
				if strings.Contains(out, h) {
					t.Errorf("output has %q:\n%s", h, out)
				}
			}
		})
	}
}

// TestObjectTracker: the objecttracker logs what the path does to the
// objects named by class or by the number of their names (gojpf's
// ot.refs), by transition, and says which refs no object has.
func TestObjectTracker(t *testing.T) {
	classes := vmtest.Compile(t, "testdata/objecttracker")
	byClass := map[string]string{"ot.include": "Main$Counter", "ot.exclude": ""}
	_, out := runOn(t, vmtest.StartCompiled(t, classes, "Main"), []string{".listener.ObjectTracker"}, byClass, search.Config{})
	name := regexp.MustCompile(`new  Main\$Counter@([0-9a-f]+)`).FindStringSubmatch(out)
	if name == nil {
		t.Fatalf("no counter created in the log:\n%s", out)
	}
	counter := "Main$Counter@" + name[1]
	tests := []struct {
		name  string
		opts  map[string]string
		has   []string
		lacks []string
	}{
		{"by class", byClass, []string{
			"====== object tracker (error #1)\n------ transition #0\n0: new  " + counter + "\n0: call " + counter + ".<init>()V\n0: call " + counter + ".<init>()V (java.lang.Object's)\n",
			": call " + counter + ".inc()V\n", ": get  " + counter + ".n\n", ": put  " + counter + ".n\n", "0: get  " + counter + ".n\n"}, nil},
		{"by ref, no fields", map[string]string{"ot.refs": "0x" + name[1] + ",0x160", "ot.log_fields": "false"}, []string{
			"ot.refs 0x160: no object of the run has this number", "0: new  " + counter + "\n", ": call " + counter + ".inc()V\n"}, []string{"get  ", "put  "}},
		{"no calls", map[string]string{"ot.refs": "0x" + name[1], "ot.log_calls": "false"}, []string{": put  " + counter + ".n\n"}, []string{"call "}},
		{"default excludes all", map[string]string{"ot.include": "Main$Counter"}, []string{"no operation on a tracked object on the path\n"}, []string{"new "}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, out := runOn(t, vmtest.StartCompiled(t, classes, "Main"), []string{"objecttracker"}, tc.opts, search.Config{})
			if res.Verdict != search.VerdictViolation {
				t.Fatalf("verdict %s, want the lost update", res.Verdict)
			}
			for _, h := range tc.has {
				if !strings.Contains(out, h) {
					t.Errorf("output lacks %q:\n%s", h, out)
				}
			}
			for _, h := range tc.lacks {
				if strings.Contains(out, h) {
					t.Errorf("output has %q:\n%s", h, out)
				}
			}
			// The log is the violating path's: the two increments' threads.
			if tc.name == "by class" && (!strings.Contains(out, "1: call "+counter+".inc()V") || !strings.Contains(out, "2: call "+counter+".inc()V")) {
				t.Errorf("the threads' calls are not in the log:\n%s", out)
			}
		})
	}
}

// TestTraceStorer: the tracestorer asks the search to store the path of
// each violation, in trace.file (numbered with trace.multiple), with the
// violation in its comment.
func TestTraceStorer(t *testing.T) {
	choices := vmtest.Compile(t, "testdata/choices")
	lost := vmtest.Compile(t, "testdata/objecttracker")
	for _, tc := range []struct {
		classes string
		opts    map[string]string
		files   []string
		lines   bool
	}{
		{choices, nil, []string{"trace"}, false},
		{lost, map[string]string{"trace.file": "t", "trace.multiple": "true", "trace.verbose": "true"}, []string{"t.1", "t.2"}, true},
	} {
		var stored []listeners.TraceFile
		var schedules [][]search.Choice
		cfg := search.Config{MultipleErrors: true, StoreTrace: func(f listeners.TraceFile, v *search.Violation, st search.Stats) error {
			stored = append(stored, f)
			schedules = append(schedules, v.Schedule)
			return nil
		}}
		if tc.opts["trace.multiple"] == "" {
			cfg.MultipleErrors = false
		}
		res, out := runOn(t, vmtest.StartCompiled(t, tc.classes, "Main"), []string{"gov.nasa.jpf.listener.TraceStorer"}, tc.opts, cfg)
		if len(stored) < len(tc.files) || len(stored) != len(res.Violations) {
			t.Fatalf("%v: stored %v, %d violations; want %v", tc.opts, stored, len(res.Violations), tc.files)
		}
		for i, f := range stored {
			if i < len(tc.files) && f.Path != tc.files[i] || f.Lines != tc.lines || !strings.HasPrefix(f.Comment, "violated property: uncaught-exception: java.lang.AssertionError") {
				t.Errorf("%v: stored %+v, want %s", tc.opts, f, tc.files[min(i, len(tc.files)-1)])
			}
			if tc.classes == choices && len(schedules[i]) != 5 {
				t.Errorf("%v: a schedule of %d choices, want 5", tc.opts, len(schedules[i]))
			}
			if !strings.Contains(out, "the path of error #1 is in "+tc.files[0]) {
				t.Errorf("output:\n%s", out)
			}
		}
	}
}

// TestJPFListenerOptions: the options of the listeners that read JPF's
// keys are checked: a misspelt key or a bad value is an error naming it,
// and what gojpf does not do is refused, not ignored.
func TestJPFListenerOptions(t *testing.T) {
	trace := filepath.Join(t.TempDir(), "trace")
	os.WriteFile(trace, []byte("{}"), 0o644)
	tests := []struct {
		listener string
		opts     map[string]string
		err      string // "" for none
	}{
		{"tracestorer", map[string]string{"trace.fiel": "x"}, "option trace.fiel is not one gojpf knows"},
		{"tracestorer", map[string]string{"trace.depth": "3"}, "trace.depth=3 (storing the path at a search depth) is not supported"},
		{"tracestorer", map[string]string{"trace.multiple": "maybe"}, `trace.multiple="maybe": want true or false`},
		{"choiceselector", nil, "set choice.use_trace=FILE"},
		{"choiceselector", map[string]string{"choice.use_trace": trace + ".missing"}, "no such file"},
		{"choiceselector", map[string]string{"choice.use_trace": trace, "choice.depth": "2"}, "choice.depth is not supported"},
		{"choiceselector", map[string]string{"choice.use_trace": trace, "choice.search_after_trace": "false"}, ""},
		{"choiceselector", map[string]string{"choice.use_trace": trace, "choice.usetrace": "x"}, "option choice.usetrace is not one gojpf knows"},
		{"choicetracker", map[string]string{"choice.format": "xml"}, `choice.format="xml": want cg or choice`},
		{"choicetracker", map[string]string{"choice.class": "gov.nasa.jpf.vm.choice.NoSuchCG"}, "choice.class gov.nasa.jpf.vm.choice.NoSuchCG is not a choice generator class gojpf has"},
		{"choicetracker", map[string]string{"choice.show_location": "sometimes"}, "want true or false"},
		{"choicetracker", map[string]string{"choice.class": ".vm.ThreadChoiceGenerator,gov.nasa.jpf.vm.IntChoiceGenerator"}, ""},
		{"objecttracker", map[string]string{"ot.refs": "0xfoo"}, `ot.refs "0xfoo": want a number`},
		{"objecttracker", map[string]string{"ot.log_field": "false"}, "option ot.log_field is not one gojpf knows"},
		{"objecttracker", map[string]string{"ot.refs": "0x160,352", "ot.log_fields": "false"}, ""},
		{"nulltracker", nil, ""},
	}
	for _, tc := range tests {
		_, err := listeners.New([]string{tc.listener}, listeners.Config{Options: tc.opts})
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%s %v: %v", tc.listener, tc.opts, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s %v: error %v, want %q", tc.listener, tc.opts, err, tc.err)
		}
	}
}

// TestCoverageKeys: JPF's CoverageAnalyzer keys that jpf-core's
// TestExample-coverage.jpf sets: coverage.include and coverage.exclude
// pick the classes reported, coverage.show_methods=false leaves the
// methods out; the keys gojpf has no use for are refused.
func TestCoverageKeys(t *testing.T) {
	tests := []struct {
		opts       map[string]string
		has, lacks []string
	}{
		{map[string]string{"coverage.include": "Main", "coverage.show_bodies": "true"}, []string{"Main: 3 methods, 8 lines", "  main([Ljava/lang/String;)V lines"}, nil},
		{map[string]string{"coverage.include": "Other*"}, []string{"====== coverage"}, []string{"Main:"}},
		{map[string]string{"coverage.exclude": "M*"}, []string{"====== coverage"}, []string{"Main:"}},
		{map[string]string{"coverage.show_methods": "false"}, []string{"Main: 3 methods, 8 lines\n"}, []string{" lines 4"}},
	}
	for _, tc := range tests {
		_, out, _ := run(t, []string{".listener.CoverageAnalyzer"}, tc.opts)
		for _, h := range tc.has {
			if !strings.Contains(out, h) {
				t.Errorf("%v: output lacks %q:\n%s", tc.opts, h, out)
			}
		}
		for _, h := range tc.lacks {
			if strings.Contains(out, h) {
				t.Errorf("%v: output has %q:\n%s", tc.opts, h, out)
			}
		}
	}
	for _, opts := range []map[string]string{{"coverage.show_branches": "true"}, {"coverage.show_methods": "perhaps"}} {
		if _, err := listeners.New([]string{"coverage"}, listeners.Config{Options: opts}); err == nil {
			t.Errorf("%v accepted", opts)
		}
	}
}

// TestRaceIncludeExclude: JPF's race.include and race.exclude (as
// jpf-core's RaceTest sets them) select the accesses the race detector
// checks by their method.
func TestRaceIncludeExclude(t *testing.T) {
	classes := vmtest.Compile(t, "testdata/race/racer")
	for _, tc := range []struct {
		opts map[string]string
		race bool
	}{
		{nil, true},
		{map[string]string{"race.include": "Main.*"}, true},
		{map[string]string{"race.exclude": "Main.run"}, false},
		{map[string]string{"race.include": "sho.bi.Doo*"}, false},
		{map[string]string{"race.include": "*", "race.exclude": "*.main"}, false},
	} {
		res, _ := runOn(t, vmtest.StartCompiled(t, classes, "Main"), []string{"race"}, tc.opts, search.Config{})
		// Without the race, the division by the 0 the thread writes
		// is the violation.
		got := res.Verdict == search.VerdictViolation && res.Violations[0].Property == "race"
		if got != tc.race {
			t.Errorf("%v: verdict %s %+v, want a race: %v", tc.opts, res.Verdict, res.Violations[0], tc.race)
		}
	}
	for _, opts := range []map[string]string{{"race.jdk": "maybe"}, {"race.includes": "x"}} {
		if _, err := listeners.New([]string{"race"}, listeners.Config{Options: opts}); err == nil {
			t.Errorf("%v accepted", opts)
		}
	}
}
