// Package app is the gojpf command line as a library, so that a user can
// build their own gojpf binary with extra listeners or schedulers: a main
// package that imports their plugin packages (which register themselves
// in init functions) and calls app.Main, as examples/listener-plugin
// does. It holds nothing else.
package app

import (
	"io"

	"github.com/gojpf/gojpf/internal/cli"
)

// Main runs the gojpf command line with args (without the program name)
// and returns the exit code.
func Main(args []string, stdout, stderr io.Writer) int {
	return cli.Main(args, stdout, stderr)
}
