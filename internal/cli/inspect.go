package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/gojpf/gojpf/classfile"
	"github.com/spf13/pflag"
)

func runInspect(e *env, args []string) int {
	fs, lvl := e.newFlags("inspect", "[flags] CLASS|FILE.class", "Print a class file: header, constant pool (-v), fields, methods with decoded\nbytecode and line numbers, bootstrap methods, record components.\nCLASS is a binary or dotted name looked up on -cp, then in the JDK image.")
	cp := fs.String("cp", "", "class path: directories and jars, ':'-separated")
	fs.StringVar(cp, "classpath", "", "same as -cp")
	jdk := fs.String("jdk", "", "JDK home whose lib/modules to read (default $JAVA_HOME, else the JDK of javac on PATH)")
	verbose := fs.BoolP("verbose", "v", false, "also print the constant pool")
	noCode := fs.Bool("no-code", false, "do not print bytecode")
	// javap users type -cp and -classpath with one dash.
	args = singleDashLong(fs, args, "cp", "classpath")
	if code := e.parseFlags(fs, lvl, args); code >= 0 {
		return code
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return ExitUsage
	}
	target := fs.Arg(0)
	data, where, err := findClassBytes(target, *cp, *jdk)
	if err != nil {
		return e.fail("inspect", err)
	}
	cf, err := classfile.Parse(data)
	if err != nil {
		return e.fail("inspect", fmt.Errorf("%s: %w", where, err))
	}
	e.log.Debug().Str("from", where).Int("bytes", len(data)).Msg("parsed class file")
	printClass(e.stdout, cf, where, *verbose, !*noCode)
	return ExitOK
}

// singleDashLong rewrites "-name" to "--name" for the given long flags, so
// that javac/javap habits (-cp) work with pflag. It stops at the first
// argument that is not a flag (the target: what follows belongs to the
// program) or at "--".
func singleDashLong(fs *pflag.FlagSet, args []string, names ...string) []string {
	out := append([]string(nil), args...)
	for i := 0; i < len(out); i++ {
		a := out[i]
		if a == "--" || !strings.HasPrefix(a, "-") || a == "-" {
			break
		}
		for _, n := range names {
			if a == "-"+n || strings.HasPrefix(a, "-"+n+"=") {
				a = "-" + a
				out[i] = a
			}
		}
		// Skip the value of a flag given as a separate argument.
		if strings.HasPrefix(a, "--") && !strings.Contains(a, "=") {
			if f := fs.Lookup(a[2:]); f != nil && f.Value.Type() != "bool" {
				i++
			}
		} else if len(a) == 2 && a[0] == '-' {
			if f := fs.ShorthandLookup(a[1:]); f != nil && f.Value.Type() != "bool" {
				i++
			}
		}
	}
	return out
}

// findClassBytes returns the bytes of a class given as a file path or a
// class name searched on cp and then the JDK image.
func findClassBytes(target, cp, jdk string) ([]byte, string, error) {
	if strings.HasSuffix(target, ".class") && fileExists(target) {
		b, err := os.ReadFile(target)
		if err != nil {
			return nil, "", fmt.Errorf("reading class file: %w", err)
		}
		return b, target, nil
	}
	if strings.HasSuffix(target, ".class") && strings.ContainsRune(target, filepath.Separator) {
		return nil, "", usagef("no such class file: %s", target)
	}
	name := strings.TrimSuffix(target, ".class")
	name = strings.ReplaceAll(name, ".", "/")
	path, err := openClassPath(cp, jdk)
	if err != nil {
		return nil, "", err
	}
	defer path.Close()
	b, err := path.Find(name)
	if err != nil {
		return nil, "", err
	}
	return b, name, nil
}

// openClassPath opens the user class path followed by the JDK image.
func openClassPath(cp, jdk string) (*classfile.ClassPath, error) {
	var entries []classfile.Entry
	if cp != "" {
		es, err := classfile.ParseClassPath(cp)
		if err != nil {
			return nil, &usageError{fmt.Sprintf("class path: %v", err)}
		}
		entries = append(entries, es...)
	}
	home, err := classfile.FindJDK(jdk)
	if err != nil {
		for _, en := range entries {
			en.Close()
		}
		return nil, &usageError{err.Error()}
	}
	img, err := classfile.OpenJDK(home)
	if err != nil {
		for _, en := range entries {
			en.Close()
		}
		return nil, err
	}
	entries = append(entries, img)
	return classfile.NewClassPath(entries...), nil
}

// exitCodeFor maps an error to an exit code: bad input is a usage error,
// anything else an internal one.
func exitCodeFor(err error) int {
	var fe *classfile.FormatError
	var nf *classfile.ClassNotFoundError
	var ue *usageError
	if errors.As(err, &fe) || errors.As(err, &nf) || errors.As(err, &ue) || errors.Is(err, os.ErrNotExist) || errors.Is(err, classfile.ErrInvalidName) {
		return ExitUsage
	}
	return ExitUnsupported
}

var classFlagNames = []struct {
	bit  uint16
	name string
}{
	{classfile.AccPublic, "public"}, {classfile.AccFinal, "final"},
	{classfile.AccSuper, "super"}, {classfile.AccInterface, "interface"},
	{classfile.AccAbstract, "abstract"}, {classfile.AccSynthetic, "synthetic"},
	{classfile.AccAnnotation, "annotation"}, {classfile.AccEnum, "enum"},
	{classfile.AccModule, "module"},
}

var fieldFlagNames = []struct {
	bit  uint16
	name string
}{
	{classfile.AccPublic, "public"}, {classfile.AccPrivate, "private"},
	{classfile.AccProtected, "protected"}, {classfile.AccStatic, "static"},
	{classfile.AccFinal, "final"}, {classfile.AccVolatile, "volatile"},
	{classfile.AccTransient, "transient"}, {classfile.AccSynthetic, "synthetic"},
	{classfile.AccEnum, "enum"},
}

var methodFlagNames = []struct {
	bit  uint16
	name string
}{
	{classfile.AccPublic, "public"}, {classfile.AccPrivate, "private"},
	{classfile.AccProtected, "protected"}, {classfile.AccStatic, "static"},
	{classfile.AccFinal, "final"}, {classfile.AccSynchronized, "synchronized"},
	{classfile.AccBridge, "bridge"}, {classfile.AccVarargs, "varargs"},
	{classfile.AccNative, "native"}, {classfile.AccAbstract, "abstract"},
	{classfile.AccStrict, "strict"}, {classfile.AccSynthetic, "synthetic"},
}

func flagString(flags uint16, names []struct {
	bit  uint16
	name string
}) string {
	var parts []string
	for _, n := range names {
		if flags&n.bit != 0 {
			parts = append(parts, n.name)
		}
	}
	return fmt.Sprintf("0x%04x (%s)", flags, strings.Join(parts, " "))
}

func printClass(w io.Writer, cf *classfile.ClassFile, where string, verbose, code bool) {
	p := func(format string, args ...any) { fmt.Fprintf(w, format, args...) }
	p("%s\n", cf)
	p("  from:        %s\n", where)
	p("  version:     %d.%d\n", cf.Major, cf.Minor)
	p("  flags:       %s\n", flagString(cf.Access, classFlagNames))
	if cf.Super != "" {
		p("  super:       %s\n", cf.Super)
	}
	if len(cf.Interfaces) > 0 {
		p("  interfaces:  %s\n", strings.Join(cf.Interfaces, ", "))
	}
	if cf.SourceFile != "" {
		p("  source:      %s\n", cf.SourceFile)
	}
	if cf.Signature != "" {
		p("  signature:   %s\n", cf.Signature)
	}
	if cf.NestHost != "" {
		p("  nest host:   %s\n", cf.NestHost)
	}
	if len(cf.NestMembers) > 0 {
		p("  nest members: %s\n", strings.Join(cf.NestMembers, ", "))
	}
	if len(cf.PermittedSubclasses) > 0 {
		p("  permitted subclasses: %s\n", strings.Join(cf.PermittedSubclasses, ", "))
	}
	if em := cf.EnclosingMethod; em != nil {
		p("  enclosing method: %s.%s%s\n", em.Class, em.Name, em.Desc)
	}
	for _, ic := range cf.InnerClasses {
		p("  inner class: %s outer=%q name=%q flags=0x%04x\n", ic.Inner, ic.Outer, ic.Name, ic.Access)
	}
	for _, a := range cf.Other {
		p("  attribute:   %s (%d bytes)\n", a.Name, len(a.Data))
	}
	p("  constant pool: %d entries\n", cf.Pool.Len()-1)
	if verbose {
		for i := 1; i < cf.Pool.Len(); i++ {
			if cf.Pool.Tag(uint16(i)) == 0 {
				continue
			}
			p("    #%-5d %s\n", i, cf.Pool.Describe(uint16(i)))
		}
	}
	if cf.IsRecord {
		p("\nrecord components:\n")
		for _, rc := range cf.Record {
			p("  %s %s\n", rc.Name, rc.Desc)
		}
	}
	p("\nfields (%d):\n", len(cf.Fields))
	for _, f := range cf.Fields {
		p("  %s %s\n    flags: %s\n", f.Name, f.Desc, flagString(f.Access, fieldFlagNames))
		if f.ConstantValue != 0 {
			p("    constant value: %s\n", cf.Pool.Describe(f.ConstantValue))
		}
		if f.Signature != "" {
			p("    signature: %s\n", f.Signature)
		}
	}
	p("\nmethods (%d):\n", len(cf.Methods))
	for _, m := range cf.Methods {
		p("  %s%s\n    flags: %s\n", m.Name, m.Desc, flagString(m.Access, methodFlagNames))
		if len(m.Exceptions) > 0 {
			p("    throws: %s\n", strings.Join(m.Exceptions, ", "))
		}
		if m.Signature != "" {
			p("    signature: %s\n", m.Signature)
		}
		for _, prm := range m.Parameters {
			p("    parameter: %q flags=0x%04x\n", prm.Name, prm.Access)
		}
		if m.Code == nil || !code {
			continue
		}
		c := m.Code
		p("    code: stack=%d, locals=%d, length=%d, instructions=%d\n", c.MaxStack, c.MaxLocals, len(c.Bytes), len(c.Insns))
		lastLine := -1
		for i := range c.Insns {
			line := c.LineAt(i)
			s := classfile.FormatInstruction(c.Insns, i)
			if c.Insns[i].Op.UsesConstantPool() {
				s = fmt.Sprintf("%-40s // %s", s, cf.Pool.Describe(uint16(c.Insns[i].A)))
			}
			if line != lastLine && line != 0 {
				p("    // line %d\n", line)
				lastLine = line
			}
			p("    %s\n", s)
		}
		for _, h := range c.Handlers {
			ct := h.CatchType
			if ct == "" {
				ct = "any"
			}
			p("    handler: from %d to %d target %d type %s\n", h.StartPC, h.EndPC, h.HandlerPC, ct)
		}
		for _, lv := range c.LocalVars {
			p("    local: slot %d %s %s pc %d..%d\n", lv.Slot, lv.Name, lv.Desc, lv.StartPC, int(lv.StartPC)+int(lv.Length))
		}
	}
	if len(cf.BootstrapMethods) > 0 {
		p("\nbootstrap methods (%d):\n", len(cf.BootstrapMethods))
		for i, bm := range cf.BootstrapMethods {
			p("  %d: %s\n", i, cf.Pool.Describe(bm.MethodRef))
			for _, a := range bm.Args {
				p("     arg: %s\n", cf.Pool.Describe(a))
			}
		}
	}
}
