package jvm

import (
	"strings"
)

// The VM's side of JPF's Verify API (the natives are in
// native_gov_nasa_jpf_vm_Verify.go; docs/verify.md is the user's view).
//
// Some of it is search-global, as in JPF: counters, keyed values, bit
// sets, the heuristic value and the configuration properties outlive
// backtracking, so that a program can count its paths. The rest is part
// of the path and is undone like the heap: comments for the trace, the
// attributes, the reads of the search-global values (for replay).

// verifyState is a VM's Verify bookkeeping.
type verifyState struct {
	// Search-global: never restored.
	counters  []int32
	values    map[string]int32
	bitSets   map[int32]map[int32]bool
	heuristic int32
	props     map[string]string
	// terminate: Verify.terminateSearch asked the search to stop.
	terminate bool
	// matching: the search matches states (vmIsMatchingStates).
	matching bool
	// stored are the storeTrace requests the search has not taken yet.
	stored []StoreTraceRequest

	// Per transition (reset by Step): Verify.interesting and boring.
	interesting, boring bool

	// Path-local: restored with the State (lengths kept there).
	// steps counts the transitions of the current path.
	steps int
	// comments are Verify.addComment's, in order.
	comments []Comment
	// reads are the values the path read from the search-global store,
	// in order, so that a replay of the path on a fresh VM reads the same.
	reads []GlobalRead
	// replay, when set, supplies the reads instead (ReplayGlobalReads).
	replay    []GlobalRead
	replayPos int
	// attrs hold the attributes of objects, fields and array elements;
	// localAttrs those of local variables (undone on backtracking).
	attrs, localAttrs map[attrKey][]int32
}

// GlobalRead is a value a path read from Verify's search-global store.
type GlobalRead struct {
	i    int64
	s    string
	null bool
}

// Comment is a Verify.addComment text and the transition of the current
// path it was made in (0 is the first).
type Comment struct {
	Transition int
	Text       string
}

// StoreTraceRequest is a Verify.storeTrace call: the search records the
// current path under File.
type StoreTraceRequest struct {
	File, Comment string
}

// attrKind says what an attribute is attached to.
type attrKind uint8

const (
	attrObject attrKind = iota
	attrField
	attrElement
	attrLocal
)

// attrKey names what an attribute is attached to: an object, one of its
// fields (by slot), an array element, or a local variable slot of a frame
// (by thread and stack depth).
type attrKey struct {
	kind   attrKind
	obj    Ref
	thread int32
	depth  int32
	idx    int32
}

// attrUndo is an undo entry's record of an attribute before a change.
type attrUndo struct {
	key attrKey
	old []int32
	had bool
}

// globalInt records (or, replaying, replaces) a read of the search-global
// store.
func (vm *VM) globalInt(v int64) int64 {
	g := vm.globalRead(GlobalRead{i: v})
	return g.i
}

// globalString is globalInt for strings; ok is false for null.
func (vm *VM) globalString(s string, ok bool) (string, bool) {
	g := vm.globalRead(GlobalRead{s: s, null: !ok})
	return g.s, !g.null
}

func (vm *VM) globalRead(g GlobalRead) GlobalRead {
	v := &vm.verify
	if v.replay != nil {
		if v.replayPos < len(v.replay) {
			g = v.replay[v.replayPos]
		}
		v.replayPos++
	}
	v.reads = append(v.reads, g)
	return g
}

// GlobalReads returns what the current path read from Verify's
// search-global store (counters, values, bit sets, properties), in order.
func (vm *VM) GlobalReads() []GlobalRead { return append([]GlobalRead(nil), vm.verify.reads...) }

// ReplayGlobalReads makes the VM's reads of Verify's search-global store
// return reads, in order (another VM's GlobalReads), so that a path
// replayed on this fresh VM sees what it saw when it was explored.
func (vm *VM) ReplayGlobalReads(reads []GlobalRead) {
	vm.verify.replay = append([]GlobalRead{}, reads...)
	vm.verify.replayPos = 0
}

// SetStateMatching tells the VM whether the search matches states
// (Verify.vmIsMatchingStates).
func (vm *VM) SetStateMatching(on bool) { vm.verify.matching = on }

// TerminateRequested reports whether the program called
// Verify.terminateSearch.
func (vm *VM) TerminateRequested() bool { return vm.verify.terminate }

// Interesting and Boring report Verify.interesting and Verify.boring of
// the last transition: hints for heuristic searches (JPF's depth-first
// search ignores them, and so does gojpf's).
func (vm *VM) Interesting() bool { return vm.verify.interesting }

// Boring: see Interesting.
func (vm *VM) Boring() bool { return vm.verify.boring }

// HeuristicSearchValue returns Verify.setHeuristicSearchValue's value.
func (vm *VM) HeuristicSearchValue() int { return int(vm.verify.heuristic) }

// Comments returns the Verify.addComment texts of the current path.
func (vm *VM) Comments() []Comment { return append([]Comment(nil), vm.verify.comments...) }

// TakeStoredTraces returns the Verify.storeTrace requests made since the
// last call.
func (vm *VM) TakeStoredTraces() []StoreTraceRequest {
	r := vm.verify.stored
	vm.verify.stored = nil
	return r
}

// property returns a configuration property (Options.Properties, then
// Verify.setProperties).
func (vm *VM) property(key string) (string, bool) {
	v, ok := vm.verify.props[key]
	return v, ok
}

// setProperty parses "key=value" (a leading + is allowed, as on gojpf's
// command line) into the search-global properties.
func (vm *VM) setProperty(kv string) {
	k, val, ok := strings.Cut(strings.TrimPrefix(kv, "+"), "=")
	if k = strings.TrimSpace(k); !ok || k == "" {
		return
	}
	if vm.verify.props == nil {
		vm.verify.props = map[string]string{}
	}
	vm.verify.props[k] = strings.TrimSpace(val)
}

// --- attributes ---

func (vm *VM) attrTable(k attrKey) map[attrKey][]int32 {
	if k.kind == attrLocal {
		if vm.verify.localAttrs == nil {
			vm.verify.localAttrs = map[attrKey][]int32{}
		}
		return vm.verify.localAttrs
	}
	if vm.verify.attrs == nil {
		vm.verify.attrs = map[attrKey][]int32{}
	}
	return vm.verify.attrs
}

// getAttrs returns the attributes at k (nil for none).
func (vm *VM) getAttrs(k attrKey) []int32 { return vm.attrTable(k)[k] }

// setAttrs replaces the attributes at k (none for an empty list),
// recording the change for backtracking.
func (vm *VM) setAttrs(k attrKey, vals []int32) {
	tbl := vm.attrTable(k)
	old, had := tbl[k]
	vm.log(undoEntry{kind: undoAttr, any: attrUndo{key: k, old: old, had: had}})
	if len(vals) == 0 {
		delete(tbl, k)
	} else {
		tbl[k] = vals
	}
}

// undoAttrChange restores an attribute (Restore).
func (vm *VM) undoAttrChange(u attrUndo) {
	tbl := vm.attrTable(u.key)
	if u.had {
		tbl[u.key] = u.old
	} else {
		delete(tbl, u.key)
	}
}

// dropLocalAttrs forgets the local-variable attributes of t's frames at
// depth and above: a frame is pushed there, so those frames are gone.
func (vm *VM) dropLocalAttrs(t *Thread, depth int) {
	for k := range vm.verify.localAttrs {
		if k.thread == int32(t.id) && int(k.depth) >= depth {
			vm.setAttrs(k, nil)
		}
	}
}

// attrsHash is the attributes' share of the state hash: a sum over the
// attributes of objects the hash reached (by canonical name) and of live
// frames' locals. It is called after the traversal, so it names no new
// object.
func (vm *VM) attrsHash() uint64 {
	var sum uint64
	w := &vm.walk
	for k, vals := range vm.verify.attrs {
		if k.obj >= w.bootLen && (int(k.obj) >= len(w.gen) || w.gen[k.obj] != w.cur) {
			continue // unreachable: not part of the state
		}
		sum += attrHash(k, vm.name(k.obj), vals)
	}
	for k, vals := range vm.verify.localAttrs {
		if t := vm.Thread(int(k.thread)); t != nil && int(k.depth) < len(t.frames) {
			sum += attrHash(k, 0, vals) // a live frame's
		}
	}
	return sum
}

func attrHash(k attrKey, name uint64, vals []int32) uint64 {
	h := mix(uint64(k.kind)*hashK1 ^ name*hashK2 ^ uint64(uint32(k.idx))<<20 ^ uint64(uint32(k.thread))<<40 ^ uint64(uint32(k.depth)))
	for _, v := range vals {
		h = mix(h ^ uint64(uint32(v)))
	}
	return h
}

// SetProperties replaces the configuration the program's Verify.getProperty
// and configured choices read (Options.Properties), for a VM that runs one
// program after another (StartFrom).
func (vm *VM) SetProperties(props map[string]string) {
	vm.verify.props = nil
	for k, v := range props {
		vm.setProperty(k + "=" + v)
	}
}
