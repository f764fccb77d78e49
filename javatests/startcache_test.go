package javatests

import (
	"encoding/json"
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
// same).
func TestStartupCacheEquivalence(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("GOJPF_CACHE_DIR", dir)
	jdkFlags := gojpfJDKFlags(defaultJDK(t))
	lib, err := guestlibDir()
	if err != nil {
		t.Fatalf("guest library classes: %v", err)
	}
	type program struct {
		dir   string
		flags []string // beside the JDK's
	}
	programs := []program{
		{dir: "examples"},
		{dir: "seq/lambdas"},
		{dir: "seq/records"},
		{dir: "seq/string_format"},
		{dir: "seq/uncaught_nested"},
		{dir: "conc/lost_update_outcomes", flags: []string{"--outcomes"}},
		{dir: "conc/lock_order_deadlock"},
		{dir: "conc/check_then_act_assert", flags: []string{"--por=jpf"}},
	}
	for _, p := range programs {
		t.Run(filepath.Base(p.dir), func(t *testing.T) {
			classes := javactest.Compile(t, p.dir, javac.Options{ClassPath: lib})
			main := "Main"
			if p.dir == "examples" {
				main = "Hello"
			}
			flags := append(append([]string{}, jdkFlags...), p.flags...)
			cold := startCacheRunOf(t, append(append([]string{}, flags...), "--no-cache"), classes, main)
			filling := startCacheRunOf(t, flags, classes, main)
			files, _ := filepath.Glob(filepath.Join(dir, "boot-*.bin"))
			if len(files) != 1 {
				t.Fatalf("the cache directory holds %v after a run, want one cache file", files)
			}
			before, err := os.Stat(files[0])
			if err != nil {
				t.Fatal(err)
			}
			time.Sleep(10 * time.Millisecond) // a rewrite would show in the time
			warm := startCacheRunOf(t, flags, classes, main)
			after, err := os.Stat(files[0])
			if err != nil {
				t.Fatal(err)
			}
			if !after.ModTime().Equal(before.ModTime()) || after.Size() != before.Size() {
				t.Errorf("the warm run wrote the cache file again: it parsed JDK classes the cache should have given")
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
func startCacheRunOf(t *testing.T, flags []string, classes, main string) startCacheRun {
	t.Helper()
	gr := runGojpf(t, flags, classes, main, nil)
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
