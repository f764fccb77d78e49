package search

import (
	"container/heap"
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/gojpf/gojpf/jvm"
)

// HeuristicOrder is the order of a heuristic search: which queued state
// it expands next.
type HeuristicOrder string

// Orders, as JPF's heuristic searches (gov.nasa.jpf.search.heuristic).
const (
	// HeuristicBFS: the state nearest to the start (BFSHeuristic).
	HeuristicBFS HeuristicOrder = "bfs"
	// HeuristicDFS: the state farthest from the start (DFSHeuristic).
	HeuristicDFS HeuristicOrder = "dfs"
	// HeuristicRandom: a random one (RandomHeuristic).
	HeuristicRandom HeuristicOrder = "random"
)

// Heuristic configures a heuristic search (Config.Heuristic), as JPF's
// SimplePriorityHeuristic searches do: each state taken from the queue is
// expanded, every choice of it, and the new states it leads to are queued
// with a priority; the state of best priority is expanded next (the
// oldest among equals). A state the program called Verify.interesting in
// comes first, one it called Verify.boring in last. The search explores
// every state (it is exhaustive, as the depth-first search is) unless
// QueueLimit or Beam leave states out, which makes it incomplete. It
// needs a scheduler without path state of its own (none, jpf).
type Heuristic struct {
	Order HeuristicOrder
	// Seed seeds HeuristicRandom's priorities (JPF's choice.seed).
	Seed uint64
	// QueueLimit bounds the queue (JPF's search.heuristic.queue_limit;
	// 0: no bound): a state that would make it longer takes the place
	// of the worst queued one if it is better, else it is dropped.
	QueueLimit int
	// Beam keeps only the best state of the queue each time one is
	// taken (JPF's search.heuristic.beam_search).
	Beam bool
	// AStar adds the state's distance from the start to its priority
	// (JPF's search.heuristic.astar).
	AStar bool
}

// nodeQueue is the heuristic search's priority queue.
type nodeQueue struct {
	h       *Heuristic
	rng     *rand.Rand
	nodes   nodeHeap
	seq     int64
	dropped int64 // states the queue limit left out
	beamCut int64 // states the beam search left out
	told    bool  // leftOut said so
}

func newNodeQueue(h *Heuristic) *nodeQueue {
	return &nodeQueue{h: h, rng: rand.New(rand.NewPCG(h.Seed, 0x2545F4914F6CDD1D))}
}

func (q *nodeQueue) len() int { return len(q.nodes) }

// priority is n's priority (lower first), as JPF's heuristics compute it
// in the state n was reached in (vm stands there).
func (q *nodeQueue) priority(n *bfsNode, vm *jvm.VM) int64 {
	switch {
	case vm.Interesting():
		return 0
	case vm.Boring():
		return math.MaxInt32
	}
	var p int64
	switch q.h.Order {
	case HeuristicDFS:
		p = math.MaxInt32 - int64(n.depth)
	case HeuristicRandom:
		p = int64(q.rng.Int32N(math.MaxInt32))
	default:
		p = int64(n.depth)
	}
	if q.h.AStar {
		p += int64(n.depth)
	}
	return p
}

// push queues n, reached in the state vm stands in.
func (q *nodeQueue) push(n *bfsNode, vm *jvm.VM) {
	n.prio, n.seq = q.priority(n, vm), q.seq
	q.seq++
	if q.h.QueueLimit > 0 && len(q.nodes) >= q.h.QueueLimit {
		worst := 0
		for i := range q.nodes {
			if q.nodes.less(worst, i) {
				worst = i
			}
		}
		q.dropped++
		if !(n.prio < q.nodes[worst].prio) {
			return // no better than the worst queued: left out
		}
		heap.Remove(&q.nodes, worst)
	}
	heap.Push(&q.nodes, n)
}

// pop takes the best queued state (with Beam, the others go).
func (q *nodeQueue) pop() *bfsNode {
	n := heap.Pop(&q.nodes).(*bfsNode)
	if q.h.Beam && len(q.nodes) > 0 {
		q.beamCut += int64(len(q.nodes))
		q.nodes = q.nodes[:0]
	}
	return n
}

// leftOut says, once, that states were left out and why ("" if none).
func (q *nodeQueue) leftOut() string {
	if q.told || q.dropped == 0 && q.beamCut == 0 {
		return ""
	}
	q.told = true
	if q.dropped > 0 {
		return fmt.Sprintf("queue limit %d reached (search.heuristic.queue_limit): states left out", q.h.QueueLimit)
	}
	return "beam search (search.heuristic.beam_search) left states out"
}

// nodeHeap orders nodes by priority, then by the order they were queued.
type nodeHeap []*bfsNode

func (h nodeHeap) less(i, j int) bool {
	if h[i].prio != h[j].prio {
		return h[i].prio < h[j].prio
	}
	return h[i].seq < h[j].seq
}

func (h nodeHeap) Len() int           { return len(h) }
func (h nodeHeap) Less(i, j int) bool { return h.less(i, j) }
func (h nodeHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *nodeHeap) Push(x any)        { *h = append(*h, x.(*bfsNode)) }
func (h *nodeHeap) Pop() any {
	old := *h
	n := old[len(old)-1]
	*h = old[:len(old)-1]
	return n
}
