// Command gojpf is a model checker for Java bytecode in the tradition of
// Java PathFinder. Run `gojpf help` for its commands.
package main

import (
	"os"

	"github.com/gojpf/gojpf/internal/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], os.Stdout, os.Stderr))
}
