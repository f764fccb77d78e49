package cli

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// jpfTarget is what gojpf reads from a JPF property file (.jpf) so far:
// the program to check. The keys:
//
//	target       the main class, or (a gojpf extension) a .java or .class
//	             file, relative to the .jpf file's directory
//	target.args  the program's arguments, comma-separated
//	classpath    class path entries, comma- or colon-separated, relative
//	             to the .jpf file's directory
//
// Lines are key=value (or key = value); # and ! start comments; a line
// ending in a backslash continues on the next; ${config_path} is the
// .jpf file's directory and ${key} an earlier key's value. Any other key
// is reported as a warning naming it, never silently ignored.
type jpfTarget struct {
	path      string
	target    string
	args      []string
	classPath string
	warnings  []string
}

var jpfVar = regexp.MustCompile(`\$\{([^}]*)\}`)

// readJPF reads a .jpf file's target keys.
func readJPF(path string) (*jpfTarget, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, usagef("%v", err)
	}
	defer f.Close()
	dir, err := filepath.Abs(filepath.Dir(path))
	if err != nil {
		return nil, err
	}
	vals := map[string]string{"config_path": dir}
	var order []string
	sc := bufio.NewScanner(f)
	var pending string
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if pending == "" && (text == "" || text[0] == '#' || text[0] == '!') {
			continue
		}
		if strings.HasSuffix(text, "\\") {
			pending += strings.TrimSuffix(text, "\\")
			continue
		}
		text = pending + text
		pending = ""
		key, val, ok := strings.Cut(text, "=")
		if !ok {
			return nil, usagef("%s:%d: want key=value, got %q", path, line, text)
		}
		key = strings.TrimSpace(key)
		val = jpfVar.ReplaceAllStringFunc(strings.TrimSpace(val), func(m string) string {
			name := m[2 : len(m)-1]
			if v, ok := vals[name]; ok {
				return v
			}
			return m
		})
		if _, seen := vals[key]; !seen {
			order = append(order, key)
		}
		vals[key] = val
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("reading %s: %w", path, err)
	}
	t := &jpfTarget{path: path}
	var unknown []string
	for _, k := range order {
		v := vals[k]
		switch k {
		case "target":
			t.target = v
			if strings.HasSuffix(v, ".java") || strings.HasSuffix(v, ".class") {
				t.target = relTo(dir, v)
			}
		case "target.args":
			for _, a := range strings.Split(v, ",") {
				if a = strings.TrimSpace(a); a != "" {
					t.args = append(t.args, a)
				}
			}
		case "classpath":
			var entries []string
			for _, e := range strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ':' || r == ';' }) {
				if e = strings.TrimSpace(e); e != "" {
					entries = append(entries, relTo(dir, e))
				}
			}
			t.classPath = strings.Join(entries, string(os.PathListSeparator))
		default:
			unknown = append(unknown, k)
		}
	}
	sort.Strings(unknown)
	for _, k := range unknown {
		t.warnings = append(t.warnings, fmt.Sprintf("%s: key %q is not supported (ignored)", path, k))
	}
	if t.target == "" {
		return nil, usagef("%s: no target key", path)
	}
	return t, nil
}

// relTo resolves p against dir unless it is absolute.
func relTo(dir, p string) string {
	if filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(dir, p)
}
