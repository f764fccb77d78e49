package cli

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

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

// TestShardedTest splits gojpf test's methods over three shards (one of
// them given its index by $JOB_COMPLETION_INDEX) and merges them: the
// same tests in the same order with the same statuses, the same exit
// code and Surefire counts as one gojpf test; without one shard the
// merge is incomplete and --next-round names it.
func TestShardedTest(t *testing.T) {
	cp := junitClassPath(t)
	dir := t.TempDir()
	sel := []string{"junit4", "testjpf"}
	one := gojpf(t, append([]string{"test", "-q", "-cp", cp, "--report-json", filepath.Join(dir, "one.json"), "--report-junit", filepath.Join(dir, "one.xml")}, sel...)...)
	shards := filepath.Join(dir, "shards")
	if err := os.Mkdir(shards, 0o755); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		spec := fmt.Sprintf("%d/3", i)
		if i == 1 {
			t.Setenv("JOB_COMPLETION_INDEX", "1")
			spec = "/3"
		}
		got := gojpf(t, append([]string{"test", "-q", "-cp", cp, "--shard", spec, "--shard-dir", shards}, sel...)...)
		if got.code != ExitOK && got.code != ExitViolation {
			t.Fatalf("shard %d: %s", i, got)
		}
	}
	merged := gojpf(t, "merge", "--report-json", filepath.Join(dir, "m.json"), "--report-junit", filepath.Join(dir, "m.xml"), shards)
	if merged.code != one.code {
		t.Errorf("merge exits %d, one gojpf test %d\n%s", merged.code, one.code, merged)
	}
	read := func(name string) testJSON {
		var r testJSON
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err == nil {
			err = json.Unmarshal(b, &r)
		}
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	a, b := read("one.json"), read("m.json")
	if len(a.Tests) != len(b.Tests) || len(a.Tests) < 6 {
		t.Fatalf("%d tests merged, %d in one run", len(b.Tests), len(a.Tests))
	}
	for i := range a.Tests {
		x, y := a.Tests[i], b.Tests[i]
		if x.TestClass != y.TestClass || x.TestMethod != y.TestMethod || x.Status != y.Status || x.Message != y.Message {
			t.Errorf("test %d: merged %s.%s %s %q, one run %s.%s %s %q", i, y.TestClass, y.TestMethod, y.Status, y.Message, x.TestClass, x.TestMethod, x.Status, x.Message)
		}
	}
	if a.Summary.Tests != b.Summary.Tests || a.Summary.Passed != b.Summary.Passed || a.Summary.Failed != b.Summary.Failed || a.Summary.Skipped != b.Summary.Skipped {
		t.Errorf("summary: merged %+v, one run %+v", b.Summary, a.Summary)
	}
	var sa, sb surefireXML
	for _, x := range []struct {
		name string
		into *surefireXML
	}{{"one.xml", &sa}, {"m.xml", &sb}} {
		data, err := os.ReadFile(filepath.Join(dir, x.name))
		if err != nil {
			t.Fatal(err)
		}
		if err := xml.Unmarshal(data, x.into); err != nil {
			t.Fatal(err)
		}
	}
	if sa.Tests != sb.Tests || len(sa.Suites) != len(sb.Suites) {
		t.Errorf("Surefire: merged %d tests in %d suites, one run %d in %d", sb.Tests, len(sb.Suites), sa.Tests, len(sa.Suites))
	}
	if !strings.Contains(merged.stdout, "FAILED     junit4.Counter4Test.racy") {
		t.Errorf("the merged text has no line of the failing test:\n%s", merged.stdout)
	}

	if err := os.Remove(shardFile(shards, 1, 3)); err != nil {
		t.Fatal(err)
	}
	part := gojpf(t, "merge", shards)
	if part.code == ExitOK || !strings.Contains(part.stdout, "shards missing: 1") || !strings.Contains(part.stdout, "not run: shard 1/3") {
		t.Errorf("merge without shard 1: %s", part)
	}
	next := gojpf(t, "merge", "--next-round", shards)
	if next.code != ExitIncomplete || next.stdout != "1/3\n" {
		t.Errorf("--next-round without shard 1: %s", next)
	}
}

// TestShardedCompare splits gojpf compare's runs (a target under a
// scheduler) over three shards: merged, the same tables, JSON and exit
// code as one gojpf compare; a missing shard's runs are incomplete.
func TestShardedCompare(t *testing.T) {
	requireJDK(t)
	dir := t.TempDir()
	deadlock := filepath.Join("..", "..", "search", "testdata", "deadlock", "Main.java")
	args := []string{"--por", "none,jpf", "--no-timing", raceJava, deadlock}
	for _, format := range []string{"text", "json"} {
		one := gojpf(t, append([]string{"compare", "--format", format}, args...)...)
		shards := filepath.Join(dir, format)
		if err := os.Mkdir(shards, 0o755); err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 3; i++ {
			got := gojpf(t, append([]string{"compare", "--shard", fmt.Sprintf("%d/3", i), "--shard-dir", shards}, args...)...)
			if got.code != ExitOK {
				t.Fatalf("shard %d: %s", i, got)
			}
		}
		merged := gojpf(t, "merge", "--format", format, shards)
		if merged.code != one.code || merged.stdout != one.stdout {
			t.Errorf("%s: merged %s\none compare: %s", format, merged, one)
		}
	}
	if err := os.Remove(shardFile(filepath.Join(dir, "text"), 2, 3)); err != nil {
		t.Fatal(err)
	}
	part := gojpf(t, "merge", filepath.Join(dir, "text"))
	if part.code != ExitIncomplete || !strings.Contains(part.stdout, "not run: shard 2/3") || !strings.Contains(part.stderr, "shards missing: 2") {
		t.Errorf("merge without shard 2: %s", part)
	}
}
