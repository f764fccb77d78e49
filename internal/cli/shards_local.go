package cli

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/spf13/pflag"
)

// runLocalShards is `gojpf run --shards N`: the N shards of the search as
// processes on this machine (o.shardJobs at a time; in-process when the
// command does not run as the gojpf binary, as in tests), then their
// merge, reported as gojpf run reports.
func (e *env) runLocalShards(fs *pflag.FlagSet, o *runOptions, args []string) int {
	start := time.Now()
	dir, err := os.MkdirTemp("", "gojpf-shards-")
	if err != nil {
		return e.fail("run", err)
	}
	defer os.RemoveAll(dir)
	rest := shardArgs(fs, args)
	jobs := o.shardJobs
	if jobs <= 0 {
		jobs = runtime.NumCPU()
	}
	self, _ := os.Executable()
	useProcess := strings.HasPrefix(filepath.Base(self), "gojpf")
	ctx := e.ctx
	if ctx == nil {
		ctx = context.Background()
	}
	type outcome struct {
		code   int
		stderr string
	}
	// One round (prefix, seed and swarm modes), or rounds until no work
	// is left (odpor's round mode: the next round's work comes from the
	// results of the rounds before).
	mode, _ := shardMode(o)
	for round := 0; ; round++ {
		roundArgs := []string{}
		if mode == "round" {
			roundArgs = []string{"--round", fmt.Sprint(round)}
		}
		results := make([]outcome, o.shards)
		sem := make(chan struct{}, jobs)
		var wg sync.WaitGroup
		for i := 0; i < o.shards; i++ {
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				sem <- struct{}{}
				defer func() { <-sem }()
				a := append(append([]string{"run", "--shard", fmt.Sprintf("%d/%d", i, o.shards), "--shard-dir", dir, "-q", "--progress=false"}, roundArgs...), rest...)
				var stderr bytes.Buffer
				if useProcess {
					cmd := exec.CommandContext(ctx, self, a...)
					cmd.Stderr = &stderr
					err := cmd.Run()
					code := 0
					if ee, ok := err.(*exec.ExitError); ok {
						code = ee.ExitCode()
					} else if err != nil {
						code, stderr = ExitUnsupported, *bytes.NewBufferString(err.Error())
					}
					results[i] = outcome{code, stderr.String()}
					return
				}
				code := MainContext(ctx, a, &bytes.Buffer{}, &stderr)
				results[i] = outcome{code, stderr.String()}
			}(i)
		}
		wg.Wait()
		for i, r := range results {
			if r.code == ExitUsage {
				fmt.Fprintf(e.stderr, "gojpf run: shard %d/%d: %s", i, o.shards, r.stderr)
				return ExitUsage
			}
		}
		if mode != "round" {
			break
		}
		files, err := shardFiles([]string{dir})
		if err != nil {
			return e.fail("run", err)
		}
		rep, todo, err := mergeShards(files)
		if err != nil {
			return e.fail("run", err)
		}
		if len(todo) == 0 || !strings.Contains(rep.Error, "work items left") || rep.Verdict == "violation" && !o.multipleErrors {
			break // done, or a shard failed or found a violation
		}
	}
	files, err := shardFiles([]string{dir})
	if err != nil {
		return e.fail("run", err)
	}
	rep, _, err := mergeShards(files)
	if err != nil {
		return e.fail("run", err)
	}
	for i := range rep.Shards {
		rep.Shards[i].File = "" // a temporary directory
	}
	if !o.quiet {
		e.printMergedReport(rep)
	}
	elapsed := time.Since(start).Milliseconds()
	if err := e.finishReport(o, rep, start); err != nil {
		return ExitUsage
	}
	rep.Stats.ElapsedMS = elapsed
	return exitForVerdict(rep.Verdict)
}

// shardArgs are the arguments of gojpf run without --shards, --shard-jobs and the
// reports (the merge writes those), for each shard.
func shardArgs(fs *pflag.FlagSet, args []string) []string {
	drop := map[string]bool{"shards": true, "shard-jobs": true, "report-html": true, "report-json": true, "report-junit": true, "report-sarif": true, "shard-dir": true, "progress": true, "quiet": true}
	var out []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" || !strings.HasPrefix(a, "-") || a == "-" {
			return append(out, args[i:]...)
		}
		name, _, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		var f *pflag.Flag
		if strings.HasPrefix(a, "--") {
			f = fs.Lookup(name)
		} else if len(name) == 1 {
			f = fs.ShorthandLookup(name)
		}
		if f == nil {
			out = append(out, a)
			continue
		}
		takesValue := f.NoOptDefVal == ""
		var val []string
		if takesValue && !hasValue && i+1 < len(args) {
			val = []string{args[i+1]}
			i++
		}
		if drop[f.Name] {
			continue
		}
		out = append(append(out, a), val...)
	}
	return out
}
