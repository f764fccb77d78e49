package jvm

import "strings"

// Natives of gojpf.internal.TestRunner (guestlib/), the guest side of
// gojpf test: it runs one test method and reports what a JPF test
// (gov.nasa.jpf.util.test.TestJPF) expects of the model checker.

const testRunnerClass = "gojpf/internal/TestRunner"

func testRunnerNatives() nativeTable {
	return nativeTable{
		// expect records what the test expects, the first time a path
		// says so (a guard runs once per path, before anything branches
		// differently), and reports whether it was recorded: outside gojpf
		// test the Java side prints it to stderr instead.
		testRunnerClass + ".expect(Ljava/lang/String;)Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			s, ok := t.stringArg(a[0])
			if !ok {
				return threw()
			}
			if !t.vm.opts.TestRun {
				return retBool(false)
			}
			if t.vm.testExpect == "" {
				t.vm.testExpect = s
			}
			return retBool(true)
		},
		// invoke calls a method as Method.invoke does, without the JDK's
		// accessor and its invocation count (which threads calling the
		// same method would race on).
		testRunnerClass + ".invoke(Ljava/lang/reflect/Method;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;": reflectInvoke,
		// outcome records one execution's result (a jcstress result, a
		// linearizability history) in the path's kept stdout, as a line
		// the program cannot print (it starts with a NUL), without
		// passing it through: gojpf test reads it from the search's
		// outcomes (OutcomeResults).
		testRunnerClass + ".outcome(Ljava/lang/String;)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			s, ok := t.stringArg(a[0])
			if !ok {
				return threw()
			}
			if t.vm.opts.TestRun {
				t.vm.testOutcomes = fold(t.vm.testOutcomes, stringHash(s), 1) | 1
				if t.vm.keepOutput {
					t.vm.out = append(t.vm.out, OutcomePrefix+strings.ReplaceAll(s, "\n", " ")+"\n"...)
				}
			}
			return retVoid()
		},
	}
}

// OutcomePrefix starts the lines gojpf.internal.TestRunner.outcome adds to
// a path's kept stdout.
const OutcomePrefix = "\x00gojpf-outcome:"

// OutcomeResults returns the results gojpf.internal.TestRunner.outcome
// recorded in a path's stdout, in order.
func OutcomeResults(stdout string) []string {
	var out []string
	for _, l := range strings.Split(stdout, "\n") {
		if r, ok := strings.CutPrefix(l, OutcomePrefix); ok {
			out = append(out, r)
		}
	}
	return out
}

// TestExpectation returns what the running test said it expects
// (gojpf.internal.TestRunner.expect: TestJPF's verify calls), "" if it
// said nothing. The search does not undo it; StartFrom clears it.
func (vm *VM) TestExpectation() string { return vm.testExpect }
