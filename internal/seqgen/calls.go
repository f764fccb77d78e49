package seqgen

import "fmt"

// libCall is a JDK method call (or a small expression around one) with
// primitive arguments and result.
type libCall struct {
	ret    ptype
	format string // a fmt format with one %s per argument
	args   []ptype
	throws bool // may throw (ArithmeticException, NumberFormatException)
	transc bool // one of HotSpot's intrinsics: only with Options.Transcendental
}

func c(ret ptype, format string, args ...ptype) libCall {
	return libCall{ret: ret, format: format, args: args}
}

func cThrows(ret ptype, format string, args ...ptype) libCall {
	return libCall{ret: ret, format: format, args: args, throws: true}
}

func cTransc(format string, args ...ptype) libCall {
	return libCall{ret: tDouble, format: format, args: args, transc: true}
}

const (
	Z = tBool
	B = tByte
	S = tShort
	C = tChar
	I = tInt
	J = tLong
	F = tFloat
	D = tDouble
)

var libCalls = []libCall{
	c(I, "Math.abs(%s)", I), c(I, "Math.max(%s, %s)", I, I), c(I, "Math.min(%s, %s)", I, I),
	c(I, "Integer.reverse(%s)", I), c(I, "Integer.reverseBytes(%s)", I), c(I, "Integer.bitCount(%s)", I),
	c(I, "Integer.numberOfLeadingZeros(%s)", I), c(I, "Integer.numberOfTrailingZeros(%s)", I),
	c(I, "Integer.highestOneBit(%s)", I), c(I, "Integer.lowestOneBit(%s)", I), c(I, "Integer.signum(%s)", I),
	c(I, "Integer.rotateLeft(%s, %s)", I, I), c(I, "Integer.rotateRight(%s, %s)", I, I),
	c(I, "Long.bitCount(%s)", J), c(I, "Long.numberOfLeadingZeros(%s)", J), c(I, "Long.numberOfTrailingZeros(%s)", J), c(I, "Long.signum(%s)", J),
	c(I, "Math.round(%s)", F),
	c(I, "Integer.compare(%s, %s)", I, I), c(I, "Long.compare(%s, %s)", J, J), c(I, "Double.compare(%s, %s)", D, D),
	c(I, "Float.compare(%s, %s)", F, F), c(I, "Character.compare(%s, %s)", C, C), c(I, "Integer.compareUnsigned(%s, %s)", I, I),
	c(I, "Long.compareUnsigned(%s, %s)", J, J), c(I, "Short.compare(%s, %s)", S, S), c(I, "Byte.compare(%s, %s)", B, B),
	c(I, "Boolean.compare(%s, %s)", Z, Z), c(I, "Short.compareUnsigned(%s, %s)", S, S),
	c(I, "Character.getNumericValue(%s)", C), c(I, "Character.digit(%s, %s)", C, I), c(I, "Character.getType(%s)", C),
	c(I, "Character.toUpperCase(%s)", I), c(I, "Character.charCount(%s)", I),
	cThrows(I, "Integer.divideUnsigned(%s, %s)", I, I), cThrows(I, "Integer.remainderUnsigned(%s, %s)", I, I),
	cThrows(I, "Math.floorDiv(%s, %s)", I, I), cThrows(I, "Math.floorMod(%s, %s)", I, I), cThrows(I, "Math.floorMod(%s, %s)", J, I),
	cThrows(I, "Math.addExact(%s, %s)", I, I), cThrows(I, "Math.subtractExact(%s, %s)", I, I), cThrows(I, "Math.multiplyExact(%s, %s)", I, I),
	cThrows(I, "Math.negateExact(%s)", I), cThrows(I, "Math.incrementExact(%s)", I), cThrows(I, "Math.decrementExact(%s)", I),
	cThrows(I, "Math.toIntExact(%s)", J), cThrows(I, "Math.absExact(%s)", I),
	c(I, "Integer.hashCode(%s)", I), c(I, "Long.hashCode(%s)", J), c(I, "Double.hashCode(%s)", D), c(I, "Float.hashCode(%s)", F),
	c(I, "Boolean.hashCode(%s)", Z), c(I, "Character.hashCode(%s)", C), c(I, "Short.hashCode(%s)", S), c(I, "Byte.hashCode(%s)", B),
	c(I, "Short.toUnsignedInt(%s)", S), c(I, "Byte.toUnsignedInt(%s)", B),
	c(I, "Math.getExponent(%s)", D), c(I, "Math.getExponent(%s)", F), c(I, "Float.floatToIntBits(%s)", F),
	c(I, "Integer.parseInt(Integer.toString(%s))", I), cThrows(I, "Integer.parseInt(Integer.toHexString(%s), 16)", I),
	c(I, "Integer.parseUnsignedInt(Integer.toHexString(%s), 16)", I), cThrows(I, "Integer.parseInt(Integer.toString(%s, %s))", I, I),
	c(I, "Integer.toBinaryString(%s).length()", I), c(I, "Long.toOctalString(%s).length()", J),
	c(I, "String.valueOf(%s).hashCode()", F), c(I, "String.valueOf(%s).hashCode()", D), c(I, "String.valueOf(%s).hashCode()", C),
	c(I, "Integer.sum(%s, %s)", I, I), c(I, "Integer.valueOf(%s).compareTo(%s)", I, I),
	c(I, "Double.valueOf(%s).compareTo(%s)", D, D), c(I, "Float.valueOf(%s).compareTo(%s)", F, F),

	c(J, "Math.abs(%s)", J), c(J, "Math.max(%s, %s)", J, J), c(J, "Math.min(%s, %s)", J, J),
	c(J, "Long.reverse(%s)", J), c(J, "Long.reverseBytes(%s)", J), c(J, "Long.highestOneBit(%s)", J), c(J, "Long.lowestOneBit(%s)", J),
	c(J, "Long.rotateLeft(%s, %s)", J, I), c(J, "Long.rotateRight(%s, %s)", J, I), c(J, "Math.round(%s)", D),
	cThrows(J, "Math.floorDiv(%s, %s)", J, J), cThrows(J, "Math.floorMod(%s, %s)", J, J), cThrows(J, "Math.floorDiv(%s, %s)", J, I),
	cThrows(J, "Math.addExact(%s, %s)", J, J), cThrows(J, "Math.multiplyExact(%s, %s)", J, J), cThrows(J, "Math.multiplyExact(%s, %s)", J, I),
	cThrows(J, "Math.negateExact(%s)", J), cThrows(J, "Math.subtractExact(%s, %s)", J, J),
	c(J, "Math.multiplyFull(%s, %s)", I, I), c(J, "Math.multiplyHigh(%s, %s)", J, J),
	c(J, "Integer.toUnsignedLong(%s)", I), cThrows(J, "Long.divideUnsigned(%s, %s)", J, J), cThrows(J, "Long.remainderUnsigned(%s, %s)", J, J),
	c(J, "Double.doubleToLongBits(%s)", D), c(J, "Long.parseLong(Long.toString(%s))", J),
	c(J, "Long.parseUnsignedLong(Long.toUnsignedString(%s))", J), cThrows(J, "Long.parseLong(Long.toHexString(%s), 16)", J),
	c(J, "Long.sum(%s, %s)", J, J), cThrows(J, "Long.parseLong(Double.toString(%s))", D),

	c(F, "Math.abs(%s)", F), c(F, "Math.max(%s, %s)", F, F), c(F, "Math.min(%s, %s)", F, F), c(F, "Math.signum(%s)", F),
	c(F, "Math.ulp(%s)", F), c(F, "Math.nextUp(%s)", F), c(F, "Math.nextDown(%s)", F), c(F, "Math.nextAfter(%s, %s)", F, D),
	c(F, "Math.scalb(%s, %s)", F, I), c(F, "Float.intBitsToFloat(%s)", I), c(F, "StrictMath.copySign(%s, %s)", F, F),
	c(F, "Float.sum(%s, %s)", F, F), c(F, "Float.max(%s, %s)", F, F), c(F, "Float.min(%s, %s)", F, F),
	c(F, "Math.fma(%s, %s, %s)", F, F, F), c(F, "Float.parseFloat(Float.toString(%s))", F),
	c(F, "Float.parseFloat(Double.toString(%s))", D), c(F, "Float.parseFloat(String.valueOf(%s))", J),

	c(D, "Math.sqrt(%s)", D), c(D, "Math.cbrt(%s)", D), c(D, "Math.floor(%s)", D), c(D, "Math.ceil(%s)", D), c(D, "Math.rint(%s)", D),
	c(D, "Math.abs(%s)", D), c(D, "Math.max(%s, %s)", D, D), c(D, "Math.min(%s, %s)", D, D), c(D, "Math.signum(%s)", D),
	c(D, "Math.ulp(%s)", D), c(D, "Math.nextUp(%s)", D), c(D, "Math.nextDown(%s)", D), c(D, "Math.nextAfter(%s, %s)", D, D),
	c(D, "Math.scalb(%s, %s)", D, I), c(D, "Math.IEEEremainder(%s, %s)", D, D),
	c(D, "Double.longBitsToDouble(%s)", J), c(D, "Math.toRadians(%s)", D), c(D, "Math.toDegrees(%s)", D),
	c(D, "StrictMath.copySign(%s, %s)", D, D), c(D, "Math.fma(%s, %s, %s)", D, D, D),
	c(D, "Double.parseDouble(Double.toString(%s))", D), c(D, "Double.parseDouble(Float.toString(%s))", F),
	c(D, "Double.sum(%s, %s)", D, D), c(D, "Double.max(%s, %s)", D, D), c(D, "Double.parseDouble(String.valueOf(%s))", J),
	// Math's intrinsics: correctly rounded in HotSpot all but about one
	// argument in 500 (gojpf's always are), so only with Transcendental.
	cTransc("Math.pow(%s, %s)", D, D), cTransc("Math.sin(%s)", D), cTransc("Math.cos(%s)", D),
	cTransc("Math.tan(%s)", D), cTransc("Math.exp(%s)", D), cTransc("Math.log(%s)", D), cTransc("Math.log10(%s)", D),
	// fdlibm's, bit for bit (Math's delegate to StrictMath).
	c(D, "Math.hypot(%s, %s)", D, D), c(D, "Math.atan(%s)", D), c(D, "Math.asin(%s)", D), c(D, "Math.acos(%s)", D),
	c(D, "Math.atan2(%s, %s)", D, D), c(D, "Math.sinh(%s)", D), c(D, "Math.cosh(%s)", D), c(D, "Math.tanh(%s)", D),
	c(D, "Math.expm1(%s)", D), c(D, "Math.log1p(%s)", D), c(D, "StrictMath.pow(%s, %s)", D, D), c(D, "StrictMath.exp(%s)", D),
	c(D, "StrictMath.log(%s)", D), c(D, "StrictMath.log10(%s)", D), c(D, "StrictMath.sin(%s)", D), c(D, "StrictMath.cos(%s)", D),
	c(D, "StrictMath.tan(%s)", D), c(D, "StrictMath.atan2(%s, %s)", D, D), c(D, "StrictMath.cbrt(%s)", D),
	c(D, "StrictMath.hypot(%s, %s)", D, D), c(D, "StrictMath.asin(%s)", D), c(D, "StrictMath.sinh(%s)", D),

	c(C, "Character.toUpperCase(%s)", C), c(C, "Character.toLowerCase(%s)", C), c(C, "Character.reverseBytes(%s)", C),
	c(C, "Character.forDigit(%s, %s)", I, I), c(C, "Character.highSurrogate(%s)", I), c(C, "Character.lowSurrogate(%s)", I),
	c(C, "Character.toTitleCase(%s)", C), cThrows(C, "Integer.toString(%s).charAt(%s)", I, I),

	cThrows(B, "Byte.parseByte(Integer.toString(%s))", I), c(B, "Byte.valueOf(%s).byteValue()", B),
	c(S, "Short.reverseBytes(%s)", S), cThrows(S, "Short.parseShort(Integer.toString(%s))", I), c(S, "Integer.valueOf(%s).shortValue()", I),
	c(B, "Double.valueOf(%s).byteValue()", D), c(S, "Float.valueOf(%s).shortValue()", F),

	c(Z, "Character.isDigit(%s)", C), c(Z, "Character.isLetter(%s)", C), c(Z, "Character.isLetterOrDigit(%s)", C),
	c(Z, "Character.isWhitespace(%s)", C), c(Z, "Character.isUpperCase(%s)", C), c(Z, "Character.isLowerCase(%s)", C),
	c(Z, "Character.isSurrogate(%s)", C), c(Z, "Character.isJavaIdentifierStart(%s)", C), c(Z, "Character.isISOControl(%s)", C),
	c(Z, "Character.isValidCodePoint(%s)", I), c(Z, "Double.isNaN(%s)", D), c(Z, "Double.isInfinite(%s)", D), c(Z, "Double.isFinite(%s)", D),
	c(Z, "Float.isNaN(%s)", F), c(Z, "Float.isInfinite(%s)", F), c(Z, "Boolean.logicalXor(%s, %s)", Z, Z),
	c(Z, "Integer.valueOf(%s).equals(%s)", I, I), c(Z, "Integer.valueOf(%s).equals(%s)", I, J), c(Z, "Long.valueOf(%s).equals(%s)", J, I),
	c(Z, "Double.valueOf(%s).equals(%s)", D, D), c(Z, "Float.valueOf(%s).equals(%s)", F, F),
	c(Z, "(Integer.valueOf(%s) == Integer.valueOf(%s))", I, I), c(Z, "(Long.valueOf(%s) == Long.valueOf(%s))", J, J),
	c(Z, "(Character.valueOf(%s) == Character.valueOf(%s))", C, C), c(Z, "(Short.valueOf(%s) == Short.valueOf(%s))", S, S),
	c(Z, "(Byte.valueOf(%s) == Byte.valueOf(%s))", B, B), c(Z, "(Boolean.valueOf(%s) == Boolean.valueOf(%s))", Z, Z),
	c(Z, "Boolean.parseBoolean(String.valueOf(%s))", Z),
}

// callsOf indexes libCalls by result type, without the transcendental
// ones unless asked.
func callsOf(transcendental bool) [numTypes][]libCall {
	var by [numTypes][]libCall
	for _, lc := range libCalls {
		if lc.transc && !transcendental {
			continue
		}
		by[lc.ret] = append(by[lc.ret], lc)
	}
	return by
}

// call is a library call returning t.
func (m *method) call(t ptype, d int) string {
	cands := m.calls[t]
	if len(cands) == 0 {
		return m.leaf(t)
	}
	lc := cands[m.r.IntN(len(cands))]
	args := make([]any, len(lc.args))
	for i, a := range lc.args {
		args[i] = m.expr(a, d-1)
	}
	if lc.throws {
		m.throws = true
	}
	return fmt.Sprintf(lc.format, args...)
}

func (m *method) boolCall(d int) string { return m.call(tBool, d) }
