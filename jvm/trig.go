package jvm

import (
	"math"
	"math/big"
	"sync"
)

// Math.sin, cos and tan: HotSpot's intrinsics (and StrictMath's fdlibm)
// return the correctly rounded result in all but rare cases; Go's math
// package does not always. gojpf computes these three in 256-bit
// arithmetic and rounds once, which matches HotSpot wherever HotSpot is
// correctly rounded.

const trigPrec = 256

// bigPiCache holds π to 1500 bits (enough to reduce any double),
// computed once per process; it is never modified after that.
var bigPiCache struct {
	once sync.Once
	pi   *big.Float
}

func bigPi() *big.Float {
	bigPiCache.once.Do(func() { bigPiCache.pi = machinPi(1500) })
	return bigPiCache.pi
}

// reduce returns r and the quadrant q such that x = r + q·π/2, |r| ≤ π/4
// (x finite: at most 2^1024, whose reduction needs 1344 bits of π).
func reduce(x float64) (*big.Float, int) {
	_, exp := math.Frexp(x)
	// A tiny x needs no more precision than trigPrec (a negative exp
	// here once made the precision wrap around to 2^64 bits: a hang).
	prec := uint(trigPrec + max(exp, 0) + 64)
	halfPi := new(big.Float).SetPrec(prec).Quo(bigPi(), big.NewFloat(2))
	bx := new(big.Float).SetPrec(prec).SetFloat64(x)
	k := new(big.Float).SetPrec(prec).Quo(bx, halfPi)
	ki, _ := k.Int(nil)
	// Round to nearest: adjust ki by the remainder.
	r := new(big.Float).SetPrec(prec).Sub(bx, new(big.Float).SetPrec(prec).Mul(new(big.Float).SetPrec(prec).SetInt(ki), halfPi))
	quarter := new(big.Float).SetPrec(prec).Quo(halfPi, big.NewFloat(2))
	for r.Cmp(quarter) > 0 {
		r.Sub(r, halfPi)
		ki.Add(ki, big.NewInt(1))
	}
	neg := new(big.Float).Neg(quarter)
	for r.Cmp(neg) < 0 {
		r.Add(r, halfPi)
		ki.Sub(ki, big.NewInt(1))
	}
	q := int(new(big.Int).Mod(ki, big.NewInt(4)).Int64())
	return r.SetPrec(trigPrec), q
}

// sinCosSeries returns sin(r) and cos(r) for |r| ≤ π/4 by Taylor series.
func sinCosSeries(r *big.Float) (*big.Float, *big.Float) {
	r2 := new(big.Float).SetPrec(trigPrec).Mul(r, r)
	eps := new(big.Float).SetPrec(trigPrec).SetMantExp(big.NewFloat(1), -trigPrec-8)
	series := func(first *big.Float, k0 int64) *big.Float {
		sum := new(big.Float).SetPrec(trigPrec).Set(first)
		term := new(big.Float).SetPrec(trigPrec).Set(first)
		for k := k0; ; k += 2 {
			term.Mul(term, r2)
			term.Quo(term, new(big.Float).SetPrec(trigPrec).SetInt64(k*(k+1)))
			term.Neg(term)
			sum.Add(sum, term)
			if new(big.Float).Abs(term).Cmp(eps) < 0 {
				return sum
			}
		}
	}
	return series(r, 2), series(big.NewFloat(1).SetPrec(trigPrec), 1)
}

func exactTrig(fn byte, x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return math.NaN()
	}
	if x == 0 && fn != 'c' {
		return x // keeps the sign of zero
	}
	r, q := reduce(x)
	s, c := sinCosSeries(r)
	var v *big.Float
	switch fn {
	case 's':
		v = [4]*big.Float{s, c, new(big.Float).Neg(s), new(big.Float).Neg(c)}[q]
	case 'c':
		v = [4]*big.Float{c, new(big.Float).Neg(s), new(big.Float).Neg(c), s}[q]
	default:
		if q%2 == 0 {
			v = new(big.Float).SetPrec(trigPrec).Quo(s, c)
		} else {
			v = new(big.Float).SetPrec(trigPrec).Quo(c, s)
			v.Neg(v)
		}
	}
	f, _ := v.Float64()
	return f
}

func exactSin(x float64) float64 { return exactTrig('s', x) }
func exactCos(x float64) float64 { return exactTrig('c', x) }
func exactTan(x float64) float64 { return exactTrig('t', x) }
