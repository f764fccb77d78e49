package javatests

import "testing"

// modelThreadsTooBig lists the conc/ programs whose search with
// --model-threads=false (the JDK's own bytecode for the thread lifecycle,
// the end of the program and console output, with its scheduling points)
// does not finish within the harness's bound, with the reason.
// TestModelThreads fails once one finishes, so that the list stays true.
var modelThreadsTooBig = map[string]string{}

// TestModelThreads checks the thread models (jvm/models.go, the default)
// against the JDK's own code: on every program under conc/, the search
// with --model-threads=false (under jpf, which finds what none finds)
// must give the same verdict, violations and outcomes as the default
// --por=none search; where it cannot finish (modelThreadsTooBig), what
// it found must be among the default's.
func TestModelThreads(t *testing.T) {
	skipUnlessLong(t)
	all := func(concProgram) bool { return true }
	checkSwitch(t, all, "jdk-threads", []string{"--por=jpf", "--model-threads=false"}, modelThreadsTooBig, "modelThreadsTooBig")
}
