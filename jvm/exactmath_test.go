package jvm

import (
	"math"
	"math/big"
	"testing"
)

// TestLogExp checks Math.log, log10 and exp (correctly rounded, as
// HotSpot's intrinsics) and StrictMath.log and log10 (fdlibm) against
// what HotSpot prints (JDK 17), subnormal arguments included (Go's
// math.Log on amd64 returns -709.09 for the smallest subnormal, not
// -744.44).
func TestLogExp(t *testing.T) {
	logs := []struct{ x, log, log10, strictLog, strictLog10 float64 }{
		{4.9e-324, -744.4400719213812, -323.3062153431158, -744.4400719213812, -323.3062153431158},
		{1.0e-310, -713.8013788281542, -310.0, -713.8013788281542, -310.0},
		{0.1, -2.3025850929940455, -1.0, -2.3025850929940455, -1.0},
		{0.5, -0.6931471805599453, -0.3010299956639812, -0.6931471805599453, -0.3010299956639812},
		{0.9999999999999999, -1.1102230246251565e-16, -4.821637332766436e-17, -1.1102230246251565e-16, -4.8216373327664354e-17},
		{1.0000000000000002, 2.2204460492503128e-16, 9.64327466553287e-17, 2.2204460492503128e-16, 9.64327466553287e-17},
		{2.718281828459045, 1.0, 0.4342944819032518, 1.0, 0.4342944819032518},
		{1000.0, 6.907755278982137, 3.0, 6.907755278982137, 3.0},
		{1.0e22, 50.65687204586901, 22.0, 50.65687204586901, 22.0},
		{123.456, 4.815884817283264, 2.0915122016277716, 4.815884817283264, 2.0915122016277716},
		{math.MaxFloat64, 709.782712893384, 308.25471555991675, 709.782712893384, 308.25471555991675},
	}
	for _, tc := range logs {
		for _, c := range []struct {
			name      string
			fn        func(float64) float64
			want, got float64
		}{
			{"Math.log", exactLog, tc.log, 0},
			{"Math.log10", exactLog10, tc.log10, 0},
			{"StrictMath.log", fdlibmLog, tc.strictLog, 0},
			{"StrictMath.log10", fdlibmLog10, tc.strictLog10, 0},
		} {
			if got := c.fn(tc.x); got != c.want {
				t.Errorf("%s(%v) = %v, want %v", c.name, tc.x, got, c.want)
			}
		}
	}
	exps := []struct{ x, want float64 }{
		{-745.1, 4.9e-324}, {-745.0, 4.9e-324}, {-708.5, 2.006132305331306e-308}, {-1.0, 0.36787944117144233},
		{-1.0e-20, 1.0}, {1.0e-10, 1.0000000001}, {0.5, 1.6487212707001282}, {1.0, 2.718281828459045},
		{2.5, 12.182493960703473}, {100.0, 2.6881171418161356e43}, {709.7, 1.6549840276802644e308}, {709.8, math.Inf(1)},
	}
	for _, tc := range exps {
		if got := exactExp(tc.x); got != tc.want {
			t.Errorf("Math.exp(%v) = %v, want %v", tc.x, got, tc.want)
		}
	}
	for _, fn := range []func(float64) float64{exactLog, exactLog10, fdlibmLog, fdlibmLog10} {
		if v := fn(-1); !math.IsNaN(v) {
			t.Errorf("log(-1) = %v, want NaN", v)
		}
		if v := fn(math.Copysign(0, -1)); !math.IsInf(v, -1) {
			t.Errorf("log(-0) = %v, want -Inf", v)
		}
		if v := fn(math.Inf(1)); !math.IsInf(v, 1) {
			t.Errorf("log(+Inf) = %v, want +Inf", v)
		}
	}
	if v := exactExp(math.Inf(-1)); v != 0 || math.Signbit(v) {
		t.Errorf("exp(-Inf) = %v, want +0", v)
	}
	if v := exactExp(math.NaN()); !math.IsNaN(v) {
		t.Errorf("exp(NaN) = %v, want NaN", v)
	}
}

// TestPow checks Math.pow against what HotSpot's intrinsic returns (JDK
// 17): exact powers halfway between two doubles, powers of two into the
// subnormals, the odd-exponent quirk for zeros and infinities, and NaN
// bits.
func TestPow(t *testing.T) {
	two52 := math.Pow(2, 52)
	tests := []struct{ x, y, want float64 }{
		{3, 34, 1.6677181699666568e16}, // exactly halfway: to even
		{3, 35, 5.0031545098999704e16},
		{5, 23, 1.1920928955078124e16},
		{2, 0.5, 1.4142135623730951},
		{10, -2, 0.01},
		{0.5, 1075, 0},                     // 2^-1075: halfway to the least subnormal
		{-0.5, 1075, math.Copysign(0, -1)}, // odd power of a negative number
		{2, -1074, 4.9e-324},
		{20.622989448905326, -1.0438058923397064, 0.042468999991681106}, // correctly rounded (HotSpot: …8111)
		{math.Copysign(0, -1), -(two52 - 1), math.Inf(1)},               // the quirk
		{math.Copysign(0, -1), -(two52 + 1), math.Inf(-1)},
		{math.Inf(-1), two52/2 + 1, math.Inf(1)},
		{math.Inf(-1), two52/2 - 1, math.Inf(-1)},
		{-2, 3, -8},
		{-1, math.Inf(1), math.NaN()},
	}
	for _, tc := range tests {
		got := exactPow(tc.x, tc.y)
		if math.Float64bits(got) != math.Float64bits(tc.want) && !(math.IsNaN(got) && math.IsNaN(tc.want)) {
			t.Errorf("pow(%v, %v) = %v, want %v", tc.x, tc.y, got, tc.want)
		}
	}
	nan := math.Float64frombits(0x7ff0000000000123)
	bits := []struct {
		name string
		got  float64
		want uint64
	}{
		{"pow(snan, 2)", exactPow(nan, 2), 0x7ff8000000000123},
		{"pow(2, snan)", exactPow(2, nan), 0x7ff8000000000123},
		{"pow(1, snan)", exactPow(1, nan), 0x7ff8000000000000},
		{"pow(-2, 0.5)", exactPow(-2, 0.5), 0xfff8000000000000},
		{"pow(-1, inf)", exactPow(-1, math.Inf(1)), 0x7ff8000000000000},
		{"log(-1)", hotSpotNaN(exactLog(-1), -1, 0), 0xfff8000000000000},
		{"exp(snan)", hotSpotNaN(exactExp(nan), nan, 0), 0x7ff8000000000123},
		{"atan2(1, snan)", hotSpotNaN(fdlibmAtan2(1, nan), 1, nan), 0x7ff8000000000123},
	}
	for _, b := range bits {
		if g := math.Float64bits(b.got); g != b.want {
			t.Errorf("%s = %#x, want %#x", b.name, g, b.want)
		}
	}
}

// TestNpio2HW checks fdlibm's table of the high words of n·π/2 against
// π computed here.
func TestNpio2HW(t *testing.T) {
	halfPi := new(big.Float).SetPrec(1300).Quo(bigPi(), big.NewFloat(2))
	for n := 1; n <= 32; n++ {
		v, _ := new(big.Float).SetPrec(1300).Mul(halfPi, big.NewFloat(float64(n))).Float64()
		if got := hi(v); got != npio2HW[n-1] {
			t.Errorf("high word of %d·π/2 = %#x, table has %#x", n, got, npio2HW[n-1])
		}
	}
}

// TestPio2Chunks checks fdlibm's π/2 in 24-bit pieces against π computed
// here, and the start of 2/π's table against fdlibm's.
func TestPio2Chunks(t *testing.T) {
	rest := new(big.Float).SetPrec(2000).Quo(machinPi(2000), big.NewFloat(2))
	for i, c := range pio2Chunks {
		scale := 23 + 24*i
		v := new(big.Float).SetPrec(2000).SetMantExp(rest, scale)
		n, _ := v.Int(nil)
		want := new(big.Float).SetMantExp(new(big.Float).SetInt(n), -scale)
		wf, _ := want.Float64()
		if wf != c {
			t.Errorf("PIo2[%d] = %v, π/2 gives %v", i, c, wf)
		}
		rest.Sub(rest, want)
	}
	want := []int32{0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62}
	for i, w := range want {
		if got := twoOverPiChunks()[i]; got != w {
			t.Errorf("two_over_pi[%d] = %#x, want %#x", i, got, w)
		}
	}
}
