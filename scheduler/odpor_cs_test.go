package scheduler

import (
	"slices"
	"testing"

	"github.com/gojpf/gojpf/internal/hb"
)

// TestInheritDnd checks the inheritance of don't-do sequences (paper 002
// line 62) on hand-made events: the ordinary half (the taken event
// passes the events of u it is independent of) and, with observers, the
// observability half of §4.4 (it also passes a write of a variable it
// writes too, when a later event of the sequence writes that variable
// again before any event of the sequence reads it).
func TestInheritDnd(t *testing.T) {
	x := hb.Location{Obj: 1, Slot: 0}
	y := hb.Location{Obj: 1, Slot: 1}
	lk := hb.Location{Obj: 2, Slot: hb.SlotQueue}
	ev := func(thread int, ts ...odTouch) *odEvent { return &odEvent{thread: thread, touches: ts} }
	wr := func(l hb.Location) odTouch { return odTouch{l, tWrite} }
	rd := func(l hb.Location) odTouch { return odTouch{l, tRead} }
	threads := func(w []*odEvent) []int {
		var ts []int
		for _, e := range w {
			ts = append(ts, e.thread)
		}
		return ts
	}
	for _, tc := range []struct {
		name string
		w    []*odEvent
		ev   *odEvent
		ob   bool
		want []int // the inherited sequence's threads; nil: dropped
	}{
		{"independent u", []*odEvent{ev(1, wr(y)), ev(0, wr(x)), ev(2, rd(x))}, ev(0, wr(x)), false, []int{1, 2}},
		{"no p, independent", []*odEvent{ev(1, wr(y)), ev(2, rd(y))}, ev(0, wr(x)), false, []int{1, 2}},
		{"no p, dependent", []*odEvent{ev(1, wr(y)), ev(2, rd(x))}, ev(0, wr(x)), true, nil},
		{"ww, no observers", []*odEvent{ev(1, wr(x)), ev(0, wr(x)), ev(2, wr(x)), ev(3, rd(x))}, ev(0, wr(x)), false, nil},
		{"ww overwritten", []*odEvent{ev(1, wr(x)), ev(0, wr(x)), ev(2, wr(x)), ev(3, rd(x))}, ev(0, wr(x)), true, []int{1, 2, 3}},
		{"ww overwritten after others", []*odEvent{ev(1, wr(x)), ev(0, wr(x)), ev(3, rd(y)), ev(2, wr(x))}, ev(0, wr(x)), true, []int{1, 3, 2}},
		{"ww not overwritten", []*odEvent{ev(1, wr(x)), ev(0, wr(x)), ev(3, rd(y))}, ev(0, wr(x)), true, nil},
		{"ww read before overwrite", []*odEvent{ev(1, wr(x)), ev(0, wr(x)), ev(3, rd(x)), ev(2, wr(x))}, ev(0, wr(x)), true, nil},
		{"overwriter reads first", []*odEvent{ev(1, wr(x)), ev(0, wr(x)), ev(2, rd(x), wr(x))}, ev(0, wr(x)), true, nil},
		{"read between q and p", []*odEvent{ev(1, wr(x)), ev(3, rd(x)), ev(0, wr(x)), ev(2, wr(x))}, ev(0, wr(x)), true, nil},
		{"q reads what p writes", []*odEvent{ev(1, rd(x), wr(x)), ev(0, wr(x)), ev(2, wr(x))}, ev(0, wr(x)), true, nil},
		{"p reads what q writes", []*odEvent{ev(1, wr(x)), ev(0, rd(x), wr(x)), ev(2, wr(x))}, ev(0, rd(x), wr(x)), true, nil},
		{"two variables, one overwritten", []*odEvent{ev(1, wr(x), wr(y)), ev(0, wr(x), wr(y)), ev(2, wr(x))}, ev(0, wr(x), wr(y)), true, nil},
		{"two variables, both overwritten", []*odEvent{ev(1, wr(x), wr(y)), ev(0, wr(x), wr(y)), ev(2, wr(x)), ev(3, wr(y))}, ev(0, wr(x), wr(y)), true, []int{1, 2, 3}},
		{"not a variable", []*odEvent{ev(1, odTouch{lk, tWrite}), ev(0, odTouch{lk, tWrite}), ev(2, odTouch{lk, tWrite})}, ev(0, odTouch{lk, tWrite}), true, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := slices.Clone(tc.w)
			out := inheritDnd([][]*odEvent{tc.w}, tc.ev, tc.ob)
			if !slices.EqualFunc(in, tc.w, func(a, b *odEvent) bool { return a == b }) {
				t.Fatalf("the sequence inherited from changed")
			}
			switch {
			case tc.want == nil && len(out) != 0:
				t.Errorf("inherited %v, want dropped", threads(out[0]))
			case tc.want != nil && len(out) != 1:
				t.Errorf("dropped, want %v", tc.want)
			case tc.want != nil && !slices.Equal(threads(out[0]), tc.want):
				t.Errorf("inherited %v, want %v", threads(out[0]), tc.want)
			}
		})
	}
}

// TestInheritDndCond checks the don't-do sequences that go down the tree
// under observers past a write of a variable their last event writes too:
// kept, with the variable as their condition (odEvent.cond), only there.
func TestInheritDndCond(t *testing.T) {
	x := hb.Location{Obj: 1, Slot: 0}
	y := hb.Location{Obj: 1, Slot: 1}
	ev := func(thread int, ts ...odTouch) *odEvent { return &odEvent{thread: thread, touches: ts} }
	wr := func(l hb.Location) odTouch { return odTouch{l, tWrite} }
	rd := func(l hb.Location) odTouch { return odTouch{l, tRead} }
	cond := func(e *odEvent, ls ...hb.Location) *odEvent { e.cond = ls; return e }
	for _, tc := range []struct {
		name     string
		w        []*odEvent
		ev       *odEvent
		ob       bool
		want     []int         // the inherited sequence's threads; nil: dropped
		wantCond []hb.Location // its last event's condition
	}{
		{"last writes it too", []*odEvent{ev(1, rd(y)), ev(2, wr(x))}, ev(0, wr(x)), true, []int{1, 2}, []hb.Location{x}},
		{"alone", []*odEvent{ev(2, wr(x))}, ev(0, wr(x)), true, []int{2}, []hb.Location{x}},
		{"without observers", []*odEvent{ev(2, wr(x))}, ev(0, wr(x)), false, nil, nil},
		{"not the last", []*odEvent{ev(2, wr(x)), ev(1, rd(y))}, ev(0, wr(x)), true, nil, nil},
		{"last reads it", []*odEvent{ev(2, rd(x), wr(x))}, ev(0, wr(x)), true, nil, nil},
		{"ev reads it", []*odEvent{ev(2, wr(x))}, ev(0, rd(x)), true, nil, nil},
		{"an earlier event reads it", []*odEvent{ev(1, rd(x)), ev(2, wr(x))}, ev(0, wr(x)), true, nil, nil},
		{"condition kept", []*odEvent{cond(ev(2, wr(x)), x)}, ev(0, wr(y)), true, []int{2}, []hb.Location{x}},
		{"conditions add up", []*odEvent{cond(ev(2, wr(x), wr(y)), x)}, ev(0, wr(y)), true, []int{2}, []hb.Location{x, y}},
		{"conditional last runs first", []*odEvent{ev(1, rd(y)), cond(ev(2, wr(x)), x)}, ev(2, wr(x)), true, nil, nil},
		{"conditional first of two runs", []*odEvent{ev(1, rd(y)), cond(ev(2, wr(x)), x)}, ev(1, rd(y)), true, []int{2}, []hb.Location{x}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := slices.Clone(tc.w)
			var inCond []hb.Location
			if last := tc.w[len(tc.w)-1]; last.cond != nil {
				inCond = slices.Clone(last.cond)
			}
			out := inheritDnd([][]*odEvent{tc.w}, tc.ev, tc.ob)
			if !slices.EqualFunc(in, tc.w, func(a, b *odEvent) bool { return a == b }) || !slices.Equal(inCond, tc.w[len(tc.w)-1].cond) {
				t.Fatalf("the sequence inherited from changed")
			}
			if tc.want == nil {
				if len(out) != 0 {
					t.Errorf("inherited %d events, want dropped", len(out[0]))
				}
				return
			}
			if len(out) != 1 {
				t.Fatalf("dropped, want %v", tc.want)
			}
			var got []int
			for _, e := range out[0] {
				got = append(got, e.thread)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("inherited %v, want %v", got, tc.want)
			}
			if c := out[0][len(out[0])-1].cond; !slices.Equal(c, tc.wantCond) {
				t.Errorf("condition %v, want %v", c, tc.wantCond)
			}
		})
	}
}
