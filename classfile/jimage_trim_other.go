//go:build !linux

package classfile

// Trim makes later lookups read resources from the file, not through
// the mapping; letting go of the pages read so far is for Linux.
func (j *JImage) Trim() error {
	j.readFile.Store(true)
	return nil
}
