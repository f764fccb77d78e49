package jvm

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/gojpf/gojpf/choicegen"
)

// Natives of JPF's Verify API (gov.nasa.jpf.vm.Verify, whose Java is in
// guestlib/). Every Verify method with an entry here is native in gojpf,
// whatever its Java body (natives.go); the others run their Java body.
// docs/verify.md says what each does; verify.go holds the VM's side.

const verifyClass = "gov/nasa/jpf/vm/Verify"

func verifyNatives() nativeTable {
	const v = verifyClass + "."
	tbl := nativeTable{
		// Data choices.
		v + "getInt(II)I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.intChoice(choicegen.VerifyGetInt, int32(a[0]), int32(a[1]))
		},
		v + "random(I)I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.intChoice(choicegen.VerifyGetInt, 0, int32(a[0]))
		},
		v + "getBoolean()Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.intChoice(choicegen.VerifyGetBoolean, 0, 1)
		},
		v + "randomBool()Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.intChoice(choicegen.VerifyGetBoolean, 0, 1)
		},
		v + "getBoolean(Z)Z": verifyGetBooleanFalseFirst,
		v + "getIntFromList([I)I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.listChoice(choicegen.VerifyIntList, choicegen.IntValues, a[0])
		},
		v + "getLongFromList([J)J": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.listChoice(choicegen.VerifyLongList, choicegen.LongValues, a[0])
		},
		v + "getFloatFromList([F)F": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.listChoice(choicegen.VerifyFloatList, choicegen.FloatValues, a[0])
		},
		v + "getDoubleFromList([D)D": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.listChoice(choicegen.VerifyDoubleList, choicegen.DoubleValues, a[0])
		},
		v + "getBitFlip(JII)J": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.bitFlip(a[0], int32(a[2]), int32(a[3]))
		},
		v + "getBitFlip(JI)J": func(t *Thread, a []uint64) (uint64, nativeStatus) { return t.bitFlip(a[0], int32(a[2]), 64) },
		v + "getBitFlip(DI)D": func(t *Thread, a []uint64) (uint64, nativeStatus) { return t.bitFlip(a[0], int32(a[2]), 64) },
		v + "getBitFlip(II)I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			r, st := t.bitFlip(a[0], int32(a[1]), 32)
			return i2s(int32(r)), st
		},
		v + "getBitFlip(FI)F": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			r, st := t.bitFlip(a[0], int32(a[1]), 32)
			return uint64(uint32(r)), st
		},
		v + "getBitFlip(SI)S": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			r, st := t.bitFlip(uint64(int64(int32(a[0]))), int32(a[1]), 16)
			return i2s(int32(int16(r))), st
		},
		v + "getBitFlip(CI)C": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			r, st := t.bitFlip(a[0], int32(a[1]), 16)
			return i2s(int32(uint16(r))), st
		},
		v + "getBitFlip(BI)B": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			r, st := t.bitFlip(uint64(int64(int32(a[0]))), int32(a[1]), 8)
			return i2s(int32(int8(r))), st
		},
		v + "getInt(Ljava/lang/String;)I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.configuredChoice("getInt", Ref(a[0]), configInt)
		},
		v + "getDouble(Ljava/lang/String;)D": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.configuredChoice("getDouble", Ref(a[0]), configDouble)
		},
		v + "getObject(Ljava/lang/String;)Ljava/lang/Object;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.configuredChoice("getObject", Ref(a[0]), configObject)
		},
		v + "breakTransition(Ljava/lang/String;II)I": verifyBreakTransitionChoice,

		// Path and search control.
		v + "ignoreIf(Z)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if a[0] != 0 {
				t.vm.ignored = true
				t.vm.yielding = true
				t.vm.pending = nil
			}
			return retVoid()
		},
		v + "interesting(Z)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			t.vm.verify.interesting = a[0] != 0
			if a[0] != 0 {
				t.vm.verify.boring = false
			}
			return retVoid()
		},
		v + "boring(Z)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			t.vm.verify.boring = a[0] != 0
			if a[0] != 0 {
				t.vm.verify.interesting = false
			}
			return retVoid()
		},
		v + "beginAtomic()V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			// Where the section starts other threads may run first
			// (JPF's BEGIN_ATOMIC choice), so that two sections of a
			// loop can interleave with another thread's.
			if t.vm.atomic == 0 && t.nativePoint(Point{Kind: PointAtomicBegin}) {
				return 0, nativeYield
			}
			t.vm.atomic++
			return retVoid()
		},
		v + "endAtomic()V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if t.vm.atomic > 0 {
				t.vm.atomic--
			}
			return retVoid()
		},
		v + "breakTransition(Ljava/lang/String;)V": verifyBreakTransition,
		v + "terminateSearch()V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			t.vm.verify.terminate = true
			return retVoid()
		},
		v + "isRunningInJPF()Z":     func(t *Thread, a []uint64) (uint64, nativeStatus) { return retBool(true) },
		v + "vmIsMatchingStates()Z": func(t *Thread, a []uint64) (uint64, nativeStatus) { return retBool(t.vm.verify.matching) },

		// Search-global counters, values, bit sets (never undone).
		v + "getCounter(I)I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := t.vm.verify.counters
			id := int32(a[0])
			var n int32
			if id >= 0 && int(id) < len(c) {
				n = c[id]
			}
			return retInt(int32(t.vm.globalInt(int64(n))))
		},
		v + "resetCounter(I)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if id := int32(a[0]); id >= 0 && int(id) < len(t.vm.verify.counters) {
				t.vm.verify.counters[id] = 0
			}
			return retVoid()
		},
		v + "setCounter(II)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if id := int32(a[0]); id >= 0 {
				*t.vm.counter(id) = int32(a[1])
			}
			return retVoid()
		},
		v + "incrementCounter(I)I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			var n int32
			if id := int32(a[0]); id >= 0 {
				c := t.vm.counter(id)
				*c++
				n = *c
			}
			return retInt(int32(t.vm.globalInt(int64(n))))
		},
		v + "putValue(Ljava/lang/String;I)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			key, ok := t.stringArg(a[0])
			if !ok {
				return threw()
			}
			if t.vm.verify.values == nil {
				t.vm.verify.values = map[string]int32{}
			}
			t.vm.verify.values[key] = int32(a[1])
			return retVoid()
		},
		v + "getValue(Ljava/lang/String;)I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			key, ok := t.stringArg(a[0])
			if !ok {
				return threw()
			}
			n, ok := t.vm.verify.values[key]
			if !ok {
				n = -1 // Verify.NO_VALUE
			}
			return retInt(int32(t.vm.globalInt(int64(n))))
		},
		v + "setBitInBitSet(IIZ)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			set := t.bitSet(int32(a[0]), int32(a[1]))
			if set == nil {
				return threw()
			}
			set[int32(a[1])] = a[2] != 0
			return retVoid()
		},
		v + "getBitInBitSet(II)Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			set := t.bitSet(int32(a[0]), int32(a[1]))
			if set == nil {
				return threw()
			}
			return retBool(t.vm.globalInt(int64(b2s(set[int32(a[1])]))) != 0)
		},
		v + "setHeuristicSearchValue(I)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			t.vm.verify.heuristic = int32(a[0])
			return retVoid()
		},
		v + "resetHeuristicSearchValue()V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			t.vm.verify.heuristic = t.vm.heuristicDefault()
			return retVoid()
		},
		v + "getHeuristicSearchValue()I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retInt(int32(t.vm.globalInt(int64(t.vm.verify.heuristic))))
		},
		v + "setProperties([Ljava/lang/String;)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if a[0] == 0 {
				return retVoid()
			}
			for _, s := range t.vm.obj(a[0]).slots {
				if s != 0 {
					t.vm.setProperty(t.vm.goString(Ref(s)))
				}
			}
			return retVoid()
		},
		v + "getProperty(Ljava/lang/String;)Ljava/lang/String;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			var val string
			ok := false
			if a[0] != 0 {
				val, ok = t.vm.property(t.vm.goString(Ref(a[0])))
			}
			if val, ok = t.vm.globalString(val, ok); !ok {
				return retRef(0)
			}
			return retRef(t.vm.newString(val))
		},

		// Sharedness.
		v + "isShared(Ljava/lang/Object;)Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retBool(t.vm.Exposed(Ref(a[0])))
		},
		v + "setShared(Ljava/lang/Object;Z)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			t.vm.setShared(Ref(a[0]), a[1] != 0)
			return retVoid()
		},
		v + "freezeSharedness(Ljava/lang/Object;Z)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if a[0] != 0 {
				o := t.vm.obj(a[0])
				if o.frozen != (a[1] != 0) {
					t.vm.log(undoEntry{kind: undoFrozen, obj: o, old: uint64(b2s(o.frozen))})
					o.frozen = a[1] != 0
				}
			}
			return retVoid()
		},

		// Traces.
		v + "addComment(Ljava/lang/String;)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			text := "null"
			if a[0] != 0 {
				text = t.vm.goString(Ref(a[0]))
			}
			t.vm.verify.comments = append(t.vm.verify.comments, Comment{Transition: t.vm.verify.steps - 1, Text: text})
			return retVoid()
		},
		v + "storeTrace(Ljava/lang/String;Ljava/lang/String;)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			r := StoreTraceRequest{File: "null", Comment: "null"}
			if a[0] != 0 {
				r.File = t.vm.goString(Ref(a[0]))
			}
			if a[1] != 0 {
				r.Comment = t.vm.goString(Ref(a[1]))
			}
			t.vm.verify.stored = append(t.vm.verify.stored, r)
			return retVoid()
		},
		v + "printPathOutput(Ljava/lang/String;)V": verifyPrintPathOutput,

		// Files: the guest never touches the host.
		v + "writeObjectToFile(Ljava/lang/Object;Ljava/lang/String;)V":                  unsupportedNative("gov.nasa.jpf.vm.Verify.writeObjectToFile"),
		v + "readObjectFromFile(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Object;": unsupportedNative("gov.nasa.jpf.vm.Verify.readObjectFromFile"),
	}
	for name, f := range verifyAttributeNatives() {
		tbl[v+name] = f
	}
	return tbl
}

// takeData returns the value of the data choice t asked for, once t
// resumes after the choice point.
func (t *Thread) takeData() (uint64, bool) {
	if !t.hasData {
		return 0, false
	}
	t.hasData = false
	return t.dataValue, true
}

// dataChoice offers cg's values to the search: it ends the transition
// (the native runs again with the chosen value) unless cg has fewer than
// two choices (JPF's cg.break_single_choice=false: the one value, or zero
// for none, returns at once) or nothing searches (a plain run takes the
// first value). always makes a choice point even of one value.
func (t *Thread) dataChoice(cg choicegen.Data, always bool) (uint64, nativeStatus) {
	n := cg.Len()
	switch {
	case n == 0:
		return 0, nativeReturn
	case n == 1 && !always || t.vm.choiceless || t.vm.sched == nil:
		cg.Advance()
		return cg.Bits(), nativeReturn
	}
	t.vm.chooser = t
	t.vm.endTransition(cg)
	return 0, nativeYield
}

// intChoice is a choice of every int from min to max (swapped if min > max,
// as JPF does).
func (t *Thread) intChoice(id choicegen.ID, min, max int32) (uint64, nativeStatus) {
	if v, ok := t.takeData(); ok {
		return v, nativeReturn
	}
	if min > max {
		min, max = max, min
	}
	return t.dataChoice(choicegen.NewIntChoice(id, int(min), int(max)), false)
}

// verifyGetBooleanFalseFirst is getBoolean(falseFirst): true first
// unless falseFirst.
func verifyGetBooleanFalseFirst(t *Thread, a []uint64) (uint64, nativeStatus) {
	r, st := t.intChoice(choicegen.VerifyGetBoolean, 0, 1)
	if st == nativeReturn && a[0] == 0 {
		r ^= 1
	}
	return r, st
}

// listChoice is a choice of each element of a primitive array in turn.
func (t *Thread) listChoice(id choicegen.ID, kind choicegen.ValueKind, arr uint64) (uint64, nativeStatus) {
	if v, ok := t.takeData(); ok {
		return v, nativeReturn
	}
	if arr == 0 {
		t.throwNew("java/lang/NullPointerException", "")
		return threw()
	}
	return t.dataChoice(choicegen.NewValueChoice(id, kind, t.vm.obj(arr).slots), false)
}

// bitFlip is a choice of every way to flip nBit (0..7) of the lowest
// length bits of v, numbered as JPF numbers them: choice c flips the
// bits of the c-th nBit-combination of length bits in colexicographic
// order (the first flips the lowest nBit bits).
func (t *Thread) bitFlip(v uint64, nBit, length int32) (uint64, nativeStatus) {
	if nBit < 0 || nBit > 7 {
		t.throwNew("java/lang/IllegalArgumentException", fmt.Sprintf("Verify.getBitFlip: %d bits to flip, want 0..7", nBit))
		return threw()
	}
	if length < 0 || length > 64 || nBit > length {
		t.throwNew("java/lang/IllegalArgumentException", fmt.Sprintf("Verify.getBitFlip: %d bits to flip of %d", nBit, length))
		return threw()
	}
	choice, ok := t.takeData()
	if !ok {
		r, st := t.dataChoice(choicegen.NewIntChoice(choicegen.VerifyBitFlip, 0, int(binomial(int(length), int(nBit))-1)), false)
		if st != nativeReturn {
			return r, st
		}
		choice = r
	}
	c := int64(int32(choice))
	k := int(nBit)
	for i := int(length) - 1; i >= 0; i-- {
		if b := binomial(i, k); c >= b {
			v ^= 1 << i
			c -= b
			k--
		}
	}
	return v, nativeReturn
}

// binomial returns n choose k (0 when k > n).
func binomial(n, k int) int64 {
	if k < 0 || k > n {
		return 0
	}
	r := int64(1)
	for i := 1; i <= k; i++ {
		r = r * int64(n-k+i) / int64(i)
	}
	return r
}

// verifyBreakTransition ends the transition after the call with a choice
// of the calling thread alone (JPF's BreakGenerator, its id the reason):
// the search stores the state, which state matching can match, and the
// thread goes on. Other threads do not run here.
func verifyBreakTransition(t *Thread, a []uint64) (uint64, nativeStatus) {
	vm := t.vm
	if vm.choiceless || vm.sched == nil || vm.yielding {
		return retVoid()
	}
	id := choicegen.BreakTransition
	if a[0] != 0 {
		if r := vm.goString(Ref(a[0])); r != "" {
			id = choicegen.ID(r)
		}
	}
	vm.endTransition(vm.choices.New(id, []int{t.id}))
	return retVoid()
}

// verifyBreakTransitionChoice is breakTransition(reason, min, max): a
// choice of min..max with the reason as its id, a choice point even for
// one value.
func verifyBreakTransitionChoice(t *Thread, a []uint64) (uint64, nativeStatus) {
	if v, ok := t.takeData(); ok {
		return v, nativeReturn
	}
	min, max := int32(a[1]), int32(a[2])
	if min > max {
		min, max = max, min
	}
	id := choicegen.BreakTransition
	if a[0] != 0 {
		if r := t.vm.goString(Ref(a[0])); r != "" {
			id = choicegen.ID(r)
		}
	}
	return t.dataChoice(choicegen.NewIntChoice(id, int(min), int(max)), true)
}

// verifyPrintPathOutput prints the program's output on the current path
// so far between two marker lines, to gojpf's own stdout (as JPF prints
// it to the host's): not part of the program's output.
func verifyPrintPathOutput(t *Thread, a []uint64) (uint64, nativeStatus) {
	vm := t.vm
	var b strings.Builder
	b.WriteString("\n")
	if a[0] != 0 {
		b.WriteString("~~~~~~~~~~~~~~~~~~~~~~~ begin program output at: " + vm.goString(Ref(a[0])) + "\n")
	} else {
		b.WriteString("~~~~~~~~~~~~~~~~~~~~~~~ begin path output\n")
	}
	b.Write(vm.out)
	b.WriteString("~~~~~~~~~~~~~~~~~~~~~~~ end path output\n")
	vm.opts.Stdout.Write([]byte(b.String()))
	return retVoid()
}

// stringArg returns a String argument; null throws NullPointerException.
func (t *Thread) stringArg(v uint64) (string, bool) {
	if v == 0 {
		t.throwNew("java/lang/NullPointerException", "")
		return "", false
	}
	return t.vm.goString(Ref(v)), true
}

// counter returns counter id (not negative), growing the counters.
func (vm *VM) counter(id int32) *int32 {
	if int(id) >= len(vm.verify.counters) {
		vm.verify.counters = append(vm.verify.counters, make([]int32, int(id)+1-len(vm.verify.counters))...)
	}
	return &vm.verify.counters[id]
}

// bitSet returns bit set id; a negative id or bit throws
// IndexOutOfBoundsException (nil).
func (t *Thread) bitSet(id, bit int32) map[int32]bool {
	if id < 0 || bit < 0 {
		t.throwNew("java/lang/IndexOutOfBoundsException", fmt.Sprintf("Verify bit set %d, bit %d", id, bit))
		return nil
	}
	v := &t.vm.verify
	if v.bitSets == nil {
		v.bitSets = map[int32]map[int32]bool{}
	}
	s := v.bitSets[id]
	if s == nil {
		s = map[int32]bool{}
		v.bitSets[id] = s
	}
	return s
}

// heuristicDefault is the heuristic value resetHeuristicSearchValue
// restores: the property search.heuristic.default_value, else 0.
func (vm *VM) heuristicDefault() int32 {
	if s, ok := vm.property("search.heuristic.default_value"); ok {
		if n, err := strconv.ParseInt(strings.TrimSpace(s), 0, 32); err == nil {
			return int32(n)
		}
	}
	return 0
}

// setShared implements Verify.setShared: true exposes the object (and
// what it reaches, as exposure must stay closed under reachability);
// false makes the object itself thread-local again until the VM's
// exposure rules expose it anew. A frozen object does not change.
func (vm *VM) setShared(r Ref, shared bool) {
	if r == 0 {
		return
	}
	o := vm.heap.get(r)
	switch {
	case o.frozen || o.exposed == shared:
	case shared:
		vm.expose(r)
	default:
		vm.log(undoEntry{kind: undoUnexposed, obj: o})
		o.exposed = false
	}
}

// configKind is the type of value a configured choice gives.
type configKind int

const (
	configInt configKind = iota
	configDouble
	configObject
)

// configuredChoice is Verify.getInt/getDouble/getObject(key): a choice
// the properties describe, as JPF's configured choice generators read
// them (key.class names the generator; the others its parameters):
//
//	IntChoiceFromSet, IntChoiceFromList    key.values (duplicates removed by the set)
//	IntIntervalGenerator                   key.min, key.max, key.delta (default 1)
//	DoubleChoiceFromSet, DoubleChoiceFromList  key.values
//	DoubleThresholdGenerator               key.low, key.threshold, key.high
//	TypedObjectChoice                      key.type, key.include_null (default true)
//
// (class names with or without the package gov.nasa.jpf.vm.choice).
func (t *Thread) configuredChoice(method string, keyRef Ref, kind configKind) (uint64, nativeStatus) {
	if v, ok := t.takeData(); ok {
		return v, nativeReturn
	}
	key, ok := t.stringArg(uint64(keyRef))
	if !ok {
		return threw()
	}
	vm := t.vm
	where := fmt.Sprintf("gov.nasa.jpf.vm.Verify.%s(%q)", method, key)
	class, ok := vm.property(key + ".class")
	if !ok {
		vm.unsupportedf("%s: no property %s.class names the choice (set it in the .jpf file or with +%s.class=…; see docs/verify.md)", where, key, key)
		return failed()
	}
	class = strings.TrimPrefix(strings.TrimSpace(class), "gov.nasa.jpf.vm.choice.")
	param := func(name string) (string, bool) { return vm.property(key + "." + name) }
	var cg choicegen.Data
	var err error
	switch {
	case kind == configInt && (class == "IntChoiceFromSet" || class == "IntChoiceFromList"):
		var vals []uint64
		vals, err = configValues(param, func(s string) (uint64, error) {
			n, err := strconv.ParseInt(s, 0, 32)
			return i2s(int32(n)), err
		})
		if class == "IntChoiceFromSet" {
			vals = dedupe(vals)
		}
		cg = choicegen.NewValueChoice(choicegen.ID(key), choicegen.IntValues, vals)
	case kind == configInt && class == "IntIntervalGenerator":
		cg, err = configInterval(key, param)
	case kind == configDouble && (class == "DoubleChoiceFromSet" || class == "DoubleChoiceFromList"):
		var vals []uint64
		vals, err = configValues(param, func(s string) (uint64, error) {
			f, err := strconv.ParseFloat(s, 64)
			return d2s(f), err
		})
		if class == "DoubleChoiceFromSet" {
			vals = dedupe(vals)
		}
		cg = choicegen.NewValueChoice(choicegen.ID(key), choicegen.DoubleValues, vals)
	case kind == configDouble && class == "DoubleThresholdGenerator":
		var vals []uint64
		for _, p := range []string{"low", "threshold", "high"} {
			s, ok := param(p)
			if !ok {
				err = fmt.Errorf("no property %s.%s", key, p)
				break
			}
			f, perr := strconv.ParseFloat(strings.TrimSpace(s), 64)
			if perr != nil {
				err = fmt.Errorf("%s.%s: %v", key, p, perr)
				break
			}
			vals = append(vals, d2s(f))
		}
		cg = choicegen.NewValueChoice(choicegen.ID(key), choicegen.DoubleValues, vals)
	case kind == configObject && class == "TypedObjectChoice":
		var refs []uint64
		refs, err = vm.typedObjects(key, param)
		cg = choicegen.NewValueChoice(choicegen.ID(key), choicegen.RefValues, refs)
	default:
		vm.unsupportedf("%s: choice generator %s (gojpf's configured choices are IntChoiceFromSet, IntChoiceFromList and IntIntervalGenerator for getInt; DoubleChoiceFromSet, DoubleChoiceFromList and DoubleThresholdGenerator for getDouble; TypedObjectChoice for getObject)", where, class)
		return failed()
	}
	if err != nil {
		vm.unsupportedf("%s: %v", where, err)
		return failed()
	}
	return t.dataChoice(cg, false)
}

// configValues parses the list key.values ("1, 2, 3", "{1,2,3}" or
// blank-separated).
func configValues(param func(string) (string, bool), parse func(string) (uint64, error)) ([]uint64, error) {
	s, ok := param("values")
	if !ok {
		return nil, fmt.Errorf("no property values")
	}
	s = strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(s), "{"), "}")
	var vals []uint64
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' }) {
		v, err := parse(f)
		if err != nil {
			return nil, fmt.Errorf("value %q: %v", f, err)
		}
		vals = append(vals, v)
	}
	return vals, nil
}

// configInterval is IntIntervalGenerator: min, min+delta, … up to max (a
// negative delta counts down from max); min and max swap if min > max.
func configInterval(key string, param func(string) (string, bool)) (choicegen.Data, error) {
	get := func(name string, def int64, need bool) (int64, error) {
		s, ok := param(name)
		if !ok {
			if need {
				return 0, fmt.Errorf("no property %s.%s", key, name)
			}
			return def, nil
		}
		return strconv.ParseInt(strings.TrimSpace(s), 0, 32)
	}
	min, err := get("min", 0, true)
	if err != nil {
		return nil, err
	}
	max, err := get("max", 0, true)
	if err != nil {
		return nil, err
	}
	delta, err := get("delta", 1, false)
	if err != nil {
		return nil, err
	}
	if min > max {
		min, max = max, min
	}
	switch {
	case delta == 0:
		return nil, fmt.Errorf("%s.delta is 0", key)
	case delta == 1:
		return choicegen.NewIntChoice(choicegen.ID(key), int(min), int(max)), nil
	case (max-min)/abs64(delta) >= 1<<20:
		return nil, fmt.Errorf("%d..%d by %d: over a million values", min, max, delta)
	}
	var vals []uint64
	if delta > 0 {
		for v := min; v <= max; v += delta {
			vals = append(vals, i2s(int32(v)))
		}
	} else {
		for v := max; v >= min; v += delta {
			vals = append(vals, i2s(int32(v)))
		}
	}
	return choicegen.NewValueChoice(choicegen.ID(key), choicegen.IntValues, vals), nil
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// dedupe drops repeated values, keeping the first of each.
func dedupe(vals []uint64) []uint64 {
	var out []uint64
	for _, v := range vals {
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}

// typedObjects is TypedObjectChoice: every object allocated on the path
// so far whose class is key.type or a subtype (gojpf collects no garbage:
// unreachable ones too), in allocation order, then null unless
// key.include_null is false.
func (vm *VM) typedObjects(key string, param func(string) (string, bool)) ([]uint64, error) {
	typ, ok := param("type")
	if !ok {
		return nil, fmt.Errorf("no property %s.type", key)
	}
	c, err := vm.loadClass(strings.ReplaceAll(strings.TrimSpace(typ), ".", "/"))
	if err != nil {
		return nil, fmt.Errorf("%s.type: %v", key, err)
	}
	var refs []uint64
	for _, o := range vm.heap.objs[1:] {
		if o.class.isSubclassOf(c) {
			refs = append(refs, uint64(o.ref))
		}
	}
	if s, ok := param("include_null"); !ok || strings.TrimSpace(s) != "false" {
		refs = append(refs, 0)
	}
	return refs, nil
}

// --- attributes ---

// verifyAttributeNatives are the attribute methods: integers attached to
// objects, their fields, array elements and the caller's local variables,
// in a side table of the VM that backtracking undoes and state matching
// hashes (verify.go). They do not travel with values as JPF's attributes
// do (gojpf's values carry none): an attribute stays where it was set.
func verifyAttributeNatives() nativeTable {
	type locate func(t *Thread, a []uint64) (attrKey, bool, bool) // key, null receiver (no-op), ok
	object := func(t *Thread, a []uint64) (attrKey, bool, bool) {
		return attrKey{kind: attrObject, obj: Ref(a[0])}, a[0] == 0, true
	}
	field := func(t *Thread, a []uint64) (attrKey, bool, bool) {
		if a[0] == 0 {
			return attrKey{}, true, true
		}
		name, ok := t.stringArg(a[1])
		if !ok {
			return attrKey{}, false, false
		}
		o := t.vm.obj(a[0])
		for k := o.class; k != nil; k = k.super {
			for _, f := range k.fields {
				if f.name == name && !f.IsStatic() {
					return attrKey{kind: attrField, obj: Ref(a[0]), idx: int32(f.slot)}, false, true
				}
			}
		}
		t.throwNew("java/lang/NoSuchFieldException", o.class.JavaName()+"."+name)
		return attrKey{}, false, false
	}
	element := func(t *Thread, a []uint64) (attrKey, bool, bool) {
		if a[0] == 0 {
			return attrKey{}, true, true
		}
		o := t.vm.obj(a[0])
		if !o.class.IsArray() {
			t.throwNew("java/lang/RuntimeException", "not an array: "+o.class.JavaName())
			return attrKey{}, false, false
		}
		idx := int32(a[1])
		if idx < 0 || int(idx) >= len(o.slots) {
			t.throwAIOOBE(idx, len(o.slots))
			return attrKey{}, false, false
		}
		return attrKey{kind: attrElement, obj: Ref(a[0]), idx: idx}, false, true
	}
	local := func(t *Thread, a []uint64) (attrKey, bool, bool) {
		name, ok := t.stringArg(a[0])
		if !ok {
			return attrKey{}, false, false
		}
		depth := len(t.frames) - 1 // the caller of the native
		f := &t.frames[depth]
		slot := -1
		if f.m != nil {
			slot = localSlot(f.m, name, f.pc)
		}
		if slot < 0 {
			t.throwNew("java/lang/RuntimeException", "local variable not found: "+name)
			return attrKey{}, false, false
		}
		return attrKey{kind: attrLocal, thread: int32(t.id), depth: int32(depth), idx: int32(slot)}, false, true
	}
	// The attribute value is the last argument of set/add.
	set := func(loc locate, add bool) nativeFunc {
		return func(t *Thread, a []uint64) (uint64, nativeStatus) {
			k, null, ok := loc(t, a)
			if !ok {
				return threw()
			}
			if null {
				return retVoid()
			}
			val := int32(a[len(a)-1])
			vals := []int32{val}
			if add {
				vals = append(slices.Clone(t.vm.getAttrs(k)), val)
			}
			t.vm.setAttrs(k, vals)
			return retVoid()
		}
	}
	get := func(loc locate) nativeFunc {
		return func(t *Thread, a []uint64) (uint64, nativeStatus) {
			k, null, ok := loc(t, a)
			if !ok {
				return threw()
			}
			if null {
				return retInt(0)
			}
			vals := t.vm.getAttrs(k)
			switch len(vals) {
			case 0:
				return retInt(0)
			case 1:
				return retInt(vals[0])
			}
			// JPF's getXAttribute of several attributes fails: there is no
			// single one.
			t.throwNew("java/lang/RuntimeException", fmt.Sprintf("%d attributes, not one: use the getXAttributes method", len(vals)))
			return threw()
		}
	}
	getAll := func(loc locate) nativeFunc {
		return func(t *Thread, a []uint64) (uint64, nativeStatus) {
			k, null, ok := loc(t, a)
			if !ok {
				return threw()
			}
			vals := t.vm.getAttrs(k)
			if null || len(vals) == 0 {
				return retRef(0)
			}
			ac, err := t.vm.loadClass("[I")
			if err != nil {
				t.linkFailed(err)
				return threw()
			}
			r := t.newArray(ac, int32(len(vals)))
			if r == 0 {
				return threw()
			}
			o := t.vm.heap.get(r)
			for i, v := range vals {
				o.slots[i] = i2s(v)
			}
			return retRef(r)
		}
	}
	const (
		o = "Ljava/lang/Object;"
		s = "Ljava/lang/String;"
	)
	return nativeTable{
		"setObjectAttribute(" + o + "I)V":     set(object, false),
		"addObjectAttribute(" + o + "I)V":     set(object, true),
		"getObjectAttribute(" + o + ")I":      get(object),
		"getObjectAttributes(" + o + ")[I":    getAll(object),
		"setFieldAttribute(" + o + s + "I)V":  set(field, false),
		"addFieldAttribute(" + o + s + "I)V":  set(field, true),
		"getFieldAttribute(" + o + s + ")I":   get(field),
		"getFieldAttributes(" + o + s + ")[I": getAll(field),
		"setElementAttribute(" + o + "II)V":   set(element, false),
		"addElementAttribute(" + o + "II)V":   set(element, true),
		"getElementAttribute(" + o + "I)I":    get(element),
		"getElementAttributes(" + o + "I)[I":  getAll(element),
		"setLocalAttribute(" + s + "I)V":      set(local, false),
		"addLocalAttribute(" + s + "I)V":      set(local, true),
		"getLocalAttribute(" + s + ")I":       get(local),
		"getLocalAttributes(" + s + ")[I":     getAll(local),
	}
}

// localSlot returns the slot of the local variable name at instruction
// index pc of m (from the LocalVariableTable; "this" in instance
// methods), or -1.
func localSlot(m *Method, name string, pc int32) int {
	if name == "this" && !m.IsStatic() {
		return 0
	}
	if m.bytecode() == nil || pc < 0 || int(pc) >= len(m.bytecode().Insns) {
		return -1
	}
	bpc := m.bytecode().Insns[pc].PC
	for _, lv := range m.bytecode().LocalVars {
		if lv.Name == name && uint32(lv.StartPC) <= bpc && bpc < uint32(lv.StartPC)+uint32(lv.Length) {
			return int(lv.Slot)
		}
	}
	return -1
}
