package seqgen

import (
	"fmt"
	"strings"
)

// stringPool are Java string literals (source text): hash collisions
// ("Aa", "BB"), case-mapping corners (ß, İ, Σ), surrogates, whitespace,
// numbers.
var stringPool = []string{
	`""`, `"a"`, `"abc"`, `"Hello"`, `"hello world"`, `"  padded  "`, `"Aa"`, `"BB"`, `"AaAa"`, `"BBBB"`, `"AaBB"`, `"BBAa"`,
	`"x,y,,z,,"`, `"\u00df"`, `"\u0130stanbul"`, `"\u03a3\u0391\u03a3"`, `"caf\u00e9"`, `"\ud83d\ude00x"`, `"a\tb\nc"`, `"123"`,
	`"-45"`, `"0x1F"`, `"3.5e2"`, `"NaN"`, `"true"`, `"\u0000"`, `"\uffff"`, `"\ud800"`, `"a-b-c"`, `"MiXeD CaSe"`, `" "`,
}

// stringTokens build random literals: letters, digits, separators and
// non-ASCII characters as Java escapes. A backslash is the octal escape
// \134: javac reads "\\\u00df" as an illegal escape.
var stringTokens = []string{"a", "b", "z", "A", "B", "0", "7", " ", ",", ".", "-", `\u00e9`, `\u00df`, `\u0130`, `\u03a3`,
	`\ud83d\ude00`, `\ud800`, `\t`, `\n`, `\u0000`, `\134`, `\"`}

// strLit is a Java string literal.
func (g *gen) strLit() string {
	if g.r.IntN(2) == 0 {
		return stringPool[g.r.IntN(len(stringPool))]
	}
	var b strings.Builder
	b.WriteByte('"')
	for range g.r.IntN(7) {
		b.WriteString(stringTokens[g.r.IntN(len(stringTokens))])
	}
	b.WriteByte('"')
	return b.String()
}

// switchStrings are the keys of generated string switches: they collide
// in pairs and triples on hashCode.
var switchStrings = []string{`"Aa"`, `"BB"`, `"AaAa"`, `"BBBB"`, `"AaBB"`, `"BBAa"`, `""`, `"a"`, `"hello"`, `"\u00df"`}

// stringsSegment: concatenation of every type, String and StringBuilder
// methods with out-of-range arguments, number formatting and parsing,
// and switches on strings.
func (g *gen) stringsSegment(seg int) part {
	m := g.newMethod(seg)
	names := []string{m.fresh("str"), m.fresh("str"), m.fresh("str")}
	for _, n := range names {
		m.line("String %s = %s;", n, g.strLit())
	}
	pick := func() string { return names[g.r.IntN(len(names))] }
	for range 6 + g.r.IntN(8) {
		m.guardAll(func() {
			switch g.r.IntN(9) {
			case 0, 1:
				m.concat(pick)
			case 2, 3:
				m.stringMethod(pick())
			case 4:
				m.stringBuilder(pick)
			case 5:
				m.numberStrings()
			case 6:
				m.stringSwitch()
			case 7:
				m.stringSwitchExpr()
			default:
				s := pick()
				m.line("%s = %s;", s, m.strExpr(pick))
				m.print(s)
			}
		})
	}
	return segment("strings", seg, "", m)
}

// strExpr is a String-valued expression.
func (m *method) strExpr(pick func() string) string {
	switch m.r.IntN(6) {
	case 0:
		return m.strLit()
	case 1:
		e, _ := m.anyNum(2)
		return fmt.Sprintf("(%s + %s)", pick(), e)
	case 2:
		return fmt.Sprintf("%s.substring(Math.min(%d, %s.length()))", pick(), m.r.IntN(4), pick())
	case 3:
		return fmt.Sprintf("%s.concat(%s)", pick(), pick())
	case 4:
		return fmt.Sprintf("String.valueOf(%s)", m.expr(m.anyType(), 2))
	}
	return pick()
}

func (m *method) concat(pick func() string) {
	m.throws = false
	var parts []string
	for range 2 + m.r.IntN(4) {
		switch m.r.IntN(5) {
		case 0:
			parts = append(parts, pick())
		case 1:
			parts = append(parts, m.strLit())
		case 2:
			parts = append(parts, []string{"null", "(Object) null", "'c'", "(char) 66", "new char[0].length", "Optional.empty()", "List.of(1, 2)"}[m.r.IntN(7)])
		default:
			parts = append(parts, m.expr(m.anyType(), 1))
		}
	}
	e := strings.Join(parts, " + ")
	th := m.throws
	m.throws = false
	m.guarded(th, func() {
		// Without a String among the first two operands, + adds numbers
		// (or fails to compile): put one first.
		m.print(pick() + " + " + e)
		if m.r.IntN(2) == 0 {
			s := pick()
			m.line("%s += %s;", s, parts[0])
			m.print(s)
		}
	})
	m.print(fmt.Sprintf("\"\" + %s + %s", m.lit(tChar), m.lit(tChar)))
	m.print(fmt.Sprintf("%s + %s + \"\"", m.lit(tChar), m.lit(tInt)))
}

// stringMethod calls String methods, some with indexes out of range.
func (m *method) stringMethod(s string) {
	i := func() string { return fmt.Sprint(m.r.IntN(8) - 2) }
	calls := []string{
		"%[1]s.length()", "%[1]s.isEmpty()", "%[1]s.isBlank()", "%[1]s.charAt(%[2]s)", "%[1]s.codePointAt(%[2]s)",
		"%[1]s.substring(%[2]s)", "%[1]s.substring(%[2]s, %[3]s)", "%[1]s.indexOf(%[4]s)", "%[1]s.indexOf(%[5]s)",
		"%[1]s.indexOf(%[4]s, %[2]s)", "%[1]s.lastIndexOf(%[5]s)", "%[1]s.contains(%[4]s)", "%[1]s.startsWith(%[4]s, %[2]s)",
		"%[1]s.endsWith(%[4]s)", "%[1]s.equals(%[4]s)", "%[1]s.equalsIgnoreCase(%[4]s)", "%[1]s.compareTo(%[4]s)",
		"%[1]s.compareToIgnoreCase(%[4]s)", "%[1]s.hashCode()", "%[1]s.toUpperCase()", "%[1]s.toLowerCase()",
		"%[1]s.toUpperCase(Locale.ROOT)", "%[1]s.trim()", "%[1]s.strip()", "%[1]s.stripLeading()", "%[1]s.replace(%[5]s, 'Q')",
		"%[1]s.replace(%[4]s, \"<>\")", "%[1]s.replaceAll(\"[aeiouA-C]\", \"*\")", "%[1]s.replaceFirst(\"\\\\s+\", \"_\")",
		"Arrays.toString(%[1]s.split(\",\"))", "Arrays.toString(%[1]s.split(\",\", -1))", "Arrays.toString(%[1]s.split(\"\"))",
		"String.join(\"|\", %[1]s, %[4]s)", "%[1]s.repeat(%[2]s)", "%[1]s.matches(\"[a-zA-Z]+\")", "%[1]s.chars().sum()",
		"%[1]s.codePoints().count()", "%[1]s.toCharArray().length", "(%[1]s.intern() == %[4]s)", "(%[1]s == %[4]s)",
		"new String(%[1]s.toCharArray(), %[2]s, %[3]s)", "%[1]s.regionMatches(true, %[2]s, %[4]s, 0, %[3]s)",
		"%[1]s.lines().count()", "%[1]s.indent(2)", "%[1]s.strip().isEmpty()", "String.valueOf(%[1]s.toCharArray(), %[2]s, %[3]s)",
		"%[1]s.offsetByCodePoints(0, %[2]s)", "%[1]s.codePointCount(0, %[1]s.length())",
		"%[1]s.contentEquals(new StringBuilder(%[4]s))", "\"%%s|%%5s|%%-4s|\".formatted(%[1]s, %[4]s, %[2]s)",
	}
	for range 3 + m.r.IntN(4) {
		f := calls[m.r.IntN(len(calls))]
		m.guarded(true, func() {
			m.print(fmt.Sprintf(f, s, i(), i(), m.strLit(), m.lit(tChar)))
		})
	}
}

func (m *method) stringBuilder(pick func() string) {
	sb := m.fresh("sb")
	m.line("StringBuilder %s = new StringBuilder(%s);", sb, pick())
	for range 3 + m.r.IntN(5) {
		i := fmt.Sprint(m.r.IntN(7) - 1)
		j := fmt.Sprint(m.r.IntN(7) - 1)
		m.exprStmt(func() string {
			switch m.r.IntN(12) {
			case 0, 1:
				return fmt.Sprintf("%s.append(%s)", sb, m.expr(m.anyType(), 1))
			case 2:
				return fmt.Sprintf("%s.insert(%s, %s)", sb, i, m.expr(m.anyType(), 1))
			case 3:
				return sb + ".reverse()"
			case 4:
				return fmt.Sprintf("%s.deleteCharAt(%s)", sb, i)
			case 5:
				return fmt.Sprintf("%s.delete(%s, %s)", sb, i, j)
			case 6:
				return fmt.Sprintf("%s.replace(%s, %s, %s)", sb, i, j, m.strLit())
			case 7:
				m.line("%s.setLength(Math.max(0, %s));", sb, i)
				return sb
			case 8:
				m.line("%s.setCharAt(%s, %s);", sb, i, m.lit(tChar))
				return sb
			case 9:
				return fmt.Sprintf("%s.appendCodePoint(%s)", sb, []string{"0x1F600", "65", "0x10FFFF", "0x110000", "-1", "0xD800"}[m.r.IntN(6)])
			case 10:
				return fmt.Sprintf("%s.append(%s).append((String) null).append(new char[] {'x', 'y'})", sb, pick())
			}
			return fmt.Sprintf("%s.append(%s, %s, %s)", sb, pick(), i, j)
		}, func(e string) {
			m.guarded(true, func() { m.print(e) })
		})
	}
	m.print(sb + ".length()")
	m.guarded(true, func() { m.print(fmt.Sprintf("%s.charAt(%d)", sb, m.r.IntN(4))) })
	m.print(fmt.Sprintf("%s.indexOf(%s)", sb, m.strLit()))
	m.print(fmt.Sprintf("%s.compareTo(new StringBuilder(%s))", sb, pick()))
	m.print(sb + ".toString()")
}

// numberStrings formats and parses numbers, with inputs that fail.
func (m *method) numberStrings() {
	radix := []string{"2", "8", "10", "16", "36", "1", "37"}[m.r.IntN(7)]
	calls := []string{
		"Integer.toString(%[1]s, %[3]s)", "Long.toString(%[2]s, %[3]s)", "Integer.toHexString(%[1]s)", "Integer.toOctalString(%[1]s)",
		"Long.toBinaryString(%[2]s)", "Integer.toUnsignedString(%[1]s)", "Long.toUnsignedString(%[2]s, %[3]s)",
		"Integer.parseInt(%[4]s, %[3]s)", "Long.parseLong(%[4]s)", "Integer.decode(%[4]s)", "Long.decode(%[4]s)",
		"Double.parseDouble(%[4]s)", "Float.parseFloat(%[4]s)", "Integer.valueOf(%[4]s)", "Long.parseUnsignedLong(%[4]s, %[3]s)",
		"Short.parseShort(%[4]s)", "Byte.valueOf(%[4]s)", "Double.valueOf(%[4]s).floatValue()", "new java.math.BigDecimal(%[4]s).toString()",
		"new java.math.BigInteger(%[4]s, %[3]s).toString(7)", "Double.toHexString(%[5]s)", "Float.toHexString((float) %[5]s)",
		"String.format(\"%%d|%%5d|%%-6d|%%x|%%o|%%,d\", %[1]s, %[1]s, %[1]s, %[1]s, %[1]s, %[2]s)",
		"String.format(\"%%.3f|%%10.2e|%%g|%%a|%%s\", %[5]s, %[5]s, %[5]s, %[5]s, %[5]s)",
		"String.format(\"%%08.2f|%%+d|%%c|%%b|%%%%|%%S\", %[5]s, %[1]s, %[6]s, %[1]s, %[4]s)",
	}
	numStrs := []string{`"12"`, `"-0"`, `"+7"`, `"0x1F"`, `"#ff"`, `"-010"`, `"2147483648"`, `"-2147483648"`, `"1e400"`, `" 12 "`,
		`"1_000"`, `"0x1.8p1"`, `"Infinity"`, `"-NaN"`, `"1d"`, `"1f"`, `"1.00000017881393432617187499"`, `""`, `"zz"`, `"9223372036854775808"`,
		`"4.9e-324"`, `"2.4703282292062328e-324"`, `"ff"`, `"-1"`, `"127"`, `"128"`, `"0.1"`, `"123456789012345678901234567890"`}
	for range 3 + m.r.IntN(4) {
		f := calls[m.r.IntN(len(calls))]
		m.exprStmt(func() string {
			return fmt.Sprintf(f, m.num(tInt, 1), m.num(tLong, 1), radix, numStrs[m.r.IntN(len(numStrs))], m.num(tDouble, 1), m.lit(tChar))
		}, func(e string) {
			m.guarded(true, func() { m.print(e) })
		})
	}
}

// stringSwitch is a switch statement on a string with colliding keys
// and fall-through.
func (m *method) stringSwitch() {
	keys := m.pickStrings(2 + m.r.IntN(4))
	x := m.fresh("k")
	m.line("String[] %s = {%s, %s, %s, null};", x, m.switchString(), m.switchString(), m.strLit())
	s := m.fresh("s")
	m.open("for (String %s : %s)", s, x)
	m.open("switch (%s)", s)
	for i, k := range keys {
		m.line("case %s:", k)
		m.depth++
		m.print(fmt.Sprintf("%d", i))
		if m.r.IntN(3) > 0 {
			m.line("break;")
		}
		m.depth--
	}
	m.line("default:")
	m.depth++
	m.print(s + ".length()")
	m.depth--
	m.close()
	m.close()
}

// stringSwitchExpr is an arrow switch expression on a string, with
// multi-label cases and a block that yields.
func (m *method) stringSwitchExpr() {
	keys := m.pickStrings(2 + m.r.IntN(4))
	s := m.fresh("s")
	m.line("String %s = %s;", s, m.switchString())
	r := m.fresh("r")
	m.line("int %s = switch (%s) {", r, s)
	m.depth++
	for i := 0; i < len(keys); {
		n := 1 + m.r.IntN(2)
		if i+n > len(keys) {
			n = len(keys) - i
		}
		labels := strings.Join(keys[i:i+n], ", ")
		if m.r.IntN(2) == 0 {
			m.line("case %s -> %d;", labels, i*10+n)
		} else {
			m.open("case %s ->", labels)
			m.print(fmt.Sprintf("%q", labels))
			m.line("yield %s.length() * %d;", s, i+1)
			m.close()
		}
		i += n
	}
	m.line("default -> -%s.hashCode();", s)
	m.depth--
	m.line("};")
	m.print(r)
}

// pickStrings returns n distinct switch keys.
func (m *method) pickStrings(n int) []string {
	perm := m.r.Perm(len(switchStrings))
	keys := make([]string, n)
	for i := range keys {
		keys[i] = switchStrings[perm[i]]
	}
	return keys
}

func (m *method) switchString() string {
	if m.r.IntN(4) == 0 {
		return m.strLit()
	}
	return switchStrings[m.r.IntN(len(switchStrings))]
}
