package jvm

import (
	"fmt"
	"strings"
)

// Uncaught describes an exception that ended a thread.
type Uncaught struct {
	Thread    string
	Exception string // Java class name with dots, e.g. java.lang.AssertionError
	Message   string
	HasMsg    bool
	Trace     []StackFrame
}

// StackFrame is one frame of a Java stack trace.
type StackFrame struct {
	Class, Method, File string
	Line                int
}

// Result is the outcome of running a program to its end.
type Result struct {
	// Exited is set when the program called System.exit (or Runtime.halt);
	// ExitStatus is then its status. Otherwise ExitStatus is what java
	// would return: 0, or 1 after an uncaught exception.
	Exited       bool
	ExitStatus   int
	Uncaught     *Uncaught
	Instructions int64
}

// Run boots the VM, runs mainClass.main(args) on the main thread, prints an
// uncaught exception as the JVM does (through the JDK's own
// Thread.dispatchUncaughtException) and runs the shutdown sequence. The
// error is an *UnsupportedError, *InternalError or *LimitError when the run
// could not complete, or an input error (main class missing, no main).
func (vm *VM) Run(mainClass string, args []string) (res *Result, err error) {
	if vm.started {
		return nil, fmt.Errorf("jvm: a VM runs once")
	}
	vm.started = true
	defer func() {
		if p := recover(); p != nil {
			err = &InternalError{Msg: fmt.Sprintf("panic: %v", p), Stack: vm.javaStack()}
			res = nil
		}
	}()
	if err := vm.boot(); err != nil {
		return nil, err
	}
	t := vm.main
	name := strings.ReplaceAll(mainClass, ".", "/")
	c, err := vm.loadClass(name)
	if err != nil {
		if le, ok := err.(*linkError); ok && le.class == "java/lang/NoClassDefFoundError" {
			return nil, &MainClassError{fmt.Sprintf("could not find or load main class %s", mainClass)}
		}
		return nil, err
	}
	m := c.methodMap["main([Ljava/lang/String;)V"]
	if m == nil || !m.IsStatic() {
		return nil, &MainClassError{fmt.Sprintf("main method not found in class %s, please define it as: public static void main(String[] args)", javaName(name))}
	}
	argRefs := make([]Ref, len(args))
	for i, a := range args {
		argRefs[i] = vm.newString(a)
	}
	arr, st := t.newRefArray("[Ljava/lang/String;", argRefs)
	if st != nativeReturn {
		return nil, fmt.Errorf("jvm: cannot make the argument array")
	}
	res = &Result{}
	if err := vm.initSync(t, name); err != nil {
		if vm.err != nil {
			return nil, vm.err
		}
		// An exception in main's class initializer is uncaught in main.
	}
	var ex Ref
	if vm.classes[name].initState == classInitialized {
		_, ex, err = vm.callJava(t, m, arr)
	} else {
		ex = vm.lastInitFailure
	}
	if err != nil {
		return vm.finish(res, err)
	}
	if ex != 0 && !vm.exited {
		res.Uncaught = vm.uncaughtInfo(t, ex)
		res.ExitStatus = 1
		if disp := vm.wk.thread.lookupMethod("dispatchUncaughtException", "(Ljava/lang/Throwable;)V"); disp != nil {
			if _, ex2, err := vm.callJava(t, disp, uint64(t.obj), uint64(ex)); err != nil {
				return vm.finish(res, err)
			} else if ex2 != 0 {
				fmt.Fprintf(vm.opts.Stderr, "Exception thrown from the UncaughtExceptionHandler in thread \"%s\"\n", t.name)
			}
		}
	}
	if !vm.exited {
		t.done = true
		if sd, err := vm.findMethod("java/lang/Shutdown", "shutdown", "()V"); err == nil {
			if _, _, err := vm.callJava(t, sd, nil...); err != nil {
				return vm.finish(res, err)
			}
		}
	}
	return vm.finish(res, nil)
}

func (vm *VM) finish(res *Result, err error) (*Result, error) {
	res.Instructions = vm.insns
	if vm.exited {
		res.Exited = true
		res.ExitStatus = vm.status
	}
	if err != nil {
		return res, err
	}
	return res, vm.err
}

// MainClassError reports that the main class or its main method is missing.
type MainClassError struct{ Msg string }

func (e *MainClassError) Error() string { return e.Msg }

// uncaughtInfo describes an uncaught throwable for the report.
func (vm *VM) uncaughtInfo(t *Thread, ex Ref) *Uncaught {
	o := vm.heap.get(ex)
	u := &Uncaught{Thread: t.name, Exception: o.class.JavaName()}
	if msg := Ref(vm.getField(o, "detailMessage")); msg != 0 {
		u.Message, u.HasMsg = vm.goString(msg), true
	}
	if bt, ok := o.native.(backtrace); ok {
		for _, e := range bt {
			u.Trace = append(u.Trace, StackFrame{Class: e.m.class.JavaName(), Method: e.m.name, File: e.m.class.sourceFile(), Line: e.m.lineAt(int(e.pc))})
		}
	}
	return u
}
