package cli

import (
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// TestResumeGC: after startVM's boot with the collector off, GOGC is
// raised for one cycle only and comes back as it was once a cycle ran;
// off stays off.
func TestResumeGC(t *testing.T) {
	gogc := func() int {
		p := debug.SetGCPercent(-1)
		debug.SetGCPercent(p)
		return p
	}
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
		deadline := time.Now().Add(5 * time.Second)
		for gogc() != want && time.Now().Before(deadline) {
			runtime.GC()
			time.Sleep(time.Millisecond)
		}
		if got := gogc(); got != want {
			t.Errorf("GOGC after a cycle = %d, want %d", got, want)
		}
	}
}
