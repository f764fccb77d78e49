// Package rounds holds the plain data of the rounds of a distributed
// stateless DPOR (docs/sharding.md): the work items a round's shards
// take (a node of the exploration tree above the cut, the wakeup
// sequences to insert there or, under a Source-DPOR, the backtrack
// entries and requests to add, the node's sleep, done and don't-do
// sets) and what a shard exports for the next round, and the tree of
// nodes that the rounds build up (Tree), which turns one round's exports
// into the next round's items.
//
// Events are footprints (a thread and the locations it touched, as the
// scheduler's dependence needs them): the VM is deterministic, so an
// event recorded in one shard is the event another shard meets on the
// same path.
package rounds

import (
	"slices"
	"strconv"
	"strings"
)

// Touch is an access of an event: a location (an object's SGOID and a
// slot, or a pseudo-slot) and its kind (hb.Kind).
type Touch struct {
	Obj  uint64 `json:"o"`
	Slot int32  `json:"s"`
	Kind uint8  `json:"k"`
}

// Event is a thread's transition: its footprint.
type Event struct {
	Thread  int     `json:"t"`
	Touches []Touch `json:"x,omitempty"`
	All     bool    `json:"all,omitempty"`
	Starts  []int   `json:"st,omitempty"`
}

// Seq is a wakeup sequence to insert at a node: its events in order and,
// for each, the earlier events of the sequence that happen before it
// (positions; the relation as the execution it came from had it).
// Placeholder sequences (a thread that goes first before an event that
// ends the program) have no happens-before: only their first event is
// initial.
type Seq struct {
	Events      []Event `json:"ev"`
	Preds       [][]int `json:"hb,omitempty"`
	Placeholder bool    `json:"ph,omitempty"`
	// Check is the context-sensitive check of the race (odpor-cs and
	// the like) that the owner queues at the node if the sequence is
	// new there.
	Check *Check `json:"check,omitempty"`
}

// Check is a context-sensitive check (scheduler/odpor_cs.go) to run at
// a node: its events, and the sequences it runs, compares and adds to
// the node's don't-do set as positions in Events (an event shared by two
// sequences is one position). Ref empty: the state after Seq must hash
// to Want; Observers: a check modulo observability.
type Check struct {
	Events    []Event `json:"ev"`
	Seq       []int   `json:"seq"`
	Ref       []int   `json:"ref,omitempty"`
	Want      []byte  `json:"want,omitempty"`
	Dont      []int   `json:"dont"`
	Observers []int   `json:"obs,omitempty"`
}

// TreeNode is a node of a wakeup tree, exported whole: the branches a
// node above the cut did not take in the round that made it.
type TreeNode struct {
	Thread int        `json:"t"`
	Event  *Event     `json:"ev,omitempty"`
	Kids   []TreeNode `json:"kids,omitempty"`
}

// Backtrack is a backtrack request of a Source-DPOR (clockvector
// stateless): a race found below a node asks for a thread to be tried
// there. The node's owner, which knows the node's sleep set, adds the
// first of Threads (in order) that is not asleep there or, if none is
// awake and All, every enabled thread that is not asleep.
type Backtrack struct {
	Threads []int `json:"t,omitempty"`
	All     bool  `json:"all,omitempty"`
}

// Export is what a shard learnt about one node above the cut in a round:
// the node's path of choices (a thread id at a thread choice, a value's
// index at a data choice); if the shard made the node (Created), its
// sleep set, fixed when it was entered; the branches explored from it
// (Done, by their first events); the wakeup branches it did not take
// (Tree); and the sequences races found below it put there (Seqs).
type Export struct {
	Path      []int       `json:"path"`
	Created   bool        `json:"created,omitempty"`
	Sleep     []Event     `json:"sleep,omitempty"`
	Done      []Event     `json:"done,omitempty"`
	Tree      []TreeNode  `json:"tree,omitempty"`
	Seqs      []Seq       `json:"seqs,omitempty"`
	Backtrack []Backtrack `json:"backtrack,omitempty"`
	// DontDo is the node's don't-do set (odpor-cs and the like), the
	// whole of it, from the node's shard and the item's owner.
	DontDo [][]Event `json:"dnd,omitempty"`
}

// Item is a round's work item: the node at Path, with its sleep and done
// sets, the wakeup tree to graft there and the sequences to insert (one
// shard owns the node in the round and inserts them all). Fresh is the
// first round's item, the root as the search finds it.
type Item struct {
	Path      []int       `json:"path"`
	Fresh     bool        `json:"fresh,omitempty"`
	Sleep     []Event     `json:"sleep,omitempty"`
	Done      []Event     `json:"done,omitempty"`
	Tree      []TreeNode  `json:"tree,omitempty"`
	Seqs      []Seq       `json:"seqs,omitempty"`
	Backtrack []Backtrack `json:"backtrack,omitempty"`
	DontDo    [][]Event   `json:"dnd,omitempty"`
}

// First is the first round's work: the root, one item.
func First() []Item { return []Item{{Path: []int{}, Fresh: true}} }

// Tree is the nodes above the cut that the rounds so far made: each
// node's sleep set, the branches explored from it and the work waiting
// there (wakeup branches and sequences).
//
// A node's work is ready when no node below it has work waiting: a node
// takes its next branch only when the subtrees of the branches it took
// before are done, as in one depth-first run, so that every sequence
// that a race in an earlier branch's subtree puts at the node is there
// before the node goes on (a sequence that arrived after a branch it
// belongs under had been explored would be lost: the branch's subtree
// covers it only through that sequence). The ready nodes are never one
// below another, so their subtrees are disjoint.
type Tree struct {
	nodes map[string]*node
}

type node struct {
	path  []int
	sleep []Event
	done  []Event
	dnd   [][]Event
	// The work waiting here.
	tree []TreeNode
	seqs []Seq
	bt   []Backtrack
}

// NewTree returns the tree before the first round.
func NewTree() *Tree { return &Tree{nodes: map[string]*node{}} }

func key(path []int) string {
	var b strings.Builder
	for _, c := range path {
		b.WriteString(strconv.Itoa(c))
		b.WriteByte('.')
	}
	return b.String()
}

// Add records one round's exports (every shard's, in the order of the
// shards).
func (t *Tree) Add(exports []Export) {
	for _, e := range exports {
		k := key(e.Path)
		n := t.nodes[k]
		if n == nil {
			n = &node{path: slices.Clone(e.Path)}
			t.nodes[k] = n
		}
		if e.Created {
			n.sleep = e.Sleep
		}
		if len(e.DontDo) > 0 {
			n.dnd = e.DontDo
		}
		for _, d := range e.Done {
			if !slices.ContainsFunc(n.done, func(x Event) bool { return x.Thread == d.Thread }) {
				n.done = append(n.done, d)
			}
		}
		n.tree = append(n.tree, e.Tree...)
		n.seqs = append(n.seqs, e.Seqs...)
		n.bt = append(n.bt, e.Backtrack...)
	}
}

// Next returns the next round's items and takes their work: one per
// node whose work is ready, with the node's sleep set and everything
// explored from it so far, ordered by path. None: the search is done.
func (t *Tree) Next() []Item {
	var waiting []string
	for k, n := range t.nodes {
		if len(n.tree) > 0 || len(n.seqs) > 0 || len(n.bt) > 0 {
			waiting = append(waiting, k)
		}
	}
	var items []Item
	for _, k := range waiting {
		below := false
		for _, j := range waiting {
			if j != k && strings.HasPrefix(j, k) {
				below = true
				break
			}
		}
		if below {
			continue
		}
		n := t.nodes[k]
		items = append(items, Item{Path: n.path, Sleep: n.sleep, Done: slices.Clone(n.done), Tree: n.tree, Seqs: n.seqs, Backtrack: n.bt, DontDo: n.dnd})
	}
	for _, it := range items {
		n := t.nodes[key(it.Path)]
		n.tree, n.seqs, n.bt = nil, nil, nil
	}
	slices.SortFunc(items, func(a, b Item) int { return slices.Compare(a.Path, b.Path) })
	return items
}

// Owned returns the items of shard index of count: item k goes to shard
// k mod count.
func Owned(items []Item, index, count int) []Item {
	var out []Item
	for k, it := range items {
		if k%count == index {
			out = append(out, it)
		}
	}
	return out
}
