// Package jvm is gojpf's Java virtual machine: class loading, linking and
// initialization, the heap, threads and frames, the bytecode interpreter,
// exceptions, and the native peers of the JDK methods that touch the VM.
//
// Java threads are plain data. A Thread holds a stack of Frames over one
// slice of 64-bit slots; the interpreter runs one thread at a time, one
// instruction after another, until the thread blocks, ends, or the
// scheduler asks it to stop. Java calls never recurse in Go: an invoke pushes
// a frame; a native that needs to call Java pushes the frame and continues
// in a continuation frame when it returns. Heap objects are addressed by
// reference numbers (Ref), so that the whole state can be copied, restored
// and hashed without chasing Go pointers.
//
// Values live in untyped 64-bit slots: an int is stored as its 32 bits
// zero-extended, a float as its IEEE bits, a long or double in the first of
// its two slots (the second is unused, so JVMS local and stack indices hold),
// and a reference as its Ref. Object fields take one slot each whatever
// their type; arrays hold one slot per element.
//
// The library is the host JDK's own bytecode. Only what touches the VM is
// modelled natively (see the native_*.go files, one per Java class). The
// guest never reaches the host: there are no real files, sockets, processes
// or exits. What is not supported is reported as an *UnsupportedError
// naming the bytecode or the method. The built-in class loaders (boot,
// platform, application) share one namespace, that of the JDK image and
// the class path; a user-defined loader has its own (loaders.go).
package jvm
