package classfile

import (
	"bytes"
	"testing"
)

// TestJImageTrim: classes read before and after Trim are the same bytes,
// and Trim of a closed image is no error.
func TestJImageTrim(t *testing.T) {
	j := hostImage(t)
	names := []string{"java/lang/Object", "java/lang/String", "java/util/HashMap"}
	before := make([][]byte, len(names))
	for i, n := range names {
		b, ok, err := j.Find(n)
		if err != nil || !ok {
			t.Fatalf("Find(%s) = %v, %v", n, ok, err)
		}
		before[i] = b
	}
	if err := j.Trim(); err != nil {
		t.Fatalf("Trim: %v", err)
	}
	for i, n := range names {
		b, ok, err := j.Find(n)
		if err != nil || !ok {
			t.Fatalf("Find(%s) after Trim = %v, %v", n, ok, err)
		}
		if !bytes.Equal(b, before[i]) {
			t.Errorf("Find(%s) after Trim: other bytes", n)
		}
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	if err := j.Trim(); err != nil {
		t.Errorf("Trim after Close: %v", err)
	}
}
