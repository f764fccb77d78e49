package seqgen

import (
	"strings"
	"testing"
)

// TestDeterministic: a seed gives the same program every time, other
// seeds other programs, and the package name only changes the package.
func TestDeterministic(t *testing.T) {
	opt := DefaultOptions()
	seen := map[string]uint64{}
	for seed := uint64(1); seed <= 40; seed++ {
		a := Generate(seed, "p", opt).Source()
		if b := Generate(seed, "p", opt).Source(); a != b {
			t.Fatalf("seed %d: two programs differ", seed)
		}
		if other, dup := seen[a]; dup {
			t.Errorf("seeds %d and %d give the same program", other, seed)
		}
		seen[a] = seed
		c := Generate(seed, "", opt).Source()
		if strings.Replace(a, "package p;\n\n", "", 1) != strings.ReplaceAll(c, `"Main`, `"p.Main`) {
			t.Errorf("seed %d: the program in the default package differs in more than its package", seed)
		}
	}
}

// TestOptions: what Options turn off does not appear.
func TestOptions(t *testing.T) {
	off := Options{}
	on := Options{VarHandles: true, Transcendental: true, Uncaught: true}
	var withVH, withTransc, withUncaught bool
	for seed := uint64(1); seed <= 60; seed++ {
		p := Generate(seed, "", off)
		src := p.Source()
		for i := range p.Parts() {
			if k := p.PartKind(i); k == "varhandles" || k == "uncaught" {
				t.Errorf("seed %d: a %s part with %+v", seed, k, off)
			}
		}
		if strings.Contains(src, " Math.sin(") || strings.Contains(src, "(Math.sin(") || strings.Contains(src, " Math.pow(") || strings.Contains(src, "(Math.pow(") {
			t.Errorf("seed %d: a transcendental function with %+v", seed, off)
		}
		q := Generate(seed, "", on)
		for i := range q.Parts() {
			withVH = withVH || q.PartKind(i) == "varhandles"
			withUncaught = withUncaught || q.PartKind(i) == "uncaught"
		}
		withTransc = withTransc || strings.Contains(q.Source(), " Math.sin(") || strings.Contains(q.Source(), "(Math.pow(")
	}
	if !withVH || !withTransc || !withUncaught {
		t.Errorf("with %+v, 60 seeds never gave VarHandles (%v), transcendental functions (%v) or an uncaught exception (%v)", on, withVH, withTransc, withUncaught)
	}
}

// TestSourceOf: leaving parts out leaves out their methods and calls.
func TestSourceOf(t *testing.T) {
	p := Generate(7, "", DefaultOptions())
	keep := make([]bool, p.Parts())
	keep[0] = true
	src := p.SourceOf(keep)
	if !strings.Contains(src, "static void s0()") || !strings.Contains(src, "s0();") {
		t.Errorf("part 0 missing from its own program")
	}
	for i := 1; i < p.Parts(); i++ {
		if p.PartKind(i) != "uncaught" && strings.Contains(src, "static void s"+string(rune('0'+i))+"()") {
			t.Errorf("part %d not left out", i)
		}
	}
	if len(src) >= len(p.Source()) {
		t.Errorf("a program with one part is not shorter than the whole")
	}
}
