package javatests

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
)

// randomPrograms is how many programs of each kind TestRandomPrograms
// generates; GOJPF_RANDOM_PROGRAMS=N generates N instead (a longer sweep,
// run by hand), GOJPF_RANDOM_SEED=S shifts the seeds to another set of
// programs, and GOJPF_REDUCTIONS=label,… checks only those reductions.
const randomPrograms = 16

// randomSweep is the number of programs of each kind and the seed shift,
// from the environment (see randomPrograms).
func randomSweep(t *testing.T) (n int, shift uint64) {
	n = randomPrograms
	if v := os.Getenv("GOJPF_RANDOM_PROGRAMS"); v != "" {
		k, err := strconv.Atoi(v)
		if err != nil || k <= 0 {
			t.Fatalf("GOJPF_RANDOM_PROGRAMS=%q: want a positive number", v)
		}
		n = k
	}
	if v := os.Getenv("GOJPF_RANDOM_SEED"); v != "" {
		k, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			t.Fatalf("GOJPF_RANDOM_SEED=%q: want a number", v)
		}
		shift = k
	}
	return n, shift
}

// reductionSelected reports whether GOJPF_REDUCTIONS (a comma-separated
// list of concReductions labels; unset: all) names label.
func reductionSelected(label string) bool {
	v := os.Getenv("GOJPF_REDUCTIONS")
	if v == "" {
		return true
	}
	for _, l := range strings.Split(v, ",") {
		if strings.TrimSpace(l) == label {
			return true
		}
	}
	return false
}

// randomStatelessMaxStates bounds the stateless searches of
// TestRandomPrograms: the DporEngine without sleep sets (paper 000's
// algorithms alone) needs millions of states on some three-thread
// programs; with sleep sets the stateless searches take a few thousand.
const randomStatelessMaxStates = 30000

// TestRandomPrograms is a differential soundness test on generated
// programs, from fixed seeds, so that a failure reproduces. Every
// reduction in concReductions must give the outcome set --por=none
// gives. Two kinds of programs:
//
//   - "plain" (randomProgram): two or three threads, each a few writes of
//     three static fields and reads whose values decide further writes.
//     Programs like these found the programs where DPOR with state
//     matching needs the summaries of matched states
//     (conc/stateful_dpor_summary); with clockvector's summary check
//     turned off, this seed's programs catch it too.
//   - "alloc" (randomAllocProgram): threads that replace, write and read
//     boxes and allocate depending on racy reads, so that matching states
//     differ in which allocation each box is. With clockvector's
//     summaries naming objects by SGOID instead of by canonical name,
//     this seed's programs catch the outcomes it misses.
func TestRandomPrograms(t *testing.T) {
	skipUnlessLong(t)
	kinds := []struct {
		name string
		seed uint64
		gen  func(*rand.Rand, string) string
	}{
		{"plain", 20261123, randomProgram},
		{"alloc", 20261124, randomAllocProgram},
	}
	n, shift := randomSweep(t)
	for _, kind := range kinds {
		t.Run(kind.name, func(t *testing.T) {
			t.Parallel()
			testRandomPrograms(t, rand.New(rand.NewPCG(kind.seed+shift, 1)), kind.gen, n)
		})
	}
}

func testRandomPrograms(t *testing.T, rng *rand.Rand, gen func(*rand.Rand, string) string, n int) {
	var reds []generatedReduction
	for _, red := range concReductions {
		if reductionSelected(red.label) {
			reds = append(reds, generatedReduction{red.label, red.flags, red.stateless})
		}
	}
	testGenerated(t, rng, gen, n, "p", javac.Options{}, reds)
}

// generatedReduction is a reduction testGenerated checks against none.
type generatedReduction struct {
	label     string
	flags     []string
	stateless bool // search without state matching, bounded lower
}

// testGenerated writes n programs with gen (packages prefix0…), compiles
// them with opts, and checks that each reduction gives --por=none's
// outcome set on each (the programs none cannot finish are skipped, and
// so are a reduction's runs that do not finish).
func testGenerated(t *testing.T, rng *rand.Rand, gen func(*rand.Rand, string) string, n int, prefix string, opts javac.Options, reds []generatedReduction) {
	dir := t.TempDir()
	for i := range n {
		pkg := fmt.Sprintf("%s%d", prefix, i)
		if err := os.MkdirAll(filepath.Join(dir, pkg), 0o755); err != nil {
			t.Fatal(err)
		}
		src := gen(rng, pkg)
		if err := os.WriteFile(filepath.Join(dir, pkg, "Main.java"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	classes := javactest.Compile(t, dir, opts)
	jdkFlags := gojpfJDKFlags(defaultJDK(t))
	common := append(jdkFlags, "--outcomes", "--max-states=200000", "--time-limit", concTimeLimit())
	for i := range n {
		pkg := fmt.Sprintf("%s%d", prefix, i)
		main := pkg + ".Main"
		t.Run(main, func(t *testing.T) {
			t.Parallel()
			base := runConcMain(t, "none", append(common, "--por=none"), classes, main)
			if base.broken != "" || base.report == nil {
				t.Fatalf("--por=none: %s", base.broken)
			}
			if base.report.Verdict != "ok" {
				t.Skipf("--por=none: %s", base.report.Verdict)
			}
			for _, red := range reds {
				flags := append(append([]string{}, common...), red.flags...)
				if red.stateless {
					// A stateless search that needs more states finds
					// nothing to compare (it is incomplete): stop it early.
					flags = append(flags, "--state-matching=false", fmt.Sprintf("--max-states=%d", randomStatelessMaxStates))
				}
				r := runConcMain(t, red.label, flags, classes, main)
				if r.broken != "" || r.report == nil {
					t.Errorf("%s: %s", red.label, r.broken)
					continue
				}
				if r.report.Verdict == "incomplete" {
					continue // too big for this reduction: nothing to compare
				}
				for _, pr := range reductionProblems(*base.report, *r.report, false) {
					t.Errorf("%s disagrees with none: %s\n%s", red.label, pr, readSource(t, filepath.Join(dir, pkg, "Main.java")))
				}
			}
		})
	}
}

// randomProgram writes a program of package pkg: two threads of up to
// four operations or three of up to three, on statics a, b and c; an
// operation writes a constant, or reads a field into the thread's own
// slot and, if it read more than zero, increments another field. main
// starts and joins the threads and prints the fields and the slots.
func randomProgram(rng *rand.Rand, pkg string) string {
	threads, ops := 2, 4
	if rng.IntN(3) > 0 {
		threads, ops = 3, 3
	}
	return randomProgramOf(rng, pkg, threads, ops)
}

// randomProgramOf is randomProgram with the number of threads and the
// most operations a thread has.
func randomProgramOf(rng *rand.Rand, pkg string, threads, ops int) string {
	vars := []string{"a", "b", "c"}
	var b strings.Builder
	fmt.Fprintf(&b, "package %s;\n\npublic class Main {\n    static int a, b, c;\n", pkg)
	for t := range threads {
		fmt.Fprintf(&b, "    static int[] r%d = new int[%d];\n", t, ops)
	}
	b.WriteString("\n    public static void main(String[] args) throws InterruptedException {\n")
	for t := range threads {
		fmt.Fprintf(&b, "        Thread t%d = new Thread(() -> {\n", t)
		for k := range 1 + rng.IntN(ops) {
			v := vars[rng.IntN(len(vars))]
			if rng.IntN(2) == 0 {
				fmt.Fprintf(&b, "            %s = %d;\n", v, 1+rng.IntN(3))
				continue
			}
			w := vars[rng.IntN(len(vars))]
			fmt.Fprintf(&b, "            r%d[%d] = %s;\n            if (r%d[%d] > 0) {\n                %s = %s + 1;\n            }\n", t, k, v, t, k, w, w)
		}
		b.WriteString("        });\n")
	}
	endMain(&b, threads, `a + " " + b + " " + c`)
	return b.String()
}

// randomAllocProgram writes a program of package pkg whose threads
// allocate: two statics x and y hold boxes, which threads replace with
// fresh ones (x = mk(2)), write and read through (x.v = 1, r0[1] = x.v
// and if more than zero y.v = y.v + 1), or allocate a box to throw away
// when a racy read of a static int a says so (if (a > 0) mk(9);), so
// that how many boxes a thread has made, and so which allocation a box
// is, depends on the interleaving while the state after it may not:
// states match up to a renaming of the boxes, and whatever a reduction
// remembers about objects must survive the renaming.
func randomAllocProgram(rng *rand.Rand, pkg string) string {
	threads, ops := 2, 4
	if rng.IntN(3) > 0 {
		threads, ops = 3, 3
	}
	boxes := []string{"x", "y"}
	var b strings.Builder
	fmt.Fprintf(&b, "package %s;\n\npublic class Main {\n", pkg)
	b.WriteString("    static final class Box {\n        int v;\n\n        Box(int v) {\n            this.v = v;\n        }\n    }\n\n")
	b.WriteString("    static Box x = new Box(0), y = new Box(0);\n    static int a;\n")
	for t := range threads {
		fmt.Fprintf(&b, "    static int[] r%d = new int[%d];\n", t, ops)
	}
	b.WriteString("\n    static Box mk(int v) {\n        return new Box(v);\n    }\n")
	b.WriteString("\n    public static void main(String[] args) throws InterruptedException {\n")
	for t := range threads {
		fmt.Fprintf(&b, "        Thread t%d = new Thread(() -> {\n", t)
		for k := range 1 + rng.IntN(ops) {
			x, y := boxes[rng.IntN(2)], boxes[rng.IntN(2)]
			switch rng.IntN(5) {
			case 0:
				fmt.Fprintf(&b, "            %s = mk(%d);\n", x, 1+rng.IntN(3))
			case 1:
				fmt.Fprintf(&b, "            %s.v = %d;\n", x, 1+rng.IntN(3))
			case 2:
				fmt.Fprintf(&b, "            r%d[%d] = %s.v;\n            if (r%d[%d] > 0) {\n                %s.v = %s.v + 1;\n            }\n", t, k, x, t, k, y, y)
			case 3:
				b.WriteString("            if (a > 0) {\n                mk(9);\n            }\n")
			default:
				fmt.Fprintf(&b, "            a = %d;\n", 1+rng.IntN(3))
			}
		}
		b.WriteString("        });\n")
	}
	endMain(&b, threads, `a + " " + x.v + " " + y.v`)
	return b.String()
}

// endMain writes the end of a generated main: start the threads t0…,
// join them, print fields (a Java expression) and each thread's slots
// r0…, and close main and the class.
func endMain(b *strings.Builder, threads int, fields string) {
	for t := range threads {
		fmt.Fprintf(b, "        t%d.start();\n", t)
	}
	for t := range threads {
		fmt.Fprintf(b, "        t%d.join();\n", t)
	}
	b.WriteString("        System.out.println(" + fields)
	for t := range threads {
		fmt.Fprintf(b, " + \" \" + java.util.Arrays.toString(r%d)", t)
	}
	b.WriteString(");\n    }\n}\n")
}

func readSource(t *testing.T, path string) string {
	data, err := os.ReadFile(path)
	if err != nil {
		return err.Error()
	}
	return string(data)
}
