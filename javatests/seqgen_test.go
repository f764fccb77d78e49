package javatests

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
	"github.com/gojpf/gojpf/internal/seqgen"
)

// The seeds of TestSeqGen: programs internal/seqgen generates from
// seeds seqGenFirstSeed, seqGenFirstSeed+1, … with its default options.
// bench/seqfuzz runs thousands more on demand (docs/testing.md).
const (
	seqGenFirstSeed = 1
	seqGenSeeds     = 24
)

// seqGenKnownFailing lists the seeds ("seed12") of TestSeqGen that gojpf
// does not run correctly yet, with the reason, as seq/KNOWN_FAILING does
// for seq/: skipped while they fail, reported once they pass.
var seqGenKnownFailing = map[string]string{}

// TestSeqGen is a differential test on generated single-threaded
// programs (internal/seqgen): each runs under the real JVM and under
// gojpf, which must agree as for the programs under seq/ (see
// compareWithJava). The programs are compiled by one javac call (cached
// by content) and each runs in its own subtest.
func TestSeqGen(t *testing.T) {
	dir := t.TempDir()
	opt := seqgen.DefaultOptions()
	kinds := map[string]int{}
	var names []string
	for s := uint64(seqGenFirstSeed); s < seqGenFirstSeed+seqGenSeeds; s++ {
		p := seqgen.Generate(s, fmt.Sprintf("p%d", s), opt)
		for i := range p.Parts() {
			kinds[p.PartKind(i)]++
		}
		if err := os.MkdirAll(filepath.Join(dir, p.Pkg), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, p.Pkg, "Main.java"), []byte(p.Source()), 0o644); err != nil {
			t.Fatal(err)
		}
		names = append(names, fmt.Sprintf("seed%d", s))
	}
	// The seeds must keep covering every kind of segment the generator
	// has, and an uncaught exception at the end of main.
	for _, k := range seqgen.Kinds(opt) {
		if kinds[k] == 0 {
			t.Errorf("no program of seeds %d..%d has a segment of kind %q: pick other seeds", seqGenFirstSeed, seqGenFirstSeed+seqGenSeeds-1, k)
		}
	}
	if kinds["uncaught"] == 0 {
		t.Errorf("no program of seeds %d..%d ends with an uncaught exception: pick other seeds", seqGenFirstSeed, seqGenFirstSeed+seqGenSeeds-1)
	}
	known := knownFailing{path: "seqGenKnownFailing in seqgen_test.go", reasons: seqGenKnownFailing}
	valid := map[string]bool{}
	for _, n := range names {
		valid[n] = true
	}
	known.checkNames(t, valid)

	classes := javactest.Compile(t, dir, javac.Options{})
	j := defaultJDK(t)
	for i, name := range names {
		main := fmt.Sprintf("p%d.Main", seqGenFirstSeed+i)
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			jr := runJava(t, j, classes, main, nil)
			gr := runGojpf(t, gojpfJDKFlags(j), classes, main, nil)
			problems := compareWithJava(jr, gr)
			if len(problems) > 0 {
				problems = append(problems, fmt.Sprintf("reproduce: go run ./bench/seqfuzz -print -start %d > Main.java", seqGenFirstSeed+i))
			}
			known.verdict(t, name, problems)
		})
	}
	t.Logf("segments of the %d programs: %s", seqGenSeeds, kindCounts(kinds))
}

func kindCounts(kinds map[string]int) string {
	var ks []string
	for k, n := range kinds {
		ks = append(ks, fmt.Sprintf("%s %d", k, n))
	}
	sort.Strings(ks)
	return strings.Join(ks, ", ")
}
