package jvm

// The guest's file system is a read-only view of the JDK's own files
// (java.home/conf/… and lib/…, which the library reads as part of being
// itself: java.security, logging.properties, net.properties) and of the
// class path's directories; nothing else of the host is visible.

// modelFile is an open read-only file, or an open directory (dir: its
// names, pos the next to read).
type modelFile struct {
	path  string
	data  []byte
	pos   int
	dir   bool
	names []string
}

// openModelFile opens a file of the view (modelfs_nio.go) and returns
// its descriptor (>= 3).
func (vm *VM) openModelFile(p string) (int32, bool) {
	b, ok := vm.viewFile(p)
	if !ok {
		return 0, false
	}
	return vm.newFD(&modelFile{path: guestAbs(p), data: b}), true
}

func modelFileNatives() nativeTable {
	fileOf := func(t *Thread, stream uint64) (*modelFile, int32) {
		fdObj := t.vm.getField(t.vm.obj(stream), "fd")
		if fdObj == 0 {
			return nil, -1
		}
		fd := int32(t.vm.getField(t.vm.obj(fdObj), "fd"))
		return t.vm.files[fd], fd
	}
	// point is the scheduling point before a read or skip of the
	// stream: true ends the transition (the native runs again).
	point := func(t *Thread, stream uint64) bool {
		if fdObj := t.vm.getField(t.vm.obj(stream), "fd"); fdObj != 0 {
			return t.fileReadPoint(Ref(fdObj))
		}
		return false
	}
	return nativeTable{
		"java/io/FileInputStream.open0(Ljava/lang/String;)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			name := t.vm.goString(Ref(a[1]))
			fd, ok := t.vm.openModelFile(name)
			if !ok {
				t.vm.unsupportedf("FileInputStream.open0: opening the file %q (the guest never touches the host)", name)
				return failed()
			}
			fdObj := t.vm.getField(t.vm.obj(a[0]), "fd")
			t.vm.setField(t.vm.obj(fdObj), "fd", i2s(fd))
			return retVoid()
		},
		"java/io/FileInputStream.readBytes([BII)I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if point(t, a[0]) {
				return 0, nativeYield
			}
			f, fd := fileOf(t, a[0])
			if fd == 0 {
				return retInt(-1)
			}
			if f == nil {
				t.vm.unsupportedf("FileInputStream.readBytes: reading file descriptor %d", fd)
				return failed()
			}
			arr := t.vm.obj(a[1])
			off, n := int(int32(a[2])), int(int32(a[3]))
			if off < 0 || n < 0 || off+n > len(arr.slots) {
				t.throwNew("java/lang/IndexOutOfBoundsException", "")
				return threw()
			}
			if f.pos >= len(f.data) {
				return retInt(-1)
			}
			k := min(n, len(f.data)-f.pos)
			for i := 0; i < k; i++ {
				t.vm.writeSlot(arr, off+i, i2s(int32(int8(f.data[f.pos+i]))))
			}
			f.pos += k
			return retInt(int32(k))
		},
		"java/io/FileInputStream.read0()I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if point(t, a[0]) {
				return 0, nativeYield
			}
			f, fd := fileOf(t, a[0])
			if fd == 0 {
				return retInt(-1)
			}
			if f == nil {
				t.vm.unsupportedf("FileInputStream.read0: reading file descriptor %d", fd)
				return failed()
			}
			if f.pos >= len(f.data) {
				return retInt(-1)
			}
			f.pos++
			return retInt(int32(f.data[f.pos-1]))
		},
		"java/io/FileInputStream.length0()J": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if f, _ := fileOf(t, a[0]); f != nil {
				return ret(uint64(len(f.data)))
			}
			return ret(0)
		},
		"java/io/FileInputStream.position0()J": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if f, _ := fileOf(t, a[0]); f != nil {
				return ret(uint64(f.pos))
			}
			return ret(0)
		},
		"java/io/FileInputStream.skip0(J)J": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if point(t, a[0]) {
				return 0, nativeYield
			}
			f, fd := fileOf(t, a[0])
			if f == nil {
				t.vm.unsupportedf("FileInputStream.skip0: file descriptor %d", fd)
				return failed()
			}
			n := max(int64(a[1]), int64(-f.pos))
			n = min(n, int64(len(f.data)-f.pos))
			f.pos += int(n)
			return ret(uint64(n))
		},
		"java/io/FileInputStream.available0()I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if f, _ := fileOf(t, a[0]); f != nil {
				return retInt(int32(len(f.data) - f.pos))
			}
			return retInt(0)
		},
		"java/io/FileDescriptor.close0()V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			fd := int32(t.vm.getField(t.vm.obj(a[0]), "fd"))
			if fd >= 3 {
				delete(t.vm.files, fd)
			}
			t.vm.setField(t.vm.obj(a[0]), "fd", i2s(-1))
			return retVoid()
		},
		"java/io/UnixFileSystem.getBooleanAttributes0(Ljava/io/File;)I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			p := t.vm.goString(Ref(t.vm.getField(t.vm.obj(a[1]), "path")))
			dir, _, ok := t.vm.viewStat(p)
			switch {
			case !ok:
				return retInt(0)
			case dir:
				return retInt(0x01 | 0x04) // BA_EXISTS | BA_DIRECTORY
			}
			return retInt(0x01 | 0x02) // BA_EXISTS | BA_REGULAR
		},
		"java/io/UnixFileSystem.getLength(Ljava/io/File;)J": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			p := t.vm.goString(Ref(t.vm.getField(t.vm.obj(a[1]), "path")))
			_, size, _ := t.vm.viewStat(p)
			return ret(uint64(size))
		},
		// Read access to what the view has; no write access.
		"java/io/UnixFileSystem.checkAccess(Ljava/io/File;I)Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			p := t.vm.goString(Ref(t.vm.getField(t.vm.obj(a[1]), "path")))
			dir, _, ok := t.vm.viewStat(p)
			mode := int32(a[2])
			return retBool(ok && mode&2 == 0 && (mode&1 == 0 || dir))
		},
		"java/io/UnixFileSystem.list(Ljava/io/File;)[Ljava/lang/String;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			p := t.vm.goString(Ref(t.vm.getField(t.vm.obj(a[1]), "path")))
			if dir, _, ok := t.vm.viewStat(p); !ok || !dir {
				return retRef(0)
			}
			names, _ := t.vm.viewList(p)
			refs := make([]Ref, len(names))
			for i, n := range names {
				refs[i] = t.vm.newString(n)
			}
			return t.newRefArray("[Ljava/lang/String;", refs)
		},
	}
}

// fileReadPoint is the scheduling point before t reads from (or skips
// in) the open file of the java.io.FileDescriptor fdObj: a read and a
// write of its fd field (as a compare-and-set), since the read takes the
// file's position and moves it (part of the state, hash.go), so that
// two threads reading one stream are ordered, under observers too.
// True ends the transition: the native returns nativeYield.
func (t *Thread) fileReadPoint(fdObj Ref) bool {
	f := t.vm.heap.get(fdObj).class.fieldByName("fd")
	if f == nil || t.vm.files[int32(t.vm.getField(t.vm.heap.get(fdObj), "fd"))] == nil {
		return false
	}
	return t.nativePoint(Point{Kind: PointCAS, Object: fdObj, Field: f})
}
