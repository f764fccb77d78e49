package jvm

import "strings"

// The natives of java.lang.ClassLoader, and the methods of the JDK's
// built-in loaders (jdk.internal.loader.BuiltinClassLoader) that would
// search the host's file system, answered from the VM's class path
// instead (loaders.go).

func javaLangClassLoaderNatives() nativeTable {
	const cl = "java/lang/ClassLoader."
	const bcl = "jdk/internal/loader/BuiltinClassLoader."
	return nativeTable{
		"java/lang/reflect/AccessibleObject.checkCanSetAccessible(Ljava/lang/Class;Ljava/lang/Class;Z)Z":                                      checkCanSetAccessible,
		cl + "defineClass1(Ljava/lang/ClassLoader;Ljava/lang/String;[BIILjava/security/ProtectionDomain;Ljava/lang/String;)Ljava/lang/Class;": classLoaderDefineClass1,
		cl + "findLoadedClass0(Ljava/lang/String;)Ljava/lang/Class;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			vm := t.vm
			loader, name := Ref(a[0]), dotsToSlashes(vm.goString(Ref(a[1])))
			if vm.builtinKind(loader) == loaderUser {
				if c := vm.recorded(loader, name); c != nil {
					return retRef(vm.mirrorOf(c))
				}
				return retRef(0)
			}
			if c, ok := vm.classes[name]; ok && !c.IsArray() && c.primitive == 0 && vm.definingLoader(c) == loader {
				return retRef(vm.mirrorOf(c))
			}
			return retRef(0)
		},
		cl + "findBootstrapClass(Ljava/lang/String;)Ljava/lang/Class;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.builtinClass(loaderBoot, t.vm.goString(Ref(a[0])), false)
		},
		bcl + "loadClassOrNull(Ljava/lang/String;Z)Ljava/lang/Class;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.builtinClass(t.vm.builtinKind(Ref(a[0])), t.vm.goString(Ref(a[1])), false)
		},
		bcl + "findClassOnClassPathOrNull(Ljava/lang/String;)Ljava/lang/Class;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if t.vm.builtinKind(Ref(a[0])) != loaderApp {
				return retRef(0)
			}
			return t.builtinClass(loaderApp, t.vm.goString(Ref(a[1])), true)
		},
		// findClass(moduleName, name), for Class.forName(Module, String).
		bcl + "findClass(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Class;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.builtinClass(t.vm.builtinKind(Ref(a[0])), t.vm.goString(Ref(a[2])), true)
		},
		bcl + "findClass(Ljava/lang/String;)Ljava/lang/Class;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			name := t.vm.goString(Ref(a[1]))
			r, st := t.builtinClass(t.vm.builtinKind(Ref(a[0])), name, true)
			if st == nativeReturn && r == 0 {
				t.throwNew("java/lang/ClassNotFoundException", name)
				return threw()
			}
			return r, st
		},
	}
}

// builtinClass finds a class by its binary name ("a.b.C") as a built-in
// loader of the given kind does: a class of its own or (unless own) of
// its parents; null if there is none.
func (t *Thread) builtinClass(kind int, name string, own bool) (uint64, nativeStatus) {
	vm := t.vm
	if name == "" || strings.ContainsAny(name, "/[") {
		return retRef(0)
	}
	c, err := vm.loadClass(dotsToSlashes(name))
	if err != nil {
		if le, ok := err.(*linkError); ok && le.class == "java/lang/NoClassDefFoundError" {
			return retRef(0)
		}
		t.linkFailed(err)
		return threw()
	}
	if k := vm.loaderKind(c); k > kind || own && k != kind {
		return retRef(0)
	}
	return retRef(vm.mirrorOf(c))
}

// classLoaderDefineClass1 is ClassLoader.defineClass1(loader, name, b,
// off, len, pd, source).
func classLoaderDefineClass1(t *Thread, a []uint64) (uint64, nativeStatus) {
	vm := t.vm
	loader, arr := Ref(a[0]), Ref(a[2])
	off, n := int32(a[3]), int32(a[4])
	if arr == 0 {
		t.throwNPE("")
		return threw()
	}
	slots := vm.heap.get(arr).slots
	if off < 0 || n < 0 || int(off)+int(n) > len(slots) {
		t.throwNew("java/lang/ArrayIndexOutOfBoundsException", "")
		return threw()
	}
	data := make([]byte, n)
	for i := range data {
		data[i] = byte(slots[int(off)+i])
	}
	name := ""
	if a[1] != 0 {
		name = dotsToSlashes(vm.goString(Ref(a[1])))
	}
	return t.defineClass(loader, name, data)
}

// builtinResources returns the URLs of the resources with the given name
// that a built-in loader of the given kind holds itself: the class files
// of the JDK modules defined to it, and for the application loader the
// resources of the class path.
func (vm *VM) builtinResources(kind int, name string) ([]string, error) {
	var urls []string
	if cn, ok := strings.CutSuffix(name, ".class"); ok && vm.jdk != nil && checkResource(name) {
		if mod, ok, _ := vm.jdk.ModuleOf(cn); ok && vm.moduleLoaderKind(mod) == kind {
			if _, found, err := vm.jdk.Find(cn); err == nil && found {
				urls = append(urls, "jrt:/"+mod+"/"+name)
			}
		}
	}
	if kind == loaderApp {
		more, err := vm.classPath.Resources(name)
		if err != nil {
			return nil, err
		}
		urls = append(urls, more...)
	}
	return urls, nil
}

// checkResource rejects resource names that cannot name a file of the
// class path.
func checkResource(name string) bool {
	return name != "" && !strings.HasPrefix(name, "/") && !strings.Contains(name, "..") && !strings.ContainsAny(name, "\\\x00")
}

// moduleLoaderKind returns the kind of loader that defines a JDK module.
func (vm *VM) moduleLoaderKind(mod string) int {
	if k, ok := vm.ld.moduleKind[mod]; ok {
		return k
	}
	return loaderApp
}

// resourceURLs makes the guest's URL objects for resources the VM found,
// by gojpf.internal.Resources: one URL (or null) when single, else an
// Enumeration of them.
func (t *Thread) resourceURLs(urls []string, single bool) (uint64, nativeStatus) {
	vm := t.vm
	if single && len(urls) == 0 {
		return retRef(0)
	}
	rc, err := vm.loadClass("gojpf/internal/Resources")
	if err != nil {
		vm.internalf("the guest library is not on the class path: %v", err)
		return failed()
	}
	return t.initThen(rc, func(t *Thread) (uint64, nativeStatus) {
		if single {
			s := t.vm.newString(urls[0])
			if s == 0 {
				t.throwOOM()
				return threw()
			}
			return t.invokeThen(rc.methodMap[methodKey{"url", "(Ljava/lang/String;)Ljava/net/URL;"}], []uint64{uint64(s)}, func(t *Thread, v uint64) (uint64, nativeStatus) { return ret(v) })
		}
		refs := make([]Ref, len(urls))
		for i, u := range urls {
			if refs[i] = t.vm.newString(u); refs[i] == 0 {
				t.throwOOM()
				return threw()
			}
		}
		arr, st := t.newRefArray("[Ljava/lang/String;", refs)
		if st != nativeReturn {
			return arr, st
		}
		return t.invokeThen(rc.methodMap[methodKey{"urls", "([Ljava/lang/String;)Ljava/util/Enumeration;"}], []uint64{arr}, func(t *Thread, v uint64) (uint64, nativeStatus) { return ret(v) })
	})
}

func builtinLoaderResourceNatives() nativeTable {
	const bcl = "jdk/internal/loader/BuiltinClassLoader."
	find := func(single bool) nativeFunc {
		return func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if a[1] == 0 {
				t.throwNPE("")
				return threw()
			}
			urls, err := t.vm.builtinResources(t.vm.builtinKind(Ref(a[0])), t.vm.goString(Ref(a[1])))
			if err != nil {
				t.vm.fail(err)
				return failed()
			}
			return t.resourceURLs(urls, single)
		}
	}
	return nativeTable{
		bcl + "findResource(Ljava/lang/String;)Ljava/net/URL;":           find(true),
		bcl + "findResources(Ljava/lang/String;)Ljava/util/Enumeration;": find(false),
		"gojpf/internal/Resources.read(Ljava/lang/String;)[B": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			vm := t.vm
			url := vm.goString(Ref(a[0]))
			var data []byte
			var ok bool
			var err error
			if rest, isJRT := strings.CutPrefix(url, "jrt:/"); isJRT {
				if vm.jdk != nil && !strings.Contains(rest, "..") {
					data, ok, err = vm.jdk.Resource("/" + rest)
				}
			} else {
				data, ok, err = vm.classPath.ResourceAt(url)
			}
			if err != nil {
				vm.fail(err)
				return failed()
			}
			if !ok {
				return retRef(0)
			}
			arr := t.newBytes(data)
			if arr == 0 {
				return threw()
			}
			return retRef(arr)
		},
	}
}
