// Package javatests holds Java programs with their expected behaviour and
// the Go tests that compile them with the real javac and check gojpf
// against them. It has no non-test code: this file only documents it.
//
// # Layout
//
//   - seq/<name>/: single-threaded programs, one directory each, with the
//     main class Main in the default package (the table in seq_test.go
//     names the exceptions, e.g. a main class in a package). The real JVM
//     is the oracle: TestSeqDifferential runs each program with `java -ea`
//     and with `gojpf run` in-process and compares them. TestSeqOracle
//     runs only java and checks that each program ends the way the table
//     says (normally, with an uncaught exception, or with System.exit).
//
//   - seq_hostile/<name>/: programs gojpf must stop or refuse (infinite
//     loops under limits, stack and heap exhaustion, real files,
//     processes and sockets). They have no oracle; TestSeqHostile checks
//     gojpf's exit code, verdict and output against the table.
//
//   - seq/KNOWN_FAILING and seq_hostile/KNOWN_FAILING: one line per
//     program that gojpf does not yet run correctly,
//     `<name>[@variant] <reason>`; '#' starts a comment. A listed program
//     is still run: the test skips it while it fails and fails once it
//     passes, so that the lists only shrink.
//
//   - conc/<name>/: multi-threaded programs (and programs using JPF's
//     Verify) for the model checker, each with an expect.json giving the
//     verdict, the violated property and exception, and, where known, the
//     exact set of outcomes (conc/README.md documents the fields).
//     TestConc runs each with --por=none twice (the reports must agree:
//     determinism) and without state matching under a small state bound
//     (it must not find anything the run with state matching lacks);
//     TestConcOracle runs each under the real java once. conc/KNOWN_FAILING
//     works as for seq.
//
// # What is compared
//
// The harness runs
//
//	gojpf run --quiet --report-json FILE -cp CLASSES MAIN ARGS...
//
// (with --jdk HOME added when the oracle's JDK is not the one gojpf picks
// by default, as for programs that need javac 21 or newer) and
//
//	java -ea -Dfile.encoding=UTF-8 -Dsun.stdout.encoding=UTF-8 ... -cp CLASSES MAIN ARGS...
//
// with the locale fixed to en_US and UTF-8 output. Then:
//
//   - stdout must be identical, byte for byte;
//   - stderr must be identical up to the JVM's report of an uncaught
//     exception ("Exception in thread "main" ..."); in that report the
//     first line, the "Caused by:" and "Suppressed:" lines and the frames
//     of the program's own classes must match, while frames of JDK classes
//     and "... n more" lines are ignored (gojpf's library frames may
//     differ);
//   - java exiting 0 means gojpf exits 0 with verdict "ok" and
//     exit_status 0; java exiting 1 with an uncaught exception means gojpf
//     exits 1 with verdict "violation" naming that exception; java exiting
//     N by System.exit(N) means gojpf exits 0 with verdict "ok" and
//     exit_status N.
//
// The harness calls cli.Main in-process, recovers its panics and gives
// up on a run after -gojpf.run-timeout (default 1m; `go test
// ./javatests/ -args -gojpf.run-timeout=5m` to change it), so that one
// broken program cannot take the whole test binary down; after three
// such hung runs it starts no more.
package javatests
