package cli

import (
	"os"
	"runtime"
	"runtime/debug"
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
