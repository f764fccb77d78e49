// Package classfile reads Java class files and finds them on a class path.
//
// Parse decodes the bytes of one class file of any version javac 8–25 emits
// (and the older versions still found in jars) into a ClassFile: its
// constant pool, fields, methods and the attributes the rest of gojpf uses.
// Bytecode is decoded once, at parse time, into a slice of Instructions whose
// branch targets are instruction indices. Attributes gojpf has no use for
// (annotations, stack maps, …) are kept raw.
//
// The class path (ClassPath) looks classes up by binary name in directories,
// jar and zip files, and the host JDK's runtime image (lib/modules, the
// jimage format), read directly.
//
// Malformed input is reported as a *FormatError carrying the byte offset of
// the problem; the parser never panics and never allocates more than the
// input can justify. The package does not verify bytecode (no type
// checking, no stack map validation) and does not load or link classes:
// that is the job of package jvm.
package classfile
