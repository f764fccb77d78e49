package jvm

// Console I/O: FileOutputStream on file descriptors 1 and 2 writes to the
// VM's stdout and stderr; FileInputStream on descriptor 0 reads an empty
// stdin. The file system the guest sees is the read-only view of
// modelfs.go: queries (exists, isDirectory, length, list) and reads see
// the JDK's conf/ and lib/ and the class path's directories, nothing
// else; creating, writing or deleting a file is refused as unsupported.

func javaIoFileNatives() nativeTable {
	fdOf := func(t *Thread, stream uint64) int32 {
		fdObj := t.vm.getField(t.vm.obj(stream), "fd")
		if fdObj == 0 {
			return -1
		}
		return int32(t.vm.getField(t.vm.obj(fdObj), "fd"))
	}
	return nativeTable{
		"java/io/FileDescriptor.initIDs()V": noop,
		"java/io/FileDescriptor.getHandle(I)J": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return ret(^uint64(0))
		},
		"java/io/FileDescriptor.getAppend(I)Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retBool(false)
		},
		"java/io/FileDescriptor.sync()V":      noop,
		"java/io/FileOutputStream.initIDs()V": noop,
		"java/io/FileInputStream.initIDs()V":  noop,
		"java/io/RandomAccessFile.initIDs()V": noop,
		"java/io/UnixFileSystem.initIDs()V":   noop,
		"java/io/FileOutputStream.writeBytes([BIIZ)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			vm := t.vm
			fd := fdOf(t, a[0])
			if a[1] == 0 {
				t.throwNPE("")
				return threw()
			}
			arr := vm.obj(a[1])
			off, n := int(int32(a[2])), int(int32(a[3]))
			if off < 0 || n < 0 || off+n > len(arr.slots) {
				t.throwNew("java/lang/IndexOutOfBoundsException", "")
				return threw()
			}
			b := make([]byte, n)
			for i := range b {
				b[i] = byte(arr.slots[off+i])
			}
			return t.consoleWrite(fd, b)
		},
		"java/io/FileOutputStream.write(IZ)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return t.consoleWrite(fdOf(t, a[0]), []byte{byte(a[1])})
		},
		"java/io/FileOutputStream.open0(Ljava/lang/String;Z)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			t.vm.unsupportedf("FileOutputStream.open0: opening %s for writing: the guest's file system is read-only (the guest never touches the host)", guestAbs(t.vm.goString(Ref(a[1]))))
			return failed()
		},
		"java/io/RandomAccessFile.open0(Ljava/lang/String;I)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			t.vm.unsupportedf("RandomAccessFile.open0: opening %s (the guest never touches the host)", guestAbs(t.vm.goString(Ref(a[1]))))
			return failed()
		},
		// Every time in the view is the epoch (modelfs_nio.go).
		"java/io/UnixFileSystem.getLastModifiedTime(Ljava/io/File;)J": func(t *Thread, a []uint64) (uint64, nativeStatus) { return ret(0) },
		// A canonical path resolves the view's links (as realpath does);
		// a path the view does not have is made canonical from its text.
		"java/io/UnixFileSystem.canonicalize0(Ljava/lang/String;)Ljava/lang/String;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			p := guestAbs(t.vm.goString(Ref(a[1])))
			if real, ok := t.vm.viewRealPath(p); ok {
				p = real
			}
			return retRef(t.vm.newString(p))
		},
		"java/io/UnixFileSystem.createFileExclusively(Ljava/lang/String;)Z": unsupportedNative("UnixFileSystem.createFileExclusively: writing the file system"),
		"java/io/UnixFileSystem.delete0(Ljava/io/File;)Z":                   unsupportedNative("UnixFileSystem.delete0: writing the file system"),
	}
}

// consoleWrite writes to the VM's stdout (fd 1) or stderr (fd 2).
func (t *Thread) consoleWrite(fd int32, b []byte) (uint64, nativeStatus) {
	switch fd {
	case 1, 2:
		t.vm.console(int(fd), b)
	default:
		t.vm.unsupportedf("FileOutputStream.writeBytes: writing to file descriptor %d", fd)
		return failed()
	}
	return retVoid()
}
