package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/gojpf/gojpf/classfile"
	_ "github.com/gojpf/gojpf/dporengine" // registers --por=dporengine
	"github.com/gojpf/gojpf/guestlib"
	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/rounds"
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/listeners"
	"github.com/gojpf/gojpf/scheduler"
	"github.com/gojpf/gojpf/search"
	"github.com/gojpf/gojpf/sharedness"
	"github.com/spf13/pflag"
)

// runOptions are the flags of `gojpf run`.
type runOptions struct {
	env               map[string]string
	processors        int
	lin               linOptions // gojpf test's --lin-* flags
	classPath         string
	jdk               string
	quiet             bool
	reportJSON        string
	reportJUnit       string
	reportSARIF       string
	maxInstructions   int64
	timeLimit         time.Duration
	maxHeap           string
	maxStack          int
	disableAssertions bool
	por               string
	sharedness        string
	neverBreak        []string
	addOpens          []string
	sleepSets         bool
	dporAnalysis      string
	dporDot           string
	listeners         []string
	listenerOpts      []string
	progress          bool
	// noCache skips the start-up cache (startcache.go); jdkClasses is
	// the cache the run's VMs take the JDK's classes from (nil: none).
	noCache    bool
	jdkClasses jvm.JDKClassSource
	// collect, if set, receives the final report (gojpf compare).
	collect        *report
	stateMatching  bool
	visited        string
	atomicJUC      bool
	modelThreads   bool
	enumRandom     bool
	maxTransition  int64
	spurious       bool
	depthLimit     int
	maxStates      int64
	maxMemory      string
	multipleErrors bool
	searchOrder    string
	queueLimit     int
	beam, astar    bool
	seed           uint64
	pctDepth       int
	replay         string
	replayN        int
	// replayKey names where the trace to replay came from in messages
	// (--replay, or choice.use_trace).
	replayKey   string
	preemptions int
	minimize    bool
	executions  int64
	sourceRoot  string
	outcomes    bool
	// trace is --trace: "jpf", "columns" or "" (columns on a wide
	// terminal).
	trace      string
	reportHTML string
	// properties are the .jpf keys and +key=value arguments, for the
	// program's Verify.getProperty and configured choices.
	properties map[string]string
	// Sharding (shard.go): --shard as given and parsed (shardCount 0:
	// not sharded), --shard-dir, --swarm; --shards and -j, the local
	// mode (shards.go).
	shardSpec              string
	shardIndex, shardCount int
	shardDir               string
	swarm                  bool
	shards, shardJobs      int
	// --round, and the round's items and cut (rounds.go).
	round      int
	roundItems []rounds.Item
	roundCut   int
	exitZero   bool
	// parallel is -j: the workers of the search (0 on the command line:
	// one a CPU; without -j, one a CPU with --por=none and jpf, else 1;
	// docs/parallel.md).
	parallel int
}

// defaultMaxTransition is --max-transition-length's default: far above
// the longest transition of a program that breaks where it should, short
// enough that a spin loop nothing breaks closes within a second.
const defaultMaxTransition = 50000

func runRun(e *env, args []string) int {
	fs, lvl := e.newFlags("run", "[flags] [+key=value…] [TARGET [program args…]]",
		"Run a Java program in gojpf's JVM and check it.\nTARGET is Main.class (its package root becomes the class path), Main.java\n(compiled with the host javac), a class name with -cp, or a JPF property\nfile (.jpf: target, target.args, classpath, listener, vm.por, … see README).\n+key=value sets a .jpf key (over the file; flags override both).\ngojpf's flags come before TARGET; everything after it goes to the program.")
	var o runOptions
	addRunFlags(e, fs, &o)
	fs.SetInterspersed(false)
	args = singleDashLong(fs, args, "cp", "classpath")
	if code := e.parseFlags(fs, lvl, args); code >= 0 {
		return code
	}
	rest := fs.Args()
	var plus []string
	for len(rest) > 0 && strings.HasPrefix(rest[0], "+") {
		plus, rest = append(plus, rest[0]), rest[1:]
	}
	if len(rest) < 1 && len(plus) == 0 {
		fs.Usage()
		return ExitUsage
	}
	var target string
	var progArgs []string
	if len(rest) > 0 {
		target, progArgs = rest[0], rest[1:]
	}
	if strings.HasSuffix(target, ".jpf") || len(plus) > 0 {
		jpfPath := ""
		if strings.HasSuffix(target, ".jpf") {
			jpfPath = target
		}
		jt, err := readJPFLayers(jpfPath, plus)
		if err != nil {
			return e.fail("run", err)
		}
		for _, w := range jt.warnings {
			fmt.Fprintf(e.stderr, "gojpf run: warning: %s\n", w)
		}
		o.properties = jt.props
		for _, f := range jt.flags {
			if fs.Changed(f[0]) && f[0] != "listener-opt" {
				continue // the command line wins
			}
			if err := fs.Set(f[0], f[1]); err != nil {
				where := f[2] + "=" + f[1]
				if jpfPath != "" {
					where = jpfPath + ": " + where
				}
				return e.fail("run", usagef("%s: %v", where, err))
			}
		}
		if jpfPath != "" || target == "" {
			// The target comes from the keys, as in JPF (gojpf run
			// +target=Main +classpath=dir).
			if jt.target == "" {
				if jpfPath == "" {
					return e.fail("run", usagef("no target: give TARGET or +target=CLASS"))
				}
				return e.fail("run", usagef("%s: no target key", jpfPath))
			}
			target = jt.target
			if len(progArgs) == 0 {
				progArgs = jt.args
			}
		}
	}
	if code := e.checkRunOptions(fs, &o, "run"); code >= 0 {
		return code
	}
	if o.shards > 0 {
		return e.runLocalShards(fs, &o, args)
	}
	code := e.run(&o, target, progArgs)
	if o.exitZero && (code == ExitViolation || code == ExitIncomplete) {
		return ExitOK
	}
	return code
}

// addRunFlags defines the flags of gojpf run (and gojpf test, which takes
// them all) on fs, bound to o.
func addRunFlags(e *env, fs *pflag.FlagSet, o *runOptions) {
	fs.StringVar(&o.classPath, "cp", "", "class path: directories and jars, ':'-separated")
	fs.StringVar(&o.classPath, "classpath", "", "same as -cp")
	fs.StringVar(&o.jdk, "jdk", "", "JDK home whose library the program runs on (default $JAVA_HOME, else the JDK of javac on PATH)")
	fs.BoolVarP(&o.quiet, "quiet", "q", false, "print nothing of gojpf's own (the program's output and uncaught exceptions still appear)")
	fs.BoolVar(&o.noCache, "no-cache", false, "read and parse the JDK's classes from the image, without the start-up cache of parsed classes ("+cacheDirEnv+", else the user cache directory; docs/memory-and-startup.md)")
	fs.StringVar(&o.reportJSON, "report-json", "", "write the JSON report to FILE ('-' for stdout)")
	fs.StringVar(&o.sourceRoot, "source-root", "", "directory that SARIF locations are relative to (uriBaseId %SRCROOT%); default: the git work tree of the current directory, else the current directory")
	fs.StringVar(&o.reportJUnit, "report-junit", "", "write a JUnit XML report to FILE ('-' for stdout)")
	fs.StringVar(&o.reportSARIF, "report-sarif", "", "write a SARIF 2.1.0 report to FILE ('-' for stdout)")
	fs.Int64Var(&o.maxInstructions, "max-instructions", 0, "stop after N guest instructions (0: no limit)")
	fs.DurationVar(&o.timeLimit, "time-limit", 0, "stop after this much time, e.g. 90s or 5m (0: no limit)")
	fs.StringVar(&o.maxHeap, "max-heap", "1GiB", "guest heap bound; beyond it the program gets OutOfMemoryError")
	fs.IntVar(&o.maxStack, "max-stack", 3000, "guest frames per thread; beyond it the program gets StackOverflowError")
	fs.StringToStringVar(&o.env, "env", nil, "the guest's environment variable NAME=VALUE (System.getenv), repeatable; the guest's environment is otherwise HOME=/home/gojpf, USER=gojpf, PATH=/usr/local/bin:/usr/bin:/bin and a few more, never the host's")
	fs.IntVar(&o.processors, "processors", 1, "what Runtime.availableProcessors answers the guest (it sizes thread pools such as ForkJoinPool's common pool)")
	fs.BoolVar(&o.disableAssertions, "disable-assertions", false, "do not enable Java assertions (they are enabled by default, as with java -ea)")
	fs.StringVar(&o.por, "por", "", "scheduler (partial-order reduction) to use; see gojpf schedulers (default: "+scheduler.Default+" for the depth-first search, "+scheduler.DefaultNative+", JPF's own, for the other searches and with --sharedness)")
	fs.StringVar(&o.sharedness, "sharedness", "path", "sharedness policy of --por=jpf: path (objects other threads can reach on this path) or global (objects two threads accessed on any path, by SGOID)")
	fs.StringSliceVar(&o.listeners, "listener", nil, "listeners to run, NAME[,NAME…] (see gojpf listeners)")
	fs.StringArrayVar(&o.listenerOpts, "listener-opt", nil, "a listener option KEY=VALUE, e.g. budget.max_states=1000 (repeatable)")
	fs.BoolVar(&o.progress, "progress", isTerminal(e.stderr), "print a progress line on stderr every second (default: when stderr is a terminal; --quiet turns it off)")
	fs.BoolVar(&o.sleepSets, "sleep-sets", true, "sleep sets in stateless --por=clockvector and in --por=dporengine (--sleep-sets=false: paper 003's Table 2, paper 000's Algorithms 1 and 2 exactly, which explore more); odpor always has them")
	fs.StringSliceVar(&o.neverBreak, "never-break", nil, "fields whose accesses are never scheduling points, as class.field patterns with * (e.g. 'my.pkg.Stats.*'); replaces the default list "+strings.Join(sharedness.DefaultNeverBreak, ","))
	fs.StringArrayVar(&o.addOpens, "add-opens", nil, addOpensUsage)
	fs.StringVar(&o.dporAnalysis, "dpor-analysis", "", "analysis of --por=dporengine: drb (data-race behaviour, the default) or ea (every access), or a registered one")
	fs.StringVar(&o.dporDot, "dpor-dot", "", "with --por=dporengine: write the DPOR graph as DOT to this directory each time a thread ends (render with dot -Tsvg)")
	fs.BoolVar(&o.stateMatching, "state-matching", true, "match states already explored (where the scheduler allows it)")
	fs.StringVar(&o.visited, "visited", "compact", "what the visited set keeps of each state's 128-bit hash: compact (64 bits, 8 bytes a state; two of n states collide with probability about n²/2⁶⁵, see docs/state-matching.md) or full (all 128 bits, 16 bytes a state)")
	fs.BoolVar(&o.enumRandom, "enumerate-random", false, "make java.util.Random's nextInt(bound), nextInt(origin, bound), nextBoolean, nextInt, nextLong, nextFloat and nextDouble data choices of the values they can return (JPF's cg.enumerate_random) instead of the seeded generator's next number")
	fs.BoolVar(&o.modelThreads, "model-threads", true, "run the thread lifecycle (start, join, interrupt, thread end), the end of the program and console output as gojpf's models: scheduling points only where the program could see a different order; false runs the JDK's own bytecode for them, with the scheduling points inside (far more states)")
	fs.BoolVar(&o.atomicJUC, "atomic-juc", true, "run each operation of java.util.concurrent's objects (locks, queues, futures, atomics, ConcurrentHashMap; not the executors' worker loops) atomically from its first scheduling point until it returns, blocks or calls program code, trusting them to be linearizable; false interleaves inside them like program code (far more states)")
	fs.Int64Var(&o.maxTransition, "max-transition-length", defaultMaxTransition, "a transition that ran this many instructions ends at its next scheduling point in the program's code, with a choice of every enabled thread (a safeguard for spin loops a sharedness policy does not break; 0: never)")
	fs.BoolVar(&o.spurious, "spurious-wakeups", false, "let Object.wait and LockSupport.park without a timeout return without notify or unpark, as the JLS allows: a waiting or parked thread may also wake up by itself (a wait still re-acquires its monitor); threads that could only wake up so still deadlock")
	fs.IntVar(&o.depthLimit, "depth-limit", 0, "cut each path at this many stored states and go on with the others; incomplete only if a path was cut (0: no limit)")
	fs.Int64Var(&o.maxStates, "max-states", 0, "stop after this many new states (0: no limit)")
	fs.StringVar(&o.maxMemory, "max-memory", "", "stop when gojpf's memory exceeds this size, e.g. 4GiB")
	fs.BoolVar(&o.multipleErrors, "multiple-errors", false, "go on after the first violation")
	fs.StringVar(&o.searchOrder, "search", "dfs", "the search: dfs (depth first), bfs (breadth first, as JPF's BFSHeuristic: the violation nearest to the start first) random (repeated executions from the start, each choice drawn at random, as JPF's RandomSearch: finds bugs in programs too large to exhaust, cannot prove their absence) pct (random, the threads scheduled by Probabilistic Concurrency Testing: random priorities, the highest runs, --pct-depth - 1 random points where the running thread's priority drops) or bounded (iterative preemption bounding: depth-first with at most 0, then 1, 2, ... preemptions per path, so that the first violation found preempts least; with --por=clockvector, bounded partial-order reduction, stateless); dfs-heuristic and random-heuristic are JPF's DFSHeuristic and RandomHeuristic: every state explored, as bfs, the next to expand the deepest or a random one (--seed); all but dfs need --por=none or jpf, bounded --por=none, jpf or clockvector")
	fs.IntVar(&o.queueLimit, "queue-limit", 0, "with --search=bfs, dfs-heuristic or random-heuristic: queue at most this many states to expand, the worst left out (JPF's search.heuristic.queue_limit; the search is then incomplete; 0: no limit)")
	fs.BoolVar(&o.beam, "beam-search", false, "with --search=bfs, dfs-heuristic or random-heuristic: expand only the best state of the queue each time, dropping the others (JPF's search.heuristic.beam_search; incomplete when it drops any)")
	fs.BoolVar(&o.astar, "astar", false, "with --search=bfs, dfs-heuristic or random-heuristic: add each state's distance from the start to its priority (JPF's search.heuristic.astar)")
	fs.BoolVar(&o.minimize, "minimize", false, "after a violation, search for a schedule of the same violation with fewer preemptions (a preemption-bounded search under jpf, bounds 0, 1, ... below the schedule's) and report that one; a bounded search's violations are minimal already")
	fs.IntVar(&o.preemptions, "preemption-bound", -1, "with --search=bounded: search only this preemption bound (-1: 0, 1, 2, ... until a violation or a round that leaves nothing out)")
	fs.StringVar(&o.replay, "replay", "", "re-run the schedule of a violation in this JSON report (--report-json) instead of searching, and confirm the violation; give the flags and target of the run that wrote it (gojpf replay REPORT does)")
	fs.IntVar(&o.replayN, "violation", 1, "with --replay: which of the report's violations (1: the first)")
	fs.IntVar(&o.pctDepth, "pct-depth", 3, "with --search=pct: the depth of the bugs PCT aims at (the number of ordering constraints that make the bug happen)")
	fs.Uint64Var(&o.seed, "seed", 1, "with --search=random, pct or random-heuristic: the seed of the random choices (the same seed, the same executions)")
	fs.Int64Var(&o.executions, "executions", 0, "with --search=random or pct: stop after this many executions (0: until --time-limit; 1000 if there is none)")
	fs.BoolVar(&o.outcomes, "outcomes", false, "list the distinct program outputs of all end states")
	fs.StringVar(&o.trace, "trace", "", "how the text report shows a violation's trace: jpf (JPF's, transition after transition) or columns (one column per thread, one row per program line or shared access, lock, wait, notify, start, join…; default when stdout is a terminal at least 100 columns wide)")
	fs.StringVar(&o.reportHTML, "report-html", "", "write a self-contained HTML report to FILE: the violations' traces in columns with the source lines, the JDK's lines expandable, the threads that could run at each choice, the statistics")
	fs.StringVar(&o.shardSpec, "shard", "", "run shard i of N of the search, i/N (or /N or auto: the index from $JOB_COMPLETION_INDEX, $SLURM_ARRAY_TASK_ID or $AWS_BATCH_JOB_ARRAY_INDEX, auto also N from $SLURM_ARRAY_TASK_COUNT or $AWS_BATCH_JOB_ARRAY_SIZE) and write its result for gojpf merge (docs/sharding.md)")
	fs.StringVar(&o.shardDir, "shard-dir", ".", "with --shard: the directory of the shard's result, shard-IIII-of-NNNN.json (--report-json overrides)")
	fs.BoolVar(&o.swarm, "swarm", false, "with --shard: each shard searches the whole space depth first, its thread choices in an order drawn from --seed plus its index (swarm verification, for bug-hunting; --por=none or jpf)")
	fs.IntVar(&o.shards, "shards", 0, "run the search as N shards, processes on this machine (-j at a time), and merge their results")
	fs.BoolVar(&o.exitZero, "exit-zero", false, "exit 0 when the search came to a verdict (ok, violation or incomplete: the report says which), so that a job controller counts a shard that found a violation as done")
	fs.IntVarP(&o.parallel, "parallel", "j", 0, "search with N workers, each a goroutine with a VM of its own (0: one a CPU; JPF key search.parallel). Default: one a CPU with --por=none and jpf, whose parallel search counts what one worker counts, and 1 with the other schedulers. --por=none and jpf share the work and, with state matching, one visited set: a search that runs to its end counts the same states, executions and outcomes as one worker, but which violation is found first, its trace and the counts when it stops, and max_depth vary from run to run (-j 1 for the same every time); clockvector --state-matching=false, dporengine --dpor-analysis=ea and emdpor share the work items of the rounds of a sharded search: one worker's verdict, outcomes and counts; the other dynamic reductions (clockvector with state matching, the odpor family, dporengine's drb) search with one worker. No progress line with more than one. One worker with listeners, --search other than dfs, --shard, --max-instructions and --sharedness=global (docs/parallel.md). The report's workers says how many searched")
	fs.IntVar(&o.round, "round", 0, "with --shard under a scheduler that searches in rounds (odpor, odpor-ob, odpor-cs, odpor-cs-ob, dpor-cs, odpor-cs-inherit, odpor-cs-ob-inherit, emdpor, clockvector --state-matching=false, dporengine --dpor-analysis=ea): run round R of the search, whose work the results of rounds 0…R-1 in --shard-dir give (gojpf merge --next-round names the next round; docs/sharding.md)")
	fs.IntVar(&o.shardJobs, "shard-jobs", 0, "with --shards: how many shards run at a time (default: the number of CPUs)")
}

// checkRunOptions checks the parsed flags and fills in what their
// defaults depend on; it returns an exit code >= 0 when cmd should stop.
func (e *env) checkRunOptions(fs *pflag.FlagSet, o *runOptions, cmd string) int {
	switch {
	case o.maxInstructions < 0:
		fmt.Fprintf(e.stderr, "gojpf %s: --max-instructions must not be negative\n", cmd)
		return ExitUsage
	case o.timeLimit < 0:
		fmt.Fprintf(e.stderr, "gojpf %s: --time-limit must not be negative\n", cmd)
		return ExitUsage
	case o.depthLimit < 0 || o.maxStates < 0:
		fmt.Fprintf(e.stderr, "gojpf %s: --depth-limit and --max-states must not be negative\n", cmd)
		return ExitUsage
	case o.maxStack <= 0:
		fmt.Fprintf(e.stderr, "gojpf %s: --max-stack must be positive\n", cmd)
		return ExitUsage
	case !slices.Contains([]string{"dfs", "bfs", "dfs-heuristic", "random-heuristic", "random", "pct", "bounded"}, o.searchOrder):
		fmt.Fprintf(e.stderr, "gojpf %s: --search: want dfs, bfs, dfs-heuristic, random-heuristic, random, pct or bounded, not %q\n", cmd, o.searchOrder)
		return ExitUsage
	case o.queueLimit < 0:
		fmt.Fprintf(e.stderr, "gojpf %s: --queue-limit must not be negative\n", cmd)
		return ExitUsage
	case (o.queueLimit > 0 || o.beam || o.astar) && heuristicOf(o) == nil:
		fmt.Fprintf(e.stderr, "gojpf %s: --queue-limit, --beam-search and --astar are for --search=bfs, dfs-heuristic or random-heuristic\n", cmd)
		return ExitUsage
	case o.visited != "compact" && o.visited != "full":
		fmt.Fprintf(e.stderr, "gojpf run: --visited: want compact or full, not %q\n", o.visited)
		return ExitUsage
	case o.pctDepth < 1:
		fmt.Fprintf(e.stderr, "gojpf %s: --pct-depth must be at least 1\n", cmd)
		return ExitUsage
	case o.executions < 0:
		fmt.Fprintf(e.stderr, "gojpf %s: --executions must not be negative\n", cmd)
		return ExitUsage
	case o.parallel < 0:
		fmt.Fprintf(e.stderr, "gojpf %s: --parallel must not be negative\n", cmd)
		return ExitUsage
	case o.trace != "" && o.trace != "jpf" && o.trace != "columns":
		fmt.Fprintf(e.stderr, "gojpf %s: --trace: want jpf or columns, not %q\n", cmd, o.trace)
		return ExitUsage
	}
	if o.por == "" {
		o.por = scheduler.DefaultFor(o.searchOrder, fs.Changed("sharedness"))
	}
	if !fs.Changed("parallel") && o.por != "none" && o.por != "jpf" {
		// Without -j, more workers only where they are worth it
		// (docs/parallel.md): not with a dynamic reduction, most of
		// which search with one worker, and whose parallel rounds
		// (clockvector stateless, dporengine ea) cost more CPU and
		// gain little on 2 cores.
		o.parallel = 1
	}
	if o.parallel == 0 {
		o.parallel = runtime.NumCPU()
	}
	if o.shardSpec != "" {
		var err error
		if o.shardIndex, o.shardCount, err = parseShard(o.shardSpec, os.Getenv); err != nil {
			fmt.Fprintf(e.stderr, "gojpf %s: %v\n", cmd, err)
			return ExitUsage
		}
	}
	if o.shards < 0 || o.shards > 0 && o.shardSpec != "" {
		fmt.Fprintf(e.stderr, "gojpf %s: --shards N runs all N shards: give it or --shard, not both\n", cmd)
		return ExitUsage
	}
	if o.round != 0 && (o.shardSpec == "" || o.round < 0) {
		fmt.Fprintf(e.stderr, "gojpf %s: --round R is a round of a sharded search: give --shard i/N and R >= 0\n", cmd)
		return ExitUsage
	}
	if o.swarm && o.shardSpec == "" && o.shards == 0 {
		fmt.Fprintf(e.stderr, "gojpf %s: --swarm is a way to shard: give --shard or --shards\n", cmd)
		return ExitUsage
	}
	if o.searchOrder == "random" || o.searchOrder == "pct" {
		// Each execution runs to its end: no state is matched.
		o.stateMatching = false
		if o.executions == 0 && o.timeLimit == 0 {
			o.executions = defaultRandomExecutions
		}
	}
	return -1
}

// makeListeners makes the listeners --listener names (and progress).
func (e *env) makeListeners(o *runOptions) (*listeners.Set, error) {
	opts := map[string]string{}
	for _, kv := range o.listenerOpts {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || k == "" {
			return nil, fmt.Errorf("--listener-opt %q: want KEY=VALUE", kv)
		}
		opts[k] = v
	}
	names := o.listeners
	if o.progress && !o.quiet && o.parallel <= 1 {
		// The progress line is a listener, which would keep the search
		// to one worker: with -j it is left out.
		names = append(append([]string{}, names...), "progress")
	}
	return listeners.New(names, listeners.Config{Out: e.stdout, Err: e.stderr, Options: opts})
}

// isTerminal reports whether w is a terminal (a character device).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// sharednessOf is the report's sharedness field: the policy, for the
// strategies that use one.
func sharednessOf(s scheduler.Strategy, policy string) string {
	if !s.UsesSharedness {
		return ""
	}
	return policy
}

// reportSchemaVersion is the JSON report's schema_version.
const reportSchemaVersion = 1

// report is the JSON report. Field names are a stable contract (README).
type report struct {
	// SchemaVersion is the version of this format (docs/report.schema.json):
	// raised when a field changes meaning or goes; new fields keep it.
	SchemaVersion int      `json:"schema_version"`
	GojpfVersion  string   `json:"gojpf_version"`
	Target        string   `json:"target"`
	Args          []string `json:"args"`
	Scheduler     string   `json:"scheduler"`
	// Optimal: what the scheduler explores once, if it is optimal
	// (scheduler.OptimalTraces, scheduler.OptimalObservers).
	Optimal      string `json:"optimal,omitempty"`
	Sharedness   string `json:"sharedness,omitempty"`
	StateMatch   bool   `json:"state_matching"`
	AtomicJUC    bool   `json:"atomic_juc"`
	ModelThreads bool   `json:"model_threads"`
	// EnumerateRandom: --enumerate-random (cg.enumerate_random).
	EnumerateRandom bool `json:"enumerate_random"`
	Spurious        bool `json:"spurious_wakeups"`
	// Search is the search: dfs, bfs or random.
	Search string `json:"search"`
	// Seed is --search=random's seed.
	Seed       *uint64     `json:"seed,omitempty"`
	Verdict    string      `json:"verdict"`
	ExitStatus *int        `json:"exit_status,omitempty"`
	Violations []violation `json:"violations"`
	// ClassPath is -cp as given.
	ClassPath string    `json:"classpath,omitempty"`
	Outcomes  []outcome `json:"outcomes,omitempty"`
	// Comment says why a trace file (the tracestorer's) was written.
	Comment string `json:"comment,omitempty"`
	// StoredTraces are the paths the program stored (Verify.storeTrace).
	StoredTraces []storedTrace `json:"stored_traces,omitempty"`
	Error        string        `json:"error,omitempty"`
	Stats        reportStats   `json:"stats"`
	// SchedulerStats are the scheduler's own counters
	// (scheduler.Reporter), e.g. the DporEngine's dpor_graphs.
	SchedulerStats map[string]int64 `json:"scheduler_stats,omitempty"`
	// Shard is a shard's part of a sharded search (--shard; gojpf merge
	// reads it); Shards are the shards a merged report combines.
	Shard *shardInfo `json:"shard,omitempty"`
	// Workers is how many workers searched (-j; 1 where the search
	// runs with one), WorkerTransitions the transitions each ran.
	Workers           int           `json:"workers,omitempty"`
	WorkerTransitions []int64       `json:"worker_transitions,omitempty"`
	Shards            []mergedShard `json:"shards,omitempty"`
	notes             []string
	schedStats        []scheduler.Stat
}

type violation struct {
	Property  string       `json:"property"`
	Exception string       `json:"exception,omitempty"`
	Message   string       `json:"message,omitempty"`
	Thread    string       `json:"thread,omitempty"`
	Trace     []transition `json:"trace"`
	// Schedule is the path's choices (gojpf replay).
	Schedule []choice `json:"schedule,omitempty"`
	// ScheduledBy names the scheduler whose scheduling points the
	// schedule counts, when not the report's (--minimize: jpf).
	ScheduledBy string `json:"scheduled_by,omitempty"`
	// MinimizedFrom is the preemptions of the schedule first found,
	// when --minimize found one with fewer.
	MinimizedFrom *int `json:"minimized_from,omitempty"`
	// Threads are the threads at the violation.
	Threads []threadState `json:"threads,omitempty"`
}

// choice is one choice of a violation's schedule (search.Choice): the
// thread taken (by creation order, and its name then) or the index of a
// data value, the choice point's JPF id, and the scheduling points asked
// before it (-1: a point the VM made, a thread blocking or ending).
type choice struct {
	Thread     *int   `json:"thread,omitempty"`
	ThreadName string `json:"thread_name,omitempty"`
	Data       *int   `json:"data,omitempty"`
	CG         string `json:"cg"`
	Asks       int64  `json:"asks"`
	Preempt    bool   `json:"preempt,omitempty"`
	// Source is where the chosen thread goes on (File.java:line).
	Source string `json:"source,omitempty"`
}

type transition struct {
	Thread     int    `json:"thread"`
	ThreadName string `json:"thread_name"`
	CG         string `json:"cg"`
	Steps      []step `json:"steps"`
	// Comments are the program's Verify.addComment texts.
	Comments []string `json:"comments,omitempty"`
	// Enabled are the threads that could have run at the choice that
	// started the transition (a thread choice's).
	Enabled []int `json:"enabled,omitempty"`
	// Events are the transition's scheduling events: the accesses of
	// objects (and statics) that two threads of the path touch, with the
	// value read or written, the synchronization and the threads' starts,
	// joins and ends.
	Events []event `json:"events,omitempty"`
}

// event is a scheduling event of a transition (jvm.Event).
type event struct {
	// Step is the index in the transition's steps of the line it
	// happened on (-1: before the first).
	Step int `json:"step"`
	// Kind: read, write, cas, lock, relock, unlock, wait, notify, start,
	// join, joined, end, park, unparked, unpark, sleep, yield, interrupt,
	// exit, print, post, task-begin, task-end, class-init, suspend,
	// resume, stop.
	Kind string `json:"kind"`
	// Target is the field, static or array element accessed
	// ("Counter@1b.count", "Race.counter", "int[]@1c[3]"), the object
	// locked, or the thread started or joined.
	Target string `json:"target,omitempty"`
	// Value is the value read or written.
	Value string `json:"value,omitempty"`
	// JDK is the JDK method it happened in ("" in the program's code).
	JDK string `json:"jdk,omitempty"`
}

// threadState is a thread's state at a violation.
type threadState struct {
	ID        int    `json:"id"`
	Name      string `json:"name"`
	Status    string `json:"status"`
	BlockedOn string `json:"blocked_on,omitempty"`
}

type storedTrace struct {
	File    string       `json:"file"`
	Comment string       `json:"comment"`
	Trace   []transition `json:"trace"`
}

type step struct {
	Class  string `json:"class"`
	Method string `json:"method"`
	File   string `json:"file"`
	Line   int    `json:"line"`
}

type outcome struct {
	Stdout     string `json:"stdout"`
	ExitStatus int    `json:"exit_status"`
	Count      int    `json:"count"`
}

type reportStats struct {
	NewStates        int64 `json:"new_states"`
	VisitedStates    int64 `json:"visited_states"`
	Backtracked      int64 `json:"backtracked"`
	EndStates        int64 `json:"end_states"`
	Executions       int64 `json:"executions"`
	Transitions      int64 `json:"transitions"`
	Instructions     int64 `json:"instructions"`
	MaxDepth         int   `json:"max_depth"`
	ChoiceGenerators int64 `json:"choice_generators"`
	// Livelocks counts paths that ended with every live thread blocked
	// and one in a busy-wait that changed nothing (searches without state
	// matching; see jvm.Options.SpinBlock).
	Livelocks int64 `json:"livelocks,omitempty"`
	// DistinctStates: the distinct states a random search met.
	DistinctStates int64 `json:"distinct_states,omitempty"`
	// PreemptionBound: the bound of a bounded search's last round.
	PreemptionBound *int   `json:"preemption_bound,omitempty"`
	ElapsedMS       int64  `json:"elapsed_ms"`
	PeakMemoryBytes uint64 `json:"peak_memory_bytes"`
}

func (e *env) run(o *runOptions, target string, progArgs []string) int {
	start := time.Now()
	heapBytes, err := parseSize(o.maxHeap)
	if err != nil {
		fmt.Fprintf(e.stderr, "gojpf run: --max-heap: %v\n", err)
		return ExitUsage
	}
	var maxMemory int64
	if o.maxMemory != "" {
		if maxMemory, err = parseSize(o.maxMemory); err != nil {
			fmt.Fprintf(e.stderr, "gojpf run: --max-memory: %v\n", err)
			return ExitUsage
		}
	}
	strategy, schedOpts, sched, stateMatch, err := newSchedulerFor(o)
	if err != nil {
		fmt.Fprintf(e.stderr, "gojpf run: %v\n", err)
		return ExitUsage
	}
	lset, err := e.makeListeners(o)
	if err != nil {
		fmt.Fprintf(e.stderr, "gojpf run: %v\n", err)
		return ExitUsage
	}
	if trace := lset.ReplayTrace(); trace != "" {
		// The choiceselector (JPF's ChoiceSelector): replay the trace
		// instead of searching.
		if o.replay != "" {
			fmt.Fprintf(e.stderr, "gojpf run: --replay %s and choice.use_trace=%s: give one trace to replay\n", o.replay, trace)
			return ExitUsage
		}
		o.replay, o.replayN, o.replayKey = trace, 1, "choice.use_trace"
	}
	addOpens, err := parseAddOpens(o.addOpens)
	if err != nil {
		fmt.Fprintf(e.stderr, "gojpf run: %v\n", err)
		return ExitUsage
	}
	mainClass, cpString, err := resolveTarget(target, o.classPath)
	if err != nil {
		return e.fail("run", err)
	}
	home, err := classfile.FindJDK(o.jdk)
	if err != nil {
		return e.fail("run", &usageError{err.Error()})
	}
	cp, img, err := openRunClassPath(cpString, home)
	if err != nil {
		return e.fail("run", err)
	}
	defer cp.Close()
	sc := e.openStartCache(o.noCache, img)
	defer sc.save()
	o.jdkClasses = sc.source()
	ctx, cancel := e.runContext(o)
	defer cancel()
	opts := e.jvmOptions(o, cp, img, home, cpString, heapBytes, ctx, addOpens, stateMatch)
	lset.ConfigureVM(&opts) // listeners that set the VM up (stopwatch)
	vm, err := jvm.New(opts)
	if err != nil {
		return e.fail("run", err)
	}
	e.log.Debug().Str("main", mainClass).Str("cp", cpString).Str("jdk", home).Str("por", o.por).Msg("running")
	rep := *newReport(o, strategy, stateMatch, target, progArgs, o.classPath)
	if err := startVM(e.ctx, vm, mainClass, progArgs); err != nil {
		rep.Verdict = "error"
		rep.Error = err.Error()
		code := exitCodeFor(err)
		var mainErr *jvm.MainClassError
		var unsupported *jvm.UnsupportedError
		var limit *jvm.LimitError
		switch {
		case errors.As(err, &mainErr):
			code = ExitUsage
		case errors.As(err, &unsupported):
			rep.Verdict = "unsupported"
			code = ExitUnsupported
		case errors.As(err, &limit):
			// A limit (the time limit on a slow machine) reached before
			// the program's first scheduling point: not an error of
			// gojpf's, an unfinished run.
			rep.Verdict = "incomplete"
			code = ExitIncomplete
		}
		fmt.Fprintf(e.stderr, "gojpf: %v\n", err)
		e.finishReport(o, &rep, start)
		return code
	}
	// The boot read most of the classes the run will load: the image's
	// pages it read need not stay resident through the search.
	if err := img.Trim(); err != nil {
		e.log.Debug().Err(err).Msg("trimming the JDK image")
	}
	if o.replay != "" {
		return e.replayRun(o, &rep, vm, sched, lset, start)
	}
	freshVM := func() (*jvm.VM, error) {
		ro := opts
		ro.Stdout, ro.Stderr, ro.MaxInstructions = io.Discard, io.Discard, 0
		rvm, err := jvm.New(ro)
		if err != nil {
			return nil, err
		}
		return rvm, rvm.Start(mainClass, progArgs)
	}
	cfg := e.searchConfig(o, sched, lset, &rep, ctx, freshVM, maxMemory)
	if o.shardCount > 0 {
		if code := e.shardSearch(ctx, o, &cfg, &rep, target, progArgs, cpString, freshVM, stateMatch); code >= 0 {
			return code
		}
	}
	if err := e.parallelSearch(ctx, o, &cfg, sched, opts, mainClass, progArgs, freshVM, stateMatch); err != nil {
		return e.fail("run", err)
	}
	var res *search.Result
	if rep.Shard != nil && rep.Shard.Mode == "round" {
		newSched := func() (jvm.Scheduler, error) {
			_, _, s, _, err := newSchedulerFor(o)
			return s, err
		}
		res = search.RunItems(o.roundItems, o.roundCut, freshVM, newSched, cfg)
	} else {
		res = search.Run(vm, cfg)
	}
	if rep.Shard != nil {
		rep.Shard.fill(res)
	}
	minimized := e.minimize(o, res, schedOpts, freshVM, ctx)
	code := e.fillReport(o, &rep, res, sched, minimized)
	if !o.quiet {
		e.printTextReport(o, &rep, res)
	}
	if err := e.finishReport(o, &rep, start); err != nil && code == ExitOK {
		code = ExitUsage
	}
	return code
}

// fillReport puts a search's result into rep (statistics, verdict,
// violations, outcomes, the scheduler's counters) and returns the exit
// code the verdict calls for; an error of the search is printed.
func (e *env) fillReport(o *runOptions, rep *report, res *search.Result, sched jvm.Scheduler, minimized map[*search.Violation]int) int {
	st := res.Stats
	rep.Stats = reportStats{
		NewStates: st.NewStates, VisitedStates: st.VisitedStates, Backtracked: st.Backtracked,
		EndStates: st.EndStates, Executions: st.Executions, Transitions: st.Transitions,
		Instructions: st.Instructions, MaxDepth: st.MaxDepth, ChoiceGenerators: st.ChoiceGenerators, Livelocks: st.Livelocks,
		DistinctStates: st.DistinctStates, PeakMemoryBytes: st.PeakMemory,
	}
	if o.searchOrder == "bounded" {
		b := st.PreemptionBound
		rep.Stats.PreemptionBound = &b
	}
	rep.Verdict = res.Verdict
	rep.Workers = res.Workers
	if res.Workers > 1 {
		rep.WorkerTransitions = res.WorkerTransitions
	}
	if r, ok := sched.(scheduler.Reporter); ok {
		sr := r.Report()
		rep.SchedulerStats = map[string]int64{}
		for _, s := range sr.Stats {
			rep.SchedulerStats[s.Name] = s.Value
		}
		rep.notes = sr.Notes
		rep.schedStats = sr.Stats
	}
	for _, v := range res.Violations {
		rv := reportViolation(v)
		if m, ok := minimized[v]; ok {
			rv.ScheduledBy, rv.MinimizedFrom = "jpf", &m
		}
		rep.Violations = append(rep.Violations, rv)
	}
	for _, st := range res.StoredTraces {
		rep.StoredTraces = append(rep.StoredTraces, storedTrace{File: st.File, Comment: st.Comment, Trace: reportTrace(st.Trace)})
	}
	if o.outcomes {
		for _, oc := range res.Outcomes {
			rep.Outcomes = append(rep.Outcomes, outcome{Stdout: oc.Stdout, ExitStatus: oc.ExitStatus, Count: oc.Count})
		}
	}
	if st.Executions > 0 {
		status := res.FirstExitStatus
		rep.ExitStatus = &status
	}
	code := ExitOK
	switch res.Verdict {
	case search.VerdictViolation:
		code = ExitViolation
	case search.VerdictIncomplete:
		code = ExitIncomplete
	case search.VerdictUnsupported, search.VerdictError:
		code = ExitUnsupported
	}
	if res.Err != nil {
		rep.Error = res.Err.Error()
		if res.Verdict != search.VerdictIncomplete || code == ExitIncomplete {
			fmt.Fprintf(e.stderr, "gojpf: %v\n", res.Err)
		}
	}
	return code
}

// newReport starts the report of a run of target (a class and its
// arguments) under o.
func newReport(o *runOptions, strategy scheduler.Strategy, stateMatch bool, target string, args []string, classPath string) *report {
	return &report{
		SchemaVersion:   reportSchemaVersion,
		GojpfVersion:    Version,
		Target:          target,
		Args:            append([]string{}, args...),
		Scheduler:       strategy.Name,
		Optimal:         strategy.Optimal,
		Sharedness:      sharednessOf(strategy, o.sharedness),
		StateMatch:      stateMatch,
		AtomicJUC:       o.atomicJUC,
		ModelThreads:    o.modelThreads,
		EnumerateRandom: o.enumRandom,
		Search:          o.searchOrder,
		ClassPath:       classPath,
		Spurious:        o.spurious,
		Seed:            seedOf(o),
		Violations:      []violation{},
	}
}

// exitForVerdict is the exit code of a report's verdict.
func exitForVerdict(verdict string) int {
	switch verdict {
	case "violation":
		return ExitViolation
	case "incomplete":
		return ExitIncomplete
	case "unsupported", "error":
		return ExitUnsupported
	}
	return ExitOK
}

// runContext is the context of a run: the command's, with o's time
// limit.
func (e *env) runContext(o *runOptions) (context.Context, context.CancelFunc) {
	ctx := e.ctx
	if ctx == nil {
		ctx = context.Background()
	}
	if o.timeLimit > 0 {
		return context.WithTimeout(ctx, o.timeLimit)
	}
	return ctx, func() {}
}

// jvmOptions are the VM's options for o.
func (e *env) jvmOptions(o *runOptions, cp *classfile.ClassPath, img *classfile.JImage, home, cpString string, heapBytes int64, ctx context.Context, addOpens []jvm.AddOpens, stateMatch bool) jvm.Options {
	version, _ := classfile.JavaVersion(home)
	return jvm.Options{
		ClassPath:           cp,
		JDK:                 img,
		JavaHome:            home,
		JavaVersion:         version,
		JavaVersionString:   javaVersionString(home, version),
		ClassPathString:     cpString,
		Stdout:              e.stdout,
		Stderr:              e.stderr,
		MaxHeapBytes:        heapBytes,
		MaxStackDepth:       o.maxStack,
		MaxInstructions:     o.maxInstructions,
		Context:             ctx,
		EnableAssertions:    !o.disableAssertions,
		InterleaveJUC:       !o.atomicJUC,
		NoModelThreads:      !o.modelThreads,
		EnumerateRandom:     o.enumRandom,
		MaxTransitionLength: o.maxTransition,
		Properties:          o.properties,
		AddOpens:            addOpens,
		SpuriousWakeups:     o.spurious,
		Env:                 o.env,
		Processors:          o.processors,
		// Without state matching a busy-wait would unroll for ever.
		SpinBlock:  !stateMatch,
		JDKClasses: o.jdkClasses,
	}
}

// searchConfig is the search's configuration for o.
func (e *env) searchConfig(o *runOptions, sched jvm.Scheduler, lset *listeners.Set, rep *report, ctx context.Context, freshVM func() (*jvm.VM, error), maxMemory int64) search.Config {
	return search.Config{
		Scheduler:        sched,
		Listeners:        lset,
		StateMatching:    rep.StateMatch,
		WideFingerprints: o.visited == "full",
		DepthLimit:       o.depthLimit,
		MaxStates:        o.maxStates,
		MaxMemory:        maxMemory,
		MultipleErrors:   o.multipleErrors,
		Outcomes:         o.outcomes,
		Heuristic:        heuristicOf(o),
		Random:           randomOf(o),
		Bounded:          boundedOf(o),
		Context:          ctx,
		Replay:           freshVM,
		StoreTrace:       e.storeTrace(rep),
	}
}

// newSchedulerFor makes the scheduler o asks for, with its options and
// whether the search matches states under it; an error is a usage error.
func newSchedulerFor(o *runOptions) (strategy scheduler.Strategy, schedOpts scheduler.Options, sched jvm.Scheduler, stateMatch bool, err error) {
	strategy, err = scheduler.Lookup(o.por)
	if err != nil {
		return strategy, schedOpts, nil, false, fmt.Errorf("--por: %w", err)
	}
	// A dynamic reduction made for the bound runs stateless under
	// --search=bounded (bounded partial-order reduction).
	boundedDPOR := o.searchOrder == "bounded" && strategy.PreemptionBounded
	stateMatch = o.stateMatching && strategy.StateMatching && !boundedDPOR
	schedOpts = scheduler.Options{Sharedness: o.sharedness, NeverBreak: o.neverBreak, NoSleepSets: !o.sleepSets, Analysis: o.dporAnalysis, DotDir: o.dporDot, StateMatching: stateMatch, PreemptionBounded: boundedDPOR}
	if err = schedOpts.Validate(); err != nil {
		return strategy, schedOpts, nil, false, err
	}
	sched, err = strategy.New(schedOpts)
	if err != nil {
		return strategy, schedOpts, nil, false, err
	}
	if _, pathState := sched.(jvm.SchedulerState); pathState && o.searchOrder != "" && o.searchOrder != "dfs" && !(o.searchOrder == "bounded" && boundedDPOR) {
		want := "--por=none or jpf"
		if o.searchOrder == "bounded" {
			want = "--por=none, jpf or clockvector"
		}
		return strategy, schedOpts, nil, false, fmt.Errorf("--search=%s needs %s (--por=%s keeps state along the depth-first path)", o.searchOrder, want, o.por)
	}
	return strategy, schedOpts, sched, stateMatch, nil
}

// reportViolation turns a violation into the report's.
func reportViolation(v *search.Violation) violation {
	rv := violation{Property: v.Property, Exception: v.Exception, Message: v.Message, Thread: v.Thread, Trace: reportTrace(v.Trace), Schedule: reportSchedule(v)}
	for _, th := range v.Threads {
		rv.Threads = append(rv.Threads, threadState{ID: th.ID, Name: th.Name, Status: th.Status, BlockedOn: th.BlockedOn})
	}
	return rv
}

// storeTrace returns the function that writes a trace file when a
// listener asks (the tracestorer, JPF's TraceStorer): a JSON report of
// the run (rep: the target, its arguments and the options) with the one
// violation, its path (without source lines unless f.Lines) and its
// schedule, and the search's counters so far. gojpf replay, gojpf run
// --replay and choice.use_trace read it.
func (e *env) storeTrace(rep *report) func(f listeners.TraceFile, v *search.Violation, st search.Stats) error {
	return func(f listeners.TraceFile, v *search.Violation, st search.Stats) error {
		tr := *rep
		tr.Comment = f.Comment
		tr.Verdict = search.VerdictViolation
		rv := reportViolation(v)
		if !f.Lines {
			for i := range rv.Trace {
				rv.Trace[i].Steps = nil
			}
		}
		tr.Violations = []violation{rv}
		tr.Outcomes, tr.StoredTraces, tr.SchedulerStats, tr.Error, tr.ExitStatus = nil, nil, nil, "", nil
		tr.Stats = reportStats{
			NewStates: st.NewStates, VisitedStates: st.VisitedStates, Backtracked: st.Backtracked,
			EndStates: st.EndStates, Executions: st.Executions, Transitions: st.Transitions,
			Instructions: st.Instructions, MaxDepth: st.MaxDepth, ChoiceGenerators: st.ChoiceGenerators,
			ElapsedMS: st.Elapsed.Milliseconds(),
		}
		if err := writeJSON(f.Path, e.stdout, &tr); err != nil {
			return fmt.Errorf("writing the trace file: %w", err)
		}
		return nil
	}
}

// reportTrace turns a search trace into the report's. Of the accesses
// and locks only those of objects (and classes' statics) that two
// threads of the path touch are kept, and in the JDK's code only those
// of objects shared then; thread events are kept.
func reportTrace(tr []search.Transition) []transition {
	touched := map[string]map[int]bool{}
	inProgram := map[string]bool{} // objects the program's own code touches
	for _, t := range tr {
		for _, e := range t.Events {
			if e.Object == "" {
				continue
			}
			if e.JDK == "" {
				inProgram[e.Object] = true
			}
			if touched[e.Object] == nil {
				touched[e.Object] = map[int]bool{}
			}
			touched[e.Object][t.Thread] = true
		}
	}
	out := []transition{}
	for _, t := range tr {
		rt := transition{Thread: t.Thread, ThreadName: t.ThreadName, CG: t.CG, Steps: []step{}, Comments: t.Comments, Enabled: t.Enabled}
		for _, st := range t.Steps {
			rt.Steps = append(rt.Steps, step{Class: st.Class, Method: st.Method, File: st.File, Line: st.Line})
		}
		for _, e := range t.Events {
			if !keepEvent(e, len(touched[e.Object]), inProgram[e.Object]) {
				continue
			}
			rt.Events = append(rt.Events, event{Step: e.Step, Kind: e.Kind, Target: e.Target, Value: e.Value, JDK: e.JDK})
		}
		out = append(out, rt)
	}
	return out
}

// keepEvent says whether a trace shows e, whose object threads of the
// path touch, and the program's own code too (inProgram).
func keepEvent(e jvm.Event, threads int, inProgram bool) bool {
	switch e.Kind {
	case "lock", "blocked", "relock", "unlock", "wait", "notify":
		if e.JDK == "" {
			return true
		}
		return e.Shared && threads >= 2 && inProgram
	case "read", "write", "cas":
		if e.JDK != "" && !e.Shared {
			return false
		}
		return threads >= 2
	case "print", "class-init":
		return false
	}
	return true
}

// finishReport sets the elapsed time and writes the JSON report if asked.
func (e *env) finishReport(o *runOptions, rep *report, start time.Time) error {
	rep.Stats.ElapsedMS = time.Since(start).Milliseconds()
	if o.collect != nil {
		*o.collect = *rep
	}
	if o.reportJUnit != "" {
		if err := writeJUnit(o.reportJUnit, e.stdout, rep); err != nil {
			fmt.Fprintf(e.stderr, "gojpf run: writing the JUnit report: %v\n", err)
			return err
		}
	}
	if o.reportSARIF != "" {
		if err := writeSARIF(o.reportSARIF, e.stdout, rep, newSourceRoot(o.sourceRoot)); err != nil {
			fmt.Fprintf(e.stderr, "gojpf run: writing the SARIF report: %v\n", err)
			return err
		}
	}
	if o.reportHTML != "" {
		if err := e.htmlRunReport(o, rep); err != nil {
			fmt.Fprintf(e.stderr, "gojpf run: writing the HTML report: %v\n", err)
			return err
		}
	}
	if o.reportJSON == "" {
		return nil
	}
	if err := writeJSON(o.reportJSON, e.stdout, rep); err != nil {
		fmt.Fprintf(e.stderr, "gojpf run: writing the JSON report: %v\n", err)
		return err
	}
	return nil
}

// printTextReport prints the JPF-style report: errors with their traces
// and thread snapshots, results, statistics.
func (e *env) printTextReport(o *runOptions, rep *report, res *search.Result) {
	w := e.stdout
	cols := e.traceColumns(o)
	var src *sourceLines
	if cols > 0 {
		src = newSourceLines(rep.Target, o.sourceRoot)
	}
	sched := rep.Scheduler
	if rep.Sharedness != "" {
		sched += ", sharedness " + rep.Sharedness
	}
	sm := onOff(rep.StateMatch)
	if st, err := scheduler.Lookup(rep.Scheduler); err == nil && !st.StateMatching {
		sm += " (a stateless scheduler)"
	}
	if rep.Spurious {
		sm += ", spurious wake-ups"
	}
	if rep.Seed != nil {
		sm += fmt.Sprintf(", %s search, seed %d", rep.Search, *rep.Seed)
	}
	if rep.Search == "bounded" {
		sm += ", preemption-bounded search"
	}
	fmt.Fprintf(w, "\n====== gojpf %s: %s (scheduler %s, state matching %s)\n", Version, rep.Target, sched, sm)
	for i, v := range res.Violations {
		fmt.Fprintf(w, "====== error %d\n%s\n", i+1, v.Property)
		if v.Property == "uncaught-exception" {
			msg := v.Exception
			if v.HasMsg {
				msg += ": " + v.Message
			}
			fmt.Fprintf(w, "%s in thread %q\n", msg, v.Thread)
		} else {
			fmt.Fprintf(w, "%s\n", v.Message)
		}
		fmt.Fprintf(w, "\n====== trace #%d\n", i+1)
		if cols > 0 && i < len(rep.Violations) {
			writeColumns(w, buildColumns(rep.Violations[i], src, isJDKClass), cols)
			if len(v.Schedule) > 0 {
				fmt.Fprintf(w, "------ %d preemptions\n", search.Preemptions(v.Schedule))
			}
		} else {
			e.printJPFTrace(v)
		}
		fmt.Fprintf(w, "\n====== snapshot #%d\n", i+1)
		for _, th := range v.Threads {
			fmt.Fprintf(w, "thread %d %q %s", th.ID, th.Name, th.Status)
			if th.BlockedOn != "" {
				fmt.Fprintf(w, " on %s", th.BlockedOn)
			}
			fmt.Fprintln(w)
			for _, f := range th.Stack {
				fmt.Fprintf(w, "    at %s\n", f)
			}
		}
	}
	fmt.Fprintf(w, "\n====== results\n")
	switch rep.Verdict {
	case "ok":
		fmt.Fprintf(w, "no errors detected\n")
	case "violation":
		for i, v := range res.Violations {
			if v.Property == "deadlock" {
				fmt.Fprintf(w, "error #%d: deadlock: %s\n", i+1, v.Message)
				continue
			}
			msg := v.Exception
			switch {
			case v.HasMsg && msg == "": // a listener's property: no exception
				msg = v.Message
			case v.HasMsg:
				msg += ": " + v.Message
			}
			fmt.Fprintf(w, "error #%d: %s in thread %q: %s\n", i+1, v.Property, v.Thread, msg)
		}
	case "unsupported":
		fmt.Fprintf(w, "%s\n", rep.Error)
	default:
		fmt.Fprintf(w, "%s: %s\n", rep.Verdict, rep.Error)
	}
	if rep.ExitStatus != nil && *rep.ExitStatus != 0 {
		fmt.Fprintf(w, "program exit status: %d\n", *rep.ExitStatus)
	}
	for i, st := range res.StoredTraces {
		fmt.Fprintf(w, "\n====== stored trace #%d: %s\n%s\n", i+1, st.File, st.Comment)
		for j, tr := range st.Trace {
			fmt.Fprintf(w, "------ transition #%d thread: %d %q\n", j, tr.Thread, tr.ThreadName)
			if tr.CG != "" {
				fmt.Fprintf(w, "    %s\n", tr.CG)
			}
			for _, c := range tr.Comments {
				fmt.Fprintf(w, "    // %s\n", c)
			}
		}
	}
	if rep.Outcomes != nil {
		fmt.Fprintf(w, "\n====== outcomes\n")
		for _, oc := range rep.Outcomes {
			fmt.Fprintf(w, "%d× exit %d: %q\n", oc.Count, oc.ExitStatus, oc.Stdout)
		}
	}
	st := res.Stats
	fmt.Fprintf(w, "\n====== statistics\n")
	fmt.Fprintf(w, "elapsed time:       %s\n", st.Elapsed.Round(time.Millisecond))
	fmt.Fprintf(w, "states:             new=%d,visited=%d,backtracked=%d,end=%d\n", st.NewStates, st.VisitedStates, st.Backtracked, st.EndStates)
	livelocks := ""
	if st.Livelocks > 0 {
		livelocks = fmt.Sprintf(",livelocks=%d", st.Livelocks)
	}
	if rep.Search == "bounded" {
		livelocks += fmt.Sprintf(",preemption_bound=%d", st.PreemptionBound)
	}
	if rep.Search == "random" || rep.Search == "pct" {
		livelocks += fmt.Sprintf(",distinct_states=%d", st.DistinctStates)
		if st.Truncated > 0 {
			livelocks += fmt.Sprintf(",cut_at_depth_limit=%d", st.Truncated)
		}
	}
	fmt.Fprintf(w, "search:             maxDepth=%d,executions=%d,transitions=%d%s\n", st.MaxDepth, st.Executions, st.Transitions, livelocks)
	fmt.Fprintf(w, "choice generators:  thread=%d,data=%d\n", st.ThreadCGs, st.DataCGs)
	fmt.Fprintf(w, "instructions:       %d\n", st.Instructions)
	fmt.Fprintf(w, "max memory:         %dMB\n", st.PeakMemory>>20)
	if rep.Workers > 1 {
		var parts []string
		for _, n := range rep.WorkerTransitions {
			parts = append(parts, strconv.FormatInt(n, 10))
		}
		fmt.Fprintf(w, "workers:            %d (transitions %s)\n", rep.Workers, strings.Join(parts, "/"))
	}
	if len(rep.schedStats) > 0 {
		var parts []string
		for _, s := range rep.schedStats {
			parts = append(parts, fmt.Sprintf("%s=%d", s.Name, s.Value))
		}
		fmt.Fprintf(w, "scheduler:          %s\n", strings.Join(parts, ","))
	}
	for _, n := range rep.notes {
		fmt.Fprintln(w, n)
	}
}

// printJPFTrace prints a violation's trace as JPF does: transition after
// transition with the source lines each ran.
func (e *env) printJPFTrace(v *search.Violation) {
	w := e.stdout
	// Transitions that ran only JDK code are counted, not listed: under
	// the unreduced scheduler there are many (the JDK's own field
	// accesses are scheduling points). The JSON report has them all.
	hidden := 0
	flush := func() {
		if hidden > 0 {
			fmt.Fprintf(w, "------ [%d transitions inside the JDK]\n", hidden)
			hidden = 0
		}
	}
	for j, tr := range v.Trace {
		if onlyJDK(tr.Steps) && j != len(v.Trace)-1 && len(tr.Comments) == 0 {
			hidden++
			continue
		}
		flush()
		pre := ""
		if j >= 1 && j-1 < len(v.Schedule) && v.Schedule[j-1].Preempt {
			pre = " (preemption)"
		}
		fmt.Fprintf(w, "------ transition #%d thread: %d %q%s\n", j, tr.Thread, tr.ThreadName, pre)
		if tr.CG != "" {
			fmt.Fprintf(w, "    %s\n", tr.CG)
		}
		for _, c := range tr.Comments {
			fmt.Fprintf(w, "    // %s\n", c)
		}
		printSteps(w, tr.Steps)
	}
	flush()
	if len(v.Schedule) > 0 {
		fmt.Fprintf(w, "------ %d preemptions\n", search.Preemptions(v.Schedule))
	}
}

// traceColumns is the width to print traces in columns at, 0 for JPF's
// traces: --trace=columns, or a terminal at least minColumnsWidth wide
// without --trace.
func (e *env) traceColumns(o *runOptions) int {
	switch o.trace {
	case "jpf":
		return 0
	case "columns":
		if w := terminalWidth(e.stdout); w >= minColumnsWidth {
			return w
		}
		return minColumnsWidth
	}
	if !isTerminal(e.stdout) {
		return 0
	}
	if w := terminalWidth(e.stdout); w >= minColumnsWidth {
		return w
	}
	return 0
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

func writeJSON(path string, stdout io.Writer, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	b = append(b, '\n')
	if path == "-" {
		_, err = stdout.Write(b)
		return err
	}
	// Written whole or not at all: a shard killed while writing leaves
	// no half a result for gojpf merge.
	tmp := fmt.Sprintf("%s.tmp%d", path, os.Getpid())
	if err := os.WriteFile(tmp, b, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

const addOpensUsage = "open a package of a JDK module to reflection, MODULE/PACKAGE=TARGET[,TARGET…] with TARGET a module or ALL-UNNAMED, as java's --add-opens (repeatable; e.g. java.base/java.lang=ALL-UNNAMED)"

// parseAddOpens parses --add-opens values; one value may hold several,
// separated by white space (as the .jpf key vm.add_opens does).
func parseAddOpens(values []string) ([]jvm.AddOpens, error) {
	var out []jvm.AddOpens
	for _, v := range values {
		for _, f := range strings.Fields(v) {
			a, err := jvm.ParseAddOpens(f)
			if err != nil {
				return nil, err
			}
			out = append(out, a)
		}
	}
	return out, nil
}

// resolveTarget turns TARGET into a main class name and a class path.
func resolveTarget(target, cp string) (mainClass, classPath string, err error) {
	switch {
	case strings.HasSuffix(target, ".java"):
		if !fileExists(target) {
			return "", "", usagef("no such file: %s", target)
		}
		// The guest library (Verify) is on javac's class path too.
		jcp := cp
		if dir, err := guestlib.Dir(); err == nil {
			jcp = joinPath(jcp, dir)
		}
		out, err := javac.CompileFiles([]string{target}, javac.Options{ClassPath: jcp})
		if err != nil {
			if errors.Is(err, javac.ErrNoJavac) {
				return "", "", usagef("%v", err)
			}
			return "", "", usagef("%v", err)
		}
		name := strings.TrimSuffix(filepath.Base(target), ".java")
		// The class may be in a package: find the class file javac wrote.
		var found string
		filepath.WalkDir(out, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && filepath.Base(p) == name+".class" && found == "" {
				found = p
			}
			return nil
		})
		if found == "" {
			return "", "", usagef("javac wrote no %s.class", name)
		}
		rel, _ := filepath.Rel(out, found)
		mainClass = strings.TrimSuffix(filepath.ToSlash(rel), ".class")
		classPath = out
		if cp != "" {
			classPath = out + string(os.PathListSeparator) + cp
		}
		return mainClass, classPath, nil
	case strings.HasSuffix(target, ".class") && fileExists(target):
		data, err := os.ReadFile(target)
		if err != nil {
			return "", "", fmt.Errorf("reading %s: %w", target, err)
		}
		cf, err := classfile.Parse(data)
		if err != nil {
			return "", "", fmt.Errorf("%s: %w", target, err)
		}
		dir, _ := filepath.Abs(filepath.Dir(target))
		for range strings.Count(cf.Name, "/") {
			dir = filepath.Dir(dir)
		}
		classPath = dir
		if cp != "" {
			classPath = dir + string(os.PathListSeparator) + cp
		}
		return cf.Name, classPath, nil
	case strings.HasSuffix(target, ".class"):
		return "", "", usagef("no such class file: %s", target)
	}
	if cp == "" {
		cp = "."
	}
	return strings.ReplaceAll(target, ".", "/"), cp, nil
}

// openRunClassPath opens the user class path followed by the JDK image.
func openRunClassPath(cp, home string) (*classfile.ClassPath, *classfile.JImage, error) {
	entries, err := classfile.ParseClassPath(cp)
	if err != nil {
		return nil, nil, &usageError{fmt.Sprintf("class path: %v", err)}
	}
	img, err := classfile.OpenJDK(home)
	if err != nil {
		for _, en := range entries {
			en.Close()
		}
		return nil, nil, err
	}
	// The guest library comes first, so that gojpf's Verify is the one
	// used; the JDK comes last.
	entries = append([]classfile.Entry{guestlib.Entry()}, entries...)
	entries = append(entries, img)
	return classfile.NewClassPath(entries...), img, nil
}

// javaVersionString reads JAVA_VERSION from the JDK's release file.
func javaVersionString(home string, feature int) string {
	b, err := os.ReadFile(filepath.Join(home, "release"))
	if err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(line, "JAVA_VERSION="); ok {
				return strings.Trim(v, "\"")
			}
		}
	}
	return strconv.Itoa(feature)
}

// parseSize parses sizes like 64MiB, 4GiB, 512m, 1000000.
func parseSize(s string) (int64, error) {
	t := strings.TrimSpace(strings.ToLower(s))
	mult := int64(1)
	for _, u := range []struct {
		suffix string
		mult   int64
	}{{"kib", 1 << 10}, {"mib", 1 << 20}, {"gib", 1 << 30}, {"tib", 1 << 40}, {"kb", 1000}, {"mb", 1000_000}, {"gb", 1000_000_000}, {"k", 1 << 10}, {"m", 1 << 20}, {"g", 1 << 30}, {"b", 1}} {
		if strings.HasSuffix(t, u.suffix) {
			t, mult = strings.TrimSuffix(t, u.suffix), u.mult
			break
		}
	}
	n, err := strconv.ParseFloat(strings.TrimSpace(t), 64)
	if err != nil || math.IsNaN(n) || math.IsInf(n, 0) || n*float64(mult) < 1 || n*float64(mult) > 1<<50 {
		return 0, fmt.Errorf("bad size %q (at most 1PiB, e.g. 64MiB, 4GiB)", s)
	}
	return int64(n * float64(mult)), nil
}

func joinPath(a, b string) string {
	if a == "" {
		return b
	}
	return a + string(os.PathListSeparator) + b
}

// printSteps prints a transition's source lines, leaving out the JDK's own
// lines beyond a short run (they are rarely what the user wants to see).
func printSteps(w io.Writer, steps []jvm.Step) {
	hidden := 0
	flush := func() {
		if hidden > 0 {
			fmt.Fprintf(w, "      [%d lines in the JDK]\n", hidden)
			hidden = 0
		}
	}
	for _, st := range steps {
		if isJDKClass(st.Class) {
			hidden++
			continue
		}
		flush()
		fmt.Fprintf(w, "      %s:%d  %s.%s\n", st.File, st.Line, st.Class, st.Method)
	}
	flush()
}

func isJDKClass(name string) bool {
	for _, p := range []string{"java.", "javax.", "jdk.", "sun.", "com.sun."} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// onlyJDK reports whether a transition executed no line of the program's
// own classes (and some JDK line, when steps were recorded).
func onlyJDK(steps []jvm.Step) bool {
	if len(steps) == 0 {
		return false
	}
	for _, st := range steps {
		if !isJDKClass(st.Class) {
			return false
		}
	}
	return true
}

// defaultRandomExecutions bounds a random search given neither
// --executions nor --time-limit.
const defaultRandomExecutions = 1000

// randomOf is the random search --search=random asks for (nil if not).
func randomOf(o *runOptions) *search.RandomWalk {
	switch o.searchOrder {
	case "random":
		return &search.RandomWalk{Seed: o.seed, Executions: o.executions}
	case "pct":
		return &search.RandomWalk{Seed: o.seed, Executions: o.executions, PCT: o.pctDepth}
	}
	return nil
}

// heuristicOf is the heuristic search --search=bfs, dfs-heuristic or
// random-heuristic asks for (nil if not).
func heuristicOf(o *runOptions) *search.Heuristic {
	h := &search.Heuristic{Seed: o.seed, QueueLimit: o.queueLimit, Beam: o.beam, AStar: o.astar}
	switch o.searchOrder {
	case "bfs":
		h.Order = search.HeuristicBFS
	case "dfs-heuristic":
		h.Order = search.HeuristicDFS
	case "random-heuristic":
		h.Order = search.HeuristicRandom
	default:
		return nil
	}
	return h
}

// seedOf is the seed the report states (nil unless random).
func seedOf(o *runOptions) *uint64 {
	if o.searchOrder != "random" && o.searchOrder != "pct" && o.searchOrder != "random-heuristic" {
		return nil
	}
	s := o.seed
	return &s
}

// boundedOf is the preemption-bounded search --search=bounded asks for.
func boundedOf(o *runOptions) *search.PreemptionBound {
	if o.searchOrder != "bounded" {
		return nil
	}
	return &search.PreemptionBound{Max: o.preemptions}
}
