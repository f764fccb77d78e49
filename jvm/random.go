package jvm

import (
	"math"

	"github.com/gojpf/gojpf/choicegen"
)

// java.util.Random as a source of data choices (JPF's
// cg.enumerate_random, Options.EnumerateRandom): each call of these
// methods on a Random (or a subclass that does not override it) is a
// choice of the values below instead of the next number of the seeded
// generator, so that a model checker explores what any seed could give.
// The values are ones the method can return: every int of a bounded
// nextInt, both booleans, and for the unbounded kinds the extremes and
// zero (JPF's vm.random_ints and vm.random_longs defaults), for
// nextFloat and nextDouble, whose results lie in [0, 1), zero, one half
// and the largest value below one (JPF offers MAX_VALUE there, which no
// Random returns).

// randomEnumerated are the methods that enumerate, by native key.
var randomEnumerated = map[string]bool{
	"java/util/Random.nextInt(I)I":                  true,
	"java/util/Random.nextInt()I":                   true,
	"java/util/Random.nextBoolean()Z":               true,
	"java/util/Random.nextLong()J":                  true,
	"java/util/Random.nextFloat()F":                 true,
	"java/util/Random.nextDouble()D":                true,
	"java/util/random/RandomGenerator.nextInt(II)I": true,
}

// Choice ids of the enumerated Random methods.
const (
	randomInt     choicegen.ID = "RANDOM_INT"
	randomBoolean choicegen.ID = "RANDOM_BOOLEAN"
	randomList    choicegen.ID = "RANDOM_LIST"
)

func randomNatives() nativeTable {
	return nativeTable{
		"java/util/Random.nextInt(I)I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			bound := int32(a[1])
			if bound <= 0 {
				t.throwNew("java/lang/IllegalArgumentException", "bound must be positive")
				return threw()
			}
			return t.intChoice(randomInt, 0, bound-1)
		},
		"java/util/random/RandomGenerator.nextInt(II)I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			origin, bound := int32(a[1]), int32(a[2])
			if origin >= bound {
				t.throwNew("java/lang/IllegalArgumentException", "bound must be greater than origin")
				return threw()
			}
			return t.intChoice(randomInt, origin, bound-1)
		},
		"java/util/Random.nextBoolean()Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.intChoice(randomBoolean, 0, 1)
		},
		"java/util/Random.nextInt()I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.valuesChoice(choicegen.IntValues, i2s(math.MinInt32), 0, 1, 2, 3, 4, i2s(math.MaxInt32))
		},
		"java/util/Random.nextLong()J": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.valuesChoice(choicegen.LongValues, 1<<63, 0, math.MaxInt64)
		},
		"java/util/Random.nextFloat()F": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.valuesChoice(choicegen.FloatValues, f2s(0), f2s(0.5), f2s(math.Nextafter32(1, 0)))
		},
		"java/util/Random.nextDouble()D": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.valuesChoice(choicegen.DoubleValues, d2s(0), d2s(0.5), d2s(math.Nextafter(1, 0)))
		},
	}
}

// valuesChoice is a choice of the given values (in slot form).
func (t *Thread) valuesChoice(kind choicegen.ValueKind, values ...uint64) (uint64, nativeStatus) {
	if v, ok := t.takeData(); ok {
		return v, nativeReturn
	}
	return t.dataChoice(choicegen.NewValueChoice(randomList, kind, values), false)
}
