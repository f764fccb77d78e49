//go:build !(linux || darwin || freebsd)

package scheduler

// allocPages maps nothing here: the chunks are Go's heap.
func allocPages(int) (b []byte, mapped bool) { return nil, false }

func freePages([]byte) {}
