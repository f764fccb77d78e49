package scheduler

import (
	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/sharedness"
)

// jpf is JPF's native partial-order reduction (paper 003 §2, Table 1): a
// thread choice over all enabled threads only before POR-relevant
// instructions — field, static and array accesses and CAS on shared
// objects (sharedness policy), lock acquire and release, wait and notify
// on objects other threads can reach — and at thread start, termination,
// park, unpark, sleep and yield. Accesses to thread-local objects, final
// fields and never-break fields run without a choice.
//
// Why this is sound: between two choices a thread runs instructions that
// no other thread can observe or affect (thread-local objects, finals),
// plus the one relevant instruction it stops before; moving invisible
// instructions next to the relevant one they follow changes no result.
// With the path-local policy every access another thread could make
// conflicting is a choice point. The global policy breaks only at objects
// two threads accessed on some path so far, as JPF does with SGOIDs;
// javatests checks it against --por=none on every program.
type jpf struct {
	filter *sharedness.Filter
	policy sharedness.Policy
}

func (s *jpf) Break(vm *jvm.VM, p *jvm.Point) choicegen.CG {
	if p.AtomicStart && p.CanBreak {
		return vm.AllEnabled(p) // a java.util.concurrent operation, run atomically from here
	}
	switch p.Kind {
	case jvm.PointFieldRead, jvm.PointFieldWrite, jvm.PointStaticRead, jvm.PointStaticWrite,
		jvm.PointArrayRead, jvm.PointArrayWrite, jvm.PointCAS:
		// Table 1 lines 13-16: mark the access, break if shared.
		if !s.filter.Relevant(vm, p) || !s.policy.Shared(vm, p) {
			return nil
		}
	case jvm.PointLock, jvm.PointRelease, jvm.PointWait, jvm.PointNotify:
		if !vm.Exposed(p.Object) {
			return nil // a monitor only this thread can reach
		}
	}
	if !p.CanBreak {
		return nil
	}
	return vm.AllEnabled(p)
}

func init() {
	Register(Strategy{
		Name: "jpf",
		Doc:  "JPF's native partial-order reduction (paper 003 Table 1): thread choices only at accesses to shared objects (--sharedness path|global), locks, wait/notify, thread start/end, park/unpark and CAS",
		New: func(opts Options) (Scheduler, error) {
			f, p, err := newFilterPolicy(opts)
			if err != nil {
				return nil, err
			}
			return &jpf{filter: f, policy: p}, nil
		},
		StateMatching:  true,
		UsesSharedness: true,
	})
}
