package jvm

import (
	"math"
	"testing"
)

func TestExactTrig(t *testing.T) {
	// Expected values are what HotSpot's Math.sin/cos/tan print (JDK 17).
	tests := []struct {
		fn   func(float64) float64
		name string
		x    float64
		want float64
	}{
		{exactSin, "sin", math.Pi, 1.2246467991473532e-16},
		{exactCos, "cos", math.Pi / 2, 6.123233995736766e-17},
		{exactSin, "sin", 1, 0.8414709848078965},
		{exactCos, "cos", 0, 1},
		{exactSin, "sin", -0.5, -0.479425538604203},
		{exactTan, "tan", math.Pi / 4, 0.9999999999999999},
		{exactSin, "sin", 1e22, -0.8522008497671888},
		{exactCos, "cos", 3, -0.9899924966004454},
	}
	for _, tc := range tests {
		if got := tc.fn(tc.x); got != tc.want {
			t.Errorf("%s(%v) = %v, want %v", tc.name, tc.x, got, tc.want)
		}
	}
	// Tiny arguments (they hung before).
	for _, x := range []float64{-1.8920027895528158e-126, 1e-300, 4.9e-324} {
		if got := exactSin(x); got != x {
			t.Errorf("sin(%v) = %v, want %v", x, got, x)
		}
		if got := exactTan(x); got != x {
			t.Errorf("tan(%v) = %v, want %v", x, got, x)
		}
		if got := exactCos(x); got != 1 {
			t.Errorf("cos(%v) = %v, want 1", x, got)
		}
	}
	if s := exactSin(math.Copysign(0, -1)); !math.Signbit(s) {
		t.Errorf("sin(-0.0) lost its sign")
	}
	if !math.IsNaN(exactSin(math.Inf(1))) {
		t.Errorf("sin(+Inf) is not NaN")
	}
}
