package jvm

import (
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// java.nio.file over the read-only view (modelfs.go): the JDK's default
// file system (sun.nio.fs.UnixFileSystemProvider and its Path) runs as
// Java, but the methods of sun.nio.fs.UnixNativeDispatcher that would make
// system calls are replaced here, and so is the read of a file channel
// (sun.nio.ch.IOUtil.read), which the JDK makes through off-heap memory.
// Reading files and listing directories of the view works; anything that
// would write (create, delete, rename, change attributes, open for
// writing) stops the run as unsupported, naming the method and the path;
// a query outside the view finds nothing (ENOENT), as java.io.File's do.

// Linux errno values the JDK's UnixException translates.
const (
	errENOENT  = 2
	errEBADF   = 9
	errEACCES  = 13
	errENOTDIR = 20
	errEISDIR  = 21
	errEINVAL  = 22
)

var errnoText = map[int32]string{
	errENOENT:  "No such file or directory",
	errEBADF:   "Bad file descriptor",
	errEACCES:  "Permission denied",
	errENOTDIR: "Not a directory",
	errEISDIR:  "Is a directory",
	errEINVAL:  "Invalid argument",
}

// Open flags (Linux x86-64) that ask for more than reading.
const openWriteFlags = 0x1 | 0x2 | 0x40 | 0x200 | 0x400 // O_WRONLY|O_RDWR|O_CREAT|O_TRUNC|O_APPEND

// st_mode bits.
const (
	modeDir  = 0o040000 | 0o555
	modeFile = 0o100000 | 0o444
	modeLink = 0o120000 | 0o777
)

// viewRoot is a directory of the view: where the guest sees it and
// where it is on the host.
type viewRoot struct{ guest, host string }

// viewRoots returns the directories the guest may read: java.home's conf
// and lib, and the class path's directories (a relative entry is below
// the guest's working directory, /home/gojpf, as it is below the host's).
func (vm *VM) viewRoots() []viewRoot {
	var roots []viewRoot
	if home := vm.opts.JavaHome; home != "" && path.IsAbs(home) {
		for _, d := range []string{"conf", "lib"} {
			p := path.Join(home, d)
			roots = append(roots, viewRoot{p, p})
		}
	}
	for _, e := range filepath.SplitList(vm.opts.ClassPathString) {
		if e == "" || strings.HasSuffix(e, ".jar") {
			continue
		}
		abs, err := filepath.Abs(e)
		if err != nil {
			continue
		}
		roots = append(roots, viewRoot{guestAbs(filepath.ToSlash(e)), filepath.ToSlash(abs)})
	}
	return roots
}

// guestAbs makes a guest path absolute against user.dir and cleans it.
func guestAbs(p string) string {
	if !path.IsAbs(p) {
		p = path.Join("/home/gojpf", p)
	}
	return path.Clean(p)
}

// inView places the absolute, clean guest path p in the view: below a
// root (host is the file on the host), or a directory above one (so
// that the roots can be reached by walking down from "/").
func (vm *VM) inView(p string) (host string, below, above bool) {
	for _, r := range vm.viewRoots() {
		switch {
		case p == r.guest:
			return r.host, true, false
		case strings.HasPrefix(p, r.guest+"/"):
			return r.host + p[len(r.guest):], true, false
		case p == "/" || strings.HasPrefix(r.guest, p+"/"):
			above = true
		}
	}
	return "", false, above
}

// viewStat describes the file at the guest path p: ok false if the view
// has nothing there.
func (vm *VM) viewStat(p string) (dir bool, size int64, ok bool) {
	host, below, above := vm.inView(guestAbs(p))
	if !below {
		return above, 0, above
	}
	fi, err := os.Stat(host)
	switch {
	case err != nil:
		return false, 0, false
	case fi.IsDir():
		return true, 0, true
	case !fi.Mode().IsRegular():
		return false, 0, false
	}
	return false, fi.Size(), true
}

// viewLink returns the target of the view's symbolic link p (as the
// host's link says it), ok false if p is not a link. The view shows the
// host's links as they are (Debian's JDK links conf/'s files to /etc),
// so that lstat, Files.isSymbolicLink and a walk that does not follow
// links see what they see on java.
func (vm *VM) viewLink(p string) (string, bool) {
	host, below, _ := vm.inView(guestAbs(p))
	if !below {
		return "", false
	}
	fi, err := os.Lstat(host)
	if err != nil || fi.Mode()&os.ModeSymlink == 0 {
		return "", false
	}
	target, err := os.Readlink(host)
	return target, err == nil
}

// viewRealPath resolves the links of the view's path p: the guest path of
// the file it names, which is a host path when a link leads out of the
// roots (as java's toRealPath shows it; reading there is outside the
// view).
func (vm *VM) viewRealPath(p string) (string, bool) {
	p = guestAbs(p)
	host, below, above := vm.inView(p)
	switch {
	case above:
		return p, true
	case !below:
		return "", false
	}
	real, err := filepath.EvalSymlinks(host)
	if err != nil {
		return "", false
	}
	real = filepath.ToSlash(real)
	for _, r := range vm.viewRoots() {
		if real == r.host {
			return r.guest, true
		}
		if rest, ok := strings.CutPrefix(real, r.host+"/"); ok {
			return r.guest + "/" + rest, true
		}
	}
	return real, true
}

// viewList returns the names in the view's directory p, sorted.
func (vm *VM) viewList(p string) ([]string, bool) {
	p = guestAbs(p)
	host, below, above := vm.inView(p)
	if !below && !above {
		return nil, false
	}
	seen := map[string]bool{}
	if below {
		es, err := os.ReadDir(host)
		if err != nil {
			return nil, false
		}
		for _, e := range es {
			seen[e.Name()] = true
		}
	} else {
		// Above the roots: the next element of each root below p.
		for _, r := range vm.viewRoots() {
			if rest, ok := strings.CutPrefix(r.guest, strings.TrimSuffix(p, "/")+"/"); ok {
				seen[strings.SplitN(rest, "/", 2)[0]] = true
			}
		}
	}
	names := make([]string, 0, len(seen))
	for n := range seen {
		names = append(names, n)
	}
	sort.Strings(names)
	return names, true
}

// viewFile returns the contents of the view's regular file p.
func (vm *VM) viewFile(p string) ([]byte, bool) {
	host, below, _ := vm.inView(guestAbs(p))
	if !below {
		return nil, false
	}
	fi, err := os.Stat(host)
	if err != nil || !fi.Mode().IsRegular() {
		return nil, false
	}
	b, err := os.ReadFile(host)
	return b, err == nil
}

// newFD registers an open file or directory and returns its descriptor.
func (vm *VM) newFD(f *modelFile) int32 {
	if vm.files == nil {
		vm.files = map[int32]*modelFile{}
	}
	fd := int32(3)
	for vm.files[fd] != nil {
		fd++
	}
	vm.files[fd] = f
	return fd
}

// unixPathString returns the text of a sun.nio.fs.UnixPath.
func (vm *VM) unixPathString(r Ref) string {
	arr := Ref(vm.getField(vm.obj(uint64(r)), "path"))
	if arr == 0 {
		return ""
	}
	o := vm.heap.get(arr)
	b := make([]byte, len(o.slots))
	for i, v := range o.slots {
		b[i] = byte(v)
	}
	return string(b)
}

// throwUnix throws sun.nio.fs.UnixException(errno).
func (t *Thread) throwUnix(errno int32) (uint64, nativeStatus) {
	if ex := t.newThrowable("sun/nio/fs/UnixException", ""); ex != 0 {
		t.vm.setField(t.vm.heap.get(ex), "errno", i2s(errno))
		t.throw(ex)
	}
	return threw()
}

// fillUnixAttrs fills a sun.nio.fs.UnixFileAttributes for the view's
// file at p: a read-only regular file or directory of owner root, with
// the inode a hash of the path and every time the epoch (so that runs do
// not depend on when the host's files were touched).
func (vm *VM) fillUnixAttrs(attrs Ref, p string, dir bool, size int64) {
	o := vm.obj(uint64(attrs))
	mode, nlink := int32(modeFile), int32(1)
	if dir {
		mode, nlink, size = modeDir, 2, 4096
	}
	vm.setField(o, "st_mode", i2s(mode))
	vm.setField(o, "st_ino", stringHash(guestAbs(p))&0x7fffffffffff)
	vm.setField(o, "st_dev", 1)
	vm.setField(o, "st_nlink", i2s(nlink))
	vm.setField(o, "st_size", uint64(size))
}

func modelNioNatives() nativeTable {
	const und = "sun/nio/fs/UnixNativeDispatcher."
	refuse := func(method string, paths ...int) nativeFunc {
		return func(t *Thread, a []uint64) (uint64, nativeStatus) {
			var ps []string
			for _, i := range paths {
				ps = append(ps, guestAbs(t.vm.unixPathString(Ref(a[i]))))
			}
			t.vm.unsupportedf("%s on %s: the guest's file system is read-only (the guest never touches the host)", method, strings.Join(ps, ", "))
			return failed()
		}
	}
	stat := func(t *Thread, a []uint64) (uint64, nativeStatus) {
		p := t.vm.unixPathString(Ref(a[0]))
		dir, size, ok := t.vm.viewStat(p)
		if !ok {
			return t.throwUnix(errENOENT)
		}
		t.vm.fillUnixAttrs(Ref(a[1]), p, dir, size)
		return retVoid()
	}
	return nativeTable{
		// The JDK's native libraries are gojpf's natives.
		"jdk/internal/loader/BootLoader.loadLibrary(Ljava/lang/String;)V": noop,
		und + "init()I": func(t *Thread, a []uint64) (uint64, nativeStatus) { return retInt(0) },
		und + "getcwd()[B": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retRef(t.newBytes([]byte("/home/gojpf")))
		},
		und + "strerror(I)[B": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			msg, ok := errnoText[int32(a[0])]
			if !ok {
				msg = "Unknown error " + strconv.Itoa(int(int32(a[0])))
			}
			return retRef(t.newBytes([]byte(msg)))
		},
		und + "open(Lsun/nio/fs/UnixPath;II)I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			p := t.vm.unixPathString(Ref(a[0]))
			if int32(a[1])&openWriteFlags != 0 {
				t.vm.unsupportedf("Files: opening %s for writing: the guest's file system is read-only (the guest never touches the host)", guestAbs(p))
				return failed()
			}
			dir, _, ok := t.vm.viewStat(p)
			if !ok {
				if _, below, above := t.vm.inView(guestAbs(p)); !below && !above {
					t.vm.unsupportedf("Files: reading %s, outside the JDK's conf/ and lib/ and the class path (the guest never touches the host)", guestAbs(p))
					return failed()
				}
				return t.throwUnix(errENOENT)
			}
			if dir {
				return retInt(t.vm.newFD(&modelFile{path: guestAbs(p), dir: true}))
			}
			b, ok := t.vm.viewFile(p)
			if !ok {
				return t.throwUnix(errEACCES)
			}
			return retInt(t.vm.newFD(&modelFile{path: guestAbs(p), data: b}))
		},
		und + "close(I)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			delete(t.vm.files, int32(a[0]))
			return retVoid()
		},
		und + "stat(Lsun/nio/fs/UnixPath;Lsun/nio/fs/UnixFileAttributes;)V": stat,
		und + "lstat(Lsun/nio/fs/UnixPath;Lsun/nio/fs/UnixFileAttributes;)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			p := t.vm.unixPathString(Ref(a[0]))
			target, ok := t.vm.viewLink(p)
			if !ok {
				return stat(t, a)
			}
			t.vm.fillUnixAttrs(Ref(a[1]), p, false, int64(len(target)))
			t.vm.setField(t.vm.obj(a[1]), "st_mode", i2s(modeLink))
			return retVoid()
		},
		und + "stat(Lsun/nio/fs/UnixPath;)I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			dir, _, ok := t.vm.viewStat(t.vm.unixPathString(Ref(a[0])))
			switch {
			case !ok:
				return retInt(0)
			case dir:
				return retInt(modeDir)
			}
			return retInt(modeFile)
		},
		und + "fstat(ILsun/nio/fs/UnixFileAttributes;)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			f := t.vm.files[int32(a[0])]
			if f == nil {
				return t.throwUnix(errEBADF)
			}
			t.vm.fillUnixAttrs(Ref(a[1]), f.path, f.dir, int64(len(f.data)))
			return retVoid()
		},
		und + "exists(Lsun/nio/fs/UnixPath;)Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			_, _, ok := t.vm.viewStat(t.vm.unixPathString(Ref(a[0])))
			return retBool(ok)
		},
		und + "access(Lsun/nio/fs/UnixPath;I)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			dir, _, ok := t.vm.viewStat(t.vm.unixPathString(Ref(a[0])))
			mode := int32(a[1])
			switch {
			case !ok:
				return t.throwUnix(errENOENT)
			case mode&2 != 0, mode&1 != 0 && !dir: // W_OK; X_OK of a file
				return t.throwUnix(errEACCES)
			}
			return retVoid()
		},
		und + "realpath(Lsun/nio/fs/UnixPath;)[B": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			real, ok := t.vm.viewRealPath(t.vm.unixPathString(Ref(a[0])))
			if !ok {
				return t.throwUnix(errENOENT)
			}
			return retRef(t.newBytes([]byte(real)))
		},
		und + "readlink(Lsun/nio/fs/UnixPath;)[B": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			p := t.vm.unixPathString(Ref(a[0]))
			if target, ok := t.vm.viewLink(p); ok {
				return retRef(t.newBytes([]byte(target)))
			}
			if _, _, ok := t.vm.viewStat(p); !ok {
				return t.throwUnix(errENOENT)
			}
			return t.throwUnix(errEINVAL) // not a link
		},
		und + "opendir(Lsun/nio/fs/UnixPath;)J": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			p := guestAbs(t.vm.unixPathString(Ref(a[0])))
			dir, _, ok := t.vm.viewStat(p)
			switch {
			case !ok:
				return t.throwUnix(errENOENT)
			case !dir:
				return t.throwUnix(errENOTDIR)
			}
			names, _ := t.vm.viewList(p)
			return ret(uint64(t.vm.newFD(&modelFile{path: p, dir: true, names: names})))
		},
		und + "fdopendir(I)J": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			f := t.vm.files[int32(a[0])]
			if f == nil || !f.dir {
				return t.throwUnix(errENOTDIR)
			}
			names, _ := t.vm.viewList(f.path)
			return ret(uint64(t.vm.newFD(&modelFile{path: f.path, dir: true, names: names})))
		},
		und + "readdir(J)[B": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			f := t.vm.files[int32(a[0])]
			if f == nil || !f.dir {
				return t.throwUnix(errEBADF)
			}
			if f.pos >= len(f.names) {
				return retRef(0)
			}
			f.pos++
			return retRef(t.newBytes([]byte(f.names[f.pos-1])))
		},
		und + "closedir(J)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			delete(t.vm.files, int32(a[0]))
			return retVoid()
		},
		und + "dup(I)I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			f := t.vm.files[int32(a[0])]
			if f == nil {
				return t.throwUnix(errEBADF)
			}
			c := *f
			return retInt(t.vm.newFD(&c))
		},
		und + "mkdir(Lsun/nio/fs/UnixPath;I)V":                                      refuse("Files.createDirectory", 0),
		und + "rmdir(Lsun/nio/fs/UnixPath;)V":                                       refuse("Files.delete", 0),
		und + "unlink(Lsun/nio/fs/UnixPath;)V":                                      refuse("Files.delete", 0),
		und + "rename(Lsun/nio/fs/UnixPath;Lsun/nio/fs/UnixPath;)V":                 refuse("Files.move", 0, 1),
		und + "link(Lsun/nio/fs/UnixPath;Lsun/nio/fs/UnixPath;)V":                   refuse("Files.createLink", 0, 1),
		und + "symlink([BLsun/nio/fs/UnixPath;)V":                                   refuse("Files.createSymbolicLink", 1),
		und + "chmod(Lsun/nio/fs/UnixPath;I)V":                                      refuse("Files.setPosixFilePermissions", 0),
		und + "chown(Lsun/nio/fs/UnixPath;II)V":                                     refuse("Files.setOwner", 0),
		und + "lchown(Lsun/nio/fs/UnixPath;II)V":                                    refuse("Files.setOwner", 0),
		und + "utimes(Lsun/nio/fs/UnixPath;JJ)V":                                    refuse("Files.setLastModifiedTime", 0),
		und + "lutimes(Lsun/nio/fs/UnixPath;JJ)V":                                   refuse("Files.setLastModifiedTime", 0),
		und + "mknod(Lsun/nio/fs/UnixPath;IJ)V":                                     refuse("mknod", 0),
		und + "statvfs(Lsun/nio/fs/UnixPath;Lsun/nio/fs/UnixFileStoreAttributes;)V": refuse("Files.getFileStore", 0),
		und + "getpwuid(I)[B":                                                       func(t *Thread, a []uint64) (uint64, nativeStatus) { return retRef(t.newBytes([]byte("root"))) },
		und + "getgrgid(I)[B":                                                       func(t *Thread, a []uint64) (uint64, nativeStatus) { return retRef(t.newBytes([]byte("root"))) },

		// File channels over the view's descriptors.
		"sun/nio/ch/IOUtil.initIDs()V":   noop,
		"sun/nio/ch/IOUtil.iovMax()I":    func(t *Thread, a []uint64) (uint64, nativeStatus) { return retInt(1024) },
		"sun/nio/ch/IOUtil.writevMax()J": func(t *Thread, a []uint64) (uint64, nativeStatus) { return ret(1 << 31) },
		"sun/nio/ch/IOUtil.fdLimit()I":   func(t *Thread, a []uint64) (uint64, nativeStatus) { return retInt(1 << 20) },
		"sun/nio/ch/IOUtil.fdVal(Ljava/io/FileDescriptor;)I": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retInt(int32(t.vm.getField(t.vm.obj(a[0]), "fd")))
		},
		"sun/nio/ch/FileDispatcherImpl.init()V":                              noop,
		"sun/nio/ch/FileChannelImpl.initIDs()J":                              func(t *Thread, a []uint64) (uint64, nativeStatus) { return ret(4096) },
		"sun/nio/ch/FileChannelImpl.maxDirectTransferSize0()I":               func(t *Thread, a []uint64) (uint64, nativeStatus) { return retInt(0x7ffff000) },
		"sun/nio/ch/NativeThread.init()V":                                    noop,
		"sun/nio/ch/NativeThread.current()J":                                 func(t *Thread, a []uint64) (uint64, nativeStatus) { return ret(0) },
		"sun/nio/ch/NativeThread.signal(J)V":                                 noop,
		"sun/nio/ch/FileDispatcherImpl.preClose0(Ljava/io/FileDescriptor;)V": noop,
		"sun/nio/ch/FileDispatcherImpl.close0(Ljava/io/FileDescriptor;)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			delete(t.vm.files, int32(t.vm.getField(t.vm.obj(a[0]), "fd")))
			return retVoid()
		},
		"sun/nio/ch/FileDispatcherImpl.size0(Ljava/io/FileDescriptor;)J": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			f := t.vm.files[int32(t.vm.getField(t.vm.obj(a[0]), "fd"))]
			if f == nil {
				t.throwNew("java/io/IOException", errnoText[errEBADF])
				return threw()
			}
			return ret(uint64(len(f.data)))
		},
		"sun/nio/ch/FileDispatcherImpl.seek0(Ljava/io/FileDescriptor;J)J": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			f := t.vm.files[int32(t.vm.getField(t.vm.obj(a[0]), "fd"))]
			if f == nil {
				t.throwNew("java/io/IOException", errnoText[errEBADF])
				return threw()
			}
			if off := int64(a[1]); off >= 0 {
				f.pos = int(min(off, int64(len(f.data))))
			}
			return ret(uint64(f.pos))
		},
		"sun/nio/ch/IOUtil.read(Ljava/io/FileDescriptor;Ljava/nio/ByteBuffer;JZZILsun/nio/ch/NativeDispatcher;)I": ioUtilRead,
	}
}

// ioUtilRead reads from a view's descriptor into a heap ByteBuffer (the
// JDK goes through a direct buffer, off-heap memory gojpf does not have).
func ioUtilRead(t *Thread, a []uint64) (uint64, nativeStatus) {
	vm := t.vm
	fd := int32(vm.getField(vm.obj(a[0]), "fd"))
	f := vm.files[fd]
	if f == nil || f.dir {
		vm.unsupportedf("FileChannel.read: reading file descriptor %d", fd)
		return failed()
	}
	if t.fileReadPoint(Ref(a[0])) {
		return 0, nativeYield
	}
	buf := vm.obj(a[1])
	hb := Ref(vm.getField(buf, "hb"))
	if hb == 0 {
		vm.unsupportedf("FileChannel.read into a direct buffer (off-heap memory)")
		return failed()
	}
	if vm.getField(buf, "isReadOnly") != 0 {
		t.throwNew("java/lang/IllegalArgumentException", "Read-only buffer")
		return threw()
	}
	position := int64(a[2]) // -1: at the channel's position
	pos, lim := int(int32(vm.getField(buf, "position"))), int(int32(vm.getField(buf, "limit")))
	off := int(int32(vm.getField(buf, "offset")))
	at := f.pos
	if position >= 0 {
		at = int(min(position, int64(len(f.data))))
	}
	if lim-pos <= 0 {
		return retInt(0)
	}
	if at >= len(f.data) {
		return retInt(-1)
	}
	n := min(lim-pos, len(f.data)-at)
	arr := vm.heap.get(hb)
	for i := 0; i < n; i++ {
		vm.writeSlot(arr, off+pos+i, i2s(int32(int8(f.data[at+i]))))
	}
	vm.setField(buf, "position", i2s(int32(pos+n)))
	if position < 0 {
		f.pos = at + n
	}
	return retInt(int32(n))
}

// nioOverridden are the Java methods of the JDK that modelNioNatives
// replaces (the others it lists are native in Java).
var nioOverridden = func() map[string]bool {
	o := map[string]bool{
		"jdk/internal/loader/BootLoader.loadLibrary(Ljava/lang/String;)V":                                         true,
		"sun/nio/ch/IOUtil.read(Ljava/io/FileDescriptor;Ljava/nio/ByteBuffer;JZZILsun/nio/ch/NativeDispatcher;)I": true,
	}
	for _, m := range []string{
		"open(Lsun/nio/fs/UnixPath;II)I", "close(I)V",
		"stat(Lsun/nio/fs/UnixPath;Lsun/nio/fs/UnixFileAttributes;)V",
		"lstat(Lsun/nio/fs/UnixPath;Lsun/nio/fs/UnixFileAttributes;)V",
		"stat(Lsun/nio/fs/UnixPath;)I", "exists(Lsun/nio/fs/UnixPath;)Z",
		"access(Lsun/nio/fs/UnixPath;I)V", "realpath(Lsun/nio/fs/UnixPath;)[B",
		"readlink(Lsun/nio/fs/UnixPath;)[B", "opendir(Lsun/nio/fs/UnixPath;)J",
		"mkdir(Lsun/nio/fs/UnixPath;I)V", "rmdir(Lsun/nio/fs/UnixPath;)V",
		"unlink(Lsun/nio/fs/UnixPath;)V", "rename(Lsun/nio/fs/UnixPath;Lsun/nio/fs/UnixPath;)V",
		"link(Lsun/nio/fs/UnixPath;Lsun/nio/fs/UnixPath;)V", "symlink([BLsun/nio/fs/UnixPath;)V",
		"chmod(Lsun/nio/fs/UnixPath;I)V", "chown(Lsun/nio/fs/UnixPath;II)V",
		"lchown(Lsun/nio/fs/UnixPath;II)V", "utimes(Lsun/nio/fs/UnixPath;JJ)V",
		"lutimes(Lsun/nio/fs/UnixPath;JJ)V", "mknod(Lsun/nio/fs/UnixPath;IJ)V",
		"statvfs(Lsun/nio/fs/UnixPath;Lsun/nio/fs/UnixFileStoreAttributes;)V",
	} {
		o["sun/nio/fs/UnixNativeDispatcher."+m] = true
	}
	return o
}()
