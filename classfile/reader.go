package classfile

import "encoding/binary"

// reader walks a byte slice. It never panics: reading past the end records
// the first error, after which every read returns zero values. Callers check
// err at convenient points.
type reader struct {
	buf  []byte
	pos  int
	base int64 // file offset of buf[0], for error offsets
	err  error
}

func (r *reader) fail(what string) {
	if r.err == nil {
		r.err = formatErr(r.base+int64(r.pos), "%s", what)
	}
	r.pos = len(r.buf)
}

func (r *reader) need(n int, what string) bool {
	if r.err != nil {
		return false
	}
	if n < 0 || len(r.buf)-r.pos < n {
		r.fail("unexpected end of input: " + what)
		return false
	}
	return true
}

func (r *reader) u1(what string) uint8 {
	if !r.need(1, what) {
		return 0
	}
	v := r.buf[r.pos]
	r.pos++
	return v
}

func (r *reader) u2(what string) uint16 {
	if !r.need(2, what) {
		return 0
	}
	v := binary.BigEndian.Uint16(r.buf[r.pos:])
	r.pos += 2
	return v
}

func (r *reader) u4(what string) uint32 {
	if !r.need(4, what) {
		return 0
	}
	v := binary.BigEndian.Uint32(r.buf[r.pos:])
	r.pos += 4
	return v
}

func (r *reader) bytes(n int, what string) []byte {
	if !r.need(n, what) {
		return nil
	}
	b := r.buf[r.pos : r.pos+n : r.pos+n]
	r.pos += n
	return b
}

// count reads a u2 element count and checks that the remaining input can
// hold count elements of at least minSize bytes each, so that a bogus count
// never causes a large allocation.
func (r *reader) count(minSize int, what string) int {
	if r.err != nil {
		return 0
	}
	if len(r.buf)-r.pos < 2 {
		r.need(2, what+" count") // fails: the error names it
		return 0
	}
	n := int(binary.BigEndian.Uint16(r.buf[r.pos:]))
	r.pos += 2
	if n*minSize > len(r.buf)-r.pos {
		r.pos -= 2
		r.fail(what + " count exceeds the remaining input")
		return 0
	}
	return n
}

// offset is the file offset of the next byte to read.
func (r *reader) offset() int64 { return r.base + int64(r.pos) }
