//go:build !unix

package cli

import (
	"io"
	"os"
	"strconv"
)

// terminalWidth is the width in columns of the terminal w is ($COLUMNS),
// 0 if w is not a terminal.
func terminalWidth(w io.Writer) int {
	if !isTerminal(w) {
		return 0
	}
	n, _ := strconv.Atoi(os.Getenv("COLUMNS"))
	return n
}
