package javatests

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
)

// shardConfigs are the searches TestShardEquivalence splits into shards:
// exact says the merged execution count must be the single run's (an
// unreduced stateless search: the shards partition its tree; the
// schedulers that search in rounds, odpor, its variants, emdpor and
// clockvector stateless: the rounds explore the single run's tree in
// its order, docs/sharding.md).
var shardConfigs = []struct {
	label string
	flags []string
	exact bool
	long  bool
}{
	{label: "none/stateless", flags: []string{"--por=none", "--state-matching=false"}, exact: true},
	{label: "jpf", flags: []string{"--por=jpf"}},
	{label: "clockvector/stateless", flags: []string{"--por=clockvector", "--state-matching=false"}, exact: true},
	{label: "none", flags: []string{"--por=none"}, long: true},
	{label: "clockvector", flags: []string{"--por=clockvector"}, long: true},
	{label: "dporengine", flags: []string{"--por=dporengine", "--dpor-analysis=ea"}, exact: true},
	{label: "odpor", flags: []string{"--por=odpor"}, exact: true},
	{label: "odpor-cs", flags: []string{"--por=odpor-cs"}, exact: true, long: true},
	{label: "odpor-cs-ob", flags: []string{"--por=odpor-cs-ob"}, exact: true, long: true},
	{label: "odpor-cs-ob-inherit", flags: []string{"--por=odpor-cs-ob-inherit"}, exact: true, long: true},
	{label: "dpor-cs", flags: []string{"--por=dpor-cs"}, exact: true, long: true},
	{label: "emdpor", flags: []string{"--por=emdpor"}, exact: true, long: true},
}

// shardDefault are the programs of the short run; shardLong those of
// GOJPF_LONG=1 (every conc program under every configuration and N
// would take over an hour): outcomes, assertion failures, deadlocks,
// wait/notify, latches.
var (
	shardDefault = map[string]bool{"lost_update_outcomes": true}
	shardLong    = map[string]bool{
		"lost_update_outcomes": true, "check_then_act_assert": true, "lambda_link_order": true,
		"lock_order_deadlock": true, "lock_order_fixed": true,
		"countdownlatch": true, "countdownlatch_bug": true,
		"producer_consumer_waitnotify": true, "wait_notify_handoff": true,
	}
)

// shardShort are programs the short run checks under one configuration
// each (labels of shardConfigs), for a bug found there:
// lambda_link_order lost its outcome 4 under odpor-cs with --shards 1
// (and dpor-cs, odpor-cs-ob, every N; GOJPF_SHARD_SWEEP, 2026-11-28)
// while the boot heap of the state hash was fixed at a shard's first
// hash (docs/parallel.md, "The boot heap"): the whole-state checks of
// the context-sensitive schedulers compared states that hashed alike.
var shardShort = map[string]string{"lambda_link_order": "odpor-cs"}

// shardAnchors are the anchor programs (bench/mc/anchors) of the long
// run, small, each under the configurations (labels of shardConfigs)
// that keep the sweep's time within a minute: none without state
// matching has 10^5 executions and more on them, and jpf's
// --multiple-errors run of Airline takes over a minute.
// The short run checks Dining 3 under odpor with 8 shards alone: the
// shards met the prefixes in different orders there before the points
// above the cut were ordered (search.fillTop).
var shardAnchors = []struct {
	main    string
	args    []string
	configs []string
	short   bool
}{
	{"Incr", []string{"2", "2"}, []string{"clockvector/stateless", "odpor", "odpor-cs"}, true},
	{"Incr", []string{"2", "2"}, []string{"odpor-cs-ob", "dpor-cs", "dporengine"}, false},
	{"Dining", []string{"3"}, []string{"odpor"}, true},
	{"Dining", []string{"3", "ordered"}, []string{"clockvector", "dporengine"}, false},
	{"Airline", []string{"3", "1"}, []string{"odpor"}, false},
	{"Incr", []string{"2", "2"}, []string{"emdpor"}, false},
}

// shardEvents are the event-driven programs (javatests/events) searched
// under emdpor, whose races between handlers of one loop reverse their
// posts: fig3_reorder_posts (paper 001's Example 3) in the short run
// too.
var shardEvents = map[string]bool{
	"fig3_reorder_posts": true, "activity_lifecycle": false,
	"executor_task_throws": false, "executor_shutdown_now": false,
	"executor_poster_race": false,
}

// shardSweep reads GOJPF_SHARD_SWEEP, a comma-separated list of labels
// of shardConfigs (or "all"): TestShardEquivalence then runs every conc
// program (not only shardLong's) under those configurations alone, with
// N = 1, 2, 3, 5, 8 (GOJPF_LONG=1 is implied). Every program under every
// configuration takes hours on 2 cores, so CI runs shardLong's and the
// sweep is run by hand (docs/sharding.md records what it found).
func shardSweep() map[string]bool {
	v := os.Getenv("GOJPF_SHARD_SWEEP")
	if v == "" {
		return nil
	}
	m := map[string]bool{}
	for _, c := range shardConfigs {
		m[c.label] = v == "all"
	}
	for _, l := range strings.Split(v, ",") {
		m[l] = true
	}
	return m
}

// TestShardEquivalence checks sharding (docs/sharding.md): on conc/
// programs and (GOJPF_LONG=1) the anchor programs, gojpf run --shards N
// (the N shards of gojpf run --shard i/N and gojpf merge) gives the
// single run's verdict and, when nothing is violated, its outcome set;
// a violation the shards find must be one the single run finds with
// --multiple-errors (each shard stops at its first, as the single run
// does: they need not be the same one). One shard is the single run
// itself (the same counts), and an unreduced stateless search's shards
// partition its executions. The merged counts against the single run's
// are logged (the redundancy, docs/sharding.md).
func TestShardEquivalence(t *testing.T) {
	ns := []int{1, 3}
	if longRun() || shardSweep() != nil {
		ns = []int{1, 2, 3, 5, 8}
	}
	var mu sync.Mutex
	var rows []string
	logRow := func(row string) {
		mu.Lock()
		rows = append(rows, row)
		mu.Unlock()
	}
	sweep := shardSweep()
	forConcPrograms(t, func(p concProgram) bool {
		if sweep != nil {
			return p.variant == ""
		}
		if longRun() {
			return shardLong[p.name] && p.variant == ""
		}
		return (shardDefault[p.name] || shardShort[p.name] != "") && p.variant == ""
	}, func(t *testing.T, p concProgram, classes string, jdkFlags []string, _ concResult) {
		for _, c := range shardConfigs {
			if sweep != nil && !sweep[c.label] {
				continue
			}
			if sweep == nil && !longRun() && (c.long || !shardDefault[p.name]) && shardShort[p.name] != c.label {
				continue
			}
			t.Run(c.label, func(t *testing.T) {
				checkShards(t, p.name, c.label, c.exact, ns, logRow, func(label string, extra []string) concResult {
					return runConcFlags(t, label, jdkFlags, p, classes, append(append([]string{}, c.flags...), extra...))
				})
			})
		}
	})
	t.Run("events", func(t *testing.T) {
		jdkFlags := gojpfJDKFlags(defaultJDK(t))
		for _, p := range eventsPrograms(t) {
			short, ok := shardEvents[p.name]
			if !ok || !short && !longRun() {
				continue
			}
			t.Run(p.name, func(t *testing.T) {
				t.Parallel()
				classes := concCompile(t, p)
				t.Run("emdpor", func(t *testing.T) {
					checkShards(t, p.name, "emdpor", true, ns, logRow, func(label string, extra []string) concResult {
						return runConcFlags(t, label, jdkFlags, p, classes, append([]string{"--por=emdpor"}, extra...))
					})
				})
			})
		}
	})
	t.Run("anchors", func(t *testing.T) {
		if sweep != nil {
			t.Skip("GOJPF_SHARD_SWEEP: conc programs only")
		}
		ns := ns
		if !longRun() {
			ns = []int{8}
		}
		lib, err := guestlibDir()
		if err != nil {
			t.Fatal(err)
		}
		classes := javactest.Compile(t, filepath.Join("..", "bench", "mc", "anchors"), javac.Options{ClassPath: lib})
		jdkFlags := append(gojpfJDKFlags(defaultJDK(t)), "--outcomes")
		for _, a := range shardAnchors {
			if !a.short && !longRun() {
				continue
			}
			name := a.main + " " + strings.Join(a.args, " ")
			t.Run(strings.ReplaceAll(name, " ", "_"), func(t *testing.T) {
				t.Parallel()
				for _, c := range shardConfigs {
					if !slices.Contains(a.configs, c.label) {
						continue
					}
					t.Run(c.label, func(t *testing.T) {
						checkShards(t, name, c.label, c.exact, ns, logRow, func(label string, extra []string) concResult {
							flags := append(append(append([]string{}, jdkFlags...), c.flags...), extra...)
							return runConcMainArgs(t, label, flags, classes, a.main, a.args)
						})
					})
				}
			})
		}
	})
	sort.Strings(rows)
	t.Logf("merged/single:\n%s", strings.Join(rows, "\n"))
}

// checkShards compares the single run of a configuration (run with no
// extra flags) with --shards N for each N; exact: the merged execution
// count must be the single run's.
func checkShards(t *testing.T, prog, config string, exact bool, ns []int, logRow func(string), run func(label string, extra []string) concResult) {
	t.Helper()
	single := run(config, nil)
	if single.broken != "" || single.report == nil {
		t.Errorf("%s: %s", config, single.broken)
		return
	}
	if single.report.Verdict == "incomplete" {
		return // nothing to compare with
	}
	all := map[string]bool{}
	if single.report.Verdict == "violation" {
		// Every violation the search can find, within 15 s: each
		// violation's trace is in the report, and on countdownlatch_bug
		// under none without state matching the run of the default time
		// limit (45 s) found 2,799 violations and wrote a 2 GB report,
		// which took it past -gojpf.run-timeout (CI, 2026-11-28). On
		// the long run's programs 15 s finds every kind of violation
		// the shards find (what they are checked against).
		m := run(config+" --multiple-errors", []string{"--multiple-errors", "--time-limit", "15s"})
		if m.report == nil {
			t.Errorf("%s --multiple-errors: %s", config, m.broken)
			return
		}
		for _, v := range m.report.Violations {
			all[v.Property+" "+v.Exception] = true
		}
	}
	for _, n := range ns {
		label := fmt.Sprintf("%s, %d shards", config, n)
		sh := run(label, []string{"--shards", fmt.Sprint(n), "--shard-jobs", "2"})
		if sh.broken != "" || sh.report == nil {
			t.Errorf("%s: %s", label, sh.broken)
			continue
		}
		for _, pr := range shardProblems(*single.report, *sh.report, all) {
			t.Errorf("%s: %s", label, pr)
		}
		se, me := deref(single.report.Stats.Executions), deref(sh.report.Stats.Executions)
		if (exact && single.report.Verdict == "ok" || n == 1) && se != me {
			t.Errorf("%s: %d executions, the single run %d", label, me, se)
		}
		logRow(fmt.Sprintf("%-28s %-24s N=%d executions %d/%d transitions %d/%d", prog, config, n, me, se, deref(sh.report.Stats.Transitions), deref(single.report.Stats.Transitions)))
	}
}

func deref(p *int64) int64 {
	if p == nil {
		return -1
	}
	return *p
}

// shardProblems compares a merged sharded search with the single run.
func shardProblems(single, merged concReport, all map[string]bool) []string {
	if merged.Verdict != single.Verdict {
		return []string{fmt.Sprintf("verdict %s (%s), the single run %s", merged.Verdict, merged.Error, single.Verdict)}
	}
	var problems []string
	vkey := func(r concReport) string {
		set := map[string]bool{}
		for _, v := range r.Violations {
			set[v.Property+" "+v.Exception] = true
		}
		var out []string
		for k := range set {
			out = append(out, k)
		}
		sort.Strings(out)
		return strings.Join(out, "; ")
	}
	for _, v := range merged.Violations {
		if !all[v.Property+" "+v.Exception] {
			problems = append(problems, fmt.Sprintf("violation %s %s, which the single run does not find (it finds %q)", v.Property, v.Exception, vkey(single)))
		}
	}
	if single.Verdict != "ok" {
		return problems
	}
	okey := func(r concReport) []string {
		var out []string
		for _, o := range r.Outcomes {
			out = append(out, fmt.Sprintf("%q exit %d", o.Stdout, o.ExitStatus))
		}
		sort.Strings(out)
		return out
	}
	if missing, extra := setDiff(okey(single), okey(merged)); len(missing)+len(extra) > 0 {
		problems = append(problems, fmt.Sprintf("outcomes missing %q, extra %q", missing, extra))
	}
	return problems
}
