package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/gojpf/gojpf/internal/seqgen"
)

// maxLineTrials bounds the single-line minimisation of one program
// (each trial compiles and runs it: a second or two).
const maxLineTrials = 150

// trial compiles and runs one version of a program in the default
// package, returning the mismatch category ("" if none, "javac" if it
// does not compile).
type trial struct {
	c    config
	t    tools
	dir  string
	runs int
}

func (tr *trial) check(src string) (string, string) {
	tr.runs++
	d := filepath.Join(tr.dir, fmt.Sprintf("try-%d", tr.runs))
	defer os.RemoveAll(d)
	f := filepath.Join(d, "src", "Main.java")
	if err := writeFile(f, src); err != nil {
		return "io", err.Error()
	}
	classes := filepath.Join(d, "classes")
	if err := compileJava(tr.t, classes, []string{f}); err != nil {
		return "javac", err.Error()
	}
	return runOne(tr.c, tr.t, classes, "Main")
}

// save writes a mismatching seed's program (in the default package), the
// mismatch, and a minimised version that shows the same kind of mismatch.
func save(c config, t tools, work string, r outcome) error {
	dir := filepath.Join(c.out, fmt.Sprintf("seed-%d", r.seed))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	p := seqgen.Generate(r.seed, "", c.opt)
	src := p.Source()
	if err := writeFile(filepath.Join(dir, "Main.java"), src); err != nil {
		return err
	}
	report := fmt.Sprintf("seed %d: %s\nsegments: %s\n\n%s\n", r.seed, r.category, r.kinds, r.detail)
	if err := writeFile(filepath.Join(dir, "mismatch.txt"), report); err != nil {
		return err
	}
	if c.minimize == "off" || r.category == "javac" {
		return nil
	}
	tr := &trial{c: c, t: t, dir: filepath.Join(work, fmt.Sprintf("min-%d", r.seed))}
	defer os.RemoveAll(tr.dir)
	cat, _ := tr.check(src)
	if cat != r.category {
		return writeFile(filepath.Join(dir, "min-skipped.txt"),
			fmt.Sprintf("in the default package the program shows %q, not %q: not minimised\n", cat, r.category))
	}
	// Drop whole parts (segments, the uncaught tail), last first.
	keep := make([]bool, p.Parts())
	for i := range keep {
		keep[i] = true
	}
	for i := p.Parts() - 1; i >= 0; i-- {
		keep[i] = false
		if cat, _ := tr.check(p.SourceOf(keep)); cat != r.category {
			keep[i] = true
		}
	}
	min := p.SourceOf(keep)
	if c.minimize == "lines" {
		min = minimizeLines(tr, min, r.category)
	}
	_, detail := tr.check(min)
	if err := writeFile(filepath.Join(dir, "min", "Main.java"), min); err != nil {
		return err
	}
	return writeFile(filepath.Join(dir, "min", "mismatch.txt"), fmt.Sprintf("%s\n\n%s\n", r.category, detail))
}

// minimizeLines drops single statements of the segment methods (lines
// ending in ';', last first) while the mismatch stays; the prints (p,
// ex) stay, so that the minimised program still shows the wrong value.
func minimizeLines(tr *trial, src, category string) string {
	lines := strings.SplitAfter(src, "\n")
	inSegment := make([]bool, len(lines))
	for i, in := 0, false; i < len(lines); i++ {
		switch l := lines[i]; {
		case strings.HasPrefix(l, "    static void s") && strings.HasSuffix(l, "() throws Throwable {\n"):
			in = true
		case l == "    }\n":
			in = false
		default:
			inSegment[i] = in
		}
	}
	trials := 0
	for i := len(lines) - 1; i >= 0 && trials < maxLineTrials; i-- {
		l := strings.TrimSpace(lines[i])
		if !inSegment[i] || !strings.HasSuffix(l, ";") || strings.HasPrefix(l, "p(") || strings.HasPrefix(l, "ex(") {
			continue
		}
		trials++
		cand := strings.Join(lines[:i], "") + strings.Join(lines[i+1:], "")
		if cat, _ := tr.check(cand); cat == category {
			lines = append(lines[:i:i], lines[i+1:]...)
			inSegment = append(inSegment[:i:i], inSegment[i+1:]...)
		}
	}
	return strings.Join(lines, "")
}
