// Package k8sjob builds the Kubernetes Indexed Job that runs the shards
// of a gojpf search (gojpf k8s-job, docs/sharding.md) from the
// Kubernetes API's own Go types, serialised as YAML: each pod runs
// `gojpf run --shard /N`, its index from JOB_COMPLETION_INDEX, and
// writes its result to a shared results volume for `gojpf merge`. It
// leaves scheduling to Kubernetes and is the only package of gojpf that
// imports k8s.io.
package k8sjob

import (
	"fmt"
	"strconv"

	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"sigs.k8s.io/yaml"
)

// Options describe the Job.
type Options struct {
	Name, Namespace string
	Image           string
	// Gojpf is the gojpf binary in the image ("gojpf": on its PATH).
	Gojpf string
	// Args are gojpf run's flags and target, after the shard's (and
	// --exit-zero: a shard that found a violation succeeded; its result
	// says so).
	Args []string
	// Shards is the number of shards (completions); Parallelism how
	// many run at a time; BackoffLimitPerIndex how often a failed index
	// is retried.
	Shards, Parallelism  int32
	BackoffLimitPerIndex int32
	// ResultsClaim is the PersistentVolumeClaim mounted at ResultsPath,
	// where every shard writes shard-IIII-of-NNNN.json.
	ResultsClaim, ResultsPath string
}

// Job returns the Indexed Job.
func Job(o Options) (*batchv1.Job, error) {
	switch {
	case o.Shards < 1:
		return nil, fmt.Errorf("the number of shards must be positive, not %d", o.Shards)
	case o.Image == "":
		return nil, fmt.Errorf("no image")
	case o.ResultsClaim == "":
		return nil, fmt.Errorf("no results volume claim")
	}
	if o.Parallelism <= 0 || o.Parallelism > o.Shards {
		o.Parallelism = o.Shards
	}
	if o.Gojpf == "" {
		o.Gojpf = "gojpf"
	}
	if o.ResultsPath == "" {
		o.ResultsPath = "/results"
	}
	indexed := batchv1.IndexedCompletion
	command := append([]string{o.Gojpf, "run", "--shard", fmt.Sprintf("/%d", o.Shards), "--shard-dir", o.ResultsPath, "--quiet", "--exit-zero"}, o.Args...)
	return &batchv1.Job{
		TypeMeta:   metav1.TypeMeta{APIVersion: "batch/v1", Kind: "Job"},
		ObjectMeta: metav1.ObjectMeta{Name: o.Name, Namespace: o.Namespace, Labels: map[string]string{"app.kubernetes.io/name": "gojpf"}},
		Spec: batchv1.JobSpec{
			CompletionMode:       &indexed,
			Completions:          &o.Shards,
			Parallelism:          &o.Parallelism,
			BackoffLimitPerIndex: &o.BackoffLimitPerIndex,
			Template: corev1.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: map[string]string{"app.kubernetes.io/name": "gojpf"}},
				Spec: corev1.PodSpec{
					RestartPolicy: corev1.RestartPolicyNever,
					Containers: []corev1.Container{{
						Name:    "shard",
						Image:   o.Image,
						Command: command,
						// JOB_COMPLETION_INDEX, which Kubernetes sets, is
						// the shard's index.
						Env:          []corev1.EnvVar{{Name: "GOJPF_SHARD_COUNT", Value: strconv.Itoa(int(o.Shards))}},
						VolumeMounts: []corev1.VolumeMount{{Name: "results", MountPath: o.ResultsPath}},
					}},
					Volumes: []corev1.Volume{{
						Name:         "results",
						VolumeSource: corev1.VolumeSource{PersistentVolumeClaim: &corev1.PersistentVolumeClaimVolumeSource{ClaimName: o.ResultsClaim}},
					}},
				},
			},
		},
	}, nil
}

// YAML returns the Job as a YAML manifest.
func YAML(o Options) ([]byte, error) {
	j, err := Job(o)
	if err != nil {
		return nil, err
	}
	return yaml.Marshal(j)
}
