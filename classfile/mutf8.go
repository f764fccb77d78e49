package classfile

import (
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// decodeModifiedUTF8 decodes the "modified UTF-8" of class files (JVMS
// §4.4.7): NUL is encoded in two bytes, characters outside the BMP as two
// three-byte surrogates, and no four-byte forms exist. Surrogate pairs are
// combined into one rune; an unpaired surrogate becomes U+FFFD in the Go
// string (Java strings keep it; the VM decodes from the raw UTF-16 when it
// matters). The second result is the index of the first invalid byte, or -1.
func decodeModifiedUTF8(b []byte) (string, int) {
	ascii := true
	for _, c := range b {
		if c == 0 || c >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return string(b), -1
	}
	units, bad := modifiedUTF8ToUTF16(b)
	if bad >= 0 {
		return "", bad
	}
	var sb strings.Builder
	sb.Grow(len(b))
	for i := 0; i < len(units); i++ {
		u := units[i]
		switch {
		case utf16.IsSurrogate(rune(u)) && u < 0xDC00 && i+1 < len(units) && units[i+1] >= 0xDC00 && units[i+1] <= 0xDFFF:
			sb.WriteRune(utf16.DecodeRune(rune(u), rune(units[i+1])))
			i++
		case utf16.IsSurrogate(rune(u)):
			sb.WriteRune(utf8.RuneError)
		default:
			sb.WriteRune(rune(u))
		}
	}
	return sb.String(), -1
}

// modifiedUTF8ToUTF16 decodes modified UTF-8 into UTF-16 code units, which is
// what a Java String holds. The second result is the index of the first
// invalid byte, or -1.
func modifiedUTF8ToUTF16(b []byte) ([]uint16, int) {
	out := make([]uint16, 0, len(b))
	for i := 0; i < len(b); {
		c := b[i]
		switch {
		case c != 0 && c < 0x80:
			out = append(out, uint16(c))
			i++
		case c&0xE0 == 0xC0:
			if i+1 >= len(b) || b[i+1]&0xC0 != 0x80 {
				return nil, i
			}
			out = append(out, uint16(c&0x1F)<<6|uint16(b[i+1]&0x3F))
			i += 2
		case c&0xF0 == 0xE0:
			if i+2 >= len(b) || b[i+1]&0xC0 != 0x80 || b[i+2]&0xC0 != 0x80 {
				return nil, i
			}
			out = append(out, uint16(c&0x0F)<<12|uint16(b[i+1]&0x3F)<<6|uint16(b[i+2]&0x3F))
			i += 3
		default:
			return nil, i
		}
	}
	return out, -1
}

// ModifiedUTF8ToUTF16 converts the raw bytes of a CONSTANT_Utf8 entry to the
// UTF-16 code units of the Java string it denotes, keeping unpaired
// surrogates. It reports false if the bytes are not valid modified UTF-8.
func ModifiedUTF8ToUTF16(b []byte) ([]uint16, bool) {
	u, bad := modifiedUTF8ToUTF16(b)
	return u, bad < 0
}
