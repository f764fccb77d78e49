package seqgen

import (
	"fmt"
	"strings"
)

// objectsSegment: a small class hierarchy with an interface (default,
// static and private methods), an abstract class whose constructor calls
// an overridden method, field and static-method hiding, super calls,
// conflicting defaults resolved with X.super.m(), a generic class with a
// bridge method, inner, local and anonymous classes; virtual and
// interface calls over an array of them, casts that fail, equals and
// hashCode overrides in a HashSet.
func (g *gen) objectsSegment(seg int) part {
	g.uniq++
	u := g.uniq
	k := func() int { return g.r.IntN(19) - 9 }
	optional := func(code string) string {
		if g.r.IntN(3) == 0 {
			return ""
		}
		return code
	}
	var d strings.Builder
	fmt.Fprintf(&d, `
    interface Sh%[1]d {
        int area(int x);

        default String describe(int x) {
            return name() + ":" + area(x) + "/" + helper();
        }

        default String name() {
            return "Sh";
        }

        static int twice(int x) {
            return 2 * x;
        }

        private int helper() {
            return %[2]d;
        }
    }

    interface Named%[1]d {
        default String name() {
            return "Named";
        }
    }

    static abstract class Base%[1]d implements Sh%[1]d {
        static int made;
        int v = init();
        String tag = "base";

        Base%[1]d() {
            made++;
            out("Base%[1]d() v=" + v);
        }

        int init() {
            return %[3]d;
        }

        public int area(int x) {
            return x * %[4]d + v;
        }

        abstract int kind();

        static String st() {
            return "Base";
        }

        @Override
        public String toString() {
            return getClass().getSimpleName() + "[" + v + "," + kind() + "]";
        }
    }

    static class Sq%[1]d extends Base%[1]d {
        int v = %[5]d;
        String tag = "sq";

        Sq%[1]d() {
            super();
            out("Sq%[1]d() v=" + v + " super.v=" + super.v);
        }

        @Override
        int init() {
            return v + %[6]d;
        }
%[7]s
        int kind() {
            return 1;
        }

        static String st() {
            return "Sq";
        }
    }

    static class Cube%[1]d extends Sq%[1]d implements Named%[1]d {
        @Override
        public String name() {
            return "Cube/" + Named%[1]d.super.name();
        }
%[8]s%[9]s    }

    interface Extra%[1]d {
        default String describe(int x) {
            return "extra" + x;
        }
    }

    static final class Tri%[1]d extends Base%[1]d implements Extra%[1]d {
        int kind() {
            return 3;
        }

        @Override
        public String describe(int x) {
            return "tri " + Extra%[1]d.super.describe(x + 1) + " " + area(x);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Tri%[1]d t && t.v == v;
        }

        @Override
        public int hashCode() {
            return v * 31;
        }
    }

    static class Box%[1]d<T extends Comparable<T>> implements Comparable<Box%[1]d<T>> {
        final T t;

        Box%[1]d(T t) {
            this.t = t;
        }

        @Override
        public int compareTo(Box%[1]d<T> o) {
            return t.compareTo(o.t);
        }

        @Override
        public String toString() {
            return "Box(" + t + ")";
        }
    }

    static class Outer%[1]d {
        int x = %[10]d;

        class Inner {
            int get(int y) {
                return x * y + Outer%[1]d.this.x;
            }
        }

        Inner make() {
            x++;
            return new Inner();
        }
    }
`, u, k(), k(), k(), k(), k(),
		optional("\n        @Override\n        public int area(int x) {\n            return super.area(x) + v * x;\n        }\n"),
		optional("\n        @Override\n        int kind() {\n            return 2 + super.kind();\n        }\n"),
		optional(fmt.Sprintf("\n        @Override\n        public int area(int x) {\n            return -super.area(x) + %d;\n        }\n", k())),
		k())

	m := g.newMethod(seg)
	base := fmt.Sprintf("Base%d", u)
	m.line("%s[] objs = {new Sq%d(), new Cube%d(), new Tri%d(), new %s() {", base, u, u, u, base)
	m.depth++
	m.line("int kind() {")
	m.line("    return %d;", k())
	m.line("}")
	m.depth--
	m.line("}};")
	x := m.fresh("x")
	m.line("int %s = %s;", x, m.smallInt(-5, 9))
	m.declare(local{name: x, t: tInt})
	m.open("for (%s o : objs)", base)
	calls := []string{"o.area(%s)", "o.describe(%s)", "o.kind()", "o.v", "o.tag", "o.name()", "o.toString()",
		"o instanceof Sq%[2]d", "o instanceof Named%[2]d", "o.getClass().getSimpleName()", "o.getClass().getSuperclass().getSimpleName()",
		"((Sh%[2]d) o).area(%[1]s + 1)", "o.equals(objs[2])", "o.getClass().isAnonymousClass()"}
	for range 3 + g.r.IntN(4) {
		m.print(fmtIndexed(strings.ReplaceAll(calls[g.r.IntN(len(calls))], "(%s)", "(%[1]s)"), x, u))
	}
	m.guarded(true, func() {
		m.line("Sq%d s = (Sq%d) o;", u, u)
		m.print("s.v + s.tag + s.area(2)")
	})
	m.close()
	m.print(fmt.Sprintf("%s.made + %s.st() + Sq%d.st()", base, base, u))
	m.line("Sh%d lam = y -> y * %d;", u, g.r.IntN(9))
	m.print(fmt.Sprintf("lam.describe(%s) + Sh%d.twice(%s)", x, u, x))
	m.line("List<Box%[1]d<Integer>> boxes = new ArrayList<>();", u)
	for range 3 + g.r.IntN(3) {
		m.line("boxes.add(new Box%d<>(%d));", u, g.r.IntN(50)-25)
	}
	m.line("Collections.sort(boxes);")
	m.print("boxes")
	m.line("Comparable<Box%[1]d<Integer>> cmp = boxes.get(0);", u)
	m.print("cmp.compareTo(boxes.get(1))")
	m.line("Outer%[1]d outer = new Outer%[1]d();", u)
	m.line("Outer%[1]d.Inner in1 = outer.make(), in2 = outer.new Inner();", u)
	m.print(fmt.Sprintf("in1.get(%s) + in2.get(2)", x))
	cap := m.fresh("cap")
	m.line("int %s = %s;", cap, m.smallInt(-9, 9))
	m.line("class Loc%d {", u)
	m.line("    int f(int a) {")
	m.line("        return a * %s + %d;", cap, k())
	m.line("    }")
	m.line("}")
	m.print(fmt.Sprintf("new Loc%d().f(%s) + new Loc%d().getClass().getName()", u, x, u))
	m.line("Set<Object> set = new HashSet<>(List.of(new Tri%[1]d(), \"tri\"));", u)
	m.print(fmt.Sprintf("set.contains(new Tri%d()) + \" \" + set.size()", u))
	m.guarded(true, func() {
		m.line("Object o = new Tri%d();", u)
		m.print(fmt.Sprintf("((Named%d) o).name()", u))
	})
	m.guarded(true, func() {
		m.line("Base%d nb = null;", u)
		m.print("nb.kind()")
	})
	return segment("objects", seg, d.String(), m)
}
