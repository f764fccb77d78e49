package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/gojpf/gojpf/classfile"
	"github.com/gojpf/gojpf/guestlib"
	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/jvm"
)

// runOptions are the flags of `gojpf run`.
type runOptions struct {
	classPath         string
	jdk               string
	quiet             bool
	reportJSON        string
	maxInstructions   int64
	timeLimit         time.Duration
	maxHeap           string
	maxStack          int
	disableAssertions bool
}

func runRun(e *env, args []string) int {
	fs, lvl := e.newFlags("run", "[flags] TARGET [program args…]",
		"Run a Java program in gojpf's JVM and check it.\nTARGET is Main.class (its package root becomes the class path), Main.java\n(compiled with the host javac), or a class name with -cp.\ngojpf's flags come before TARGET; everything after it goes to the program.")
	var o runOptions
	fs.StringVar(&o.classPath, "cp", "", "class path: directories and jars, ':'-separated")
	fs.StringVar(&o.classPath, "classpath", "", "same as -cp")
	fs.StringVar(&o.jdk, "jdk", "", "JDK home whose library the program runs on (default $JAVA_HOME, else the JDK of javac on PATH)")
	fs.BoolVarP(&o.quiet, "quiet", "q", false, "print nothing of gojpf's own (the program's output and uncaught exceptions still appear)")
	fs.StringVar(&o.reportJSON, "report-json", "", "write the JSON report to FILE ('-' for stdout)")
	fs.Int64Var(&o.maxInstructions, "max-instructions", 0, "stop after N guest instructions (0: no limit)")
	fs.DurationVar(&o.timeLimit, "time-limit", 0, "stop after this much time, e.g. 90s or 5m (0: no limit)")
	fs.StringVar(&o.maxHeap, "max-heap", "1GiB", "guest heap bound; beyond it the program gets OutOfMemoryError")
	fs.IntVar(&o.maxStack, "max-stack", 3000, "guest frames per thread; beyond it the program gets StackOverflowError")
	fs.BoolVar(&o.disableAssertions, "disable-assertions", false, "do not enable Java assertions (they are enabled by default, as with java -ea)")
	fs.SetInterspersed(false)
	args = singleDashLong(fs, args, "cp", "classpath")
	if code := e.parseFlags(fs, lvl, args); code >= 0 {
		return code
	}
	if fs.NArg() < 1 {
		fs.Usage()
		return ExitUsage
	}
	switch {
	case o.maxInstructions < 0:
		fmt.Fprintf(e.stderr, "gojpf run: --max-instructions must not be negative\n")
		return ExitUsage
	case o.timeLimit < 0:
		fmt.Fprintf(e.stderr, "gojpf run: --time-limit must not be negative\n")
		return ExitUsage
	case o.maxStack <= 0:
		fmt.Fprintf(e.stderr, "gojpf run: --max-stack must be positive\n")
		return ExitUsage
	}
	return e.run(&o, fs.Arg(0), fs.Args()[1:])
}

// report is the JSON report. Field names are a stable contract.
type report struct {
	GojpfVersion string      `json:"gojpf_version"`
	Target       string      `json:"target"`
	Args         []string    `json:"args"`
	Scheduler    string      `json:"scheduler"`
	Verdict      string      `json:"verdict"`
	ExitStatus   *int        `json:"exit_status,omitempty"`
	Violations   []violation `json:"violations"`
	Error        string      `json:"error,omitempty"`
	Stats        reportStats `json:"stats"`
}

type violation struct {
	Property  string `json:"property"`
	Exception string `json:"exception,omitempty"`
	Message   string `json:"message,omitempty"`
	Thread    string `json:"thread,omitempty"`
}

type reportStats struct {
	Instructions int64 `json:"instructions"`
	ElapsedMS    int64 `json:"elapsed_ms"`
}

func (e *env) run(o *runOptions, target string, progArgs []string) int {
	start := time.Now()
	heapBytes, err := parseSize(o.maxHeap)
	if err != nil {
		fmt.Fprintf(e.stderr, "gojpf run: --max-heap: %v\n", err)
		return ExitUsage
	}
	mainClass, cpString, err := resolveTarget(target, o.classPath)
	if err != nil {
		return e.fail("run", err)
	}
	home, err := classfile.FindJDK(o.jdk)
	if err != nil {
		return e.fail("run", &usageError{err.Error()})
	}
	cp, img, err := openRunClassPath(cpString, home)
	if err != nil {
		return e.fail("run", err)
	}
	defer cp.Close()
	version, _ := classfile.JavaVersion(home)
	ctx := context.Background()
	if o.timeLimit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, o.timeLimit)
		defer cancel()
	}
	vm, err := jvm.New(jvm.Options{
		ClassPath:         cp,
		JDK:               img,
		JavaHome:          home,
		JavaVersion:       version,
		JavaVersionString: javaVersionString(home, version),
		ClassPathString:   cpString,
		Stdout:            e.stdout,
		Stderr:            e.stderr,
		MaxHeapBytes:      heapBytes,
		MaxStackDepth:     o.maxStack,
		MaxInstructions:   o.maxInstructions,
		Context:           ctx,
		EnableAssertions:  !o.disableAssertions,
	})
	if err != nil {
		return e.fail("run", err)
	}
	e.log.Debug().Str("main", mainClass).Str("cp", cpString).Str("jdk", home).Msg("running")
	res, runErr := vm.Run(mainClass, progArgs)
	rep := report{
		GojpfVersion: Version,
		Target:       target,
		Args:         append([]string{}, progArgs...),
		Scheduler:    "none",
		Violations:   []violation{},
	}
	if res != nil {
		rep.Stats.Instructions = res.Instructions
	}
	rep.Stats.ElapsedMS = time.Since(start).Milliseconds()
	code := ExitOK
	var unsupported *jvm.UnsupportedError
	var internal *jvm.InternalError
	var limit *jvm.LimitError
	var mainErr *jvm.MainClassError
	switch {
	case runErr == nil:
		status := res.ExitStatus
		if res.Uncaught != nil {
			u := res.Uncaught
			rep.Violations = append(rep.Violations, violation{Property: "uncaught-exception", Exception: u.Exception, Message: u.Message, Thread: u.Thread})
			rep.Verdict = "violation"
			code = ExitViolation
		} else {
			rep.Verdict = "ok"
		}
		rep.ExitStatus = &status
	case errors.As(runErr, &limit):
		rep.Verdict = "incomplete"
		rep.Error = runErr.Error()
		code = ExitIncomplete
	case errors.As(runErr, &unsupported):
		rep.Verdict = "unsupported"
		rep.Error = runErr.Error()
		code = ExitUnsupported
	case errors.As(runErr, &mainErr):
		rep.Verdict = "error"
		rep.Error = runErr.Error()
		code = ExitUsage
	case errors.As(runErr, &internal):
		rep.Verdict = "error"
		rep.Error = runErr.Error()
		code = ExitUnsupported
	default:
		rep.Verdict = "error"
		rep.Error = runErr.Error()
		code = exitCodeFor(runErr)
	}
	if runErr != nil {
		fmt.Fprintf(e.stderr, "gojpf: %v\n", runErr)
	}
	if !o.quiet {
		e.printTextReport(&rep)
	}
	if o.reportJSON != "" {
		if err := writeJSON(o.reportJSON, e.stdout, &rep); err != nil {
			fmt.Fprintf(e.stderr, "gojpf run: writing the JSON report: %v\n", err)
			if code == ExitOK {
				code = ExitUsage
			}
		}
	}
	return code
}

func (e *env) printTextReport(rep *report) {
	w := e.stdout
	fmt.Fprintf(w, "\n====== gojpf %s: %s\n", Version, rep.Target)
	fmt.Fprintf(w, "====== results\n")
	switch rep.Verdict {
	case "ok":
		fmt.Fprintf(w, "no errors detected\n")
	case "violation":
		for i, v := range rep.Violations {
			msg := v.Exception
			if v.Message != "" {
				msg += ": " + v.Message
			}
			fmt.Fprintf(w, "error #%d: %s in thread %q: %s\n", i+1, v.Property, v.Thread, msg)
		}
	case "unsupported":
		fmt.Fprintf(w, "%s\n", rep.Error)
	default:
		fmt.Fprintf(w, "%s: %s\n", rep.Verdict, rep.Error)
	}
	if rep.ExitStatus != nil && *rep.ExitStatus != 0 {
		fmt.Fprintf(w, "program exit status: %d\n", *rep.ExitStatus)
	}
	fmt.Fprintf(w, "====== statistics\n")
	fmt.Fprintf(w, "instructions:  %d\n", rep.Stats.Instructions)
	fmt.Fprintf(w, "elapsed time:  %d ms\n", rep.Stats.ElapsedMS)
}

func writeJSON(path string, stdout io.Writer, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	b = append(b, '\n')
	if path == "-" {
		_, err = stdout.Write(b)
		return err
	}
	return os.WriteFile(path, b, 0o644)
}

// resolveTarget turns TARGET into a main class name and a class path.
func resolveTarget(target, cp string) (mainClass, classPath string, err error) {
	switch {
	case strings.HasSuffix(target, ".java"):
		if !fileExists(target) {
			return "", "", usagef("no such file: %s", target)
		}
		out, err := javac.CompileFiles([]string{target}, javac.Options{ClassPath: cp})
		if err != nil {
			if errors.Is(err, javac.ErrNoJavac) {
				return "", "", usagef("%v", err)
			}
			return "", "", usagef("%v", err)
		}
		name := strings.TrimSuffix(filepath.Base(target), ".java")
		// The class may be in a package: find the class file javac wrote.
		var found string
		filepath.WalkDir(out, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && filepath.Base(p) == name+".class" && found == "" {
				found = p
			}
			return nil
		})
		if found == "" {
			return "", "", usagef("javac wrote no %s.class", name)
		}
		rel, _ := filepath.Rel(out, found)
		mainClass = strings.TrimSuffix(filepath.ToSlash(rel), ".class")
		classPath = out
		if cp != "" {
			classPath = out + string(os.PathListSeparator) + cp
		}
		return mainClass, classPath, nil
	case strings.HasSuffix(target, ".class") && fileExists(target):
		data, err := os.ReadFile(target)
		if err != nil {
			return "", "", fmt.Errorf("reading %s: %w", target, err)
		}
		cf, err := classfile.Parse(data)
		if err != nil {
			return "", "", fmt.Errorf("%s: %w", target, err)
		}
		dir, _ := filepath.Abs(filepath.Dir(target))
		for range strings.Count(cf.Name, "/") {
			dir = filepath.Dir(dir)
		}
		classPath = dir
		if cp != "" {
			classPath = dir + string(os.PathListSeparator) + cp
		}
		return cf.Name, classPath, nil
	case strings.HasSuffix(target, ".class"):
		return "", "", usagef("no such class file: %s", target)
	}
	if cp == "" {
		cp = "."
	}
	return strings.ReplaceAll(target, ".", "/"), cp, nil
}

// openRunClassPath opens the user class path followed by the JDK image.
func openRunClassPath(cp, home string) (*classfile.ClassPath, *classfile.JImage, error) {
	entries, err := classfile.ParseClassPath(cp)
	if err != nil {
		return nil, nil, &usageError{fmt.Sprintf("class path: %v", err)}
	}
	img, err := classfile.OpenJDK(home)
	if err != nil {
		for _, en := range entries {
			en.Close()
		}
		return nil, nil, err
	}
	// The guest library comes first, so that gojpf's Verify is the one
	// used; the JDK comes last.
	entries = append([]classfile.Entry{guestlib.Entry()}, entries...)
	entries = append(entries, img)
	return classfile.NewClassPath(entries...), img, nil
}

// javaVersionString reads JAVA_VERSION from the JDK's release file.
func javaVersionString(home string, feature int) string {
	b, err := os.ReadFile(filepath.Join(home, "release"))
	if err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(line, "JAVA_VERSION="); ok {
				return strings.Trim(v, "\"")
			}
		}
	}
	return strconv.Itoa(feature)
}

// parseSize parses sizes like 64MiB, 4GiB, 512m, 1000000.
func parseSize(s string) (int64, error) {
	t := strings.TrimSpace(strings.ToLower(s))
	mult := int64(1)
	for _, u := range []struct {
		suffix string
		mult   int64
	}{{"kib", 1 << 10}, {"mib", 1 << 20}, {"gib", 1 << 30}, {"tib", 1 << 40}, {"kb", 1000}, {"mb", 1000_000}, {"gb", 1000_000_000}, {"k", 1 << 10}, {"m", 1 << 20}, {"g", 1 << 30}, {"b", 1}} {
		if strings.HasSuffix(t, u.suffix) {
			t, mult = strings.TrimSuffix(t, u.suffix), u.mult
			break
		}
	}
	n, err := strconv.ParseFloat(strings.TrimSpace(t), 64)
	if err != nil || math.IsNaN(n) || math.IsInf(n, 0) || n*float64(mult) < 1 || n*float64(mult) > 1<<50 {
		return 0, fmt.Errorf("bad size %q (at most 1PiB, e.g. 64MiB, 4GiB)", s)
	}
	return int64(n * float64(mult)), nil
}
