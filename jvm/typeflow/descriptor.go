package typeflow

// kind is the type of one slot, local or stack. A long or a double takes
// two slots: the value slot (kLong, kDouble) and its high half (kLong2,
// kDouble2). The high halves are distinct kinds so that a local store over
// half of a long can invalidate the other half. kind is a byte, so that a
// frame can be scanned for references eight slots at a time.
type kind = byte

const (
	kTop kind = iota // unknown, unusable, or differing between paths
	kInt
	kFloat
	kLong
	kLong2
	kDouble
	kDouble2
	kRef
)

// join is the least upper bound of two slot types.
func join(a, b kind) kind {
	if a == b {
		return a
	}
	return kTop
}

// value is the type of a value, as a descriptor gives it.
type value uint8

const (
	vVoid value = iota
	vInt
	vFloat
	vLong
	vDouble
	vRef
)

// slots is the number of slots a value of type v takes.
func (v value) slots() int {
	switch v {
	case vVoid:
		return 0
	case vLong, vDouble:
		return 2
	}
	return 1
}

// fieldType parses the field type at desc[i:] and returns it with the index
// just after it; ok is false if desc[i:] does not start with a field type.
func fieldType(desc string, i int) (v value, next int, ok bool) {
	dims := 0
	for i < len(desc) && desc[i] == '[' {
		dims++
		i++
	}
	if i >= len(desc) || dims > 255 {
		return 0, 0, false
	}
	switch desc[i] {
	case 'B', 'C', 'I', 'S', 'Z':
		v = vInt
	case 'F':
		v = vFloat
	case 'J':
		v = vLong
	case 'D':
		v = vDouble
	case 'L':
		j := i + 1
		for j < len(desc) && desc[j] != ';' {
			j++
		}
		if j >= len(desc) || j == i+1 {
			return 0, 0, false
		}
		i = j
		v = vRef
	default:
		return 0, 0, false
	}
	if dims > 0 {
		v = vRef
	}
	return v, i + 1, true
}

// fieldValue returns the type of a field descriptor such as "I" or
// "Ljava/lang/String;".
func fieldValue(desc string) (value, bool) {
	v, next, ok := fieldType(desc, 0)
	return v, ok && next == len(desc)
}

// methodShape returns the number of slots the arguments of a method
// descriptor take and the type of its result.
func methodShape(desc string) (argSlots int, ret value, ok bool) {
	if len(desc) < 3 || desc[0] != '(' {
		return 0, 0, false
	}
	i := 1
	for i < len(desc) && desc[i] != ')' {
		var v value
		if v, i, ok = fieldType(desc, i); !ok {
			return 0, 0, false
		}
		argSlots += v.slots()
	}
	if i >= len(desc) {
		return 0, 0, false
	}
	i++
	if desc[i:] == "V" {
		return argSlots, vVoid, true
	}
	if ret, ok = fieldValue(desc[i:]); !ok {
		return 0, 0, false
	}
	return argSlots, ret, true
}
