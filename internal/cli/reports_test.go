package cli

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The JUnit XML format that Jenkins and Ant read (the "JUnit schema" of
// the Ant junit task, as Jenkins' xunit plugin publishes it), checked
// element by element: testsuites with testsuite children; a testsuite
// needs name and tests and may have failures, errors, skipped (integers)
// and time (a decimal); a testcase needs name and classname, may have
// time, and at most one of failure, error, skipped, where failure and
// error need a message; the counts must add up.
type xmlNode struct {
	XMLName  xml.Name
	Attrs    []xml.Attr `xml:",any,attr"`
	Children []xmlNode  `xml:",any"`
	Text     string     `xml:",chardata"`
}

func (n xmlNode) attr(name string) (string, bool) {
	for _, a := range n.Attrs {
		if a.Name.Local == name {
			return a.Value, true
		}
	}
	return "", false
}

func validateJUnit(data []byte) error {
	var root xmlNode
	if err := xml.Unmarshal(data, &root); err != nil {
		return err
	}
	if root.XMLName.Local != "testsuites" {
		return fmt.Errorf("root element %s, want testsuites", root.XMLName.Local)
	}
	intAttr := func(n xmlNode, name string, required bool) (int, error) {
		v, ok := n.attr(name)
		if !ok {
			if required {
				return 0, fmt.Errorf("<%s> lacks %s", n.XMLName.Local, name)
			}
			return 0, nil
		}
		i, err := strconv.Atoi(v)
		if err != nil || i < 0 {
			return 0, fmt.Errorf("<%s %s=%q>: not a non-negative integer", n.XMLName.Local, name, v)
		}
		return i, nil
	}
	decimal := func(n xmlNode) error {
		if v, ok := n.attr("time"); ok {
			if f, err := strconv.ParseFloat(v, 64); err != nil || f < 0 {
				return fmt.Errorf("<%s time=%q>: not a decimal", n.XMLName.Local, v)
			}
		}
		return nil
	}
	if len(root.Children) == 0 {
		return fmt.Errorf("no testsuite")
	}
	for _, s := range root.Children {
		if s.XMLName.Local != "testsuite" {
			return fmt.Errorf("<%s> in testsuites", s.XMLName.Local)
		}
		if _, ok := s.attr("name"); !ok {
			return fmt.Errorf("testsuite without a name")
		}
		tests, err := intAttr(s, "tests", true)
		if err != nil {
			return err
		}
		var counts [3]int
		for i, a := range []string{"failures", "errors", "skipped"} {
			if counts[i], err = intAttr(s, a, false); err != nil {
				return err
			}
		}
		if err := decimal(s); err != nil {
			return err
		}
		var cases, got [3]int
		for _, c := range s.Children {
			if c.XMLName.Local != "testcase" {
				return fmt.Errorf("<%s> in testsuite", c.XMLName.Local)
			}
			cases[0]++
			for _, a := range []string{"name", "classname"} {
				if _, ok := c.attr(a); !ok {
					return fmt.Errorf("testcase without %s", a)
				}
			}
			if cn, _ := c.attr("classname"); strings.Contains(cn, "/") {
				// Tools read it as a dotted Java class name.
				return fmt.Errorf("classname %q has a '/'", cn)
			}
			if err := decimal(c); err != nil {
				return err
			}
			outcome := 0
			for _, k := range c.Children {
				switch k.XMLName.Local {
				case "failure", "error":
					if _, ok := k.attr("message"); !ok {
						return fmt.Errorf("<%s> without a message", k.XMLName.Local)
					}
					if k.XMLName.Local == "failure" {
						got[0]++
					} else {
						got[1]++
					}
					outcome++
				case "skipped":
					got[2]++
					outcome++
				case "system-out", "system-err":
				default:
					return fmt.Errorf("<%s> in testcase", k.XMLName.Local)
				}
			}
			if outcome > 1 {
				return fmt.Errorf("testcase with %d outcomes", outcome)
			}
		}
		if cases[0] != tests || got != counts {
			return fmt.Errorf("testsuite says tests=%d failures/errors/skipped=%v, has %d cases and %v", tests, counts, cases[0], got)
		}
	}
	return nil
}

// validateSARIF checks a SARIF log against the SARIF 2.1.0 schema's
// requirements for the objects gojpf writes: sarifLog (version "2.1.0",
// runs), run (tool), toolComponent (name; rules with ids), result
// (message with text; ruleIndex within the rules, whose id is ruleId;
// level one of none/note/warning/error), location and physicalLocation
// (artifactLocation with uri; region with startLine ≥ 1), codeFlow
// (threadFlows, at least one), threadFlow (locations, at least one),
// threadFlowLocation (executionOrder ≥ -1).
func validateSARIF(data []byte) error {
	var log struct {
		Schema  string `json:"$schema"`
		Version *string
		Runs    *[]struct {
			Tool *struct {
				Driver *struct {
					Name  *string
					Rules []struct{ ID *string }
				}
			}
			Results *[]struct {
				RuleID    string
				RuleIndex *int
				Level     string
				Message   *struct{ Text *string }
				Locations []json.RawMessage
				CodeFlows []struct {
					ThreadFlows []struct {
						Locations []struct {
							Location       json.RawMessage
							ExecutionOrder *int
						}
					}
				}
			}
		}
	}
	if err := json.Unmarshal(data, &log); err != nil {
		return err
	}
	if log.Version == nil || *log.Version != "2.1.0" || log.Runs == nil {
		return fmt.Errorf("sarifLog needs version 2.1.0 and runs")
	}
	location := func(raw json.RawMessage) error {
		var l struct {
			PhysicalLocation *struct {
				ArtifactLocation *struct{ URI *string }
				Region           *struct{ StartLine *int }
			}
		}
		if err := json.Unmarshal(raw, &l); err != nil {
			return err
		}
		p := l.PhysicalLocation
		if p == nil || p.ArtifactLocation == nil || p.ArtifactLocation.URI == nil || *p.ArtifactLocation.URI == "" {
			return fmt.Errorf("location without physicalLocation.artifactLocation.uri: %s", raw)
		}
		if p.Region != nil && (p.Region.StartLine == nil || *p.Region.StartLine < 1) {
			return fmt.Errorf("region.startLine must be ≥ 1: %s", raw)
		}
		return nil
	}
	for _, r := range *log.Runs {
		if r.Tool == nil || r.Tool.Driver == nil || r.Tool.Driver.Name == nil {
			return fmt.Errorf("run without tool.driver.name")
		}
		if r.Results == nil {
			return fmt.Errorf("run without results")
		}
		for _, res := range *r.Results {
			if res.Message == nil || res.Message.Text == nil {
				return fmt.Errorf("result without message.text")
			}
			switch res.Level {
			case "none", "note", "warning", "error":
			default:
				return fmt.Errorf("result level %q", res.Level)
			}
			if res.RuleIndex == nil || *res.RuleIndex < 0 || *res.RuleIndex >= len(r.Tool.Driver.Rules) || r.Tool.Driver.Rules[*res.RuleIndex].ID == nil || *r.Tool.Driver.Rules[*res.RuleIndex].ID != res.RuleID {
				return fmt.Errorf("result %q: ruleIndex does not name its rule", res.RuleID)
			}
			for _, l := range res.Locations {
				if err := location(l); err != nil {
					return err
				}
			}
			for _, cf := range res.CodeFlows {
				if len(cf.ThreadFlows) == 0 {
					return fmt.Errorf("codeFlow without threadFlows")
				}
				for _, tf := range cf.ThreadFlows {
					if len(tf.Locations) == 0 {
						return fmt.Errorf("threadFlow without locations")
					}
					for _, tl := range tf.Locations {
						if tl.ExecutionOrder != nil && *tl.ExecutionOrder < -1 {
							return fmt.Errorf("executionOrder < -1")
						}
						if err := location(tl.Location); err != nil {
							return err
						}
					}
				}
			}
		}
	}
	return nil
}

func TestJUnitAndSARIF(t *testing.T) {
	requireJDK(t)
	tests := []struct {
		name, prog string
		flags      []string
		code       int
		junitHas   []string
		results    int
		sarifHas   []string
	}{
		{"clean", "hello", nil, ExitOK, []string{`tests="1" failures="0" errors="0" skipped="0"`}, 0, nil},
		{"failing", "", nil, ExitViolation, []string{`failures="1"`, `<failure message="uncaught-exception: java.lang.AssertionError: lost update: counter = 1" type="java.lang.AssertionError">`, "Race.java:18  Race.main"}, 1,
			[]string{`"ruleId": "uncaught-exception"`, `"uri": "javatests/examples/Race.java"`, `"uriBaseId": "%SRCROOT%"`, `"originalUriBaseIds"`, `"startLine": 18`, `"id": "Thread-0"`}},
		{"incomplete", "", []string{"--max-states=3"}, ExitIncomplete, []string{`skipped="1"`, `<skipped message="incomplete: limit reached: max-states 3 reached">`}, 0, nil},
		{"unsupported", "fileopen", nil, ExitUnsupported, []string{`errors="1"`, `<error message="unsupported: `}, 0, nil},
	}
	race := filepath.Join("..", "..", "javatests", "examples", "Race.java")
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			junit, sarif := filepath.Join(dir, "j.xml"), filepath.Join(dir, "s.sarif")
			target := race
			if tc.prog != "" {
				target = filepath.Join("testdata", "run", tc.prog, "Main.java")
			}
			// Locations are relative to the repository's root.
			args := append([]string{"run", "-q", "--report-junit", junit, "--report-sarif", sarif, "--source-root", filepath.Join("..", "..")}, tc.flags...)
			got := gojpf(t, append(args, target)...)
			if got.code != tc.code {
				t.Fatalf("exit %d, want %d\n%s", got.code, tc.code, got)
			}
			j, err := os.ReadFile(junit)
			if err != nil {
				t.Fatal(err)
			}
			if err := validateJUnit(j); err != nil {
				t.Errorf("JUnit report invalid: %v\n%s", err, j)
			}
			for _, h := range tc.junitHas {
				if !strings.Contains(string(j), h) {
					t.Errorf("JUnit report lacks %q\n%.2000s", h, j)
				}
			}
			s, err := os.ReadFile(sarif)
			if err != nil {
				t.Fatal(err)
			}
			if err := validateSARIF(s); err != nil {
				t.Errorf("SARIF report invalid: %v\n%.2000s", err, s)
			}
			if n := strings.Count(string(s), `"ruleIndex"`); n != tc.results {
				t.Errorf("%d SARIF results, want %d", n, tc.results)
			}
			for _, h := range tc.sarifHas {
				if !strings.Contains(string(s), h) {
					t.Errorf("SARIF report lacks %q\n%.3000s", h, s)
				}
			}
		})
	}
}

// The validators themselves catch what they should.
func TestReportValidators(t *testing.T) {
	badJUnit := []string{
		`<testsuite name="x" tests="1"/>`,
		`<testsuites><testsuite tests="1"><testcase name="a" classname="b"/></testsuite></testsuites>`,
		`<testsuites><testsuite name="x" tests="2"><testcase name="a" classname="b"/></testsuite></testsuites>`,
		`<testsuites><testsuite name="x" tests="1" failures="1"><testcase name="a" classname="b"><failure/></testcase></testsuite></testsuites>`,
		`<testsuites><testsuite name="x" tests="1" time="soon"><testcase name="a" classname="b"/></testsuite></testsuites>`,
	}
	for _, b := range badJUnit {
		if validateJUnit([]byte(b)) == nil {
			t.Errorf("accepted %s", b)
		}
	}
	if err := validateJUnit([]byte(`<testsuites><testsuite name="x" tests="1" failures="1"><testcase name="a" classname="b"><failure message="m"/></testcase></testsuite></testsuites>`)); err != nil {
		t.Errorf("rejected a valid report: %v", err)
	}
	badSARIF := []string{
		`{"version":"2.0.0","runs":[]}`,
		`{"version":"2.1.0","runs":[{"tool":{"driver":{}},"results":[]}]}`,
		`{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"g","rules":[{"id":"a"}]}},"results":[{"ruleId":"b","ruleIndex":0,"level":"error","message":{"text":"m"}}]}]}`,
		`{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"g","rules":[{"id":"a"}]}},"results":[{"ruleId":"a","ruleIndex":0,"level":"error","message":{"text":"m"},"locations":[{"physicalLocation":{"artifactLocation":{"uri":"A.java"},"region":{"startLine":0}}}]}]}]}`,
		`{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"g","rules":[{"id":"a"}]}},"results":[{"ruleId":"a","ruleIndex":0,"level":"error","message":{"text":"m"},"codeFlows":[{"threadFlows":[]}]}]}]}`,
	}
	for _, b := range badSARIF {
		if validateSARIF([]byte(b)) == nil {
			t.Errorf("accepted %s", b)
		}
	}
}

// TestSourceRoot: SARIF locations are paths below the source root: the
// package path itself, else the one .java file whose path ends with it.
func TestSourceRoot(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"Top.java", "mod/src/main/java/com/x/Main.java", "a/Twice.java", "b/Twice.java"} {
		p := filepath.Join(dir, filepath.FromSlash(f))
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte("class X {}"), 0o644)
	}
	r := newSourceRoot(dir)
	for rel, want := range map[string]string{
		"Top.java":          "Top.java",
		"com/x/Main.java":   "mod/src/main/java/com/x/Main.java",
		"Twice.java":        "Twice.java", // two candidates: left as it is
		"com/y/Absent.java": "com/y/Absent.java",
	} {
		if got := r.artifact(rel); got.URI != want || got.URIBaseID != "%SRCROOT%" {
			t.Errorf("artifact(%q) = %+v, want uri %q based on %%SRCROOT%%", rel, got, want)
		}
	}
}
