//go:build linux || darwin || freebsd

package scheduler

import "syscall"

// allocPages maps n bytes of zeroed memory; mapped is false if the
// system refused.
func allocPages(n int) (b []byte, mapped bool) {
	b, err := syscall.Mmap(-1, 0, n, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	return b, err == nil
}

func freePages(b []byte) { _ = syscall.Munmap(b) }
