package seqgen

import "fmt"

// initSegment: when classes and interfaces are initialized (JLS 12.4.1)
// and in which order their initializers run: static blocks and static
// fields, constants that do not trigger initialization, class literals
// and array creation that do not either, a static method reached
// through a subclass (initializes only the declaring class), superclass
// before subclass, an interface with a default method initialized with
// the class that implements it, one without only when its field is read;
// instance initializers and constructor chaining with this(...) and
// super(...).
func (g *gen) initSegment(seg int) part {
	g.uniq++
	u := g.uniq
	k := func() int { return g.r.IntN(9) + 1 }
	decls := fmt.Sprintf(`
    static int trace%[1]d(String s) {
        out("init " + s);
        return s.length();
    }

    interface Plain%[1]d {
        int P = trace%[1]d("Plain%[1]d.P");
        int CONST = %[2]d;
    }

    interface WithDefault%[1]d {
        int W = trace%[1]d("WithDefault%[1]d.W");

        default int w() {
            return W + 1;
        }
    }

    static class Top%[1]d implements Plain%[1]d {
        static final int CONST = %[3]d;
        static final String NAME = "top";
        static final Integer BOXED = %[4]d;
        static int plain = trace%[1]d("Top%[1]d.plain");
        int inst = trace%[1]d("Top%[1]d.inst");

        static {
            out("Top%[1]d static block");
        }

        {
            out("Top%[1]d instance block " + inst);
        }

        Top%[1]d() {
            this(%[5]d);
            out("Top%[1]d()");
        }

        Top%[1]d(int k) {
            out("Top%[1]d(" + k + ")");
        }

        static int m() {
            return %[6]d;
        }
    }

    static class Mid%[1]d extends Top%[1]d implements WithDefault%[1]d {
        static int mid = trace%[1]d("Mid%[1]d.mid");

        static {
            out("Mid%[1]d static block");
        }

        int own = trace%[1]d("Mid%[1]d.own");

        Mid%[1]d() {
            super(%[7]d);
            out("Mid%[1]d() own=" + own + " w=" + w());
        }
    }

    static class Leaf%[1]d extends Mid%[1]d {
        static final long BIG = %[8]dL;
        static int leaf = trace%[1]d("Leaf%[1]d.leaf");

        static {
            out("Leaf%[1]d static block");
        }
    }
`, u, k(), k(), k(), k(), k(), k(), k())
	ops := []string{
		fmt.Sprintf(`p("Top.CONST", Top%d.CONST);`, u),
		fmt.Sprintf(`p("Top.NAME", Top%d.NAME);`, u),
		fmt.Sprintf(`p("Leaf.BIG", Leaf%d.BIG);`, u),
		fmt.Sprintf(`p("Plain.CONST", Plain%d.CONST);`, u),
		fmt.Sprintf(`p("array", new Leaf%d[2].length);`, u),
		fmt.Sprintf(`p("class", Mid%d.class.getSimpleName());`, u),
		fmt.Sprintf(`p("Leaf.m()", Leaf%d.m());`, u),
		fmt.Sprintf(`p("Top.BOXED", Top%d.BOXED);`, u),
		fmt.Sprintf(`p("Mid.mid", Mid%d.mid);`, u),
		fmt.Sprintf(`p("Leaf.leaf", Leaf%d.leaf);`, u),
		fmt.Sprintf(`p("Plain.P", Plain%d.P);`, u),
		fmt.Sprintf(`p("new Top", new Top%d().inst);`, u),
		fmt.Sprintf(`p("new Mid", new Mid%d().own);`, u),
		fmt.Sprintf(`p("new Leaf", new Leaf%d().w());`, u),
		fmt.Sprintf(`p("forName", Class.forName("%sMain$Leaf%d").getSimpleName());`, g.pkgPrefix(), u),
		fmt.Sprintf(`p("forName no init", Class.forName("%sMain$Top%d", false, Main.class.getClassLoader()).getSimpleName());`, g.pkgPrefix(), u),
	}
	m := g.newMethod(seg)
	for _, i := range g.r.Perm(len(ops))[:6+g.r.IntN(6)] {
		m.line("%s", ops[i])
	}
	return segment("init", seg, decls, m)
}

// pkgPrefix is what the binary names of the program's classes start with.
func (g *gen) pkgPrefix() string {
	if g.pkg == "" {
		return ""
	}
	return g.pkg + "."
}
