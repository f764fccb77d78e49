package cli

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// TestReportSchema: the JSON reports of runs with a violation, with
// outcomes and of an incomplete search validate against
// docs/report.schema.json, and the schema names every field the report
// type has (so that it stays complete as fields are added).
func TestReportSchema(t *testing.T) {
	requireJDK(t)
	raw, err := os.ReadFile(filepath.Join("..", "..", "docs", "report.schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	var schema map[string]any
	if err := json.Unmarshal(raw, &schema); err != nil {
		t.Fatalf("the schema is not JSON: %v", err)
	}
	checkSchemaCovers(t, schema, schema, reflect.TypeOf(report{}), "report")

	main := filepath.Join("testdata", "run", "args", "Main.java")
	for _, args := range [][]string{
		{"--outcomes", main, "a"},
		{"--max-states", "1", main},
		{filepath.Join("..", "..", "javatests", "examples", "Race.java")},
	} {
		out := filepath.Join(t.TempDir(), "r.json")
		got := gojpf(t, append([]string{"run", "-q", "--report-json", out}, args...)...)
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatalf("%v: no report (%v)\n%s", args, err, got)
		}
		var doc any
		if err := json.Unmarshal(b, &doc); err != nil {
			t.Fatal(err)
		}
		if err := validate(schema, schema, doc, "$"); err != nil {
			t.Errorf("%v: the report does not validate: %v\n%s", args, err, b)
		}
	}
	// The validator rejects what it should.
	for _, bad := range []string{`{"schema_version": 1}`, `[]`} {
		var doc any
		json.Unmarshal([]byte(bad), &doc)
		if validate(schema, schema, doc, "$") == nil {
			t.Errorf("%s validated", bad)
		}
	}
}

// checkSchemaCovers requires every JSON field of type typ (a struct) to
// be a property of the schema s, recursively.
func checkSchemaCovers(t *testing.T, root, s map[string]any, typ reflect.Type, where string) {
	t.Helper()
	checkSchemaCoversSeen(t, root, s, typ, where, map[reflect.Type]bool{})
}

// checkSchemaCoversSeen is checkSchemaCovers that checks each struct type
// once (a wakeup tree's node holds nodes).
func checkSchemaCoversSeen(t *testing.T, root, s map[string]any, typ reflect.Type, where string, seen map[reflect.Type]bool) {
	t.Helper()
	if seen[typ] {
		return
	}
	seen[typ] = true
	s = resolve(root, s)
	props, _ := s["properties"].(map[string]any)
	for i := 0; i < typ.NumField(); i++ {
		f := typ.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "" || name == "-" || !f.IsExported() {
			continue
		}
		ps, ok := props[name].(map[string]any)
		if !ok {
			t.Errorf("the schema lacks %s.%s", where, name)
			continue
		}
		ft := f.Type
		for ft.Kind() == reflect.Pointer || ft.Kind() == reflect.Slice {
			ft = ft.Elem()
			if it, ok := resolve(root, ps)["items"].(map[string]any); ok {
				ps = it
			}
		}
		if ft.Kind() == reflect.Struct {
			checkSchemaCoversSeen(t, root, ps, ft, where+"."+name, seen)
		}
	}
}

func resolve(root, s map[string]any) map[string]any {
	if ref, ok := s["$ref"].(string); ok {
		name := strings.TrimPrefix(ref, "#/$defs/")
		return root["$defs"].(map[string]any)[name].(map[string]any)
	}
	return s
}

// validate checks doc against the subset of JSON Schema the report
// schema uses: type, enum, required, properties, additionalProperties,
// items and local $ref.
func validate(root, s map[string]any, doc any, at string) error {
	s = resolve(root, s)
	if ty, ok := s["type"]; ok {
		var types []string
		switch ty := ty.(type) {
		case string:
			types = []string{ty}
		case []any:
			for _, x := range ty {
				types = append(types, x.(string))
			}
		}
		if !slices.Contains(types, jsonType(doc)) {
			return fmt.Errorf("%s: %s, want %v", at, jsonType(doc), types)
		}
	}
	if enum, ok := s["enum"].([]any); ok && !slices.ContainsFunc(enum, func(e any) bool { return reflect.DeepEqual(e, doc) }) {
		return fmt.Errorf("%s: %v is not one of %v", at, doc, enum)
	}
	switch doc := doc.(type) {
	case map[string]any:
		for _, r := range asList(s["required"]) {
			if _, ok := doc[r.(string)]; !ok {
				return fmt.Errorf("%s: %s missing", at, r)
			}
		}
		props, _ := s["properties"].(map[string]any)
		for k, v := range doc {
			ps, ok := props[k].(map[string]any)
			if !ok {
				switch ap := s["additionalProperties"].(type) {
				case bool:
					if !ap {
						return fmt.Errorf("%s: %s is not in the schema", at, k)
					}
					continue
				case map[string]any:
					ps = ap
				default:
					continue
				}
			}
			if err := validate(root, ps, v, at+"."+k); err != nil {
				return err
			}
		}
	case []any:
		if items, ok := s["items"].(map[string]any); ok {
			for i, v := range doc {
				if err := validate(root, items, v, fmt.Sprintf("%s[%d]", at, i)); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func asList(v any) []any {
	l, _ := v.([]any)
	return l
}

func jsonType(v any) string {
	switch v := v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case string:
		return "string"
	case float64:
		if v == math.Trunc(v) {
			return "integer"
		}
		return "number"
	case []any:
		return "array"
	case map[string]any:
		return "object"
	}
	return "?"
}
