package jvm

import (
	"fmt"
	"strings"
)

// Kind is the type of a value as a descriptor names it: 'I', 'J', 'F', 'D',
// 'Z', 'B', 'C', 'S', 'L' (any reference, arrays included) and 'V'.
type Kind byte

// slots is the number of operand-stack slots a value of the kind takes.
func (k Kind) slots() int {
	switch k {
	case 'J', 'D':
		return 2
	case 'V':
		return 0
	}
	return 1
}

// isRef reports whether the kind is a reference.
func (k Kind) isRef() bool { return k == 'L' }

// methodType is a parsed method descriptor.
type methodType struct {
	args     []Kind
	argTypes []string // field descriptors of the arguments
	ret      Kind
	retType  string
	argSlots int // slots taken by the arguments, without the receiver
}

func kindOf(desc string) Kind {
	if desc == "" {
		return 'V'
	}
	switch desc[0] {
	case '[', 'L':
		return 'L'
	}
	return Kind(desc[0])
}

// parseFieldType returns the length of the field descriptor at the start of s.
func parseFieldType(s string) (int, error) {
	i := 0
	for i < len(s) && s[i] == '[' {
		i++
	}
	if i > 255 {
		return 0, fmt.Errorf("array type with %d dimensions", i)
	}
	if i >= len(s) {
		return 0, fmt.Errorf("truncated type in %q", s)
	}
	switch s[i] {
	case 'B', 'C', 'D', 'F', 'I', 'J', 'S', 'Z':
		return i + 1, nil
	case 'L':
		j := strings.IndexByte(s[i:], ';')
		if j < 2 {
			return 0, fmt.Errorf("bad class type in %q", s)
		}
		return i + j + 1, nil
	}
	return 0, fmt.Errorf("bad type %q", s)
}

// methodArgSlots is parseMethodType(desc)'s argSlots, and its error,
// without making the methodType: the same checks in the same order.
func methodArgSlots(desc string) (int, error) {
	if len(desc) < 3 || desc[0] != '(' {
		return 0, fmt.Errorf("bad method descriptor %q", desc)
	}
	slots := 0
	s := desc[1:]
	for len(s) > 0 && s[0] != ')' {
		n, err := parseFieldType(s)
		if err != nil {
			return 0, fmt.Errorf("method descriptor %q: %w", desc, err)
		}
		slots += kindOf(s[:n]).slots()
		s = s[n:]
	}
	if len(s) == 0 {
		return 0, fmt.Errorf("bad method descriptor %q", desc)
	}
	s = s[1:]
	if s == "V" {
		return slots, nil
	}
	n, err := parseFieldType(s)
	if err != nil || n != len(s) {
		return 0, fmt.Errorf("bad method descriptor %q", desc)
	}
	return slots, nil
}

func parseMethodType(desc string) (*methodType, error) {
	if len(desc) < 3 || desc[0] != '(' {
		return nil, fmt.Errorf("bad method descriptor %q", desc)
	}
	mt := &methodType{}
	s := desc[1:]
	for len(s) > 0 && s[0] != ')' {
		n, err := parseFieldType(s)
		if err != nil {
			return nil, fmt.Errorf("method descriptor %q: %w", desc, err)
		}
		k := kindOf(s[:n])
		mt.args = append(mt.args, k)
		mt.argTypes = append(mt.argTypes, s[:n])
		mt.argSlots += k.slots()
		s = s[n:]
	}
	if len(s) == 0 {
		return nil, fmt.Errorf("bad method descriptor %q", desc)
	}
	s = s[1:]
	if s == "V" {
		mt.ret, mt.retType = 'V', "V"
		return mt, nil
	}
	n, err := parseFieldType(s)
	if err != nil || n != len(s) {
		return nil, fmt.Errorf("bad method descriptor %q", desc)
	}
	mt.ret, mt.retType = kindOf(s), s
	return mt, nil
}

// className returns the class name a field descriptor denotes for loading:
// "Ljava/lang/String;" → "java/lang/String", "[I" → "[I", "I" → "int".
func descToClassName(desc string) string {
	if desc == "" {
		return ""
	}
	switch desc[0] {
	case 'L':
		return desc[1 : len(desc)-1]
	case '[':
		return desc
	}
	return primitiveNames[desc[0]]
}

var primitiveNames = map[byte]string{
	'B': "byte", 'C': "char", 'D': "double", 'F': "float", 'I': "int",
	'J': "long", 'S': "short", 'Z': "boolean", 'V': "void",
}

// classNameToDesc is the inverse of descToClassName for reference types.
func classNameToDesc(name string) string {
	if strings.HasPrefix(name, "[") {
		return name
	}
	for k, v := range primitiveNames {
		if v == name {
			return string(k)
		}
	}
	return "L" + name + ";"
}

// javaName turns a binary name into the dotted form Java prints:
// "java/lang/String" → "java.lang.String"; arrays keep their descriptor
// form with dots, as Class.getName does.
func javaName(binary string) string { return strings.ReplaceAll(binary, "/", ".") }
