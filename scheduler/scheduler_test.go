package scheduler

import (
	"strings"
	"testing"
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

func TestOptions(t *testing.T) {
	tests := []struct {
		opts    Options
		wantErr string
	}{
		{Options{}, ""},
		{Options{Sharedness: "global"}, ""},
		{Options{Sharedness: "path", NeverBreak: []string{"a.B.*"}}, ""},
		{Options{Sharedness: "everywhere"}, `no sharedness policy "everywhere"`},
		{Options{NeverBreak: []string{"nodot"}}, "want class.field"},
		{Options{NeverBreak: []string{"a.[.x"}}, "syntax error"},
	}
	s, err := Lookup("jpf")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range tests {
		_, err := s.New(tc.opts)
		if tc.wantErr == "" && err != nil || tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)) {
			t.Errorf("New(%+v) error = %v, want %q", tc.opts, err, tc.wantErr)
		}
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
