package listeners

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Helpers for the options of listeners that read JPF's keys.

// Bool returns a boolean option (true or false, as JPF's Config reads
// them: also yes/no, on/off), def if absent.
func (c Config) Bool(key string, def bool) (bool, error) {
	v, ok := c.Options[key]
	if !ok {
		return def, nil
	}
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "true", "yes", "on", "1":
		return true, nil
	case "false", "no", "off", "0":
		return false, nil
	}
	return false, fmt.Errorf("option %s=%q: want true or false", key, v)
}

// List returns an option's comma-separated (also space- or
// semicolon-separated, as JPF's string arrays) elements, nil if absent or
// empty.
func (c Config) List(key string) []string {
	return strings.FieldsFunc(c.Options[key], func(r rune) bool {
		return r == ',' || r == ';' || r == ' ' || r == '\t'
	})
}

// checkKeys reports an option with one of the prefixes that is not among
// known, naming the listener and the keys it knows: a misspelt key is an
// error, not a silent default.
func checkKeys(c Config, listener string, prefixes, known []string) error {
	var bad []string
	for k := range c.Options {
		for _, p := range prefixes {
			if strings.HasPrefix(k, p) && !contains(known, k) {
				bad = append(bad, k)
			}
		}
	}
	if len(bad) == 0 {
		return nil
	}
	sort.Strings(bad)
	return fmt.Errorf("%s: option %s is not one gojpf knows (known: %s)", listener, strings.Join(bad, ", "), strings.Join(known, ", "))
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// patterns is a set of JPF name patterns (gov.nasa.jpf.util.StringSetMatcher):
// * matches any run of characters, dots included; a leading ! inverts a
// pattern.
type patterns []string

// matchesAny reports whether some pattern matches s.
func (ps patterns) matchesAny(s string) bool {
	for _, p := range ps {
		if inv, ok := strings.CutPrefix(p, "!"); ok {
			if !globMatch(inv, s) {
				return true
			}
			continue
		}
		if globMatch(p, s) {
			return true
		}
	}
	return false
}

// isMatch is StringSetMatcher.isMatch: an exclude that matches wins; else
// s must match an include, if there are any.
func isMatch(s string, include, exclude patterns) bool {
	if len(exclude) > 0 && exclude.matchesAny(s) {
		return false
	}
	return len(include) == 0 || include.matchesAny(s)
}

// globMatch matches s against p, where * is any run of characters.
func globMatch(p, s string) bool {
	parts := strings.Split(p, "*")
	if len(parts) == 1 {
		return p == s
	}
	if !strings.HasPrefix(s, parts[0]) {
		return false
	}
	s = s[len(parts[0]):]
	last := parts[len(parts)-1]
	for _, mid := range parts[1 : len(parts)-1] {
		i := strings.Index(s, mid)
		if i < 0 {
			return false
		}
		s = s[i+len(mid):]
	}
	return len(s) >= len(last) && strings.HasSuffix(s, last)
}

// parseJPFInt reads an integer as JPF's Config does: 0x… hexadecimal,
// else decimal.
func parseJPFInt(s string) (int64, error) {
	s = strings.TrimSpace(s)
	if h, ok := strings.CutPrefix(strings.ToLower(s), "0x"); ok {
		return strconv.ParseInt(h, 16, 64)
	}
	return strconv.ParseInt(s, 10, 64)
}

// sortedKeys returns m's keys in order.
func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
