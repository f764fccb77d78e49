package cli

import (
	"fmt"
	"strings"

	"github.com/gojpf/gojpf/internal/k8sjob"
)

// runK8sJob is `gojpf k8s-job`: the Kubernetes Indexed Job that runs the
// shards of a search (docs/sharding.md); gojpf schedules nothing itself.
func runK8sJob(e *env, args []string) int {
	fs, lvl := e.newFlags("k8s-job", "--shards N --image IMAGE [flags] -- [gojpf run flags] TARGET…",
		"Print a Kubernetes Indexed Job (YAML) whose N pods run gojpf run --shard i/N with the\ngiven run flags and target, each writing its result to the results volume;\nthen run gojpf merge on that volume.")
	var o k8sjob.Options
	var shards, par, backoff int
	fs.IntVar(&shards, "shards", 0, "number of shards (the Job's completions)")
	fs.IntVar(&par, "parallelism", 0, "how many shards run at a time (default: all)")
	fs.IntVar(&backoff, "backoff-limit-per-index", 1, "how often a failed shard is retried")
	fs.StringVar(&o.Image, "image", "", "container image with gojpf, the JDK and the program")
	fs.StringVar(&o.Name, "name", "gojpf", "the Job's name")
	fs.StringVar(&o.Namespace, "namespace", "", "the Job's namespace")
	fs.StringVar(&o.Gojpf, "gojpf", "gojpf", "the gojpf binary in the image")
	fs.StringVar(&o.ResultsClaim, "results-claim", "gojpf-results", "PersistentVolumeClaim of the results volume")
	fs.StringVar(&o.ResultsPath, "results-path", "/results", "where the results volume is mounted")
	if code := e.parseFlags(fs, lvl, args); code >= 0 {
		return code
	}
	if fs.NArg() == 0 {
		return e.fail("k8s-job", usagef("no target: give gojpf run's flags and target after --"))
	}
	o.Args, o.Shards, o.Parallelism, o.BackoffLimitPerIndex = fs.Args(), int32(shards), int32(par), int32(backoff)
	b, err := k8sjob.YAML(o)
	if err != nil {
		return e.fail("k8s-job", usagef("%v", err))
	}
	e.stdout.Write(b)
	return ExitOK
}

// runSlurmArray is `gojpf slurm-array`: an sbatch script of a job array
// whose tasks run the shards of a search.
func runSlurmArray(e *env, args []string) int {
	fs, lvl := e.newFlags("slurm-array", "--shards N [flags] -- [gojpf run flags] TARGET…",
		"Print an sbatch script of a Slurm job array whose N tasks run gojpf run --shard i/N\n(i from $SLURM_ARRAY_TASK_ID), each writing its result to the results directory;\nthen run gojpf merge on that directory.")
	var shards, par int
	var name, results, timeLimit, gojpf string
	fs.IntVar(&shards, "shards", 0, "number of shards (array tasks)")
	fs.IntVar(&par, "parallelism", 0, "how many tasks run at a time (%P of --array; default: no limit)")
	fs.StringVar(&name, "name", "gojpf", "the job's name")
	fs.StringVar(&results, "results", "gojpf-results", "the results directory (shared by the nodes)")
	fs.StringVar(&timeLimit, "time", "", "each task's time limit (#SBATCH --time)")
	fs.StringVar(&gojpf, "gojpf", "gojpf", "the gojpf binary on the nodes")
	if code := e.parseFlags(fs, lvl, args); code >= 0 {
		return code
	}
	if shards < 1 || fs.NArg() == 0 {
		return e.fail("slurm-array", usagef("give --shards N and, after --, gojpf run's flags and target"))
	}
	array := fmt.Sprintf("0-%d", shards-1)
	if par > 0 {
		array += fmt.Sprintf("%%%d", par)
	}
	w := e.stdout
	fmt.Fprintf(w, "#!/bin/bash\n#SBATCH --job-name=%s\n#SBATCH --array=%s\n#SBATCH --cpus-per-task=1\n#SBATCH --output=%s/slurm-%%A_%%a.out\n", name, array, results)
	if timeLimit != "" {
		fmt.Fprintf(w, "#SBATCH --time=%s\n", timeLimit)
	}
	fmt.Fprintf(w, "# Submit: mkdir -p %s && jobid=$(sbatch --parsable THIS_SCRIPT)\n", shellQuote(results))
	fmt.Fprintf(w, "# Merge:  sbatch --dependency=afterany:$jobid --wrap '%s merge %s'\n", gojpf, shellQuote(results))
	fmt.Fprintf(w, "set -eu\nmkdir -p %s\n", shellQuote(results))
	q := make([]string, fs.NArg())
	for i, a := range fs.Args() {
		q[i] = shellQuote(a)
	}
	// --exit-zero: a task that came to a verdict succeeded (its result
	// says the verdict); a failed one is worth a rerun.
	fmt.Fprintf(w, "exec %s run --shard \"$SLURM_ARRAY_TASK_ID/%d\" --shard-dir %s --quiet --exit-zero %s\n", gojpf, shards, shellQuote(results), strings.Join(q, " "))
	return ExitOK
}

// shellQuote quotes s for a POSIX shell where it needs it.
func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_=./:,+@%") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
