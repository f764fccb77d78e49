// Command resultgen writes the Java sources of jcstress's result classes
// (org.openjdk.jcstress.infra.results.*_Result) for the guest library:
// the same names, public fields r1…rN and toString ("1, 0") as the
// classes jcstress generates, so that jcstress tests compile against
// gojpf's guest library and their results read the same. guestlib/gen.sh
// runs it into a temporary directory and compiles the output with the
// rest of the guest library; only the classes are committed.
//
// The set is jcstress's: one to eight fields of one type, every pair and
// every triple of the nine types (boolean, byte, short, char, int, long,
// float, double, Object).
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

type jtype struct{ code, name string }

var types = []jtype{
	{"Z", "boolean"}, {"B", "byte"}, {"S", "short"}, {"C", "char"},
	{"I", "int"}, {"J", "long"}, {"F", "float"}, {"D", "double"}, {"L", "Object"},
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: resultgen DIR")
		os.Exit(2)
	}
	dir := filepath.Join(os.Args[1], "org", "openjdk", "jcstress", "infra", "results")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	done := map[string]bool{}
	gen := func(ts ...jtype) {
		name := ""
		for _, t := range ts {
			name += t.code
		}
		name += "_Result"
		if done[name] {
			return
		}
		done[name] = true
		if err := os.WriteFile(filepath.Join(dir, name+".java"), []byte(source(name, ts)), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	for _, t := range types {
		for n := 1; n <= 8; n++ {
			ts := make([]jtype, n)
			for i := range ts {
				ts[i] = t
			}
			gen(ts...)
		}
	}
	for _, a := range types {
		for _, b := range types {
			gen(a, b)
		}
	}
	for _, a := range types {
		for _, b := range types {
			for _, c := range types {
				gen(a, b, c)
			}
		}
	}
}

// source is one result class: its fields, toString, equals and hashCode.
func source(name string, ts []jtype) string {
	var b strings.Builder
	fmt.Fprintf(&b, "package org.openjdk.jcstress.infra.results;\n\n")
	fmt.Fprintf(&b, "/** A jcstress result of %d field(s) (gojpf guest library). */\n", len(ts))
	fmt.Fprintf(&b, "@org.openjdk.jcstress.annotations.Result\npublic final class %s implements java.io.Serializable {\n", name)
	for i, t := range ts {
		fmt.Fprintf(&b, "    public %s r%d;\n", t.name, i+1)
	}
	b.WriteString("    public int jcstress_trap;\n\n")
	b.WriteString("    @Override\n    public String toString() {\n        return \"\"")
	for i := range ts {
		if i > 0 {
			b.WriteString(" + \", \"")
		}
		fmt.Fprintf(&b, " + r%d", i+1)
	}
	b.WriteString(";\n    }\n\n")
	fmt.Fprintf(&b, "    @Override\n    public boolean equals(Object o) {\n        if (this == o) return true;\n        if (o == null || getClass() != o.getClass()) return false;\n        %s that = (%s) o;\n", name, name)
	for i, t := range ts {
		n := i + 1
		switch t.code {
		case "D":
			fmt.Fprintf(&b, "        if (Double.compare(r%d, that.r%d) != 0) return false;\n", n, n)
		case "F":
			fmt.Fprintf(&b, "        if (Float.compare(r%d, that.r%d) != 0) return false;\n", n, n)
		case "L":
			fmt.Fprintf(&b, "        if (!java.util.Objects.equals(r%d, that.r%d)) return false;\n", n, n)
		default:
			fmt.Fprintf(&b, "        if (r%d != that.r%d) return false;\n", n, n)
		}
	}
	b.WriteString("        return true;\n    }\n\n    @Override\n    public int hashCode() {\n        int h = 0;\n")
	for i, t := range ts {
		n := i + 1
		var v string
		switch t.code {
		case "Z":
			v = fmt.Sprintf("(r%d ? 1 : 0)", n)
		case "J", "F", "D":
			v = fmt.Sprintf("(int) r%d", n)
		case "L":
			v = fmt.Sprintf("java.util.Objects.hashCode(r%d)", n)
		default:
			v = fmt.Sprintf("r%d", n)
		}
		fmt.Fprintf(&b, "        h += %s << %d;\n", v, i)
	}
	b.WriteString("        return h;\n    }\n}\n")
	return b.String()
}
