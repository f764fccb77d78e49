package typeflow

import (
	"testing"
	"time"

	"github.com/gojpf/gojpf/classfile"
)

func TestTmpMeasure(t *testing.T) {
	home, _ := classfile.FindJDK("")
	img, _ := classfile.OpenJDK(home)
	entries, _ := img.ClassEntries()
	var cfs []*classfile.ClassFile
	insns := 0
	for _, e := range entries {
		if e.Module != "java.base" {
			continue
		}
		b, _ := img.ReadEntry(e)
		cf, err := classfile.Parse(b)
		if err != nil {
			continue
		}
		cfs = append(cfs, cf)
		for _, m := range cf.Methods {
			if m.Code != nil {
				insns += len(m.Code.Insns)
			}
		}
	}
	best := time.Hour
	for range 5 {
		start := time.Now()
		for _, cf := range cfs {
			for i := range cf.Methods {
				m := &cf.Methods[i]
				if m.Code != nil {
					Analyze(m.Code, &cf.Pool, m.Access&classfile.AccStatic != 0, m.Desc)
				}
			}
		}
		best = min(best, time.Since(start))
	}
	t.Logf("java.base: %d insns in %v: %.1f ns/insn", insns, best, float64(best.Nanoseconds())/float64(insns))
}
