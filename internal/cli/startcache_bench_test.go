package cli

import (
	"context"
	"io"
	"path/filepath"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/gojpf/gojpf/internal/javac"
)

// BenchmarkRunHello runs gojpf run -q on javatests/examples/Hello.java
// in-process, as cmd/gojpf does (the collector off during the boot),
// without and with the start-up cache (a warm one: filled before the
// timer starts). go test -run XXX -bench RunHello ./internal/cli; the
// process's own start (≈ 5 ms) is not in it.
func BenchmarkRunHello(b *testing.B) {
	if _, err := javac.Find(); err != nil {
		b.Skip(err)
	}
	classes, err := javac.CompileFiles([]string{filepath.Join("..", "..", "javatests", "examples", "Hello.java")}, javac.Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.Setenv(cacheDirEnv, b.TempDir())
	ctx := OwnsProcess(context.Background())
	for _, bc := range []struct {
		name  string
		flags []string
	}{{"no-cache", []string{"--no-cache"}}, {"warm", nil}} {
		b.Run(bc.name, func(b *testing.B) {
			args := append(append([]string{"run", "-q"}, bc.flags...), "-cp", classes, "Hello")
			if code := MainContext(ctx, args, io.Discard, io.Discard); code != ExitOK {
				b.Fatalf("exit %d", code)
			}
			b.ResetTimer()
			cpu0 := processCPU()
			for range b.N {
				// Each run starts from a collected heap, as a process
				// does.
				b.StopTimer()
				runtime.GC()
				b.StartTimer()
				if code := MainContext(ctx, args, io.Discard, io.Discard); code != ExitOK {
					b.Fatalf("exit %d", code)
				}
			}
			// CPU time says more than the wall clock on a busy machine
			// (it leaves out the collections between runs only roughly).
			b.ReportMetric(float64((processCPU()-cpu0).Microseconds())/1000/float64(b.N), "cpu-ms/op")
		})
	}
}

// processCPU is the process's user and system CPU time so far.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
