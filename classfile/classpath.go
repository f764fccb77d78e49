package classfile

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
)

// Entry is one element of a class path: a directory, a jar or zip file, or a
// JDK runtime image. Find returns the class file of the class with the given
// binary name ("java/lang/String", "a/b/Outer$Inner"); its bool is false if
// the entry does not hold the class. Entries are safe for concurrent Find
// calls.
type Entry interface {
	Find(binaryName string) ([]byte, bool, error)
	String() string
	Close() error
}

// A runtime image is a class path entry too.
var _ Entry = (*JImage)(nil)

// ErrInvalidName is wrapped by the error Find returns for a binary name that
// cannot name a class file inside an entry: empty, absolute, with an empty,
// "." or ".." component, a backslash or a NUL.
var ErrInvalidName = errors.New("invalid binary class name")

// checkBinaryName rejects names that could reach outside a directory entry
// or that no class can have.
func checkBinaryName(name string) error {
	if name == "" || strings.ContainsAny(name, "\\\x00") {
		return fmt.Errorf("%w: %q", ErrInvalidName, name)
	}
	for part := range strings.SplitSeq(name, "/") {
		if part == "" || part == "." || part == ".." {
			return fmt.Errorf("%w: %q", ErrInvalidName, name)
		}
	}
	return nil
}

// dirEntry is a directory of class files laid out by package.
type dirEntry struct {
	dir string
	// missing holds the package directories found not to exist (their
	// binary names' prefixes, "java" or "java/lang"), so that looking up
	// the classes of packages the directory does not have (the JDK's,
	// before the image) takes a failed open or two per first component
	// of their names, not one per class or package.
	missing sync.Map // package prefix -> struct{}
}

// OpenDir returns the class path entry for a directory of class files. The
// directory is not opened until a class is looked up; one that does not
// exist holds no classes.
func OpenDir(dir string) Entry {
	return &dirEntry{dir: dir}
}

func (d *dirEntry) Find(binaryName string) ([]byte, bool, error) {
	if err := checkBinaryName(binaryName); err != nil {
		return nil, false, err
	}
	for i := range len(binaryName) {
		if binaryName[i] == '/' {
			if _, gone := d.missing.Load(binaryName[:i]); gone {
				return nil, false, nil
			}
		}
	}
	path := filepath.Join(d.dir, filepath.FromSlash(binaryName)+".class")
	b, err := os.ReadFile(path)
	switch {
	case err == nil:
		return b, true, nil
	case errors.Is(err, fs.ErrNotExist), errors.Is(err, syscall.ENOTDIR):
		// The shallowest of the package's directories that is missing:
		// its first component's, else its own.
		pkg := binaryName[:max(strings.LastIndexByte(binaryName, '/'), 0)]
		first, _, _ := strings.Cut(pkg, "/")
		for _, dir := range []string{first, pkg} {
			if dir == "" {
				break
			}
			if _, err := os.Stat(filepath.Join(d.dir, filepath.FromSlash(dir))); errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
				d.missing.Store(dir, struct{}{})
				break
			}
			if dir == pkg {
				break
			}
		}
		return nil, false, nil
	default:
		return nil, false, fmt.Errorf("read class %s: %w", binaryName, err)
	}
}

func (d *dirEntry) String() string { return d.dir }

func (d *dirEntry) Close() error { return nil }

// jarEntry is a jar or zip file.
type jarEntry struct {
	path  string
	zr    *zip.ReadCloser
	files map[string]*zip.File // "a/b/C.class" -> its zip entry, first wins
}

// OpenJar opens a jar or zip file as a class path entry. Classes are read
// from the jar's plain entries; the versioned entries of a multi-release
// jar (META-INF/versions/N/...) are not consulted.
func OpenJar(path string) (Entry, error) {
	zr, err := zip.OpenReader(path)
	if err != nil {
		return nil, fmt.Errorf("open jar %s: %w", path, err)
	}
	files := make(map[string]*zip.File, len(zr.File))
	for _, f := range zr.File {
		if strings.HasSuffix(f.Name, ".class") {
			if _, dup := files[f.Name]; !dup {
				files[f.Name] = f
			}
		}
	}
	return &jarEntry{path: path, zr: zr, files: files}, nil
}

func (j *jarEntry) Find(binaryName string) ([]byte, bool, error) {
	if err := checkBinaryName(binaryName); err != nil {
		return nil, false, err
	}
	f, ok := j.files[binaryName+".class"]
	if !ok {
		return nil, false, nil
	}
	return j.readEntry(f)
}

// readEntry reads a jar entry, at most maxResourceSize bytes.
func (j *jarEntry) readEntry(f *zip.File) ([]byte, bool, error) {
	if f.UncompressedSize64 > maxResourceSize {
		return nil, false, fmt.Errorf("read %s from jar %s: entry of %d bytes exceeds the limit of %d",
			f.Name, j.path, f.UncompressedSize64, maxResourceSize)
	}
	rc, err := f.Open()
	if err != nil {
		return nil, false, fmt.Errorf("read %s from jar %s: %w", f.Name, j.path, err)
	}
	defer rc.Close()
	// archive/zip itself fails a read past the declared size and checks the
	// CRC at the end; the buffer grows with the data actually inflated.
	b, err := io.ReadAll(rc)
	if err != nil {
		return nil, false, fmt.Errorf("read %s from jar %s: %w", f.Name, j.path, err)
	}
	return b, true, nil
}

func (j *jarEntry) String() string { return j.path }

func (j *jarEntry) Close() error {
	if err := j.zr.Close(); err != nil {
		return fmt.Errorf("close jar %s: %w", j.path, err)
	}
	return nil
}

// OpenEntry opens the class path entry at path: a directory, a JDK runtime
// image (lib/modules, recognised by its magic number) or a jar or zip file.
// A path that does not exist is an error.
func OpenEntry(path string) (Entry, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("class path entry: %w", err)
	}
	if fi.IsDir() {
		return OpenDir(path), nil
	}
	isImage, err := hasJImageMagic(path)
	if err != nil {
		return nil, fmt.Errorf("class path entry: %w", err)
	}
	if isImage {
		return OpenJImage(path)
	}
	return OpenJar(path)
}

// hasJImageMagic reports whether the file starts with the jimage magic
// number in either byte order.
func hasJImageMagic(path string) (bool, error) {
	f, err := os.Open(path)
	if err != nil {
		return false, err
	}
	defer f.Close()
	var magic [4]byte
	if _, err := io.ReadFull(f, magic[:]); err != nil {
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			return false, nil
		}
		return false, err
	}
	return bytes.Equal(magic[:], []byte{0xCA, 0xFE, 0xDA, 0xDA}) ||
		bytes.Equal(magic[:], []byte{0xDA, 0xDA, 0xFE, 0xCA}), nil
}

// ParseClassPath opens each element of a class path string, separated by
// os.PathListSeparator ("a:b.jar:c" on Unix). Empty elements are skipped.
// If an element cannot be opened, the ones already opened are closed and the
// error names the element.
func ParseClassPath(s string) ([]Entry, error) {
	var entries []Entry
	for _, p := range filepath.SplitList(s) {
		if p == "" {
			continue
		}
		e, err := OpenEntry(p)
		if err != nil {
			for _, opened := range entries {
				_ = opened.Close()
			}
			return nil, err
		}
		entries = append(entries, e)
	}
	return entries, nil
}

// ClassNotFoundError reports a class that no entry of a class path holds.
type ClassNotFoundError struct {
	Name     string   // binary name of the class
	Searched []string // the entries searched, in order
}

// Error names the class and the class path searched, in search order.
func (e *ClassNotFoundError) Error() string {
	return fmt.Sprintf("class %s not found in class path [%s]", e.Name, strings.Join(e.Searched, string(os.PathListSeparator)))
}

// ClassPath searches a list of entries in order: the first entry that holds
// a class shadows the later ones. Results, found and not found alike, are
// cached, so each class is read once. A ClassPath is safe for concurrent use.
type ClassPath struct {
	entries []Entry
	cache   sync.Map // binary name -> lookupResult
	shadow  sync.Map // shadowKey -> bool (Shadowed)
}

// lookupResult is one cached Find outcome.
type lookupResult struct {
	data []byte
	err  error
}

// NewClassPath returns a class path that searches entries in the given order.
// The class path owns the entries: Close closes them.
func NewClassPath(entries ...Entry) *ClassPath {
	return &ClassPath{entries: append([]Entry(nil), entries...)}
}

// Find returns the class file of the class with the given binary name from
// the first entry that holds it. A class that no entry holds gives a
// *ClassNotFoundError; an invalid name gives an error wrapping
// ErrInvalidName. Errors reading an entry are returned, not cached. The
// returned bytes are shared between callers and must not be modified.
func (cp *ClassPath) Find(binaryName string) ([]byte, error) {
	if r, ok := cp.cache.Load(binaryName); ok {
		res := r.(lookupResult)
		return res.data, res.err
	}
	if err := checkBinaryName(binaryName); err != nil {
		return nil, err
	}
	for _, e := range cp.entries {
		b, ok, err := e.Find(binaryName)
		if err != nil {
			return nil, fmt.Errorf("class path entry %s: %w", e, err)
		}
		if ok {
			r, _ := cp.cache.LoadOrStore(binaryName, lookupResult{data: b})
			res := r.(lookupResult)
			return res.data, res.err
		}
	}
	searched := make([]string, len(cp.entries))
	for i, e := range cp.entries {
		searched[i] = e.String()
	}
	r, _ := cp.cache.LoadOrStore(binaryName, lookupResult{err: &ClassNotFoundError{Name: binaryName, Searched: searched}})
	res := r.(lookupResult)
	return res.data, res.err
}

// Shadowed reports whether Find would not take the class of the given
// binary name from entry e, whether e holds it or not: because an entry
// before e holds it, or e is not on the class path. Results are cached
// as Find's are; errors are not.
func (cp *ClassPath) Shadowed(binaryName string, e Entry) (bool, error) {
	key := shadowKey{binaryName, e}
	if r, ok := cp.shadow.Load(key); ok {
		return r.(bool), nil
	}
	if err := checkBinaryName(binaryName); err != nil {
		return false, err
	}
	shadowed := true
	for _, before := range cp.entries {
		if before == e {
			shadowed = false
			break
		}
		_, ok, err := before.Find(binaryName)
		if err != nil {
			return false, fmt.Errorf("class path entry %s: %w", before, err)
		}
		if ok {
			shadowed = true
			break
		}
	}
	cp.shadow.Store(key, shadowed)
	return shadowed, nil
}

// shadowKey is a question Shadowed answered: is the class of that name
// of an entry before e?
type shadowKey struct {
	name string
	e    Entry
}

// Entries returns the class path's entries in search order.
func (cp *ClassPath) Entries() []Entry {
	return append([]Entry(nil), cp.entries...)
}

// Close closes every entry and returns the first error.
func (cp *ClassPath) Close() error {
	var first error
	for _, e := range cp.entries {
		if err := e.Close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}
