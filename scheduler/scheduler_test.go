package scheduler

import (
	"strings"
	"testing"

	"github.com/gojpf/gojpf/jvm"
)

func TestRegistry(t *testing.T) {
	tests := []struct {
		name    string
		wantErr string
	}{
		{"none", ""},
		{"no-such-scheduler", `no scheduler "no-such-scheduler"`},
	}
	for _, tc := range tests {
		s, err := Lookup(tc.name)
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("Lookup(%q) error = %v, want %q", tc.name, err, tc.wantErr)
			}
			continue
		}
		if err != nil || s.Name != tc.name || s.New == nil || s.Doc == "" {
			t.Errorf("Lookup(%q) = %+v, %v", tc.name, s, err)
		}
	}
	all := All()
	for i := 1; i < len(all); i++ {
		if all[i-1].Name >= all[i].Name {
			t.Errorf("All is not sorted: %s before %s", all[i-1].Name, all[i].Name)
		}
	}
}

func TestNoneBreaksEverywhere(t *testing.T) {
	s, _ := Lookup("none")
	sched := s.New()
	for k := jvm.PointFieldRead; k <= jvm.PointInterrupt; k++ {
		if !sched.Break(nil, &jvm.Point{Kind: k}) {
			t.Errorf("none did not break at point kind %d", k)
		}
	}
	if !s.StateMatching {
		t.Error("none must allow state matching")
	}
}

func TestDuplicateRegistrationPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("registering none twice did not panic")
		}
	}()
	Register(Strategy{Name: "none"})
}
