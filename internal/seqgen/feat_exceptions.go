package seqgen

import (
	"fmt"
	"strings"
)

// exceptionsSegment: custom exception classes (checked and unchecked,
// with causes and an overridden getMessage), implicit exceptions thrown
// from a few frames down, catch clauses in every legal order,
// multi-catch, finally blocks that override returns and run on break and
// continue, try-with-resources with suppressed exceptions, rethrow and
// wrapping, assert, and a class whose initialisation fails.
func (g *gen) exceptionsSegment(seg int) part {
	g.uniq++
	u := g.uniq
	m := g.newMethod(seg)
	kinds := g.r.Perm(8)
	var decls strings.Builder
	fmt.Fprintf(&decls, `
    static class Ea%[1]d extends RuntimeException {
        final int code;

        Ea%[1]d(String m, int code) {
            super(m);
            this.code = code;
        }
    }

    static class Eb%[1]d extends Ea%[1]d {
        Eb%[1]d(String m, Throwable cause) {
            super(m, -1);
            initCause(cause);
        }
    }

    static class Ck%[1]d extends Exception {
        Ck%[1]d(String m) {
            super(m);
        }

        @Override
        public String getMessage() {
            return "[" + super.getMessage() + "]";
        }
    }

    static class Res%[1]d implements AutoCloseable {
        final String name;
        final int failAt;

        Res%[1]d(String name, int failAt) throws Ck%[1]d {
            this.name = name;
            this.failAt = failAt;
            out("open " + name);
            if (failAt == 0) {
                throw new Ck%[1]d("open " + name);
            }
        }

        @Override
        public void close() throws Ck%[1]d {
            out("close " + name);
            if (failAt == 1) {
                throw new Ck%[1]d("close " + name);
            }
            if (failAt == 2) {
                throw new Ea%[1]d("close " + name, 2);
            }
        }
    }

    static int thr%[1]d(int k) throws Ck%[1]d {
        switch (k) {
`, u)
	bodies := []string{
		"return 10 / (k - k);",
		fmt.Sprintf("throw new Ea%d(\"ea\" + k, k);", u),
		fmt.Sprintf("throw new Eb%d(\"eb\", new IllegalStateException(\"why \" + k));", u),
		fmt.Sprintf("throw new Ck%d(\"checked \" + k);", u),
		"Object o = \"s\" + k;\n                return (Integer) o;",
		"int[] a = new int[k];\n                return a[k];",
		"String s = k > 100 ? \"x\" : null;\n                return s.length();",
		"", // calls thr with a case that does not recurse: set below
	}
	for {
		k := g.r.IntN(len(kinds))
		if kinds[k] != len(bodies)-1 {
			bodies[len(bodies)-1] = fmt.Sprintf("return thr%d(%d) + 1;", u, k)
			break
		}
	}
	for k, b := range kinds {
		fmt.Fprintf(&decls, "            case %d: {\n                %s\n            }\n", k, bodies[b])
	}
	fmt.Fprintf(&decls, "            default:\n                return k * 2;\n        }\n    }\n")
	finReturn := ""
	if g.r.IntN(2) == 0 {
		finReturn = fmt.Sprintf("\n            if (k == %d) {\n                return r;\n            }", g.r.IntN(9))
	}
	fmt.Fprintf(&decls, `
    static int fin%[1]d(int k) {
        int r = 0;
        try {
            r = thr%[1]d(k);
            return r;
        } catch (Ea%[1]d e) {
            r = e.code;
            return r * 10;
        } catch (Exception e) {
            return -1;
        } finally {
            r += 100;
            out("fin " + k + " r=" + r);%[2]s
        }
    }

    static StringBuilder finObj%[1]d(int k) {
        StringBuilder sb = new StringBuilder("v");
        try {
            sb.append(k);
            return sb;
        } finally {
            sb.append("+finally");
            sb = null;
        }
    }

    static int deep%[1]d(int n) {
        if (n == 0) {
            throw new Ea%[1]d("bottom", n);
        }
        return deep%[1]d(n - 1) + 1;
    }

    static class Bad%[1]d {
        static int v = boom%[1]d();
    }

    static int boom%[1]d() {
        if (ck != 42) {
            throw new Ea%[1]d("init", 9);
        }
        return 1;
    }
`, u, finReturn)

	for range 4 + g.r.IntN(5) {
		m.guardAll(func() {
			switch g.r.IntN(10) {
			case 0, 1:
				m.catchChain(u)
			case 2:
				m.print(fmt.Sprintf("fin%d(%d)", u, g.r.IntN(10)))
				m.print(fmt.Sprintf("finObj%d(%d)", u, g.r.IntN(10)))
			case 3:
				m.finallyLoop(u)
			case 4:
				m.tryResources(u)
			case 5:
				m.rethrow(u)
			case 6:
				m.throwableMethods(u)
			case 7:
				m.line("boolean ok = %s;", m.boolExpr(2))
				m.line("assert ok : \"assertion \" + ok;")
				m.line("assert !ok;")
				m.print("\"no assertion\"")
			case 8:
				m.print(fmt.Sprintf("deep%d(%d)", u, g.r.IntN(8)))
			default:
				for range 2 {
					m.guarded(true, func() { m.print(fmt.Sprintf("Bad%d.v", u)) })
				}
			}
		})
	}
	return segment("exceptions", seg, decls.String(), m)
}

// catchChain calls thr with a few arguments under a random legal list of
// catch clauses (subclasses before superclasses).
func (m *method) catchChain(u int) {
	clauses := []string{
		fmt.Sprintf("Eb%d", u), fmt.Sprintf("Ea%d", u), fmt.Sprintf("Ck%d", u), "ArithmeticException | ClassCastException",
		"NullPointerException", "IndexOutOfBoundsException", "RuntimeException", "Exception",
	}
	k := m.fresh("k")
	m.open("for (int %s : new int[] {%s})", k, m.intList(2+m.r.IntN(3), 9))
	m.open("try")
	m.print(fmt.Sprintf("thr%d(%s)", u, k))
	for _, c := range clauses {
		if m.r.IntN(2) == 0 {
			continue
		}
		m.closeWith("catch (%s e)", c)
		if strings.HasPrefix(c, "Ea") {
			m.print("e.code")
		}
		m.line("ex(%q, e);", m.label())
	}
	m.closeWith("catch (Throwable e)")
	m.line("ex(%q, e);", m.label())
	m.closeWith("finally")
	m.print(fmt.Sprintf("\"finally \" + %s", k))
	m.close()
	m.close()
}

// finallyLoop runs finally blocks on continue, break and exceptions.
func (m *method) finallyLoop(u int) {
	k := m.fresh("k")
	a, b, c := m.r.IntN(9), m.r.IntN(9), m.r.IntN(9)
	m.open("for (int %s = 0; %s < 9; %s++)", k, k, k)
	m.open("try")
	m.open("if (%s == %d)", k, a)
	m.line("continue;")
	m.close()
	m.open("if (%s == %d)", k, b)
	m.line("break;")
	m.close()
	m.print(fmt.Sprintf("thr%d(%s)", u, k))
	m.closeWith("catch (Ck%d e)", u)
	m.line("ex(%q, e);", m.label())
	m.closeWith("catch (RuntimeException e)")
	m.line("ex(%q, e);", m.label())
	m.open("if (%s == %d)", k, c)
	m.line("throw new Eb%d(\"wrapped at \" + %s, e);", u, k)
	m.close()
	m.closeWith("finally")
	m.line("out(\"finally \" + %s);", k)
	m.close()
	m.close()
}

func (m *method) tryResources(u int) {
	r1, r2 := m.r.IntN(4), m.r.IntN(4)
	m.open("try (Res%[1]d a = new Res%[1]d(\"a\", %[2]d); Res%[1]d b = new Res%[1]d(\"b\", %[3]d))", u, r1, r2)
	m.print(fmt.Sprintf("thr%d(%d)", u, m.r.IntN(10)))
	m.closeWith("catch (Ck%d e)", u)
	m.line("ex(%q, e);", m.label())
	m.closeWith("catch (RuntimeException e)")
	m.line("ex(%q, e);", m.label())
	m.closeWith("finally")
	m.line("out(\"twr done\");")
	m.close()
}

func (m *method) rethrow(u int) {
	m.line("Ea%d pre = new Ea%d(\"made early\", 5);", u, u)
	m.open("try")
	m.open("try")
	m.print(fmt.Sprintf("thr%d(%d)", u, m.r.IntN(10)))
	switch m.r.IntN(3) {
	case 0:
		m.closeWith("catch (Exception e)")
		m.line("throw new Eb%d(\"outer\", e);", u)
	case 1:
		m.closeWith("catch (RuntimeException e)")
		m.line("throw e;")
	default:
		m.closeWith("catch (Exception e)")
		m.line("throw pre;")
	}
	m.close()
	m.closeWith("catch (Ea%d e)", u)
	m.line("ex(%q, e);", m.label())
	m.print("e == pre")
	m.close()
}

func (m *method) throwableMethods(u int) {
	calls := []string{
		`new Ea%[1]d("m", 3).toString()`, `new RuntimeException((String) null).getMessage()`,
		`new RuntimeException(new Ck%[1]d("c")).getMessage()`, `new Ck%[1]d("c").getLocalizedMessage()`,
		`new Eb%[1]d("b", null).getCause()`, `new IllegalStateException("x", new Ck%[1]d("y")).getCause().getMessage()`,
		`new Exception().getMessage()`, `new Error("err").toString()`, `new ArithmeticException().toString()`,
	}
	for range 2 + m.r.IntN(3) {
		m.print(fmtIndexed(calls[m.r.IntN(len(calls))], u))
	}
	m.guarded(true, func() {
		m.line("RuntimeException self = new RuntimeException(\"self\");")
		m.line("self.addSuppressed(self);")
	})
	m.guarded(true, func() {
		m.line("RuntimeException twice = new RuntimeException(\"twice\", null);")
		m.line("twice.initCause(new Error(\"again\"));")
	})
	m.guarded(true, func() {
		m.line("Ea%d s = new Ea%d(\"with suppressed\", 1);", u, u)
		m.line("s.addSuppressed(new Ck%d(\"one\"));", u)
		m.line("s.addSuppressed(new ArithmeticException(\"two\"));")
		m.line("throw s;")
	})
}
