package cli

import (
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strings"
	"testing"
	"time"
)

// gogc returns the runtime's GOGC percent.
func gogc() int {
	p := debug.SetGCPercent(-1)
	debug.SetGCPercent(p)
	return p
}

// awaitGOGC runs cycles until GOGC is want (the cleanup that puts it
// back runs after a cycle) or a deadline passes, and returns it.
func awaitGOGC(want int) int {
	deadline := time.Now().Add(5 * time.Second)
	for gogc() != want && time.Now().Before(deadline) {
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
	return gogc()
}

// TestResumeGC: after startVM's boot with the collector off, GOGC is
// raised for one cycle only and comes back as it was once a cycle ran;
// off stays off.
func TestResumeGC(t *testing.T) {
	saved := debug.SetGCPercent(100)
	defer debug.SetGCPercent(saved)
	for _, want := range []int{100, 50, -1} {
		debug.SetGCPercent(-1)
		keep := make([][]byte, 0, 64)
		for range 64 {
			keep = append(keep, make([]byte, 256<<10)) // a heap well above the last cycle's
		}
		resumeGC(want)
		if got := gogc(); want > 0 && got <= want {
			t.Errorf("GOGC before the first cycle = %d, want more than %d", got, want)
		}
		runtime.KeepAlive(keep)
		if got := awaitGOGC(want); got != want {
			t.Errorf("GOGC after a cycle = %d, want %d", got, want)
		}
	}
}

// TestOverlappingBoots: two boots whose collector-off spans overlap (VMs
// booting side by side in one process: the first begins, the second
// begins, the first ends, the second ends) leave GOGC as configured, not
// off, though the second began while the first had it off.
func TestOverlappingBoots(t *testing.T) {
	saved := debug.SetGCPercent(configuredGOGC(os.Getenv("GOGC")))
	defer debug.SetGCPercent(saved)
	conf := configuredGOGC(os.Getenv("GOGC"))
	secondBegun, firstEnded, secondEnded := make(chan struct{}), make(chan struct{}), make(chan struct{})
	var firstOff bool
	err := withoutGC(func() error {
		firstOff = gogc() < 0
		go func() {
			defer close(secondEnded)
			_ = withoutGC(func() error {
				close(secondBegun)
				<-firstEnded
				return nil
			})
		}()
		<-secondBegun
		return nil
	})
	close(firstEnded)
	<-secondEnded
	if err != nil || !firstOff {
		t.Fatalf("withoutGC: %v, collector off during the boot: %v", err, firstOff)
	}
	if got := awaitGOGC(conf); got != conf {
		t.Errorf("GOGC after overlapping boots = %d, want %d", got, conf)
	}
}

func TestConfiguredGOGC(t *testing.T) {
	for _, tt := range []struct {
		v    string
		want int
	}{{"", 100}, {"off", -1}, {"50", 50}, {"0", 0}, {"200", 200}, {"bogus", 100}} {
		if got := configuredGOGC(tt.v); got != tt.want {
			t.Errorf("configuredGOGC(%q) = %d, want %d", tt.v, got, tt.want)
		}
	}
}

// TestBootGCPercent: the percent that makes the next goal twice the heap
// at GOGC=100, after a cycle (live·(1+p/100)) and before the first
// (heapMinimum·p/100).
func TestBootGCPercent(t *testing.T) {
	const mb = 1 << 20
	tests := []struct {
		name      string
		live, now uint64
		gc        int
		want      int
		ok        bool
	}{
		{"after a cycle", 3 * mb, 9 * mb, 100, 500, true},
		{"after a cycle, GOGC=50", 3 * mb, 9 * mb, 50, 350, true},
		{"heap no larger than live", 9 * mb, 9 * mb, 100, 0, false},
		{"no cycle yet", 0, 10 * mb, 100, 500, true},
		{"no cycle yet, GOGC=50", 0, 8 * mb, 50, 300, true},
		{"no cycle yet, a small heap", 0, 1 * mb, 100, 0, false},
		{"bounded", 1, 1 << 40, 100, 1 << 20, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := bootGCPercent(tt.live, tt.now, tt.gc)
			if got != tt.want || ok != tt.ok {
				t.Errorf("bootGCPercent(%d, %d, %d) = %d, %v, want %d, %v", tt.live, tt.now, tt.gc, got, ok, tt.want, tt.ok)
			}
		})
	}
}

// TestResumeGCFirstGoal: in a process whose collector has not run yet
// (a boot from a mapped start-up cache allocates too little before it
// to start a cycle), resumeGC makes the runtime's next goal at least
// twice the heap at GOGC=100, not the heap minimum's 4 MB scaled, which
// had a trivial run collect its whole boot heap once. Run in a child
// process, the test binary itself, which has collected nothing yet.
func TestResumeGCFirstGoal(t *testing.T) {
	if os.Getenv("GOJPF_TEST_RESUMEGC_CHILD") == "1" {
		resumeGCChild(t)
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestResumeGCFirstGoal$", "-test.count=1")
	cmd.Env = append(os.Environ(), "GOJPF_TEST_RESUMEGC_CHILD=1", "GOGC=100")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	if strings.Contains(string(out), "SKIP") {
		t.Skipf("child: %s", out)
	}
}

func resumeGCChild(t *testing.T) {
	read := func() (cycles, objects, goal uint64) {
		s := []metrics.Sample{{Name: "/gc/cycles/total:gc-cycles"}, {Name: "/memory/classes/heap/objects:bytes"}, {Name: "/gc/heap/goal:bytes"}}
		metrics.Read(s)
		return s[0].Value.Uint64(), s[1].Value.Uint64(), s[2].Value.Uint64()
	}
	if cycles, _, _ := read(); cycles != 0 {
		t.Skipf("%d cycles ran before the test", cycles)
	}
	debug.SetGCPercent(-1)
	keep := make([][]byte, 0, 48)
	for range 48 {
		keep = append(keep, make([]byte, 256<<10)) // 12 MB, a boot's heap
	}
	resumeGC(100)
	cycles, objects, goal := read()
	if cycles != 0 {
		t.Skipf("%d cycles ran during the test", cycles)
	}
	if goal < objects*19/10 {
		t.Errorf("goal %d bytes after the boot, heap %d: want about twice the heap", goal, objects)
	}
	runtime.KeepAlive(keep)
}
