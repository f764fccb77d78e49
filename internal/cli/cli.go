// Package cli implements the gojpf command line: flag parsing, the
// subcommands and their exit codes. It is a library so that tests run the
// command in-process; cmd/gojpf only calls Main.
package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"

	"github.com/gojpf/gojpf/guestlib"
	"github.com/gojpf/gojpf/junitext"
	"github.com/gojpf/gojpf/listeners"
	"github.com/gojpf/gojpf/scheduler"
	"github.com/rs/zerolog"
	"github.com/spf13/pflag"
)

// Version is gojpf's version, printed by `gojpf version` and in reports:
// the module version a `go install …@version` build records, else the
// development version with the commit the binary was built from (set
// once, from the build information).
var Version = buildVersion(debug.ReadBuildInfo())

// devVersion is the version of a build from a checkout.
const devVersion = "0.1.0-dev"

func buildVersion(bi *debug.BuildInfo, ok bool) string {
	if !ok {
		return devVersion
	}
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		return strings.TrimPrefix(v, "v")
	}
	var rev string
	dirty := false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	switch {
	case rev == "":
		return devVersion
	case dirty:
		return devVersion + "+" + rev + "-dirty"
	}
	return devVersion + "+" + rev
}

// Exit codes, stable across releases (users' scripts rely on them).
const (
	ExitOK          = 0 // search complete, no property violated
	ExitViolation   = 1 // a property was violated
	ExitUsage       = 2 // bad usage or input: flag, class not found, malformed class, javac failed
	ExitUnsupported = 3 // the program needs something gojpf does not support, or an internal error
	ExitIncomplete  = 4 // a limit was hit and nothing was violated
)

// usageError is an error in how gojpf was called; it exits with ExitUsage.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error {
	return &usageError{fmt.Sprintf(format, args...)}
}

// env is what a command runs with.
type env struct {
	// ctx ends every search early when it is done (an interrupt); its
	// cause is the reason the reports give.
	ctx            context.Context
	stdout, stderr io.Writer
	log            zerolog.Logger
	// usages print each command's usage (the last one is the running
	// command's), for --help on stdout.
	usages []func(io.Writer)
}

type command struct {
	name  string
	args  string
	short string
	run   func(e *env, args []string) int
}

func commands() []command {
	return []command{
		{"run", "[flags] TARGET [args…]", "run a Java program in gojpf's JVM and check it", runRun},
		{"test", "[flags] [SELECTOR…]", "model-check JUnit 5, JUnit 4 and JPF test methods, one run each", runTestCommand},
		{"inspect", "[flags] CLASS|FILE.class", "print a class file: header, members, decoded bytecode", runInspect},
		{"classpath", "", "print the class path of gojpf's Java API (gov.nasa.jpf.vm.Verify) for javac -cp", runClasspath},
		{"junit-jar", "", "write gojpf-junit.jar, the JUnit 5 extension that runs @ModelCheck tests under gojpf test", runJUnitJar},
		{"schedulers", "", "list the schedulers (--por values)", runSchedulers},
		{"listeners", "", "list the listeners (--listener values)", runListeners},
		{"compare", "--por A,B TARGET…", "run targets under several schedulers and compare them", runCompare},
		{"replay", "[flags] REPORT.json", "re-run a reported violation's schedule and confirm it", runReplay},
		{"merge", "[flags] FILE|DIR…", "combine the results of the shards of a search (gojpf run --shard i/N)", runMerge},
		{"k8s-job", "--shards N --image IMAGE -- [run flags] TARGET", "print a Kubernetes Indexed Job that runs the shards of a search", runK8sJob},
		{"slurm-array", "--shards N -- [run flags] TARGET", "print an sbatch script of a Slurm job array that runs the shards of a search", runSlurmArray},
		{"version", "", "print gojpf's version", runVersion},
		{"completion", "bash|zsh|fish", "print a shell completion script (source <(gojpf completion bash))", runCompletion},
		{"help", "[COMMAND]", "print help for gojpf or one command", nil},
	}
}

// Main runs the gojpf command line with the given arguments (without the
// program name) and returns the process exit code.
func Main(args []string, stdout, stderr io.Writer) int {
	return MainContext(context.Background(), args, stdout, stderr)
}

// ErrInterrupted is the cause cmd/gojpf gives the context of MainContext
// when the user presses Ctrl-C or the process gets SIGTERM.
var ErrInterrupted = errors.New("interrupted")

// MainContext is Main with a context: when ctx is done, a running search
// stops, and gojpf prints and writes its reports as asked with the verdict
// incomplete, the statistics so far and ctx's cause (context.Cause) as the
// reason, and exits with ExitIncomplete.
func MainContext(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	e := &env{ctx: ctx, stdout: stdout, stderr: stderr, log: zerolog.New(zerolog.ConsoleWriter{Out: stderr, NoColor: true}).Level(zerolog.WarnLevel).With().Timestamp().Logger()}
	// Global flags may come before the command.
	for len(args) > 0 && strings.HasPrefix(args[0], "-") {
		a := args[0]
		switch {
		case a == "-h" || a == "--help":
			printHelp(stdout)
			return ExitOK
		case a == "--version":
			return runVersion(e, nil)
		case a == "--log-level" || strings.HasPrefix(a, "--log-level="):
			lvl, rest, err := flagValue(args)
			if err != nil {
				fmt.Fprintln(stderr, "gojpf:", err)
				return ExitUsage
			}
			if err := e.setLogLevel(lvl); err != nil {
				fmt.Fprintln(stderr, "gojpf:", err)
				return ExitUsage
			}
			args = rest
			continue
		default:
			fmt.Fprintf(stderr, "gojpf: unknown flag %s before the command\n", a)
			printHelp(stderr)
			return ExitUsage
		}
	}
	if len(args) == 0 {
		printHelp(stderr)
		return ExitUsage
	}
	name := args[0]
	if name == "help" {
		if len(args) > 1 && args[1] != "help" {
			for _, c := range commands() {
				if c.name == args[1] && c.run != nil {
					return c.run(e, []string{"--help"})
				}
			}
			fmt.Fprintf(stderr, "gojpf: no command %q\n", args[1])
			return ExitUsage
		}
		printHelp(stdout)
		return ExitOK
	}
	for _, c := range commands() {
		if c.name == name && c.run != nil {
			return c.run(e, args[1:])
		}
	}
	fmt.Fprintf(stderr, "gojpf: unknown command %q\n\n", name)
	printHelp(stderr)
	return ExitUsage
}

// flagValue splits "--flag=value" or "--flag value" off the front of args.
func flagValue(args []string) (value string, rest []string, err error) {
	if _, v, ok := strings.Cut(args[0], "="); ok {
		return v, args[1:], nil
	}
	if len(args) < 2 {
		return "", nil, fmt.Errorf("flag %s needs a value", args[0])
	}
	return args[1], args[2:], nil
}

func (e *env) setLogLevel(s string) error {
	lvl, err := zerolog.ParseLevel(strings.ToLower(s))
	if err != nil || s == "" {
		return fmt.Errorf("bad --log-level %q (want trace, debug, info, warn, error)", s)
	}
	e.log = e.log.Level(lvl)
	return nil
}

func printHelp(w io.Writer) {
	fmt.Fprintf(w, `gojpf %s: a model checker for Java bytecode

Usage: gojpf [--log-level LEVEL] COMMAND [flags] [arguments]

Commands:
`, Version)
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-10s %s\n", c.name, c.short)
	}
	fmt.Fprintf(w, `
Global flags:
  --log-level LEVEL   diagnostics on stderr: trace, debug, info, warn (default), error
  -h, --help          this help
  --version           print the version

Run 'gojpf help COMMAND' for a command's flags.
Exit codes: 0 ok, 1 property violated, 2 usage or input error,
3 unsupported or internal error, 4 limit hit (incomplete).
`)
}

// newFlags makes a command's flag set; --log-level is accepted after the
// command too. Usage goes to stderr, except when asked for with --help.
func (e *env) newFlags(c string, args string, short string) (*pflag.FlagSet, *string) {
	fs := pflag.NewFlagSet(c, pflag.ContinueOnError)
	fs.SetOutput(io.Discard) // parseFlags prints errors and usage itself
	fs.SortFlags = false
	lvl := fs.String("log-level", "", "diagnostics on stderr: trace, debug, info, warn, error")
	fs.Usage = func() { e.usage(e.stderr, fs, c, args, short) }
	e.usages = append(e.usages, func(w io.Writer) { e.usage(w, fs, c, args, short) })
	return fs, lvl
}

func (e *env) usage(w io.Writer, fs *pflag.FlagSet, c, args, short string) {
	fmt.Fprintf(w, "Usage: gojpf %s %s\n\n%s\n", c, args, short)
	if fs.HasFlags() {
		fmt.Fprintf(w, "\nFlags:\n%s", fs.FlagUsages())
	}
	if ex := usageExamples[c]; ex != "" {
		fmt.Fprintf(w, "\nExamples:\n%s", ex)
	}
}

// usageExamples end a command's --help (read-only).
var usageExamples = map[string]string{
	"run": `  gojpf run Main.java                         compile with javac and model-check
  gojpf run --outcomes Race.class             also list every distinct output
  gojpf run --por=clockvector Main.class      another reduction (gojpf schedulers)
  gojpf run --listener=race Main.class        report data races (gojpf listeners)
  gojpf run -cp build/classes app.Main a b    a class on a class path, with arguments
  gojpf run app.jpf                           a JPF property file
  gojpf run +target=Main +classpath=.         JPF keys alone, as in JPF
  gojpf run --report-json r.json --report-junit r.xml Main.class   reports for CI
`,
}

// parseFlags parses a command's flags; it returns an exit code >= 0 when the
// command should stop right away (help printed, or a usage error).
func (e *env) parseFlags(fs *pflag.FlagSet, lvl *string, args []string) int {
	// pflag prints the usage itself on --help; parseFlags prints it instead.
	usage := fs.Usage
	fs.Usage = func() {}
	err := fs.Parse(args)
	fs.Usage = usage
	if err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			e.usages[len(e.usages)-1](e.stdout)
			return ExitOK
		}
		fmt.Fprintf(e.stderr, "gojpf %s: %v\n", fs.Name(), err)
		fs.Usage()
		return ExitUsage
	}
	if *lvl != "" {
		if err := e.setLogLevel(*lvl); err != nil {
			fmt.Fprintf(e.stderr, "gojpf %s: %v\n", fs.Name(), err)
			return ExitUsage
		}
	}
	return -1
}

// fail prints err and returns the exit code its kind calls for.
func (e *env) fail(cmd string, err error) int {
	fmt.Fprintf(e.stderr, "gojpf %s: %v\n", cmd, err)
	var ue *usageError
	if errors.As(err, &ue) {
		return ExitUsage
	}
	return exitCodeFor(err)
}

func runVersion(e *env, args []string) int {
	fs, lvl := e.newFlags("version", "", "Print gojpf's version.")
	if code := e.parseFlags(fs, lvl, args); code >= 0 {
		return code
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return ExitUsage
	}
	fmt.Fprintf(e.stdout, "gojpf %s\n", Version)
	return ExitOK
}

// fileExists reports whether p names an existing regular file.
func fileExists(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular()
}

func runClasspath(e *env, args []string) int {
	fs, lvl := e.newFlags("classpath", "", "Print a directory holding gojpf's guest Java classes (JPF's gov.nasa.jpf.vm.Verify),\nfor compiling programs that use them: javac -cp \"$(gojpf classpath)\" Main.java")
	if code := e.parseFlags(fs, lvl, args); code >= 0 {
		return code
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return ExitUsage
	}
	dir, err := guestlib.Dir()
	if err != nil {
		return e.fail("classpath", err)
	}
	fmt.Fprintln(e.stdout, dir)
	return ExitOK
}

func runJUnitJar(e *env, args []string) int {
	fs, lvl := e.newFlags("junit-jar", "-o FILE", "Write gojpf-junit.jar: the JUnit 5 extension behind @gojpf.junit.ModelCheck. A test\nmethod so annotated, run by JUnit on the JVM (Maven, Gradle, the console launcher),\nis handed to gojpf test with its class path and method and passes or fails with\ngojpf's verdict (gojpf found by -Dgojpf=PATH, $GOJPF or the PATH).")
	out := fs.StringP("output", "o", "", "the jar to write ('-' for stdout)")
	if code := e.parseFlags(fs, lvl, args); code >= 0 {
		return code
	}
	if fs.NArg() > 0 || *out == "" {
		fs.Usage()
		return ExitUsage
	}
	b, err := junitext.Jar()
	if err != nil {
		return e.fail("junit-jar", err)
	}
	if err := writeOut(*out, e.stdout, b); err != nil {
		return e.fail("junit-jar", err)
	}
	return ExitOK
}

func runListeners(e *env, args []string) int {
	fs, lvl := e.newFlags("listeners", "", "List the listeners that --listener selects, with the options they read.")
	if code := e.parseFlags(fs, lvl, args); code >= 0 {
		return code
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return ExitUsage
	}
	w := 0
	for _, l := range listeners.All() {
		w = max(w, len(l.Name))
	}
	for _, l := range listeners.All() {
		fmt.Fprintf(e.stdout, "%-*s %s\n", w, l.Name, l.Doc)
		for _, o := range l.Options {
			fmt.Fprintf(e.stdout, "%-*s   --listener-opt %s\n", w, "", o)
		}
		for _, j := range l.JPF {
			fmt.Fprintf(e.stdout, "%-*s   also named %s (JPF's)\n", w, "", j)
		}
		if len(l.KeyPrefixes) > 0 {
			fmt.Fprintf(e.stdout, "%-*s   .jpf keys %s* are its options\n", w, "", strings.Join(l.KeyPrefixes, "*, "))
		}
	}
	return ExitOK
}

func runSchedulers(e *env, args []string) int {
	fs, lvl := e.newFlags("schedulers", "", "List the schedulers that --por selects.")
	if code := e.parseFlags(fs, lvl, args); code >= 0 {
		return code
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return ExitUsage
	}
	for _, s := range scheduler.All() {
		doc := s.Doc
		switch s.Name {
		case scheduler.Default:
			doc += " [default]"
		case scheduler.DefaultNative:
			doc += " [default of --search=bfs|random|pct|bounded and with --sharedness]"
		}
		switch s.Optimal {
		case scheduler.OptimalTraces:
			doc += " [optimal: one execution per Mazurkiewicz trace]"
		case scheduler.OptimalObservers:
			doc += " [optimal: one execution per class of what the reads see]"
		}
		fmt.Fprintf(e.stdout, "%-12s %s\n", s.Name, doc)
	}
	return ExitOK
}
