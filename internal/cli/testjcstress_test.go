package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/guestlib"
	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
)

// guestlibClassPath compiles a directory of javatests against gojpf's
// guest library (jcstress's annotations and results, Lincheck's and
// gojpf's @Operation) and returns its classes.
func guestlibClassPath(t *testing.T, dir string) string {
	t.Helper()
	requireJDK(t)
	lib, err := guestlib.Dir()
	if err != nil {
		t.Fatal(err)
	}
	return javactest.Compile(t, filepath.Join("..", "..", "javatests", dir), javac.Options{ClassPath: lib})
}

// TestGojpfTestJCStress runs the jcstress tests of the classic shapes
// (javatests/jcstress) and checks each one's exact set of results
// reachable under sequential consistency, its status and its table.
func TestGojpfTestJCStress(t *testing.T) {
	cp := guestlibClassPath(t, "jcstress")
	jsonPath := filepath.Join(t.TempDir(), "r.json")
	got := gojpf(t, "test", "-cp", cp, "--report-json", jsonPath, "shapes")
	if got.code != ExitViolation {
		t.Fatalf("exit %d, want %d (some tests fail)\n%s", got.code, ExitViolation, got)
	}
	var rep struct {
		Tests []struct {
			TestClass string        `json:"test_class"`
			Style     string        `json:"style"`
			Status    string        `json:"status"`
			Message   string        `json:"message"`
			JCStress  []jcstressRow `json:"jcstress"`
		} `json:"tests"`
		Summary testSummary `json:"summary"`
	}
	b, err := os.ReadFile(jsonPath)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &rep); err != nil {
		t.Fatal(err)
	}
	want := []struct {
		class, status, message string
		reachable              []string // nil: not checked
		notReachable           []string // declared results no execution reaches
	}{
		{"shapes.StoreBuffering", testPassed, "", []string{"0, 1", "1, 0", "1, 1"}, []string{"0, 0"}},
		{"shapes.MessagePassing$Plain", testPassed, "", []string{"0, 0", "0, 1", "1, 1"}, []string{"1, 0"}},
		{"shapes.MessagePassing$Volatile", testPassed, "", []string{"0, 0", "0, 1", "1, 1"}, []string{"1, 0"}},
		{"shapes.Counters$Racy", testPassed, "", []string{"1", "2"}, nil},
		{"shapes.Counters$RacyForbidden", testFailed, "forbidden result 1 is reachable (Lost update)", []string{"1", "2"}, nil},
		{"shapes.Counters$Atomic", testPassed, "", []string{"1, 2, 2", "2, 1, 2"}, []string{}},
		{"shapes.Counters$Undeclared", testFailed, "result 1, 2 is reachable and matches no @Outcome", []string{"1, 1", "1, 2", "2, 1"}, nil},
		{"shapes.Publication$FinalField", testPassed, "", []string{"-1", "42"}, []string{"0"}},
		{"shapes.Publication$PlainField", testPassed, "", []string{"-1", "42"}, []string{"0"}},
		{"shapes.Publication$ObjectResult", testPassed, "", []string{"null", "published"}, nil},
		{"shapes.Publication$Termination", testSkipped, "Mode.Termination", nil, nil},
		{"shapes.Publication$Throws", testFailed, "uncaught-exception: java.lang.IllegalStateException: saw x = 1", nil, nil},
	}
	if len(rep.Tests) != len(want) {
		t.Errorf("%d tests, want %d", len(rep.Tests), len(want))
	}
	for _, w := range want {
		found := false
		for _, en := range rep.Tests {
			if en.TestClass != w.class {
				continue
			}
			found = true
			if en.Status != w.status || !strings.Contains(en.Message, w.message) || en.Style != styleJCStress {
				t.Errorf("%s: %s %s %q, want %s %q", w.class, en.Style, en.Status, en.Message, w.status, w.message)
			}
			var reach, not []string
			for _, r := range en.JCStress {
				if r.Reachable {
					reach = append(reach, r.Result)
				} else {
					not = append(not, r.Result)
				}
			}
			sort.Strings(reach)
			if w.reachable != nil && !reflect.DeepEqual(reach, w.reachable) {
				t.Errorf("%s: reachable %q, want %q", w.class, reach, w.reachable)
			}
			if w.notReachable != nil && len(not)+len(w.notReachable) > 0 && !reflect.DeepEqual(not, w.notReachable) {
				t.Errorf("%s: not reachable %q, want %q", w.class, not, w.notReachable)
			}
		}
		if !found {
			t.Errorf("%s: not run", w.class)
		}
	}
	for _, line := range []string{
		"PASSED     shapes.StoreBuffering  [",
		"    0, 0    not reachable under SC  Interesting  Both loads before both stores: store buffering",
		"    1, 0    not reachable           Forbidden    Flag seen, data stale",
		"    1       reachable               Forbidden    Lost update",
		"    1, 2    reachable               Forbidden    No default case provided, assume Forbidden",
		"needs the Java memory model's reorderings",
		"JDK booted 1×",
	} {
		if !strings.Contains(got.stdout, line) {
			t.Errorf("stdout lacks %q", line)
		}
	}
}

// TestJCStressGrade checks jcstress's grading: an exact id before a
// pattern, the first matching pattern, the default case, Forbidden
// without one.
func TestJCStressGrade(t *testing.T) {
	cases := func(cs ...jcsCase) *jcstressSpec {
		spec := &jcstressSpec{}
		for _, c := range cs {
			if c.id != "" {
				if err := compileCase(&c); err != nil {
					t.Fatal(err)
				}
			}
			spec.cases = append(spec.cases, c)
		}
		return spec
	}
	tests := []struct {
		name      string
		spec      *jcstressSpec
		reachable []string
		rows      []string // result expect reachable
		failure   string
	}{
		{"exact id before a pattern",
			cases(jcsCase{id: "[01], 1", expect: expectAcceptable}, jcsCase{id: "1, 1", expect: expectForbidden}),
			[]string{"0, 1", "1, 1"},
			[]string{"0, 1 ACCEPTABLE true", "1, 1 FORBIDDEN true"}, "forbidden result 1, 1 is reachable"},
		{"default case",
			cases(jcsCase{id: "0", expect: expectAcceptable}, jcsCase{expect: expectInteresting, desc: "other"}),
			[]string{"0", "7"},
			[]string{"0 ACCEPTABLE true", "7 ACCEPTABLE_INTERESTING true"}, ""},
		{"no default case",
			cases(jcsCase{id: "0", expect: expectAcceptable}, jcsCase{id: "1", expect: expectInteresting}),
			[]string{"2"},
			[]string{"0 ACCEPTABLE false", "1 ACCEPTABLE_INTERESTING false", "2 FORBIDDEN true"}, "result 2 is reachable and matches no @Outcome"},
		{"unknown",
			cases(jcsCase{id: "0", expect: expectUnknown}),
			[]string{"0"},
			[]string{"0 UNKNOWN true"}, "graded UNKNOWN"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rows, failure := tt.spec.grade(tt.reachable)
			var got []string
			for _, r := range rows {
				got = append(got, strings.Join([]string{r.Result, r.Expect, map[bool]string{true: "true", false: "false"}[r.Reachable]}, " "))
			}
			if !reflect.DeepEqual(got, tt.rows) {
				t.Errorf("rows %q, want %q", got, tt.rows)
			}
			if (tt.failure == "") != (failure == "") || !strings.Contains(failure, tt.failure) {
				t.Errorf("failure %q, want %q", failure, tt.failure)
			}
		})
	}
}
