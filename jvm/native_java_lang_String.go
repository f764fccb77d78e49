package jvm

import "math"

func javaLangStringNatives() nativeTable {
	return nativeTable{
		"java/lang/String.intern()Ljava/lang/String;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retRef(t.vm.intern(Ref(a[0])))
		},
		"java/lang/StringUTF16.isBigEndian()Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retBool(false)
		},
	}
}

func javaLangFloatDoubleNatives() nativeTable {
	same := func(t *Thread, a []uint64) (uint64, nativeStatus) { return ret(a[0]) }
	return nativeTable{
		"java/lang/Float.floatToRawIntBits(F)I":    same,
		"java/lang/Float.intBitsToFloat(I)F":       same,
		"java/lang/Double.doubleToRawLongBits(D)J": same,
		"java/lang/Double.longBitsToDouble(J)D":    same,
	}
}

func javaLangStrictMathNatives() nativeTable {
	d1 := func(f func(float64) float64) nativeFunc {
		return func(t *Thread, a []uint64) (uint64, nativeStatus) {
			x := s2d(a[0])
			return ret(d2s(hotSpotNaN(f(x), x, 0)))
		}
	}
	d2 := func(f func(float64, float64) float64) nativeFunc {
		return func(t *Thread, a []uint64) (uint64, nativeStatus) {
			x, y := s2d(a[0]), s2d(a[2])
			return ret(d2s(hotSpotNaN(f(x, y), x, y)))
		}
	}
	pow := func(t *Thread, a []uint64) (uint64, nativeStatus) { return ret(d2s(exactPow(s2d(a[0]), s2d(a[2])))) }
	return nativeTable{
		"java/lang/Math.sin(D)D":                  d1(exactSin),
		"java/lang/Math.cos(D)D":                  d1(exactCos),
		"java/lang/Math.tan(D)D":                  d1(exactTan),
		"java/lang/Math.exp(D)D":                  d1(exactExp),
		"java/lang/Math.log(D)D":                  d1(exactLog),
		"java/lang/Math.log10(D)D":                d1(exactLog10),
		"java/lang/Math.pow(DD)D":                 pow,
		"java/lang/StrictMath.sin(D)D":            d1(fdlibmSin),
		"java/lang/StrictMath.cos(D)D":            d1(fdlibmCos),
		"java/lang/StrictMath.tan(D)D":            d1(fdlibmTan),
		"java/lang/StrictMath.asin(D)D":           d1(fdlibmAsin),
		"java/lang/StrictMath.acos(D)D":           d1(fdlibmAcos),
		"java/lang/StrictMath.atan(D)D":           d1(fdlibmAtan),
		"java/lang/StrictMath.log(D)D":            d1(fdlibmLog),
		"java/lang/StrictMath.log10(D)D":          d1(fdlibmLog10),
		"java/lang/StrictMath.sqrt(D)D":           d1(math.Sqrt),
		"java/lang/StrictMath.sinh(D)D":           d1(fdlibmSinh),
		"java/lang/StrictMath.cosh(D)D":           d1(fdlibmCosh),
		"java/lang/StrictMath.tanh(D)D":           d1(fdlibmTanh),
		"java/lang/StrictMath.expm1(D)D":          d1(math.Expm1),
		"java/lang/StrictMath.log1p(D)D":          d1(math.Log1p),
		"java/lang/StrictMath.atan2(DD)D":         d2(fdlibmAtan2),
		"java/lang/StrictMath.IEEEremainder(DD)D": d2(math.Remainder),
	}
}
