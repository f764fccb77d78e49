package cli

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/gojpf/gojpf/classfile"
)

// gojpf test's linearizability check (what Lincheck does, exhaustively):
// a class whose methods carry @Operation (gojpf's own, or Lincheck's) is
// tested by generated scenarios, each one model-checking run of
// gojpf.internal.LinRunner (guestlib/), which runs the scenario and checks
// every execution's results against the sequential specification.

const (
	annGojpfOperation   = "Lgojpf/Operation;"
	annGojpfSeqSpec     = "Lgojpf/SequentialSpecification;"
	annLincheckOp       = "Lorg/jetbrains/lincheck/datastructures/Operation;"
	annLincheckOp2      = "Lorg/jetbrains/kotlinx/lincheck/annotations/Operation;"
	annLincheckParam    = "Lorg/jetbrains/lincheck/datastructures/Param;"
	annLincheckParam2   = "Lorg/jetbrains/kotlinx/lincheck/annotations/Param;"
	annLincheckParams   = "Lorg/jetbrains/lincheck/datastructures/Param$Params;"
	annLincheckParams2  = "Lorg/jetbrains/kotlinx/lincheck/annotations/Param$Params;"
	styleLinearizable   = "linearizability"
	linRunnerMain       = "gojpf.internal.LinRunner"
	linMethod           = "linearizability"
	linDefaultScenarios = 10
)

// linOptions are gojpf test's --lin-* flags.
type linOptions struct {
	threads, ops, init, post, scenarios int
}

// linOp is an operation with its argument domain (one list of strings per
// parameter).
type linOp struct {
	name, desc string
	domains    [][]string
}

// linSpec is what a linearizability test generates scenarios from.
type linSpec struct {
	class, spec string
	ops         []linOp
}

// defaultDomain is the small domain a parameter type gets without
// @Operation(params = …).
func defaultDomain(desc string) []string {
	switch desc {
	case "I", "J", "S", "B", "Ljava/lang/Integer;", "Ljava/lang/Long;", "Ljava/lang/Short;", "Ljava/lang/Byte;":
		return []string{"1", "2"}
	case "Z", "Ljava/lang/Boolean;":
		return []string{"false", "true"}
	case "C", "Ljava/lang/Character;":
		return []string{"a", "b"}
	case "F", "D", "Ljava/lang/Float;", "Ljava/lang/Double;":
		return []string{"1.0", "2.0"}
	case "Ljava/lang/String;", "Ljava/lang/Object;", "Ljava/lang/CharSequence;":
		return []string{"a", "b"}
	}
	return nil
}

// linTest makes the linearizability test of a class with @Operation
// methods (ok false if it has none).
func (d *discoverer) linTest(cf *classfile.ClassFile, ann annotated) (testCase, bool, error) {
	lv, err := d.levelOf(cf)
	if err != nil {
		return testCase{}, false, err
	}
	name := dotted(cf.Name)
	tc := testCase{Class: name, Method: linMethod, Display: linMethod, Style: styleLinearizable, main: linRunnerMain}
	spec := &linSpec{class: name}
	found := false
	for _, m := range lv.methods {
		var op *classfile.Annotation
		for _, t := range []string{annGojpfOperation, annLincheckOp, annLincheckOp2} {
			if m.ann[t] != nil {
				op = m.ann[t]
			}
		}
		if op == nil {
			continue
		}
		found = true
		if tc.Skip != "" {
			continue
		}
		for _, e := range op.Elements {
			switch e.Name {
			case "params":
			case "runOnce", "nonParallelGroup", "group", "blocking", "causesBlocking", "handleExceptionsAsResult":
				if (e.Value.Tag == 'Z' && e.Value.Int != 0) || (e.Value.Tag == 's' && e.Value.String != "") {
					tc.Skip = fmt.Sprintf("@Operation(%s) on %s: not supported by gojpf test", e.Name, m.m.Name)
				}
			}
		}
		if m.m.Access&classfile.AccStatic != 0 {
			tc.Skip = fmt.Sprintf("@Operation on static method %s: operations are instance methods", m.m.Name)
			continue
		}
		lo := linOp{name: m.m.Name, desc: m.m.Desc}
		var given []string
		if v, ok := op.Element("params"); ok {
			given = v.Strings()
		}
		for _, p := range params(m.m.Desc) {
			dom := defaultDomain(p)
			if len(given) > 0 && d.convertible(p) {
				dom = given
				if len(given) == 1 && strings.Contains(given[0], ":") && (p == "I" || p == "J" || p == "Ljava/lang/Integer;" || p == "Ljava/lang/Long;") {
					dom = intRange(given[0])
				}
			}
			if len(dom) == 0 {
				tc.Skip = fmt.Sprintf("%s's parameter type %s: no default domain (give @Operation(params = {…}) with values gojpf converts from strings)", m.m.Name, javaType(p))
			}
			lo.domains = append(lo.domains, dom)
		}
		spec.ops = append(spec.ops, lo)
	}
	if !found {
		return testCase{}, false, nil
	}
	for _, t := range []string{annLincheckParam, annLincheckParam2, annLincheckParams, annLincheckParams2} {
		if ann.has(t) && tc.Skip == "" {
			tc.Skip = "Lincheck's @Param generators: not supported by gojpf test (give @Operation(params = {…}), or rely on the small default domains)"
		}
	}
	if v := ann.str(annGojpfSeqSpec, "value"); v != "" {
		spec.spec = dotted(strings.TrimSuffix(strings.TrimPrefix(v, "L"), ";"))
	}
	tc.lin = spec
	return tc, true, nil
}

// intRange expands "a:b" into its integers (at most 16).
func intRange(s string) []string {
	a, b, _ := strings.Cut(s, ":")
	lo, err1 := strconv.Atoi(strings.TrimSpace(a))
	hi, err2 := strconv.Atoi(strings.TrimSpace(b))
	if err1 != nil || err2 != nil || hi < lo || hi-lo > 15 {
		return nil
	}
	var out []string
	for i := lo; i <= hi; i++ {
		out = append(out, strconv.Itoa(i))
	}
	return out
}

// linScenario is one generated scenario.
type linScenario struct {
	init, post []string   // operations as LinRunner reads them
	par        [][]string // per thread
	text       string
}

// scenarios generates n scenarios, the same for the same seed.
func (spec *linSpec) scenarios(o linOptions, seed uint64) []linScenario {
	r := rand.New(rand.NewPCG(seed, 0x6c696e))
	pick := func() (arg, text string) {
		op := spec.ops[r.IntN(len(spec.ops))]
		var args, shown []string
		for _, dom := range op.domains {
			v := dom[r.IntN(len(dom))]
			args = append(args, v)
			shown = append(shown, v)
		}
		return op.name + "#" + op.desc + "#" + strings.Join(args, "\x1f"), op.name + "(" + strings.Join(shown, ", ") + ")"
	}
	var out []linScenario
	seen := map[string]bool{}
	for tries := 0; len(out) < o.scenarios && tries < 50*o.scenarios; tries++ {
		var sc linScenario
		var parts []string
		var texts []string
		for i := 0; i < o.init; i++ {
			a, t := pick()
			sc.init = append(sc.init, a)
			texts = append(texts, t)
		}
		if len(texts) > 0 {
			parts = append(parts, "init: "+strings.Join(texts, "; "))
		}
		for th := 0; th < o.threads; th++ {
			texts = nil
			var ops []string
			for i := 0; i < o.ops; i++ {
				a, t := pick()
				ops = append(ops, a)
				texts = append(texts, t)
			}
			sc.par = append(sc.par, ops)
			parts = append(parts, fmt.Sprintf("thread %d: %s", th+1, strings.Join(texts, "; ")))
		}
		texts = nil
		for i := 0; i < o.post; i++ {
			a, t := pick()
			sc.post = append(sc.post, a)
			texts = append(texts, t)
		}
		if len(texts) > 0 {
			parts = append(parts, "post: "+strings.Join(texts, "; "))
		}
		sc.text = strings.Join(parts, " | ")
		if seen[sc.text] {
			continue // the same scenario again: nothing new to explore
		}
		seen[sc.text] = true
		out = append(out, sc)
	}
	return out
}

// runnerArgs are LinRunner's arguments for a scenario.
func (spec *linSpec) runnerArgs(sc linScenario) []string {
	args := []string{"class=" + spec.class}
	if spec.spec != "" {
		args = append(args, "spec="+spec.spec)
	}
	for _, a := range sc.init {
		args = append(args, "op=init:0:"+a)
	}
	for t, ops := range sc.par {
		for _, a := range ops {
			args = append(args, fmt.Sprintf("op=par:%d:%s", t, a))
		}
	}
	for _, a := range sc.post {
		args = append(args, "op=post:0:"+a)
	}
	return args
}

// runLin runs a linearizability test's scenarios, each one model-checking
// run, and stops at the first that fails.
func (s *testSession) runLin(o *runOptions, tc *testCase, en *testEntry) {
	lo := o.lin
	if lo.scenarios <= 0 {
		lo.scenarios = linDefaultScenarios
	}
	scs := tc.lin.scenarios(lo, o.seed)
	var states, execs, ms int64
	for i, sc := range scs {
		one := *tc
		one.runner = tc.lin.runnerArgs(sc)
		rep, exp, err := s.search(o, &one)
		en.report = rep
		if err != nil {
			en.Status, en.Message = testError, fmt.Sprintf("scenario %d/%d (%s): %v", i+1, len(scs), sc.text, err)
			return
		}
		states += rep.Stats.NewStates
		execs += rep.Stats.Executions
		ms += rep.Stats.ElapsedMS
		en.Status, en.Message = testVerdict(rep, exp)
		if en.Status != testPassed {
			en.Message = fmt.Sprintf("scenario %d/%d: %s", i+1, len(scs), en.Message)
			en.Detail = "scenario: " + sc.text + "\n"
			if len(rep.Violations) > 0 && strings.Contains(rep.Violations[0].Message, "\n") {
				en.Detail += rep.Violations[0].Message + "\n"
			}
			break
		}
	}
	if en.report != nil {
		en.report.Stats.NewStates, en.report.Stats.Executions, en.report.Stats.ElapsedMS = states, execs, ms
	}
	if en.Status == testPassed {
		en.Message = ""
		en.Detail = fmt.Sprintf("%d scenarios (%d threads × %d operations, init %d, post %d, seed %d): every execution linearizable\n", len(scs), lo.threads, lo.ops, lo.init, lo.post, o.seed)
	}
}
