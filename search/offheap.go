package search

import "unsafe"

// offHeap is memory of the visited set outside Go's heap (mmap where the
// system has it, offheap_mmap.go): the collector neither scans it nor
// lets the heap grow by as much again before collecting (GOGC), as it
// does for live heap; a mapping's pages take memory only once written,
// and a table given back on growth is returned to the system at once.
// free gives all of it back; the set must not be used after.
type offHeap struct {
	maps []mapping
	size int64
}

// mapping is memory allocPages returned: mapped, or from Go's heap where
// the system would not map it.
type mapping struct {
	b      []byte
	mapped bool
}

// words64 returns n zeroed words.
func (o *offHeap) words64(n int) []uint64 {
	b := o.alloc(8 * n)
	return unsafe.Slice((*uint64)(unsafe.Pointer(unsafe.SliceData(b))), n)
}

// words32 returns n zeroed half-words.
func (o *offHeap) words32(n int) []uint32 {
	b := o.alloc(4 * n)
	return unsafe.Slice((*uint32)(unsafe.Pointer(unsafe.SliceData(b))), n)
}

func (o *offHeap) alloc(n int) []byte {
	b, mapped := allocPages(n)
	if !mapped {
		// Go's heap, in words (aligned for words64).
		w := make([]uint64, (n+7)/8)
		b = unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(w))), n)
	}
	o.maps = append(o.maps, mapping{b, mapped})
	o.size += int64(len(b))
	return b
}

// release gives back the memory that words32 or words64 returned at p.
func (o *offHeap) release(p unsafe.Pointer) {
	for i, m := range o.maps {
		if unsafe.Pointer(unsafe.SliceData(m.b)) == p {
			o.size -= int64(len(m.b))
			if m.mapped {
				freePages(m.b)
			}
			o.maps = append(o.maps[:i], o.maps[i+1:]...)
			return
		}
	}
	panic("offHeap.release: not allocated here")
}

// free gives back all of it.
func (o *offHeap) free() {
	for _, m := range o.maps {
		if m.mapped {
			freePages(m.b)
		}
	}
	o.maps, o.size = nil, 0
}
