package cli

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/gojpf/gojpf/classfile"
	"github.com/gojpf/gojpf/jvm"
	"github.com/rs/zerolog"
)

// The start-up cache keeps the JDK classes that runs parse, parsed, in a
// file of the user's cache directory (GOJPF_CACHE_DIR, else
// os.UserCacheDir()/gojpf), one file per JDK image and gojpf build: a
// run reads and parses a class from the image only when the file does
// not hold it, and adds the classes it parsed so to the file at its end
// (docs/memory-and-startup.md). Parsing is a function of the class
// file's bytes alone, so no boot option is part of the key: the image's
// identity and gojpf's are.
//
// Anything that goes wrong with the cache is no error of the run: a file
// that cannot be read, is not one, is of another key or damaged is
// rebuilt, one that cannot be written is left; the run parses as without
// the cache.

// cacheDirEnv names the start-up cache's directory; tests set it to a
// temporary directory.
const cacheDirEnv = "GOJPF_CACHE_DIR"

// startCacheFiles is how many cache files (of other images or builds)
// the directory keeps: the newest.
const startCacheFiles = 8

// startCacheMaxBytes bounds a cache file, which every run reads whole:
// one that would grow past it is written anew with the classes of the
// run that writes it only (those it took from the file and those it
// parsed). A boot and a small program take ≈ 3.5 MB.
const startCacheMaxBytes = 32 << 20

// startCachePrefetch is how many classes past the last one the VM asked
// for the start-up cache decodes ahead, on another core
// (classfile.Prefetcher), when there is more than one.
const startCachePrefetch = 64

// startCache is the start-up cache of one run (jvm.JDKClassSource):
// the classes of the file read at its start, and those parsed since.
type startCache struct {
	path string
	key  [classfile.CacheKeySize]byte
	old  *classfile.ClassCache // nil when there was no usable file
	// pre decodes old's classes ahead of the VM (nil: the VM decodes
	// them as it asks for them).
	pre *classfile.Prefetcher
	log zerolog.Logger
	// maxBytes bounds the file (startCacheMaxBytes).
	maxBytes int

	mu     sync.Mutex
	parsed []*classfile.ClassFile
	seen   map[string]bool
	used   map[string]bool // the classes taken from old
}

var _ jvm.JDKClassSource = (*startCache)(nil)

// JDKClass decodes name's class from the file read at the start.
func (s *startCache) JDKClass(name string) (*classfile.ClassFile, bool) {
	if s.old == nil {
		return nil, false
	}
	var cf *classfile.ClassFile
	var ok bool
	var err error
	if s.pre != nil {
		cf, ok, err = s.pre.Class(name)
	} else {
		cf, ok, err = s.old.Class(name)
	}
	if ok && err == nil {
		s.mu.Lock()
		s.used[name] = true
		s.mu.Unlock()
	}
	if err != nil {
		// The VM parses the class from the image instead, and save
		// replaces the damaged record.
		s.log.Debug().Err(err).Str("file", s.path).Msg("start-up cache")
		return nil, false
	}
	return cf, ok
}

// ParsedJDKClass records a class the VM parsed from the image, for save.
func (s *startCache) ParsedJDKClass(cf *classfile.ClassFile) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.seen[cf.Name] {
		return
	}
	s.seen[cf.Name] = true
	s.parsed = append(s.parsed, cf)
}

// source is s as the VM's option: a nil interface when s is nil.
func (s *startCache) source() jvm.JDKClassSource {
	if s == nil {
		return nil
	}
	return s
}

// save writes the file anew when the run parsed JDK classes from the
// image (those the file did not hold, or held damaged; the other old
// records kept as they are): to a temporary file renamed over the old one, so that a
// run reading it meanwhile sees the old file or the new, whole.
func (s *startCache) save() {
	if s == nil {
		return
	}
	if s.pre != nil {
		s.pre.Stop()
	}
	s.mu.Lock()
	parsed := s.parsed
	s.parsed = nil
	s.mu.Unlock()
	if len(parsed) == 0 {
		return
	}
	data := classfile.MergeClassCache(s.key, s.old, nil, parsed)
	if len(data) > s.maxBytes {
		s.mu.Lock()
		used := maps.Clone(s.used)
		s.mu.Unlock()
		data = classfile.MergeClassCache(s.key, s.old, func(name string) bool { return used[name] }, parsed)
	}
	if err := writeFileAtomic(s.path, data); err != nil {
		s.log.Debug().Err(err).Msg("writing the start-up cache")
		return
	}
	s.log.Debug().Str("file", s.path).Int("added", len(parsed)).Int("bytes", len(data)).Msg("start-up cache written")
	pruneStartCaches(filepath.Dir(s.path), startCacheFiles)
}

// openStartCache opens the start-up cache for the JDK image img, or
// returns nil: with noCache, when no directory is set and the command
// line does not own the process (a program or test calling Main
// in-process uses the cache only when GOJPF_CACHE_DIR says where), or
// when the key cannot be made.
func (e *env) openStartCache(noCache bool, img *classfile.JImage) *startCache {
	if noCache || img == nil {
		return nil
	}
	dir := os.Getenv(cacheDirEnv)
	if dir == "" {
		if !ctxOwnsProcess(e.ctx) {
			return nil
		}
		base, err := os.UserCacheDir()
		if err != nil {
			e.log.Debug().Err(err).Msg("start-up cache: no user cache directory")
			return nil
		}
		dir = filepath.Join(base, "gojpf")
	}
	key, err := startCacheKey(img.Path())
	if err != nil {
		e.log.Debug().Err(err).Msg("start-up cache: no key")
		return nil
	}
	s := &startCache{
		path: filepath.Join(dir, "boot-"+hex.EncodeToString(key[:8])+".bin"),
		key:  key,
		log:  e.log,
		seen: map[string]bool{},
		used: map[string]bool{},

		maxBytes: startCacheMaxBytes,
	}
	// A process of its own maps the file (mapStartCache); a program or
	// test calling the command line in-process reads it, so that no
	// mapping outlives the run.
	var data []byte
	if ctxOwnsProcess(e.ctx) {
		data, err = mapStartCache(s.path)
	} else {
		data, err = os.ReadFile(s.path)
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		e.log.Debug().Err(err).Msg("start-up cache: reading")
	default:
		if s.old, err = classfile.OpenClassCache(data, key); err != nil {
			e.log.Debug().Err(err).Str("file", s.path).Msg("start-up cache: rebuilding")
		} else if runtime.GOMAXPROCS(0) > 1 {
			s.pre = s.old.Prefetch(startCachePrefetch)
		}
	}
	return s
}

// startCacheKey is the key of the cache of the image at imagePath under
// this build of gojpf: the image's path, size, time and first bytes,
// and gojpf's version, build information and executable (path, size,
// time), so that a new image or a new build starts a new file.
func startCacheKey(imagePath string) ([classfile.CacheKeySize]byte, error) {
	h := sha256.New()
	fmt.Fprintf(h, "gojpf start-up cache 1\x00%s\x00", Version)
	if bi, ok := debug.ReadBuildInfo(); ok {
		fmt.Fprintf(h, "%s\x00%s\x00%s\x00", bi.GoVersion, bi.Path, bi.Main.Version)
		for _, st := range bi.Settings {
			fmt.Fprintf(h, "%s=%s\x00", st.Key, st.Value)
		}
	}
	exe, err := os.Executable()
	if err != nil {
		return [classfile.CacheKeySize]byte{}, fmt.Errorf("finding gojpf's executable: %w", err)
	}
	if err := hashFileIdentity(h, exe, 0); err != nil {
		return [classfile.CacheKeySize]byte{}, err
	}
	if err := hashFileIdentity(h, imagePath, 4096); err != nil {
		return [classfile.CacheKeySize]byte{}, err
	}
	var key [classfile.CacheKeySize]byte
	h.Sum(key[:0])
	return key, nil
}

// hashFileIdentity writes path's absolute name, size, modification time
// and its first head bytes to w.
func hashFileIdentity(w io.Writer, path string, head int) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("start-up cache key: %w", err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return fmt.Errorf("start-up cache key: %w", err)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	var b []byte
	b = append(b, abs...)
	b = append(b, 0)
	b = binary.LittleEndian.AppendUint64(b, uint64(fi.Size()))
	b = binary.LittleEndian.AppendUint64(b, uint64(fi.ModTime().UnixNano()))
	if head > 0 {
		buf := make([]byte, head)
		n, err := io.ReadFull(f, buf)
		if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
			return fmt.Errorf("start-up cache key: reading %s: %w", path, err)
		}
		b = append(b, buf[:n]...)
	}
	_, err = w.Write(b)
	return err
}

// writeFileAtomic writes data to path through a temporary file of the
// same directory renamed over it.
func writeFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("start-up cache directory: %w", err)
	}
	f, err := os.CreateTemp(dir, filepath.Base(path)+".tmp*")
	if err != nil {
		return fmt.Errorf("start-up cache: %w", err)
	}
	_, werr := f.Write(data)
	cerr := f.Close()
	if werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(f.Name(), path)
	}
	if werr != nil {
		_ = os.Remove(f.Name())
		return fmt.Errorf("start-up cache: writing %s: %w", path, werr)
	}
	return nil
}

// pruneStartCaches removes all but the keep newest cache files of dir,
// and temporary files an interrupted write left over an hour ago.
func pruneStartCaches(dir string, keep int) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	type file struct {
		name string
		mod  time.Time
	}
	var files []file
	for _, de := range entries {
		name := de.Name()
		if !strings.HasPrefix(name, "boot-") {
			continue
		}
		fi, err := de.Info()
		if err != nil {
			continue
		}
		if strings.Contains(name, ".tmp") {
			if time.Since(fi.ModTime()) > time.Hour {
				_ = os.Remove(filepath.Join(dir, name))
			}
			continue
		}
		if strings.HasSuffix(name, ".bin") {
			files = append(files, file{name, fi.ModTime()})
		}
	}
	slices.SortFunc(files, func(a, b file) int { return b.mod.Compare(a.mod) })
	for _, f := range files[min(keep, len(files)):] {
		_ = os.Remove(filepath.Join(dir, f.name))
	}
}

// ctxOwnsProcess reports whether ctx says the command line owns the
// process.
func ctxOwnsProcess(ctx context.Context) bool {
	return ctx != nil && ctx.Value(ownsProcessKey{}) != nil
}
