// Package fieldwatch is a second example listener: it uses the events a
// JPF VMListener plugin would, typed. It prints each write of one field
// (fieldwatch.field=Class.name) that the schedulers are told of, with
// the thread, the instruction and its source line, and, at the end, the
// synchronized methods the program entered.
package fieldwatch

import (
	"fmt"
	"sort"
	"strings"

	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/listeners"
)

func init() {
	listeners.Register(listeners.Info{
		Name:    "fieldwatch",
		Doc:     "print each write of one field (fieldwatch.field=Class.name) and the synchronized methods entered (example plugin)",
		Options: []string{"fieldwatch.field=Class.name"},
		New: func(c listeners.Config) (listeners.Listener, error) {
			f := c.Options["fieldwatch.field"]
			class, name, ok := strings.Cut(f, ".")
			if !ok {
				return nil, fmt.Errorf("fieldwatch.field=%q: want Class.name", f)
			}
			return &watch{c: c, class: class, name: name, synced: map[string]bool{}}, nil
		},
	})
}

type watch struct {
	listeners.VMAdapter
	listeners.SearchAdapter
	c           listeners.Config
	class, name string
	synced      map[string]bool
}

// SchedulingEvent sees every access the schedulers are told of (once a
// second thread exists), with the object, the field and the thread.
func (w *watch) SchedulingEvent(vm *jvm.VM, p *jvm.Point) {
	if !p.IsWrite() || p.Field == nil || p.Field.Name() != w.name || p.Field.Class().JavaName() != w.class {
		return
	}
	m, pc := p.Thread.Method()
	in, _ := m.Insn(pc) // typed: opcode, owner, name, descriptor
	fmt.Fprintf(w.c.Out, "fieldwatch: thread %q %s %s.%s:%s at %s:%d\n", p.Thread.Name(), in.Mnemonic, in.Owner, in.Name, in.Desc, m.Class().SourceFile(), m.Line(pc))
}

// MethodEntered records the synchronized methods (method modifiers).
func (w *watch) MethodEntered(vm *jvm.VM, t *jvm.Thread, m *jvm.Method) {
	if m.IsSynchronized() && !m.Class().FromJDK() {
		w.synced[m.String()] = true
	}
}

func (w *watch) SearchFinished(s *listeners.Search) {
	var names []string
	for n := range w.synced {
		names = append(names, n)
	}
	sort.Strings(names)
	fmt.Fprintf(w.c.Out, "fieldwatch: synchronized methods entered: %s\n", strings.Join(names, ", "))
}
