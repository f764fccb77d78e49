package classfile

import "sync"

// A Prefetcher decodes a class cache's records ahead of their use, on a
// goroutine of its own, in the order of the file's layout (the order a
// boot loads the classes, EncodeClassCache): a run that boots from the
// cache then finds most classes decoded when it asks for them, the
// decoding (and the page faults of its memory) done on another core.
// With each class it decodes the code of its methods that ran
// (Method.Ran). It decodes at most ahead records past the last one
// asked for, so that a run that needs few of a large file's classes
// decodes few more.
//
// Class gives each record's prefetched decoding once, to the first
// caller; a class asked for again, or not decoded yet, is decoded by the
// caller (waiting only for a decoding under way). What Class returns is
// what ClassCache.Class returns: the same decoding of the same bytes.
type Prefetcher struct {
	c     *ClassCache
	ahead int

	mu    sync.Mutex
	cond  sync.Cond
	slots []prefetchSlot // by rank
	next  int            // the next rank the goroutine decodes
	limit int            // it decodes ranks below limit
	stop  bool
	done  chan struct{}
}

// prefetchBatch is how many records a Prefetcher's window must have
// room for before the goroutine is woken to decode them.
const prefetchBatch = 16

type prefetchSlot struct {
	state prefetchState
	cf    *ClassFile
	err   error
}

type prefetchState uint8

const (
	slotNone     prefetchState = iota // not decoded
	slotDecoding                      // being decoded by the goroutine
	slotReady                         // decoded, not taken
	slotTaken                         // given out, or decoded by a caller
)

// Prefetch starts a Prefetcher of c that decodes up to ahead records
// past the last asked for (ahead records from the start). Stop ends its
// goroutine.
func (c *ClassCache) Prefetch(ahead int) *Prefetcher {
	p := &Prefetcher{
		c:     c,
		ahead: max(ahead, 1),
		slots: make([]prefetchSlot, len(c.index)),
		limit: min(max(ahead, 1), len(c.index)),
		done:  make(chan struct{}),
	}
	p.cond.L = &p.mu
	order := c.layout()
	go p.run(order)
	return p
}

func (p *Prefetcher) run(order []string) {
	defer close(p.done)
	p.mu.Lock()
	defer p.mu.Unlock()
	for {
		for !p.stop && p.next >= p.limit {
			p.cond.Wait()
		}
		if p.stop {
			return
		}
		r := p.next
		p.next++
		if p.slots[r].state != slotNone {
			continue // asked for already
		}
		p.slots[r].state = slotDecoding
		p.mu.Unlock()
		cf, _, err := p.c.Class(order[r])
		if err == nil {
			// The code of the methods that ran in the run that wrote
			// the class, as they will likely run again (a failure is
			// left for the caller's LoadCode to meet).
			for i := range cf.Methods {
				if m := &cf.Methods[i]; m.Ran {
					_, _ = m.LoadCode()
				}
			}
		}
		p.mu.Lock()
		p.slots[r] = prefetchSlot{state: slotReady, cf: cf, err: err}
		p.cond.Broadcast()
	}
}

// Class returns what c.Class(name) does: the prefetched decoding the
// first time name is asked for, when there is one.
func (p *Prefetcher) Class(name string) (*ClassFile, bool, error) {
	r, ok := p.c.index[name]
	if !ok {
		return nil, false, nil
	}
	p.mu.Lock()
	if lim := min(r.rank+1+p.ahead, len(p.slots)); lim > p.limit {
		p.limit = lim
		// The goroutine, waiting at the window's end, is woken when
		// there is a batch to decode (or the rest): woken for each
		// class, it cost two thread wake-ups a class.
		if p.limit-p.next >= prefetchBatch || p.limit == len(p.slots) {
			p.cond.Broadcast()
		}
	}
	s := &p.slots[r.rank]
	for s.state == slotDecoding {
		p.cond.Wait()
	}
	if s.state == slotReady {
		cf, err := s.cf, s.err
		*s = prefetchSlot{state: slotTaken}
		p.mu.Unlock()
		return cf, true, err
	}
	s.state = slotTaken
	p.mu.Unlock()
	return p.c.Class(name)
}

// Stop ends the goroutine (after the decoding under way, if any) and
// waits for it. Class may still be called: it decodes itself.
func (p *Prefetcher) Stop() {
	p.mu.Lock()
	p.stop = true
	p.cond.Broadcast()
	p.mu.Unlock()
	<-p.done
}
