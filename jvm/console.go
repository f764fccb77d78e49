package jvm

// console writes the program's output to file descriptor 1 or 2. While the
// VM passes output through (a plain run, or the first execution of a
// search) it goes to the configured writers as it is produced; it is also
// kept per path when the search asks for outcomes, and restored on
// backtracking like the rest of the state.
func (vm *VM) console(fd int, b []byte) {
	if vm.passthrough {
		if fd == 1 {
			vm.opts.Stdout.Write(b)
		} else {
			vm.opts.Stderr.Write(b)
		}
	}
	if vm.keepOutput {
		if fd == 1 {
			vm.out = append(vm.out, b...)
		} else {
			vm.errOut = append(vm.errOut, b...)
		}
	}
}

// SetOutput sets whether the program's output goes through to the
// configured writers, and whether it is kept for Output.
func (vm *VM) SetOutput(passthrough, keep bool) {
	vm.passthrough, vm.keepOutput = passthrough, keep
}

// Output returns the program's stdout and stderr on the current path (when
// kept).
func (vm *VM) Output() (stdout, stderr string) { return string(vm.out), string(vm.errOut) }
