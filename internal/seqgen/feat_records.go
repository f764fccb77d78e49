package seqgen

import "fmt"

// recordsSegment: records with compact and extra constructors,
// validation, static factories, generic and nested records, records of
// floating-point components (equals compares them like Double.compare),
// toString, hashCode and equals, records in hash and tree collections,
// local records, instanceof patterns on records.
func (g *gen) recordsSegment(seg int) part {
	g.uniq++
	u := g.uniq
	decls := fmt.Sprintf(`
    interface Shape%[1]d {
        double size();

        default String kind() {
            return getClass().getSimpleName() + "/" + size();
        }
    }

    record Pt%[1]d(int x, long y, String s) implements Shape%[1]d {
        Pt%[1]d {
            if (x < %[2]d) {
                throw new IllegalArgumentException("x too small: " + x);
            }
            s = s == null ? "none" : s.trim();
        }

        Pt%[1]d(int x) {
            this(x, x * %[3]dL, null);
        }

        static Pt%[1]d origin() {
            return new Pt%[1]d(0);
        }

        int sum() {
            return x + (int) y;
        }

        public double size() {
            return Math.hypot(x, y);
        }
    }

    record Fl%[1]d(double d, float f, char c, boolean b, byte by, short sh) {
    }

    record Pair%[1]d<A, B>(A first, B second) {
        <C> Pair%[1]d<A, C> withSecond(C c) {
            return new Pair%[1]d<>(first, c);
        }
    }

    record Nest%[1]d(Pt%[1]d p, List<Integer> xs, Pair%[1]d<String, Integer> pair) {
        Nest%[1]d {
            xs = List.copyOf(xs);
        }
    }
`, u, g.r.IntN(20)-15, g.r.IntN(7)-3)
	m := g.newMethod(seg)
	pt := fmt.Sprintf("Pt%d", u)
	newPt := func() string {
		switch g.r.IntN(3) {
		case 0:
			return fmt.Sprintf("new %s(%s)", pt, m.smallInt(-20, 20))
		case 1:
			return pt + ".origin()"
		}
		return fmt.Sprintf("new %s(%s, %s, %s)", pt, m.smallInt(-20, 20), m.lit(tLong), []string{"null", m.strLit(), `" padded "`}[g.r.IntN(3)])
	}
	newFl := func() string {
		return fmt.Sprintf("new Fl%d(%s, %s, %s, %s, %s, %s)", u, m.lit(tDouble), m.lit(tFloat), m.lit(tChar), m.lit(tBool), m.lit(tByte), m.lit(tShort))
	}
	for range 3 + g.r.IntN(5) {
		m.guardAll(func() {
			switch g.r.IntN(7) {
			case 0:
				m.line("%s a = %s, b = %s;", pt, newPt(), newPt())
				m.print("a")
				m.print("a.equals(b) + \" \" + (a.hashCode() == b.hashCode()) + \" \" + a.hashCode()")
				m.print("a.x() + a.y() + a.s() + a.sum()")
				m.print("a.kind()")
			case 1:
				m.line("Fl%d a = %s;", u, newFl())
				m.line("Fl%[1]d b = new Fl%[1]d(a.d(), a.f(), a.c(), a.b(), a.by(), a.sh());", u)
				m.line("Fl%d c = %s;", u, newFl())
				m.print("a")
				m.print("a.equals(b) + \" \" + a.equals(c) + \" \" + a.hashCode() + \" \" + c.hashCode()")
				m.line("Fl%[1]d z1 = new Fl%[1]d(0.0, 0f, 'z', true, (byte) 0, (short) 0), z2 = new Fl%[1]d(-0.0, 0f, 'z', true, (byte) 0, (short) 0);", u)
				m.print("z1.equals(z2) + \" \" + (z1.d() == z2.d())")
				m.line("Fl%[1]d n1 = new Fl%[1]d(Double.NaN, Float.NaN, 'n', false, (byte) 1, (short) 1);", u)
				m.print("n1.equals(new Fl" + fmt.Sprint(u) + "(0.0 / 0.0, 0f / 0f, 'n', false, (byte) 1, (short) 1)) + \" \" + n1.hashCode()")
			case 2:
				m.line("Pair%[1]d<String, Integer> p1 = new Pair%[1]d<>(%[2]s, %[3]s);", u, m.strLit(), m.smallInt(-5, 5))
				m.line("Pair%[1]d<String, List<Integer>> p2 = p1.withSecond(List.of(1, 2));", u)
				m.print("p1 + \" \" + p2 + \" \" + p1.equals(p2) + \" \" + p2.hashCode()")
				m.line("Nest%[1]d n = new Nest%[1]d(%[2]s, new ArrayList<>(List.of(3, 4)), p1);", u, newPt())
				m.print("n + \" \" + n.hashCode()")
				m.guarded(true, func() { m.line("n.xs().add(5);") })
				m.guarded(true, func() { m.print(fmt.Sprintf("new Nest%d(null, null, null)", u)) })
			case 3:
				m.line("Set<%s> set = new HashSet<>();", pt)
				m.line("TreeMap<%[1]s, String> byX = new TreeMap<>(Comparator.comparingInt(%[1]s::x).thenComparing(%[1]s::s));", pt)
				for range 3 + g.r.IntN(4) {
					m.line("set.add(%s);", newPt())
				}
				m.open("for (%s q : set)", pt)
				m.line("byX.put(q, q.s());")
				m.close()
				m.print("set.size() + \" \" + byX")
			case 4:
				m.line("record Loc(int a, String b) {")
				m.line("    Loc {")
				m.line("        b = b + a;")
				m.line("    }")
				m.line("}")
				m.line("Loc l1 = new Loc(%s, %s);", m.smallInt(-3, 3), m.strLit())
				m.print("l1 + \" \" + l1.equals(new Loc(l1.a(), l1.b())) + \" \" + l1.getClass().getName()")
			case 5:
				m.line("Object o = %s ? %s : %s;", m.lit(tBool), newPt(), newFl())
				m.print(fmt.Sprintf("o instanceof %s q && q.x() > 0 ? q.sum() : -1", pt))
				m.print(fmt.Sprintf("o instanceof Fl%d f ? f.c() + f.sh() : 0", u))
				m.print("o.getClass().isRecord()")
				m.print("Arrays.toString(Arrays.stream(o.getClass().getRecordComponents()).map(java.lang.reflect.RecordComponent::getName).toArray())")
			default:
				m.line("%s a = new %s(%s, %s, %s);", pt, pt, m.smallInt(-30, 5), m.lit(tLong), m.strLit())
				m.print("a")
			}
		})
	}
	return segment("records", seg, decls, m)
}
