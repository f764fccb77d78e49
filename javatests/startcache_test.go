package javatests

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
)

// startCacheRun is what must not change between a run without the
// start-up cache and one with it (docs/memory-and-startup.md).
type startCacheRun struct {
	Stdout, Stderr string
	Exit           int
	Report         concReport
}

// TestStartupCacheEquivalence runs programs with --no-cache, then with
// the start-up cache twice: the first fills it (a cache cold for these
// programs), the second must take every JDK class from it, which the
// file's modification time says (a run that parsed a JDK class from the
// image writes the file anew). All three must print the same, exit the
// same and report the same verdict, violations, outcomes and counts
// (states, executions, transitions, instructions: the state hash is the
// same). GOJPF_LONG=1 adds every seq and conc program.
func TestStartupCacheEquivalence(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("GOJPF_CACHE_DIR", dir)
	jdkFlags := gojpfJDKFlags(defaultJDK(t))
	lib, err := guestlibDir()
	if err != nil {
		t.Fatalf("guest library classes: %v", err)
	}
	type program struct {
		name  string
		main  string
		args  []string
		flags []string // beside the JDK's
		// compile returns the classes and the flags of the JDK to run
		// them on.
		compile func(t *testing.T) (string, []string)
	}
	fixed := func(dir string) func(t *testing.T) (string, []string) {
		return func(t *testing.T) (string, []string) {
			return javactest.Compile(t, dir, javac.Options{ClassPath: lib}), jdkFlags
		}
	}
	programs := []program{
		{name: "examples", main: "Hello", compile: fixed("examples")},
		{name: "seq/lambdas", compile: fixed("seq/lambdas")},
		{name: "seq/records", compile: fixed("seq/records")},
		{name: "seq/string_format", compile: fixed("seq/string_format")},
		{name: "seq/uncaught_nested", compile: fixed("seq/uncaught_nested")},
		{name: "conc/lost_update_outcomes", flags: []string{"--outcomes"}, compile: fixed("conc/lost_update_outcomes")},
		{name: "conc/lock_order_deadlock", compile: fixed("conc/lock_order_deadlock")},
		{name: "conc/check_then_act_assert", flags: []string{"--por=jpf"}, compile: fixed("conc/check_then_act_assert")},
	}
	if longRun() {
		// Every sequential program and every conc program, as their
		// own tests run them.
		setup := newSeqSetup(t)
		for _, v := range seqVariants(t) {
			programs = append(programs, program{name: "long/seq/" + v.name, main: v.mainClass(), args: v.prog.args,
				compile: func(t *testing.T) (string, []string) {
					j, classes := setup.compile(t, v)
					return classes, gojpfJDKFlags(j)
				}})
		}
		ps := concPrograms(t)
		known := concKnownFailing(t, ps)
		for _, p := range ps {
			if _, skip := known.reasons[p.name]; skip || p.variant != "" {
				continue
			}
			programs = append(programs, program{name: "long/conc/" + p.name, flags: concFlags(p.expect, true),
				compile: func(t *testing.T) (string, []string) { return concCompile(t, p), jdkFlags }})
		}
	}
	for _, p := range programs {
		t.Run(p.name, func(t *testing.T) {
			classes, jdk := p.compile(t)
			main := p.main
			if main == "" {
				main = "Main"
			}
			flags := append(append([]string{}, jdk...), p.flags...)
			cold := startCacheRunOf(t, append(append([]string{}, flags...), "--no-cache"), classes, main, p.args)
			filling := startCacheRunOf(t, flags, classes, main, p.args)
			// One file per JDK image (programs that need a newer JDK
			// run on another): the warm run must write none.
			before := cacheFiles(t, dir)
			if len(before) == 0 {
				t.Fatalf("no cache file in %s after a run", dir)
			}
			time.Sleep(10 * time.Millisecond) // a rewrite would show in the time
			warm := startCacheRunOf(t, flags, classes, main, p.args)
			if after := cacheFiles(t, dir); !reflect.DeepEqual(after, before) {
				t.Errorf("the warm run wrote the cache again (it parsed JDK classes the cache should have given): %v, then %v", before, after)
			}
			if cold.Report.Verdict == "incomplete" || filling.Report.Verdict == "incomplete" || warm.Report.Verdict == "incomplete" {
				// A time limit reached: the runs stopped at different
				// points.
				t.Skipf("a run was incomplete (%s, %s, %s): nothing to compare", cold.Report.Verdict, filling.Report.Verdict, warm.Report.Verdict)
			}
			for _, r := range []struct {
				label string
				run   startCacheRun
			}{{"filling the cache", filling}, {"warm cache", warm}} {
				if !reflect.DeepEqual(r.run, cold) {
					got, _ := json.MarshalIndent(r.run, "", " ")
					want, _ := json.MarshalIndent(cold, "", " ")
					t.Errorf("%s differs from --no-cache:\n%s", r.label, diffText("--no-cache", want, r.label, got))
				}
			}
			if cold.Report.Stats.Instructions == nil || *cold.Report.Stats.Instructions == 0 {
				t.Errorf("no instructions counted: %+v", cold.Report)
			}
		})
	}
}

// startCacheRunOf runs main and keeps what startCacheRun compares.
func startCacheRunOf(t *testing.T, flags []string, classes, main string, args []string) startCacheRun {
	t.Helper()
	gr := runGojpf(t, flags, classes, main, args)
	if b := gr.brokenRun(); b != "" {
		t.Fatalf("%s", b)
	}
	data, err := os.ReadFile(reportPathOf(gr.argv))
	if err != nil {
		t.Fatal(err)
	}
	r := startCacheRun{Stdout: string(gr.stdout), Stderr: string(gr.stderr), Exit: gr.exit}
	if err := json.Unmarshal(data, &r.Report); err != nil {
		t.Fatal(err)
	}
	r.Report.Stats.ElapsedMS = 0 // the one field that varies
	return r
}

// cacheFiles returns each start-up cache file of dir with its size and
// modification time.
func cacheFiles(t *testing.T, dir string) map[string]string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "boot-*.bin"))
	out := map[string]string{}
	for _, f := range files {
		fi, err := os.Stat(f)
		if err != nil {
			t.Fatal(err)
		}
		out[filepath.Base(f)] = fmt.Sprintf("%d bytes, %s", fi.Size(), fi.ModTime().Format(time.RFC3339Nano))
	}
	return out
}
