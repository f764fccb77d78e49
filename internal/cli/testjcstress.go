package cli

import (
	"fmt"
	"io"
	"regexp"
	"sort"
	"strings"

	"github.com/gojpf/gojpf/classfile"
	"github.com/gojpf/gojpf/jvm"
)

// gojpf test for jcstress tests (@JCStressTest): the actors run in
// threads of their own on one state, then the arbiter, as
// gojpf.internal.JCStressRunner (guestlib/) does it; every execution
// reports its result, and the search's outcomes are every result reachable
// under sequential consistency (gojpf has no weak memory), graded by the
// test's @Outcome annotations as jcstress grades them.

const (
	jcs                = "Lorg/openjdk/jcstress/annotations/"
	annJCStressTest    = jcs + "JCStressTest;"
	annJCSActor        = jcs + "Actor;"
	annJCSArbiter      = jcs + "Arbiter;"
	annJCSSignal       = jcs + "Signal;"
	annJCSOutcome      = jcs + "Outcome;"
	annJCSOutcomes     = jcs + "Outcome$Outcomes;"
	annJCSDescription  = jcs + "Description;"
	annJCSMeta         = jcs + "JCStressMeta;"
	annJCSResult       = jcs + "Result;"
	jcsResultsPkg      = "org/openjdk/jcstress/infra/results/"
	styleJCStress      = "jcstress"
	jcstressRunnerMain = "gojpf.internal.JCStressRunner"
)

// jcsExpect values, as jcstress's Expect names them.
const (
	expectAcceptable  = "ACCEPTABLE"
	expectInteresting = "ACCEPTABLE_INTERESTING"
	expectForbidden   = "FORBIDDEN"
	expectUnknown     = "UNKNOWN"
)

// jcsCase is one id of an @Outcome: a regular expression over the
// result's toString ("" is the default case).
type jcsCase struct {
	id, expect, desc string
	re               *regexp.Regexp
}

// jcstressSpec is what a jcstress test grades its results by.
type jcstressSpec struct {
	description string
	cases       []jcsCase // in declaration order, the default case last
}

// jcstressRow is one line of a jcstress test's table: a reachable result,
// or a declared result no execution reaches.
type jcstressRow struct {
	Result      string `json:"result"`
	Expect      string `json:"expect"`
	Description string `json:"description,omitempty"`
	Reachable   bool   `json:"reachable"`
}

// jcstressTest makes the test of a @JCStressTest class (ok false when cf
// is none).
func (d *discoverer) jcstressTest(cf *classfile.ClassFile, ann annotated) (testCase, bool, error) {
	if !ann.has(annJCStressTest) {
		return testCase{}, false, nil
	}
	name := dotted(cf.Name)
	tc := testCase{Class: name, Style: styleJCStress, main: jcstressRunnerMain}
	if an := ann[annJCStressTest]; an != nil {
		if v, ok := an.Element("value"); ok && v.String == "Termination" {
			tc.Skip = "@JCStressTest(Mode.Termination): not supported by gojpf test (Continuous tests are)"
			return tc, true, nil
		}
	}
	spec, err := d.jcstressOutcomes(cf, ann)
	if err != nil {
		return tc, true, err
	}
	tc.jcstress = spec
	lv, err := d.levelOf(cf)
	if err != nil {
		return tc, true, err
	}
	var actors, arbiters []member
	for _, m := range lv.methods {
		switch {
		case m.ann.has(annJCSSignal):
			tc.Skip = "@Signal: Mode.Termination tests are not supported by gojpf test"
			return tc, true, nil
		case m.ann.has(annJCSActor):
			actors = append(actors, m)
		case m.ann.has(annJCSArbiter):
			arbiters = append(arbiters, m)
		}
	}
	// Superclass methods come after the class's own in lv.methods; jcstress
	// numbers the actors as declared, which only names the threads here.
	if len(actors) == 0 {
		tc.Skip = "a @JCStressTest without @Actor methods"
		return tc, true, nil
	}
	if len(arbiters) > 1 {
		tc.Skip = "a @JCStressTest with more than one @Arbiter"
		return tc, true, nil
	}
	result := ""
	for _, m := range append(append([]member{}, actors...), arbiters...) {
		for _, p := range params(m.m.Desc) {
			if !strings.HasPrefix(p, "L") {
				tc.Skip = fmt.Sprintf("%s takes a %s: jcstress's actors take the state and the result", m.m.Name, javaType(p))
				return tc, true, nil
			}
			cls := strings.TrimSuffix(p[1:], ";")
			if !d.isJCStressResult(cls) {
				continue
			}
			if result != "" && result != cls {
				tc.Skip = fmt.Sprintf("two result classes (%s, %s)", dotted(result), dotted(cls))
				return tc, true, nil
			}
			result = cls
		}
	}
	if result == "" {
		tc.Skip = "no @Actor or @Arbiter takes a result (an org.openjdk.jcstress.infra.results class)"
		return tc, true, nil
	}
	tc.runner = []string{"result=" + dotted(result)}
	for _, m := range actors {
		tc.runner = append(tc.runner, "actor="+m.ref()+"#"+m.m.Desc)
	}
	for _, m := range arbiters {
		tc.runner = append(tc.runner, "arbiter="+m.ref()+"#"+m.m.Desc)
	}
	return tc, true, nil
}

// isJCStressResult reports whether a class is a jcstress result: in
// jcstress's results package, or annotated @Result.
func (d *discoverer) isJCStressResult(cls string) bool {
	if strings.HasPrefix(cls, jcsResultsPkg) {
		return true
	}
	cf, err := d.class(cls)
	if err != nil || cf == nil {
		return false
	}
	a, err := annotationsOf(cf.Annotations())
	return err == nil && a.has(annJCSResult)
}

// jcstressOutcomes reads a test's @Outcome and @Description annotations
// (inherited, or from its @JCStressMeta class).
func (d *discoverer) jcstressOutcomes(cf *classfile.ClassFile, ann annotated) (*jcstressSpec, error) {
	spec := &jcstressSpec{}
	src, srcAnn := cf, ann
	if v := ann.str(annJCSMeta, "value"); v != "" {
		meta, err := d.class(strings.TrimSuffix(strings.TrimPrefix(v, "L"), ";"))
		if err != nil {
			return nil, err
		}
		if meta != nil {
			if srcAnn, err = annotationsOf(meta.Annotations()); err != nil {
				return nil, err
			}
			src = meta
		}
	}
	// @Outcome and @Description are @Inherited: the nearest class that
	// has them.
	var outcomes []*classfile.Annotation
	gotOutcomes := false
	for c, a := src, srcAnn; c != nil; {
		if spec.description == "" {
			spec.description = a.str(annJCSDescription, "value")
		}
		if !gotOutcomes {
			if o := a[annJCSOutcome]; o != nil {
				outcomes, gotOutcomes = append(outcomes, o), true
			}
			if os := a[annJCSOutcomes]; os != nil {
				if v, ok := os.Element("value"); ok {
					for _, e := range v.Array {
						if e.Annotation != nil {
							outcomes = append(outcomes, e.Annotation)
						}
					}
				}
				gotOutcomes = true
			}
		}
		if c.Super == "" || c.Super == "java/lang/Object" {
			break
		}
		next, err := d.class(c.Super)
		if err != nil || next == nil {
			break
		}
		if a, err = annotationsOf(next.Annotations()); err != nil {
			return nil, err
		}
		c = next
	}
	var def *jcsCase
	for _, o := range outcomes {
		expect := expectUnknown
		if v, ok := o.Element("expect"); ok {
			expect = v.String
		}
		desc := ""
		if v, ok := o.Element("desc"); ok {
			desc = v.String
		}
		ids := []string{""}
		if v, ok := o.Element("id"); ok {
			ids = v.Strings()
		}
		for _, id := range ids {
			c := jcsCase{id: id, expect: expect, desc: desc}
			if id == "" {
				def = &c
				continue
			}
			if err := compileCase(&c); err != nil {
				return nil, fmt.Errorf("%s: %w", dotted(cf.Name), err)
			}
			spec.cases = append(spec.cases, c)
		}
	}
	if def != nil {
		spec.cases = append(spec.cases, *def)
	}
	return spec, nil
}

// compileCase compiles a case's id as a regular expression matching the
// whole result (java.util.regex's matches()).
func compileCase(c *jcsCase) error {
	re, err := regexp.Compile(`^(?:` + c.id + `)$`)
	if err != nil {
		return fmt.Errorf("@Outcome id %q: not a regular expression gojpf reads (Go's RE2 syntax): %v", c.id, err)
	}
	c.re = re
	return nil
}

// grade matches the reachable results against the cases as jcstress does
// (an exact id first, then the first matching pattern, then the default
// case; no default case means Forbidden) and returns the table and what
// fails the test ("" if nothing).
func (spec *jcstressSpec) grade(reachable []string) (rows []jcstressRow, failure string) {
	byCase := make([][]string, len(spec.cases))
	var unmatched []string
	for _, r := range reachable {
		i := -1
		for j, c := range spec.cases {
			if c.id != "" && c.id == r {
				i = j
				break
			}
		}
		for j, c := range spec.cases {
			if i >= 0 {
				break
			}
			if c.id != "" && c.re.MatchString(r) {
				i = j
			}
		}
		if i < 0 && len(spec.cases) > 0 && spec.cases[len(spec.cases)-1].id == "" {
			i = len(spec.cases) - 1
		}
		if i < 0 {
			unmatched = append(unmatched, r)
			continue
		}
		byCase[i] = append(byCase[i], r)
	}
	var fails []string
	for i, c := range spec.cases {
		if len(byCase[i]) == 0 {
			if c.id != "" {
				rows = append(rows, jcstressRow{Result: c.id, Expect: c.expect, Description: c.desc})
			}
			continue
		}
		for _, r := range byCase[i] {
			rows = append(rows, jcstressRow{Result: r, Expect: c.expect, Description: c.desc, Reachable: true})
			switch c.expect {
			case expectForbidden:
				fails = append(fails, fmt.Sprintf("forbidden result %s is reachable%s", r, parenthesized(c.desc)))
			case expectUnknown:
				fails = append(fails, fmt.Sprintf("result %s is reachable and graded UNKNOWN (no grading)", r))
			}
		}
	}
	for _, r := range unmatched {
		rows = append(rows, jcstressRow{Result: r, Expect: expectForbidden, Description: "No default case provided, assume Forbidden", Reachable: true})
		fails = append(fails, fmt.Sprintf("result %s is reachable and matches no @Outcome", r))
	}
	return rows, strings.Join(fails, "; ")
}

func parenthesized(s string) string {
	if s == "" {
		return ""
	}
	return " (" + s + ")"
}

// expectText is how jcstress prints an expectation.
func expectText(e string) string {
	switch e {
	case expectAcceptable:
		return "Acceptable"
	case expectInteresting:
		return "Interesting"
	case expectForbidden:
		return "Forbidden"
	case expectUnknown:
		return "Unknown"
	}
	return e
}

// reachableResults collects the results the executions reported, sorted.
func reachableResults(stdouts []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, s := range stdouts {
		for _, r := range jvm.OutcomeResults(s) {
			if !seen[r] {
				seen[r] = true
				out = append(out, r)
			}
		}
	}
	sort.Strings(out)
	return out
}

// writeJCStressTable prints jcstress's table: result, whether it is
// reachable, expectation, description.
func writeJCStressTable(w io.Writer, indent string, rows []jcstressRow) {
	width := len("RESULT")
	for _, r := range rows {
		width = max(width, len(r.Result))
	}
	reach := func(r jcstressRow) string {
		switch {
		case r.Reachable:
			return "reachable"
		case r.Expect == expectForbidden:
			return "not reachable"
		}
		return "not reachable under SC"
	}
	const rw = len("not reachable under SC")
	fmt.Fprintf(w, "%s%-*s  %-*s  %-11s  %s\n", indent, width, "RESULT", rw, "REACHABLE", "EXPECT", "DESCRIPTION")
	note := false
	for _, r := range rows {
		fmt.Fprintf(w, "%s%-*s  %-*s  %-11s  %s\n", indent, width, r.Result, rw, reach(r), expectText(r.Expect), r.Description)
		if !r.Reachable && r.Expect == expectInteresting {
			note = true
		}
	}
	if note {
		fmt.Fprintf(w, "%s(gojpf explores sequentially consistent executions: a result not reachable under SC needs the Java memory model's reorderings, which gojpf does not model)\n", indent)
	}
}

// jcstressVerdict grades a jcstress test's run.
func jcstressVerdict(en *testEntry, spec *jcstressSpec) {
	rep := en.report
	var stdouts []string
	for _, oc := range rep.Outcomes {
		stdouts = append(stdouts, oc.Stdout)
	}
	rep.Outcomes = nil // the results are in the table
	rows, failure := spec.grade(reachableResults(stdouts))
	if en.Status != testPassed {
		// A violation (an actor's exception, a deadlock), a limit, an
		// error: the search stopped, what it did not reach may be
		// reachable.
		var reached []jcstressRow
		for _, r := range rows {
			if r.Reachable {
				reached = append(reached, r)
			}
		}
		en.JCStress = reached
		if len(reached) > 0 {
			var b strings.Builder
			fmt.Fprintf(&b, "results reached before the search stopped:\n")
			writeJCStressTable(&b, "", reached)
			en.Detail = b.String()
		}
		return
	}
	en.JCStress = rows
	var b strings.Builder
	writeJCStressTable(&b, "", rows)
	en.Detail = b.String()
	if failure != "" {
		en.Status, en.Message = testFailed, failure
	}
}
