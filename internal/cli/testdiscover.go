package cli

import (
	"archive/zip"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/gojpf/gojpf/classfile"
)

// gojpf test's discovery: which test methods the selectors name, read from
// the class files' annotations (classfile.ClassFile.Annotations), and what
// gojpf.internal.TestRunner (guestlib/) must be told to run each.

// Test styles.
const (
	styleJUnit5  = "junit5"
	styleJUnit4  = "junit4"
	styleTestJPF = "testjpf"
)

// Annotation types gojpf test reads (field descriptors).
const (
	j5                 = "Lorg/junit/jupiter/api/"
	annJ5Test          = j5 + "Test;"
	annJ5BeforeEach    = j5 + "BeforeEach;"
	annJ5AfterEach     = j5 + "AfterEach;"
	annJ5BeforeAll     = j5 + "BeforeAll;"
	annJ5AfterAll      = j5 + "AfterAll;"
	annJ5Disabled      = j5 + "Disabled;"
	annJ5DisplayName   = j5 + "DisplayName;"
	annJ5Nested        = j5 + "Nested;"
	annJ5Repeated      = j5 + "RepeatedTest;"
	annJ5TestInstance  = j5 + "TestInstance;"
	annJ5TestFactory   = j5 + "TestFactory;"
	annJ5TestTemplate  = j5 + "TestTemplate;"
	annJ5ExtendWith    = j5 + "extension/ExtendWith;"
	annJ5Extensions    = j5 + "extension/Extensions;"
	annJ5Parameterized = "Lorg/junit/jupiter/params/ParameterizedTest;"
	j5Provider         = "Lorg/junit/jupiter/params/provider/"
	annJ5ValueSource   = j5Provider + "ValueSource;"
	annJ5CsvSource     = j5Provider + "CsvSource;"
	annJ5MethodSource  = j5Provider + "MethodSource;"
	annJ4Test          = "Lorg/junit/Test;"
	annJ4Before        = "Lorg/junit/Before;"
	annJ4After         = "Lorg/junit/After;"
	annJ4BeforeClass   = "Lorg/junit/BeforeClass;"
	annJ4AfterClass    = "Lorg/junit/AfterClass;"
	annJ4Ignore        = "Lorg/junit/Ignore;"
	annJ4RunWith       = "Lorg/junit/runner/RunWith;"
	annJ4Rule          = "Lorg/junit/Rule;"
	annJ4ClassRule     = "Lorg/junit/ClassRule;"
	testJPFClass       = "gov/nasa/jpf/util/test/TestJPF"
	testRunnerMain     = "gojpf.internal.TestRunner"
)

// testCase is one test method to run (or to report skipped).
type testCase struct {
	Class   string // the test's class, a dotted binary name (Outer$Inner for @Nested)
	Method  string
	Display string // @DisplayName, else the method's name
	Style   string
	Skip    string // why it is skipped; "" runs it
	runner  []string
	// main is the guest class that runs it (TestRunner if "").
	main string
	// jcstress grades a jcstress test's results.
	jcstress *jcstressSpec
	// lin generates a linearizability test's scenarios.
	lin *linSpec
}

// mainClass is the guest class that runs the test.
func (tc *testCase) mainClass() string {
	if tc.main != "" {
		return tc.main
	}
	return testRunnerMain
}

// discoverer reads classes of the user's class path.
type discoverer struct {
	cp    *classfile.ClassPath
	cache map[string]*classfile.ClassFile
}

// class returns the parsed class (binary name with '/'), or nil when the
// class path has no such class.
func (d *discoverer) class(name string) (*classfile.ClassFile, error) {
	if cf, ok := d.cache[name]; ok {
		return cf, nil
	}
	b, err := d.cp.Find(name)
	if err != nil {
		if _, nf := err.(*classfile.ClassNotFoundError); nf {
			d.cache[name] = nil
			return nil, nil
		}
		return nil, err
	}
	cf, err := classfile.Parse(b)
	if err != nil {
		return nil, fmt.Errorf("class %s: %w", name, err)
	}
	d.cache[name] = cf
	return cf, nil
}

// annotated is a member's or class's annotations by type.
type annotated map[string]*classfile.Annotation

func annotationsOf(as []classfile.Annotation, err error) (annotated, error) {
	if err != nil {
		return nil, err
	}
	m := annotated{}
	for i := range as {
		if _, dup := m[as[i].Type]; !dup {
			m[as[i].Type] = &as[i]
		}
	}
	return m, nil
}

func (a annotated) has(t string) bool { return a[t] != nil }

// str returns a string element of annotation t.
func (a annotated) str(t, elem string) string {
	if an := a[t]; an != nil {
		if v, ok := an.Element(elem); ok {
			return v.String
		}
	}
	return ""
}

// member is a method with its declaring class and annotations.
type member struct {
	decl *classfile.ClassFile
	m    *classfile.Method
	ann  annotated
}

func (m member) ref() string { return dotted(m.decl.Name) + "#" + m.m.Name }

// level is one class of a test class's @Nested chain, with what its class
// hierarchy declares (subclass first, overridden methods once).
type level struct {
	cf      *classfile.ClassFile
	ann     annotated
	methods []member
	style   string
	skip    string
}

func dotted(binary string) string { return strings.ReplaceAll(binary, "/", ".") }

// javaType turns a descriptor into a Java type name for messages.
func javaType(desc string) string {
	dims := strings.Count(desc, "[")
	d := strings.TrimLeft(desc, "[")
	names := map[byte]string{'I': "int", 'J': "long", 'S': "short", 'B': "byte", 'C': "char", 'Z': "boolean", 'F': "float", 'D': "double", 'V': "void"}
	n := names[d[0]]
	if d[0] == 'L' {
		n = strings.ReplaceAll(strings.TrimSuffix(d[1:], ";"), "/", ".")
		if i := strings.LastIndexAny(n, ".$"); i >= 0 {
			n = n[i+1:]
		}
	}
	return n + strings.Repeat("[]", dims)
}

// params splits a method descriptor's parameter types.
func params(desc string) []string {
	var out []string
	s := desc[1:strings.IndexByte(desc, ')')]
	for len(s) > 0 {
		i := 0
		for s[i] == '[' {
			i++
		}
		if s[i] == 'L' {
			i = strings.IndexByte(s, ';')
		}
		out = append(out, s[:i+1])
		s = s[i+1:]
	}
	return out
}

// levelOf reads a class and its superclasses.
func (d *discoverer) levelOf(cf *classfile.ClassFile) (*level, error) {
	lv := &level{cf: cf}
	var err error
	if lv.ann, err = annotationsOf(cf.Annotations()); err != nil {
		return nil, fmt.Errorf("%s: %w", dotted(cf.Name), err)
	}
	seen := map[string]bool{}
	isTestJPF := false
	for c := cf; c != nil; {
		for i := range c.Methods {
			m := &c.Methods[i]
			key := m.Name + m.Desc
			if seen[key] || m.Name == "<init>" || m.Name == "<clinit>" || m.Access&classfile.AccBridge != 0 {
				continue
			}
			seen[key] = true
			ann, err := annotationsOf(c.MethodAnnotations(m))
			if err != nil {
				return nil, fmt.Errorf("%s.%s: %w", dotted(c.Name), m.Name, err)
			}
			if m.Access&classfile.AccPrivate != 0 && c != cf {
				continue // not inherited
			}
			lv.methods = append(lv.methods, member{decl: c, m: m, ann: ann})
		}
		if c.Super == testJPFClass {
			isTestJPF = true
		}
		if c.Super == "" || c.Super == "java/lang/Object" {
			break
		}
		if c, err = d.class(c.Super); err != nil {
			return nil, err
		}
	}
	for _, m := range lv.methods {
		for t := range m.ann {
			switch {
			case strings.HasPrefix(t, j5), strings.HasPrefix(t, "Lorg/junit/jupiter/"):
				lv.style = styleJUnit5
			case lv.style == "" && strings.HasPrefix(t, "Lorg/junit/") && !strings.HasPrefix(t, "Lorg/junit/jupiter/"):
				lv.style = styleJUnit4
			}
		}
	}
	if isTestJPF && lv.style != styleJUnit5 {
		lv.style = styleTestJPF
	}
	lv.skip = d.classSkip(lv)
	return lv, nil
}

// classSkip says why no test of a class can run, or "".
func (d *discoverer) classSkip(lv *level) string {
	if lv.style == styleJUnit5 {
		if lv.ann.has(annJ5Disabled) {
			return disabledReason("@Disabled", lv.ann.str(annJ5Disabled, "value"))
		}
		if r := extensionSkip(lv.ann); r != "" {
			return r
		}
		for _, m := range lv.methods {
			for _, t := range []string{annJ5BeforeEach, annJ5AfterEach, annJ5BeforeAll, annJ5AfterAll} {
				if m.ann.has(t) && len(params(m.m.Desc)) > 0 {
					return fmt.Sprintf("%s method %s takes parameters (%s): gojpf test resolves no parameters", javaType(t), m.m.Name, paramList(m.m.Desc))
				}
			}
		}
		return ""
	}
	if lv.ann.has(annJ4Ignore) {
		return disabledReason("@Ignore", lv.ann.str(annJ4Ignore, "value"))
	}
	if r := lv.ann.str(annJ4RunWith, "value"); r != "" && r != "Lorg/junit/runners/JUnit4;" && r != "Lorg/junit/runners/BlockJUnit4ClassRunner;" {
		return fmt.Sprintf("@RunWith(%s.class): gojpf test runs JUnit 4's default runner only", javaType(r))
	}
	for c := lv.cf; c != nil; {
		for i := range c.Fields {
			fa, err := annotationsOf(c.FieldAnnotations(&c.Fields[i]))
			if err == nil && (fa.has(annJ4Rule) || fa.has(annJ4ClassRule)) {
				return fmt.Sprintf("JUnit 4 rule %s: gojpf test runs no rules", c.Fields[i].Name)
			}
		}
		if c.Super == "" || c.Super == "java/lang/Object" {
			break
		}
		c, _ = d.class(c.Super)
	}
	return ""
}

func disabledReason(what, why string) string {
	if why == "" {
		return what
	}
	return what + ": " + why
}

// extensionSkip says why an @ExtendWith makes tests skipped: gojpf cannot
// run another extension's callbacks. Only gojpf's own (package gojpf)
// are accepted.
func extensionSkip(a annotated) string {
	var exts []string
	if an := a[annJ5ExtendWith]; an != nil {
		if v, ok := an.Element("value"); ok {
			exts = append(exts, v.Strings()...)
		}
	}
	if an := a[annJ5Extensions]; an != nil {
		if v, ok := an.Element("value"); ok {
			for _, e := range v.Array {
				if e.Annotation != nil {
					if ev, ok := e.Annotation.Element("value"); ok {
						exts = append(exts, ev.Strings()...)
					}
				}
			}
		}
	}
	for _, e := range exts {
		if !strings.HasPrefix(e, "Lgojpf/") {
			return fmt.Sprintf("@ExtendWith(%s.class): gojpf cannot run this extension", dotted(strings.TrimSuffix(strings.TrimPrefix(e, "L"), ";")))
		}
	}
	return ""
}

func paramList(desc string) string {
	var ps []string
	for _, p := range params(desc) {
		ps = append(ps, javaType(p))
	}
	return strings.Join(ps, ", ")
}

// testsOf returns the tests of a top-level (or static nested) class;
// method, if not "", selects one method by name. A class that is not a
// test class gives none.
func (d *discoverer) testsOf(name, method string) ([]testCase, error) {
	cf, err := d.class(name)
	if err != nil || cf == nil {
		return nil, err
	}
	if cf.Access&(classfile.AccInterface|classfile.AccAbstract|classfile.AccAnnotation|classfile.AccEnum) != 0 || isInnerOrLocal(cf) {
		return nil, nil
	}
	ann, err := annotationsOf(cf.Annotations())
	if err != nil {
		return nil, fmt.Errorf("%s: %w", dotted(cf.Name), err)
	}
	if tc, ok, err := d.jcstressTest(cf, ann); ok || err != nil {
		return []testCase{tc}, err
	}
	if tc, ok, err := d.linTest(cf, ann); ok || err != nil {
		// A Lincheck test's own @Test methods run Lincheck: gojpf checks
		// the operations itself instead.
		return []testCase{tc}, err
	}
	lv, err := d.levelOf(cf)
	if err != nil {
		return nil, err
	}
	var out []testCase
	if err := d.collect([]*level{lv}, method, &out); err != nil {
		return nil, err
	}
	return out, nil
}

// isInnerOrLocal reports whether cf is a non-static member class (run
// through its outer class's @Nested), or an anonymous or local class.
func isInnerOrLocal(cf *classfile.ClassFile) bool {
	for _, ic := range cf.InnerClasses {
		if ic.Inner == cf.Name {
			return ic.Outer == "" || ic.Access&classfile.AccStatic == 0
		}
	}
	return false
}

// collect adds the tests of the innermost class of chain and of its
// @Nested classes.
func (d *discoverer) collect(chain []*level, method string, out *[]testCase) error {
	inner := chain[len(chain)-1]
	style := chain[0].style
	if style == "" {
		style = inner.style
	}
	skip := ""
	for _, lv := range chain {
		if lv.skip != "" && skip == "" {
			skip = lv.skip
		}
	}
	perClass := false
	for _, lv := range chain {
		if lv.ann.str(annJ5TestInstance, "value") == "PER_CLASS" {
			perClass = true
			if len(chain) > 1 && skip == "" {
				skip = "@TestInstance(PER_CLASS) with @Nested classes: not supported by gojpf test"
			}
		}
	}
	var classArgs, before, after []string
	for _, lv := range chain {
		classArgs = append(classArgs, "class="+dotted(lv.cf.Name))
	}
	lifecycle := func(beforeAll, afterAll, beforeEach, afterEach string) {
		for i, lv := range chain {
			// Superclass methods first before, last after.
			for j := len(lv.methods) - 1; j >= 0; j-- {
				m := lv.methods[j]
				if m.ann.has(beforeAll) {
					before = append(before, "beforeAll="+m.ref())
				}
			}
			for j := len(lv.methods) - 1; j >= 0; j-- {
				m := lv.methods[j]
				if m.ann.has(beforeEach) {
					before = append(before, fmt.Sprintf("beforeEach=%d:%s", i, m.ref()))
				}
			}
		}
		for i := len(chain) - 1; i >= 0; i-- {
			for _, m := range chain[i].methods {
				if m.ann.has(afterEach) {
					after = append(after, fmt.Sprintf("afterEach=%d:%s", i, m.ref()))
				}
			}
		}
		for i := len(chain) - 1; i >= 0; i-- {
			for _, m := range chain[i].methods {
				if m.ann.has(afterAll) {
					after = append(after, "afterAll="+m.ref())
				}
			}
		}
	}
	if style == styleJUnit5 {
		lifecycle(annJ5BeforeAll, annJ5AfterAll, annJ5BeforeEach, annJ5AfterEach)
	} else {
		lifecycle(annJ4BeforeClass, annJ4AfterClass, annJ4Before, annJ4After)
	}
	if perClass {
		before = append(before, "perClass=true")
	}
	className := dotted(inner.cf.Name)
	for _, m := range inner.methods {
		if method != "" && m.m.Name != method {
			continue
		}
		tc, ok := d.testCase(style, m)
		if !ok {
			continue
		}
		tc.Class = className
		if tc.Skip == "" {
			tc.Skip = skip
		}
		if tc.Skip == "" && m.m.Access&classfile.AccStatic != 0 {
			tc.Skip = "a static test method: JUnit runs instance methods only"
		}
		tc.runner = append(append(append(append([]string{}, classArgs...), before...), tc.runner...), after...)
		*out = append(*out, tc)
	}
	if style != styleJUnit5 {
		return nil
	}
	// @Nested classes, in the order of the InnerClasses attribute.
	for _, ic := range inner.cf.InnerClasses {
		if ic.Outer != inner.cf.Name || ic.Access&classfile.AccStatic != 0 {
			continue
		}
		ncf, err := d.class(ic.Inner)
		if err != nil {
			return err
		}
		if ncf == nil {
			continue
		}
		nlv, err := d.levelOf(ncf)
		if err != nil {
			return err
		}
		if !nlv.ann.has(annJ5Nested) {
			continue
		}
		if err := d.collect(append(append([]*level{}, chain...), nlv), method, out); err != nil {
			return err
		}
	}
	return nil
}

// testCase makes the test of method m, if m is a test method.
func (d *discoverer) testCase(style string, m member) (testCase, bool) {
	tc := testCase{Method: m.m.Name, Display: m.m.Name, Style: style}
	test := "test=" + m.ref() + "#" + m.m.Desc
	if style != styleJUnit5 {
		if !m.ann.has(annJ4Test) {
			return tc, false
		}
		tc.runner = []string{test}
		if x := m.ann.str(annJ4Test, "expected"); x != "" && x != "Lorg/junit/Test$None;" {
			tc.runner = append(tc.runner, "expected="+dotted(strings.TrimSuffix(strings.TrimPrefix(x, "L"), ";")))
		}
		switch {
		case m.ann.has(annJ4Ignore):
			tc.Skip = disabledReason("@Ignore", m.ann.str(annJ4Ignore, "value"))
		case len(params(m.m.Desc)) > 0:
			tc.Skip = fmt.Sprintf("a JUnit 4 test method with parameters (%s)", paramList(m.m.Desc))
		}
		return tc, true
	}
	switch {
	case m.ann.has(annJ5Test), m.ann.has(annJ5Repeated), m.ann.has(annJ5Parameterized):
	case m.ann.has(annJ5TestFactory):
		tc.Skip = "@TestFactory (dynamic tests): not supported by gojpf test"
		return tc, true
	case m.ann.has(annJ5TestTemplate):
		tc.Skip = "@TestTemplate: not supported by gojpf test"
		return tc, true
	default:
		return tc, false
	}
	if dn := m.ann.str(annJ5DisplayName, "value"); dn != "" {
		tc.Display = dn
	}
	tc.runner = []string{test}
	ps := params(m.m.Desc)
	switch {
	case m.ann.has(annJ5Disabled):
		tc.Skip = disabledReason("@Disabled", m.ann.str(annJ5Disabled, "value"))
	case extensionSkip(m.ann) != "":
		tc.Skip = extensionSkip(m.ann)
	case m.ann.has(annJ5Parameterized):
		args, skip := d.invocations(m, ps)
		tc.runner = append(tc.runner, args...)
		tc.Skip = skip
	case len(ps) > 0:
		tc.Skip = fmt.Sprintf("test method takes parameters (%s): gojpf test resolves no parameters (TestInfo, RepetitionInfo, …)", paramList(m.m.Desc))
	case m.ann.has(annJ5Repeated):
		n := 0
		if an := m.ann[annJ5Repeated]; an != nil {
			if v, ok := an.Element("value"); ok {
				n = int(v.Int)
			}
		}
		if n < 1 {
			tc.Skip = "@RepeatedTest with no repetitions"
			break
		}
		tc.runner = append(tc.runner, "repeat="+strconv.Itoa(n))
	}
	return tc, true
}

// invocations turns a @ParameterizedTest's sources into TestRunner
// arguments, or says why the test is skipped.
func (d *discoverer) invocations(m member, ps []string) (args []string, skip string) {
	var sources []string
	for t := range m.ann {
		if strings.HasPrefix(t, j5Provider) {
			sources = append(sources, t)
		}
	}
	sort.Strings(sources)
	if len(sources) == 0 {
		return nil, "@ParameterizedTest without an arguments source"
	}
	for _, s := range sources {
		switch s {
		case annJ5ValueSource, annJ5CsvSource, annJ5MethodSource:
		default:
			return nil, fmt.Sprintf("@%s: not supported by gojpf test (@ValueSource, @CsvSource and @MethodSource are)", javaType(s))
		}
	}
	if len(sources) > 1 {
		return nil, "a @ParameterizedTest with more than one arguments source: not supported by gojpf test"
	}
	for _, p := range ps {
		if !d.convertible(p) && sources[0] != annJ5MethodSource {
			return nil, fmt.Sprintf("parameter type %s: gojpf test converts strings to primitives, their boxes, String, Class and enums only", javaType(p))
		}
	}
	an := m.ann[sources[0]]
	switch sources[0] {
	case annJ5ValueSource:
		if len(ps) != 1 {
			return nil, "@ValueSource for a method of " + strconv.Itoa(len(ps)) + " parameters"
		}
		for _, e := range an.Elements {
			for _, v := range e.Value.Array {
				s, ok := valueString(v)
				if !ok {
					return nil, fmt.Sprintf("@ValueSource(%s = …): a value gojpf test cannot pass", e.Name)
				}
				args = append(args, "inv="+s)
			}
		}
		if len(args) == 0 {
			return nil, "@ValueSource without values"
		}
	case annJ5CsvSource:
		rows, err := csvRows(an)
		if err != nil {
			return nil, "@CsvSource: " + err.Error()
		}
		for _, r := range rows {
			if len(r) != len(ps) {
				return nil, fmt.Sprintf("@CsvSource row of %d values for %d parameters", len(r), len(ps))
			}
			args = append(args, "inv="+strings.Join(r, "\x1f"))
		}
	case annJ5MethodSource:
		names := []string{m.m.Name}
		if v, ok := an.Element("value"); ok && len(v.Strings()) > 0 {
			names = v.Strings()
		}
		if len(names) != 1 {
			return nil, "@MethodSource with several factories: not supported by gojpf test"
		}
		name := names[0]
		if strings.Contains(name, "(") {
			return nil, "@MethodSource naming a factory with parameters: not supported by gojpf test"
		}
		if cls, meth, ok := strings.Cut(name, "#"); ok {
			return []string{"source=" + cls + "#" + meth}, ""
		}
		return []string{"source=" + dotted(m.decl.Name) + "#" + name}, ""
	}
	return args, ""
}

// convertible reports whether TestRunner converts a string to type desc.
func (d *discoverer) convertible(desc string) bool {
	switch desc {
	case "I", "J", "S", "B", "F", "D", "Z", "C", "Ljava/lang/String;", "Ljava/lang/Object;", "Ljava/lang/CharSequence;",
		"Ljava/lang/Integer;", "Ljava/lang/Long;", "Ljava/lang/Short;", "Ljava/lang/Byte;", "Ljava/lang/Float;",
		"Ljava/lang/Double;", "Ljava/lang/Boolean;", "Ljava/lang/Character;", "Ljava/lang/Class;":
		return true
	}
	if strings.HasPrefix(desc, "L") {
		cf, err := d.class(strings.TrimSuffix(desc[1:], ";"))
		return err == nil && cf != nil && cf.Access&classfile.AccEnum != 0
	}
	return false
}

// valueString renders a @ValueSource value as TestRunner parses it.
func valueString(v classfile.ElementValue) (string, bool) {
	switch v.Tag {
	case 'B', 'I', 'S', 'J':
		return strconv.FormatInt(v.Int, 10), true
	case 'C':
		return string(rune(v.Int)), true
	case 'Z':
		return strconv.FormatBool(v.Int != 0), true
	case 'F', 'D':
		bits := 64
		if v.Tag == 'F' {
			bits = 32
		}
		s := strconv.FormatFloat(v.Float, 'g', -1, bits)
		switch s {
		case "+Inf":
			s = "Infinity"
		case "-Inf":
			s = "-Infinity"
		}
		return s, true
	case 's':
		if v.String == "\x00" || strings.Contains(v.String, "\x1f") {
			return "", false
		}
		return v.String, true
	case 'c':
		if !strings.HasPrefix(v.String, "L") {
			return "", false // a primitive class
		}
		return dotted(strings.TrimSuffix(v.String[1:], ";")), true
	}
	return "", false
}

// csvRows parses a @CsvSource's rows as JUnit 5 does (the common part:
// delimiter, quote character, empty and null values, trimming); a null
// is "\x00".
func csvRows(an *classfile.Annotation) ([][]string, error) {
	delim := ","
	quote := '\''
	empty := ""
	var nulls []string
	trim := true
	var lines []string
	for _, e := range an.Elements {
		v := e.Value
		switch e.Name {
		case "value":
			lines = v.Strings()
		case "textBlock":
			for _, l := range strings.Split(v.String, "\n") {
				if t := strings.TrimSpace(l); t != "" && !strings.HasPrefix(t, "#") {
					lines = append(lines, l)
				}
			}
		case "delimiter":
			if v.Int != 0 {
				delim = string(rune(v.Int))
			}
		case "delimiterString":
			if v.String != "" {
				delim = v.String
			}
		case "quoteCharacter":
			quote = rune(v.Int)
		case "emptyValue":
			empty = v.String
		case "nullValues":
			nulls = v.Strings()
		case "ignoreLeadingAndTrailingWhitespace":
			trim = v.Int != 0
		case "useHeadersInDisplayName", "maxCharsPerColumn":
		default:
			return nil, fmt.Errorf("element %s: not supported by gojpf test", e.Name)
		}
	}
	var rows [][]string
	for _, line := range lines {
		var row []string
		var cur strings.Builder
		quoted, inQuote, wasQuoted := false, false, false
		flush := func() {
			s := cur.String()
			if trim && !wasQuoted {
				s = strings.TrimSpace(s)
			}
			switch {
			case wasQuoted && s == "":
				s = empty
			case !wasQuoted && s == "":
				s = "\x00"
			case !wasQuoted && contains(nulls, s):
				s = "\x00"
			}
			row = append(row, s)
			cur.Reset()
			quoted, wasQuoted = false, false
		}
		rs := []rune(line)
		for i := 0; i < len(rs); i++ {
			r := rs[i]
			switch {
			case r == quote && !inQuote && strings.TrimSpace(cur.String()) == "" && !quoted:
				inQuote, quoted, wasQuoted = true, true, true
				cur.Reset()
			case r == quote && inQuote:
				if i+1 < len(rs) && rs[i+1] == quote {
					cur.WriteRune(quote)
					i++
				} else {
					inQuote = false
				}
			case !inQuote && strings.HasPrefix(string(rs[i:]), delim):
				flush()
				i += len([]rune(delim)) - 1
			case !inQuote && wasQuoted && r == ' ':
			default:
				cur.WriteRune(r)
			}
		}
		if inQuote {
			return nil, fmt.Errorf("unterminated quote in %q", line)
		}
		flush()
		for _, v := range row {
			if strings.Contains(v, "\x1f") {
				return nil, fmt.Errorf("a value with a control character in %q", line)
			}
		}
		rows = append(rows, row)
	}
	return rows, nil
}

func contains(list []string, s string) bool {
	for _, l := range list {
		if l == s {
			return true
		}
	}
	return false
}

// classesIn lists the binary names ('/') of the classes in a directory
// or jar.
func classesIn(path string) ([]string, error) {
	var out []string
	add := func(rel string) {
		rel = filepath.ToSlash(rel)
		if !strings.HasSuffix(rel, ".class") || strings.HasSuffix(rel, "module-info.class") || strings.HasSuffix(rel, "package-info.class") || strings.HasPrefix(rel, "META-INF/") {
			return
		}
		out = append(out, strings.TrimSuffix(rel, ".class"))
	}
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if fi.IsDir() {
		err := filepath.WalkDir(path, func(p string, de fs.DirEntry, err error) error {
			if err != nil || de.IsDir() {
				return err
			}
			rel, err := filepath.Rel(path, p)
			if err != nil {
				return err
			}
			add(rel)
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("listing %s: %w", path, err)
		}
		sort.Strings(out)
		return out, nil
	}
	z, err := zip.OpenReader(path)
	if err != nil {
		return nil, fmt.Errorf("opening %s: %w", path, err)
	}
	defer z.Close()
	for _, f := range z.File {
		add(f.Name)
	}
	sort.Strings(out)
	return out, nil
}
