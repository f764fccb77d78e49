package javatests

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/classfile"
	"github.com/gojpf/gojpf/guestlib"
)

// The programs under verify/ exercise JPF's Verify API (docs/verify.md):
// verify/all_api calls every public method of it, the others one
// semantic each (counters that outlive backtracking, choices from lists,
// pruning, breakTransition, terminateSearch, attributes, sharedness,
// createFromJSON). TestVerify runs each case of verifyCases through gojpf
// and checks the JSON report and the output; TestVerifyAPI checks that
// gojpf's Verify has every member of JPF's (verify/jpf_api.txt) and that
// verify/all_api calls every method.

const verifyRoot = "verify"

// verifyCase is one gojpf run of a program under verify/.
type verifyCase struct {
	name  string   // the case: the program's directory, or dir/variant
	flags []string // gojpf flags, and +key=value properties
	args  []string // program arguments
	// verdict and exit are the report's verdict and gojpf's exit code;
	// errorHas must be in the report's error.
	verdict  string
	exit     int
	errorHas string
	// outcomes, if set, is exactly the set of stdout texts of the end
	// states; outcomeCounts gives the executions of some of them.
	outcomes      []string
	outcomeCounts map[string]int64
	// executions, newStates (when not zero) are exact counters.
	executions, newStates int64
	// stdoutFile names a file in the program's directory holding gojpf's
	// exact stdout; stdoutHas are texts gojpf's stdout must contain.
	stdoutFile string
	stdoutHas  []string
	// stderrHas and stderrNot: texts gojpf's stderr must (not) contain.
	stderrHas, stderrNot []string
	// check looks at anything else in the report.
	check func(t *testing.T, rep *verifyReport)
}

// verifyReport is the part of the JSON report TestVerify reads.
type verifyReport struct {
	Verdict      string              `json:"verdict"`
	Error        string              `json:"error"`
	Violations   []verifyViolation   `json:"violations"`
	Outcomes     []concOutcome       `json:"outcomes"`
	StoredTraces []verifyStoredTrace `json:"stored_traces"`
	Stats        map[string]int64    `json:"stats"`
}

type verifyViolation struct {
	Exception string             `json:"exception"`
	Message   string             `json:"message"`
	Trace     []verifyTransition `json:"trace"`
}

type verifyTransition struct {
	Thread   int      `json:"thread"`
	CG       string   `json:"cg"`
	Comments []string `json:"comments"`
	Steps    []struct {
		File string `json:"file"`
		Line int    `json:"line"`
	} `json:"steps"`
}

type verifyStoredTrace struct {
	File    string             `json:"file"`
	Comment string             `json:"comment"`
	Trace   []verifyTransition `json:"trace"`
}

// allAPIProps are the properties verify/all_api's configured choices
// and getProperty read.
var allAPIProps = []string{
	"+ci.class=IntChoiceFromSet", "+ci.values=5",
	"+cd.class=gov.nasa.jpf.vm.choice.DoubleChoiceFromList", "+cd.values=0.25",
	"+co.class=TypedObjectChoice", "+co.type=Main$Node", "+co.include_null=false",
	"+all_api.given=given",
}

var verifyCases = []verifyCase{
	{
		name: "all_api", flags: allAPIProps,
		verdict: "incomplete", exit: 4, errorHas: "search terminated by Verify.terminateSearch",
		executions: 1, stdoutFile: "stdout.txt",
		stderrHas: []string{"[SEVERE] severe\n", "[WARNING] warning arg\n"},
		stderrNot: []string{"info", "fine", "finer", "finest"},
		check: func(t *testing.T, rep *verifyReport) {
			var files []string
			for _, st := range rep.StoredTraces {
				files = append(files, st.File+": "+st.Comment)
			}
			if want := []string{"all_api.trace: stored", "last.trace: terminating"}; !slices.Equal(files, want) {
				t.Errorf("stored traces %q, want %q", files, want)
			}
			if len(rep.StoredTraces) > 0 {
				tr := rep.StoredTraces[0].Trace
				if len(tr) == 0 || !slices.Contains(tr[len(tr)-1].Comments, "all_api comment") {
					t.Errorf("the stored trace's last transition lacks the comment: %+v", tr)
				}
			}
		},
	},
	{
		name: "all_api/write", flags: allAPIProps, args: []string{"write"},
		verdict: "unsupported", exit: 3, errorHas: "unsupported: gov.nasa.jpf.vm.Verify.writeObjectToFile (the guest never touches the host)",
	},
	{
		name: "all_api/read", flags: allAPIProps, args: []string{"read"},
		verdict: "unsupported", exit: 3, errorHas: "unsupported: gov.nasa.jpf.vm.Verify.readObjectFromFile (the guest never touches the host)",
	},
	{
		name: "counters", verdict: "ok", executions: 5,
		outcomes: []string{"0 1\n", "1 2\n", "2 3\n", "3 4\n", "last path: counter 5, every bit true, previous 3\n4 5\n"},
	},
	{
		name: "counters/no-matching", flags: []string{"--state-matching=false"}, verdict: "ok", executions: 5,
		outcomes: []string{"0 1\n", "1 2\n", "2 3\n", "3 4\n", "last path: counter 5, every bit true, previous 3\n4 5\n"},
	},
	{
		name: "counters_violation", verdict: "violation", exit: 1,
		check: func(t *testing.T, rep *verifyReport) {
			if len(rep.Violations) != 1 || rep.Violations[0].Message != "third path, x = 2" {
				t.Fatalf("violations %+v, want the assertion of the third path", rep.Violations)
			}
			// The trace is replayed on a fresh VM, whose counter would
			// be 1 on this path without the recorded reads: the replay
			// would then pass the assertion and print.
			tr := rep.Violations[0].Trace
			lines := map[int]bool{}
			for _, s := range tr[len(tr)-1].Steps {
				if s.File == "Main.java" {
					lines[s.Line] = true
				}
			}
			if !lines[9] || lines[10] {
				t.Errorf("the trace's last transition runs Main.java lines %v, want 9 (the assertion) and not 10", lines)
			}
		},
	},
	{
		name: "list_choices", verdict: "ok", executions: 8,
		outcomes: []string{"1 -6 0.5 -0.0 0\n", "1 -6 0.5 1.5 0\n", "1 5 0.5 -0.0 0\n", "1 5 0.5 1.5 0\n",
			"2 -6 0.5 -0.0 0\n", "2 -6 0.5 1.5 0\n", "2 5 0.5 -0.0 0\n", "2 5 0.5 1.5 0\n"},
	},
	{
		// Without state matching the duplicate 2 is explored twice.
		name: "list_choices/no-matching", flags: []string{"--state-matching=false"}, verdict: "ok", executions: 12,
		// One choice point for the ints, three for the longs, six for
		// the doubles; the float list of one and the empty list make none.
		newStates:     10,
		outcomeCounts: map[string]int64{"1 5 0.5 1.5 0\n": 1, "2 5 0.5 1.5 0\n": 2, "2 -6 0.5 -0.0 0\n": 2},
	},
	{
		name: "bitflip", verdict: "ok", executions: 6,
		outcomes: []string{"[Verify.getBitFlip: 8 bits to flip, want 0..7] 11\n", "[Verify.getBitFlip: 8 bits to flip, want 0..7] 101\n",
			"[Verify.getBitFlip: 8 bits to flip, want 0..7] 110\n", "[Verify.getBitFlip: 8 bits to flip, want 0..7] 1001\n",
			"[Verify.getBitFlip: 8 bits to flip, want 0..7] 1010\n", "[Verify.getBitFlip: 8 bits to flip, want 0..7] 1100\n"},
	},
	{
		name: "configured",
		flags: []string{"+set.class=IntChoiceFromSet", "+set.values={3, 1, 3}",
			"+interval.class=gov.nasa.jpf.vm.choice.IntIntervalGenerator", "+interval.min=6", "+interval.max=0", "+interval.delta=3",
			"+threshold.class=DoubleThresholdGenerator", "+threshold.low=0.5", "+threshold.threshold=1", "+threshold.high=2",
			"+item.class=TypedObjectChoice", "+item.type=Main$Item"},
		verdict: "ok", executions: 2 * 3 * 3 * 3,
		outcomeCounts: map[string]int64{"3 0 0.5 a\n": 1, "1 6 2.0 null\n": 1, "1 3 1.0 b\n": 1},
	},
	{
		name: "configured/missing", verdict: "unsupported", exit: 3,
		errorHas: `gov.nasa.jpf.vm.Verify.getInt("set"): no property set.class names the choice`,
	},
	{
		name: "configured/unknown", flags: []string{"+set.class=RandomIntIntervalGenerator"}, verdict: "unsupported", exit: 3,
		errorHas: `gov.nasa.jpf.vm.Verify.getInt("set"): choice generator RandomIntIntervalGenerator`,
	},
	{
		name: "interesting_boring", flags: []string{"--multiple-errors"}, verdict: "violation", exit: 1,
		outcomes: []string{"", "0\n", "2\n"},
		check: func(t *testing.T, rep *verifyReport) {
			if len(rep.Violations) != 1 || rep.Violations[0].Message != "found on the boring path" {
				t.Errorf("violations %+v, want only the boring path's (boring does not prune, ignoreIf does)", rep.Violations)
			}
		},
	},
	{
		name: "break_transition_loop", verdict: "ok", newStates: 3, executions: 0,
		check: func(t *testing.T, rep *verifyReport) {
			if rep.Stats["visited_states"] != 1 || rep.Stats["end_states"] != 0 {
				t.Errorf("stats %v: want the loop closed by one visited state, no end state", rep.Stats)
			}
		},
	},
	{
		name: "break_transition_threads", flags: []string{"--por=none"}, verdict: "violation", exit: 1,
		check: func(t *testing.T, rep *verifyReport) {
			if len(rep.Violations) != 1 || len(rep.Violations[0].Trace) < 3 {
				t.Fatalf("violations %+v", rep.Violations)
			}
			tr := rep.Violations[0].Trace
			if got, want := tr[1].CG, `ThreadChoiceFromSet {id:"before start",1/1,threads:[0]}`; got != want {
				t.Errorf("transition 1 starts with %s, want %s", got, want)
			}
			if got, want := tr[2].CG, `IntIntervalGenerator {id:"one value",1..1,cur=1}`; got != want {
				t.Errorf("transition 2 starts with %s, want %s", got, want)
			}
		},
	},
	{
		name: "terminate", verdict: "incomplete", exit: 4, errorHas: "search terminated by Verify.terminateSearch",
		outcomes: []string{"0\n", "1\n", "2\n", "3\n"},
	},
	{
		name: "attributes", verdict: "ok",
		outcomes: []string{"java.lang.NoSuchFieldException [9, 0][0][0] 0 0\n", "java.lang.NoSuchFieldException [9, 1][1][1] 0 0\n",
			"java.lang.NoSuchFieldException [9, 2][2][2] 0 0\n"},
	},
	{
		name: "attributes_hash", verdict: "ok", outcomes: []string{"0 0\n", "0 1\n", "1 0\n", "1 1\n"},
	},
	{
		name: "sharedness", flags: []string{"--por=jpf"}, verdict: "ok",
		outcomes: []string{"false true 1\n", "false true 2\n"},
	},
	{
		name: "sharedness/not-shared", flags: []string{"--por=jpf"}, args: []string{"hint"}, verdict: "ok",
		outcomes: []string{"false true 2\n"},
	},
	{
		name: "path_output", verdict: "ok", outcomes: []string{"start\nx=0\n", "start\nx=1\n"},
		stdoutHas: []string{
			"~~~~~~~~~~~~~~~~~~~~~~~ begin program output at: x chosen\nstart\nx=0\n~~~~~~~~~~~~~~~~~~~~~~~ end path output\n",
			"~~~~~~~~~~~~~~~~~~~~~~~ begin program output at: x chosen\nstart\nx=1\n~~~~~~~~~~~~~~~~~~~~~~~ end path output\n",
		},
	},
	{
		name: "create_from_json", verdict: "ok",
		outcomes: []string{"1 false n 7 33 0.5 0\n", "1 false n 7 33 1.5 0\n", "1 true n 7 33 0.5 0\n", "1 true n 7 33 1.5 0\n",
			"2 false n 7 33 0.5 0\n", "2 false n 7 33 1.5 0\n", "2 true n 7 33 0.5 0\n", "2 true n 7 33 1.5 0\n"},
	},
}

// TestVerify runs every case of verifyCases and checks its report.
func TestVerify(t *testing.T) {
	j := defaultJDK(t)
	jdkFlags := gojpfJDKFlags(j)
	compiled := map[string]string{}
	for _, c := range verifyCases {
		dir, _, _ := strings.Cut(c.name, "/")
		if compiled[dir] == "" {
			compiled[dir] = concCompile(t, concProgram{name: dir, dir: filepath.Join(verifyRoot, dir)})
		}
	}
	for _, c := range verifyCases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir, _, _ := strings.Cut(c.name, "/")
			flags := append(append([]string{"--outcomes", "--time-limit", concTimeLimit()}, jdkFlags...), c.flags...)
			gr := runGojpf(t, flags, compiled[dir], "Main", c.args)
			if b := gr.brokenRun(); b != "" {
				t.Fatal(b)
			}
			if gr.reportErr != nil {
				t.Fatalf("%v\n%s\nstderr:\n%s", gr.reportErr, gr.describe(), gr.stderr)
			}
			data, err := os.ReadFile(reportPathOf(gr.argv))
			if err != nil {
				t.Fatal(err)
			}
			var rep verifyReport
			if err := json.Unmarshal(data, &rep); err != nil {
				t.Fatal(err)
			}
			for _, p := range verifyProblems(c, &rep, gr, filepath.Join(verifyRoot, dir)) {
				t.Error(p)
			}
			if c.check != nil {
				c.check(t, &rep)
			}
			if t.Failed() {
				t.Logf("%s\nstdout:\n%s\nstderr:\n%s", gr.describe(), indent(clip(gr.stdout, 3000)), indent(clip(gr.stderr, 3000)))
			}
		})
	}
}

// verifyProblems lists how a run misses its case's expectations.
func verifyProblems(c verifyCase, rep *verifyReport, gr gojpfRun, dir string) []string {
	var ps []string
	if rep.Verdict != c.verdict || gr.exit != c.exit {
		ps = append(ps, fmt.Sprintf("verdict %s, exit %d; want %s, exit %d (error: %s)", rep.Verdict, gr.exit, c.verdict, c.exit, rep.Error))
	}
	if !strings.Contains(rep.Error, c.errorHas) {
		ps = append(ps, fmt.Sprintf("error %q, want it to contain %q", rep.Error, c.errorHas))
	}
	if c.outcomes != nil {
		var got []string
		for _, o := range rep.Outcomes {
			got = append(got, o.Stdout)
		}
		want := slices.Clone(c.outcomes)
		sort.Strings(got)
		sort.Strings(want)
		if !slices.Equal(got, want) {
			ps = append(ps, fmt.Sprintf("outcomes %q, want %q", got, want))
		}
	}
	for out, n := range c.outcomeCounts {
		var got int64
		for _, o := range rep.Outcomes {
			if o.Stdout == out {
				got += o.Count
			}
		}
		if got != n {
			ps = append(ps, fmt.Sprintf("outcome %q reached by %d executions, want %d", out, got, n))
		}
	}
	if c.executions != 0 && rep.Stats["executions"] != c.executions {
		ps = append(ps, fmt.Sprintf("%d executions, want %d", rep.Stats["executions"], c.executions))
	}
	if c.newStates != 0 && rep.Stats["new_states"] != c.newStates {
		ps = append(ps, fmt.Sprintf("%d new states, want %d", rep.Stats["new_states"], c.newStates))
	}
	if c.stdoutFile != "" {
		want, err := os.ReadFile(filepath.Join(dir, c.stdoutFile))
		if err != nil {
			ps = append(ps, err.Error())
		} else if string(gr.stdout) != string(want) {
			ps = append(ps, diffText(c.stdoutFile, want, "gojpf's stdout", gr.stdout))
		}
	}
	for _, s := range c.stdoutHas {
		if !strings.Contains(string(gr.stdout), s) {
			ps = append(ps, fmt.Sprintf("stdout lacks %q", s))
		}
	}
	for _, s := range c.stderrHas {
		if !strings.Contains(string(gr.stderr), s) {
			ps = append(ps, fmt.Sprintf("stderr lacks %q", s))
		}
	}
	for _, s := range c.stderrNot {
		if strings.Contains(string(gr.stderr), s) {
			ps = append(ps, fmt.Sprintf("stderr has %q", s))
		}
	}
	return ps
}

// TestVerifyAPI checks gojpf's Verify against the public members of
// jpf-core's (verify/jpf_api.txt): each must be a public member of
// guestlib's Verify.class, and verify/all_api must call each method (by
// name and descriptor, from its class files' method references).
func TestVerifyAPI(t *testing.T) {
	f, err := os.Open(filepath.Join(verifyRoot, "jpf_api.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var api []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" && !strings.HasPrefix(l, "#") {
			api = append(api, l)
		}
	}
	if len(api) < 100 {
		t.Fatalf("jpf_api.txt lists %d members, want the whole API (over 100)", len(api))
	}
	data, ok, err := guestlib.Entry().Find("gov/nasa/jpf/vm/Verify")
	if err != nil || !ok {
		t.Fatalf("guestlib has no Verify class: %v", err)
	}
	cf, err := classfile.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, m := range cf.Methods {
		if m.Access&classfile.AccPublic != 0 {
			have[m.Name+" "+m.Desc] = true
		}
	}
	for _, fl := range cf.Fields {
		if fl.Access&classfile.AccPublic != 0 {
			have[fl.Name+" "+fl.Desc] = true
		}
	}
	for _, m := range api {
		if !have[m] {
			t.Errorf("gojpf's Verify lacks JPF's public %s", m)
		}
	}

	// The methods verify/all_api calls.
	defaultJDK(t) // skips without a JDK
	classes := concCompile(t, concProgram{name: "all_api", dir: filepath.Join(verifyRoot, "all_api")})
	called := map[string]bool{}
	files, _ := filepath.Glob(filepath.Join(classes, "*.class"))
	for _, file := range files {
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		c, err := classfile.Parse(b)
		if err != nil {
			t.Fatal(err)
		}
		for i := 1; i < c.Pool.Len(); i++ {
			if c.Pool.Tag(uint16(i)) != classfile.TagMethodref {
				continue
			}
			if class, name, desc := c.Pool.MemberRef(uint16(i)); class == "gov/nasa/jpf/vm/Verify" {
				called[name+" "+desc] = true
			}
		}
	}
	for _, m := range api {
		if strings.Contains(m, "(") && !strings.HasPrefix(m, "<init>") && !called[m] {
			t.Errorf("verify/all_api does not call %s", m)
		}
	}
}
