package listeners

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/jvm"
)

func init() {
	Register(Info{
		Name: "choicetracker",
		Doc:  "on a violation, print the choices of its path, one a line, with where each choice point was made (JPF's ChoiceTracker)",
		Options: []string{
			"choice.class=CLASS,… (JPF's choice generator classes to list, e.g. gov.nasa.jpf.vm.ThreadChoiceGenerator, gov.nasa.jpf.vm.IntChoiceGenerator; default all)",
			"choice.format=cg|choice (the choice generator as traces show it, the default; or the value chosen: a thread's id and name, a number)",
			"choice.show_location=true|false (default true)",
			"choice.exclude=PREFIX,… (leave out choices whose value, as choice.format=choice prints it, starts with one of these)",
			"choice.trace=PATH (write the choices there instead of the report)",
		},
		JPF:         []string{"gov.nasa.jpf.listener.ChoiceTracker"},
		KeyPrefixes: []string{"choice."},
		New:         newChoiceTracker,
	})
}

// cgKind is a kind of gojpf choice generator, as choice.class selects
// them.
type cgKind uint8

const (
	cgThread cgKind = 1 << iota
	cgBoolean
	cgIntInterval
	cgIntList
	cgLong
	cgFloat
	cgDouble
	cgRef
	cgAll = cgThread | cgBoolean | cgIntInterval | cgIntList | cgLong | cgFloat | cgDouble | cgRef
)

// cgClasses maps JPF's choice generator classes (and interfaces) to the
// kinds of gojpf's choice generators that are instances of them.
var cgClasses = map[string]cgKind{
	"gov.nasa.jpf.vm.ChoiceGenerator":                   cgAll,
	"gov.nasa.jpf.vm.ChoiceGeneratorBase":               cgAll,
	"gov.nasa.jpf.vm.ThreadChoiceGenerator":             cgThread,
	"gov.nasa.jpf.vm.choice.ThreadChoiceFromSet":        cgThread,
	"gov.nasa.jpf.vm.BooleanChoiceGenerator":            cgBoolean,
	"gov.nasa.jpf.vm.IntChoiceGenerator":                cgIntInterval | cgIntList,
	"gov.nasa.jpf.vm.choice.IntIntervalGenerator":       cgIntInterval,
	"gov.nasa.jpf.vm.choice.IntChoiceFromSet":           cgIntList,
	"gov.nasa.jpf.vm.choice.IntChoiceFromList":          cgIntList,
	"gov.nasa.jpf.vm.LongChoiceGenerator":               cgLong,
	"gov.nasa.jpf.vm.choice.LongChoiceFromList":         cgLong,
	"gov.nasa.jpf.vm.FloatChoiceGenerator":              cgFloat,
	"gov.nasa.jpf.vm.choice.FloatChoiceFromList":        cgFloat,
	"gov.nasa.jpf.vm.DoubleChoiceGenerator":             cgDouble,
	"gov.nasa.jpf.vm.choice.DoubleChoiceFromSet":        cgDouble,
	"gov.nasa.jpf.vm.choice.DoubleChoiceFromList":       cgDouble,
	"gov.nasa.jpf.vm.ReferenceChoiceGenerator":          cgRef,
	"gov.nasa.jpf.vm.choice.TypedObjectChoice":          cgRef,
	"gov.nasa.jpf.vm.choice.BreakGenerator":             cgThread,
	"gov.nasa.jpf.vm.choice.RandomIntIntervalGenerator": cgIntInterval,
	"gov.nasa.jpf.vm.choice.NumberChoiceFromList":       cgIntList | cgLong | cgFloat | cgDouble,
}

// kindOf returns the kind of cg.
func kindOf(cg choicegen.CG) cgKind {
	switch c := cg.(type) {
	case *choicegen.ThreadChoice:
		return cgThread
	case *choicegen.IntChoice:
		if c.ID() == choicegen.VerifyGetBoolean || c.ID() == "RANDOM_BOOLEAN" {
			return cgBoolean
		}
		return cgIntInterval
	case *choicegen.ValueChoice:
		switch c.Kind {
		case choicegen.IntValues:
			return cgIntList
		case choicegen.LongValues:
			return cgLong
		case choicegen.FloatValues:
			return cgFloat
		case choicegen.DoubleValues:
			return cgDouble
		}
		return cgRef
	}
	return 0
}

// choiceTracker prints the choices of a violation's path (JPF's
// ChoiceTracker). Where each choice point was made is noted when the
// search registers it (the thread that ran and its innermost frame),
// since the path's choice generators do not say.
type choiceTracker struct {
	VMAdapter
	SearchAdapter
	out, err     io.Writer
	file         string
	kinds        cgKind
	byValue      bool
	showLocation bool
	exclude      []string
	where        map[int64]string // state id → where its choice point was made
	errors       int
}

func newChoiceTracker(c Config) (Listener, error) {
	if err := checkKeys(c, "choicetracker", []string{"choice."}, choiceKeys); err != nil {
		return nil, err
	}
	t := &choiceTracker{out: c.Out, err: c.Err, file: c.Options["choice.trace"], kinds: cgAll, exclude: c.List("choice.exclude"), where: map[int64]string{}}
	if t.out == nil {
		t.out = io.Discard
	}
	if t.err == nil {
		t.err = os.Stderr
	}
	if classes := c.List("choice.class"); len(classes) > 0 {
		t.kinds = 0
		for _, cl := range classes {
			name := cl
			if strings.HasPrefix(name, ".") {
				name = "gov.nasa.jpf" + name
			}
			k, ok := cgClasses[name]
			if !ok {
				return nil, fmt.Errorf("choicetracker: choice.class %s is not a choice generator class gojpf has (known: %s)", cl, strings.Join(sortedKeys(cgClasses), ", "))
			}
			t.kinds |= k
		}
	}
	switch f := strings.ToLower(strings.TrimSpace(c.Options["choice.format"])); f {
	case "", "cg":
	case "choice":
		t.byValue = true
	default:
		return nil, fmt.Errorf("choicetracker: choice.format=%q: want cg or choice", c.Options["choice.format"])
	}
	var err error
	if t.showLocation, err = c.Bool("choice.show_location", true); err != nil {
		return nil, err
	}
	return t, nil
}

// ChoiceGeneratorSet notes where the state's choice point was made: in
// the thread that ran the transition that ended with it.
func (t *choiceTracker) ChoiceGeneratorSet(s *Search, cg choicegen.CG) {
	if t.showLocation {
		t.where[s.StateID] = threadLocation(s.VM, s.VM.Running())
	}
}

// ChoiceGeneratorProcessed forgets a state the search is done with.
func (t *choiceTracker) ChoiceGeneratorProcessed(s *Search, cg choicegen.CG) {
	delete(t.where, s.StateID)
}

// threadLocation says where a thread stands: its innermost frame and, if that
// is the JDK's, the innermost frame of the program too.
func threadLocation(vm *jvm.VM, t *jvm.Thread) string {
	if t == nil {
		return ""
	}
	frames := t.Frames()
	if len(frames) == 0 {
		return ""
	}
	at := func(f jvm.FrameInfo) string {
		m := f.Method
		return fmt.Sprintf("%s:%d (%s.%s)", m.Class().SourceFile(), m.Line(f.PC), m.Class().JavaName(), m.Name())
	}
	loc := at(frames[0])
	if frames[0].Method.Class().FromJDK() {
		for _, f := range frames[1:] {
			if !f.Method.Class().FromJDK() {
				loc += ", called from " + at(f)
				break
			}
		}
	}
	return loc
}

// choiceValue renders the choice cg stands at: a thread's id and name, a
// value.
func choiceValue(vm *jvm.VM, cg choicegen.CG) string {
	switch c := cg.(type) {
	case *choicegen.ThreadChoice:
		name := ""
		if th := vm.Thread(c.Thread()); th != nil {
			name = th.Name()
		}
		return fmt.Sprintf("thread %d %q", c.Thread(), name)
	case *choicegen.IntChoice:
		if kindOf(c) == cgBoolean {
			return fmt.Sprint(c.Value() != 0)
		}
		return fmt.Sprint(c.Value())
	case *choicegen.ValueChoice:
		return choicegen.FormatValue(c.Kind, c.Bits())
	}
	return fmt.Sprint(cg)
}

// PropertyViolated prints the path's choices.
func (t *choiceTracker) PropertyViolated(s *Search, v Violation) {
	t.errors++
	var b strings.Builder
	n := 0
	for _, step := range s.Path() {
		cg := step.CG
		if kindOf(cg)&t.kinds == 0 {
			continue
		}
		value := choiceValue(s.VM, cg)
		excluded := false
		for _, e := range t.exclude {
			if strings.HasPrefix(value, e) {
				excluded = true
			}
		}
		if excluded {
			continue
		}
		line := fmt.Sprint(cg)
		if t.byValue {
			line = value
		}
		fmt.Fprintf(&b, "%4d: %s\n", n, line)
		n++
		if t.showLocation {
			if loc := t.where[step.State]; loc != "" {
				fmt.Fprintf(&b, "      at %s\n", loc)
			}
		}
	}
	if t.file == "" {
		fmt.Fprintf(t.out, "\n====== choice trace (error #%d)\n%s", t.errors, b.String())
		return
	}
	// As JPF's ChoiceTracker with choice.trace: the file holds the last
	// violation's choices.
	text := fmt.Sprintf("// choice trace of error #%d: %s\n%s// end of the choice trace\n", t.errors, v.Property, b.String())
	if err := os.WriteFile(t.file, []byte(text), 0o644); err != nil {
		fmt.Fprintf(t.err, "gojpf: choicetracker: %v\n", err)
	}
}
