package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
)

// TestShardRounds runs odpor's rounds by hand as a job controller would:
// three shards a round with --shard i/3 --round R into one directory,
// gojpf merge --next-round naming the next round (exit 4) until none is
// left (exit 0), a round run before the one it needs refused, a shard
// of a round missing making the merge incomplete and named; the merged
// report has the single run's verdict and execution count (Incr 2 2 of
// bench/mc/anchors: 34 executions).
//
// The same under clockvector --state-matching=false, odpor-cs-ob and
// emdpor, whose results carry backtrack requests, context-sensitive
// checks and EM-DPOR's requests, and every result validates against
// docs/report.schema.json.
func TestShardRounds(t *testing.T) {
	requireJDK(t)
	classes := javactest.Compile(t, filepath.Join("..", "..", "bench", "mc", "anchors"), javac.Options{})
	for _, c := range []struct {
		flags []string
		field string // a field some result must have
	}{
		{[]string{"--por=odpor"}, `"seqs"`},
		{[]string{"--por=clockvector", "--state-matching=false"}, `"backtrack"`},
		{[]string{"--por=odpor-cs-ob"}, `"check"`},
		{[]string{"--por=emdpor"}, `"new"`},
	} {
		t.Run(strings.TrimPrefix(c.flags[0], "--por="), func(t *testing.T) {
			shardRounds(t, append(c.flags, "-cp", classes, "Incr", "2", "2"), c.field)
		})
	}
}

func shardRounds(t *testing.T, target []string, field string) {
	var one struct {
		Verdict string
		Stats   struct{ Executions int64 }
	}
	runReport(t, ExitOK, &one, target...)
	dir := t.TempDir()
	if got := gojpf(t, append([]string{"run", "-q", "--shard", "0/3", "--round", "1", "--shard-dir", dir}, target...)...); got.code != ExitUsage || !strings.Contains(got.stderr, "round 0 is not finished") {
		t.Errorf("round 1 before round 0: %s", got)
	}
	rounds := 0
	for r := 0; ; r++ {
		if r > 40 {
			t.Fatal("more than 40 rounds")
		}
		for i := 0; i < 3; i++ {
			if got := gojpf(t, append([]string{"run", "-q", "--shard", fmt.Sprintf("%d/3", i), "--round", fmt.Sprint(r), "--shard-dir", dir}, target...)...); got.code != ExitOK {
				t.Fatalf("round %d shard %d: %s", r, i, got)
			}
			if r == 1 && i == 1 {
				// The merge before the round's last shard.
				got := gojpf(t, "merge", "-q", dir)
				if got.code != ExitIncomplete {
					t.Errorf("merge without round 1's shard 2: %s", got)
				}
				next := gojpf(t, "merge", "--next-round", dir)
				if next.code != ExitIncomplete || strings.TrimSpace(next.stdout) != "2/3 --round 1" {
					t.Errorf("--next-round without round 1's shard 2: %s", next)
				}
			}
		}
		rounds++
		next := gojpf(t, "merge", "--next-round", dir)
		if next.code == ExitOK {
			if next.stdout != "" {
				t.Errorf("--next-round with nothing left printed %q", next.stdout)
			}
			break
		}
		want := fmt.Sprintf("0/3 --round %d\n1/3 --round %d\n2/3 --round %d\n", r+1, r+1, r+1)
		if next.code != ExitIncomplete || next.stdout != want {
			t.Fatalf("--next-round after round %d: %s, want %q", r, next, want)
		}
	}
	if got := gojpf(t, append([]string{"run", "-q", "--shard", "0/3", "--round", fmt.Sprint(rounds), "--shard-dir", dir}, target...)...); got.code != ExitUsage || !strings.Contains(got.stderr, "the search is done") {
		t.Errorf("a round after the last: %s", got)
	}
	path := filepath.Join(t.TempDir(), "m.json")
	if got := gojpf(t, "merge", "-q", "--report-json", path, dir); got.code != ExitOK {
		t.Fatalf("merge: %s", got)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		Verdict string
		Stats   struct{ Executions int64 }
		Shard   struct {
			Mode  string
			Round int
		}
		Shards []struct{ Round, Index int }
	}
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	if m.Verdict != one.Verdict || m.Stats.Executions != one.Stats.Executions || m.Shard.Mode != "round" || m.Shard.Round != rounds || len(m.Shards) != 3*rounds {
		t.Errorf("merged: %s, %d executions, mode %s, %d rounds, %d results; one run %s, %d executions; %d rounds run", m.Verdict, m.Stats.Executions, m.Shard.Mode, m.Shard.Round, len(m.Shards), one.Verdict, one.Stats.Executions, rounds)
	}
	t.Logf("%d rounds, %d executions (one run %d)", rounds, m.Stats.Executions, one.Stats.Executions)

	// Every round's shard results and the merged report are reports of
	// docs/report.schema.json.
	raw, err := os.ReadFile(filepath.Join("..", "..", "docs", "report.schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	var schema map[string]any
	if err := json.Unmarshal(raw, &schema); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(files) != 3*rounds {
		t.Errorf("%d shard files, want %d", len(files), 3*rounds)
	}
	seen := false
	for _, f := range append(files, path) {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		seen = seen || strings.Contains(string(b), field)
		var doc any
		if err := json.Unmarshal(b, &doc); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if err := validate(schema, schema, doc, "$"); err != nil {
			t.Errorf("%s does not validate: %v", filepath.Base(f), err)
		}
	}
	if !seen {
		t.Errorf("no result has %s", field)
	}
}
