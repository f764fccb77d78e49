package jvm

import "testing"

// TestHeapReleaseReuse: objects a restore takes off the heap come back
// from alloc as new ones (zero slots, no monitor held, no cached hash,
// not boot), only for the same slot count, and boot objects never.
func TestHeapReleaseReuse(t *testing.T) {
	c := &Class{name: "T"}
	owner := &Thread{id: 3}
	tests := []struct {
		name      string
		n, again  int  // slots of the released object, of the next one
		boot      bool // the released object is a boot object
		wantReuse bool
	}{
		{"same size", 3, 3, false, true},
		{"other size", 3, 4, false, false},
		{"empty", 0, 0, false, true},
		{"too large to keep", maxFreeSlots + 1, maxFreeSlots + 1, false, false},
		{"boot object", 3, 3, true, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := newHeap(1 << 20)
			r, o := h.alloc(c, tc.n)
			for i := range o.slots {
				o.slots[i] = 7
			}
			o.mon = &monitor{owner: owner, count: 2}
			o.hval, o.hok, o.hfull, o.hfullOK, o.hashSeen, o.exposed = 1, true, 2, true, true, true
			o.boot, o.native = tc.boot, owner
			h.release(r)
			if len(h.objs) != int(r) {
				t.Fatalf("heap length %d after release, want %d", len(h.objs), r)
			}
			r2, o2 := h.alloc(c, tc.again)
			if r2 != r {
				t.Errorf("reference %d, want %d", r2, r)
			}
			if got := o2 == o; got != tc.wantReuse {
				t.Errorf("reused: %v, want %v", got, tc.wantReuse)
			}
			if len(o2.slots) != tc.again {
				t.Errorf("%d slots, want %d", len(o2.slots), tc.again)
			}
			for i, v := range o2.slots {
				if v != 0 {
					t.Errorf("slot %d = %d, want 0", i, v)
				}
			}
			if o2.mon != nil && (o2.mon.owner != nil || o2.mon.count != 0) {
				t.Errorf("monitor %+v, want free", *o2.mon)
			}
			if o2.hok || o2.hfullOK || o2.hashSeen || o2.exposed || o2.boot || o2.native != nil || o2.ref != r2 || o2.class != c {
				t.Errorf("object not as new: %+v", *o2)
			}
		})
	}
}

// TestHeapReleaseBound: release keeps at most maxFreeObjects objects.
func TestHeapReleaseBound(t *testing.T) {
	h := newHeap(1 << 30)
	c := &Class{name: "T"}
	for i := 0; i < maxFreeObjects+10; i++ {
		h.alloc(c, 1)
	}
	h.release(1)
	if h.nfree != maxFreeObjects || len(h.free[1]) != maxFreeObjects {
		t.Errorf("kept %d (%d of one slot), want %d", h.nfree, len(h.free[1]), maxFreeObjects)
	}
}
