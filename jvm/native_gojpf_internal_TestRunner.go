package jvm

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
	}
}

// TestExpectation returns what the running test said it expects
// (gojpf.internal.TestRunner.expect: TestJPF's verify calls), "" if it
// said nothing. The search does not undo it; StartFrom clears it.
func (vm *VM) TestExpectation() string { return vm.testExpect }
