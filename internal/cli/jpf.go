package cli

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/gojpf/gojpf/listeners"
)

// JPF property files (.jpf): what gojpf reads from them.
//
// Lines are key=value (or key = value, or key: value); # and ! start
// comments; a line ending in a backslash continues on the next. In values
// ${config_path} is the directory of the file the line is in, and ${key}
// the value of a key set before. "@include = FILE" reads FILE (relative
// to the including file) at that point. Later values override earlier
// ones. A key gojpf does not know is reported as a warning naming it
// (JPF silently ignores misspelt keys); a malformed line is an error with
// its file and line.
//
// Layering, lowest first: ~/.jpf/gojpf.properties (if it exists), the
// .jpf file given as TARGET, +key=value arguments, and command-line flags.

// jpfKeys maps the keys gojpf knows to the run flag they set ("" for the
// keys handled specially). The table is in README.md too.
var jpfKeys = map[string]string{
	"target":                 "",
	"target.args":            "",
	"classpath":              "classpath",
	"sourcepath":             "",
	"listener":               "listener",
	"search.class":           "",
	"search.multiple_errors": "multiple-errors",
	"search.depth_limit":     "depth-limit",
	"search.max_states":      "max-states",
	"search.time_limit":      "time-limit",
	"search.state_matching":  "state-matching",
	"search.visited":         "visited",
	"search.parallel":        "parallel",
	"vm.atomic_juc":          "atomic-juc",
	"vm.model_threads":       "model-threads",
	"cg.enumerate_random":    "enumerate-random",
	"cg.seed":                "seed",
	// RandomHeuristic's seed (ChoiceSelector's too, for the random
	// simulation gojpf does not have).
	"choice.seed": "seed",
	// JPF's heuristic searches (BFSHeuristic, DFSHeuristic,
	// RandomHeuristic).
	"search.heuristic.queue_limit": "queue-limit",
	"search.heuristic.beam_search": "beam-search",
	"search.heuristic.astar":       "astar",
	// JPF's RandomSearch: how many paths.
	"search.RandomSearch.path_limit": "executions",
	// gojpf always prints the error and its trace.
	"report.console.property_violation": "",
	// gojpf prints no search tree, and always prints
	// Verify.printPathOutput's output.
	"vm.tree_output":                "",
	"vm.path_output":                "",
	"vm.por":                        "",
	"vm.shared.policy":              "sharedness",
	"vm.scheduler.sharedness.class": "",
	"vm.shared.never_break_fields":  "never-break",
	"vm.add_opens":                  "add-opens",
	"vm.sleep_sets":                 "sleep-sets",
	"dpor.analysis":                 "dpor-analysis",
	"dpor.dot":                      "dpor-dot",
	"vm.max_instructions":           "max-instructions",
	"vm.max_transition_length":      "max-transition-length",
	"vm.spurious_wakeups":           "spurious-wakeups",
	"vm.processors":                 "processors",
	"vm.max_heap":                   "max-heap",
	"vm.max_stack":                  "max-stack",
	"vm.disable_assertions":         "disable-assertions",
	"jdk":                           "jdk",
	"report.json":                   "report-json",
	"report.junit":                  "report-junit",
	"report.sarif":                  "report-sarif",
	"report.outcomes":               "outcomes",
	"report.quiet":                  "quiet",
	"report.progress":               "progress",
	"gojpf.max_memory":              "max-memory",
	"@include":                      "",
	"config_path":                   "",
}

// jpfProp is one key's value and where it was set.
type jpfProp struct {
	value, file string
	line        int
	dir         string // the directory of the file (for relative paths)
}

// jpfProps is a layered property set.
type jpfProps struct {
	vals  map[string]jpfProp
	order []string
}

func newJPFProps() *jpfProps { return &jpfProps{vals: map[string]jpfProp{}} }

var jpfVar = regexp.MustCompile(`\$\{([^}]*)\}`)

func (p *jpfProps) set(key string, v jpfProp) {
	if k, ok := strings.CutSuffix(key, "+"); ok && k != "" {
		// JPF's key+=value appends value to what the key had (as it
		// is: "listener+=,.listener.X" brings its own comma).
		key = k
		if old, had := p.vals[key]; had {
			v.value = old.value + v.value
		}
	}
	if _, seen := p.vals[key]; !seen {
		p.order = append(p.order, key)
	}
	p.vals[key] = v
}

// expand replaces ${key} (and ${config_path}) in v.
func (p *jpfProps) expand(v, dir string) string {
	return jpfVar.ReplaceAllStringFunc(v, func(m string) string {
		name := m[2 : len(m)-1]
		if name == "config_path" {
			return dir
		}
		if pv, ok := p.vals[name]; ok {
			return pv.value
		}
		return m
	})
}

// load reads a property file into p (following @include).
func (p *jpfProps) load(path string, depth int) error {
	if depth > 16 {
		return usagef("%s: @include nested too deep (a cycle?)", path)
	}
	f, err := os.Open(path)
	if err != nil {
		return usagef("%v", err)
	}
	defer f.Close()
	dir, err := filepath.Abs(filepath.Dir(path))
	if err != nil {
		return err
	}
	sc := bufio.NewScanner(f)
	var pending string
	line, start := 0, 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if pending == "" {
			start = line
			if text == "" || text[0] == '#' || text[0] == '!' {
				continue
			}
		}
		if strings.HasSuffix(text, "\\") {
			pending += strings.TrimSuffix(text, "\\")
			continue
		}
		text = pending + text
		pending = ""
		i := strings.IndexAny(text, "=:")
		if i <= 0 {
			return usagef("%s:%d: want key=value, got %q", path, start, text)
		}
		key := strings.TrimSpace(text[:i])
		val := p.expand(strings.TrimSpace(text[i+1:]), dir)
		if key == "@include" {
			if err := p.load(relTo(dir, val), depth+1); err != nil {
				return err
			}
			continue
		}
		p.set(key, jpfProp{value: val, file: path, line: start, dir: dir})
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("reading %s: %w", path, err)
	}
	if pending != "" {
		return usagef("%s:%d: the last line ends in a backslash", path, line)
	}
	return nil
}

// jpfTarget is what a .jpf file says to run, and what it sets.
type jpfTarget struct {
	target    string
	args      []string
	classPath string
	// flags are the run flags the keys set: flag name, value, key; in
	// the order of the keys.
	flags    [][3]string
	warnings []string
	// props are every key and value, for the program's
	// Verify.getProperty and Verify's configured choices.
	props map[string]string
}

// interpret turns properties into a target, flag values and warnings.
func (p *jpfProps) interpret() (*jpfTarget, error) {
	t := &jpfTarget{props: map[string]string{}}
	var unknown []string
	for _, k := range p.order {
		pv := p.vals[k]
		v := pv.value
		t.props[k] = v
		where := fmt.Sprintf("%s:%d", pv.file, pv.line)
		flag, known := jpfKeys[k]
		if !known {
			if name, _, ok := strings.Cut(k, "."); ok && (isListener(name) || isListenerKey(k)) {
				t.flags = append(t.flags, [3]string{"listener-opt", k + "=" + v, k})
				continue
			}
			unknown = append(unknown, fmt.Sprintf("%s: key %q is not supported (ignored, but for the program's Verify.getProperty and Verify's configured choices)", where, k))
			continue
		}
		switch k {
		case "target":
			t.target = v
			if strings.HasSuffix(v, ".java") || strings.HasSuffix(v, ".class") {
				t.target = relTo(pv.dir, v)
			}
		case "target.args":
			t.args = nil
			for _, a := range strings.Split(v, ",") {
				if a = strings.TrimSpace(a); a != "" {
					t.args = append(t.args, a)
				}
			}
		case "classpath":
			var entries []string
			for _, e := range strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ':' || r == ';' }) {
				if e = strings.TrimSpace(e); e != "" {
					entries = append(entries, relTo(pv.dir, e))
				}
			}
			t.classPath = strings.Join(entries, string(os.PathListSeparator))
			t.flags = append(t.flags, [3]string{"classpath", t.classPath, k})
		case "sourcepath":
			t.warnings = append(t.warnings, fmt.Sprintf("%s: sourcepath has no effect in gojpf (traces name files and lines, read from the class files)", where))
		case "search.class":
			name := strings.TrimPrefix(strings.TrimPrefix(v, "gov.nasa.jpf"), ".search.")
			switch name {
			case "DFSearch", "dfs":
				t.flags = append(t.flags, [3]string{"search", "dfs", k})
			case "heuristic.BFSHeuristic", "bfs":
				t.flags = append(t.flags, [3]string{"search", "bfs", k})
			case "heuristic.DFSHeuristic", "dfs-heuristic":
				t.flags = append(t.flags, [3]string{"search", "dfs-heuristic", k})
			case "heuristic.RandomHeuristic", "random-heuristic":
				t.flags = append(t.flags, [3]string{"search", "random-heuristic", k})
			case "RandomSearch", "random":
				t.flags = append(t.flags, [3]string{"search", "random", k})
			case "pct", "bounded":
				t.flags = append(t.flags, [3]string{"search", name, k})
			default:
				// The same states are explored in another order: the
				// verdict of a search that finishes is the same, the
				// first violation found and the trace may differ.
				t.warnings = append(t.warnings, fmt.Sprintf("%s: search.class %q is not implemented in gojpf: running depth-first search (gov.nasa.jpf.search.DFSearch) instead; the states explored are the same, the order and so the first error found may differ", where, v))
			}
		case "vm.por":
			// JPF's vm.por is a boolean; gojpf also takes a scheduler name.
			switch v {
			case "true":
				v = "jpf"
			case "false":
				v = "none"
			}
			t.flags = append(t.flags, [3]string{"por", v, k})
		case "vm.scheduler.sharedness.class":
			switch v {
			case "gov.nasa.jpf.vm.PathSharednessPolicy":
				t.flags = append(t.flags, [3]string{"sharedness", "path", k})
			case "gov.nasa.jpf.vm.GlobalSharednessPolicy":
				t.flags = append(t.flags, [3]string{"sharedness", "global", k})
			default:
				return nil, usagef("%s: %s %q: gojpf has PathSharednessPolicy and GlobalSharednessPolicy", where, k, v)
			}
		case "vm.disable_assertions":
			t.flags = append(t.flags, [3]string{flag, v, k})
		default:
			if flag != "" {
				t.flags = append(t.flags, [3]string{flag, v, k})
			}
		}
	}
	sort.Strings(unknown)
	t.warnings = append(t.warnings, unknown...)
	return t, nil
}

// isListenerKey reports whether key starts with a prefix a listener
// reads its options from (listeners.Info.KeyPrefixes).
func isListenerKey(key string) bool {
	for _, l := range listeners.All() {
		for _, p := range l.KeyPrefixes {
			if strings.HasPrefix(key, p) {
				return true
			}
		}
	}
	return false
}

func isListener(name string) bool {
	for _, l := range listeners.All() {
		if l.Name == name {
			return true
		}
	}
	return false
}

// sitePropsPath is the user's gojpf defaults, read before any .jpf file.
func sitePropsPath() string {
	home, err := os.UserHomeDir()
	if err != nil {
		return ""
	}
	return filepath.Join(home, ".jpf", "gojpf.properties")
}

// readJPFLayers reads the site defaults, the .jpf file (if path is not
// "") and +key=value overrides, in that order.
func readJPFLayers(path string, plus []string) (*jpfTarget, error) {
	p := newJPFProps()
	if site := sitePropsPath(); site != "" {
		if _, err := os.Stat(site); err == nil {
			if err := p.load(site, 0); err != nil {
				return nil, err
			}
		}
	}
	if path != "" {
		if err := p.load(path, 0); err != nil {
			return nil, err
		}
	}
	wd, _ := os.Getwd()
	for _, kv := range plus {
		k, v, ok := strings.Cut(strings.TrimPrefix(kv, "+"), "=")
		if !ok || k == "" {
			return nil, usagef("%s: want +key=value", kv)
		}
		p.set(k, jpfProp{value: p.expand(v, wd), file: "command line", dir: wd})
	}
	return p.interpret()
}

// readJPF reads a .jpf file (with the site defaults) for gojpf compare.
func readJPF(path string) (*jpfTarget, error) {
	t, err := readJPFLayers(path, nil)
	if err != nil {
		return nil, err
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
