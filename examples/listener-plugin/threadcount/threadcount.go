// Package threadcount is an example gojpf listener plugin: it counts the
// threads started on each path and reports the largest number at the end
// of the search; with threadcount.max=N it also reports a violation of its
// own property, "too-many-threads", on a path that starts more than N.
package threadcount

import (
	"fmt"

	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/listeners"
)

func init() {
	listeners.Register(listeners.Info{
		Name:    "threadcount",
		Doc:     "count the threads a program starts (example plugin)",
		Options: []string{"threadcount.max=N"},
		New: func(c listeners.Config) (listeners.Listener, error) {
			max, err := c.Int("threadcount.max", -1)
			if err != nil {
				return nil, err
			}
			return &counter{c: c, max: max}, nil
		},
	})
}

type counter struct {
	listeners.VMAdapter     // VM events: only ThreadStarted is used
	listeners.SearchAdapter // search events: SearchStarted, SearchFinished
	c                       listeners.Config
	max                     int64
	s                       *listeners.Search
	peak                    int
}

func (l *counter) SearchStarted(s *listeners.Search) { l.s = s }

func (l *counter) ThreadStarted(vm *jvm.VM, t *jvm.Thread) {
	n := len(vm.Threads()) // the threads on this path so far
	l.peak = max(l.peak, n)
	if l.max >= 0 && int64(n) > l.max {
		l.s.ReportViolation("too-many-threads", fmt.Sprintf("%d threads started, at most %d allowed", n, l.max))
	}
}

func (l *counter) SearchFinished(s *listeners.Search) {
	fmt.Fprintf(l.c.Out, "threadcount: at most %d threads on one path\n", l.peak)
}
