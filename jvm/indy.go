package jvm

import cf "github.com/gojpf/gojpf/classfile"

// invokeDynamic links and runs an invokedynamic call site.
func (t *Thread) invokeDynamic(c *Class, in *cf.Instruction) {
	t.vm.unsupportedf("invokedynamic in %s", c.JavaName())
}

// invokePolymorphic runs a signature-polymorphic call (MethodHandle.invoke,
// VarHandle access modes).
func (t *Thread) invokePolymorphic(caller *Class, m *Method, in *cf.Instruction) {
	t.vm.unsupportedf("signature-polymorphic call %s.%s%s", m.class.JavaName(), m.name, m.desc)
}
