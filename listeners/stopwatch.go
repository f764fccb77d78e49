package listeners

import "github.com/gojpf/gojpf/jvm"

func init() {
	Register(Info{
		Name: "stopwatch",
		Doc:  "explore timing: each System.currentTimeMillis and nanoTime read is a choice between the clock going on as usual and jumping an hour, so that both outcomes of a program's elapsed-time checks are explored (JPF's StopWatchFuzzer)",
		JPF:  []string{"gov.nasa.jpf.listener.StopWatchFuzzer"},
		New:  func(Config) (Listener, error) { return stopwatch{}, nil },
	})
}

// stopwatch configures the VM's clock (jvm.Options.FuzzTime). Unlike JPF's
// StopWatchFuzzer, which follows clock values into each comparison and
// makes the comparison's result a choice (results that may contradict
// each other on one path), the clock itself jumps: every path is one a
// JVM held up between two reads could take.
type stopwatch struct {
	SearchAdapter
}

// ConfigureVM implements VMConfigurer.
func (stopwatch) ConfigureVM(o *jvm.Options) { o.FuzzTime = true }
