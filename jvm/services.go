package jvm

import (
	"encoding/binary"
	"strings"

	"github.com/gojpf/gojpf/classfile"
)

// Services and resources of the JDK, without a module graph: service
// providers come from the "provides" clauses of the module descriptors in
// the JDK image (read once per VM), and JDK resources from the image's
// resource entries.

// providers maps a service's binary name to its providers, in module order.
func (vm *VM) providers() map[string][]string {
	if vm.serviceProviders != nil {
		return vm.serviceProviders
	}
	vm.serviceProviders = map[string][]string{}
	if vm.jdk == nil {
		return vm.serviceProviders
	}
	entries, err := vm.jdk.ClassEntries()
	if err != nil {
		return vm.serviceProviders
	}
	for _, e := range entries {
		if e.Name != "module-info" {
			continue
		}
		b, err := vm.jdk.ReadEntry(e)
		if err != nil {
			continue
		}
		cf, err := classfile.Parse(b)
		if err != nil {
			continue
		}
		for _, a := range cf.Other {
			if a.Name == "Module" {
				for svc, ps := range moduleProvides(&cf.Pool, a.Data) {
					vm.serviceProviders[svc] = append(vm.serviceProviders[svc], ps...)
				}
			}
		}
	}
	return vm.serviceProviders
}

// moduleProvides reads the provides table of a Module attribute (JVMS
// §4.7.25). Malformed data yields what was read before it.
func moduleProvides(cp *classfile.ConstantPool, d []byte) map[string][]string {
	out := map[string][]string{}
	pos := 0
	u2 := func() int {
		if pos+2 > len(d) {
			pos = len(d) + 1
			return 0
		}
		v := int(binary.BigEndian.Uint16(d[pos:]))
		pos += 2
		return v
	}
	u2()                                         // name
	u2()                                         // flags
	u2()                                         // version
	for n := u2(); n > 0 && pos <= len(d); n-- { // requires
		u2()
		u2()
		u2()
	}
	for k := 0; k < 2; k++ { // exports, opens
		for n := u2(); n > 0 && pos <= len(d); n-- {
			u2()
			u2()
			for m := u2(); m > 0 && pos <= len(d); m-- {
				u2()
			}
		}
	}
	for n := u2(); n > 0 && pos <= len(d); n-- { // uses
		u2()
	}
	for n := u2(); n > 0 && pos <= len(d); n-- { // provides
		svc := cp.ClassName(uint16(u2()))
		for m := u2(); m > 0 && pos <= len(d); m-- {
			out[svc] = append(out[svc], cp.ClassName(uint16(u2())))
		}
	}
	return out
}

func servicesNatives() nativeTable {
	return nativeTable{
		"gojpf/internal/Services.providerNames(Ljava/lang/String;)[Ljava/lang/String;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			svc := strings.ReplaceAll(t.vm.goString(Ref(a[0])), ".", "/")
			var refs []Ref
			for _, p := range t.vm.providers()[svc] {
				refs = append(refs, t.vm.newString(javaName(p)))
			}
			return t.newRefArray("[Ljava/lang/String;", refs)
		},
		"java/util/ServiceLoader.newLookupIterator()Ljava/util/Iterator;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			svc := t.vm.getField(t.vm.obj(a[0]), "service")
			m, err := t.vm.findMethod("gojpf/internal/Services", "lookup", "(Ljava/lang/Class;)Ljava/util/Iterator;")
			if err != nil {
				t.vm.internalf("the guest library is not on the class path: %v", err)
				return failed()
			}
			return t.initThen(m.class, func(t *Thread) (uint64, nativeStatus) {
				return t.invokeThen(m, []uint64{svc}, func(t *Thread, v uint64) (uint64, nativeStatus) { return ret(v) })
			})
		},
		// Resources of the JDK are read from the image; those of an
		// unnamed module of a class loader (the class path's, or a
		// user-defined loader's) through the loader.
		"java/lang/Module.getResourceAsStream(Ljava/lang/String;)Ljava/io/InputStream;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if loader := Ref(t.vm.getField(t.vm.obj(a[0]), "loader")); loader != 0 {
				return t.loaderResourceStream(loader, strings.TrimPrefix(t.vm.goString(Ref(a[1])), "/"))
			}
			return t.jdkResourceStream(t.vm.goString(Ref(a[1])))
		},
		"java/lang/Class.getResourceAsStream(Ljava/lang/String;)Ljava/io/InputStream;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			name := t.vm.goString(Ref(a[1]))
			if !strings.HasPrefix(name, "/") {
				c := mirrorArg(t, a[0])
				for c.IsArray() {
					c = c.component
				}
				if p := packageOf(c.name); p != "" {
					name = p + "/" + name
				}
			}
			if c := mirrorArg(t, a[0]); !c.FromJDK() {
				return t.loaderResourceStream(t.vm.definingLoader(c), strings.TrimPrefix(name, "/"))
			}
			return t.jdkResourceStream(strings.TrimPrefix(name, "/"))
		},
	}
}

// loaderResourceStream returns loader.getResourceAsStream(name), as
// Class.getResourceAsStream does for a class in an unnamed module.
func (t *Thread) loaderResourceStream(loader Ref, name string) (uint64, nativeStatus) {
	vm := t.vm
	nameRef := vm.newString(name)
	if nameRef == 0 {
		t.throwOOM()
		return threw()
	}
	if loader == 0 {
		m, err := vm.findMethod("java/lang/ClassLoader", "getSystemResourceAsStream", "(Ljava/lang/String;)Ljava/io/InputStream;")
		if err != nil {
			t.linkFailed(err)
			return threw()
		}
		return t.invokeThen(m, []uint64{uint64(nameRef)}, func(t *Thread, v uint64) (uint64, nativeStatus) { return ret(v) })
	}
	base := vm.classes["java/lang/ClassLoader"].methodMap[methodKey{"getResourceAsStream", "(Ljava/lang/String;)Ljava/io/InputStream;"}]
	m := vm.heap.get(loader).class.selectVirtual(base)
	return t.invokeThen(m, []uint64{uint64(loader), uint64(nameRef)}, func(t *Thread, v uint64) (uint64, nativeStatus) { return ret(v) })
}

// jdkResourceStream returns a ByteArrayInputStream over a resource of the
// JDK image, or null when there is none.
func (t *Thread) jdkResourceStream(name string) (uint64, nativeStatus) {
	vm := t.vm
	if vm.jdk == nil || strings.Contains(name, "..") {
		return retRef(0)
	}
	mod, ok, err := vm.jdk.ModuleOf(name)
	if err != nil || !ok {
		return retRef(0)
	}
	data, ok, err := vm.jdk.Resource("/" + mod + "/" + name)
	if err != nil || !ok {
		return retRef(0)
	}
	arr := t.newBytes(data)
	if arr == 0 {
		return threw()
	}
	bc, err := vm.loadClass("java/io/ByteArrayInputStream")
	if err != nil {
		t.linkFailed(err)
		return threw()
	}
	ctor := bc.methodMap[methodKey{"<init>", "([B)V"}]
	return t.initThen(bc, func(t *Thread) (uint64, nativeStatus) {
		r := t.newObject(bc)
		if r == 0 {
			return threw()
		}
		return t.invokeThen(ctor, []uint64{uint64(r), uint64(arr)}, func(t *Thread, _ uint64) (uint64, nativeStatus) { return retRef(r) })
	})
}
