package cli

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/gojpf/gojpf/dporengine"
	"github.com/gojpf/gojpf/internal/rounds"
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/search"
)

// Sharding (docs/sharding.md): `--shard i/N` runs shard i of N of a
// search and writes its result as a JSON report with a shard block;
// `gojpf merge` combines the N results.

// shardInfo is the shard block of a shard's JSON report.
type shardInfo struct {
	Index int `json:"index"`
	Count int `json:"count"`
	// Mode is prefix (a depth-first search split at a cut of its tree),
	// seed (random and PCT executions, each shard its own seed), swarm
	// (each shard the whole depth-first search in its own order), method
	// (gojpf test: each shard its test methods) or pair (gojpf compare:
	// each shard its runs of a target under a scheduler).
	Mode string `json:"mode"`
	// ProgramDigest hashes the target and its class path, ConfigDigest
	// the options that shape the search: the shards of one search agree
	// on both.
	ProgramDigest string `json:"program_digest"`
	ConfigDigest  string `json:"config_digest"`
	// Complete: the shard explored all of its part.
	Complete bool `json:"complete"`
	// Prefix mode: the cut's depth, the number of prefixes and their
	// digest (the same in every shard), the prefixes the shard owned and
	// those it finished, the prefixes of other shards it skipped.
	Cut      int     `json:"cut,omitempty"`
	Prefixes int64   `json:"prefixes,omitempty"`
	Digest   string  `json:"prefix_digest,omitempty"`
	Owned    []int64 `json:"owned,omitempty"`
	Finished []int64 `json:"finished,omitempty"`
	Skipped  int64   `json:"skipped,omitempty"`
	// Method and pair modes (gojpf test, gojpf compare): every item of
	// the command (a test method, a target under a scheduler) by name,
	// in order; item k is shard k mod N's. Owned are the items the
	// shard owned, Finished those it ran.
	Items []string `json:"items,omitempty"`
	// Seed and swarm modes: the shard's seed; seed mode: its executions.
	Seed       *uint64 `json:"seed,omitempty"`
	Executions int64   `json:"executions,omitempty"`
	// Round mode (searchesInRounds; rounds.go): the round, how many work
	// items it has (all shards), how many the shard owned, and what it
	// exported for the next round.
	Round      int             `json:"round,omitempty"`
	RoundItems int             `json:"round_items,omitempty"`
	OwnedItems int             `json:"owned_items,omitempty"`
	Exports    []rounds.Export `json:"exports,omitempty"`
}

// shardEnv are the environment variables a job array gives each task
// its index in, in the order they are read.
var shardEnv = []string{"GOJPF_SHARD_INDEX", "JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID", "AWS_BATCH_JOB_ARRAY_INDEX"}

// shardCountEnv are those that give the number of tasks.
var shardCountEnv = []string{"GOJPF_SHARD_COUNT", "SLURM_ARRAY_TASK_COUNT", "AWS_BATCH_JOB_ARRAY_SIZE"}

// parseShard parses --shard: i/N, /N (the index from the environment) or
// auto (both from the environment).
func parseShard(spec string, getenv func(string) string) (index, count int, err error) {
	fromEnv := func(names []string, what string) (int, error) {
		for _, n := range names {
			if v := getenv(n); v != "" {
				k, err := strconv.Atoi(v)
				if err != nil || k < 0 {
					return 0, fmt.Errorf("--shard: $%s=%q is not a %s", n, v, what)
				}
				return k, nil
			}
		}
		return 0, fmt.Errorf("--shard %s: none of $%s is set", spec, strings.Join(names, ", $"))
	}
	is, ns, ok := strings.Cut(spec, "/")
	switch {
	case spec == "auto":
		if index, err = fromEnv(shardEnv, "shard index"); err != nil {
			return 0, 0, err
		}
		if count, err = fromEnv(shardCountEnv, "shard count"); err != nil {
			return 0, 0, err
		}
	case !ok:
		return 0, 0, fmt.Errorf("--shard %q: want i/N, /N or auto", spec)
	default:
		if count, err = strconv.Atoi(ns); err != nil {
			return 0, 0, fmt.Errorf("--shard %q: N is not a number", spec)
		}
		if is == "" {
			index, err = fromEnv(shardEnv, "shard index")
		} else if index, err = strconv.Atoi(is); err != nil {
			err = fmt.Errorf("--shard %q: i is not a number", spec)
		}
		if err != nil {
			return 0, 0, err
		}
	}
	if count < 1 || index < 0 || index >= count {
		return 0, 0, fmt.Errorf("--shard %d/%d: want 0 <= i < N", index, count)
	}
	return index, count, nil
}

// shardMode is the way o's search is split.
func shardMode(o *runOptions) (string, error) {
	switch {
	case o.searchOrder == "random" || o.searchOrder == "pct":
		if o.swarm {
			return "", usagef("--swarm is for the depth-first search (random searches are split by seed)")
		}
		return "seed", nil
	case o.searchOrder != "dfs":
		return "", usagef("--shard: --search=%s cannot be sharded (dfs, random and pct can)", o.searchOrder)
	case o.swarm:
		return "swarm", nil
	case o.sharedness == "global" && (o.por == "jpf" || o.por == ""):
		return "", usagef("--shard: --sharedness=global learns from every path, so the shards' trees would differ; use path")
	case o.por == "dporengine" && (o.dporAnalysis == "" || o.dporAnalysis == dporengine.DefaultAnalysis):
		return "", usagef("--shard: the DporEngine's %s analysis learns which locations are shared from every path, so the shards' trees would differ; use --dpor-analysis=ea", dporengine.DefaultAnalysis)
	case searchesInRounds(o):
		return "round", nil
	}
	if o.round != 0 {
		return "", usagef("--round: only %s search in rounds; --por=%s shards by prefixes in one round", roundSchedulers, o.por)
	}
	return "prefix", nil
}

// roundSchedulers names the schedulers that search in rounds.
const roundSchedulers = "odpor, odpor-ob, odpor-cs, odpor-cs-ob, dpor-cs, odpor-cs-inherit, odpor-cs-ob-inherit, emdpor, clockvector --state-matching=false and dporengine --dpor-analysis=ea"

// searchesInRounds reports whether o's scheduler searches in rounds when
// sharded (docs/sharding.md): the stateless DPORs whose work items
// carry what a node needs.
func searchesInRounds(o *runOptions) bool {
	switch o.por {
	case "odpor", "odpor-ob", "odpor-cs", "odpor-cs-ob", "dpor-cs", "odpor-cs-inherit", "odpor-cs-ob-inherit", "emdpor":
		return true
	case "clockvector":
		return !o.stateMatching
	case "dporengine":
		// Only ea shards (shardMode refuses the others).
		return o.dporAnalysis == "ea"
	}
	return false
}

// configDigest hashes the options that shape the search (not where its
// reports go, nor its time and memory limits, nor the shard's index).
func configDigest(o *runOptions, target string, progArgs []string) string {
	c := struct {
		Target                                                  string
		Args, NeverBreak, AddOpens, Listeners, ListenerOpts     []string
		Por, Sharedness, Analysis, Search, MaxHeap              string
		SleepSets, StateMatching, AtomicJUC, ModelThreads, Enum bool
		Spurious, Multiple, Outcomes, NoAsserts, Swarm          bool
		MaxTransition, MaxStates, Executions, MaxInstructions   int64
		DepthLimit, PCTDepth, MaxStack, Processors, ShardCount  int
		Seed                                                    uint64
		Env, Properties                                         map[string]string
		ClassPath                                               string
	}{target, progArgs, o.neverBreak, o.addOpens, o.listeners, o.listenerOpts,
		o.por, o.sharedness, o.dporAnalysis, o.searchOrder, o.maxHeap,
		o.sleepSets, o.stateMatching, o.atomicJUC, o.modelThreads, o.enumRandom,
		o.spurious, o.multipleErrors, o.outcomes, o.disableAssertions, o.swarm,
		o.maxTransition, o.maxStates, o.executions, o.maxInstructions,
		o.depthLimit, o.pctDepth, o.maxStack, o.processors, o.shardCount,
		o.seed, o.env, o.properties, o.classPath}
	b, _ := json.Marshal(c)
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:16])
}

// programDigest hashes the class files and jars of the class path (the
// program gojpf checks; the JDK is named by the report's version).
func programDigest(cpString string) string {
	h := sha256.New()
	for _, entry := range filepath.SplitList(cpString) {
		st, err := os.Stat(entry)
		if err != nil {
			continue
		}
		if !st.IsDir() {
			hashFile(h, entry, filepath.Base(entry))
			continue
		}
		var files []string
		_ = filepath.WalkDir(entry, func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && (strings.HasSuffix(p, ".class") || strings.HasSuffix(p, ".jar")) {
				files = append(files, p)
			}
			return nil
		})
		sort.Strings(files)
		for _, f := range files {
			rel, _ := filepath.Rel(entry, f)
			hashFile(h, f, rel)
		}
	}
	return hex.EncodeToString(h.Sum(nil)[:16])
}

func hashFile(h io.Writer, path, name string) {
	b, err := os.ReadFile(path)
	if err != nil {
		return
	}
	fmt.Fprintf(h, "%s %d\n", name, len(b))
	h.Write(b)
}

// maxCut bounds the depth of a cut.
const maxCut = 64

// prefixesPerShard is how many prefixes a cut aims at per shard, so that
// the shards' shares of the work even out.
const prefixesPerShard = 8

// planCut finds the shallowest cut of the search's tree with at least
// prefixesPerShard·count prefixes (or the whole tree's depth, if it is
// shallower), counting the prefixes on a fresh VM and scheduler: the
// same count in every shard.
func (e *env) planCut(ctx context.Context, o *runOptions, count int, freshVM func() (*jvm.VM, error), stateMatch bool) (int, error) {
	if count == 1 {
		return 0, nil // one prefix: the single run itself
	}
	want := int64(prefixesPerShard * count)
	for depth := 4; ; depth *= 2 {
		depth = min(depth, maxCut)
		vm, err := freshVM()
		if err != nil {
			return 0, err
		}
		_, _, sched, _, err := newSchedulerFor(o)
		if err != nil {
			return 0, err
		}
		res := search.Run(vm, search.Config{Scheduler: sched, StateMatching: stateMatch, Context: ctx, Shard: &search.Shard{Count: 1, Cut: depth, CountOnly: true}})
		if res.Err != nil {
			return 0, fmt.Errorf("counting the prefixes: %w", res.Err)
		}
		leaves := res.Shard.Leaves
		for d, n := range leaves {
			if n >= want {
				return d, nil
			}
		}
		if !res.Shard.Deeper {
			// The whole tree is shallower: every path a prefix.
			d := depth
			for d > 0 && leaves[d-1] == leaves[depth] {
				d--
			}
			return d, nil
		}
		if depth == maxCut {
			return depth, nil
		}
	}
}

// shardFile is where a shard writes its report when --report-json does
// not say.
func shardFile(dir string, index, count int) string {
	return filepath.Join(dir, fmt.Sprintf("shard-%04d-of-%04d.json", index, count))
}

// shardSearch sets up shard o.shardIndex of o.shardCount: the search's
// part (cfg), the report's shard block and where the report goes. It
// returns an exit code >= 0 when the run must stop.
func (e *env) shardSearch(ctx context.Context, o *runOptions, cfg *search.Config, rep *report, target string, progArgs []string, cpString string, freshVM func() (*jvm.VM, error), stateMatch bool) int {
	mode, err := shardMode(o)
	if err != nil {
		return e.fail("run", err)
	}
	info := &shardInfo{Index: o.shardIndex, Count: o.shardCount, Mode: mode,
		ProgramDigest: programDigest(cpString), ConfigDigest: configDigest(o, target, progArgs)}
	switch mode {
	case "seed":
		// Seeds seed, seed+1, …: each shard its own executions, the
		// total the single run's.
		seed := o.seed + uint64(o.shardIndex)
		info.Seed, rep.Seed = &seed, &seed
		cfg.Random.Seed = seed
		if n := o.executions; n > 0 {
			cfg.Random.Executions = n / int64(o.shardCount)
			if int64(o.shardIndex) < n%int64(o.shardCount) {
				cfg.Random.Executions++
			}
			info.Executions = cfg.Random.Executions
		}
	case "swarm":
		seed := o.seed + uint64(o.shardIndex)
		info.Seed = &seed
		cfg.Swarm = &search.Swarm{Seed: seed}
	case "round":
		items, total, cut, err := roundWork(o.shardDir, o.shardIndex, o.shardCount, o.round, info.ProgramDigest, info.ConfigDigest)
		if err != nil {
			return e.fail("run", err)
		}
		if o.round == 0 {
			// At least two levels above the cut, so that the rounds
			// split the tree.
			if cut, err = e.planCut(ctx, o, o.shardCount, freshVM, stateMatch); err != nil {
				return e.fail("run", err)
			}
			cut = max(cut, 2)
		}
		o.roundItems, o.roundCut = items, cut
		info.Round, info.RoundItems, info.OwnedItems, info.Cut = o.round, total, len(items), cut
		if o.reportJSON == "" {
			o.reportJSON = roundFile(o.shardDir, o.shardIndex, o.shardCount, o.round)
		}
	default:
		cut, err := e.planCut(ctx, o, o.shardCount, freshVM, stateMatch)
		if err != nil {
			return e.fail("run", err)
		}
		cfg.Shard = &search.Shard{Index: o.shardIndex, Count: o.shardCount, Cut: cut}
	}
	rep.Shard = info
	if o.reportJSON == "" {
		o.reportJSON = shardFile(o.shardDir, o.shardIndex, o.shardCount)
	}
	return -1
}

// fill records what the shard's search did.
func (s *shardInfo) fill(res *search.Result) {
	switch s.Mode {
	case "seed":
		s.Complete = res.Verdict == search.VerdictViolation || s.Executions > 0 && res.Stats.Executions >= s.Executions
	case "swarm":
		s.Complete = res.Verdict == search.VerdictViolation || res.Verdict == search.VerdictOK
	case "round":
		s.Complete = res.Verdict == search.VerdictOK || res.Verdict == search.VerdictViolation && res.Err == nil
		s.Exports = res.Round
	default:
		if sr := res.Shard; sr != nil {
			s.Complete, s.Cut, s.Prefixes, s.Digest = sr.Enumerated, sr.Cut, sr.Prefixes, sr.Digest
			s.Owned, s.Finished, s.Skipped = sr.Owned, sr.Finished, sr.Skipped
		}
	}
}
