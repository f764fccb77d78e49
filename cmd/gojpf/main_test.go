package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/gojpf/gojpf/internal/cli"
)

// TestMain lets the tests run this test binary as gojpf itself (with
// GOJPF_TEST_MAIN=1), so that they can signal a real gojpf process.
func TestMain(m *testing.M) {
	if os.Getenv("GOJPF_TEST_MAIN") == "1" {
		main()
		return
	}
	// gojpf's start-up cache goes to a directory of the test's, never
	// the user's cache directory: the processes the tests start
	// inherit it.
	dir, err := os.MkdirTemp("", "gojpf-cache-")
	if err != nil {
		panic(err)
	}
	os.Setenv("GOJPF_CACHE_DIR", dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// TestInterruptKeepsReports stops a search that would never end with a
// signal, as Ctrl-C or a CI's timeout would, and checks that every report
// asked for is still written, with the verdict incomplete, the statistics
// so far and the exit status 4.
func TestInterruptKeepsReports(t *testing.T) {
	if _, err := exec.LookPath("javac"); err != nil {
		t.Skip("javac not found")
	}
	for _, tc := range []struct {
		sig  syscall.Signal
		name string
	}{
		{syscall.SIGINT, "SIGINT"},
		{syscall.SIGTERM, "SIGTERM"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			jsonPath, junitPath, sarifPath := filepath.Join(dir, "r.json"), filepath.Join(dir, "r.xml"), filepath.Join(dir, "r.sarif")
			cmd := exec.Command(os.Args[0], "run", "--time-limit", "0",
				"--report-json", jsonPath, "--report-junit", junitPath, "--report-sarif", sarifPath,
				filepath.Join("testdata", "Endless.java"))
			cmd.Env = append(os.Environ(), "GOJPF_TEST_MAIN=1")
			var stderr strings.Builder
			cmd.Stderr = &stderr
			out, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			r := bufio.NewReader(out)
			line, err := r.ReadString('\n')
			if err != nil || line != "started\n" {
				cmd.Process.Kill()
				cmd.Wait()
				t.Fatalf("first line %q, %v; stderr:\n%s", line, err, stderr.String())
			}
			if err := cmd.Process.Signal(tc.sig); err != nil {
				t.Fatal(err)
			}
			rest, _ := io.ReadAll(r)
			err = cmd.Wait()
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.ExitCode() != cli.ExitIncomplete {
				t.Fatalf("exit: %v, want status %d; stderr:\n%s", err, cli.ExitIncomplete, stderr.String())
			}
			if !strings.Contains(string(rest), "statistics") {
				t.Errorf("no text report on stdout:\n%s", rest)
			}
			want := "interrupted (" + tc.name + ")"
			if !strings.Contains(stderr.String(), want) {
				t.Errorf("stderr lacks %q:\n%s", want, stderr.String())
			}
			b, err := os.ReadFile(jsonPath)
			if err != nil {
				t.Fatal(err)
			}
			var rep struct {
				Verdict string `json:"verdict"`
				Error   string `json:"error"`
				Stats   struct {
					Transitions int64 `json:"transitions"`
				} `json:"stats"`
			}
			if err := json.Unmarshal(b, &rep); err != nil {
				t.Fatal(err)
			}
			if rep.Verdict != "incomplete" || !strings.Contains(rep.Error, want) || rep.Stats.Transitions == 0 {
				t.Errorf("JSON report: verdict %q, error %q, stats %+v", rep.Verdict, rep.Error, rep.Stats)
			}
			for _, p := range []string{junitPath, sarifPath} {
				if b, err := os.ReadFile(p); err != nil || !strings.Contains(string(b), "interrupted") {
					t.Errorf("%s: %v, no interrupt in\n%s", filepath.Base(p), err, b)
				}
			}
		})
	}
}

// TestSecondSignalExits checks that the first signal cancels the search
// with the interrupt as its cause, and the second exits at once.
func TestSecondSignalExits(t *testing.T) {
	for _, tc := range []struct {
		sig  os.Signal
		code int
	}{
		{os.Interrupt, 130},
		{syscall.SIGTERM, 143},
	} {
		ctx, cancel := context.WithCancelCause(context.Background())
		sigs := make(chan os.Signal, 2)
		exited := make(chan int, 1)
		done := make(chan struct{})
		var stderr strings.Builder
		go func() {
			handleSignals(sigs, cancel, func(c int) { exited <- c }, &stderr)
			close(done)
		}()
		sigs <- tc.sig
		<-ctx.Done()
		if !errors.Is(context.Cause(ctx), cli.ErrInterrupted) {
			t.Errorf("%v: cause %v", tc.sig, context.Cause(ctx))
		}
		select {
		case c := <-exited:
			t.Fatalf("%v: exited (%d) at the first signal", tc.sig, c)
		default:
		}
		sigs <- tc.sig
		if c := <-exited; c != tc.code {
			t.Errorf("%v: exit %d, want %d", tc.sig, c, tc.code)
		}
		<-done
	}
}
