package jvm

import (
	"math"
	"math/big"
	"sync"
)

// Math.exp, log and log10: HotSpot computes these with intrinsics (in the
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
	// x = k ln 2 + r with |r| ≤ ln 2 / 2; exp(x) = 2^k exp(r).
	prec := uint(expPrec + 32)
	bx := new(big.Float).SetPrec(prec).SetFloat64(x)
	q := new(big.Float).SetPrec(prec).Quo(bx, bigLn2())
	k := int64(math.Round(func() float64 { f, _ := q.Float64(); return f }()))
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
	sum.SetMantExp(sum, int(k))
	f, _ := sum.Float64()
	return f
}
