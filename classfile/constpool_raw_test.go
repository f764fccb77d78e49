package classfile

import (
	"bytes"
	"testing"
)

// TestConstantPoolRaw: Raw gives each Utf8 entry's bytes, whether kept
// apart (not its string's bytes: NUL, surrogates) or made from the
// string, and nil for other entries.
func TestConstantPoolRaw(t *testing.T) {
	raws := [][]byte{[]byte("plain ascii"), {}, {0xC0, 0x80}, {0xC3, 0xA9}, {0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80}, []byte("java/lang/Object")}
	cf, err := Parse(mfBuild(raws...).data)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range raws {
		if got := cf.Pool.Raw(uint16(10 + i)); !bytes.Equal(got, want) {
			t.Errorf("Raw(%d) = % x, want % x", 10+i, got, want)
		}
	}
	for i := 1; i < cf.Pool.Len(); i++ {
		if c := cf.Pool.At(uint16(i)); c.Tag != TagUtf8 && cf.Pool.Raw(uint16(i)) != nil {
			t.Errorf("Raw(%d) of a %s entry is not nil", i, c.Tag)
		}
	}
	if len(cf.Pool.raw) != 2 {
		t.Errorf("%d entries kept apart, want 2 (NUL and the surrogate pair; é is its string's bytes)", len(cf.Pool.raw))
	}
}
