package cli

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strings"
)

// JUnit XML and SARIF reports, made from the JSON report.

// junitSuites is the JUnit XML report (the Ant/Jenkins format): one test
// suite "gojpf", one test case per target (classname: gojpf.SCHEDULER,
// gojpf.jpf.path for a scheduler with a sharedness policy).
type junitSuites struct {
	XMLName  xml.Name     `xml:"testsuites"`
	Name     string       `xml:"name,attr"`
	Tests    int          `xml:"tests,attr"`
	Failures int          `xml:"failures,attr"`
	Errors   int          `xml:"errors,attr"`
	Skipped  int          `xml:"skipped,attr"`
	Time     string       `xml:"time,attr"`
	Suites   []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name      string      `xml:"name,attr"`
	Tests     int         `xml:"tests,attr"`
	Failures  int         `xml:"failures,attr"`
	Errors    int         `xml:"errors,attr"`
	Skipped   int         `xml:"skipped,attr"`
	Time      string      `xml:"time,attr"`
	Timestamp string      `xml:"timestamp,attr,omitempty"`
	Cases     []junitCase `xml:"testcase"`
}

type junitCase struct {
	Name      string        `xml:"name,attr"`
	Classname string        `xml:"classname,attr"`
	Time      string        `xml:"time,attr"`
	Failure   *junitProblem `xml:"failure,omitempty"`
	Error     *junitProblem `xml:"error,omitempty"`
	Skipped   *junitProblem `xml:"skipped,omitempty"`
}

type junitProblem struct {
	Message string `xml:"message,attr"`
	Type    string `xml:"type,attr,omitempty"`
	Body    string `xml:",chardata"`
}

// junitReport makes the JUnit report of one run: a violation is a
// failure (message = property and exception), the body the trace; an
// error or unsupported verdict is an error; incomplete is skipped.
func junitReport(rep *report) junitSuites {
	secs := fmt.Sprintf("%.3f", float64(rep.Stats.ElapsedMS)/1000)
	// JUnit tools read the classname as a dotted Java name: no '/'.
	tc := junitCase{Name: rep.Target, Classname: "gojpf." + strings.ReplaceAll(schedulerLabel(rep), "/", "."), Time: secs}
	if len(rep.Args) > 0 {
		tc.Name += " " + strings.Join(rep.Args, " ")
	}
	suite := junitSuite{Name: "gojpf", Tests: 1, Time: secs}
	switch rep.Verdict {
	case "violation":
		var msgs, body []string
		typ := ""
		for i, v := range rep.Violations {
			m := v.Property
			if v.Exception != "" {
				m += ": " + v.Exception
				if typ == "" {
					typ = v.Exception
				}
			}
			if v.Message != "" {
				m += ": " + v.Message
			}
			msgs = append(msgs, m)
			body = append(body, fmt.Sprintf("error #%d: %s\n%s", i+1, m, traceText(v)))
		}
		if typ == "" && len(rep.Violations) > 0 {
			typ = rep.Violations[0].Property
		}
		tc.Failure = &junitProblem{Message: strings.Join(msgs, "; "), Type: typ, Body: strings.Join(body, "\n")}
		suite.Failures = 1
	case "incomplete":
		tc.Skipped = &junitProblem{Message: "incomplete: " + rep.Error}
		suite.Skipped = 1
	case "ok":
	default:
		tc.Error = &junitProblem{Message: rep.Verdict + ": " + firstLine(rep.Error), Type: rep.Verdict, Body: rep.Error}
		suite.Errors = 1
	}
	suite.Cases = []junitCase{tc}
	return junitSuites{Name: "gojpf", Tests: 1, Failures: suite.Failures, Errors: suite.Errors, Skipped: suite.Skipped, Time: secs, Suites: []junitSuite{suite}}
}

// traceText renders a violation's trace as the text report does, with
// the program's own source lines (consecutive repeats once) and the
// JDK's counted.
func traceText(v violation) string { return traceTextHiding(v, isJDKClass, "the JDK") }

// traceTextHiding is traceText with the lines of the classes hide says
// counted, not listed.
func traceTextHiding(v violation, hide func(class string) bool, hidden string) string {
	var b strings.Builder
	for i, tr := range v.Trace {
		fmt.Fprintf(&b, "------ transition #%d thread: %d %q", i, tr.Thread, tr.ThreadName)
		if tr.CG != "" {
			fmt.Fprintf(&b, " %s", tr.CG)
		}
		b.WriteString("\n")
		jdk := 0
		var last step
		for _, s := range tr.Steps {
			switch {
			case hide(s.Class):
				jdk++
			case s.File != "" && s != last:
				fmt.Fprintf(&b, "      %s:%d  %s.%s\n", s.File, s.Line, s.Class, s.Method)
				last = s
			}
		}
		if jdk > 0 {
			fmt.Fprintf(&b, "      [%d lines in %s]\n", jdk, hidden)
		}
	}
	return b.String()
}

func schedulerLabel(rep *report) string {
	if rep.Sharedness != "" {
		return rep.Scheduler + "/" + rep.Sharedness
	}
	return rep.Scheduler
}

func writeJUnit(path string, stdout io.Writer, rep *report) error {
	b, err := xml.MarshalIndent(junitReport(rep), "", "  ")
	if err != nil {
		return err
	}
	b = append([]byte(xml.Header), append(b, '\n')...)
	return writeOut(path, stdout, b)
}

func writeOut(path string, stdout io.Writer, b []byte) error {
	if path == "-" {
		_, err := stdout.Write(b)
		return err
	}
	return os.WriteFile(path, b, 0o644)
}

// SARIF 2.1.0 (OASIS): one run, one result per violation.

type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool        sarifTool         `json:"tool"`
	Invocations []sarifInvocation `json:"invocations"`
	Results     []sarifResult     `json:"results"`
	// OriginalURIBaseIDs says where %SRCROOT% is (the source root).
	OriginalURIBaseIDs map[string]sarifArtifact `json:"originalUriBaseIds,omitempty"`
}

// sarifInvocation says whether the search finished: executionSuccessful
// is false for an incomplete, unsupported or error verdict, and a
// notification gives the reason (a limit, an interrupt, the error).
type sarifInvocation struct {
	ExecutionSuccessful        bool                `json:"executionSuccessful"`
	ToolExecutionNotifications []sarifNotification `json:"toolExecutionNotifications,omitempty"`
}

type sarifNotification struct {
	Level   string       `json:"level"`
	Message sarifMessage `json:"message"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name           string      `json:"name"`
	Version        string      `json:"version"`
	InformationURI string      `json:"informationUri"`
	Rules          []sarifRule `json:"rules"`
}

type sarifRule struct {
	ID               string       `json:"id"`
	ShortDescription sarifMessage `json:"shortDescription"`
}

type sarifMessage struct {
	Text string `json:"text"`
}

type sarifResult struct {
	RuleID    string          `json:"ruleId"`
	RuleIndex int             `json:"ruleIndex"`
	Level     string          `json:"level"`
	Message   sarifMessage    `json:"message"`
	Locations []sarifLocation `json:"locations,omitempty"`
	CodeFlows []sarifCodeFlow `json:"codeFlows,omitempty"`
}

type sarifLocation struct {
	PhysicalLocation sarifPhysical `json:"physicalLocation"`
	Message          *sarifMessage `json:"message,omitempty"`
}

type sarifPhysical struct {
	ArtifactLocation sarifArtifact `json:"artifactLocation"`
	Region           sarifRegion   `json:"region"`
}

type sarifArtifact struct {
	URI       string `json:"uri"`
	URIBaseID string `json:"uriBaseId,omitempty"`
}

// srcRootID is the SARIF base id of the source root, the one GitHub code
// scanning resolves against the checked-out repository.
const srcRootID = "%SRCROOT%"

type sarifRegion struct {
	StartLine int `json:"startLine"`
}

type sarifCodeFlow struct {
	ThreadFlows []sarifThreadFlow `json:"threadFlows"`
}

type sarifThreadFlow struct {
	ID        string                    `json:"id"`
	Locations []sarifThreadFlowLocation `json:"locations"`
}

type sarifThreadFlowLocation struct {
	Location       sarifLocation `json:"location"`
	ExecutionOrder int           `json:"executionOrder"`
}

var sarifRules = []sarifRule{
	{ID: "uncaught-exception", ShortDescription: sarifMessage{Text: "An exception (a failed assert included) is not caught in some thread on some interleaving."}},
	{ID: "deadlock", ShortDescription: sarifMessage{Text: "Every live thread is blocked on some interleaving."}},
}

// sarifReport makes the SARIF log of one run. A result's location is the
// last source line the violating thread executed; its code flow has a
// thread flow per thread with the trace's source lines in execution order.
func sarifReport(rep *report, src *sourceRoot) sarifLog {
	driver := sarifDriver{Name: "gojpf", Version: Version, InformationURI: "https://github.com/gojpf/gojpf", Rules: append([]sarifRule{}, sarifRules...)}
	ruleIndex := func(id string) int {
		for i, r := range driver.Rules {
			if r.ID == id {
				return i
			}
		}
		driver.Rules = append(driver.Rules, sarifRule{ID: id, ShortDescription: sarifMessage{Text: "A property checked by a listener: " + id + "."}})
		return len(driver.Rules) - 1
	}
	results := []sarifResult{}
	for _, v := range rep.Violations {
		msg := v.Property
		if v.Exception != "" {
			msg += ": " + v.Exception
		}
		if v.Message != "" {
			msg += ": " + v.Message
		}
		if v.Thread != "" {
			msg += fmt.Sprintf(" (thread %q)", v.Thread)
		}
		r := sarifResult{RuleID: v.Property, RuleIndex: ruleIndex(v.Property), Level: "error", Message: sarifMessage{Text: msg}}
		flows := map[string]*sarifThreadFlow{}
		var order []string
		var last *sarifLocation
		n := 0
		for _, tr := range v.Trace {
			for _, s := range tr.Steps {
				if s.File == "" || s.Line <= 0 || isJDKClass(s.Class) {
					continue // the program's own lines only
				}
				n++
				loc := sarifLocation{
					PhysicalLocation: sarifPhysical{ArtifactLocation: src.artifact(artifactURI(s)), Region: sarifRegion{StartLine: s.Line}},
					Message:          &sarifMessage{Text: fmt.Sprintf("%s.%s in thread %q", s.Class, s.Method, tr.ThreadName)},
				}
				f := flows[tr.ThreadName]
				if f == nil {
					f = &sarifThreadFlow{ID: tr.ThreadName}
					flows[tr.ThreadName] = f
					order = append(order, tr.ThreadName)
				}
				if k := len(f.Locations); k > 0 && f.Locations[k-1].Location.PhysicalLocation == loc.PhysicalLocation {
					continue // the same line again
				}
				f.Locations = append(f.Locations, sarifThreadFlowLocation{Location: loc, ExecutionOrder: n})
				if tr.ThreadName == v.Thread || v.Thread == "" {
					l := loc
					last = &l
				}
			}
		}
		if last != nil {
			l := *last
			l.Message = nil
			r.Locations = []sarifLocation{l}
		}
		if len(order) > 0 {
			cf := sarifCodeFlow{}
			for _, name := range order {
				cf.ThreadFlows = append(cf.ThreadFlows, *flows[name])
			}
			r.CodeFlows = []sarifCodeFlow{cf}
		}
		results = append(results, r)
	}
	run := sarifRun{Tool: sarifTool{Driver: driver}, Invocations: []sarifInvocation{sarifInvocationOf(rep)}, Results: results}
	if src != nil && src.dir != "" {
		u := url.URL{Scheme: "file", Path: filepath.ToSlash(src.dir) + "/"}
		run.OriginalURIBaseIDs = map[string]sarifArtifact{srcRootID: {URI: u.String()}}
	}
	return sarifLog{
		Schema:  "https://json.schemastore.org/sarif-2.1.0.json",
		Version: "2.1.0",
		Runs:    []sarifRun{run},
	}
}

// sourceRoot finds the program's source files under a directory, so that
// SARIF locations are paths relative to it (GitHub code scanning links
// them to the repository's files).
type sourceRoot struct {
	dir string // absolute; "" for none
	// bySuffix indexes the .java files below dir by their relative path,
	// built on first use.
	files []string
	built bool
}

// newSourceRoot is the source root: dir if given, else the git work tree
// that holds the current directory, else the current directory.
func newSourceRoot(dir string) *sourceRoot {
	if dir == "" {
		wd, err := os.Getwd()
		if err != nil {
			return &sourceRoot{}
		}
		dir = wd
		for d := wd; ; {
			if _, err := os.Stat(filepath.Join(d, ".git")); err == nil {
				dir = d
				break
			}
			up := filepath.Dir(d)
			if up == d {
				break
			}
			d = up
		}
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return &sourceRoot{}
	}
	return &sourceRoot{dir: abs}
}

// maxSourceFiles bounds the walk of the source root.
const maxSourceFiles = 200000

// artifact locates rel (com/x/Main.java): the file of that relative path
// under the source root, else the one file below it whose path ends with
// rel (src/main/java/com/x/Main.java), else rel itself.
func (r *sourceRoot) artifact(rel string) sarifArtifact {
	if r == nil || r.dir == "" {
		return sarifArtifact{URI: rel}
	}
	if _, err := os.Stat(filepath.Join(r.dir, filepath.FromSlash(rel))); err == nil {
		return sarifArtifact{URI: rel, URIBaseID: srcRootID}
	}
	if !r.built {
		r.built = true
		n := 0
		filepath.WalkDir(r.dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			if d.IsDir() && (d.Name() == ".git" || d.Name() == "node_modules") {
				return filepath.SkipDir
			}
			if n++; n > maxSourceFiles {
				return filepath.SkipAll
			}
			if !d.IsDir() && strings.HasSuffix(p, ".java") {
				if q, err := filepath.Rel(r.dir, p); err == nil {
					r.files = append(r.files, filepath.ToSlash(q))
				}
			}
			return nil
		})
	}
	found := ""
	for _, f := range r.files {
		if f == rel || strings.HasSuffix(f, "/"+rel) {
			if found != "" {
				return sarifArtifact{URI: rel, URIBaseID: srcRootID} // two candidates: leave it
			}
			found = f
		}
	}
	if found == "" {
		return sarifArtifact{URI: rel, URIBaseID: srcRootID}
	}
	return sarifArtifact{URI: found, URIBaseID: srcRootID}
}

func sarifInvocationOf(rep *report) sarifInvocation {
	inv := sarifInvocation{ExecutionSuccessful: rep.Verdict == "ok" || rep.Verdict == "violation"}
	if rep.Error != "" {
		level := "error"
		if rep.Verdict == "incomplete" {
			level = "warning"
		}
		inv.ToolExecutionNotifications = []sarifNotification{{Level: level, Message: sarifMessage{Text: rep.Verdict + ": " + rep.Error}}}
	}
	return inv
}

// artifactURI is a step's source file as a relative URI: the package
// path of its class and the file name (com/x/Main.java).
func artifactURI(s step) string {
	pkg := ""
	if i := strings.LastIndex(s.Class, "."); i >= 0 {
		pkg = strings.ReplaceAll(s.Class[:i], ".", "/") + "/"
	}
	return pkg + s.File
}

func writeSARIF(path string, stdout io.Writer, rep *report, src *sourceRoot) error {
	b, err := json.MarshalIndent(sarifReport(rep, src), "", "  ")
	if err != nil {
		return err
	}
	return writeOut(path, stdout, append(b, '\n'))
}
