// Command gojpf-threadcount is gojpf with two more listeners: the blank
// imports of the plugin packages register them.
package main

import (
	"os"

	"github.com/gojpf/gojpf/app"

	_ "example.com/gojpf-threadcount/fieldwatch"
	_ "example.com/gojpf-threadcount/threadcount"
)

func main() {
	os.Exit(app.Main(os.Args[1:], os.Stdout, os.Stderr))
}
