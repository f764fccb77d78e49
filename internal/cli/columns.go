package cli

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// A violation's trace in columns (--trace=columns, --report-html): one
// column per thread, one row per source line of the program a thread
// executed (the JDK's lines folded into the program line that called
// them), each scheduling event (a shared access with the value read or
// written, a lock, unlock, wait, notify, start, join, park…) a row of
// its own, the context switches marked, the violation at the end.

// colRowKind is what a row of a column trace shows.
type colRowKind int

const (
	rowLine      colRowKind = iota // a program line a thread executed
	rowEvent                       // a scheduling event
	rowSwitch                      // a context switch: another thread runs
	rowViolation                   // the violation, in the thread that made it
)

// colRow is one row of a column trace.
type colRow struct {
	Kind colRowKind
	// Col is the column (thread) of the row; -1 for a switch row.
	Col int
	// Transition is the transition the row belongs to.
	Transition int
	// Line rows: the step (Class, Method, File, Line) and its source
	// text ("" if the sources are not found).
	Step   step
	Source string
	// JDK are the JDK's lines folded into the row ("Class.method:line").
	JDK []string
	// Event rows: the event.
	Event event
	// Switch rows: the thread that runs now, the choice point, the
	// threads that could have run, and whether it is a preemption (the
	// thread that ran could have gone on).
	Thread  int
	CG      string
	Enabled []int
	Preempt bool
	// Violation rows: the text.
	Text string
}

// colThread is one column: a thread.
type colThread struct {
	ID   int
	Name string
}

// colTrace is a violation's trace in columns.
type colTrace struct {
	Threads []colThread
	Rows    []colRow
	// Violating is the index of the violation's row (-1 if none).
	Violating int
	// OneFile is the source file of every line row, if they have one
	// ("": several); rows then leave it out.
	OneFile string
}

// colOf returns the column of thread id.
func (ct *colTrace) colOf(id int) int {
	for i, t := range ct.Threads {
		if t.ID == id {
			return i
		}
	}
	return -1
}

// threadName names thread id (its column's name, or "#id").
func (ct *colTrace) threadName(id int) string {
	if c := ct.colOf(id); c >= 0 {
		return ct.Threads[c].Name
	}
	return fmt.Sprintf("#%d", id)
}

// buildColumns lays out v's trace in columns; src gives source lines
// (nil: none).
func buildColumns(v violation, src *sourceLines, hide func(class string) bool) *colTrace {
	ct := &colTrace{Violating: -1}
	names := map[int]string{}
	for _, tr := range v.Trace {
		if _, ok := names[tr.Thread]; !ok || names[tr.Thread] == "" {
			names[tr.Thread] = tr.ThreadName
		}
	}
	for _, th := range v.Threads {
		if names[th.ID] == "" {
			names[th.ID] = th.Name
		}
	}
	ids := make([]int, 0, len(names))
	for id := range names {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		ct.Threads = append(ct.Threads, colThread{ID: id, Name: names[id]})
	}

	lastThread := -1
	for j, tr := range v.Trace {
		col := ct.colOf(tr.Thread)
		var rows []colRow
		cur := -1         // the index in rows of the current line row
		var lead []string // JDK lines before the transition's first program line
		events := tr.Events
		emit := func(i int) {
			for len(events) > 0 && events[0].Step <= i {
				rows = append(rows, colRow{Kind: rowEvent, Col: col, Transition: j, Event: events[0]})
				events = events[1:]
			}
		}
		emit(-1)
		var last step
		for i, s := range tr.Steps {
			if hide(s.Class) {
				l := fmt.Sprintf("%s.%s:%d", s.Class, s.Method, s.Line)
				switch {
				case cur >= 0:
					if n := len(rows[cur].JDK); n == 0 || rows[cur].JDK[n-1] != l {
						rows[cur].JDK = append(rows[cur].JDK, l)
					}
				case len(lead) == 0 || lead[len(lead)-1] != l:
					lead = append(lead, l)
				}
			} else if s != last {
				last = s
				rows = append(rows, colRow{Kind: rowLine, Col: col, Transition: j, Step: s, Source: src.line(s)})
				cur = len(rows) - 1
				if len(lead) > 0 {
					rows[cur].JDK, lead = lead, nil
				}
			}
			emit(i)
		}
		emit(len(tr.Steps))
		if len(lead) > 0 {
			// No program line: the JDK's go with the first event.
			for k := range rows {
				rows[k].JDK = lead
				break
			}
		}
		if len(rows) == 0 {
			continue // a transition inside the JDK with nothing shared
		}
		if tr.Thread != lastThread && lastThread >= 0 {
			sw := colRow{Kind: rowSwitch, Col: -1, Transition: j, Thread: tr.Thread, CG: tr.CG, Enabled: tr.Enabled}
			if j >= 1 && j-1 < len(v.Schedule) {
				sw.Preempt = v.Schedule[j-1].Preempt
			}
			ct.Rows = append(ct.Rows, sw)
		} else if len(tr.Enabled) > 1 && j > 0 {
			// A choice point where another thread could have run: the
			// HTML shows it; the text leaves it out.
			ct.Rows = append(ct.Rows, colRow{Kind: rowSwitch, Col: -1, Transition: j, Thread: tr.Thread, CG: tr.CG, Enabled: tr.Enabled})
		}
		lastThread = tr.Thread
		if n := len(ct.Rows); n > 0 && rows[0].Kind == rowLine {
			// The thread goes on on the line it was on: one row.
			if p := &ct.Rows[n-1]; p.Kind == rowLine && p.Col == col && p.Step == rows[0].Step {
				p.JDK = append(p.JDK, rows[0].JDK...)
				rows = rows[1:]
			}
		}
		ct.Rows = append(ct.Rows, rows...)
	}
	for _, r := range ct.Rows {
		if r.Kind != rowLine {
			continue
		}
		if ct.OneFile == "" {
			ct.OneFile = r.Step.File
		}
		if r.Step.File != ct.OneFile || r.Step.File == "" {
			ct.OneFile = ""
			break
		}
	}
	// The violation.
	text := v.Property
	switch {
	case v.Exception != "" && v.Message != "":
		text = v.Exception + ": " + v.Message
	case v.Exception != "":
		text = v.Exception
	case v.Message != "":
		text = v.Property + ": " + v.Message
	}
	col := -1
	for i, t := range ct.Threads {
		if t.Name == v.Thread && v.Thread != "" {
			col = i
		}
	}
	if col < 0 && len(v.Trace) > 0 {
		col = ct.colOf(v.Trace[len(v.Trace)-1].Thread)
	}
	if v.Property == "deadlock" {
		// Every blocked thread says what it waits for.
		for _, th := range v.Threads {
			if th.BlockedOn == "" {
				continue
			}
			ct.Rows = append(ct.Rows, colRow{Kind: rowViolation, Col: ct.colOf(th.ID), Transition: len(v.Trace) - 1, Text: th.Status + " on " + shortNames(th.BlockedOn)})
		}
		col, text = 0, shortNames(text)
	}
	ct.Rows = append(ct.Rows, colRow{Kind: rowViolation, Col: col, Transition: len(v.Trace) - 1, Text: text})
	ct.Violating = len(ct.Rows) - 1
	return ct
}

// eventText is an event as a row shows it: "write Counter@1b.count = 1",
// "lock Object@2c", "start Thread-0".
func eventText(e event) string {
	s := e.Kind
	if e.Kind == "blocked" {
		s = "blocked on"
	}
	if e.Target != "" {
		s += " " + e.Target
	}
	if e.Value != "" {
		s += " = " + e.Value
	}
	return s
}

// lineText is a line row as a column shows it: "Race:11 counter++;", or
// without the source "Race:11 lambda$main$0".
func lineText(r colRow, oneFile bool) string {
	file := strings.TrimSuffix(r.Step.File, ".java")
	if file == "" {
		file = shortName(r.Step.Class)
	}
	if oneFile {
		if r.Source != "" {
			return fmt.Sprintf("%d %s", r.Step.Line, lambdaBody(r))
		}
		return fmt.Sprintf("%d %s", r.Step.Line, r.Step.Method)
	}
	if src := lambdaBody(r); src != "" {
		return fmt.Sprintf("%s:%d %s", file, r.Step.Line, src)
	}
	return fmt.Sprintf("%s:%d %s", file, r.Step.Line, r.Step.Method)
}

// qualifiedRE matches a qualified class name before an object's @.
var qualifiedRE = regexp.MustCompile(`\b(?:[a-z_$][\w$]*\.)+([A-Z][\w$]*@)`)

// shortNames leaves the packages out of the object names in s
// ("java.lang.Object@1b" becomes "Object@1b").
func shortNames(s string) string { return qualifiedRE.ReplaceAllString(s, "$1") }

func shortName(class string) string {
	if i := strings.LastIndexByte(class, '.'); i >= 0 {
		return class[i+1:]
	}
	return class
}

// lambdaBody is a line row's source, or for a lambda's line its body
// ("" without the source).
func lambdaBody(r colRow) string {
	src := r.Source
	if src != "" && strings.HasPrefix(r.Step.Method, "lambda$") {
		if _, body, ok := strings.Cut(src, "->"); ok {
			body = strings.TrimSuffix(strings.TrimSpace(body), ";")
			for strings.HasSuffix(body, ")") && strings.Count(body, ")") > strings.Count(body, "(") {
				body = strings.TrimSuffix(body, ")")
			}
			src = "-> " + body
		}
	}
	return src
}

// minColumnsWidth is the terminal width from which the text report shows
// traces in columns by default.
const minColumnsWidth = 100

// writeColumns prints ct in columns within width characters.
func writeColumns(w io.Writer, ct *colTrace, width int) {
	if width < 40 {
		width = 40
	}
	const num = 5 // the transition number column: "#123 "
	n := len(ct.Threads)
	if n == 0 {
		return
	}
	cw := (width - num) / n // each column, a space after it
	if cw < 12 {
		cw = 12
	}
	var b strings.Builder
	line := func(first string, cells map[int]string) {
		b.Reset()
		b.WriteString(pad(first, num))
		for c := 0; c < n; c++ {
			s := cells[c]
			if c == n-1 {
				b.WriteString(clip(s, cw-1))
			} else {
				b.WriteString(pad(clip(s, cw-1), cw))
			}
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
	// wide is a row with one cell that may run on to the right edge.
	wide := func(col int, s string) {
		if num+col*cw+utf8.RuneCountInString(s) > width {
			col = 0 // too little room to the right of its column
		}
		fmt.Fprintln(w, clip(strings.Repeat(" ", num+col*cw)+s, width))
	}
	heads := map[int]string{}
	rules := map[int]string{}
	for c, t := range ct.Threads {
		heads[c] = fmt.Sprintf("%s (%d)", t.Name, t.ID)
		rules[c] = strings.Repeat("-", cw-1)
	}
	if ct.OneFile != "" {
		fmt.Fprintf(w, "%ssource: %s\n", strings.Repeat(" ", num), ct.OneFile)
	}
	line("", heads)
	line("", rules)
	lastT := -1
	for i, r := range ct.Rows {
		first := ""
		if r.Transition != lastT && r.Kind != rowViolation {
			first = fmt.Sprintf("#%d", r.Transition)
		}
		switch r.Kind {
		case rowSwitch:
			if i > 0 && ct.Rows[i-1].Kind != rowSwitch && prevCol(ct.Rows, i) == ct.colOf(r.Thread) {
				continue // another thread could have run; this one went on
			}
			var could []string
			for _, id := range r.Enabled {
				could = append(could, ct.threadName(id))
			}
			s := fmt.Sprintf("%s-> %s", strings.Repeat(" ", num), ct.threadName(r.Thread))
			if r.Preempt {
				s += " (preemption)"
			}
			if len(could) > 1 {
				s += "; could run: " + strings.Join(could, ", ")
			}
			fmt.Fprintln(w, clip(s, width))
			continue
		case rowLine:
			line(first, map[int]string{r.Col: lineText(r, ct.OneFile != "")})
		case rowEvent:
			line(first, map[int]string{r.Col: "  " + eventText(r.Event)})
		case rowViolation:
			wide(r.Col, "*** "+r.Text)
		}
		lastT = r.Transition
	}
}

// prevCol is the column of the last row before i that has one.
func prevCol(rows []colRow, i int) int {
	for k := i - 1; k >= 0; k-- {
		if rows[k].Col >= 0 {
			return rows[k].Col
		}
	}
	return -1
}

// clip shortens s to n characters (runes), ending in "…" if cut.
func clip(s string, n int) string {
	if n <= 0 {
		return ""
	}
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}

// pad fills s with spaces to n characters (runes).
func pad(s string, n int) string {
	if k := utf8.RuneCountInString(s); k < n {
		return s + strings.Repeat(" ", n-k)
	}
	return s
}

// sourceLines reads the program's source files for traces: a class's
// file next to the target (Main.java), or under the source root
// (--source-root) by its package path or path suffix.
type sourceLines struct {
	dirs  []string // directories to look in first
	root  *sourceRoot
	files map[string][]string // by artifact path; nil: not found
}

// newSourceLines finds sources for a run of target (a .java file's
// directory is searched first) under the source root dir.
func newSourceLines(target, dir string) *sourceLines {
	s := &sourceLines{root: newSourceRoot(dir), files: map[string][]string{}}
	if strings.HasSuffix(target, ".java") || strings.HasSuffix(target, ".class") {
		s.dirs = append(s.dirs, filepath.Dir(target))
	}
	return s
}

// maxSourceBytes bounds a source file read for a trace.
const maxSourceBytes = 4 << 20

// line returns the source text of st's line, trimmed ("" if unknown).
func (s *sourceLines) line(st step) string {
	if s == nil || st.File == "" || st.Line <= 0 || isJDKClass(st.Class) {
		return ""
	}
	rel := artifactURI(st)
	lines, ok := s.files[rel]
	if !ok {
		lines = s.read(rel, st.File)
		s.files[rel] = lines
	}
	if st.Line > len(lines) {
		return ""
	}
	return strings.TrimSpace(lines[st.Line-1])
}

func (s *sourceLines) read(rel, file string) []string {
	var cands []string
	for _, d := range s.dirs {
		cands = append(cands, filepath.Join(d, file), filepath.Join(d, filepath.FromSlash(rel)))
	}
	if s.root != nil && s.root.dir != "" {
		if a := s.root.artifact(rel); a.URIBaseID != "" {
			cands = append(cands, filepath.Join(s.root.dir, filepath.FromSlash(a.URI)))
		}
	}
	for _, c := range cands {
		fi, err := os.Stat(c)
		if err != nil || fi.IsDir() || fi.Size() > maxSourceBytes {
			continue
		}
		b, err := os.ReadFile(c)
		if err != nil {
			continue
		}
		return strings.Split(strings.ReplaceAll(string(b), "\r\n", "\n"), "\n")
	}
	return nil
}
