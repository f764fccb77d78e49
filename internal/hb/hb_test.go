package hb

import (
	"slices"
	"testing"
)

func TestMax(t *testing.T) {
	for _, tc := range []struct {
		a, b Clock
		p    int
		want Clock
	}{
		{nil, nil, 0, Clock{0}},
		{Clock{1, 5}, Clock{3}, 3, Clock{3, 5, 0, 0}},
		{Clock{2}, Clock{1, 4}, 0, Clock{2, 4}},
	} {
		a := slices.Clone(tc.a)
		got := Max(tc.a, tc.b, tc.p)
		if !slices.Equal(got, tc.want) {
			t.Errorf("Max(%v, %v, %d) = %v, want %v", tc.a, tc.b, tc.p, got, tc.want)
		}
		if !slices.Equal(a, tc.a) {
			t.Errorf("Max changed its argument %v to %v", a, tc.a)
		}
	}
	if (Clock{7}).At(3) != 0 || (Clock{7}).At(0) != 7 {
		t.Error("At")
	}
}

func TestConflicts(t *testing.T) {
	x, y := Location{Obj: 1, Slot: 0}, Location{Obj: 1, Slot: 1}
	for _, tc := range []struct {
		a, b Footprint
		want bool
	}{
		{Footprint{Locs: []Touch{{Loc: x, Write: false}}}, Footprint{Locs: []Touch{{Loc: x, Write: false}}}, false},
		{Footprint{Locs: []Touch{{Loc: x, Write: true}}}, Footprint{Locs: []Touch{{Loc: x, Write: false}}}, true},
		{Footprint{Locs: []Touch{{Loc: x, Write: true}}}, Footprint{Locs: []Touch{{Loc: y, Write: true}}}, false},
		{Footprint{All: true}, Footprint{}, true},
	} {
		if got := tc.a.Conflicts(&tc.b); got != tc.want {
			t.Errorf("%v conflicts %v = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}
