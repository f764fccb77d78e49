// Package choicegen defines choice generators (CGs): the sets of choices
// the model checker explores at a choice point by backtracking. Thread
// choices pick which thread runs next (and can grow after creation, as
// dynamic partial-order reduction needs); data choices pick a value for
// Verify.getInt, getBoolean and random.
//
// A CG is plain data: which choices it has, which is current, and where it
// came from (JPF's choice-point ids). It does not run anything.
package choicegen

import (
	"fmt"
	"strings"
)

// ID names why a choice point exists, as JPF's ids do.
type ID string

// Choice-point ids.
const (
	Root              ID = "ROOT"
	Start             ID = "START"
	Join              ID = "JOIN"
	Lock              ID = "LOCK"
	Release           ID = "RELEASE"
	Wait              ID = "WAIT"
	Notify            ID = "NOTIFY"
	NotifyAll         ID = "NOTIFYALL"
	Sleep             ID = "SLEEP"
	Yield             ID = "YIELD"
	Park              ID = "PARK"
	Unpark            ID = "UNPARK"
	Terminate         ID = "TERMINATE"
	Interrupt         ID = "INTERRUPT"
	Suspend           ID = "SUSPEND"
	Resume            ID = "RESUME"
	Stop              ID = "STOP"
	SharedField       ID = "SHARED_FIELD"
	SharedArray       ID = "SHARED_ARRAY"
	SharedStatic      ID = "SHARED_STATIC"
	SharedObject      ID = "SHARED_OBJECT" // CAS and other atomic accesses
	Block             ID = "BLOCK"         // the running thread blocked
	VerifyGetInt      ID = "VERIFY_GETINT"
	VerifyGetBoolean  ID = "VERIFY_GETBOOLEAN"
	AtomicSectionExit ID = "END_ATOMIC"
	// MaxTransitionLength: a transition ran too long (JPF's
	// vm.max_transition_length), every enabled thread may go next.
	MaxTransitionLength ID = "MAX_TRANSITION_LENGTH"
)

// CG is a choice generator.
type CG interface {
	// ID says why the choice point exists.
	ID() ID
	// Len is the number of choices.
	Len() int
	// Index is the current choice, -1 before the first Advance.
	Index() int
	// HasMore reports whether Advance would move to another choice.
	HasMore() bool
	// Advance moves to the next choice.
	Advance()
	// String renders the CG as JPF does: ThreadChoiceFromSet {id:"START",1/2}.
	String() string
}

// ThreadChoice is a choice of which thread runs next, by thread number.
// Choices can be added after creation (growable, for DPOR).
type ThreadChoice struct {
	id      ID
	Threads []int
	idx     int
}

// NewThreadChoice makes a thread choice over the given threads, in order.
func NewThreadChoice(id ID, threads []int) *ThreadChoice {
	return &ThreadChoice{id: id, Threads: append([]int(nil), threads...), idx: -1}
}

func (c *ThreadChoice) ID() ID        { return c.id }
func (c *ThreadChoice) Len() int      { return len(c.Threads) }
func (c *ThreadChoice) Index() int    { return c.idx }
func (c *ThreadChoice) HasMore() bool { return c.idx+1 < len(c.Threads) }
func (c *ThreadChoice) Advance()      { c.idx++ }

// Thread returns the current choice.
func (c *ThreadChoice) Thread() int { return c.Threads[c.idx] }

// Add appends a thread if it is not a choice already; it reports whether
// it added one.
func (c *ThreadChoice) Add(thread int) bool {
	for _, t := range c.Threads {
		if t == thread {
			return false
		}
	}
	c.Threads = append(c.Threads, thread)
	return true
}

func (c *ThreadChoice) String() string {
	return fmt.Sprintf("ThreadChoiceFromSet {id:%q,%d/%d,threads:%s}", string(c.id), c.idx+1, len(c.Threads), ints(c.Threads))
}

// IntChoice is a choice of every int from Min to Max.
type IntChoice struct {
	id       ID
	Min, Max int
	idx      int
}

// NewIntChoice makes a choice of min..max (inclusive).
func NewIntChoice(id ID, min, max int) *IntChoice {
	return &IntChoice{id: id, Min: min, Max: max, idx: -1}
}

func (c *IntChoice) ID() ID        { return c.id }
func (c *IntChoice) Len() int      { return c.Max - c.Min + 1 }
func (c *IntChoice) Index() int    { return c.idx }
func (c *IntChoice) HasMore() bool { return c.idx+1 < c.Len() }
func (c *IntChoice) Advance()      { c.idx++ }

// Value returns the current choice.
func (c *IntChoice) Value() int { return c.Min + c.idx }

func (c *IntChoice) String() string {
	return fmt.Sprintf("IntIntervalGenerator {id:%q,%d..%d,cur=%d}", string(c.id), c.Min, c.Max, c.Min+c.idx)
}

func ints(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = fmt.Sprint(x)
	}
	return "[" + strings.Join(parts, ",") + "]"
}
