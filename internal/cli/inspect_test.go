package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
)

// bytecodeLine matches a decoded instruction line: index, mnemonic.
var bytecodeLine = regexp.MustCompile(`(?m)^ +\d+: [a-z_0-9]+`)

// nextMember matches the start of the next field or method entry.
var nextMember = regexp.MustCompile(`\n  \S`)

func TestInspectJDK(t *testing.T) {
	t.Parallel()
	requireJDK(t)
	tests := []struct {
		name string
		args []string
		want expectation
	}{
		{"String dotted", []string{"inspect", "java.lang.String"}, expectation{
			code:         ExitOK,
			stdoutPrefix: "class java/lang/String",
			stdoutHas: []string{
				"class java/lang/String",
				"super:       java/lang/Object",
				"interfaces:  java/io/Serializable, java/lang/Comparable, java/lang/CharSequence",
				"source:      String.java",
				"flags:       0x0031 (public final super)",
				"\n  length()I\n",
				"\n  charAt(I)C\n",
				"invokevirtual",
				"invokestatic",
				"getfield",
				"ireturn",
				"// line ",
				"code: stack=",
				"handler: from ",
				"// Method ",
			},
			stdoutLacks: []string{"    #1 "},
			stderrEmpty: true,
		}},
		{"Object verbose", []string{"inspect", "-v", "java.lang.Object"}, expectation{
			code:      ExitOK,
			stdoutHas: []string{"class java/lang/Object", "constant pool: ", "\n    #1 ", "\n  hashCode()I\n", "native"},
			// java/lang/Object has no superclass.
			stdoutLacks: []string{"super:"},
			stderrEmpty: true,
		}},
		{"Object --verbose", []string{"inspect", "--verbose", "java.lang.Object"}, expectation{
			code:      ExitOK,
			stdoutHas: []string{"\n    #1 "},
		}},
		{"HashMap slashed", []string{"inspect", "java/util/HashMap"}, expectation{
			code:         ExitOK,
			stdoutPrefix: "class java/util/HashMap",
			stdoutHas:    []string{"super:       java/util/AbstractMap", "\n  put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;\n", "nest members:", "java/util/HashMap$Node"},
			stderrEmpty:  true,
		}},
		{"nested class", []string{"inspect", "java.util.Map$Entry"}, expectation{
			code:         ExitOK,
			stdoutPrefix: "interface java/util/Map$Entry",
			stdoutHas:    []string{"interface abstract", "getKey()Ljava/lang/Object;"},
		}},
		{"enum", []string{"inspect", "java.util.concurrent.TimeUnit"}, expectation{
			code:      ExitOK,
			stdoutHas: []string{"enum", "SECONDS Ljava/util/concurrent/TimeUnit;", "values()[Ljava/util/concurrent/TimeUnit;"},
		}},
		{"lambdas and bootstrap methods", []string{"inspect", "java.util.Comparator"}, expectation{
			code:      ExitOK,
			stdoutHas: []string{"invokedynamic", "bootstrap methods (", "java/lang/invoke/LambdaMetafactory."},
		}},
		{"no code", []string{"inspect", "--no-code", "java.lang.String"}, expectation{
			code:        ExitOK,
			stdoutHas:   []string{"class java/lang/String", "\n  length()I\n", "flags: 0x0001 (public)"},
			stdoutLacks: []string{"code: stack=", "invokevirtual", "// line ", "handler: from"},
		}},
		{"missing class", []string{"inspect", "no.such.Klass"}, expectation{
			code:        ExitUsage,
			stdoutEmpty: true,
			stderrHas:   []string{"no/such/Klass", "not found", "lib/modules"},
		}},
		{"missing class file", []string{"inspect", filepath.Join("no", "such", "Klass.class")}, expectation{
			code:        ExitUsage,
			stdoutEmpty: true,
			stderrHas:   []string{filepath.Join("no", "such", "Klass.class")},
		}},
		{"invalid class name", []string{"inspect", "java..lang"}, expectation{
			code:        ExitUsage,
			stdoutEmpty: true,
			stderrHas:   []string{"java//lang"},
		}},
		{"missing jdk", []string{"inspect", "--jdk", filepath.Join(t.TempDir(), "nojdk"), "java.lang.Object"}, expectation{
			code:        ExitUsage,
			stdoutEmpty: true,
			stderrHas:   []string{"nojdk", "lib/modules"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := gojpf(t, tc.args...)
			tc.want.check(t, got)
		})
	}
}

// TestInspectDecodesEveryMethod checks that String's listing has a decoded
// instruction for its methods with code and a line marker before the first.
func TestInspectDecodesEveryMethod(t *testing.T) {
	t.Parallel()
	requireJDK(t)
	got := gojpf(t, "inspect", "java.lang.String")
	if got.code != ExitOK {
		t.Fatalf("inspect failed\n%s", got)
	}
	codes := strings.Count(got.stdout, "    code: stack=")
	if codes < 50 {
		t.Errorf("only %d methods with code in String", codes)
	}
	if n := len(bytecodeLine.FindAllString(got.stdout, -1)); n < 1000 {
		t.Errorf("only %d bytecode lines in String", n)
	}
	// length() is `return value.length >> coder()`: its first instruction
	// follows a line marker.
	i := strings.Index(got.stdout, "\n  length()I\n")
	if i < 0 {
		t.Fatalf("no length()I\n%s", got.stdout[:min(len(got.stdout), 2000)])
	}
	body := got.stdout[i:]
	if next := nextMember.FindStringIndex(body[1:]); next != nil {
		body = body[:next[0]+1]
	}
	for _, s := range []string{"code: stack=", "// line ", "0: aload_0", "getfield", "// Field java/lang/String.value:[B", "arraylength", "invokevirtual", "ishr", "ireturn"} {
		if !strings.Contains(body, s) {
			t.Errorf("length()I listing lacks %q:\n%s", s, body)
		}
	}
	if strings.Index(body, "// line ") > strings.Index(body, "0: aload_0") {
		t.Errorf("the first line marker comes after the first instruction:\n%s", body)
	}
}

func TestInspectCompiled(t *testing.T) {
	t.Parallel()
	requireJDK(t)
	classes := javactest.Compile(t, filepath.Join("testdata", "inspect", "record"), javac.Options{})
	pointClass := filepath.Join(classes, "Point.class")
	real, err := os.ReadFile(pointClass)
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	write := func(name string, data []byte) string {
		p := filepath.Join(tmp, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	garbage := write("Garbage.class", []byte("this is not a class file at all, just some text\n"))
	truncated := write("Truncated.class", real[:len(real)/2])
	headerOnly := write("Header.class", real[:10])
	empty := write("Empty.class", nil)
	badMagic := append([]byte{0xde, 0xad, 0xbe, 0xef}, real[4:]...)
	badMagicFile := write("BadMagic.class", badMagic)
	// The same class under a jar-less directory tree copy, named by its own
	// file name.
	jarDir := filepath.Join(tmp, "cp")
	if err := os.MkdirAll(jarDir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(jarDir, "Point.class"), real, 0o644); err != nil {
		t.Fatal(err)
	}

	recordListing := []string{
		"class Point",
		"super:       java/lang/Record",
		"source:      Point.java",
		"record components:\n  x I\n  y J\n  label Ljava/lang/String;\n",
		"\n  sum()I\n",
		"\n  x()I\n",
		"\n  y()J\n",
		"\n  label()Ljava/lang/String;\n",
		"\n  <init>(IJLjava/lang/String;)V\n",
		"\n  toString()Ljava/lang/String;\n",
		"java/lang/runtime/ObjectMethods.bootstrap",
		"invokedynamic",
		"// line 3",
		"l2i",
	}
	tests := []struct {
		name string
		args []string
		want expectation
	}{
		{"class file path", []string{"inspect", pointClass}, expectation{code: ExitOK, stdoutHas: append(recordListing, "from:        "+pointClass), stderrEmpty: true}},
		{"-cp dir name", []string{"inspect", "-cp", classes, "Point"}, expectation{code: ExitOK, stdoutHas: recordListing, stderrEmpty: true}},
		{"-cp=dir name", []string{"inspect", "-cp=" + classes, "Point"}, expectation{code: ExitOK, stdoutHas: recordListing}},
		{"--cp dir name", []string{"inspect", "--cp", classes, "Point"}, expectation{code: ExitOK, stdoutHas: recordListing}},
		{"-classpath dir name", []string{"inspect", "-classpath", classes, "Point"}, expectation{code: ExitOK, stdoutHas: recordListing}},
		{"--classpath dir name", []string{"inspect", "--classpath", classes, "Point"}, expectation{code: ExitOK, stdoutHas: recordListing}},
		{"-cp dir name.class", []string{"inspect", "-cp", jarDir, "Point.class"}, expectation{code: ExitOK, stdoutHas: []string{"class Point"}}},
		{"-cp shadows the JDK", []string{"inspect", "-cp", classes + string(os.PathListSeparator) + jarDir, "java.lang.Object"}, expectation{code: ExitOK, stdoutHas: []string{"class java/lang/Object"}}},
		{"no code", []string{"inspect", "--no-code", pointClass}, expectation{
			code:        ExitOK,
			stdoutHas:   []string{"record components:", "\n  sum()I\n"},
			stdoutLacks: []string{"code: stack=", "invokedynamic", "// line", "l2i"},
		}},
		{"verbose", []string{"inspect", "-v", pointClass}, expectation{code: ExitOK, stdoutHas: []string{"\n    #1 ", "Utf8 ", "record components:"}}},
		{"missing class on -cp", []string{"inspect", "-cp", classes, "NoSuchPoint"}, expectation{
			code:        ExitUsage,
			stdoutEmpty: true,
			stderrHas:   []string{"NoSuchPoint", "not found", classes, "lib/modules"},
		}},
		{"missing -cp entry", []string{"inspect", "-cp", filepath.Join(tmp, "nothere"), "Point"}, expectation{
			code:        ExitUsage,
			stdoutEmpty: true,
			stderrHas:   []string{"nothere"},
		}},
		{"garbage", []string{"inspect", garbage}, expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"malformed input at offset 0", garbage}}},
		{"bad magic", []string{"inspect", badMagicFile}, expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"malformed input at offset 0", badMagicFile}}},
		{"truncated", []string{"inspect", truncated}, expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"malformed input at offset", truncated}}},
		{"header only", []string{"inspect", headerOnly}, expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"malformed input at offset", headerOnly}}},
		{"empty", []string{"inspect", empty}, expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"malformed input at offset 0", empty}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.want.check(t, gojpf(t, tc.args...))
		})
	}
}

// TestInspectTruncations inspects every prefix length of a small real class
// at a coarse stride: each must be a clean usage error, never a panic or a
// listing.
func TestInspectTruncations(t *testing.T) {
	t.Parallel()
	requireJDK(t)
	classes := javactest.Compile(t, filepath.Join("testdata", "inspect", "record"), javac.Options{})
	real, err := os.ReadFile(filepath.Join(classes, "Point.class"))
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	for n := 0; n < len(real); n += 1 + len(real)/40 {
		p := filepath.Join(tmp, "T.class")
		if err := os.WriteFile(p, real[:n], 0o644); err != nil {
			t.Fatal(err)
		}
		got := gojpf(t, "inspect", p)
		if got.code != ExitUsage || !strings.Contains(got.stderr, "malformed input at offset") || got.stdout != "" {
			t.Errorf("first %d of %d bytes: want exit 2 and a malformed-input message\n%s", n, len(real), got)
		}
	}
}
