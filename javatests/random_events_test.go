package javatests

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/guestlib"
	"github.com/gojpf/gojpf/internal/javac"
)

// eventReductions are the reductions TestRandomEventPrograms checks
// against --por=none on generated event-driven programs.
var eventReductions = []generatedReduction{
	{"emdpor", []string{"--por=emdpor"}, true},
	{"clockvector", []string{"--por=clockvector"}, false},
	{"clockvector/stateless", []string{"--por=clockvector"}, true},
	{"odpor", []string{"--por=odpor"}, true},
}

// TestRandomEventPrograms is TestRandomPrograms for event-driven
// programs (randomEventProgram): every reduction in eventReductions,
// emdpor first, must give the outcome set of --por=none. Seeded, so
// that a failure reproduces; GOJPF_RANDOM_PROGRAMS and GOJPF_RANDOM_SEED
// as for TestRandomPrograms.
func TestRandomEventPrograms(t *testing.T) {
	skipUnlessLong(t)
	n, shift := randomSweep(t)
	gl, err := guestlib.Dir()
	if err != nil {
		t.Fatal(err)
	}
	testGenerated(t, rand.New(rand.NewPCG(20261127+shift, 1)), randomEventProgram, n, "e", javac.Options{ClassPath: gl}, eventReductions)
}

// randomEventProgram writes an event-driven program of package pkg: one
// or two loopers (gojpf.events), two poster threads and a thread that
// does up to two operations on the statics and posts nothing. Each poster
// posts one or two handlers to a looper of its choice and may itself
// write or read a static (a multi-threaded dependence with the
// handlers); a handler writes a constant to one of the statics a, b, c,
// or reads one into its own slot and, if it read more than zero,
// increments another, and may post one more handler to its own looper.
// main joins the posters, then posts to each looper a handler that quits
// it (after every handler posted before, by the FIFO order), joins the
// loopers and prints the statics and the slots.
func randomEventProgram(rng *rand.Rand, pkg string) string {
	vars := []string{"a", "b", "c"}
	loopers := 1 + rng.IntN(2)
	var b strings.Builder
	slots := 0
	// op writes one handler's or poster's operation, using slot s.
	op := func(indent string) {
		v := vars[rng.IntN(len(vars))]
		if rng.IntN(2) == 0 {
			fmt.Fprintf(&b, "%s%s = %d;\n", indent, v, 1+rng.IntN(3))
			return
		}
		w := vars[rng.IntN(len(vars))]
		fmt.Fprintf(&b, "%sr[%d] = %s;\n%sif (r[%d] > 0) {\n%s    %s = %s + 1;\n%s}\n", indent, slots, v, indent, slots, indent, w, w, indent)
		slots++
	}
	var body strings.Builder
	b, body = body, b // write main's body first, then the class around it
	for l := range loopers {
		fmt.Fprintf(&b, "        Looper l%d = new Looper(\"l%d\");\n        l%d.start();\n        Handler h%d = new Handler(l%d);\n", l, l, l, l, l)
	}
	for p := range 2 {
		fmt.Fprintf(&b, "        Thread p%d = new Thread(() -> {\n", p)
		if rng.IntN(3) == 0 {
			op("            ")
		}
		for range 1 + rng.IntN(2) {
			l := rng.IntN(loopers)
			fmt.Fprintf(&b, "            h%d.post(() -> {\n", l)
			for range 1 + rng.IntN(2) {
				op("                ")
			}
			if rng.IntN(4) == 0 {
				fmt.Fprintf(&b, "                h%d.post(() -> {\n", l)
				op("                    ")
				b.WriteString("                });\n")
			}
			b.WriteString("            });\n")
		}
		b.WriteString("        });\n")
	}
	// A thread that only reads and writes the statics, racing with the
	// handlers (paper 001 Example 3: to reverse such a race, the posts
	// of two handlers may have to be reversed).
	b.WriteString("        Thread p2 = new Thread(() -> {\n")
	for range rng.IntN(3) {
		op("            ")
	}
	b.WriteString("        });\n")
	b.WriteString("        p0.start();\n        p1.start();\n        p2.start();\n        p0.join();\n        p1.join();\n        p2.join();\n")
	for l := range loopers {
		fmt.Fprintf(&b, "        h%d.post(l%d::quit);\n", l, l)
	}
	for l := range loopers {
		fmt.Fprintf(&b, "        l%d.join();\n", l)
	}
	b.WriteString("        System.out.println(a + \" \" + b + \" \" + c + \" \" + java.util.Arrays.toString(r));\n    }\n}\n")
	b, body = body, b
	fmt.Fprintf(&b, "package %s;\n\nimport gojpf.events.Handler;\nimport gojpf.events.Looper;\n\npublic class Main {\n    static int a, b, c;\n    static int[] r = new int[%d];\n\n", pkg, max(slots, 1))
	b.WriteString("    public static void main(String[] args) throws InterruptedException {\n")
	b.WriteString(body.String())
	return b.String()
}
