package classfile

import (
	"fmt"
	"syscall"
)

// Trim lets go of the pages of the image read so far: they leave the
// process's resident memory (the system's file cache keeps them) and the
// next lookups that need them read them again; resources are read from
// the file from now on, not through the mapping. A long run calls it
// once its VM has booted, when it needs few classes more.
func (j *JImage) Trim() error {
	j.mu.RLock()
	defer j.mu.RUnlock()
	if j.data == nil {
		return nil
	}
	j.readFile.Store(true)
	if err := syscall.Madvise(j.data, syscall.MADV_DONTNEED); err != nil {
		return fmt.Errorf("trim jimage %s: %w", j.path, err)
	}
	return nil
}
