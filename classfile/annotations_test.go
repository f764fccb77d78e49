package classfile

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/gojpf/gojpf/internal/javac"
)

// annotatedClass compiles testdata/annotations and parses Annotated.class.
func annotatedClass(tb testing.TB) *ClassFile {
	tb.Helper()
	if _, err := javac.Find(); err != nil {
		tb.Skip(err)
	}
	files, err := javac.Sources(filepath.Join("testdata", "annotations"))
	if err != nil {
		tb.Fatal(err)
	}
	out, err := javac.CompileFiles(files, javac.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(out, "Annotated.class"))
	if err != nil {
		tb.Fatal(err)
	}
	cf, err := Parse(b)
	if err != nil {
		tb.Fatal(err)
	}
	return cf
}

func TestAnnotations(t *testing.T) {
	cf := annotatedClass(t)
	as, err := cf.Annotations()
	if err != nil {
		t.Fatal(err)
	}
	if len(as) != 1 || as[0].Type != "LAnnotated$Every;" {
		t.Fatalf("class annotations: %+v", as)
	}
	a := as[0]
	tests := []struct {
		name string
		tag  byte
		int  int64
		flt  float64
		str  string
	}{
		{"b", 'B', 1, 0, ""}, {"c", 'C', 'x', 0, ""}, {"i", 'I', -7, 0, ""}, {"s", 'S', 3, 0, ""},
		{"z", 'Z', 1, 0, ""}, {"j", 'J', 1 << 40, 0, ""}, {"f", 'F', 0, 1.5, ""}, {"d", 'D', 0, -2.25, ""},
		{"str", 's', 0, 0, "hé"}, {"e", 'e', 0, 0, "METHOD"}, {"cls", 'c', 0, 0, "Ljava/lang/String;"},
		{"prim", 'c', 0, 0, "I"},
	}
	for _, tc := range tests {
		v, ok := a.Element(tc.name)
		if !ok {
			t.Errorf("element %s missing", tc.name)
			continue
		}
		if v.Tag != tc.tag || v.Int != tc.int || v.Float != tc.flt || v.String != tc.str {
			t.Errorf("element %s = %+v, want tag %c int %d float %g string %q", tc.name, v, tc.tag, tc.int, tc.flt, tc.str)
		}
	}
	if v, _ := a.Element("e"); v.EnumType != "Ljava/lang/annotation/ElementType;" {
		t.Errorf("enum type %q", v.EnumType)
	}
	if v, _ := a.Element("nested"); v.Annotation == nil || v.Annotation.Type != "LAnnotated$Inner;" || len(v.Annotation.Elements) != 1 || v.Annotation.Elements[0].Value.String != "in" {
		t.Errorf("nested = %+v", v)
	}
	if v, _ := a.Element("arr"); len(v.Strings()) != 2 || v.Strings()[1] != "b" {
		t.Errorf("arr = %+v", v)
	}
	if _, ok := a.Element("none"); ok {
		t.Error("element none found")
	}

	types := func(as []Annotation) (out []string) {
		for _, a := range as {
			out = append(out, a.Type)
		}
		return out
	}
	for i := range cf.Methods {
		m := &cf.Methods[i]
		as, err := cf.MethodAnnotations(m)
		if err != nil {
			t.Fatal(err)
		}
		switch m.Name {
		case "method":
			if got := types(as); len(got) != 2 || got[0] != "LAnnotated$Marker;" || got[1] != "LAnnotated$Inner;" {
				t.Errorf("method annotations %v", got)
			}
		default:
			if len(as) != 0 {
				t.Errorf("%s has annotations %v", m.Name, types(as))
			}
		}
	}
	fas, err := cf.FieldAnnotations(&cf.Fields[0])
	if err != nil || len(fas) != 1 || fas[0].Type != "LAnnotated$Marker;" {
		t.Errorf("field annotations %v, %v (the CLASS-retention one is not visible)", types(fas), err)
	}
}

func TestAnnotationsMalformed(t *testing.T) {
	cf := annotatedClass(t)
	var body []byte
	for _, a := range cf.Other {
		if a.Name == "RuntimeVisibleAnnotations" {
			body = a.Data
		}
	}
	if body == nil {
		t.Fatal("no RuntimeVisibleAnnotations")
	}
	bad := map[string][]byte{
		"empty":      {},
		"truncated":  body[:len(body)-1],
		"left over":  append(append([]byte{}, body...), 0),
		"huge count": {0xff, 0xff, 0, 1},
		"bad tag":    {0, 1, body[2], body[3], 0, 1, body[6], body[7], '?', 0, 1},
		"not utf8":   {0, 1, 0, 0, 0, 0},
	}
	for name, data := range bad {
		_, err := ParseAnnotations(&cf.Pool, data)
		var fe *FormatError
		if !errors.As(err, &fe) || fe.Offset < 0 || fe.Offset > int64(len(data)) {
			t.Errorf("%s: error %v, want a *FormatError within the input", name, err)
		}
	}
	// Deep nesting is refused, not followed.
	deep := []byte{0, 1, body[2], body[3], 0, 1, body[6], body[7]}
	for range 100 {
		deep = append(deep, '[', 0, 1)
	}
	if _, err := ParseAnnotations(&cf.Pool, deep); err == nil {
		t.Error("100 nested arrays accepted")
	}
}

// FuzzAnnotations feeds arbitrary attribute bodies to ParseAnnotations,
// against the constant pool of a class with annotations of every kind:
// no panic, and a rejection is a *FormatError within the input.
func FuzzAnnotations(f *testing.F) {
	cf := annotatedClass(f)
	for _, a := range cf.Other {
		f.Add(a.Data)
	}
	for i := range cf.Methods {
		for _, a := range cf.Methods[i].Other {
			f.Add(a.Data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		as, err := ParseAnnotations(&cf.Pool, data)
		if err != nil {
			var fe *FormatError
			if !errors.As(err, &fe) || fe.Offset < 0 || fe.Offset > int64(len(data)) {
				t.Fatalf("error %v (%T) is not a *FormatError within the input", err, err)
			}
			return
		}
		for _, a := range as {
			for _, p := range a.Elements {
				_ = p.Value.Strings()
			}
		}
	})
}
