package jvm

import (
	"encoding/binary"
	"fmt"
	"strconv"
	"strings"

	"github.com/gojpf/gojpf/classfile"
)

// Module encapsulation. gojpf does not boot the JDK's module system (the
// JDK's classes share one unnamed java.lang.Module object), but it
// enforces what the module descriptors of the JDK image say where the
// JDK checks it for reflection: AccessibleObject.setAccessible and
// trySetAccessible (checkCanSetAccessible), with java's --add-opens on
// top. The decision follows AccessibleObject.checkCanSetAccessible of
// JDK 17 rule by rule.

// moduleAccess is what one JDK module's descriptor exports and opens,
// by package ("java.lang").
type moduleAccess struct {
	open           bool // an open module
	exports, opens map[string]moduleTargets
}

// moduleTargets are the modules a package is exported or opened to.
type moduleTargets struct {
	all bool            // to every module
	to  map[string]bool // to these modules only
}

// AddOpens is one --add-opens option: MODULE/PACKAGE=TARGET[,TARGET…],
// a target being a module name or ALL-UNNAMED.
type AddOpens struct {
	Module, Package string
	Targets         []string
}

// ParseAddOpens parses an --add-opens value as java does.
func ParseAddOpens(s string) (AddOpens, error) {
	src, targets, ok := strings.Cut(s, "=")
	mod, pkg, ok2 := strings.Cut(src, "/")
	if !ok || !ok2 || mod == "" || pkg == "" || targets == "" {
		return AddOpens{}, fmt.Errorf("--add-opens %q: want MODULE/PACKAGE=TARGET[,TARGET...]", s)
	}
	a := AddOpens{Module: mod, Package: pkg}
	for _, t := range strings.Split(targets, ",") {
		if t == "" {
			return AddOpens{}, fmt.Errorf("--add-opens %q: empty target", s)
		}
		a.Targets = append(a.Targets, t)
	}
	return a, nil
}

// moduleAccessOf reads (once) the descriptor of a JDK module.
func (vm *VM) moduleAccessOf(mod string) (*moduleAccess, error) {
	if ma, ok := vm.modules[mod]; ok {
		return ma, nil
	}
	if vm.jdk == nil {
		return nil, fmt.Errorf("module %s: no JDK image", mod)
	}
	data, ok, err := vm.jdk.Resource("/" + mod + "/module-info.class")
	if err != nil || !ok {
		return nil, fmt.Errorf("reading the descriptor of module %s: found %v, %v", mod, ok, err)
	}
	cf, err := classfile.Parse(data)
	if err != nil {
		return nil, fmt.Errorf("reading the descriptor of module %s: %w", mod, err)
	}
	ma := &moduleAccess{exports: map[string]moduleTargets{}, opens: map[string]moduleTargets{}}
	found := false
	for _, a := range cf.Other {
		if a.Name == "Module" {
			if err := parseModuleAccess(&cf.Pool, a.Data, ma); err != nil {
				return nil, fmt.Errorf("the descriptor of module %s: %w", mod, err)
			}
			found = true
		}
	}
	if !found {
		return nil, fmt.Errorf("the descriptor of module %s has no Module attribute", mod)
	}
	vm.modules[mod] = ma
	return ma, nil
}

// parseModuleAccess reads the flags, exports and opens of a Module
// attribute (JVMS §4.7.25).
func parseModuleAccess(cp *classfile.ConstantPool, d []byte, ma *moduleAccess) error {
	pos := 0
	bad := false
	u2 := func() int {
		if pos+2 > len(d) {
			bad = true
			return 0
		}
		v := int(binary.BigEndian.Uint16(d[pos:]))
		pos += 2
		return v
	}
	u2() // name
	ma.open = u2()&0x0020 != 0
	u2()                                // version
	for n := u2(); n > 0 && !bad; n-- { // requires
		u2()
		u2()
		u2()
	}
	for _, table := range []map[string]moduleTargets{ma.exports, ma.opens} {
		for n := u2(); n > 0 && !bad; n-- {
			pkg := strings.ReplaceAll(cp.ClassName(uint16(u2())), "/", ".")
			u2() // flags
			t := moduleTargets{all: true}
			if m := u2(); m > 0 {
				t = moduleTargets{to: map[string]bool{}}
				for ; m > 0 && !bad; m-- {
					t.to[cp.ClassName(uint16(u2()))] = true
				}
			}
			table[pkg] = t
		}
	}
	if bad {
		return fmt.Errorf("truncated Module attribute")
	}
	return nil
}

// moduleName returns the JDK module of c ("" for an unnamed module).
func moduleName(c *Class) string {
	for c.IsArray() {
		c = c.component
	}
	if c.primitive != 0 {
		return "java.base"
	}
	return c.module
}

// sameModule reports whether two classes are in one module: one named
// module, or the unnamed module of one loader.
func (vm *VM) sameModule(a, b *Class) bool {
	ma, mb := moduleName(a), moduleName(b)
	if ma != "" || mb != "" {
		return ma == mb
	}
	return vm.definingLoader(a) == vm.definingLoader(b)
}

// exportedOrOpen reports whether module mod exports (open: opens) package
// pn to the module of class to, counting --add-opens; an open package is
// exported too (Module.isExported).
func (vm *VM) exportedOrOpen(mod, pn string, to *Class, open bool) (bool, error) {
	ma, err := vm.moduleAccessOf(mod)
	if err != nil {
		return false, err
	}
	toName := moduleName(to)
	reaches := func(t moduleTargets) bool {
		return t.all || toName != "" && t.to[toName]
	}
	if ma.open || reaches(ma.opens[pn]) {
		return true, nil
	}
	for _, a := range vm.opts.AddOpens {
		if a.Module != mod || a.Package != pn {
			continue
		}
		for _, target := range a.Targets {
			if target == "ALL-UNNAMED" && toName == "" || target == toName {
				return true, nil
			}
		}
	}
	return !open && reaches(ma.exports[pn]), nil
}

// checkCanSetAccessible is AccessibleObject.checkCanSetAccessible(caller,
// declaringClass, throwExceptionIfDenied) of JDK 17.
func checkCanSetAccessible(t *Thread, a []uint64) (uint64, nativeStatus) {
	vm := t.vm
	this, caller, decl := Ref(a[0]), vm.classOf(Ref(a[1])), vm.classOf(Ref(a[2]))
	if caller == nil || decl == nil {
		t.throwNPE("")
		return threw()
	}
	if caller.name == "java/lang/invoke/MethodHandle" {
		t.throwNew("java/lang/IllegalCallerException", "")
		return threw()
	}
	declMod := moduleName(decl)
	// gojpf's own guest helpers (gojpf.internal) stand in for code of
	// java.base, such as ServiceLoader's.
	trusted := moduleName(caller) == "java.base" || !caller.user && strings.HasPrefix(caller.name, "gojpf/internal/")
	if vm.sameModule(caller, decl) || trusted || declMod == "" {
		return retBool(true)
	}
	pn := strings.ReplaceAll(packageOf(decl.name), "/", ".")
	modifiers := int32(vm.getField(vm.heap.get(this), "modifiers"))
	classPublic := decl.modifiers()&classfile.AccPublic != 0
	if classPublic {
		exported, err := vm.exportedOrOpen(declMod, pn, caller, false)
		if err != nil {
			vm.fail(err)
			return failed()
		}
		if exported {
			if modifiers&classfile.AccPublic != 0 {
				return retBool(true)
			}
			if modifiers&classfile.AccProtected != 0 && modifiers&classfile.AccStatic != 0 {
				for k := caller; k != nil; k = k.super {
					if k == decl {
						return retBool(true)
					}
				}
			}
		}
	}
	open, err := vm.exportedOrOpen(declMod, pn, caller, true)
	if err != nil {
		vm.fail(err)
		return failed()
	}
	if open || a[3] == 0 {
		return retBool(open)
	}
	// Not accessible: "Unable to make field private final byte[]
	// java.lang.String.value accessible: module java.base does not
	// "opens java.lang" to unnamed module @1b6d3586".
	what := "opens"
	if classPublic && modifiers&classfile.AccPublic != 0 {
		what = "exports"
	}
	to := "module " + moduleName(caller)
	if moduleName(caller) == "" {
		mod := Ref(vm.getField(vm.heap.get(vm.mirrorOf(caller)), "module"))
		to = "unnamed module @" + strconv.FormatUint(uint64(uint32(vm.identityHash(mod))), 16)
	}
	prefix := "Unable to make "
	if vm.heap.get(this).class.isSubclassOf(vm.classes["java/lang/reflect/Field"]) {
		prefix += "field "
	}
	toString := vm.heap.get(this).class.lookupMethod("toString", "()Ljava/lang/String;")
	return t.invokeThen(toString, []uint64{uint64(this)}, func(t *Thread, s uint64) (uint64, nativeStatus) {
		t.throwNew("java/lang/reflect/InaccessibleObjectException",
			fmt.Sprintf("%s%s accessible: module %s does not \"%s %s\" to %s", prefix, t.vm.goString(Ref(s)), declMod, what, pn, to))
		return threw()
	})
}

// identityHash is System.identityHashCode of a non-null object.
func (vm *VM) identityHash(r Ref) int32 {
	if r == 0 {
		return 0
	}
	o := vm.heap.get(r)
	o.hashSeen, o.hok = true, false
	vm.markChanged(o)
	return o.hash
}
