package classfile

import "fmt"

// FormatError reports malformed input: a class file, a jar or a jimage whose
// bytes do not follow their format. Offset is the byte offset in the input
// at which the problem was found; What says what was expected there.
type FormatError struct {
	Offset int64
	What   string
}

func (e *FormatError) Error() string {
	return fmt.Sprintf("malformed input at offset %d: %s", e.Offset, e.What)
}

func formatErr(off int64, format string, args ...any) *FormatError {
	return &FormatError{Offset: off, What: fmt.Sprintf(format, args...)}
}
