package jvm

import "github.com/gojpf/gojpf/classfile"

func javaLangObjectNatives() nativeTable {
	return nativeTable{
		"java/lang/Object.registerNatives()V": noop,
		"java/lang/Object.getClass()Ljava/lang/Class;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retRef(t.vm.mirrorOf(t.vm.obj(a[0]).class))
		},
		"java/lang/Object.hashCode()I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			o := t.vm.obj(a[0])
			o.hashSeen, o.hok = true, false
			t.vm.markChanged(o)
			return retInt(o.hash)
		},
		"java/lang/Object.clone()Ljava/lang/Object;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			vm := t.vm
			o := vm.obj(a[0])
			if !o.class.IsArray() && !o.class.implements(vm.mustLoad("java/lang/Cloneable")) {
				t.throwNew("java/lang/CloneNotSupportedException", o.class.JavaName())
				return threw()
			}
			r, c := vm.alloc(o.class, len(o.slots))
			if r == 0 {
				t.throwOOM()
				return threw()
			}
			copy(c.slots, o.slots)
			return retRef(r)
		},
		"java/lang/Object.wait(J)V":     objectWait,
		"java/lang/Object.wait0(J)V":    objectWait,
		"java/lang/Object.notify()V":    objectNotify,
		"java/lang/Object.notifyAll()V": objectNotify,
	}
}

// mustLoad loads a JDK class the VM cannot do without; failing is an
// internal error (the VM stops).
func (vm *VM) mustLoad(name string) *Class {
	c, err := vm.loadClass(name)
	if err != nil {
		vm.internalf("cannot load %s: %v", javaName(name), err)
		// A placeholder keeps callers from crashing; the VM has halted.
		return &Class{name: name, methodMap: map[methodKey]*Method{}, vcache: map[*Method]*Method{}, access: classfile.AccPublic}
	}
	return c
}
