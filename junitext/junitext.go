// Package junitext carries gojpf-junit.jar, the JUnit 5 extension behind
// @gojpf.junit.ModelCheck: a test so annotated, run by JUnit on the real
// JVM (Maven, Gradle, the console launcher), is handed to `gojpf test` with
// its class path and passes or fails with gojpf's verdict. The jar is
// built from java/ by gen.sh (`go generate`, against Debian's JUnit 5
// jars) and embedded, so that `gojpf junit-jar` needs no javac.
package junitext

//go:generate ./gen.sh

import "embed"

//go:embed gojpf-junit.jar
var files embed.FS

// Jar returns gojpf-junit.jar.
func Jar() ([]byte, error) { return files.ReadFile("gojpf-junit.jar") }
