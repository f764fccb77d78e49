//go:build !(linux || darwin || freebsd)

package search

// allocPages maps nothing here: the set's memory is Go's heap.
func allocPages(int) (b []byte, mapped bool) { return nil, false }

func freePages([]byte) {}
