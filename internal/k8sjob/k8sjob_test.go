package k8sjob

import (
	"slices"
	"strings"
	"testing"

	batchv1 "k8s.io/api/batch/v1"
	"sigs.k8s.io/yaml"
)

// TestJobDecodesStrictly decodes the manifest back into the API's types
// with unknown fields an error, and checks what an Indexed Job of
// shards needs.
func TestJobDecodesStrictly(t *testing.T) {
	tests := []struct {
		name string
		o    Options
		par  int32
	}{
		{"defaults", Options{Name: "gojpf", Image: "ghcr.io/gojpf/gojpf:latest", Shards: 8, BackoffLimitPerIndex: 2, ResultsClaim: "results", Args: []string{"--por=none", "App.class"}}, 8},
		{"parallelism", Options{Name: "g", Namespace: "ns", Image: "img", Shards: 64, Parallelism: 4, ResultsClaim: "r", ResultsPath: "/out"}, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := YAML(tt.o)
			if err != nil {
				t.Fatal(err)
			}
			var j batchv1.Job
			if err := yaml.UnmarshalStrict(b, &j); err != nil {
				t.Fatalf("strict decoding: %v\n%s", err, b)
			}
			s := j.Spec
			switch {
			case j.Kind != "Job" || j.APIVersion != "batch/v1":
				t.Errorf("kind %s %s", j.APIVersion, j.Kind)
			case s.CompletionMode == nil || *s.CompletionMode != batchv1.IndexedCompletion:
				t.Errorf("completion mode %v", s.CompletionMode)
			case *s.Completions != tt.o.Shards || *s.Parallelism != tt.par:
				t.Errorf("completions %d, parallelism %d", *s.Completions, *s.Parallelism)
			case s.BackoffLimitPerIndex == nil || *s.BackoffLimitPerIndex != tt.o.BackoffLimitPerIndex:
				t.Errorf("backoffLimitPerIndex %v", s.BackoffLimitPerIndex)
			case s.Template.Spec.RestartPolicy != "Never":
				t.Errorf("restart policy %s", s.Template.Spec.RestartPolicy)
			}
			c := s.Template.Spec.Containers[0]
			if c.Image != tt.o.Image || !slices.Contains(c.Command, "--shard") || !strings.HasSuffix(strings.Join(c.Command, " "), strings.Join(tt.o.Args, " ")) {
				t.Errorf("container %s %q", c.Image, c.Command)
			}
			if v := s.Template.Spec.Volumes[0].PersistentVolumeClaim; v == nil || v.ClaimName != tt.o.ResultsClaim {
				t.Errorf("results volume %+v", s.Template.Spec.Volumes)
			}
			// Unknown fields do fail.
			if err := yaml.UnmarshalStrict(append(b, []byte("bogus: 1\n")...), &j); err == nil {
				t.Errorf("an unknown field decoded")
			}
		})
	}
	if _, err := Job(Options{Image: "i", ResultsClaim: "r"}); err == nil {
		t.Errorf("no shards: no error")
	}
}
