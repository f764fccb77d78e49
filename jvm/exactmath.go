package jvm

import (
	"math"
	"math/big"
	"sync"
)

// Math.exp, log, log10 and pow: HotSpot computes these with intrinsics (in the
// interpreter too) that return the correctly rounded result in all but
// rare cases; Go's math package (assembly on amd64, off by a lot for
// subnormal arguments of Log) and fdlibm (StrictMath) miss it for a few
// percent of arguments. As for sin, cos and tan (trig.go), gojpf computes
// them in 256-bit arithmetic and rounds once.

const expPrec = 256

// bigLn2Cache holds ln 2 to 1300 bits, computed once per process; it is
// never modified after that.
var bigLn2Cache struct {
	once sync.Once
	ln2  *big.Float
}

// bigLn2 returns ln 2 = 2 atanh(1/3).
func bigLn2() *big.Float {
	bigLn2Cache.once.Do(func() {
		const prec = 1300
		third := new(big.Float).SetPrec(prec).Quo(big.NewFloat(1).SetPrec(prec), big.NewFloat(3).SetPrec(prec))
		bigLn2Cache.ln2 = atanhSeries(third, prec)
		bigLn2Cache.ln2.Mul(bigLn2Cache.ln2, big.NewFloat(2))
	})
	return bigLn2Cache.ln2
}

// atanhSeries returns atanh(z) = z + z³/3 + z⁵/5 + … for |z| < 1/2.
func atanhSeries(z *big.Float, prec uint) *big.Float {
	z2 := new(big.Float).SetPrec(prec).Mul(z, z)
	sum := new(big.Float).SetPrec(prec).Set(z)
	pow := new(big.Float).SetPrec(prec).Set(z)
	eps := new(big.Float).SetPrec(prec).SetMantExp(big.NewFloat(1), -int(prec)-8)
	for k := int64(3); ; k += 2 {
		pow.Mul(pow, z2)
		t := new(big.Float).SetPrec(prec).Quo(pow, new(big.Float).SetPrec(prec).SetInt64(k))
		sum.Add(sum, t)
		if t.Sign() == 0 || new(big.Float).Abs(t).Cmp(eps) < 0 {
			return sum
		}
	}
}

// bigLog returns ln x for finite x > 0: x = m·2^e with 1/√2 ≤ m < √2,
// ln m = 2 atanh((m-1)/(m+1)).
func bigLog(x float64) *big.Float {
	m, e := math.Frexp(x)
	if m < math.Sqrt2/2 {
		m *= 2
		e--
	}
	prec := uint(expPrec + 16)
	bm := new(big.Float).SetPrec(prec).SetFloat64(m)
	one := big.NewFloat(1).SetPrec(prec)
	z := new(big.Float).SetPrec(prec).Quo(new(big.Float).SetPrec(prec).Sub(bm, one), new(big.Float).SetPrec(prec).Add(bm, one))
	r := atanhSeries(z, prec)
	r.Mul(r, big.NewFloat(2))
	k := new(big.Float).SetPrec(prec).SetInt64(int64(e))
	return r.Add(r, k.Mul(k, bigLn2()))
}

func exactLog(x float64) float64 {
	switch {
	case math.IsNaN(x) || x < 0:
		return math.NaN()
	case x == 0:
		return math.Inf(-1)
	case math.IsInf(x, 1):
		return x
	case x == 1:
		return 0
	}
	f, _ := bigLog(x).Float64()
	return f
}

// bigLn10Cache holds ln 10, computed once per process.
var bigLn10Cache struct {
	once sync.Once
	ln10 *big.Float
}

func exactLog10(x float64) float64 {
	switch {
	case math.IsNaN(x) || x < 0:
		return math.NaN()
	case x == 0:
		return math.Inf(-1)
	case math.IsInf(x, 1):
		return x
	case x == 1:
		return 0
	}
	bigLn10Cache.once.Do(func() { bigLn10Cache.ln10 = bigLog(10) })
	v := bigLog(x)
	f, _ := v.Quo(v, bigLn10Cache.ln10).Float64()
	return f
}

func exactExp(x float64) float64 {
	switch {
	case math.IsNaN(x):
		return x
	case x > 710:
		return math.Inf(1)
	case x < -746:
		return 0
	case x == 0:
		return 1
	}
	f, _ := bigExp(new(big.Float).SetPrec(expPrec + 32).SetFloat64(x)).Float64()
	return f
}

// bigExp returns e^x for |x| < 750: x = k ln 2 + r with |r| ≤ ln 2 / 2,
// e^x = 2^k e^r, e^r by Taylor series.
func bigExp(bx *big.Float) *big.Float {
	prec := uint(expPrec + 32)
	q := new(big.Float).SetPrec(prec).Quo(bx, bigLn2())
	qf, _ := q.Float64()
	k := int64(math.Round(qf))
	r := new(big.Float).SetPrec(prec).Mul(new(big.Float).SetPrec(prec).SetInt64(k), bigLn2())
	r.Sub(bx, r)
	sum := new(big.Float).SetPrec(prec).SetInt64(1)
	term := new(big.Float).SetPrec(prec).SetInt64(1)
	eps := new(big.Float).SetPrec(prec).SetMantExp(big.NewFloat(1), -int(prec)-8)
	for n := int64(1); ; n++ {
		term.Mul(term, r)
		term.Quo(term, new(big.Float).SetPrec(prec).SetInt64(n))
		sum.Add(sum, term)
		if term.Sign() == 0 || new(big.Float).Abs(term).Cmp(eps) < 0 {
			break
		}
	}
	return sum.SetMantExp(sum, int(k))
}

// NaNs as HotSpot returns them on x86: an argument's NaN (the first,
// made quiet), or the processor's default NaN for an invalid operation
// (such as log(-1)).
var (
	canonicalNaN = math.Float64frombits(0x7ff8000000000000) // Double.NaN
	invalidNaN   = math.Float64frombits(0xfff8000000000000)
)

func quietNaN(x float64) float64 { return math.Float64frombits(math.Float64bits(x) | 1<<51) }

// hotSpotNaN replaces a NaN result r of a function of x (and y; pass 0
// for none) by the NaN HotSpot returns.
func hotSpotNaN(r, x, y float64) float64 {
	switch {
	case !math.IsNaN(r):
		return r
	case math.IsNaN(x):
		return quietNaN(x)
	case math.IsNaN(y):
		return quietNaN(y)
	}
	return invalidNaN
}

// exactPow is Math.pow (HotSpot's intrinsic, correctly rounded all but
// rarely): the special cases of its specification (with the intrinsic's
// NaNs, and its quirk below), then, for x > 0, x^y exactly when y is a
// small integer or x a power of two (so that results halfway between two
// doubles round to even) and e^(y ln x) in 256-bit arithmetic otherwise.
func exactPow(x, y float64) float64 {
	switch {
	case y == 0:
		return 1
	case math.IsNaN(x):
		return quietNaN(x)
	case math.IsNaN(y):
		if x == 1 {
			return canonicalNaN
		}
		return quietNaN(y)
	case y == 1:
		return x
	}
	ax := math.Abs(x)
	if math.IsInf(y, 0) {
		switch {
		case ax == 1:
			return canonicalNaN
		case (ax > 1) == (y > 0):
			return math.Inf(1)
		}
		return 0
	}
	yInt := y == math.Trunc(y)
	yOdd := yInt && math.Abs(y) < 1<<53 && math.Mod(y, 2) != 0
	if x == 0 || math.IsInf(x, 0) {
		r := math.Inf(1)
		if (x == 0) == (y > 0) {
			r = 0
		}
		// HotSpot's intrinsic (JDK 17) takes odd y between 2^51 and 2^52
		// for even here (and only here).
		if math.Signbit(x) && yOdd && !(math.Abs(y) > 1<<51 && math.Abs(y) < 1<<52) {
			r = -r
		}
		return r
	}
	if x < 0 {
		if !yInt {
			return invalidNaN
		}
		if yOdd {
			return -powPositive(ax, y)
		}
	}
	return powPositive(ax, y)
}

// powPositive is x^y for finite x > 0 and finite y other than 0 and 1.
func powPositive(x, y float64) float64 {
	if x == 1 {
		return 1
	}
	if m, e := math.Frexp(x); m == 0.5 && y == math.Trunc(y) {
		// x = 2^(e-1): the result is a power of two, or a subnormal, or
		// halfway between 0 and the least subnormal.
		switch p := float64(e-1) * y; {
		case p > 1024:
			return math.Inf(1)
		case p < -1076:
			return 0
		default:
			f, _ := new(big.Float).SetMantExp(big.NewFloat(1), int(p)).Float64()
			return f
		}
	}
	if y == math.Trunc(y) && y > 0 && y <= 64 {
		// Exact: at most 64 × 53 bits.
		bx := new(big.Float).SetPrec(64 * 53).SetFloat64(x)
		r := new(big.Float).SetPrec(64 * 53).SetInt64(1)
		for range int(y) {
			r.Mul(r, bx)
		}
		f, _ := r.Float64()
		return f
	}
	prec := uint(expPrec + 32)
	v := bigLog(x)
	v.SetPrec(prec).Mul(v, new(big.Float).SetPrec(prec).SetFloat64(y))
	switch vf, _ := v.Float64(); {
	case vf > 710:
		return math.Inf(1)
	case vf < -746:
		return 0
	}
	f, _ := bigExp(v).Float64()
	return f
}
