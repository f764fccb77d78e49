package classfile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fakeJDK makes a directory that looks like a JDK home: bin/javac (a shell
// script), lib/modules (empty) and a release file with the version line.
func fakeJDK(t *testing.T, versionLine string) string {
	t.Helper()
	home := t.TempDir()
	for _, d := range []string{"bin", "lib"} {
		if err := os.MkdirAll(filepath.Join(home, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	files := map[string]string{
		"bin/javac":   "#!/bin/sh\nexit 0\n",
		"lib/modules": "",
		"release":     "IMPLEMENTOR=\"Test\"\n" + versionLine + "\nOS_NAME=\"Linux\"\n",
	}
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(home, filepath.FromSlash(name)), []byte(content), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return home
}

func TestFindJDK(t *testing.T) {
	jdk := fakeJDK(t, `JAVA_VERSION="21.0.2"`)
	other := fakeJDK(t, `JAVA_VERSION="17"`)
	notJDK := t.TempDir()

	// javac on PATH reached through a symlink in another directory.
	binDir := t.TempDir()
	if err := os.Symlink(filepath.Join(jdk, "bin", "javac"), filepath.Join(binDir, "javac")); err != nil {
		t.Fatal(err)
	}
	emptyDir := t.TempDir()

	tests := []struct {
		name      string
		explicit  string
		javaHome  string
		path      string
		want      string // "" if an error is expected
		errSubstr string
	}{
		{"explicit wins", other, jdk, binDir, other, ""},
		{"JAVA_HOME", "", other, binDir, other, ""},
		{"javac on PATH", "", "", binDir, jdk, ""},
		{"explicit without modules", notJDK, jdk, binDir, "", "--jdk"},
		{"JAVA_HOME without modules", "", notJDK, binDir, "", "$JAVA_HOME"},
		{"nothing", "", "", emptyDir, "", "no JDK found"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("JAVA_HOME", tt.javaHome)
			t.Setenv("PATH", tt.path)
			got, err := FindJDK(tt.explicit)
			if tt.want == "" {
				if err == nil {
					t.Fatalf("FindJDK = %q, want an error", got)
				}
				if !strings.Contains(err.Error(), tt.errSubstr) {
					t.Errorf("error %q does not mention %q", err, tt.errSubstr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			want, _ := filepath.EvalSymlinks(tt.want)
			if gotR, _ := filepath.EvalSymlinks(got); gotR != want {
				t.Errorf("FindJDK = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestJavaVersion(t *testing.T) {
	tests := []struct {
		line string
		want int // 0 if an error is expected
	}{
		{`JAVA_VERSION="17.0.15"`, 17},
		{`JAVA_VERSION="25.0.3"`, 25},
		{`JAVA_VERSION="21"`, 21},
		{`JAVA_VERSION="22-ea"`, 22},
		{`JAVA_VERSION="1.8.0_402"`, 8},
		{`JAVA_VERSION="banana"`, 0},
		{`JAVA_VERSION=""`, 0},
		{`JAVA_RUNTIME_VERSION="17.0.15+6"`, 0},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			got, err := JavaVersion(fakeJDK(t, tt.line))
			if tt.want == 0 {
				if err == nil {
					t.Errorf("JavaVersion = %d, want an error", got)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Errorf("JavaVersion = %d, %v; want %d", got, err, tt.want)
			}
		})
	}
	if _, err := JavaVersion(t.TempDir()); err == nil {
		t.Errorf("JavaVersion of a directory without release: no error")
	}
}

func TestHostJDK(t *testing.T) {
	home, err := FindJDK("")
	if err != nil {
		t.Skipf("no JDK found: %v", err)
	}
	v, err := JavaVersion(home)
	if err != nil {
		t.Fatal(err)
	}
	if v < 9 {
		t.Errorf("JavaVersion(%s) = %d, want >= 9 (the JDK has lib/modules)", home, v)
	}
	t.Logf("host JDK %s, version %d", home, v)
}
