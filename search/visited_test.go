package search

import (
	"encoding/binary"
	"math/rand/v2"
	"runtime"
	"testing"
	"unsafe"
)

// key makes a 128-bit state hash of its two halves.
func key(lo, hi uint64) [16]byte {
	var h [16]byte
	binary.LittleEndian.PutUint64(h[:8], lo)
	binary.LittleEndian.PutUint64(h[8:], hi)
	return h
}

func TestVisitedSet(t *testing.T) {
	type op struct {
		put    bool
		h      [16]byte
		id     int64 // put: the id; get: the id wanted (-1: absent)
		length int   // Len after the op
	}
	a, b, c := key(1, 10), key(2, 20), key(3, 30)
	// Same low 64 bits as a: one state with compact fingerprints, two
	// with wide ones.
	a2 := key(1, 11)
	tests := []struct {
		name string
		wide bool
		base int64
		ops  []op
	}{
		{"empty", false, 0, []op{{h: a, id: -1}}},
		{"put and get", false, 0, []op{
			{put: true, h: a, id: 0, length: 1},
			{put: true, h: b, id: 1, length: 2},
			{h: a, id: 0, length: 2}, {h: b, id: 1, length: 2}, {h: c, id: -1, length: 2},
		}},
		{"gaps in the ids", false, 0, []op{
			{put: true, h: a, id: 3, length: 1},
			{put: true, h: b, id: 9000, length: 2},
			{h: a, id: 3, length: 2}, {h: b, id: 9000, length: 2}, {h: key(0, 0), id: -1, length: 2},
		}},
		{"a later id replaces", false, 0, []op{
			{put: true, h: a, id: 0, length: 1},
			{put: true, h: b, id: 1, length: 2},
			{put: true, h: a, id: 5, length: 2},
			{h: a, id: 5, length: 2}, {h: b, id: 1, length: 2},
		}},
		{"base", false, 1000, []op{
			{put: true, h: a, id: 1000, length: 1},
			{put: true, h: b, id: 1002, length: 2},
			{h: a, id: 1000, length: 2}, {h: b, id: 1002, length: 2},
		}},
		{"compact: the high half is not kept", false, 0, []op{
			{put: true, h: a, id: 0, length: 1},
			{h: a2, id: 0, length: 1},
		}},
		{"wide: the high half is kept", true, 0, []op{
			{put: true, h: a, id: 0, length: 1},
			{h: a2, id: -1, length: 1},
			{put: true, h: a2, id: 1, length: 2},
			{h: a, id: 0, length: 2}, {h: a2, id: 1, length: 2},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := newVisitedSet(tt.wide, tt.base)
			for i, o := range tt.ops {
				if o.put {
					v.Put(o.h, o.id)
				} else {
					id, ok := v.Get(o.h)
					if want := o.id >= 0; ok != want || (ok && id != o.id) {
						t.Errorf("op %d: Get = %d, %v; want %d", i, id, ok, o.id)
					}
				}
				if v.Len() != o.length {
					t.Errorf("op %d: Len = %d, want %d", i, v.Len(), o.length)
				}
			}
		})
	}
}

func TestVisitedSetPutOutOfOrder(t *testing.T) {
	v := newVisitedSet(false, 0)
	defer v.Free()
	v.Put(key(1, 1), 5)
	defer func() {
		if recover() == nil {
			t.Error("Put of an id below the last did not panic")
		}
	}()
	v.Put(key(2, 2), 4)
}

// TestVisitedSetGrowth puts many states, through many growths, and finds
// them all again, with the table never more than three quarters full.
func TestVisitedSetGrowth(t *testing.T) {
	for _, tt := range []struct {
		name string
		wide bool
		n    int
		// lo makes the low half of state i's hash.
		lo func(i int) uint64
	}{
		{"random", false, 200000, func(i int) uint64 { return rand.New(rand.NewPCG(uint64(i), 1)).Uint64() }},
		{"sequential", false, 200000, func(i int) uint64 { return uint64(i) }},
		{"multiples of a power of two", false, 100000, func(i int) uint64 { return uint64(i) << 40 }},
		{"wide, one low half", true, 3000, func(int) uint64 { return 7 }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			v := newVisitedSet(tt.wide, 0)
			for i := range tt.n {
				v.Put(key(tt.lo(i), uint64(i)), int64(i))
				if 4*v.count > 3*len(v.table) {
					t.Fatalf("after %d puts: %d of %d slots in use", i+1, v.count, len(v.table))
				}
			}
			if v.Len() != tt.n {
				t.Fatalf("Len = %d, want %d", v.Len(), tt.n)
			}
			for i := range tt.n {
				if id, ok := v.Get(key(tt.lo(i), uint64(i))); !ok || id != int64(i) {
					t.Fatalf("Get(state %d) = %d, %v", i, id, ok)
				}
			}
			if _, ok := v.Get(key(tt.lo(tt.n), uint64(tt.n))); ok {
				t.Fatal("found a state never put")
			}
		})
	}
}

// TestVisitedSetAgainstMap runs random puts and gets against a Go map,
// with states drawn from a small pool so that they repeat, for both
// widths.
func TestVisitedSetAgainstMap(t *testing.T) {
	for _, wide := range []bool{false, true} {
		for seed := range uint64(20) {
			rng := rand.New(rand.NewPCG(seed, 2))
			pool := make([][16]byte, 1+rng.IntN(5000))
			for i := range pool {
				// Low halves from a smaller pool: with wide fingerprints,
				// states differing in the high half only.
				pool[i] = key(uint64(rng.IntN(len(pool)/2+1))*0x5555, rng.Uint64())
			}
			fp := func(h [16]byte) [16]byte {
				if !wide {
					h = key(binary.LittleEndian.Uint64(h[:8]), 0)
				}
				return h
			}
			base := int64(rng.IntN(100))
			v, m := newVisitedSet(wide, base), map[[16]byte]int64{}
			next := base
			for range 20000 {
				h := pool[rng.IntN(len(pool))]
				if rng.IntN(2) == 0 {
					next += int64(1 + rng.IntN(3))
					v.Put(h, next)
					m[fp(h)] = next
					continue
				}
				id, ok := v.Get(h)
				want, wok := m[fp(h)]
				if ok != wok || id != want {
					t.Fatalf("wide %v seed %d: Get = %d, %v; the map has %d, %v", wide, seed, id, ok, want, wok)
				}
			}
			if v.Len() != len(m) {
				t.Fatalf("wide %v seed %d: Len = %d, the map has %d", wide, seed, v.Len(), len(m))
			}
		}
	}
}

// TestVisitedSetBytes checks the memory a set holds: at most 16 bytes a
// state (24 wide) beside the unfilled part of its last chunk of
// fingerprints, the chunks' slice headers and the table's rounding up
// to a page.
func TestVisitedSetBytes(t *testing.T) {
	for _, tt := range []struct {
		wide bool
		max  int
	}{{false, 16}, {true, 24}} {
		v := newVisitedSet(tt.wide, 0)
		rng := rand.New(rand.NewPCG(3, 4))
		for i := range 1 << 20 {
			v.Put(key(rng.Uint64(), rng.Uint64()), int64(i))
			fp := tt.max - 8
			slack := int64(fp*(len(v.chunks)*chunkLen-v.Len()) + 24*cap(v.chunks) + 4096)
			if got, want := v.Bytes()-slack, int64(tt.max*v.Len()); i >= minTable && got > want {
				t.Fatalf("wide %v, %d states: %d bytes besides the chunks' slack, want at most %d", tt.wide, v.Len(), got, want)
			}
		}
	}
}

// benchKeys are n random state hashes.
func benchKeys(n int) [][16]byte {
	rng := rand.New(rand.NewPCG(5, 6))
	ks := make([][16]byte, n)
	for i := range ks {
		ks[i] = key(rng.Uint64(), rng.Uint64())
	}
	return ks
}

// BenchmarkVisitedSet measures a Put of a new state and a Get of a stored
// one (1 M states, the table at every load it passes through), and the
// memory per state (B/state: the set's Bytes; for a map[[16]byte]int64
// as the search had, runtime.MemStats, live heap after the puts less
// before).
func BenchmarkVisitedSet(b *testing.B) {
	const n = 1 << 20
	ks := benchKeys(n)
	heapPerState := func(b *testing.B, fill func() any) {
		var m0, m1 runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&m0)
		keep := fill()
		runtime.GC()
		runtime.ReadMemStats(&m1)
		runtime.KeepAlive(keep)
		b.ReportMetric(float64(m1.HeapAlloc-m0.HeapAlloc)/n, "B/state")
	}
	for _, wide := range []bool{false, true} {
		name := "compact"
		if wide {
			name = "full"
		}
		b.Run(name+"/put", func(b *testing.B) {
			var v *visitedSet
			for i := 0; i < b.N; i++ {
				if i%n == 0 {
					b.StopTimer()
					v = newVisitedSet(wide, 0)
					b.StartTimer()
				}
				v.Put(ks[i%n], int64(i%n))
			}
		})
		b.Run(name+"/get", func(b *testing.B) {
			v := newVisitedSet(wide, 0)
			for i, k := range ks {
				v.Put(k, int64(i))
			}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, ok := v.Get(ks[i%n]); !ok {
					b.Fatal("missing")
				}
			}
		})
		b.Run(name+"/bytes", func(b *testing.B) {
			// Outside Go's heap: what the set mapped.
			for range b.N {
				v := newVisitedSet(wide, 0)
				for i, k := range ks {
					v.Put(k, int64(i))
				}
				b.ReportMetric(float64(v.Bytes())/n, "B/state")
				v.Free()
			}
		})
	}
	b.Run("map/put", func(b *testing.B) {
		var m map[[16]byte]int64
		for i := 0; i < b.N; i++ {
			if i%n == 0 {
				b.StopTimer()
				m = map[[16]byte]int64{}
				b.StartTimer()
			}
			m[ks[i%n]] = int64(i % n)
		}
	})
	b.Run("map/get", func(b *testing.B) {
		m := map[[16]byte]int64{}
		for i, k := range ks {
			m[k] = int64(i)
		}
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			if _, ok := m[ks[i%n]]; !ok {
				b.Fatal("missing")
			}
		}
	})
	b.Run("map/bytes", func(b *testing.B) {
		for range b.N {
			heapPerState(b, func() any {
				m := map[[16]byte]int64{}
				for i, k := range ks {
					m[k] = int64(i)
				}
				return m
			})
		}
	})
}

func TestOffHeap(t *testing.T) {
	for _, n := range []int{1, 16, 4096, 1 << 20} {
		o := &offHeap{}
		w := o.words64(n)
		h := o.words32(n)
		if len(w) != n || len(h) != n || w[n-1] != 0 || h[n-1] != 0 {
			t.Fatalf("n %d: want n zeroed words", n)
		}
		w[n-1], h[n-1] = 2, 3
		o.release(unsafe.Pointer(unsafe.SliceData(h)))
		if w[n-1] != 2 || len(o.maps) != 1 || o.size < int64(8*n) {
			t.Fatalf("n %d: release gave back the wrong memory", n)
		}
		o.free()
		if len(o.maps) != 0 || o.size != 0 {
			t.Fatalf("n %d: free left %d mappings, %d bytes", n, len(o.maps), o.size)
		}
		o.free() // twice: nothing
	}
}
