package cli

import "testing"

func TestParseShard(t *testing.T) {
	env := map[string]string{"JOB_COMPLETION_INDEX": "3", "SLURM_ARRAY_TASK_COUNT": "8"}
	getenv := func(k string) string { return env[k] }
	tests := []struct {
		spec         string
		index, count int
		ok           bool
	}{
		{"0/4", 0, 4, true},
		{"3/4", 3, 4, true},
		{"/5", 3, 5, true},
		{"auto", 3, 8, true},
		{"4/4", 0, 0, false},
		{"-1/4", 0, 0, false},
		{"x/4", 0, 0, false},
		{"4", 0, 0, false},
		{"1/0", 0, 0, false},
	}
	for _, tt := range tests {
		i, n, err := parseShard(tt.spec, getenv)
		if (err == nil) != tt.ok || tt.ok && (i != tt.index || n != tt.count) {
			t.Errorf("parseShard(%q) = %d, %d, %v; want %d, %d, ok %v", tt.spec, i, n, err, tt.index, tt.count, tt.ok)
		}
	}
	if _, _, err := parseShard("/4", func(string) string { return "" }); err == nil {
		t.Errorf("/4 without an index in the environment: no error")
	}
}

func TestOwnedCount(t *testing.T) {
	for _, tt := range []struct {
		n        int64
		i, count int
		want     int64
	}{{10, 0, 3, 4}, {10, 1, 3, 3}, {10, 2, 3, 3}, {2, 3, 4, 0}, {1, 0, 1, 1}} {
		if got := ownedCount(tt.n, tt.i, tt.count); got != tt.want {
			t.Errorf("ownedCount(%d, %d, %d) = %d, want %d", tt.n, tt.i, tt.count, got, tt.want)
		}
	}
}
