package classfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// ResourceEntry is a class path entry that also serves resources (files
// other than the classes' own, and class files read as bytes), as a class
// loader's getResource finds them, under the URL the JDK would give them.
// Directories and jars are resource entries; the JDK image is not (its
// resources belong to modules).
type ResourceEntry interface {
	Entry
	// Resource returns the bytes of the resource with the given
	// "/"-separated name ("a/b/c.txt"); false if the entry has none.
	Resource(name string) ([]byte, bool, error)
	// ResourceURL returns the URL of a resource of this entry:
	// "file:/abs/dir/a/b/c.txt" or "jar:file:/abs/x.jar!/a/b/c.txt".
	ResourceURL(name string) string
}

var (
	_ ResourceEntry = (*dirEntry)(nil)
	_ ResourceEntry = (*jarEntry)(nil)
)

// checkResourceName rejects resource names that could reach outside a
// directory entry: empty, absolute, with an empty, "." or ".." component,
// a backslash or a NUL.
func checkResourceName(name string) error {
	if err := checkBinaryName(name); err != nil {
		return fmt.Errorf("invalid resource name %q", name)
	}
	return nil
}

func (d *dirEntry) Resource(name string) ([]byte, bool, error) {
	if checkResourceName(name) != nil {
		return nil, false, nil
	}
	path := filepath.Join(d.dir, filepath.FromSlash(name))
	fi, err := os.Stat(path)
	switch {
	case err == nil && fi.Mode().IsRegular():
	case err == nil, errors.Is(err, fs.ErrNotExist), errors.Is(err, syscall.ENOTDIR):
		return nil, false, nil
	default:
		return nil, false, fmt.Errorf("read resource %s: %w", name, err)
	}
	if fi.Size() > maxResourceSize {
		return nil, false, fmt.Errorf("read resource %s: %d bytes exceed the limit of %d", name, fi.Size(), maxResourceSize)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, false, fmt.Errorf("read resource %s: %w", name, err)
	}
	return b, true, nil
}

func (d *dirEntry) ResourceURL(name string) string {
	dir, err := filepath.Abs(d.dir)
	if err != nil {
		dir = d.dir
	}
	return "file:" + filepath.ToSlash(dir) + "/" + name
}

func (j *jarEntry) Resource(name string) ([]byte, bool, error) {
	if checkResourceName(name) != nil {
		return nil, false, nil
	}
	var f = j.files[name]
	if f == nil {
		for _, zf := range j.zr.File {
			if zf.Name == name {
				f = zf
				break
			}
		}
	}
	if f == nil || f.FileInfo().IsDir() {
		return nil, false, nil
	}
	return j.readEntry(f)
}

func (j *jarEntry) ResourceURL(name string) string {
	p, err := filepath.Abs(j.path)
	if err != nil {
		p = j.path
	}
	return "jar:file:" + filepath.ToSlash(p) + "!/" + name
}

// Resources returns the URLs of the resources with the given name in the
// class path's resource entries, in search order.
func (cp *ClassPath) Resources(name string) ([]string, error) {
	var urls []string
	for _, e := range cp.entries {
		re, ok := e.(ResourceEntry)
		if !ok {
			continue
		}
		_, found, err := re.Resource(name)
		if err != nil {
			return nil, fmt.Errorf("class path entry %s: %w", e, err)
		}
		if found {
			urls = append(urls, re.ResourceURL(name))
		}
	}
	return urls, nil
}

// ResourceAt returns the bytes of the resource that Resources named by
// url; false if no resource entry of the class path has it.
func (cp *ClassPath) ResourceAt(url string) ([]byte, bool, error) {
	for _, e := range cp.entries {
		re, ok := e.(ResourceEntry)
		if !ok {
			continue
		}
		prefix := re.ResourceURL("")
		name, ok := strings.CutPrefix(url, prefix)
		if !ok {
			continue
		}
		b, found, err := re.Resource(name)
		if err != nil {
			return nil, false, fmt.Errorf("class path entry %s: %w", e, err)
		}
		if found {
			return b, true, nil
		}
	}
	return nil, false, nil
}
