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
	// Cond, on the last event of a don't-do sequence (odpor-cs-ob), is
	// the variables that nothing may read after it for the sequence to
	// hold.
	Cond []Var `json:"cond,omitempty"`
}

// Var is a program variable: an object and a slot (a field, an element,
// a static).
type Var struct {
	Obj  uint64 `json:"o"`
	Slot int32  `json:"s"`
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
//
// EM-DPOR's requests (New) are conditional on the node's entries
// instead: the first of Threads (the enabled candidates, in order) that
// is not an entry of the node yet is added; if every one is, the
// requests of Else (EM-DPOR's reversal of two posts, at nodes above)
// are resolved, in order, as the one run resolves them at once. At
// orders the requests of one item (the order its search made them in):
// the tree resolves them in that order, whatever node they are for.
type Backtrack struct {
	Threads []int      `json:"t,omitempty"`
	All     bool       `json:"all,omitempty"`
	New     bool       `json:"new,omitempty"`
	Else    []Redirect `json:"else,omitempty"`
	At      int        `json:"at,omitempty"`
}

// Redirect is a backtrack request for the node at Path (an ancestor of
// the node whose request it is part of).
type Redirect struct {
	Path      []int     `json:"path"`
	Backtrack Backtrack `json:"bt"`
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
	// Conds, for a created node, is the cuts with conditions on its
	// path (odpor-cs-ob, scheduler/odpor_cs.go markCut): entry j, if not
	// nil, is the conditions of the branch the path takes at depth j,
	// one of which, holding at a path's end, leaves the path uncounted
	// (an empty one always holds).
	Conds [][][]Var `json:"conds,omitempty"`
	// Ordered: the export of a Source-DPOR (clockvector stateless, the
	// DporEngine under ea), whose rounds the tree runs in depth-first
	// order (Tree). Enabled: a created node's enabled threads, in the
	// order a request for all of them adds them. Item: the path of the
	// item whose search exported this (search.RunItems sets it).
	Ordered bool  `json:"ord,omitempty"`
	Enabled []int `json:"en,omitempty"`
	Item    []int `json:"item,omitempty"`
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
	Conds     [][][]Var   `json:"conds,omitempty"`
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
//
// Under a Source-DPOR (exports marked Ordered: clockvector stateless,
// the DporEngine under ea) the tree runs the rounds in the order of one
// depth-first run instead, without the wait. A node's entries (the
// threads to try there, in the order they were added) are the keys of
// that order: an item takes one entry, and its key is the index of the
// entry taken at every node along its path (a data choice's value
// index where the path crosses one), then the entry's. A node hands out
// its next entry as soon as the one before it was taken (its item's
// export brought the entry's first footprint into the done set): the
// entry's subtree depends only on the node's path, sleep set and done
// set. What an item sends to the nodes it did not create (threads added
// at its own node, backtrack requests for the nodes above) waits in a
// buffer under the item's key, and is resolved (the node's owner's
// resolution, done here: sleep set, entries, enabled threads) only when
// no untaken entry has a smaller key, in the order of the keys: the
// order one depth-first run appends the entries in.
type Tree struct {
	nodes map[string]*node
	// Ordered mode (see above).
	ordered  bool
	inflight map[string][]int
	buf      []pending
}

// pending is what an item sent to a node it did not create, waiting
// for its turn (ordered mode).
type pending struct {
	key  []int
	node string
	add  []int
	bt   []Backtrack
}

type node struct {
	path  []int
	sleep []Event
	done  []Event
	dnd   [][]Event
	conds [][][]Var
	// The work waiting here.
	tree []TreeNode
	seqs []Seq
	bt   []Backtrack
	// Ordered mode: the enabled threads, the entries in order and how
	// many of them items took.
	enabled []int
	entries []int
	taken   int
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
	if !t.ordered && slices.ContainsFunc(exports, func(e Export) bool { return e.Ordered }) {
		t.ordered = true
	}
	if t.ordered {
		t.addOrdered(exports)
		return
	}
	for _, e := range exports {
		k := key(e.Path)
		n := t.nodes[k]
		if n == nil {
			n = &node{path: slices.Clone(e.Path)}
			t.nodes[k] = n
		}
		if e.Created {
			n.sleep, n.conds = e.Sleep, e.Conds
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
	if t.ordered {
		return t.nextOrdered()
	}
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
		items = append(items, Item{Path: n.path, Sleep: n.sleep, Done: slices.Clone(n.done), Tree: n.tree, Seqs: n.seqs, Backtrack: n.bt, DontDo: n.dnd, Conds: n.conds})
	}
	for _, it := range items {
		n := t.nodes[key(it.Path)]
		n.tree, n.seqs, n.bt = nil, nil, nil
	}
	slices.SortFunc(items, func(a, b Item) int { return slices.Compare(a.Path, b.Path) })
	return items
}

// addOrdered is Add in ordered mode: a created node is the item's own
// (its sleep set, enabled threads and entries are there at once), the
// done sets add up at once, and the rest waits in the buffer.
func (t *Tree) addOrdered(exports []Export) {
	for _, e := range exports {
		k := key(e.Path)
		n := t.nodes[k]
		if n == nil {
			n = &node{path: slices.Clone(e.Path)}
			t.nodes[k] = n
		}
		for _, d := range e.Done {
			if !slices.ContainsFunc(n.done, func(x Event) bool { return x.Thread == d.Thread }) {
				n.done = append(n.done, d)
			}
		}
		if e.Created {
			n.sleep, n.enabled = e.Sleep, e.Enabled
			for _, d := range e.Done {
				if !slices.Contains(n.entries, d.Thread) {
					n.entries = append(n.entries, d.Thread)
				}
			}
			n.taken = len(n.entries)
			for _, w := range e.Tree {
				n.addEntry(w.Thread)
			}
			continue
		}
		if len(e.Tree) == 0 && len(e.Backtrack) == 0 {
			continue
		}
		p := pending{key: t.inflight[key(e.Item)], node: k, bt: e.Backtrack}
		for _, w := range e.Tree {
			p.add = append(p.add, w.Thread)
		}
		t.buf = append(t.buf, p)
	}
}

func (n *node) asleep(th int) bool {
	return slices.ContainsFunc(n.sleep, func(x Event) bool { return x.Thread == th })
}

// addEntry appends thread th to the node's entries unless it is asleep
// there or an entry already.
func (n *node) addEntry(th int) {
	if n.asleep(th) || slices.Contains(n.entries, th) || slices.ContainsFunc(n.done, func(x Event) bool { return x.Thread == th }) {
		return
	}
	n.entries = append(n.entries, th)
}

// order is the key of the node at path: at each choice on it, the index
// of the entry taken at a node (a thread choice), or the value's index
// (a data choice, which is no node of the tree).
func (t *Tree) order(path []int) []int {
	out := slices.Clone(path)
	for k, c := range path {
		if p := t.nodes[key(path[:k])]; p != nil {
			if i := slices.Index(p.entries, c); i >= 0 {
				out[k] = i
			}
		}
	}
	return out
}

// resolve resolves the buffered exports in the order of their keys,
// while no node has an untaken entry of a smaller key.
func (t *Tree) resolve() {
	for len(t.buf) > 0 {
		m := t.buf[0].key
		for _, p := range t.buf[1:] {
			if slices.Compare(p.key, m) < 0 {
				m = p.key
			}
		}
		for _, n := range t.nodes {
			if n.taken < len(n.entries) && slices.Compare(append(t.order(n.path), n.taken), m) < 0 {
				return
			}
		}
		var rest []pending
		type request struct {
			n *node
			b Backtrack
		}
		var reqs []request
		for _, p := range t.buf {
			if !slices.Equal(p.key, m) {
				rest = append(rest, p)
				continue
			}
			n := t.nodes[p.node]
			for _, th := range p.add {
				n.addEntry(th)
			}
			for _, b := range p.bt {
				reqs = append(reqs, request{n, b})
			}
		}
		// In the order the item made them (At; 0 for all but
		// EM-DPOR's, which then keep the exports' order).
		slices.SortStableFunc(reqs, func(a, b request) int { return a.b.At - b.b.At })
		for _, r := range reqs {
			t.resolveRequest(r.n, r.b)
		}
		t.buf = rest
	}
}

// resolveRequest adds what the backtrack request b asks for at node n:
// the first of its threads not asleep, else (b.All) every enabled
// thread not asleep; or, for EM-DPOR's (b.New), the first of its threads
// not an entry yet, else what b.Else asks of the nodes above.
func (t *Tree) resolveRequest(n *node, b Backtrack) {
	if b.New {
		for _, th := range b.Threads {
			if !slices.Contains(n.entries, th) {
				n.addEntry(th)
				return
			}
		}
		for _, r := range b.Else {
			// The node is an ancestor of n: some item made it.
			if m := t.nodes[key(r.Path)]; m != nil {
				t.resolveRequest(m, r.Backtrack)
			}
		}
		return
	}
	for _, th := range b.Threads {
		if !n.asleep(th) {
			n.addEntry(th)
			return
		}
	}
	if b.All {
		for _, th := range n.enabled {
			n.addEntry(th)
		}
	}
}

// nextOrdered is Next in ordered mode: one item per node with an entry
// not taken, the first of them, with the done set of the entries
// before it.
func (t *Tree) nextOrdered() []Item {
	t.resolve()
	t.inflight = map[string][]int{}
	var items []Item
	for k, n := range t.nodes {
		if n.taken >= len(n.entries) {
			continue
		}
		t.inflight[k] = append(t.order(n.path), n.taken)
		items = append(items, Item{Path: n.path, Sleep: n.sleep, Done: slices.Clone(n.done), Tree: []TreeNode{{Thread: n.entries[n.taken]}}})
		n.taken++
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
