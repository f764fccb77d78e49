// Package seqgen generates random, deterministic, single-threaded Java
// programs for differential testing of gojpf's JVM against a real JVM,
// in the spirit of the fuzzers JIT engineers run (JavaFuzzer, jitfuzz).
//
// A program is generated from a seed alone (and Options): the same seed
// gives the same source. It is one class Main in its own package, whose
// main calls a series of segments, each a static method exercising one
// area of the language (arithmetic over every primitive type with
// overflow, division by zero, NaN and casts, arrays, strings, boxing,
// exceptions, switches, loops, virtual and interface calls, lambdas,
// records, VarHandles, class initialization). Every value a segment computes is printed with a
// label and folded into a running checksum, floating-point values as
// their decimal string and their canonical bits (Float.floatToIntBits,
// Double.doubleToLongBits: the raw bits of a NaN are not specified), so a
// wrong value shows on the first line it reaches. An exception a segment
// lets out is caught by main and printed with its class, message, cause
// chain, suppressed exceptions and the program's own stack frames; with
// Options.Uncaught some programs end with an uncaught exception.
//
// Generated programs only use behaviour the Java SE specification fixes
// (or that HotSpot fixes and gojpf promises to match): no identity hash
// codes, no timing, no raw NaN bits, no weak CAS, and Math's intrinsic
// functions only with Options.Transcendental. Every loop is bounded.
//
// What the package leaves out: running the programs. The Go test
// javatests/TestSeqGen and the command bench/seqfuzz compile them with
// javac and compare gojpf with java.
package seqgen

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Options select what a generated program may contain.
type Options struct {
	// Segments is the number of segments; 0 picks 4 to 8.
	Segments int
	// VarHandles enables segments using java.lang.invoke.VarHandle.
	VarHandles bool
	// Transcendental enables Math.sin, cos, tan, exp, log, log10 and
	// pow, which HotSpot computes with intrinsics that are not correctly
	// rounded for about one argument in 500 (gojpf's are), so that
	// programs with many calls differ now and then. StrictMath's
	// functions and Math's that call them (atan, sinh, …) are always on.
	Transcendental bool
	// Uncaught lets about one program in eight end with an uncaught
	// exception.
	Uncaught bool
}

// DefaultOptions are the options of the CI seeds and of bench/seqfuzz
// unless told otherwise: everything on (a mismatch in one of Math's
// intrinsic functions may be HotSpot's rounding: see
// Options.Transcendental).
func DefaultOptions() Options {
	return Options{VarHandles: true, Transcendental: true, Uncaught: true}
}

// Program is a generated program: a prelude (helpers, shared classes)
// and parts that can be left out one by one to minimise a failing
// program.
type Program struct {
	Seed  uint64
	Pkg   string
	opt   Options
	decls string // members of Main shared by all segments
	parts []part // segments, then the uncaught tail if any
}

// part is one segment (a static method of Main with its own nested
// declarations) or the statements ending main with an uncaught exception.
type part struct {
	kind  string
	decls string // members of Main this part needs
	body  string // the method (segment) or statements (tail)
	tail  bool
}

// gen holds the state of generating one program.
type gen struct {
	r     *rand.Rand
	opt   Options
	pkg   string
	calls [numTypes][]libCall
	uniq  int // program-wide counter for names of nested classes
}

// Generate returns the program of seed in package pkg.
func Generate(seed uint64, pkg string, opt Options) *Program {
	g := &gen{
		r:     rand.New(rand.NewPCG(seed, 0x5e9)),
		opt:   opt,
		pkg:   pkg,
		calls: callsOf(opt.Transcendental),
	}
	p := &Program{Seed: seed, Pkg: pkg, opt: opt}
	p.decls = g.prelude()
	n := opt.Segments
	if n == 0 {
		n = 4 + g.r.IntN(5)
	}
	kinds := g.segmentKinds()
	for i := range n {
		k := kinds[g.r.IntN(len(kinds))]
		p.parts = append(p.parts, k.gen(g, i))
	}
	if opt.Uncaught && g.r.IntN(8) == 0 {
		p.parts = append(p.parts, g.uncaughtTail())
	}
	return p
}

// segmentKind is one area of the language a segment exercises, with a
// weight.
type segmentKind struct {
	name   string
	weight int
	gen    func(g *gen, seg int) part
}

// allKinds are the kinds of segments, with their weights.
func allKinds() []segmentKind {
	return []segmentKind{
		{"arith", 4, (*gen).arithSegment},
		{"arrays", 2, (*gen).arraysSegment},
		{"strings", 2, (*gen).stringsSegment},
		{"boxing", 2, (*gen).boxingSegment},
		{"exceptions", 2, (*gen).exceptionsSegment},
		{"switch", 2, (*gen).switchSegment},
		{"objects", 2, (*gen).objectsSegment},
		{"lambdas", 2, (*gen).lambdasSegment},
		{"records", 1, (*gen).recordsSegment},
		{"varhandles", 1, (*gen).varHandleSegment},
		{"init", 1, (*gen).initSegment},
	}
}

// enabled reports whether opt allows segments of kind k.
func (k segmentKind) enabled(opt Options) bool {
	return k.name != "varhandles" || opt.VarHandles
}

// Kinds names the kinds of segments a program may have under opt.
func Kinds(opt Options) []string {
	var names []string
	for _, k := range allKinds() {
		if k.enabled(opt) {
			names = append(names, k.name)
		}
	}
	return names
}

// segmentKinds lists the enabled kinds, each as often as its weight.
func (g *gen) segmentKinds() []segmentKind {
	var ks []segmentKind
	for _, k := range allKinds() {
		if !k.enabled(g.opt) {
			continue
		}
		for range k.weight {
			ks = append(ks, k)
		}
	}
	return ks
}

// Parts is the number of parts (segments and the tail) of p.
func (p *Program) Parts() int { return len(p.parts) }

// PartKind names the kind of part i.
func (p *Program) PartKind(i int) string { return p.parts[i].kind }

// Source returns the whole program.
func (p *Program) Source() string { return p.SourceOf(nil) }

// SourceOf returns the program with only the parts i for which keep[i]
// holds (nil keeps all).
func (p *Program) SourceOf(keep []bool) string {
	var b strings.Builder
	if p.Pkg != "" {
		fmt.Fprintf(&b, "package %s;\n\n", p.Pkg)
	}
	fmt.Fprintf(&b, "// Generated by gojpf's internal/seqgen from seed %d (%+v).\n", p.Seed, p.opt)
	b.WriteString("import java.util.*;\nimport java.util.function.*;\nimport java.util.stream.*;\nimport java.lang.invoke.*;\n\n")
	b.WriteString("public class Main {\n")
	b.WriteString(strings.ReplaceAll(p.decls, "PKG.", p.pkgPrefix()))
	kept := func(i int) bool { return keep == nil || keep[i] }
	for i, pt := range p.parts {
		if kept(i) {
			b.WriteString(pt.decls)
			if !pt.tail {
				b.WriteString(pt.body)
			}
		}
	}
	b.WriteString("\n    public static void main(String[] args) throws Throwable {\n")
	for i, pt := range p.parts {
		if kept(i) && !pt.tail {
			fmt.Fprintf(&b, "        try {\n            s%d();\n        } catch (Throwable t) {\n            ex(\"s%d\", t);\n        }\n", i, i)
		}
	}
	b.WriteString("        out(\"checksum \" + Long.toHexString(ck));\n")
	for i, pt := range p.parts {
		if kept(i) && pt.tail {
			b.WriteString(pt.body)
		}
	}
	b.WriteString("    }\n}\n")
	return b.String()
}

// pkgPrefix is what the class names of the program start with.
func (p *Program) pkgPrefix() string {
	if p.Pkg == "" {
		return ""
	}
	return p.Pkg + "."
}

// prelude returns the members of Main every segment may use: the
// checksum, print helpers, static fields of every primitive type and a
// holder class with instance fields of every primitive type.
func (g *gen) prelude() string {
	return `    static long ck = 17;
    static boolean sZ;
    static byte sB;
    static short sS;
    static char sC;
    static int sI;
    static long sJ;
    static float sF;
    static double sD;

    static final class H {
        boolean z;
        byte b;
        short s;
        char c;
        int i;
        long j;
        float f;
        double d;
    }

    static void out(String s) {
        System.out.println(s);
    }

    static void mix(long v) {
        ck = (ck ^ v) * 0x100000001b3L;
    }

    static void p(String k, boolean v) {
        mix(v ? 1 : 2);
        out(k + " " + v);
    }

    static void p(String k, char v) {
        mix(v);
        out(k + " c" + (int) v);
    }

    static void p(String k, int v) {
        mix(v);
        out(k + " " + v);
    }

    static void p(String k, long v) {
        mix(v);
        out(k + " " + v + "L");
    }

    static void p(String k, float v) {
        int b = Float.floatToIntBits(v);
        mix(b);
        out(k + " " + v + "f " + Integer.toHexString(b));
    }

    static void p(String k, double v) {
        long b = Double.doubleToLongBits(v);
        mix(b);
        out(k + " " + v + " " + Long.toHexString(b));
    }

    static void p(String k, Object v) {
        String s = esc(String.valueOf(v));
        mix(s.hashCode());
        out(k + " " + s);
    }

    static String esc(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x20 && c < 0x7f) {
                b.append(c);
            } else {
                b.append("\\u").append(Integer.toHexString(c));
            }
        }
        return b.toString();
    }

    static void ex(String k, Throwable t) {
        StringBuilder sb = new StringBuilder(k).append(" threw");
        describe(sb, t, 0);
        String s = esc(sb.toString());
        mix(s.hashCode());
        out(s);
    }

    static void describe(StringBuilder sb, Throwable t, int depth) {
        sb.append(' ').append(t.getClass().getName()).append(": ").append(t.getMessage());
        for (StackTraceElement e : t.getStackTrace()) {
            if (e.getClassName().startsWith("PKG.Main")) {
                sb.append(" @").append(e.getMethodName()).append(':').append(e.getLineNumber());
            }
        }
        for (Throwable s : t.getSuppressed()) {
            sb.append(" [suppressed");
            describe(sb, s, depth + 1);
            sb.append(']');
        }
        if (t.getCause() != null && t.getCause() != t && depth < 4) {
            sb.append(" [cause");
            describe(sb, t.getCause(), depth + 1);
            sb.append(']');
        }
    }
`
}

// segment wraps a generated body into the method sN.
func segment(kind string, seg int, decls string, m *method) part {
	body := fmt.Sprintf("\n    static void s%d() throws Throwable {\n%s    }\n", seg, m.text())
	return part{kind: kind, decls: decls, body: body}
}

// arithSegment: locals, fields and arrays of every primitive type,
// assigned and printed.
func (g *gen) arithSegment(seg int) part {
	m := g.newMethod(seg)
	// Fresh values in some fields, so that not every leaf is zero.
	for range 2 + g.r.IntN(4) {
		t := m.anyType()
		m.line("s%s = %s;", t.letter(), g.lit(t))
	}
	if g.r.IntN(2) == 0 {
		m.holder = "h"
		m.line("H h = new H();")
		for range 1 + g.r.IntN(3) {
			t := m.anyType()
			m.line("h.%s = %s;", holderField(t), g.lit(t))
		}
	}
	if g.r.IntN(5) == 0 {
		// Enough locals that the ones declared next live past slot 255
		// (the wide forms of load, store and iinc).
		var pads []string
		for i := range 130 {
			pads = append(pads, fmt.Sprintf("pad%d = %dL", i, i))
		}
		m.line("long %s;", strings.Join(pads, ", "))
		m.line("p(\"pad\", pad0 + pad77 + pad129);")
	}
	for _, t := range []ptype{tInt, tLong, tDouble} {
		if g.r.IntN(2) == 0 {
			name := m.fresh("v")
			m.line("%s %s = %s;", t, name, g.lit(t))
			m.declare(local{name: name, t: t})
		}
	}
	m.stmts(6 + g.r.IntN(8))
	return segment("arith", seg, "", m)
}

// uncaughtTail ends main with an exception nobody catches.
func (g *gen) uncaughtTail() part {
	bodies := []string{
		"        int[] last = new int[3];\n        last[(int) (ck & 7) + 3] = 1;\n",
		"        Object o = \"end\";\n        Integer n = (Integer) o;\n        out(\"not reached \" + n);\n",
		"        throw new IllegalStateException(\"end \" + Long.toHexString(ck), new ArithmeticException(\"inner\"));\n",
		"        String s = ck == 0 ? \"x\" : null;\n        out(\"length \" + s.length());\n",
		"        long z = ck - ck;\n        out(\"quotient \" + (ck / z));\n",
	}
	return part{kind: "uncaught", body: bodies[g.r.IntN(len(bodies))], tail: true}
}
