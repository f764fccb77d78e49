package classfile

import (
	"testing"
)

// openTestJDK opens the host JDK's image or skips the test.
func openTestJDK(tb testing.TB) *JImage {
	tb.Helper()
	home, err := FindJDK("")
	if err != nil {
		tb.Skipf("no JDK: %v", err)
	}
	img, err := OpenJDK(home)
	if err != nil {
		tb.Fatalf("open JDK image: %v", err)
	}
	tb.Cleanup(func() { img.Close() })
	return img
}

// TestParseWholeJDK parses every class file of the host JDK's runtime image.
func TestParseWholeJDK(t *testing.T) {
	if testing.Short() {
		t.Skip("parses the whole JDK")
	}
	img := openTestJDK(t)
	entries, err := img.ClassEntries()
	if err != nil {
		t.Fatal(err)
	}
	parsed, failed := 0, 0
	for _, e := range entries {
		b, err := img.ReadEntry(e)
		if err != nil {
			t.Fatalf("%s/%s: %v", e.Module, e.Name, err)
		}
		cf, err := Parse(b)
		if err != nil {
			failed++
			if failed <= 20 {
				t.Errorf("%s/%s: %v", e.Module, e.Name, err)
			}
			continue
		}
		if cf.Name != e.Name {
			t.Errorf("%s/%s: class file names itself %s", e.Module, e.Name, cf.Name)
		}
		parsed++
	}
	if failed > 0 {
		t.Fatalf("%d of %d class files failed to parse", failed, len(entries))
	}
	if parsed != len(entries) {
		t.Fatalf("parsed %d, image has %d class entries", parsed, len(entries))
	}
	t.Logf("parsed all %d class files of %s", parsed, img.Path())
}
