package rounds

import (
	"encoding/json"
	"reflect"
	"testing"
)

// TestTreeNext checks how the tree turns exports into items: a node's
// work waits while a node below it has work; backtrack requests and
// sequences are work; the don't-do set is the last non-empty one
// exported; the done sets add up by thread; items survive JSON.
func TestTreeNext(t *testing.T) {
	ev := func(th int) Event { return Event{Thread: th, Touches: []Touch{{Obj: 7, Slot: 1, Kind: 1}}} }
	tests := []struct {
		name   string
		rounds [][]Export
		want   [][]int // the paths of the items after the last round
		check  func(t *testing.T, items []Item)
	}{
		{
			name: "a node waits for the work below it",
			rounds: [][]Export{{
				{Path: []int{}, Created: true, Done: []Event{ev(1)}, Tree: []TreeNode{{Thread: 2}}},
				{Path: []int{1}, Created: true, Done: []Event{ev(1)}, Backtrack: []Backtrack{{Threads: []int{2}, All: true}}},
			}},
			want: [][]int{{1}},
			check: func(t *testing.T, items []Item) {
				if got := items[0].Backtrack; !reflect.DeepEqual(got, []Backtrack{{Threads: []int{2}, All: true}}) {
					t.Errorf("backtrack %v", got)
				}
			},
		},
		{
			name: "then the node above, with its done set added up",
			rounds: [][]Export{
				{
					{Path: []int{}, Created: true, Done: []Event{ev(1)}, Tree: []TreeNode{{Thread: 2}}},
					{Path: []int{1}, Created: true, Done: []Event{ev(1)}, Backtrack: []Backtrack{{All: true}}},
				},
				{
					{Path: []int{}, Backtrack: []Backtrack{{Threads: []int{3}}}},
					{Path: []int{1}, Done: []Event{ev(1), ev(2)}},
				},
			},
			want: [][]int{{}},
			check: func(t *testing.T, items []Item) {
				it := items[0]
				if len(it.Tree) != 1 || it.Tree[0].Thread != 2 || len(it.Backtrack) != 1 || len(it.Done) != 1 {
					t.Errorf("item %+v", it)
				}
			},
		},
		{
			name: "the last don't-do set exported is the node's",
			rounds: [][]Export{
				{{Path: []int{0}, Created: true, DontDo: [][]Event{{ev(1)}}, Seqs: []Seq{{Events: []Event{ev(2)}}}}},
				{{Path: []int{0}, DontDo: [][]Event{{ev(1)}, {ev(2), ev(1)}}, Seqs: []Seq{{Events: []Event{ev(3)}, Check: &Check{Events: []Event{ev(3)}, Seq: []int{0}, Dont: []int{0}, Want: []byte{1, 2}}}}}},
			},
			want: [][]int{{0}},
			check: func(t *testing.T, items []Item) {
				if len(items[0].DontDo) != 2 || len(items[0].Seqs) != 1 || items[0].Seqs[0].Check == nil {
					t.Errorf("item %+v", items[0])
				}
			},
		},
		{
			name:   "no work, no item",
			rounds: [][]Export{{{Path: []int{}, Created: true, Done: []Event{ev(1)}, DontDo: [][]Event{{ev(1)}}}}},
			want:   nil,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tree := NewTree()
			var items []Item
			for _, r := range tc.rounds {
				tree.Add(r)
				items = tree.Next()
			}
			var paths [][]int
			for _, it := range items {
				paths = append(paths, it.Path)
			}
			if !reflect.DeepEqual(paths, tc.want) {
				t.Fatalf("items at %v, want %v", paths, tc.want)
			}
			b, err := json.Marshal(items)
			if err != nil {
				t.Fatal(err)
			}
			var back []Item
			if err := json.Unmarshal(b, &back); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(back, items) {
				t.Errorf("JSON: %+v, was %+v", back, items)
			}
			if tc.check != nil {
				tc.check(t, items)
			}
		})
	}
}
