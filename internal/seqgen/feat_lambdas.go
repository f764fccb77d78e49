package seqgen

import (
	"fmt"
	"strings"
)

// lambdasSegment: java.util.function interfaces (generic and primitive),
// composition, capture, currying, recursion through an array, method
// references of every kind (static, bound, unbound, constructor, array
// constructor), comparators, streams and collectors, Optional, and
// lambdas that throw (their frames show in the stack trace).
func (g *gen) lambdasSegment(seg int) part {
	g.uniq++
	u := g.uniq
	m := g.newMethod(seg)
	decls := fmt.Sprintf(`
    static int sqr%[1]d(int x) {
        return x * x - %[2]d;
    }

    static String tagged%[1]d(Object o) {
        return "<" + o + ">";
    }
`, u, g.r.IntN(9))
	cap := m.fresh("cap")
	m.line("int %s = %s;", cap, m.smallInt(-9, 20))
	words := m.fresh("words")
	var ws []string
	for range 3 + g.r.IntN(4) {
		ws = append(ws, g.strLit())
	}
	m.line("List<String> %s = new ArrayList<>(List.of(%s));", words, strings.Join(ws, ", "))
	K := func() string { return fmt.Sprint(g.r.IntN(13) - 4) }
	snippets := []func(){
		func() {
			m.line("IntBinaryOperator op = (a, b) -> a * %s - b + %s;", K(), cap)
			m.exprStmt(func() string { return fmt.Sprintf("op.applyAsInt(%s, %s)", m.num(tInt, 2), m.num(tInt, 2)) }, m.print)
		},
		func() {
			m.line("Function<Integer, Integer> f = x -> x + %s;", K())
			m.line("Function<Integer, Integer> h = f.andThen(x -> x * %s).compose((Integer x) -> x - %s);", K(), cap)
			m.print(fmt.Sprintf("h.apply(%s) + \" \" + Function.<Integer>identity().andThen(f).apply(%s)", m.smallInt(-50, 50), cap))
		},
		func() {
			m.line("Supplier<String> sup = () -> \"cap=\" + %s;", cap)
			m.line("Runnable r = () -> p(\"run\", %s * 2);", cap)
			m.line("r.run();")
			m.print("sup.get()")
		},
		func() {
			m.line("BiFunction<String, Integer, String> rep = String::repeat;")
			m.line("UnaryOperator<String> up = String::toUpperCase;")
			m.print(fmt.Sprintf("rep.andThen(up).apply(%s, %s)", g.strLit(), m.smallInt(-1, 3)))
		},
		func() {
			m.line("Predicate<String> empty = String::isEmpty;")
			m.line("Predicate<String> q = empty.negate().and(s -> s.length() < %d).or(s -> s.startsWith(%s));", 1+g.r.IntN(5), g.strLit())
			m.open("for (String w : %s)", words)
			m.print("q.test(w)")
			m.close()
			m.print(fmt.Sprintf("%s.stream().filter(Predicate.not(empty)).count()", words))
		},
		func() {
			m.line("ToIntFunction<String> len = String::length;")
			m.line("IntFunction<int[]> mk = int[]::new;")
			m.line("Function<String, StringBuilder> ctor = StringBuilder::new;")
			m.line("Supplier<List<Integer>> ls = ArrayList::new;")
			m.line("List<Integer> made = ls.get();")
			m.line("made.add(len.applyAsInt(%s));", g.strLit())
			m.print("made + \" \" + ctor.apply(\"sb\").reverse()")
			m.print(fmt.Sprintf("mk.apply(%s).length", m.smallInt(-2, 4)))
		},
		func() {
			m.line("String base = %s;", g.strLit())
			m.line("Predicate<String> contains = base::contains;")
			m.line("Function<Object, String> tag = Main::tagged%d;", u)
			m.line("IntUnaryOperator sq = Main::sqr%d;", u)
			m.print(fmt.Sprintf("contains.test(%s) + tag.apply(%s) + sq.applyAsInt(%s)", g.strLit(), cap, m.num(tInt, 1)))
			m.line("BinaryOperator<Integer> sum = Integer::sum;")
			m.line("BinaryOperator<Integer> least = BinaryOperator.minBy(Comparator.naturalOrder());")
			m.print(fmt.Sprintf("sum.apply(%s, %s) + \" \" + least.apply(%s, %s)", cap, K(), K(), K()))
		},
		func() {
			m.line("%s.sort(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));", words)
			m.print(words)
			m.line("%s.sort(Comparator.comparingInt((String s) -> s.hashCode() %% %d).reversed());", words, 2+g.r.IntN(7))
			m.print(words)
			m.line("%s.sort(Comparator.nullsFirst(String.CASE_INSENSITIVE_ORDER));", words)
			m.print(words)
		},
		func() {
			m.line("IntUnaryOperator[] fib = new IntUnaryOperator[1];")
			m.line("fib[0] = n -> n < 2 ? n : fib[0].applyAsInt(n - 1) + fib[0].applyAsInt(n - 2);")
			m.print(fmt.Sprintf("fib[0].applyAsInt(%d)", g.r.IntN(15)))
			m.line("Function<Integer, Function<Integer, Integer>> add = a -> b -> a * %s + b;", K())
			m.print(fmt.Sprintf("add.apply(%s).apply(%s)", cap, K()))
		},
		func() {
			m.print(fmt.Sprintf("IntStream.rangeClosed(%s, %d).filter(i -> i %% %d == 0).map(i -> i * i).sum()", K(), 5+g.r.IntN(20), 1+g.r.IntN(4)))
			m.print(fmt.Sprintf("%s.stream().map(String::toUpperCase).filter(w -> w.length() > %d).collect(Collectors.joining(\",\", \"[\", \"]\"))", words, g.r.IntN(3)))
			m.print(fmt.Sprintf("%s.stream().collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.counting()))", words))
			m.print(fmt.Sprintf("Stream.iterate(1, x -> x * %s).limit(%d).reduce(0, Integer::sum)", K(), g.r.IntN(12)))
		},
		func() {
			m.print(fmt.Sprintf("LongStream.range(0, %d).map(x -> x * x - %s).summaryStatistics()", g.r.IntN(10), cap))
			m.print(fmt.Sprintf("DoubleStream.of(%s, %s, %s).map(Math::abs).max()", g.lit(tDouble), g.lit(tDouble), g.lit(tDouble)))
			m.print(fmt.Sprintf("IntStream.of(%s, %s, %s).boxed().sorted(Comparator.reverseOrder()).map(String::valueOf).toList()", m.lit(tInt), m.lit(tInt), m.lit(tInt)))
			m.print(fmt.Sprintf("IntStream.range(0, %d).mapToObj(i -> (char) ('a' + i)).map(String::valueOf).collect(Collectors.joining())", g.r.IntN(8)))
			m.print(fmt.Sprintf("Stream.of(%s).collect(Collectors.partitioningBy(s -> s.length() > 2))", strings.Join(ws, ", ")))
		},
		func() {
			m.line("String maybe = %s ? null : %s;", m.lit(tBool), g.strLit())
			m.print("Optional.ofNullable(maybe).map(String::length).orElse(-1)")
			m.print("Optional.ofNullable(maybe).filter(s -> !s.isEmpty()).isPresent()")
			m.guarded(true, func() { m.print("Optional.ofNullable(maybe).orElseThrow()") })
			m.guarded(true, func() { m.print("Optional.of(maybe).get()") })
			m.print("OptionalInt.empty() + \" \" + Optional.of(3) + \" \" + OptionalDouble.of(2.5)")
		},
		func() {
			m.line("Function<Integer, Integer> div = x -> %s / x;", K())
			m.line("IntUnaryOperator idx = i -> new int[2][i].length;")
			m.guarded(true, func() { m.print(fmt.Sprintf("div.apply(%s)", m.smallInt(-1, 1))) })
			m.guarded(true, func() { m.print(fmt.Sprintf("idx.applyAsInt(%s)", m.smallInt(-1, 1))) })
			m.guarded(true, func() {
				m.line("List<Integer> bad = new ArrayList<>(List.of(1, 0, 2));")
				m.line("bad.forEach(x -> p(\"each\", %s / x));", K())
			})
		},
		func() {
			m.line("LongUnaryOperator lu = x -> x * %sL;", K())
			m.line("DoubleBinaryOperator db = (a, b) -> a / b;")
			m.line("IntToLongFunction il = x -> (long) x << 33;")
			m.line("ToDoubleBiFunction<Integer, Integer> td = (a, b) -> (double) a / b;")
			m.line("BooleanSupplier bs = () -> %s > %s;", cap, K())
			m.line("ObjIntConsumer<StringBuilder> oc = StringBuilder::append;")
			m.line("StringBuilder sb = new StringBuilder();")
			m.line("oc.accept(sb, %s);", cap)
			m.exprStmt(func() string {
				return fmt.Sprintf("lu.applyAsLong(%s) + \" \" + db.applyAsDouble(%s, %s) + \" \" + il.applyAsLong(%s) + \" \" + td.applyAsDouble(%s, %s) + \" \" + bs.getAsBoolean() + \" \" + sb",
					m.num(tLong, 1), m.num(tDouble, 1), m.num(tDouble, 1), m.num(tInt, 1), cap, K())
			}, m.print)
		},
		func() {
			m.line("List<IntSupplier> sups = new ArrayList<>();")
			m.open("for (int i = 0; i < %d; i++)", 2+g.r.IntN(4))
			m.line("int j = i;")
			m.line("sups.add(() -> j * %s + %s);", K(), cap)
			m.close()
			m.line("int total = 0;")
			m.open("for (IntSupplier s : sups)")
			m.line("total = total * 7 + s.getAsInt();")
			m.close()
			m.print("total")
		},
	}
	for _, i := range g.r.Perm(len(snippets))[:4+g.r.IntN(5)] {
		m.guardAll(snippets[i])
	}
	return segment("lambdas", seg, decls, m)
}
