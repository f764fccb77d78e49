package jvm

import "math"

// StrictMath's native methods must return exactly what fdlibm 5.3 (Sun's
// freely distributable libm, which the JDK links) returns. Go's math
// package computes some of these with other algorithms (and with
// assembly on amd64), which differ in the last bit now and then; the
// functions here follow fdlibm's C code operation for operation. Each
// product is converted explicitly so that no compiler fuses it into a
// multiply-add, which fdlibm never does.

// fdlibmLog is fdlibm's __ieee754_log (e_log.c): x = 2^k (1+f) with
// sqrt(2)/2 < 1+f < sqrt(2), log(1+f) from s = f/(2+f) by a minimax
// polynomial in s^2.
func fdlibmLog(x float64) float64 {
	const (
		ln2Hi = 6.93147180369123816490e-01 // 0x3fe62e42fee00000
		ln2Lo = 1.90821492927058770002e-10 // 0x3dea39ef35793c76
		two54 = 1.80143985094819840000e+16 // 0x4350000000000000
		lg1   = 6.666666666666735130e-01   // 0x3FE5555555555593
		lg2   = 3.999999999940941908e-01   // 0x3FD999999997FA04
		lg3   = 2.857142874366239149e-01   // 0x3FD2492494229359
		lg4   = 2.222219843214978396e-01   // 0x3FCC71C51D8E78AF
		lg5   = 1.818357216161805012e-01   // 0x3FC7466496CB03DE
		lg6   = 1.531383769920937332e-01   // 0x3FC39A09D078C69F
		lg7   = 1.479819860511658591e-01   // 0x3FC2F112DF3E5244
	)
	bits := math.Float64bits(x)
	hx := int32(bits >> 32)
	lx := uint32(bits)
	k := int32(0)
	if hx < 0x00100000 { // x < 2^-1022
		switch {
		case (hx&0x7fffffff)|int32(lx) == 0:
			return math.Inf(-1) // log(±0) = -inf
		case hx < 0:
			return math.NaN() // log(negative) = NaN
		}
		k -= 54
		x = float64(x * two54) // subnormal: scale up
		hx = int32(math.Float64bits(x) >> 32)
	}
	if hx >= 0x7ff00000 {
		return x + x
	}
	k += (hx >> 20) - 1023
	hx &= 0x000fffff
	i := (hx + 0x95f64) & 0x100000
	// Normalize x or x/2: set the high word to hx|(i^0x3ff00000).
	x = math.Float64frombits(uint64(uint32(hx|(i^0x3ff00000)))<<32 | uint64(math.Float64bits(x)&0xffffffff))
	k += i >> 20
	f := x - 1.0
	if (0x000fffff & (2 + hx)) < 3 { // |f| < 2^-20
		if f == 0 {
			if k == 0 {
				return 0
			}
			dk := float64(k)
			return float64(dk*ln2Hi) + float64(dk*ln2Lo)
		}
		R := float64(float64(f*f) * (0.5 - float64(0.33333333333333333*f)))
		if k == 0 {
			return f - R
		}
		dk := float64(k)
		return float64(dk*ln2Hi) - ((R - float64(dk*ln2Lo)) - f)
	}
	s := f / (2.0 + f)
	dk := float64(k)
	z := float64(s * s)
	i = hx - 0x6147a
	w := float64(z * z)
	j := 0x6b851 - hx
	t1 := float64(w * (lg2 + float64(w*(lg4+float64(w*lg6)))))
	t2 := float64(z * (lg1 + float64(w*(lg3+float64(w*(lg5+float64(w*lg7)))))))
	i |= j
	R := t2 + t1
	if i > 0 {
		hfsq := float64(float64(0.5*f) * f)
		if k == 0 {
			return f - (hfsq - float64(s*(hfsq+R)))
		}
		return float64(dk*ln2Hi) - ((hfsq - (float64(s*(hfsq+R)) + float64(dk*ln2Lo))) - f)
	}
	if k == 0 {
		return f - float64(s*(f-R))
	}
	return float64(dk*ln2Hi) - ((float64(s*(f-R)) - float64(dk*ln2Lo)) - f)
}

// fdlibmLog10 is fdlibm's __ieee754_log10 (e_log10.c): with
// x = 2^n y, log10(x) = n log10(2) + log10(y), the last from fdlibmLog.
func fdlibmLog10(x float64) float64 {
	const (
		two54    = 1.80143985094819840000e+16 // 0x4350000000000000
		ivln10   = 4.34294481903251816668e-01 // 0x3FDBCB7B1526E50E
		log102Hi = 3.01029995663611771306e-01 // 0x3FD34413509F6000
		log102Lo = 3.69423907715893078616e-13 // 0x3D59FEF311F12B36
	)
	bits := math.Float64bits(x)
	hx := int32(bits >> 32)
	lx := uint32(bits)
	k := int32(0)
	if hx < 0x00100000 { // x < 2^-1022
		switch {
		case (hx&0x7fffffff)|int32(lx) == 0:
			return math.Inf(-1)
		case hx < 0:
			return math.NaN()
		}
		k -= 54
		x = float64(x * two54)
		hx = int32(math.Float64bits(x) >> 32)
	}
	if hx >= 0x7ff00000 {
		return x + x
	}
	k += (hx >> 20) - 1023
	i := int32(uint32(k) & 0x80000000 >> 31)
	hx = (hx & 0x000fffff) | ((0x3ff - i) << 20)
	y := float64(k + i)
	x = math.Float64frombits(uint64(uint32(hx))<<32 | math.Float64bits(x)&0xffffffff)
	z := float64(y*log102Lo) + float64(ivln10*fdlibmLog(x))
	return z + float64(y*log102Hi)
}
