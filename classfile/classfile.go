package classfile

import (
	"fmt"
)

// Access flags of classes, fields and methods (JVMS §4.1, §4.5, §4.6).
const (
	AccPublic       = 0x0001
	AccPrivate      = 0x0002
	AccProtected    = 0x0004
	AccStatic       = 0x0008
	AccFinal        = 0x0010
	AccSuper        = 0x0020 // classes
	AccSynchronized = 0x0020 // methods
	AccVolatile     = 0x0040 // fields
	AccBridge       = 0x0040 // methods
	AccTransient    = 0x0080 // fields
	AccVarargs      = 0x0080 // methods
	AccNative       = 0x0100
	AccInterface    = 0x0200
	AccAbstract     = 0x0400
	AccStrict       = 0x0800
	AccSynthetic    = 0x1000
	AccAnnotation   = 0x2000
	AccEnum         = 0x4000
	AccModule       = 0x8000 // classes
	AccMandated     = 0x8000 // parameters
)

// Class file versions accepted by Parse: JDK 1.1 (45) to JDK 25 (69).
const (
	MinMajorVersion = 45
	MaxMajorVersion = 69
)

// ClassFile is a parsed class file.
type ClassFile struct {
	Minor, Major uint16
	Pool         ConstantPool
	Access       uint16
	Name         string   // binary name, e.g. "java/util/Map$Entry"
	Super        string   // "" for java/lang/Object and module-info
	Interfaces   []string // binary names
	Fields       []Field
	Methods      []Method

	SourceFile          string
	Signature           string
	BootstrapMethods    []BootstrapMethod
	InnerClasses        []InnerClass
	EnclosingMethod     *EnclosingMethod
	NestHost            string
	NestMembers         []string
	PermittedSubclasses []string
	Record              []RecordComponent // nil unless the class has a Record attribute
	IsRecord            bool
	Other               []RawAttribute // attributes gojpf does not interpret
}

// Field is a field_info.
type Field struct {
	Access        uint16
	Name, Desc    string
	ConstantValue uint16 // constant-pool index of the ConstantValue attribute, or 0
	Signature     string
	Other         []RawAttribute
}

// Method is a method_info.
type Method struct {
	Access     uint16
	Name, Desc string
	Code       *Code // nil for abstract and native methods
	Exceptions []string
	Signature  string
	Parameters []MethodParameter
	Other      []RawAttribute
	// Ran says that the method's code ran in the run that parsed its
	// class, or in the run that wrote it to a class cache: a hint, kept
	// in the cache, on which a Prefetcher decodes the code ahead. The
	// VM sets it on the classes it parses for the start-up cache;
	// nothing else depends on it.
	Ran bool
	// lazy is the encoded Code of a method decoded from a class cache
	// whose code was not needed yet (LoadCode); Code is nil meanwhile.
	lazy *lazyCode
}

// HasCode reports whether m has a Code attribute (decoded or not).
func (m *Method) HasCode() bool { return m.Code != nil || m.lazy != nil }

// CodeMaxLocals is the max_locals of m's code (decoded or not), 0 if it
// has none.
func (m *Method) CodeMaxLocals() uint16 {
	switch {
	case m.lazy != nil:
		return m.lazy.maxLocals
	case m.Code != nil:
		return m.Code.MaxLocals
	}
	return 0
}

// CodeLoaded reports whether m's code, if it has any, is decoded: false
// only for a method of a class from a class cache before LoadCode.
func (m *Method) CodeLoaded() bool { return m.lazy == nil }

// LoadCode returns m's Code, nil for abstract and native methods. A
// method of a class decoded from a class cache has its code decoded
// only here, the first time (most of a class's methods never run); an
// error says its record is malformed. LoadCode sets m.Code: it is not
// safe for concurrent use on one Method.
func (m *Method) LoadCode() (*Code, error) {
	if m.lazy == nil {
		return m.Code, nil
	}
	d := cacheDecoder{b: m.lazy.b, s: m.lazy.s}
	c := d.codeBody()
	if d.err == nil && d.pos != len(d.b) {
		d.fail(fmt.Sprintf("%d bytes left over", len(d.b)-d.pos))
	}
	if d.err == nil && c.MaxLocals != m.lazy.maxLocals {
		d.fail("max_locals differs from the method's")
	}
	if d.err != nil {
		return nil, fmt.Errorf("the cached code of %s%s: %w", m.Name, m.Desc, d.err)
	}
	m.Code, m.lazy = c, nil
	return c, nil
}

// Code is a Code attribute, with its bytecode decoded.
type Code struct {
	MaxStack, MaxLocals uint16
	Bytes               []byte        // the raw code array
	Insns               []Instruction // decoded; branch targets are indices into Insns
	Handlers            []ExceptionHandler
	Lines               []LineNumber    // sorted by StartPC as in the class file
	LocalVars           []LocalVariable // from LocalVariableTable, if compiled with -g
	Other               []RawAttribute
}

// ExceptionHandler is an exception_table entry. Start, End and Handler are
// instruction indices (End is exclusive and may equal len(Insns)).
type ExceptionHandler struct {
	StartPC, EndPC, HandlerPC uint16
	Start, End, Handler       int32
	CatchType                 string // binary name, or "" for any (finally)
}

// LineNumber is a LineNumberTable entry.
type LineNumber struct {
	StartPC uint16
	Line    uint16
}

// LocalVariable is a LocalVariableTable entry.
type LocalVariable struct {
	StartPC, Length uint16
	Name, Desc      string
	Slot            uint16
}

// BootstrapMethod is an entry of the BootstrapMethods attribute: a
// MethodHandle constant and the constant-pool indices of its static arguments.
type BootstrapMethod struct {
	MethodRef uint16
	Args      []uint16
}

// InnerClass is an InnerClasses entry. Outer and Name are "" when absent.
type InnerClass struct {
	Inner, Outer, Name string
	Access             uint16
}

// EnclosingMethod is the EnclosingMethod attribute. Name and Desc are ""
// when the class is not enclosed by a method.
type EnclosingMethod struct {
	Class, Name, Desc string
}

// RecordComponent is a component of a Record attribute.
type RecordComponent struct {
	Name, Desc, Signature string
	Other                 []RawAttribute
}

// MethodParameter is an entry of MethodParameters. Name is "" when absent.
type MethodParameter struct {
	Name   string
	Access uint16
}

// RawAttribute is an attribute kept uninterpreted.
type RawAttribute struct {
	Name string
	Data []byte
}

// LineAt returns the source line of instruction index i, or 0 if unknown.
func (c *Code) LineAt(i int) int {
	if i < 0 || i >= len(c.Insns) {
		return 0
	}
	pc := c.Insns[i].PC
	line, best := 0, -1
	for _, ln := range c.Lines {
		if uint32(ln.StartPC) <= pc && int(ln.StartPC) > best {
			line, best = int(ln.Line), int(ln.StartPC)
		}
	}
	return line
}

// IsInterface reports whether the class is an interface.
func (cf *ClassFile) IsInterface() bool { return cf.Access&AccInterface != 0 }

// Method returns the method with the given name and descriptor, or nil.
func (cf *ClassFile) Method(name, desc string) *Method {
	for i := range cf.Methods {
		if cf.Methods[i].Name == name && cf.Methods[i].Desc == desc {
			return &cf.Methods[i]
		}
	}
	return nil
}

// Parse parses the bytes of a class file. The result refers to data (raw
// attributes, code arrays), which must not be modified afterwards.
// Malformed input yields a *FormatError.
func Parse(data []byte) (*ClassFile, error) {
	p := parser{r: reader{buf: data}}
	cf, err := p.parse()
	if err != nil {
		return nil, err
	}
	return cf, nil
}

type parser struct {
	r  reader
	cf *ClassFile
}

func (p *parser) parse() (*ClassFile, error) {
	r := &p.r
	if magic := r.u4("magic"); r.err == nil && magic != 0xCAFEBABE {
		return nil, formatErr(0, "bad magic 0x%08X, want 0xCAFEBABE", magic)
	}
	cf := &ClassFile{}
	p.cf = cf
	cf.Minor = r.u2("minor_version")
	cf.Major = r.u2("major_version")
	if r.err != nil {
		return nil, r.err
	}
	if cf.Major < MinMajorVersion || cf.Major > MaxMajorVersion {
		return nil, formatErr(6, "unsupported class file version %d.%d (supported: %d to %d)", cf.Major, cf.Minor, MinMajorVersion, MaxMajorVersion)
	}
	var err error
	if cf.Pool, err = parseConstantPool(r); err != nil {
		return nil, err
	}
	cp := &cf.Pool
	cf.Access = r.u2("access_flags")
	off := r.offset()
	this := r.u2("this_class")
	if r.err != nil {
		return nil, r.err
	}
	if err := cp.expect(this, TagClass); err != nil {
		return nil, formatErr(off, "this_class: %v", err)
	}
	cf.Name = cp.ClassName(this)
	off = r.offset()
	super := r.u2("super_class")
	if r.err != nil {
		return nil, r.err
	}
	if super != 0 {
		if err := cp.expect(super, TagClass); err != nil {
			return nil, formatErr(off, "super_class: %v", err)
		}
		cf.Super = cp.ClassName(super)
	}
	n := r.count(2, "interfaces")
	if n > 0 {
		cf.Interfaces = make([]string, n)
	}
	for i := range n {
		if cf.Interfaces[i], err = p.classRef("interface"); err != nil {
			return nil, err
		}
	}
	if err := p.fields(); err != nil {
		return nil, err
	}
	if err := p.methods(); err != nil {
		return nil, err
	}
	if err := p.attributes(classAttrs); err != nil {
		return nil, err
	}
	if r.err != nil {
		return nil, r.err
	}
	if r.pos != len(r.buf) {
		return nil, formatErr(r.offset(), "%d extra bytes after the class file", len(r.buf)-r.pos)
	}
	if err := p.checkBootstrapRefs(); err != nil {
		return nil, err
	}
	return cf, nil
}

// classRef reads a u2 index of a Class constant and returns its name.
func (p *parser) classRef(what string) (string, error) {
	off := p.r.offset()
	i := p.r.u2(what)
	if p.r.err != nil {
		return "", p.r.err
	}
	if err := p.cf.Pool.expect(i, TagClass); err != nil {
		return "", formatErr(off, "%s: %v", what, err)
	}
	return p.cf.Pool.ClassName(i), nil
}

// optClassRef is classRef where index 0 means "none".
func (p *parser) optClassRef(what string) (string, error) {
	off := p.r.offset()
	i := p.r.u2(what)
	if p.r.err != nil || i == 0 {
		return "", p.r.err
	}
	if err := p.cf.Pool.expect(i, TagClass); err != nil {
		return "", formatErr(off, "%s: %v", what, err)
	}
	return p.cf.Pool.ClassName(i), nil
}

// utf8Ref reads a u2 index of a Utf8 constant and returns its string.
func (p *parser) utf8Ref(what string) (string, error) {
	off := p.r.offset()
	i := p.r.u2(what)
	if p.r.err != nil {
		return "", p.r.err
	}
	if err := p.cf.Pool.expect(i, TagUtf8); err != nil {
		return "", formatErr(off, "%s: %v", what, err)
	}
	return p.cf.Pool.Utf8(i), nil
}

// optUtf8Ref is utf8Ref where index 0 means "none".
func (p *parser) optUtf8Ref(what string) (string, error) {
	off := p.r.offset()
	i := p.r.u2(what)
	if p.r.err != nil || i == 0 {
		return "", p.r.err
	}
	if err := p.cf.Pool.expect(i, TagUtf8); err != nil {
		return "", formatErr(off, "%s: %v", what, err)
	}
	return p.cf.Pool.Utf8(i), nil
}

func (p *parser) fields() error {
	n := p.r.count(8, "fields")
	if n > 0 {
		p.cf.Fields = make([]Field, n)
	}
	for i := range n {
		f := &p.cf.Fields[i]
		f.Access = p.r.u2("field access_flags")
		var err error
		if f.Name, err = p.utf8Ref("field name"); err != nil {
			return err
		}
		if f.Desc, err = p.utf8Ref("field descriptor"); err != nil {
			return err
		}
		if err := p.attributes(fieldAttrs{f}); err != nil {
			return err
		}
	}
	return p.r.errOrNil()
}

func (p *parser) methods() error {
	n := p.r.count(8, "methods")
	if n > 0 {
		p.cf.Methods = make([]Method, n)
	}
	for i := range n {
		m := &p.cf.Methods[i]
		m.Access = p.r.u2("method access_flags")
		var err error
		if m.Name, err = p.utf8Ref("method name"); err != nil {
			return err
		}
		if m.Desc, err = p.utf8Ref("method descriptor"); err != nil {
			return err
		}
		if err := p.attributes(methodAttrs{m}); err != nil {
			return err
		}
	}
	return p.r.errOrNil()
}

func (r *reader) errOrNil() error {
	if r.err != nil {
		return r.err
	}
	return nil
}

// checkBootstrapRefs checks that every Dynamic and InvokeDynamic constant
// names an existing bootstrap method, once BootstrapMethods has been read.
func (p *parser) checkBootstrapRefs() error {
	cp := &p.cf.Pool
	for i := 1; i < cp.Len(); i++ {
		c := cp.At(uint16(i))
		if (c.Tag == TagDynamic || c.Tag == TagInvokeDynamic) && int(c.Index1) >= len(p.cf.BootstrapMethods) {
			return formatErr(0, "constant %d (%s) names bootstrap method %d, but the class has %d", i, c.Tag, c.Index1, len(p.cf.BootstrapMethods))
		}
	}
	return nil
}

// String returns a short description, e.g. "class java/lang/String (61.0)".
func (cf *ClassFile) String() string {
	kind := "class"
	switch {
	case cf.Access&AccModule != 0:
		kind = "module"
	case cf.Access&AccAnnotation != 0:
		kind = "@interface"
	case cf.IsInterface():
		kind = "interface"
	case cf.Access&AccEnum != 0:
		kind = "enum"
	case cf.IsRecord:
		kind = "record"
	}
	return fmt.Sprintf("%s %s (%d.%d)", kind, cf.Name, cf.Major, cf.Minor)
}
