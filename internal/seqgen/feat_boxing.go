package seqgen

import "fmt"

// cacheEdges are values around the boxing caches' bounds.
var cacheEdges = []int{-129, -128, -1, 0, 1, 100, 127, 128, 129, 1000}

// boxingSegment: the Integer/Long/Short/Character caches, equals across
// types, unboxing null (helpful NullPointerException messages), the
// conditional operator's unboxing, boxed increments, and collections of
// boxed values.
func (g *gen) boxingSegment(seg int) part {
	m := g.newMethod(seg)
	for range 4 + g.r.IntN(6) {
		m.guardAll(func() {
			switch g.r.IntN(8) {
			case 0:
				m.boxCaches()
			case 1:
				m.boxEquals()
			case 2:
				m.unboxNull()
			case 3:
				m.boxArith()
			case 4:
				m.boxedList()
			case 5:
				m.boxNumbers()
			case 6:
				m.collections()
			default:
				m.mapOps()
			}
		})
	}
	return segment("boxing", seg, "", m)
}

func (m *method) cacheVal() int { return cacheEdges[m.r.IntN(len(cacheEdges))] }

func (m *method) boxCaches() {
	a, b := m.fresh("bx"), m.fresh("bx")
	v := m.cacheVal()
	w := v
	if m.r.IntN(3) == 0 {
		w = m.cacheVal()
	}
	switch m.r.IntN(5) {
	case 0:
		m.line("Integer %s = %d, %s = %d;", a, v, b, w)
	case 1:
		m.line("Long %s = %dL, %s = %dL;", a, v, b, w)
	case 2:
		m.line("Short %s = (short) %d, %s = (short) %d;", a, v, b, w)
	case 3:
		m.line("Character %s = (char) %d, %s = (char) %d;", a, v&0xffff, b, w&0xffff)
	default:
		m.line("Byte %s = (byte) %d, %s = (byte) %d;", a, int8(v), b, int8(w))
	}
	m.print(fmt.Sprintf("%s == %s", a, b))
	m.print(fmt.Sprintf("%s.equals(%s)", a, b))
	m.print(fmt.Sprintf("%s.compareTo(%s)", a, b))
	m.print(fmt.Sprintf("%s.hashCode()", a))
	m.line("%s++;", a)
	m.print(fmt.Sprintf("%s == %s", a, b))
	m.print(a)
}

func (m *method) boxEquals() {
	pairs := []string{
		"Integer.valueOf(%[1]d).equals(Long.valueOf(%[1]d))", "Long.valueOf(%[1]d).equals(%[1]dL)", "Long.valueOf(%[1]d).equals(%[1]d)",
		"Double.valueOf(0.0).equals(-0.0)", "(0.0 == -0.0)", "Double.valueOf(Double.NaN).equals(Double.NaN)", "(Double.NaN == Double.NaN)",
		"Float.valueOf(%[1]d).equals(%[1]df)", "Short.valueOf((short) %[1]d).equals(%[1]d)", "Objects.equals(%[1]d, %[1]dL)",
		"new Integer(%[1]d) == new Integer(%[1]d)", "new Integer(%[1]d).equals(new Integer(%[1]d))", "Integer.valueOf(%[1]d) == new Integer(%[1]d)",
		"Character.valueOf((char) %[1]d).equals((char) %[1]d)", "Boolean.valueOf(\"TRUE\") == Boolean.TRUE", "new Boolean(true) == Boolean.TRUE",
		"Double.valueOf(%[1]d).hashCode()", "Float.valueOf(-0.0f).hashCode()", "Double.valueOf(-0.0).compareTo(0.0)", "Double.compare(Double.NaN, Double.POSITIVE_INFINITY)",
		"Integer.valueOf(%[1]d).equals((short) %[1]d)", "((Object) %[2]s).getClass().getName()", "((Object) (char) %[2]s).getClass().getName()",
		"((Number) %[2]s).doubleValue()", "((Number) (%[1]dL * 3)).intValue()", "((Comparable<Integer>) %[2]s).compareTo(5)",
	}
	for range 3 + m.r.IntN(4) {
		v := m.cacheVal()
		m.print(fmtIndexed(pairs[m.r.IntN(len(pairs))], v, intLit(int64(v))))
	}
}

func (m *method) unboxNull() {
	n := m.fresh("nl")
	t := []string{"Integer", "Long", "Double", "Boolean", "Character"}[m.r.IntN(5)]
	m.line("%s %s = null;", t, n)
	flag := m.fresh("f")
	m.line("boolean %s = %s;", flag, m.lit(tBool))
	prim := map[string]string{"Integer": "int", "Long": "long", "Double": "double", "Boolean": "boolean", "Character": "char"}[t]
	zero := map[string]string{"Integer": "0", "Long": "0L", "Double": "0.0", "Boolean": "false", "Character": "'0'"}[t]
	cases := []string{
		"%[3]s x = %[1]s;\n p(\"x\", x);",
		"%[4]s y = %[2]s ? %[1]s : %[5]s;\n p(\"y\", y);",
		"p(\"z\", %[1]s.hashCode());",
		"p(\"w\", Objects.hashCode(%[1]s));",
		"p(\"v\", String.valueOf(%[1]s));",
		"%[3]s[] arr = {%[5]s};\n arr[0] = %[1]s;",
		"Object o = %[1]s;\n p(\"o\", o instanceof %[4]s);",
	}
	for range 2 + m.r.IntN(2) {
		c := cases[m.r.IntN(len(cases))]
		m.guarded(true, func() {
			for _, l := range splitLines(fmt.Sprintf(c, n, flag, prim, t, zero)) {
				m.line("%s", l)
			}
		})
	}
	m.guarded(true, func() {
		m.line("H hh = %s ? null : new H();", flag)
		m.print("hh.i + hh.j")
	})
}

func (m *method) boxArith() {
	a := m.fresh("ba")
	t := []ptype{tInt, tLong, tDouble, tChar, tShort, tByte, tFloat}[m.r.IntN(7)]
	m.line("%s %s = %s;", t.box(), a, m.lit(t))
	for range 2 + m.r.IntN(3) {
		switch m.r.IntN(3) {
		case 0:
			m.line("%s++;", a)
		case 1:
			if t == tChar || t == tShort || t == tByte {
				m.line("%s = (%s) (%s + %d);", a, t, a, m.r.IntN(300))
			} else {
				m.line("%s += %s;", a, m.lit(t))
			}
		default:
			m.line("%s--;", a)
		}
		m.print(a)
	}
	m.print(fmt.Sprintf("%s.hashCode()", a))
	m.print(fmt.Sprintf("%s.toString()", a))
}

func (m *method) boxedList() {
	l := m.fresh("bl")
	m.line("List<Integer> %s = new ArrayList<>(List.of(%s));", l, m.intList(3+m.r.IntN(4), 5))
	m.line("%s.remove(1);", l)
	m.print(l)
	m.line("%s.remove(Integer.valueOf(%d));", l, m.r.IntN(5))
	m.print(l)
	m.guarded(true, func() {
		m.line("%s.remove(%d);", l, 2+m.r.IntN(4))
		m.print(l)
	})
	m.print(fmt.Sprintf("%s.indexOf(%d)", l, m.r.IntN(5)))
	m.print(fmt.Sprintf("%s.contains(%dL)", l, m.r.IntN(5)))
	m.line("int sum = 0;")
	m.open("for (int x : %s)", l)
	m.line("sum += x;")
	m.close()
	m.print("sum")
}

// intList is n comma-separated ints in [0, max).
func (m *method) intList(n, max int) string {
	s := ""
	for i := range n {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprint(m.r.IntN(max))
	}
	return s
}

func (m *method) boxNumbers() {
	m.line("Number[] ns = {%d, %dL, %s, %s, (short) %d, (byte) %d};", m.cacheVal(), m.cacheVal(), m.lit(tDouble), m.lit(tFloat), m.cacheVal(), int8(m.cacheVal()))
	m.open("for (Number n : ns)")
	m.print(`n.getClass().getSimpleName() + " " + n.intValue() + " " + n.longValue() + " " + n.floatValue() + " " + n.byteValue()`)
	m.close()
	m.line("Object o = %s ? (Object) 1 : \"one\";", m.lit(tBool))
	m.print("o instanceof Integer i && i > 0 ? i + 1 : -1")
	m.print("o instanceof String s ? s.length() : -2")
	m.line("long lsum = 0;")
	m.open("for (Number n : ns)")
	m.line("lsum += n instanceof Integer i ? i : n instanceof Long l ? l : 7;")
	m.close()
	m.print("lsum")
	m.print("Integer.valueOf(Integer.MAX_VALUE) + 1")
	m.print("(Integer) (int) Short.MAX_VALUE")
}

// collections exercises lists, deques, sets and queues of boxed values
// and strings, with fail-fast iterators and unmodifiable collections.
func (m *method) collections() {
	switch m.r.IntN(6) {
	case 0:
		m.line("ArrayDeque<Integer> dq = new ArrayDeque<>();")
		for range 3 + m.r.IntN(4) {
			m.line("dq.%s(%d);", []string{"push", "offerLast", "addFirst"}[m.r.IntN(3)], m.r.IntN(100))
		}
		m.print("dq")
		m.print("dq.pop() + \" \" + dq.pollLast() + \" \" + dq.peekFirst()")
		m.line("PriorityQueue<Integer> pq = new PriorityQueue<>(dq);")
		m.line("pq.add(%d);", m.r.IntN(100))
		m.line("StringBuilder order = new StringBuilder();")
		m.open("while (!pq.isEmpty())")
		m.line("order.append(pq.poll()).append(',');")
		m.close()
		m.print("order")
	case 1:
		m.line("List<String> ls = new ArrayList<>(List.of(%s, %s, %s));", m.strLit(), m.strLit(), m.strLit())
		m.guarded(true, func() {
			m.open("for (String s : ls)")
			m.open("if (s.length() %% 2 == %d)", m.r.IntN(2))
			m.line("ls.add(\"more\");")
			m.close()
			m.close()
		})
		m.print("ls")
		m.line("Iterator<String> it = ls.iterator();")
		m.open("while (it.hasNext())")
		m.open("if (it.next().isEmpty())")
		m.line("it.remove();")
		m.close()
		m.close()
		m.print("ls")
		m.line("ListIterator<String> li = ls.listIterator();")
		m.open("while (li.hasNext())")
		m.line("li.set(li.next() + li.previousIndex());")
		m.close()
		m.print("ls")
		m.print("ls.subList(0, Math.min(2, ls.size()))")
	case 2:
		m.guarded(true, func() { m.line("List.of(1, 2).add(3);") })
		m.guarded(true, func() { m.line("List.of(1, null);") })
		m.guarded(true, func() { m.line("Map.of(\"k\", 1, \"k\", 2);") })
		m.guarded(true, func() { m.line("Set.of(%d, %d);", m.r.IntN(3), m.r.IntN(3)) })
		m.guarded(true, func() { m.line("Collections.unmodifiableList(new ArrayList<>(List.of(1))).set(0, 2);") })
		m.guarded(true, func() { m.print(fmt.Sprintf("new ArrayList<>(List.of(1, 2)).get(%d)", m.r.IntN(4))) })
		m.guarded(true, func() { m.print("new LinkedList<Integer>().getFirst()") })
		m.guarded(true, func() { m.print("new ArrayDeque<Integer>().pop()") })
		m.guarded(true, func() { m.print("List.of(3, 1, 2).iterator().next()") })
	case 3:
		m.line("Set<Integer> hs = new HashSet<>();")
		m.line("Set<String> ts = new TreeSet<>(Comparator.reverseOrder());")
		m.line("Set<String> lhs = new LinkedHashSet<>();")
		for range 4 + m.r.IntN(5) {
			m.line("hs.add(%d);", m.r.IntN(2000)-1000)
			s := m.strLit()
			m.line("ts.add(%s);", s)
			m.line("lhs.add(%s);", s)
		}
		m.print("hs")
		m.print("ts")
		m.print("lhs")
		m.print("hs.hashCode() + \" \" + ts.hashCode()")
		m.line("hs.removeIf(x -> x %% %d == 0);", 2+m.r.IntN(3))
		m.print("hs")
	case 4:
		m.line("List<Integer> data = new ArrayList<>();")
		m.line("Random rnd = new Random(%d);", m.r.IntN(1000))
		m.open("for (int i = 0; i < %d; i++)", 5+m.r.IntN(10))
		m.line("data.add(rnd.nextInt(%d) - %d);", 100, 50)
		m.close()
		m.print("data")
		m.line("Collections.sort(data);")
		m.print("data")
		m.line("Collections.shuffle(data, new Random(%d));", m.r.IntN(1000))
		m.print("data")
		m.line("Collections.rotate(data, %d);", m.r.IntN(7)-3)
		m.print("data")
		m.print("Collections.max(data) + \" \" + Collections.min(data) + \" \" + Collections.frequency(data, data.get(0))")
		m.print("rnd.nextLong() + \" \" + rnd.nextDouble() + \" \" + rnd.nextBoolean() + \" \" + rnd.nextGaussian()")
	default:
		m.line("BitSet bs = new BitSet();")
		for range 3 + m.r.IntN(4) {
			m.line("bs.set(%d);", m.r.IntN(130))
		}
		m.print("bs")
		m.print("bs.cardinality() + \" \" + bs.nextClearBit(0) + \" \" + bs.length()")
		m.line("StringJoiner sj = new StringJoiner(\", \", \"{\", \"}\");")
		m.line("sj.setEmptyValue(\"EMPTY\");")
		m.print("sj")
		m.line("sj.add(%s).add(%s);", m.strLit(), m.strLit())
		m.print("sj")
	}
}

func (m *method) mapOps() {
	m.line("Map<String, Integer> hm = new HashMap<>();")
	m.line("TreeMap<Integer, String> tm = new TreeMap<>();")
	words := []string{`"a"`, `"b"`, `"Aa"`, `"BB"`, `"key"`, `"x"`, `""`}
	for range 4 + m.r.IntN(6) {
		w := words[m.r.IntN(len(words))]
		switch m.r.IntN(5) {
		case 0:
			m.line("hm.merge(%s, %d, Integer::sum);", w, m.r.IntN(10))
		case 1:
			m.line("hm.put(%s, %d);", w, m.r.IntN(10))
		case 2:
			m.line("hm.computeIfAbsent(%s, k -> k.length());", w)
		case 3:
			m.line("hm.computeIfPresent(%s, (k, v) -> v > 3 ? null : v + 1);", w)
		default:
			m.line("tm.put(%d, %s);", m.r.IntN(40)-20, w)
		}
	}
	m.print("hm")
	m.print("tm")
	m.print(fmt.Sprintf("hm.getOrDefault(%s, -1)", words[m.r.IntN(len(words))]))
	m.print("hm.keySet() + \" \" + hm.values() + \" \" + hm.entrySet()")
	m.guarded(true, func() {
		m.print("tm.firstKey() + \" \" + tm.lastEntry() + \" \" + tm.floorKey(0) + \" \" + tm.headMap(5) + \" \" + tm.descendingMap()")
	})
	m.line("StringBuilder sb = new StringBuilder();")
	m.open("for (Map.Entry<String, Integer> e : hm.entrySet())")
	m.line("sb.append(e.getKey()).append('=').append(e.getValue() * 2).append(';');")
	m.close()
	m.print("sb")
	m.print("hm.equals(new HashMap<>(hm)) + \" \" + hm.hashCode()")
}
