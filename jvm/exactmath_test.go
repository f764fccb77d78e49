package jvm

import (
	"math"
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
