// Command gojpf-threadcount is gojpf with one more listener: the blank
// import of the plugin package registers it.
package main

import (
	"os"

	"github.com/gojpf/gojpf/app"

	_ "example.com/gojpf-threadcount/threadcount"
)

func main() {
	os.Exit(app.Main(os.Args[1:], os.Stdout, os.Stderr))
}
