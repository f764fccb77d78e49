// Package sharedness decides which memory accesses are scheduling-relevant
// for the partial-order reductions: an access matters only if another
// thread may access the same object, class or array too (it is shared).
// It holds JPF's two sharedness policies, path-local and global, and the
// filters every policy applies first (final fields, never-break fields,
// thread-local objects).
//
// Objects are named by their search-global ids (jvm.SGOID), so that what
// one path learnt about an object applies to the same object on another
// path. Whether an object is thread-local comes from the VM's exposure
// tracking (see jvm.VM.Exposed): an object that no other thread can reach
// is never shared.
//
// This package does not decide where transitions end (package scheduler
// does) and does not change the VM.
package sharedness

import (
	"fmt"
	"path"
	"sort"
	"strings"

	"github.com/gojpf/gojpf/jvm"
)

// Policy decides whether an access is to a shared object. Policies keep
// their own bookkeeping; one Policy serves one search.
type Policy interface {
	// Name is the policy's name for --sharedness.
	Name() string
	// Shared records the access at p (by p.Thread) and reports whether
	// the object, class statics or array it touches is shared now. It is
	// asked only for accesses that pass the Filter.
	Shared(vm *jvm.VM, p *jvm.Point) bool
}

// Names lists the policies New accepts.
var Names = []string{"path", "global"}

// New returns a fresh policy by name: "path" or "global".
func New(name string) (Policy, error) {
	switch name {
	case "path":
		return pathPolicy{}, nil
	case "global":
		return &globalPolicy{seen: map[jvm.SGOID]accessors{}}, nil
	}
	return nil, fmt.Errorf("no sharedness policy %q (want %s)", name, strings.Join(Names, " or "))
}

// pathPolicy is path-local sharedness: an object is shared on the current
// path once a thread other than its allocating one can reach it (the VM's
// exposure, undone on backtracking); class statics are shared. JPF's
// PathSharednessPolicy instead waits until a second thread has accessed
// the object, which misses interleavings of the first thread's earlier
// accesses (JPF documents this: "T1 creates O, starts T2, accesses O and
// terminates before T2 runs"); exposure has no such gap, so the
// reduction stays sound.
type pathPolicy struct{}

func (pathPolicy) Name() string { return "path" }

func (pathPolicy) Shared(vm *jvm.VM, p *jvm.Point) bool { return true }

// globalPolicy is JPF's GlobalSharednessPolicy (paper 003 §2,
// accessed(o)): the threads that accessed each object, by SGOID, are
// remembered over the whole search; an exposed object is shared once two
// different threads accessed it on any path so far.
type globalPolicy struct {
	seen map[jvm.SGOID]accessors
}

// accessors is what the global policy remembers of an object: the first
// thread that accessed it and whether another did.
type accessors struct {
	first jvm.SGOID
	many  bool
}

func (*globalPolicy) Name() string { return "global" }

func (g *globalPolicy) Shared(vm *jvm.VM, p *jvm.Point) bool {
	id := Target(vm, p)
	me := p.Thread.SGOID()
	a, ok := g.seen[id]
	switch {
	case !ok:
		g.seen[id] = accessors{first: me}
	case !a.many && a.first != me:
		a.many = true
		g.seen[id] = a
	}
	return a.many || ok && a.first != me
}

// Target names what the access at p touches: the object's SGOID, or the
// class's statics id.
func Target(vm *jvm.VM, p *jvm.Point) jvm.SGOID {
	if p.Object != 0 {
		return vm.SGOID(p.Object)
	}
	if p.Class != nil {
		return p.Class.StaticsID()
	}
	return 0
}

// Filter holds the accesses that are never scheduling-relevant whatever
// the policy: final fields (written only while the object or class is
// constructed, as JPF's vm.shared.skip_finals), fields matching the
// never-break list, and objects only their own thread can reach.
type Filter struct {
	never []string // "class.field" glob patterns, class names with dots
	cache map[*jvm.Field]bool
}

// DefaultNeverBreak is the default never-break list: String's fields
// (contents are immutable; the cached hash is recomputed identically by
// any thread that finds it unset).
var DefaultNeverBreak = []string{"java.lang.String.*"}

// NewFilter returns a filter with the given never-break patterns, each
// "class.field" with the class's dotted name; * matches any run of
// characters within a name part, as in JPF's
// vm.shared.never_break_fields (e.g. "java.lang.String.*",
// "my.pkg.Cache.hits", "my.pkg.*.counter").
func NewFilter(neverBreak []string) (*Filter, error) {
	f := &Filter{cache: map[*jvm.Field]bool{}}
	for _, pat := range neverBreak {
		pat = strings.TrimSpace(pat)
		if pat == "" {
			continue
		}
		if !strings.Contains(pat, ".") {
			return nil, fmt.Errorf("never-break pattern %q: want class.field", pat)
		}
		if _, err := path.Match(pat, ""); err != nil {
			return nil, fmt.Errorf("never-break pattern %q: %w", pat, err)
		}
		f.never = append(f.never, pat)
	}
	sort.Strings(f.never)
	return f, nil
}

// Relevant reports whether the memory access at p may conflict with
// another thread's: false for final fields, never-break fields and
// thread-local objects. Lock, wait and notify points on thread-local
// objects are not relevant either.
func (f *Filter) Relevant(vm *jvm.VM, p *jvm.Point) bool {
	if fl := p.Field; fl != nil {
		if fl.IsFinal() || f.neverBreak(fl) {
			return false
		}
	}
	if p.Object != 0 {
		return vm.Exposed(p.Object)
	}
	return p.Class != nil
}

func (f *Filter) neverBreak(fl *jvm.Field) bool {
	if len(f.never) == 0 {
		return false
	}
	if v, ok := f.cache[fl]; ok {
		return v
	}
	v := f.matches(fl.Class().Name(), fl.Name())
	f.cache[fl] = v
	return v
}

// matches reports whether the field name of the class with the internal
// name class matches a never-break pattern. path.Match's * stops at '/',
// so names are matched in their internal (slashed) form, part by part.
func (f *Filter) matches(class, name string) bool {
	full := class + "/" + name
	for _, pat := range f.never {
		if ok, _ := path.Match(strings.ReplaceAll(pat, ".", "/"), full); ok {
			return true
		}
	}
	return false
}
