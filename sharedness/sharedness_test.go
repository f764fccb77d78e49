package sharedness

import (
	"strings"
	"testing"
)

func TestNeverBreakPatterns(t *testing.T) {
	f, err := NewFilter([]string{"java.lang.String.*", "my.pkg.Cache.hits", "my.*.Stats.count", "java.lang.Thread*.name"})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		class, field string
		want         bool
	}{
		{"java/lang/String", "hash", true},
		{"java/lang/String", "value", true},
		{"java/lang/StringBuilder", "count", false},
		{"my/pkg/Cache", "hits", true},
		{"my/pkg/Cache", "misses", false},
		{"my/other/Stats", "count", true},
		{"my/a/b/Stats", "count", false}, // * stays within one package part
		{"java/lang/Thread", "name", true},
		{"java/lang/Thread$Builder", "name", true},
		{"java/lang/Thread", "target", false},
	}
	for _, tc := range tests {
		if got := f.matches(tc.class, tc.field); got != tc.want {
			t.Errorf("matches(%s.%s) = %v, want %v", tc.class, tc.field, got, tc.want)
		}
	}
}

func TestNewFilterAndPolicyErrors(t *testing.T) {
	for _, pat := range []string{"nodot", "a.[.b"} {
		if _, err := NewFilter([]string{pat}); err == nil {
			t.Errorf("NewFilter(%q) accepted a bad pattern", pat)
		}
	}
	if f, err := NewFilter([]string{" ", ""}); err != nil || len(f.never) != 0 {
		t.Errorf("blank patterns: %v, %v", f, err)
	}
	for _, name := range Names {
		p, err := New(name)
		if err != nil || p.Name() != name {
			t.Errorf("New(%q) = %v, %v", name, p, err)
		}
	}
	if _, err := New("everywhere"); err == nil || !strings.Contains(err.Error(), "path or global") {
		t.Errorf("New(everywhere) error = %v", err)
	}
}
