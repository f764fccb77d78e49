package jvm

func jdkInternalMiscVMNatives() nativeTable {
	const vmc = "jdk/internal/misc/VM."
	const cds = "jdk/internal/misc/CDS."
	zero := func(t *Thread, a []uint64) (uint64, nativeStatus) { return ret(0) }
	return nativeTable{
		vmc + "initialize()V": noop,
		// The loader of the innermost method on the stack whose class is
		// not the boot or the platform loader's.
		vmc + "latestUserDefinedLoader0()Ljava/lang/ClassLoader;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			for i := len(t.frames) - 1; i >= 0; i-- {
				if m := t.frames[i].m; m != nil && t.frames[i].cont == nil {
					if k := t.vm.loaderKind(m.class); k == loaderApp || k == loaderUser {
						return retRef(t.vm.definingLoader(m.class))
					}
				}
			}
			return retRef(0)
		},
		vmc + "getuid()J":  zero,
		vmc + "geteuid()J": zero,
		vmc + "getgid()J":  zero,
		vmc + "getegid()J": zero,
		vmc + "getNanoTimeAdjustment(J)J": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			// Nanoseconds since the epoch minus the offset (in seconds).
			now := modelEpochMillis*1_000_000 + t.vm.tick()
			return ret(uint64(now - int64(a[0])*1_000_000_000))
		},
		vmc + "getRuntimeArguments()[Ljava/lang/String;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.newRefArray("[Ljava/lang/String;", nil)
		},
		cds + "isDumpingClassList0()Z":                                                 zero,
		cds + "getCDSConfigStatus()I":                                                  zero,
		cds + "isDumpingArchive0()Z":                                                   zero,
		cds + "isSharingEnabled0()Z":                                                   zero,
		cds + "getRandomSeedForDumping()J":                                             zero,
		cds + "initializeFromArchive(Ljava/lang/Class;)V":                              noop,
		cds + "defineArchivedModules(Ljava/lang/ClassLoader;Ljava/lang/ClassLoader;)V": noop,
		cds + "logLambdaFormInvoker(Ljava/lang/String;)V":                              noop,
		"jdk/internal/misc/ScopedMemoryAccess.registerNatives()V":                      noop,
		"jdk/internal/misc/Signal.findSignal0(Ljava/lang/String;)I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retInt(-1)
		},
		"jdk/internal/misc/Signal.handle0(IJ)J": zero,
	}
}

func jdkInternalReflectReflectionNatives() nativeTable {
	const r = "jdk/internal/reflect/Reflection."
	return nativeTable{
		r + "getCallerClass()Ljava/lang/Class;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			// The top frame is the caller-sensitive method that asks (which
			// may be Method.invoke itself); the answer is the class of the
			// method that called it, skipping reflection's own frames.
			asker := true
			for i := len(t.frames) - 1; i >= 0; i-- {
				f := &t.frames[i]
				if f.cont != nil || f.m == nil {
					continue
				}
				if asker {
					asker = false
					continue
				}
				if isReflectionFrame(f.m) {
					continue
				}
				return retRef(t.vm.mirrorOf(f.m.class))
			}
			return retRef(0)
		},
		r + "getClassAccessFlags(Ljava/lang/Class;)I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retInt(int32(mirrorArg(t, a[0]).access))
		},
		r + "areNestMates(Ljava/lang/Class;Ljava/lang/Class;)Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c, d := mirrorArg(t, a[0]), mirrorArg(t, a[1])
			return retBool(nestHost(c) == nestHost(d))
		},
	}
}

// isReflectionFrame reports whether m is one of the frames
// getCallerClass looks through, as HotSpot's security stack walk does:
// Method.invoke and the reflective accessors.
func isReflectionFrame(m *Method) bool {
	if m.class.name == "java/lang/reflect/Method" && m.name == "invoke" {
		return true
	}
	for c := m.class; c != nil; c = c.super {
		switch c.name {
		case "jdk/internal/reflect/MethodAccessorImpl", "jdk/internal/reflect/ConstructorAccessorImpl":
			return true
		}
	}
	return false
}

func nestHost(c *Class) string {
	if c.cf != nil && c.cf.NestHost != "" {
		return c.cf.NestHost
	}
	return c.name
}

func javaSecurityAccessControllerNatives() nativeTable {
	const ac = "java/security/AccessController."
	return nativeTable{
		ac + "getProtectionDomain(Ljava/lang/Class;)Ljava/security/ProtectionDomain;": nullResult,
		ac + "ensureMaterializedForStackWalk(Ljava/lang/Object;)V":                    noop,
		ac + "getStackAccessControlContext()Ljava/security/AccessControlContext;":     nullResult,
		ac + "getInheritedAccessControlContext()Ljava/security/AccessControlContext;": nullResult,
	}
}

func miscNatives() nativeTable {
	return nativeTable{
		// The guest's time zone is UTC, whatever the host's: runs do not
		// depend on where they run.
		"java/util/TimeZone.getSystemTimeZoneID(Ljava/lang/String;)Ljava/lang/String;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retRef(t.vm.newString("UTC"))
		},
		"java/util/TimeZone.getSystemGMTOffsetID()Ljava/lang/String;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retRef(t.vm.newString("GMT"))
		},

		"java/util/concurrent/atomic/AtomicLong.VMSupportsCS8()Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retBool(true)
		},
		// The helpful message of the VM's own NullPointerExceptions
		// (npe_message.go).
		"java/lang/NullPointerException.getExtendedNPEMessage()Ljava/lang/String;": extendedNPEMessage,
		// vectorizedMismatch reads arrays a word at a time through Unsafe,
		// which gojpf's slot model cannot do: compare element by element.
		"jdk/internal/util/ArraysSupport.vectorizedMismatch(Ljava/lang/Object;JLjava/lang/Object;JII)I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			x, xOff, y, yOff, n := Ref(a[0]), int64(a[1]), Ref(a[3]), int64(a[4]), int(int32(a[6]))
			xo, yo := t.vm.heap.get(x), t.vm.heap.get(y)
			if xOff < 0 || yOff < 0 || xOff+int64(n) > int64(len(xo.slots)) || yOff+int64(n) > int64(len(yo.slots)) {
				t.vm.internalf("vectorizedMismatch out of range")
				return failed()
			}
			for i := 0; i < n; i++ {
				if xo.slots[int(xOff)+i] != yo.slots[int(yOff)+i] {
					return retInt(int32(i))
				}
			}
			return retInt(-1) // ~0: no element left to check
		},
		"java/lang/ref/Reference.refersTo0(Ljava/lang/Object;)Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retBool(t.vm.getField(t.vm.obj(a[0]), "referent") == a[1])
		},
		"java/lang/ref/PhantomReference.refersTo0(Ljava/lang/Object;)Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retBool(t.vm.getField(t.vm.obj(a[0]), "referent") == a[1])
		},
		"java/lang/ref/Reference.clear0()V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			t.vm.setField(t.vm.obj(a[0]), "referent", 0)
			return retVoid()
		},
		"java/lang/ref/Reference.hasReferencePendingList()Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retBool(false)
		},
		"java/lang/ref/Reference.getAndClearReferencePendingList()Ljava/lang/ref/Reference;": nullResult,
		"java/lang/ref/Finalizer.isFinalizationEnabled()Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retBool(false)
		},
		"java/lang/ClassLoader.registerNatives()V": noop,
		"java/io/ObjectStreamClass.initNative()V":  noop,
		"java/io/ObjectStreamClass.hasStaticInitializer(Ljava/lang/Class;)Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[0])
			return retBool(c.methodMap[methodKey{"<clinit>", "()V"}] != nil)
		},
		"jdk/internal/loader/BootLoader.setBootLoaderUnnamedModule0(Ljava/lang/Module;)V":               noop,
		"jdk/internal/loader/BootLoader.getSystemPackageLocation(Ljava/lang/String;)Ljava/lang/String;": nullResult,
		"jdk/internal/loader/BootLoader.getSystemPackageNames()[Ljava/lang/String;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.newRefArray("[Ljava/lang/String;", nil)
		},
		"java/lang/reflect/Array.getLength(Ljava/lang/Object;)I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if a[0] == 0 {
				t.throwNPE("")
				return threw()
			}
			o := t.vm.obj(a[0])
			if !o.class.IsArray() {
				t.throwNew("java/lang/IllegalArgumentException", "Argument is not an array")
				return threw()
			}
			return retInt(int32(len(o.slots)))
		},
		"java/lang/reflect/Array.newArray(Ljava/lang/Class;I)Ljava/lang/Object;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			c := mirrorArg(t, a[0])
			if c == nil {
				t.throwNPE("")
				return threw()
			}
			if c.primitive == 'V' {
				t.throwNew("java/lang/IllegalArgumentException", "")
				return threw()
			}
			ac, err := t.vm.arrayOf(c)
			if err != nil {
				t.linkFailed(err)
				return threw()
			}
			r := t.newArray(ac, int32(a[1]))
			if r == 0 {
				return threw()
			}
			return retRef(r)
		},
	}
}

func dotsToSlashes(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c == '.' {
			b[i] = '/'
		}
	}
	return string(b)
}
