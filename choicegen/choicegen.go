// Package choicegen defines choice generators (CGs): the sets of choices
// the model checker explores at a choice point by backtracking. Thread
// choices pick which thread runs next (and can grow after creation, as
// dynamic partial-order reduction needs); data choices pick a value for
// the thread that asked: an int interval (Verify.getInt, getBoolean,
// random, the waiter notify wakes) or a list of values of one type
// (Verify.getIntFromList and its long, float, double and object kin).
//
// A CG is plain data: which choices it has, which is current, and where it
// came from (JPF's choice-point ids). It does not run anything.
package choicegen

import (
	"fmt"
	"math"
	"strings"
)

// ID names why a choice point exists, as JPF's ids do.
type ID string

// Choice-point ids.
const (
	Root             ID = "ROOT"
	Start            ID = "START"
	Join             ID = "JOIN"
	Lock             ID = "LOCK"
	Release          ID = "RELEASE"
	Wait             ID = "WAIT"
	Notify           ID = "NOTIFY"
	NotifyAll        ID = "NOTIFYALL"
	Sleep            ID = "SLEEP"
	Yield            ID = "YIELD"
	Park             ID = "PARK"
	Unpark           ID = "UNPARK"
	Terminate        ID = "TERMINATE"
	Interrupt        ID = "INTERRUPT"
	Suspend          ID = "SUSPEND"
	Resume           ID = "RESUME"
	Stop             ID = "STOP"
	SharedField      ID = "SHARED_FIELD"
	SharedArray      ID = "SHARED_ARRAY"
	SharedStatic     ID = "SHARED_STATIC"
	SharedObject     ID = "SHARED_OBJECT" // CAS and other atomic accesses
	BeginAtomic      ID = "BEGIN_ATOMIC"  // Verify.beginAtomic
	Block            ID = "BLOCK"         // the running thread blocked
	VerifyGetInt     ID = "VERIFY_GETINT"
	VerifyGetBoolean ID = "VERIFY_GETBOOLEAN"
	VerifyIntList    ID = "VERIFY_INT_LIST"
	VerifyLongList   ID = "VERIFY_LONG_LIST"
	VerifyFloatList  ID = "VERIFY_FLOAT_LIST"
	VerifyDoubleList ID = "VERIFY_DOUBLE_LIST"
	VerifyBitFlip    ID = "VERIFY_BITFLIP"
	// BreakTransition: Verify.breakTransition ended the transition; the
	// only choice is the thread that called it (as JPF's BreakGenerator).
	BreakTransition   ID = "BREAK_TRANSITION"
	AtomicSectionExit ID = "END_ATOMIC"
	// ClassInit: a thread is about to take on a class's initialization
	// (JPF's INVOKECLINIT takes the class object's lock: a LOCK there).
	ClassInit ID = "CLASS_INIT"
	// MaxTransitionLength: a transition ran too long (JPF's
	// vm.max_transition_length), every enabled thread may go next.
	MaxTransitionLength ID = "MAX_TRANSITION_LENGTH"
	// Post: a thread is about to post an event to an event queue
	// (gojpf.events); TaskBegin: a looper thread is about to take the
	// next event off its queue and run its handler; TaskEnd: the
	// handler returned (told only, never a choice of its own);
	// QueueRead: a thread reads an event queue's state (a single-thread
	// executor's isShutdown or isTerminated).
	Post      ID = "POST"
	TaskBegin ID = "TASK_BEGIN"
	TaskEnd   ID = "TASK_END"
	QueueRead ID = "QUEUE_READ"
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
	buf     [4]int // Threads' storage when they fit
}

// NewThreadChoice makes a thread choice over the given threads, in order.
func NewThreadChoice(id ID, threads []int) *ThreadChoice {
	c := &ThreadChoice{id: id, idx: -1}
	if len(threads) <= len(c.buf) {
		// One allocation for a choice point: most have few threads.
		c.Threads = c.buf[:len(threads)]
		copy(c.Threads, threads)
	} else {
		c.Threads = append([]int(nil), threads...)
	}
	return c
}

// ThreadChoices makes thread choices in blocks: one allocation for
// several choice points (a block stays while any of its choices is
// referenced). The zero value is ready to use; not safe for concurrent
// use.
type ThreadChoices struct {
	block []ThreadChoice
}

// threadChoiceBlock is how many choices a block holds: few, as a
// breadth-first search keeps the choices of its queued states, and one
// live choice keeps its block's others (blocks of 16 took about 10 %
// more memory on a 300,000-state breadth-first search of Airline 5 1).
const threadChoiceBlock = 4

// New is NewThreadChoice, from the current block.
func (cs *ThreadChoices) New(id ID, threads []int) *ThreadChoice {
	if len(threads) > len(ThreadChoice{}.buf) {
		return NewThreadChoice(id, threads)
	}
	if len(cs.block) == 0 {
		cs.block = make([]ThreadChoice, threadChoiceBlock)
	}
	c := &cs.block[0]
	cs.block = cs.block[1:]
	c.id, c.idx = id, -1
	c.Threads = c.buf[:len(threads)]
	copy(c.Threads, threads)
	return c
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

// Bits returns the current choice as a VM slot holds an int.
func (c *IntChoice) Bits() uint64 { return uint64(uint32(int32(c.Value()))) }

// Fresh returns the same choice before its first Advance.
func (c *IntChoice) Fresh() Data { return NewIntChoice(c.id, c.Min, c.Max) }

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

// Data is a data choice: a value for the thread that asked for it.
type Data interface {
	CG
	// Bits returns the current choice as a VM slot holds it: an int
	// zero-extended from 32 bits, a long, a float's or double's IEEE
	// bits, an object reference.
	Bits() uint64
	// Fresh returns a choice of the same values before its first
	// Advance (to replay a path).
	Fresh() Data
}

// ValueKind is the type of the values of a ValueChoice.
type ValueKind uint8

// Value kinds.
const (
	IntValues ValueKind = iota
	LongValues
	FloatValues
	DoubleValues
	RefValues
)

// valueKindNames are JPF's class names for choices of each kind.
var valueKindNames = [...]string{
	IntValues: "IntChoiceFromList", LongValues: "LongChoiceFromList",
	FloatValues: "FloatChoiceFromList", DoubleValues: "DoubleChoiceFromList",
	RefValues: "TypedObjectChoice",
}

// ValueChoice is a choice of each value of a list in turn (duplicates
// included, as JPF's ...ChoiceFromList generators do).
type ValueChoice struct {
	id   ID
	Kind ValueKind
	// Values are the choices as VM slots hold them (see Data.Bits).
	Values []uint64
	idx    int
}

// NewValueChoice makes a choice of the given values, in order.
func NewValueChoice(id ID, kind ValueKind, values []uint64) *ValueChoice {
	return &ValueChoice{id: id, Kind: kind, Values: append([]uint64(nil), values...), idx: -1}
}

func (c *ValueChoice) ID() ID        { return c.id }
func (c *ValueChoice) Len() int      { return len(c.Values) }
func (c *ValueChoice) Index() int    { return c.idx }
func (c *ValueChoice) HasMore() bool { return c.idx+1 < len(c.Values) }
func (c *ValueChoice) Advance()      { c.idx++ }
func (c *ValueChoice) Bits() uint64  { return c.Values[c.idx] }
func (c *ValueChoice) Fresh() Data   { return NewValueChoice(c.id, c.Kind, c.Values) }

func (c *ValueChoice) String() string {
	parts := make([]string, len(c.Values))
	for i, v := range c.Values {
		parts[i] = FormatValue(c.Kind, v)
	}
	return fmt.Sprintf("%s {id:%q,%d/%d,values:[%s]}", valueKindNames[c.Kind], string(c.id), c.idx+1, len(c.Values), strings.Join(parts, ","))
}

// FormatValue renders a value of a kind as Java prints it (roughly: floats
// in Go's shortest form; references as @N).
func FormatValue(k ValueKind, v uint64) string {
	switch k {
	case IntValues:
		return fmt.Sprint(int32(uint32(v)))
	case LongValues:
		return fmt.Sprint(int64(v))
	case FloatValues:
		return fmt.Sprint(math.Float32frombits(uint32(v)))
	case DoubleValues:
		return fmt.Sprint(math.Float64frombits(v))
	}
	if v == 0 {
		return "null"
	}
	return fmt.Sprintf("@%d", v)
}
