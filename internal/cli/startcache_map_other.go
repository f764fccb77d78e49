//go:build !unix

package cli

import "os"

// mapStartCache reads the cache file at path (a mapping only on Unix).
func mapStartCache(path string) ([]byte, error) {
	return os.ReadFile(path)
}
