package jvm

import (
	"math"
	"math/big"
	"sync"
)

// StrictMath.sin, cos and tan: fdlibm's s_sin.c, s_cos.c and s_tan.c over
// its kernels k_sin.c, k_cos.c, k_tan.c and the argument reduction of
// e_rem_pio2.c. For |x| beyond 2^19·π/2 fdlibm reduces with
// __kernel_rem_pio2 and a table of 2/π; gojpf reduces in big-float
// arithmetic instead and rounds the remainder to the same double-double
// (head and tail) that fdlibm's kernel returns.

// fdlibmSin is fdlibm's sin.
func fdlibmSin(x float64) float64 {
	ix := hi(x) & 0x7fffffff
	switch {
	case ix <= 0x3fe921fb: // |x| ~<= π/4
		return kernelSin(x, 0, 0)
	case ix >= 0x7ff00000:
		return x - x // NaN
	}
	n, y0, y1 := remPio2(x)
	switch n & 3 {
	case 0:
		return kernelSin(y0, y1, 1)
	case 1:
		return kernelCos(y0, y1)
	case 2:
		return -kernelSin(y0, y1, 1)
	}
	return -kernelCos(y0, y1)
}

// fdlibmCos is fdlibm's cos.
func fdlibmCos(x float64) float64 {
	ix := hi(x) & 0x7fffffff
	switch {
	case ix <= 0x3fe921fb:
		return kernelCos(x, 0)
	case ix >= 0x7ff00000:
		return x - x
	}
	n, y0, y1 := remPio2(x)
	switch n & 3 {
	case 0:
		return kernelCos(y0, y1)
	case 1:
		return -kernelSin(y0, y1, 1)
	case 2:
		return -kernelCos(y0, y1)
	}
	return kernelSin(y0, y1, 1)
}

// fdlibmTan is fdlibm's tan.
func fdlibmTan(x float64) float64 {
	ix := hi(x) & 0x7fffffff
	switch {
	case ix <= 0x3fe921fb:
		return kernelTan(x, 0, 1)
	case ix >= 0x7ff00000:
		return x - x
	}
	n, y0, y1 := remPio2(x)
	return kernelTan(y0, y1, 1-(n&1)<<1)
}

// kernelSin is __kernel_sin: sin(x+y) for |x| ~<= π/4, y the tail of x
// (iy = 0: y is zero).
func kernelSin(x, y float64, iy int) float64 {
	const (
		half = 5.00000000000000000000e-01
		s1   = -1.66666666666666324348e-01 // 0xBFC5555555555549
		s2   = 8.33333333332248946124e-03  // 0x3F8111111110F8A6
		s3   = -1.98412698298579493134e-04 // 0xBF2A01A019C161D5
		s4   = 2.75573137070700676789e-06  // 0x3EC71DE357B1FE7D
		s5   = -2.50507602534068634195e-08 // 0xBE5AE5E68A2B9CEB
		s6   = 1.58969099521155010221e-10  // 0x3DE5D93A5ACFD57C
	)
	ix := hi(x) & 0x7fffffff
	if ix < 0x3e400000 { // |x| < 2^-27
		if int(x) == 0 {
			return x
		}
	}
	z := float64(x * x)
	v := float64(z * x)
	r := s2 + float64(z*(s3+float64(z*(s4+float64(z*(s5+float64(z*s6)))))))
	if iy == 0 {
		return x + float64(v*(s1+float64(z*r)))
	}
	return x - ((float64(z*(float64(half*y)-float64(v*r))) - y) - float64(v*s1))
}

// kernelCos is __kernel_cos: cos(x+y) for |x| ~<= π/4.
func kernelCos(x, y float64) float64 {
	const (
		c1 = 4.16666666666666019037e-02  // 0x3FA555555555554C
		c2 = -1.38888888888741095749e-03 // 0xBF56C16C16C15177
		c3 = 2.48015872894767294178e-05  // 0x3EFA01A019CB1590
		c4 = -2.75573143513906633035e-07 // 0xBE927E4F809C52AD
		c5 = 2.08757232129817482790e-09  // 0x3E21EE9EBDB4B1C4
		c6 = -1.13596475577881948265e-11 // 0xBDA8FAE9BE8838D4
	)
	ix := hi(x) & 0x7fffffff
	if ix < 0x3e400000 { // |x| < 2^-27
		if int(x) == 0 {
			return 1
		}
	}
	z := float64(x * x)
	r := float64(z * (c1 + float64(z*(c2+float64(z*(c3+float64(z*(c4+float64(z*(c5+float64(z*c6)))))))))))
	if ix < 0x3FD33333 { // |x| < 0.3
		return 1 - (float64(0.5*z) - (float64(z*r) - float64(x*y)))
	}
	var qx float64
	if ix > 0x3fe90000 { // |x| > 0.78125
		qx = 0.28125
	} else {
		qx = math.Float64frombits(uint64(uint32(ix-0x00200000)) << 32) // x/4
	}
	hz := float64(0.5*z) - qx
	a := 1 - qx
	return a - (hz - (float64(z*r) - float64(x*y)))
}

// kernelTan is __kernel_tan: tan(x+y) (iy = 1) or -1/tan(x+y) (iy = -1)
// for |x| ~<= π/4.
func kernelTan(x, y float64, iy int) float64 {
	T := [13]float64{
		3.33333333333334091986e-01,  // 3FD5555555555563
		1.33333333333201242699e-01,  // 3FC111111110FE7A
		5.39682539762260521377e-02,  // 3FABA1BA1BB341FE
		2.18694882948595424599e-02,  // 3F9664F48406D637
		8.86323982359930005737e-03,  // 3F8226E3E96E8493
		3.59207910759131235356e-03,  // 3F6D6D22C9560328
		1.45620945432529025516e-03,  // 3F57DBC8FEE08315
		5.88041240820264096874e-04,  // 3F4344D8F2F26501
		2.46463134818469906812e-04,  // 3F3026F71A8D1068
		7.81794442939557092300e-05,  // 3F147E88A03792A6
		7.14072491382608190305e-05,  // 3F12B80F32F0A7E9
		-1.85586374855275456654e-05, // BEF375CBDB605373
		2.59073051863633712884e-05,  // 3EFB2A7074BF7AD4
	}
	const (
		pio4   = 7.85398163397448278999e-01 // 3FE921FB54442D18
		pio4lo = 3.06161699786838301793e-17 // 3C81A62633145C07
	)
	hx := hi(x)
	ix := hx & 0x7fffffff
	if ix < 0x3e300000 { // |x| < 2^-28
		if int(x) == 0 {
			if (ix|int32(lo(x)))|int32(iy+1) == 0 {
				return 1 / math.Abs(x)
			}
			if iy == 1 {
				return x
			}
			// -1/(x+y), carefully.
			w := x + y
			z := withLo(w, 0)
			v := y - (z - x)
			a := -1 / w
			t := withLo(a, 0)
			s := 1 + float64(t*z)
			return t + float64(a*(s+float64(t*v)))
		}
	}
	if ix >= 0x3FE59428 { // |x| >= 0.6744
		if hx < 0 {
			x, y = -x, -y
		}
		z := pio4 - x
		w := pio4lo - y
		x = z + w
		y = 0
	}
	z := float64(x * x)
	w := float64(z * z)
	r := T[1] + float64(w*(T[3]+float64(w*(T[5]+float64(w*(T[7]+float64(w*(T[9]+float64(w*T[11])))))))))
	v := float64(z * (T[2] + float64(w*(T[4]+float64(w*(T[6]+float64(w*(T[8]+float64(w*(T[10]+float64(w*T[12])))))))))))
	s := float64(z * x)
	r = y + float64(z*(float64(s*(r+v))+y))
	r += float64(T[0] * s)
	w = x + r
	if ix >= 0x3FE59428 {
		v = float64(iy)
		return float64(float64(1-((hx>>30)&2)) * (v - float64(2.0*(x-(float64(w*w)/(w+v)-r)))))
	}
	if iy == 1 {
		return w
	}
	// -1/(x+r), carefully.
	z = withLo(w, 0)
	v = r - (z - x)
	a := -1 / w
	t := withLo(a, 0)
	s = 1 + float64(t*z)
	return t + float64(a*(s+float64(t*v)))
}

// npio2HW are the high words of n·π/2 for n = 1…32 (e_rem_pio2.c).
var npio2HW = [32]int32{
	0x3FF921FB, 0x400921FB, 0x4012D97C, 0x401921FB, 0x401F6A7A, 0x4022D97C, 0x4025FDBB, 0x402921FB,
	0x402C463A, 0x402F6A7A, 0x4031475C, 0x4032D97C, 0x40346B9C, 0x4035FDBB, 0x40378FDB, 0x403921FB,
	0x403AB41B, 0x403C463A, 0x403DD85A, 0x403F6A7A, 0x40407E4C, 0x4041475C, 0x4042106C, 0x4042D97C,
	0x4043A28C, 0x40446B9C, 0x404534AC, 0x4045FDBB, 0x4046C6CB, 0x40478FDB, 0x404858EB, 0x404921FB,
}

// remPio2 is __ieee754_rem_pio2: x = n·π/2 + (y0 + y1), |y0 + y1| ~<= π/4.
func remPio2(x float64) (n int, y0, y1 float64) {
	const (
		invpio2 = 6.36619772367581382433e-01 // 0x3FE45F306DC9C883
		pio2_1  = 1.57079632673412561417e+00 // 0x3FF921FB54400000
		pio2_1t = 6.07710050650619224932e-11 // 0x3DD0B4611A626331
		pio2_2  = 6.07710050630396597660e-11 // 0x3DD0B4611A600000
		pio2_2t = 2.02226624879595063154e-21 // 0x3BA3198A2E037073
		pio2_3  = 2.02226624871116645580e-21 // 0x3BA3198A2E000000
		pio2_3t = 8.47842766036889956997e-32 // 0x397B839A252049C1
	)
	hx := hi(x)
	ix := hx & 0x7fffffff
	if ix <= 0x3fe921fb { // |x| ~<= π/4
		return 0, x, 0
	}
	if ix < 0x4002d97c { // |x| < 3π/4: n = ±1
		if hx > 0 {
			z := x - pio2_1
			if ix != 0x3ff921fb { // 33+53 bits of π are enough
				y0 = z - pio2_1t
				y1 = (z - y0) - pio2_1t
			} else { // near π/2: 33+33+53 bits
				z -= pio2_2
				y0 = z - pio2_2t
				y1 = (z - y0) - pio2_2t
			}
			return 1, y0, y1
		}
		z := x + pio2_1
		if ix != 0x3ff921fb {
			y0 = z + pio2_1t
			y1 = (z - y0) + pio2_1t
		} else {
			z += pio2_2
			y0 = z + pio2_2t
			y1 = (z - y0) + pio2_2t
		}
		return -1, y0, y1
	}
	if ix <= 0x413921fb { // |x| ~<= 2^19·π/2: medium size
		t := math.Abs(x)
		n = int(float64(t*invpio2) + 0.5)
		fn := float64(n)
		r := t - float64(fn*pio2_1)
		w := float64(fn * pio2_1t) // first round: good to 85 bits
		if n < 32 && ix != npio2HW[n-1] {
			y0 = r - w // no cancellation
		} else {
			j := ix >> 20
			y0 = r - w
			if i := j - ((hi(y0) >> 20) & 0x7ff); i > 16 { // second round: good to 118 bits
				t = r
				w = float64(fn * pio2_2)
				r = t - w
				w = float64(fn*pio2_2t) - ((t - r) - w)
				y0 = r - w
				if i := j - ((hi(y0) >> 20) & 0x7ff); i > 49 { // third round: 151 bits
					t = r
					w = float64(fn * pio2_3)
					r = t - w
					w = float64(fn*pio2_3t) - ((t - r) - w)
					y0 = r - w
				}
			}
		}
		y1 = (r - y0) - w
		if hx < 0 {
			return -n, -y0, -y1
		}
		return n, y0, y1
	}
	if ix >= 0x7ff00000 { // inf or NaN
		return 0, x - x, x - x
	}
	return bigRemPio2(x)
}

// twoOverPi holds 2/π in 24-bit chunks (fdlibm's two_over_pi[]:
// chunk i is floor(2/π · 2^(24(i+1))) mod 2^24), computed once per
// process; it is never modified after that.
var twoOverPi struct {
	once  sync.Once
	chunk [66]int32
}

func twoOverPiChunks() *[66]int32 {
	twoOverPi.once.Do(func() {
		const prec = 2000
		pi := machinPi(prec)
		v := new(big.Float).SetPrec(prec).Quo(big.NewFloat(2).SetPrec(prec), pi)
		for i := range twoOverPi.chunk {
			v.SetMantExp(v, 24)
			n, _ := v.Int(nil)
			twoOverPi.chunk[i] = int32(n.Int64())
			v.Sub(v, new(big.Float).SetPrec(prec).SetInt(n))
		}
	})
	return &twoOverPi.chunk
}

// machinPi returns π to prec bits: 16 atan(1/5) - 4 atan(1/239).
func machinPi(prec uint) *big.Float {
	atanInv := func(n int64) *big.Float {
		x := new(big.Float).SetPrec(prec).Quo(big.NewFloat(1).SetPrec(prec), new(big.Float).SetPrec(prec).SetInt64(n))
		x2 := new(big.Float).SetPrec(prec).Mul(x, x)
		sum := new(big.Float).SetPrec(prec).Set(x)
		term := new(big.Float).SetPrec(prec).Set(x)
		eps := new(big.Float).SetPrec(prec).SetMantExp(big.NewFloat(1), -int(prec)-8)
		for k := int64(1); ; k++ {
			term.Mul(term, x2)
			t := new(big.Float).SetPrec(prec).Quo(term, new(big.Float).SetPrec(prec).SetInt64(2*k+1))
			if t.Cmp(eps) < 0 {
				return sum
			}
			if k%2 == 1 {
				sum.Sub(sum, t)
			} else {
				sum.Add(sum, t)
			}
		}
	}
	a := atanInv(5)
	a.Mul(a, big.NewFloat(16))
	b := atanInv(239)
	b.Mul(b, big.NewFloat(4))
	return a.Sub(a, b)
}

// pio2Chunks is π/2 in 24-bit pieces (fdlibm's PIo2[]).
var pio2Chunks = [8]float64{
	1.57079625129699707031e+00, // 0x3FF921FB40000000
	7.54978941586159635335e-08, // 0x3E74442D00000000
	5.39030252995776476554e-15, // 0x3CF8469880000000
	3.28200341580791294123e-22, // 0x3B78CC5160000000
	1.27065575308067607349e-29, // 0x39F01B8380000000
	1.22933308981111328932e-36, // 0x387A252040000000
	2.73370053816464559624e-44, // 0x36E3822280000000
	2.16741683877804819444e-51, // 0x3569F31D00000000
}

// bigRemPio2 is the large-argument path of __ieee754_rem_pio2: x split
// into three 24-bit pieces, reduced by __kernel_rem_pio2 (precision 2:
// a double-double result).
func bigRemPio2(x float64) (int, float64, float64) {
	const two24 = 1.67772160000000000000e+07
	ix := hi(x) & 0x7fffffff
	e0 := int(ix>>20) - 1046 // ilogb(z) - 23
	z := math.Float64frombits(uint64(uint32(ix-int32(e0<<20)))<<32 | uint64(lo(x)))
	var tx [3]float64
	for i := range 2 {
		tx[i] = float64(int32(z))
		z = float64((z - tx[i]) * two24)
	}
	tx[2] = z
	nx := 3
	for tx[nx-1] == 0 {
		nx--
	}
	n, y0, y1 := kernelRemPio2(tx[:nx], e0)
	if hi(x) < 0 {
		return -n, -y0, -y1
	}
	return n, y0, y1
}

// kernelRemPio2 is fdlibm's __kernel_rem_pio2 for precision 2 (jk = 4).
func kernelRemPio2(x []float64, e0 int) (int, float64, float64) {
	const (
		two24  = 1.67772160000000000000e+07
		twon24 = 5.96046447753906250000e-08
		jk     = 4
		jp     = jk
	)
	ipio2 := twoOverPiChunks()
	var iq [20]int32
	var f, fq, q [20]float64
	jx := len(x) - 1
	jv := (e0 - 3) / 24
	if jv < 0 {
		jv = 0
	}
	q0 := e0 - 24*(jv+1)
	// f[0..jx+jk], with f[jx+jk] = ipio2[jv+jk].
	j := jv - jx
	for i := 0; i <= jx+jk; i, j = i+1, j+1 {
		if j >= 0 {
			f[i] = float64(ipio2[j])
		}
	}
	for i := 0; i <= jk; i++ {
		fw := 0.0
		for j := 0; j <= jx; j++ {
			fw += float64(x[j] * f[jx+i-j])
		}
		q[i] = fw
	}
	jz := jk
	var n, ih int
	var z float64
	for {
		// Distill q[] into iq[] in reverse.
		i := 0
		z = q[jz]
		for j := jz; j > 0; i, j = i+1, j-1 {
			fw := float64(int32(float64(twon24 * z)))
			iq[i] = int32(z - float64(two24*fw))
			z = q[j-1] + fw
		}
		z = math.Ldexp(z, q0)
		z -= float64(8.0 * math.Floor(float64(z*0.125))) // trim off integers >= 8
		n = int(int32(z))
		z -= float64(n)
		ih = 0
		switch {
		case q0 > 0: // iq[jz-1] decides n
			i := int(iq[jz-1] >> (24 - q0))
			n += i
			iq[jz-1] -= int32(i << (24 - q0))
			ih = int(iq[jz-1] >> (23 - q0))
		case q0 == 0:
			ih = int(iq[jz-1] >> 23)
		case z >= 0.5:
			ih = 2
		}
		if ih > 0 { // q > 0.5
			n++
			carry := 0
			for i := range jz { // 1 - q
				j := iq[i]
				if carry == 0 {
					if j != 0 {
						carry = 1
						iq[i] = 0x1000000 - j
					}
				} else {
					iq[i] = 0xffffff - j
				}
			}
			if q0 > 0 { // rare: 1 in 12
				switch q0 {
				case 1:
					iq[jz-1] &= 0x7fffff
				case 2:
					iq[jz-1] &= 0x3fffff
				}
			}
			if ih == 2 {
				z = 1 - z
				if carry != 0 {
					z -= math.Ldexp(1, q0)
				}
			}
		}
		if z != 0 {
			break
		}
		// Recompute with more terms if the result cancelled so far.
		j := int32(0)
		for i := jz - 1; i >= jk; i-- {
			j |= iq[i]
		}
		if j != 0 {
			break
		}
		k := 1
		for iq[jk-k] == 0 {
			k++
		}
		for i := jz + 1; i <= jz+k; i++ {
			f[jx+i] = float64(ipio2[jv+i])
			fw := 0.0
			for j := 0; j <= jx; j++ {
				fw += float64(x[j] * f[jx+i-j])
			}
			q[i] = fw
		}
		jz += k
	}
	// Chop off zero terms, or break z into 24-bit pieces.
	if z == 0 {
		jz--
		q0 -= 24
		for iq[jz] == 0 {
			jz--
			q0 -= 24
		}
	} else {
		z = math.Ldexp(z, -q0)
		if z >= two24 {
			fw := float64(int32(float64(twon24 * z)))
			iq[jz] = int32(z - float64(two24*fw))
			jz++
			q0 += 24
			iq[jz] = int32(fw)
		} else {
			iq[jz] = int32(z)
		}
	}
	// The chunks as floating-point values.
	fw := math.Ldexp(1, q0)
	for i := jz; i >= 0; i-- {
		q[i] = float64(fw * float64(iq[i]))
		fw *= twon24
	}
	// PIo2[0..jp] · q[jz..0].
	for i := jz; i >= 0; i-- {
		fw := 0.0
		for k := 0; k <= jp && k <= jz-i; k++ {
			fw += float64(pio2Chunks[k] * q[i+k])
		}
		fq[jz-i] = fw
	}
	// Compress fq[] into y0, y1.
	fw = 0
	for i := jz; i >= 0; i-- {
		fw += fq[i]
	}
	y0 := fw
	fw = fq[0] - fw
	for i := 1; i <= jz; i++ {
		fw += fq[i]
	}
	y1 := fw
	if ih != 0 {
		y0, y1 = -y0, -y1
	}
	return n & 7, y0, y1
}
