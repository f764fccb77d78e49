package seqgen

import (
	"fmt"
	"math"
	"strconv"
)

// ptype is a Java primitive type.
type ptype int

const (
	tBool ptype = iota
	tByte
	tShort
	tChar
	tInt
	tLong
	tFloat
	tDouble
	numTypes
)

var typeNames = [numTypes]string{"boolean", "byte", "short", "char", "int", "long", "float", "double"}

// boxNames are the wrapper classes, in ptype order.
var boxNames = [numTypes]string{"Boolean", "Byte", "Short", "Character", "Integer", "Long", "Float", "Double"}

func (t ptype) String() string { return typeNames[t] }

func (t ptype) box() string { return boxNames[t] }

func (t ptype) numeric() bool { return t != tBool }

func (t ptype) integral() bool { return t >= tByte && t <= tLong }

// small says whether arithmetic on t yields an int (JLS 5.6: byte, short
// and char are promoted).
func (t ptype) small() bool { return t == tByte || t == tShort || t == tChar }

// binaryPromote is binary numeric promotion (JLS 5.6.2).
func binaryPromote(a, b ptype) ptype {
	switch {
	case a == tDouble || b == tDouble:
		return tDouble
	case a == tFloat || b == tFloat:
		return tFloat
	case a == tLong || b == tLong:
		return tLong
	}
	return tInt
}

var numericTypes = []ptype{tByte, tShort, tChar, tInt, tLong, tFloat, tDouble}

var integralTypes = []ptype{tByte, tShort, tChar, tInt, tLong}

// Interesting values: the boundaries where overflow, sign and rounding
// bugs live.
var (
	intEdges = []int64{0, 1, -1, 2, -2, 3, 5, 7, 8, 10, 31, 32, 33, 63, 64, 100, 127, 128, -128, -129, 255, 256,
		1000, 32767, 32768, -32768, -32769, 65535, 65536, 0x7fffff, 0x1000000, 0x12345678, -0x12345678,
		math.MaxInt32, math.MinInt32, math.MaxInt32 - 1, math.MinInt32 + 1, 0x40000000, 0x55555555, -0x55555556}
	longEdges = []int64{0x7fffffff, 0x80000000, 0xffffffff, 0x100000000, -0x80000000, -0x80000001, math.MaxInt64, math.MinInt64,
		math.MaxInt64 - 1, math.MinInt64 + 1, 0x123456789abcdef, -0x123456789abcdef, 1 << 53, 1<<53 + 1, 1 << 62, 1000000007, 9007199254740993}
	floatEdges = []float32{0, float32(math.Copysign(0, -1)), 1, -1, 0.5, 1.5, -2.5, 0.1, 3.4028235e38, -3.4028235e38, 1.4e-45, 1.17549435e-38,
		16777216, 16777217, 2147483647, 2.1474836e9, 9.223372e18, 1e10, 1e-10, 0.3, 100.75, -0.49999997, 0.49999997, 8388608.5, 1e38}
	doubleEdges = []float64{0, math.Copysign(0, -1), 1, -1, 0.5, 1.5, -2.5, 0.1, 0.2, 0.3, math.MaxFloat64, -math.MaxFloat64,
		4.9e-324, 2.2250738585072014e-308, 9007199254740992, 9007199254740993, 2147483647.5, -2147483648.5, 9.223372036854776e18,
		1e300, 1e-300, 3.4028235e38, 3.4028236e38, 1.401298464324817e-45, 0.49999999999999994, 4503599627370496.5, 1e16, 123456.789, -7.0e-3}
)

// lit returns a Java literal (a constant expression) of type t.
func (g *gen) lit(t ptype) string {
	r := g.r
	switch t {
	case tBool:
		if r.IntN(2) == 0 {
			return "false"
		}
		return "true"
	case tByte, tShort, tChar:
		var v int64
		switch t {
		case tByte:
			v = int64(r.IntN(256) - 128)
			if r.IntN(3) == 0 {
				v = []int64{0, 1, -1, 127, -128, 64}[r.IntN(6)]
			}
		case tShort:
			v = int64(r.IntN(65536) - 32768)
			if r.IntN(3) == 0 {
				v = []int64{0, 1, -1, 32767, -32768, 255, 256}[r.IntN(7)]
			}
		default:
			v = int64(r.IntN(65536))
			if r.IntN(2) == 0 {
				v = []int64{0, 'A', 'z', '0', '9', ' ', 0x7f, 0xff, 0x100, 0x3c0, 0xd800, 0xdfff, 0xfffe, 0xffff}[r.IntN(14)]
			}
		}
		return fmt.Sprintf("((%s) %s)", t, intLit(v))
	case tInt:
		return intLit(g.intVal())
	case tLong:
		var v int64
		switch r.IntN(4) {
		case 0:
			v = longEdges[r.IntN(len(longEdges))]
		case 1:
			v = int64(r.Uint64())
		default:
			v = g.intVal()
		}
		return longLit(v)
	case tFloat:
		var f float32
		switch r.IntN(6) {
		case 0:
			return []string{"Float.NaN", "Float.POSITIVE_INFINITY", "Float.NEGATIVE_INFINITY", "Float.MIN_VALUE", "Float.MAX_VALUE"}[r.IntN(5)]
		case 1:
			f = math.Float32frombits(r.Uint32())
			if f != f || math.IsInf(float64(f), 0) {
				f = 2.5
			}
		case 2:
			f = float32(g.intVal())
		case 3:
			f = float32(r.IntN(20000)-10000) / 64
		default:
			f = floatEdges[r.IntN(len(floatEdges))]
		}
		return floatLit(float64(f), 32)
	case tDouble:
		var d float64
		switch r.IntN(6) {
		case 0:
			return []string{"Double.NaN", "Double.POSITIVE_INFINITY", "Double.NEGATIVE_INFINITY", "Double.MIN_VALUE", "Double.MAX_VALUE"}[r.IntN(5)]
		case 1:
			d = math.Float64frombits(r.Uint64())
			if d != d || math.IsInf(d, 0) {
				d = -3.75
			}
		case 2:
			d = float64(g.intVal())
		case 3:
			d = float64(r.IntN(2000000)-1000000) / 1000
		default:
			d = doubleEdges[r.IntN(len(doubleEdges))]
		}
		return floatLit(d, 64)
	}
	panic("seqgen: no literal for " + t.String())
}

// intVal picks an int value, edges more often than uniform ones.
func (g *gen) intVal() int64 {
	switch g.r.IntN(5) {
	case 0:
		return int64(int32(g.r.Uint32()))
	case 1, 2:
		return int64(g.r.IntN(21) - 10)
	}
	return intEdges[g.r.IntN(len(intEdges))]
}

// intLit writes v as a Java int literal; negative values in parentheses so that no two minus
// signs meet.
func intLit(v int64) string {
	if v < 0 {
		return "(" + strconv.FormatInt(v, 10) + ")"
	}
	return strconv.FormatInt(v, 10)
}

// longLit writes v as a Java long literal.
func longLit(v int64) string {
	if v < 0 {
		return "(" + strconv.FormatInt(v, 10) + "L)"
	}
	return strconv.FormatInt(v, 10) + "L"
}

// floatLit writes v as a Java float (bits 32) or double literal that
// reads back as exactly v.
func floatLit(v float64, bits int) string {
	suffix := "d"
	if bits == 32 {
		suffix = "f"
	}
	s := strconv.FormatFloat(v, 'g', -1, bits) + suffix
	if math.Signbit(v) {
		return "(" + s + ")"
	}
	return s
}

// smallInt is an int literal in [lo, hi].
func (g *gen) smallInt(lo, hi int) string {
	return intLit(int64(lo + g.r.IntN(hi-lo+1)))
}
