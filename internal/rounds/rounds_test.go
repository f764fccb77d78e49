package rounds

import (
	"encoding/json"
	"reflect"
	"slices"
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
			name: "a created node's cuts with conditions go with its items",
			rounds: [][]Export{{{
				Path: []int{0, 1}, Created: true, Tree: []TreeNode{{Thread: 2}},
				DontDo: [][]Event{{{Thread: 1, Cond: []Var{{Obj: 7, Slot: 1}}}}},
				Conds:  [][][]Var{nil, {nil, {{Obj: 7, Slot: 1}}}},
			}}},
			want: [][]int{{0, 1}},
			check: func(t *testing.T, items []Item) {
				it := items[0]
				if len(it.Conds) != 2 || it.Conds[0] != nil || len(it.Conds[1]) != 2 || it.Conds[1][0] != nil || len(it.DontDo[0][0].Cond) != 1 {
					t.Errorf("item %+v", it)
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

// TestTreeOrdered checks the tree's ordered mode (Source-DPOR exports):
// a node hands out its next entry while the subtree of the one before
// is unfinished, and what items send to a node is resolved in the
// order of their keys (one depth-first run's), not of the exports, and
// only when no untaken entry has a smaller key.
func TestTreeOrdered(t *testing.T) {
	ev := func(th int) Event { return Event{Thread: th} }
	threads := func(items []Item) [][]int {
		var out [][]int
		for _, it := range items {
			out = append(out, append(slices.Clone(it.Path), it.Tree[0].Thread))
		}
		return out
	}
	tr := NewTree()
	// The first round: the root takes 1 (entries 1, 2), the node below
	// takes 1 (entries 1, 3).
	tr.Add([]Export{
		{Path: []int{}, Ordered: true, Created: true, Enabled: []int{1, 2, 3, 4, 5}, Done: []Event{ev(1)}, Tree: []TreeNode{{Thread: 2}}},
		{Path: []int{1}, Ordered: true, Created: true, Enabled: []int{1, 3}, Done: []Event{ev(1)}, Tree: []TreeNode{{Thread: 3}}},
	})
	items := tr.Next()
	if got, want := threads(items), [][]int{{2}, {1, 3}}; !reflect.DeepEqual(got, want) {
		t.Fatalf("round 1: items %v, want %v (the root does not wait for [1])", got, want)
	}
	if len(items[0].Done) != 1 || items[0].Done[0].Thread != 1 {
		t.Errorf("the root's item has done set %v, want thread 1's", items[0].Done)
	}
	// The root's item (key [1]) adds 4, the item at [1] (key [0 1],
	// first in one run) asks for 5 at the root: 5 goes first.
	tr.Add([]Export{
		{Path: []int{}, Ordered: true, Item: []int{}, Done: []Event{ev(1), ev(2)}, Tree: []TreeNode{{Thread: 4}}},
		{Path: []int{}, Ordered: true, Item: []int{1}, Backtrack: []Backtrack{{Threads: []int{5}}}},
		{Path: []int{1}, Ordered: true, Item: []int{1}, Done: []Event{ev(1), ev(3)}},
	})
	items = tr.Next()
	if got, want := threads(items), [][]int{{5}}; !reflect.DeepEqual(got, want) {
		t.Fatalf("round 2: items %v, want %v", got, want)
	}
	// A request from a later key waits while an earlier entry is untaken.
	tr2 := NewTree()
	tr2.Add([]Export{
		{Path: []int{}, Ordered: true, Created: true, Enabled: []int{1, 2, 3}, Done: []Event{ev(1)}},
		{Path: []int{1}, Ordered: true, Created: true, Enabled: []int{1, 2}, Done: []Event{ev(1)}, Tree: []TreeNode{{Thread: 2}}},
	})
	tr2.buf = append(tr2.buf, pending{key: []int{0, 2}, node: key([]int{}), add: []int{3}})
	tr2.buf = append(tr2.buf, pending{key: []int{0, 0, 5}, node: key([]int{}), add: []int{2}})
	// [0 0 5] < [0 1] (the untaken entry 2 at [1]) < [0 2]:
	// 2 is resolved, 3 waits.
	items = tr2.Next()
	if got, want := threads(items), [][]int{{2}, {1, 2}}; !reflect.DeepEqual(got, want) {
		t.Fatalf("items %v, want %v", got, want)
	}
	if len(tr2.buf) != 1 || tr2.buf[0].add[0] != 3 {
		t.Errorf("buffer %+v, want the request for 3 waiting", tr2.buf)
	}
}

// TestTreeEMRequests checks EM-DPOR's requests (Backtrack.New) in
// ordered mode: a request adds its first thread that is not an entry of
// the node yet; when every one is, its Else requests go to the nodes
// above; and one item's requests are resolved in the order it made them
// (At), not in the order of its exports, which sent through JSON (a
// shard's file) keep all of it.
func TestTreeEMRequests(t *testing.T) {
	ev := func(th int) Event { return Event{Thread: th} }
	tr := NewTree()
	tr.Add([]Export{
		{Path: []int{}, Ordered: true, Created: true, Enabled: []int{1, 5, 6}, Done: []Event{ev(1)}},
		{Path: []int{1}, Ordered: true, Created: true, Enabled: []int{1, 2}, Done: []Event{ev(1)}, Tree: []TreeNode{{Thread: 2}}},
	})
	items := tr.Next()
	if len(items) != 1 || !slices.Equal(items[0].Path, []int{1}) || items[0].Tree[0].Thread != 2 {
		t.Fatalf("round 1: items %+v, want [1] taking 2", items)
	}
	// The item at [1] asked the root for 5 or else 6 (first), then its
	// own node for 2 (an entry already), or else the root for 5: the
	// root's entries are 1 and 5. The other order would add 5 through
	// the Else, then 6.
	exports := []Export{
		{Path: []int{1}, Ordered: true, Item: []int{1}, Done: []Event{ev(1), ev(2)},
			Backtrack: []Backtrack{{Threads: []int{2}, New: true, At: 2, Else: []Redirect{{Path: []int{}, Backtrack: Backtrack{Threads: []int{5}, New: true}}}}}},
		{Path: []int{}, Ordered: true, Item: []int{1}, Backtrack: []Backtrack{{Threads: []int{5, 6}, New: true, At: 1}}},
	}
	b, err := json.Marshal(exports)
	if err != nil {
		t.Fatal(err)
	}
	var back []Export
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, exports) {
		t.Fatalf("JSON: %+v, was %+v", back, exports)
	}
	tr.Add(back)
	items = tr.Next()
	if got := tr.nodes[key([]int{})].entries; !slices.Equal(got, []int{1, 5}) {
		t.Errorf("the root's entries %v, want [1 5]", got)
	}
	if len(items) != 1 || len(items[0].Path) != 0 || items[0].Tree[0].Thread != 5 {
		t.Errorf("round 2: items %+v, want the root taking 5", items)
	}
	// A request whose threads are all entries resolves its Else.
	tr.Add([]Export{
		{Path: []int{5}, Ordered: true, Created: true, Enabled: []int{2, 3, 4}, Done: []Event{ev(2)}},
		{Path: []int{}, Ordered: true, Item: []int{}, Done: []Event{ev(1), ev(5)},
			Backtrack: []Backtrack{{Threads: []int{1, 5}, New: true, At: 1, Else: []Redirect{{Path: []int{}, Backtrack: Backtrack{Threads: []int{6}, New: true}}}}}},
	})
	tr.Next()
	if got := tr.nodes[key([]int{})].entries; !slices.Equal(got, []int{1, 5, 6}) {
		t.Errorf("the root's entries %v, want [1 5 6]", got)
	}
}
