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

// hi and lo are the high and low 32-bit words of a double, as fdlibm's
// __HI and __LO.
func hi(x float64) int32  { return int32(math.Float64bits(x) >> 32) }
func lo(x float64) uint32 { return uint32(math.Float64bits(x)) }

// withHi and withLo return x with its high (low) word replaced.
func withHi(x float64, h int32) float64 {
	return math.Float64frombits(uint64(uint32(h))<<32 | math.Float64bits(x)&0xffffffff)
}

func withLo(x float64, l uint32) float64 {
	return math.Float64frombits(math.Float64bits(x)&^0xffffffff | uint64(l))
}

// fdlibmExp is fdlibm's __ieee754_exp (e_exp.c), which sinh and cosh
// call (StrictMath.exp itself is Java code in the JDK).
func fdlibmExp(x float64) float64 {
	const (
		oThreshold = 7.09782712893383973096e+02  // 0x40862E42FEFA39EF
		uThreshold = -7.45133219101941108420e+02 // 0xc0874910D52D3051
		invln2     = 1.44269504088896338700e+00  // 0x3ff71547652b82fe
		p1         = 1.66666666666666019037e-01  // 0x3FC555555555553E
		p2         = -2.77777777770155933842e-03 // 0xBF66C16C16BEBD93
		p3         = 6.61375632143793436117e-05  // 0x3F11566AAF25DE2C
		p4         = -1.65339022054652515390e-06 // 0xBEBBBD41C5D26BF1
		p5         = 4.13813679705723846039e-08  // 0x3E66376972BEA4D0
		twom1000   = 9.33263618503218878990e-302 // 2^-1000
		huge       = 1.0e+300
	)
	halF := [2]float64{0.5, -0.5}
	ln2HI := [2]float64{6.93147180369123816490e-01, -6.93147180369123816490e-01}
	ln2LO := [2]float64{1.90821492927058770002e-10, -1.90821492927058770002e-10}
	hx := uint32(hi(x))
	xsb := int(hx >> 31 & 1)
	hx &= 0x7fffffff
	if hx >= 0x40862E42 { // |x| >= 709.78…
		if hx >= 0x7ff00000 {
			if (hx&0xfffff)|lo(x) != 0 {
				return x + x // NaN
			}
			if xsb == 0 {
				return x // exp(+inf) = inf
			}
			return 0 // exp(-inf) = 0
		}
		if x > oThreshold {
			return math.Inf(1)
		}
		if x < uThreshold {
			return 0
		}
	}
	var hiPart, loPart float64
	k := 0
	switch {
	case hx > 0x3fd62e42: // |x| > 0.5 ln2
		if hx < 0x3FF0A2B2 { // and |x| < 1.5 ln2
			hiPart = x - ln2HI[xsb]
			loPart = ln2LO[xsb]
			k = 1 - xsb - xsb
		} else {
			k = int(float64(invln2*x) + halF[xsb])
			t := float64(k)
			hiPart = x - float64(t*ln2HI[0]) // t*ln2HI is exact here
			loPart = float64(t * ln2LO[0])
		}
		x = hiPart - loPart
	case hx < 0x3e300000: // |x| < 2^-28
		if huge+x > 1 {
			return 1 + x
		}
	}
	t := float64(x * x)
	c := x - float64(t*(p1+float64(t*(p2+float64(t*(p3+float64(t*(p4+float64(t*p5)))))))))
	if k == 0 {
		return 1 - (float64(x*c)/(c-2.0) - x)
	}
	y := 1 - ((loPart - float64(x*c)/(2.0-c)) - hiPart)
	if k >= -1021 {
		return withHi(y, hi(y)+int32(k<<20))
	}
	return float64(withHi(y, hi(y)+int32((k+1000)<<20)) * twom1000)
}

// fdlibmSinh is fdlibm's __ieee754_sinh (e_sinh.c).
func fdlibmSinh(x float64) float64 {
	const shuge = 1.0e307
	jx := hi(x)
	ix := jx & 0x7fffffff
	if ix >= 0x7ff00000 { // inf or NaN
		return x + x
	}
	h := 0.5
	if jx < 0 {
		h = -h
	}
	if ix < 0x40360000 { // |x| < 22
		if ix < 0x3e300000 { // |x| < 2^-28
			if shuge+x > 1 {
				return x
			}
		}
		t := math.Expm1(math.Abs(x))
		if ix < 0x3ff00000 {
			return float64(h * (float64(2.0*t) - float64(t*t)/(t+1)))
		}
		return float64(h * (t + t/(t+1)))
	}
	if ix < 0x40862E42 { // |x| in [22, log(maxdouble)]
		return float64(h * fdlibmExp(math.Abs(x)))
	}
	if lx := lo(x); ix < 0x408633CE || ix == 0x408633ce && lx <= 0x8fb9f87d {
		w := fdlibmExp(float64(0.5 * math.Abs(x)))
		t := float64(h * w)
		return float64(t * w)
	}
	return float64(x * shuge) // overflow
}

// fdlibmCosh is fdlibm's __ieee754_cosh (e_cosh.c).
func fdlibmCosh(x float64) float64 {
	ix := hi(x) & 0x7fffffff
	if ix >= 0x7ff00000 {
		return float64(x * x)
	}
	if ix < 0x3fd62e43 { // |x| in [0, 0.5 ln2]
		t := math.Expm1(math.Abs(x))
		w := 1 + t
		if ix < 0x3c800000 {
			return w // cosh(tiny) = 1
		}
		return 1 + float64(t*t)/(w+w)
	}
	if ix < 0x40360000 { // |x| in [0.5 ln2, 22]
		t := fdlibmExp(math.Abs(x))
		return float64(0.5*t) + 0.5/t
	}
	if ix < 0x40862E42 { // |x| in [22, log(maxdouble)]
		return float64(0.5 * fdlibmExp(math.Abs(x)))
	}
	if lx := lo(x); ix < 0x408633CE || ix == 0x408633ce && lx <= 0x8fb9f87d {
		w := fdlibmExp(float64(0.5 * math.Abs(x)))
		t := float64(0.5 * w)
		return float64(t * w)
	}
	return math.Inf(1) // overflow
}

// fdlibmTanh is fdlibm's tanh (s_tanh.c).
func fdlibmTanh(x float64) float64 {
	const tiny = 1.0e-300
	jx := hi(x)
	ix := jx & 0x7fffffff
	if ix >= 0x7ff00000 { // inf or NaN
		if jx >= 0 {
			return 1/x + 1
		}
		return 1/x - 1
	}
	var z float64
	if ix < 0x40360000 { // |x| < 22
		if ix < 0x3c800000 { // |x| < 2^-55
			return float64(x * (1 + x))
		}
		if ix >= 0x3ff00000 { // |x| >= 1
			t := math.Expm1(float64(2 * math.Abs(x)))
			z = 1 - 2/(t+2)
		} else {
			t := math.Expm1(float64(-2 * math.Abs(x)))
			z = -t / (t + 2)
		}
	} else {
		z = 1 - tiny
	}
	if jx >= 0 {
		return z
	}
	return -z
}

// fdlibmAtan is fdlibm's atan (s_atan.c).
func fdlibmAtan(x float64) float64 {
	atanhi := [4]float64{
		4.63647609000806093515e-01, // atan(0.5)hi 0x3FDDAC670561BB4F
		7.85398163397448278999e-01, // atan(1.0)hi 0x3FE921FB54442D18
		9.82793723247329054082e-01, // atan(1.5)hi 0x3FEF730BD281F69B
		1.57079632679489655800e+00, // atan(inf)hi 0x3FF921FB54442D18
	}
	atanlo := [4]float64{
		2.26987774529616870924e-17, // atan(0.5)lo 0x3C7A2B7F222F65E2
		3.06161699786838301793e-17, // atan(1.0)lo 0x3C81A62633145C07
		1.39033110312309984516e-17, // atan(1.5)lo 0x3C7007887AF0CBBD
		6.12323399573676603587e-17, // atan(inf)lo 0x3C91A62633145C07
	}
	aT := [11]float64{
		3.33333333333329318027e-01,  // 0x3FD555555555550D
		-1.99999999998764832476e-01, // 0xBFC999999998EBC4
		1.42857142725034663711e-01,  // 0x3FC24924920083FF
		-1.11111104054623557880e-01, // 0xBFBC71C6FE231671
		9.09088713343650656196e-02,  // 0x3FB745CDC54C206E
		-7.69187620504482999495e-02, // 0xBFB3B0F2AF749A6D
		6.66107313738753120669e-02,  // 0x3FB10D66A0D03D51
		-5.83357013379057348645e-02, // 0xBFADDE2D52DEFD9A
		4.97687799461593236017e-02,  // 0x3FA97B4B24760DEB
		-3.65315727442169155270e-02, // 0xBFA2B4442C6A6C2F
		1.62858201153657823623e-02,  // 0x3F90AD3AE322DA11
	}
	const huge = 1.0e300
	hx := hi(x)
	ix := hx & 0x7fffffff
	var id int
	if ix >= 0x44100000 { // |x| >= 2^66
		if ix > 0x7ff00000 || ix == 0x7ff00000 && lo(x) != 0 {
			return x + x // NaN
		}
		if hx > 0 {
			return atanhi[3] + atanlo[3]
		}
		return -atanhi[3] - atanlo[3]
	}
	if ix < 0x3fdc0000 { // |x| < 0.4375
		if ix < 0x3e200000 { // |x| < 2^-29
			if huge+x > 1 {
				return x
			}
		}
		id = -1
	} else {
		x = math.Abs(x)
		if ix < 0x3ff30000 { // |x| < 1.1875
			if ix < 0x3fe60000 { // 7/16 <= |x| < 11/16
				id = 0
				x = (float64(2.0*x) - 1) / (2.0 + x)
			} else { // 11/16 <= |x| < 19/16
				id = 1
				x = (x - 1) / (x + 1)
			}
		} else {
			if ix < 0x40038000 { // |x| < 2.4375
				id = 2
				x = (x - 1.5) / (1 + float64(1.5*x))
			} else { // 2.4375 <= |x| < 2^66
				id = 3
				x = -1.0 / x
			}
		}
	}
	z := float64(x * x)
	w := float64(z * z)
	s1 := float64(z * (aT[0] + float64(w*(aT[2]+float64(w*(aT[4]+float64(w*(aT[6]+float64(w*(aT[8]+float64(w*aT[10])))))))))))
	s2 := float64(w * (aT[1] + float64(w*(aT[3]+float64(w*(aT[5]+float64(w*(aT[7]+float64(w*aT[9])))))))))
	if id < 0 {
		return x - float64(x*(s1+s2))
	}
	z = atanhi[id] - ((float64(x*(s1+s2)) - atanlo[id]) - x)
	if hx < 0 {
		return -z
	}
	return z
}

// fdlibmAtan2 is fdlibm's __ieee754_atan2 (e_atan2.c).
func fdlibmAtan2(y, x float64) float64 {
	const (
		tiny  = 1.0e-300
		piO4  = 7.8539816339744827900e-01 // 0x3FE921FB54442D18
		piO2  = 1.5707963267948965580e+00 // 0x3FF921FB54442D18
		pi    = 3.1415926535897931160e+00 // 0x400921FB54442D18
		piLo  = 1.2246467991473531772e-16 // 0x3CA1A62633145C07
		nanHi = 0x7ff00000
	)
	hx, lx := hi(x), lo(x)
	ix := hx & 0x7fffffff
	hy, ly := hi(y), lo(y)
	iy := hy & 0x7fffffff
	nonzero := func(l uint32) int32 {
		if l != 0 {
			return 1
		}
		return 0
	}
	if ix|nonzero(lx) > nanHi || iy|nonzero(ly) > nanHi { // x or y is NaN
		return x + y
	}
	if hx-0x3ff00000|int32(lx) == 0 { // x = 1.0
		return fdlibmAtan(y)
	}
	m := int(hy>>31&1) | int(hx>>30&2) // 2*sign(x)+sign(y)
	if iy|int32(ly) == 0 {             // y = 0
		switch m {
		case 0, 1:
			return y // atan(±0, +anything) = ±0
		case 2:
			return pi + tiny // atan(+0, -anything) = pi
		default:
			return -pi - tiny // atan(-0, -anything) = -pi
		}
	}
	if ix|int32(lx) == 0 { // x = 0
		if hy < 0 {
			return -piO2 - tiny
		}
		return piO2 + tiny
	}
	if ix == 0x7ff00000 { // x is inf
		if iy == 0x7ff00000 {
			return [4]float64{piO4 + tiny, -piO4 - tiny, float64(3.0*piO4) + tiny, float64(-3.0*piO4) - tiny}[m]
		}
		return [4]float64{0, math.Copysign(0, -1), pi + tiny, -pi - tiny}[m]
	}
	if iy == 0x7ff00000 { // y is inf
		if hy < 0 {
			return -piO2 - tiny
		}
		return piO2 + tiny
	}
	var z float64
	k := (iy - ix) >> 20
	switch {
	case k > 60: // |y/x| > 2^60
		z = piO2 + float64(0.5*piLo)
	case hx < 0 && k < -60: // |y|/x < -2^60
		z = 0
	default:
		z = fdlibmAtan(math.Abs(y / x))
	}
	switch m {
	case 0:
		return z // atan(+,+)
	case 1:
		return -z // atan(-,+)
	case 2:
		return pi - (z - piLo) // atan(+,-)
	default:
		return (z - piLo) - pi // atan(-,-)
	}
}

// fdlibm's coefficients of R(x²) in asin and acos.
const (
	asPS0  = 1.66666666666666657415e-01  // 0x3FC5555555555555
	asPS1  = -3.25565818622400915405e-01 // 0xBFD4D61203EB6F7D
	asPS2  = 2.01212532134862925881e-01  // 0x3FC9C1550E884455
	asPS3  = -4.00555345006794114027e-02 // 0xBFA48228B5688F3B
	asPS4  = 7.91534994289814532176e-04  // 0x3F49EFE07501B288
	asPS5  = 3.47933107596021167570e-05  // 0x3F023DE10DFDF709
	asQS1  = -2.40339491173441421878e+00 // 0xC0033A271C8A2D4B
	asQS2  = 2.02094576023350569471e+00  // 0x40002AE59C598AC8
	asQS3  = -6.88283971605453293030e-01 // 0xBFE6066C1B8D0159
	asQS4  = 7.70381505559019352791e-02  // 0x3FB3B8C5B12E9282
	pio2Hi = 1.57079632679489655800e+00  // 0x3FF921FB54442D18
	pio2Lo = 6.12323399573676603587e-17  // 0x3C91A62633145C07
	pio4Hi = 7.85398163397448278999e-01  // 0x3FE921FB54442D18
)

// asinPQ returns the numerator and denominator of R(t).
func asinPQ(t float64) (p, q float64) {
	p = float64(t * (asPS0 + float64(t*(asPS1+float64(t*(asPS2+float64(t*(asPS3+float64(t*(asPS4+float64(t*asPS5)))))))))))
	q = 1 + float64(t*(asQS1+float64(t*(asQS2+float64(t*(asQS3+float64(t*asQS4)))))))
	return p, q
}

// fdlibmAsin is fdlibm's __ieee754_asin (e_asin.c).
func fdlibmAsin(x float64) float64 {
	const huge = 1.000e+300
	hx := hi(x)
	ix := hx & 0x7fffffff
	if ix >= 0x3ff00000 { // |x| >= 1
		if (ix-0x3ff00000)|int32(lo(x)) == 0 {
			return float64(x*pio2Hi) + float64(x*pio2Lo) // asin(±1) = ±pi/2
		}
		return math.NaN()
	}
	if ix < 0x3fe00000 { // |x| < 0.5
		if ix < 0x3e400000 { // |x| < 2^-27
			if huge+x > 1 {
				return x
			}
		}
		t := float64(x * x)
		p, q := asinPQ(t)
		return x + float64(x*(p/q))
	}
	// 1 > |x| >= 0.5
	w := 1 - math.Abs(x)
	t := float64(w * 0.5)
	p, q := asinPQ(t)
	s := math.Sqrt(t)
	if ix >= 0x3FEF3333 { // |x| > 0.975
		w = p / q
		t = pio2Hi - (float64(2.0*(s+float64(s*w))) - pio2Lo)
	} else {
		w = withLo(s, 0)
		c := (t - float64(w*w)) / (s + w)
		r := p / q
		p = float64(float64(2.0*s)*r) - (pio2Lo - float64(2.0*c))
		q = pio4Hi - float64(2.0*w)
		t = pio4Hi - (p - q)
	}
	if hx > 0 {
		return t
	}
	return -t
}

// fdlibmAcos is fdlibm's __ieee754_acos (e_acos.c).
func fdlibmAcos(x float64) float64 {
	const pi = 3.14159265358979311600e+00 // 0x400921FB54442D18
	hx := hi(x)
	ix := hx & 0x7fffffff
	if ix >= 0x3ff00000 { // |x| >= 1
		if (ix-0x3ff00000)|int32(lo(x)) == 0 {
			if hx > 0 {
				return 0 // acos(1) = 0
			}
			return pi + float64(2.0*pio2Lo) // acos(-1) = pi
		}
		return math.NaN()
	}
	if ix < 0x3fe00000 { // |x| < 0.5
		if ix <= 0x3c600000 { // |x| < 2^-57
			return pio2Hi + pio2Lo
		}
		z := float64(x * x)
		p, q := asinPQ(z)
		r := p / q
		return pio2Hi - (x - (pio2Lo - float64(x*r)))
	}
	if hx < 0 { // x < -0.5
		z := float64((1 + x) * 0.5)
		p, q := asinPQ(z)
		s := math.Sqrt(z)
		r := p / q
		w := float64(r*s) - pio2Lo
		return pi - float64(2.0*(s+w))
	}
	// x > 0.5
	z := float64((1 - x) * 0.5)
	s := math.Sqrt(z)
	df := withLo(s, 0)
	c := (z - float64(df*df)) / (s + df)
	p, q := asinPQ(z)
	r := p / q
	w := float64(r*s) + c
	return float64(2.0 * (df + w))
}
