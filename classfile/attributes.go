package classfile

import (
	"slices"
	"sort"
)

// Attribute owners: parser.attributes dispatches on these.
type (
	classAttrsT  struct{}
	fieldAttrs   struct{ f *Field }
	methodAttrs  struct{ m *Method }
	codeAttrs    struct{ c *Code }
	recordAttrs  struct{ rc *RecordComponent }
	attributeOwn interface{ attrsName() string }
)

var classAttrs classAttrsT

// attrsName names an owner's attributes in errors: a constant, so that
// parsing makes no string per attribute table.
func (classAttrsT) attrsName() string { return "class attributes" }
func (fieldAttrs) attrsName() string  { return "field attributes" }
func (methodAttrs) attrsName() string { return "method attributes" }
func (codeAttrs) attrsName() string   { return "Code attributes" }
func (recordAttrs) attrsName() string { return "record component attributes" }

// attributes reads attributes_count and the attributes of owner.
func (p *parser) attributes(owner attributeOwn) error {
	r := &p.r
	n := r.count(6, owner.attrsName())
	for range n {
		name, err := p.utf8Ref("attribute_name_index")
		if err != nil {
			return err
		}
		length := int(r.u4("attribute_length"))
		start := r.offset()
		var body []byte
		if r.err == nil && len(r.buf)-r.pos >= length {
			body = r.buf[r.pos : r.pos+length : r.pos+length]
			r.pos += length
		} else {
			r.bytes(length, "attribute "+name) // fails: the error names it
			return r.err
		}
		sub := parser{r: reader{buf: body, base: start}, cf: p.cf}
		known, err := sub.attribute(owner, name)
		if err != nil {
			return err
		}
		if !known {
			raw := RawAttribute{Name: name, Data: body}
			switch o := owner.(type) {
			case classAttrsT:
				p.cf.Other = append(p.cf.Other, raw)
			case fieldAttrs:
				o.f.Other = append(o.f.Other, raw)
			case methodAttrs:
				o.m.Other = append(o.m.Other, raw)
			case codeAttrs:
				o.c.Other = append(o.c.Other, raw)
			case recordAttrs:
				o.rc.Other = append(o.rc.Other, raw)
			}
			continue
		}
		if sub.r.err != nil {
			return sub.r.err
		}
		if sub.r.pos != len(body) {
			return formatErr(sub.r.offset(), "attribute %s: %d bytes left over of %d", name, len(body)-sub.r.pos, len(body))
		}
	}
	return r.errOrNil()
}

// attribute parses one attribute body (p.r covers exactly the body). It
// reports false for attributes it does not interpret.
func (p *parser) attribute(owner attributeOwn, name string) (bool, error) {
	r := &p.r
	cf := p.cf
	var err error
	switch o := owner.(type) {
	case classAttrsT:
		switch name {
		case "SourceFile":
			cf.SourceFile, err = p.utf8Ref("SourceFile")
		case "Signature":
			cf.Signature, err = p.utf8Ref("Signature")
		case "BootstrapMethods":
			err = p.bootstrapMethods()
		case "InnerClasses":
			n := r.count(8, "InnerClasses")
			cf.InnerClasses = make([]InnerClass, n)
			for i := 0; i < n && err == nil; i++ {
				ic := &cf.InnerClasses[i]
				if ic.Inner, err = p.classRef("inner_class_info_index"); err != nil {
					break
				}
				if ic.Outer, err = p.optClassRef("outer_class_info_index"); err != nil {
					break
				}
				if ic.Name, err = p.optUtf8Ref("inner_name_index"); err != nil {
					break
				}
				ic.Access = r.u2("inner_class_access_flags")
			}
		case "EnclosingMethod":
			em := &EnclosingMethod{}
			if em.Class, err = p.classRef("EnclosingMethod class"); err != nil {
				break
			}
			off := r.offset()
			if i := r.u2("EnclosingMethod method"); i != 0 {
				if err = cf.Pool.expect(i, TagNameAndType); err != nil {
					err = formatErr(off, "EnclosingMethod method: %v", err)
					break
				}
				em.Name, em.Desc = cf.Pool.NameAndType(i)
			}
			cf.EnclosingMethod = em
		case "NestHost":
			cf.NestHost, err = p.classRef("NestHost")
		case "NestMembers":
			cf.NestMembers, err = p.classList("NestMembers")
		case "PermittedSubclasses":
			cf.PermittedSubclasses, err = p.classList("PermittedSubclasses")
		case "Record":
			cf.IsRecord = true
			n := r.count(6, "Record components")
			cf.Record = make([]RecordComponent, n)
			for i := 0; i < n && err == nil; i++ {
				rc := &cf.Record[i]
				if rc.Name, err = p.utf8Ref("record component name"); err != nil {
					break
				}
				if rc.Desc, err = p.utf8Ref("record component descriptor"); err != nil {
					break
				}
				err = p.attributes(recordAttrs{rc})
			}
		default:
			return false, nil
		}
	case fieldAttrs:
		switch name {
		case "ConstantValue":
			off := r.offset()
			i := r.u2("ConstantValue")
			if r.err == nil {
				if err = cf.Pool.expect(i, TagInteger, TagFloat, TagLong, TagDouble, TagString); err != nil {
					err = formatErr(off, "ConstantValue: %v", err)
				}
			}
			o.f.ConstantValue = i
		case "Signature":
			o.f.Signature, err = p.utf8Ref("Signature")
		default:
			return false, nil
		}
	case methodAttrs:
		switch name {
		case "Code":
			o.m.Code, err = p.code()
		case "Exceptions":
			o.m.Exceptions, err = p.classList("Exceptions")
		case "Signature":
			o.m.Signature, err = p.utf8Ref("Signature")
		case "MethodParameters":
			n := int(r.u1("MethodParameters count"))
			if r.err == nil && n*4 > len(r.buf)-r.pos {
				return true, formatErr(r.offset()-1, "MethodParameters count exceeds the attribute")
			}
			o.m.Parameters = make([]MethodParameter, n)
			for i := 0; i < n && err == nil; i++ {
				o.m.Parameters[i].Name, err = p.optUtf8Ref("parameter name")
				o.m.Parameters[i].Access = r.u2("parameter access_flags")
			}
		default:
			return false, nil
		}
	case codeAttrs:
		switch name {
		case "LineNumberTable":
			n := r.count(4, "LineNumberTable")
			o.c.Lines = slices.Grow(o.c.Lines, n)
			for range n {
				pc := r.u2("line start_pc")
				line := r.u2("line_number")
				o.c.Lines = append(o.c.Lines, LineNumber{StartPC: pc, Line: line})
			}
		case "LocalVariableTable":
			n := r.count(10, "LocalVariableTable")
			o.c.LocalVars = slices.Grow(o.c.LocalVars, n)
			for i := 0; i < n && err == nil; i++ {
				var lv LocalVariable
				lv.StartPC = r.u2("local start_pc")
				lv.Length = r.u2("local length")
				if lv.Name, err = p.utf8Ref("local name"); err != nil {
					break
				}
				if lv.Desc, err = p.utf8Ref("local descriptor"); err != nil {
					break
				}
				lv.Slot = r.u2("local index")
				o.c.LocalVars = append(o.c.LocalVars, lv)
			}
		default:
			return false, nil
		}
	case recordAttrs:
		switch name {
		case "Signature":
			o.rc.Signature, err = p.utf8Ref("Signature")
		default:
			return false, nil
		}
	}
	if err != nil {
		return true, err
	}
	return true, r.errOrNil()
}

func (p *parser) classList(what string) ([]string, error) {
	n := p.r.count(2, what)
	out := make([]string, n)
	for i := range n {
		var err error
		if out[i], err = p.classRef(what); err != nil {
			return nil, err
		}
	}
	return out, p.r.errOrNil()
}

func (p *parser) bootstrapMethods() error {
	r := &p.r
	n := r.count(4, "BootstrapMethods")
	bms := make([]BootstrapMethod, n)
	for i := range n {
		off := r.offset()
		ref := r.u2("bootstrap_method_ref")
		if r.err != nil {
			return r.err
		}
		if err := p.cf.Pool.expect(ref, TagMethodHandle); err != nil {
			return formatErr(off, "bootstrap method %d: %v", i, err)
		}
		na := r.count(2, "bootstrap arguments")
		args := make([]uint16, na)
		for j := range na {
			off := r.offset()
			args[j] = r.u2("bootstrap argument")
			if r.err != nil {
				return r.err
			}
			if err := p.cf.Pool.expect(args[j], TagInteger, TagFloat, TagLong, TagDouble, TagString, TagClass, TagMethodHandle, TagMethodType, TagDynamic); err != nil {
				return formatErr(off, "bootstrap method %d argument %d: %v", i, j, err)
			}
		}
		bms[i] = BootstrapMethod{MethodRef: ref, Args: args}
	}
	p.cf.BootstrapMethods = bms
	return r.errOrNil()
}

// code parses a Code attribute body.
func (p *parser) code() (*Code, error) {
	r := &p.r
	c := &Code{}
	c.MaxStack = r.u2("max_stack")
	c.MaxLocals = r.u2("max_locals")
	lenOff := r.offset()
	n := r.u4("code_length")
	if r.err != nil {
		return nil, r.err
	}
	if n == 0 || n > 65535 {
		return nil, formatErr(lenOff, "code_length %d, want 1..65535", n)
	}
	codeOff := r.offset()
	c.Bytes = r.bytes(int(n), "code")
	if r.err != nil {
		return nil, r.err
	}
	insns, err := DecodeCode(c.Bytes, codeOff)
	if err != nil {
		return nil, err
	}
	c.Insns = insns
	if err := checkOperands(&p.cf.Pool, insns, codeOff); err != nil {
		return nil, err
	}
	nh := r.count(8, "exception_table")
	if nh > 0 {
		c.Handlers = make([]ExceptionHandler, nh)
	}
	for i := range nh {
		h := &c.Handlers[i]
		off := r.offset()
		h.StartPC = r.u2("start_pc")
		h.EndPC = r.u2("end_pc")
		h.HandlerPC = r.u2("handler_pc")
		ctOff := r.offset()
		ct := r.u2("catch_type")
		if r.err != nil {
			return nil, r.err
		}
		var ok1, ok2, ok3 bool
		h.Start, ok1 = insnIndex(insns, uint32(h.StartPC))
		h.End, ok2 = insnIndex(insns, uint32(h.EndPC))
		if !ok2 && int(h.EndPC) == len(c.Bytes) {
			h.End, ok2 = int32(len(insns)), true
		}
		h.Handler, ok3 = insnIndex(insns, uint32(h.HandlerPC))
		if !ok1 || !ok2 || !ok3 || h.Start >= h.End {
			return nil, formatErr(off, "exception handler %d: range %d..%d, handler %d do not fall on instructions", i, h.StartPC, h.EndPC, h.HandlerPC)
		}
		if ct != 0 {
			if err := p.cf.Pool.expect(ct, TagClass); err != nil {
				return nil, formatErr(ctOff, "catch_type: %v", err)
			}
			h.CatchType = p.cf.Pool.ClassName(ct)
		}
	}
	if err := p.attributes(codeAttrs{c}); err != nil {
		return nil, err
	}
	return c, nil
}

// insnIndex maps the byte offset of an instruction to its index.
func insnIndex(insns []Instruction, pc uint32) (int32, bool) {
	i := sort.Search(len(insns), func(i int) bool { return insns[i].PC >= pc })
	if i < len(insns) && insns[i].PC == pc {
		return int32(i), true
	}
	return 0, false
}
