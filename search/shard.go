package search

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"hash"
	"math/rand/v2"
	"slices"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/jvm"
)

// Shard makes a depth-first search (Config.Shard) explore one shard's
// part of the search tree (docs/sharding.md). The tree is cut after Cut
// choices: the paths to depth Cut, and the paths that end above it, are
// the prefixes, numbered in the order the search meets them; shard Index
// of Count owns the prefixes whose number is Index modulo Count and
// explores the whole subtree below each, skipping the others. Above the
// cut the tree is the same in every shard: no state is matched there,
// and a dynamic reduction's choice points offer every enabled thread
// (so that races found below cannot grow them differently in each
// shard), which is sound (a superset of any backtrack set) and costs
// some executions the single run does not make. Below the cut each shard
// searches as the single run does, with its own visited set.
type Shard struct {
	Index, Count int
	Cut          int
	// CountOnly counts the prefixes of every depth up to Cut
	// (ShardResult.Leaves) and explores nothing below: the plan's pass.
	CountOnly bool
	// owns, if set, decides which prefixes the search owns instead of
	// the modulo (tests: a parallel worker's claims, fixed).
	owns func(n int64) bool
}

// Swarm makes a depth-first search take the choices of each thread
// choice point in a seeded random order (swarm verification: shards with
// different seeds meet violations in different orders); the scheduler
// must keep no path state.
type Swarm struct{ Seed uint64 }

// ShardResult is what a sharded search did with the prefixes.
type ShardResult struct {
	Cut int
	// Prefixes is how many prefixes the search met (all of them when
	// Enumerated), Digest a hash of their choices in order: every shard
	// of one search must agree on both.
	Prefixes   int64
	Digest     string
	Enumerated bool
	// Owned are the numbers of the prefixes the shard owned and met,
	// Finished those whose subtree it explored to the end.
	Owned, Finished []int64
	// Leaves[d] is the number of prefixes of a cut at depth d, Deeper
	// whether some path goes below the cut (CountOnly).
	Leaves []int64
	Deeper bool
	// Skipped counts the prefixes of other shards.
	Skipped int64
}

// shardState is a sharded search's bookkeeping.
type shardState struct {
	cfg    Shard
	res    ShardResult
	digest hash.Hash
	open   int64 // the owned prefix being explored (-1: none)
	// claim, if set, decides whether the search owns prefix n instead
	// of the modulo (a parallel search's workers claim them at run
	// time).
	claim func(n int64) bool
	// nodes[d] and ends[d] count the states at depth d above or at the
	// cut with a choice left, and the paths that ended at depth d.
	nodes, ends []int64
}

func newShardState(cfg Shard) *shardState {
	return &shardState{cfg: cfg, digest: sha256.New(), open: -1, claim: cfg.owns, nodes: make([]int64, cfg.Cut+1), ends: make([]int64, cfg.Cut+1)}
}

// top reports whether the frame at stack index i is above the cut.
func (s *searcher) top(i int) bool {
	return s.shard != nil && i < s.shard.cfg.Cut
}

// shardSkip is called when a transition ended (err nil): at a prefix's
// end it numbers the prefix and reports whether the shard skips it.
func (s *searcher) shardSkip() bool {
	sh := s.shard
	depth := len(s.stack)
	if depth > sh.cfg.Cut {
		return false
	}
	ends := s.choiceLeft() == nil
	if ends {
		sh.ends[depth]++
	} else {
		sh.nodes[depth]++
	}
	if depth < sh.cfg.Cut && !ends {
		return false
	}
	n := sh.res.Prefixes
	sh.res.Prefixes++
	var buf [8]byte
	for _, f := range s.stack {
		v := f.cg.Index()
		if tc, ok := f.cg.(*choicegen.ThreadChoice); ok {
			v = tc.Thread()
		}
		binary.LittleEndian.PutUint64(buf[:], uint64(v))
		sh.digest.Write(buf[:])
	}
	sh.digest.Write([]byte{0xff})
	if sh.cfg.CountOnly {
		return true
	}
	if sh.open >= 0 {
		// The depth-first search is past the previous prefix.
		sh.res.Finished = append(sh.res.Finished, sh.open)
		sh.open = -1
	}
	if sh.claim != nil && !sh.claim(n) || sh.claim == nil && n%int64(sh.cfg.Count) != int64(sh.cfg.Index) {
		sh.res.Skipped++
		return true
	}
	sh.res.Owned = append(sh.res.Owned, n)
	sh.open = n
	return false
}

// fillTop makes a new choice point above the cut offer every enabled
// thread under a dynamic reduction, and remembers its choices.
func (s *searcher) fillTop(f *frame) {
	tc, ok := f.cg.(*choicegen.ThreadChoice)
	if !ok || noPathState(s.cfg.Scheduler) {
		return
	}
	for _, t := range s.vm.EnabledThreads() {
		tc.Add(t)
	}
	if r, ok := s.cfg.Scheduler.(jvm.ChoiceReorderer); ok && !slices.IsSorted(tc.Threads) {
		// The scheduler's first choice may come from what it learnt
		// below the cut, which differs from shard to shard: every shard
		// takes the choices in one order.
		slices.Sort(tc.Threads)
		r.Reordered(f.sched)
	}
	f.fill = slices.Clone(tc.Threads)
}

// topChanged reports a scheduler that changed a choice point above the
// cut (the shards would disagree on the prefixes).
func (s *searcher) topChanged(f *frame) bool {
	tc, ok := f.cg.(*choicegen.ThreadChoice)
	if !ok || f.fill == nil || slices.Equal(tc.Threads, f.fill) {
		return false
	}
	s.res.Err = &jvm.InternalError{Msg: fmt.Sprintf("sharded search: the scheduler changed a choice point above the cut from %v to %v", f.fill, tc.Threads)}
	return true
}

// shuffle orders a new thread choice point's choices at random (swarm).
func (s *searcher) shuffle(cg choicegen.CG) {
	if s.swarm == nil {
		return
	}
	if tc, ok := cg.(*choicegen.ThreadChoice); ok && tc.Index() < 0 {
		s.swarm.Shuffle(len(tc.Threads), func(i, j int) { tc.Threads[i], tc.Threads[j] = tc.Threads[j], tc.Threads[i] })
	}
}

func newSwarm(sw *Swarm) *rand.Rand {
	if sw == nil {
		return nil
	}
	return rand.New(rand.NewPCG(sw.Seed, 0x5bd1e995))
}

// finishShard fills Result.Shard: the last prefix is finished if the
// search went to its end.
func (s *searcher) finishShard() {
	sh := s.shard
	if sh == nil {
		return
	}
	done := s.res.Err == nil && (len(s.res.Violations) == 0 || s.cfg.MultipleErrors)
	if done {
		if sh.open >= 0 {
			sh.res.Finished = append(sh.res.Finished, sh.open)
		}
		sh.res.Enumerated = true
	}
	sh.res.Cut = sh.cfg.Cut
	sh.res.Digest = hex.EncodeToString(sh.digest.Sum(nil))[:32]
	if sh.cfg.CountOnly {
		sh.res.Deeper = sh.nodes[sh.cfg.Cut] > 0
		sh.res.Leaves = make([]int64, sh.cfg.Cut+1)
		var ended int64
		for d := 0; d <= sh.cfg.Cut; d++ {
			ended += sh.ends[d]
			sh.res.Leaves[d] = ended + sh.nodes[d]
		}
	}
	r := sh.res
	s.res.Shard = &r
}
