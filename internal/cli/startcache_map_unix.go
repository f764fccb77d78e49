//go:build unix

package cli

import (
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

// mapStartCache maps the cache file at path read-only into memory, for
// the rest of the process: it is never unmapped, as the classes decoded
// from it share its bytes (their strings). Reading it would copy some
// 3.5 MB into fresh pages of the heap, a page fault each, which costs
// more than the rest of reading it (docs/memory-and-startup.md); the
// mapping's pages are those of the system's file cache, mapped as they
// are touched. gojpf never writes a cache file in place (a new one is
// renamed over it), so what is mapped stays as it is; an empty file is
// read as empty.
func mapStartCache(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("start-up cache: %w", err)
	}
	size := fi.Size()
	if size == 0 {
		return nil, nil
	}
	if size != int64(int(size)) {
		return nil, fmt.Errorf("start-up cache: %s is too large (%d bytes)", path, size)
	}
	data, err := unix.Mmap(int(f.Fd()), 0, int(size), unix.PROT_READ, unix.MAP_SHARED)
	if err != nil {
		return nil, fmt.Errorf("start-up cache: mapping %s: %w", path, err)
	}
	return data, nil
}
