package cli

import (
	"bytes"
	"fmt"
	"html/template"
	"io"
	"strings"
)

// --report-html: one self-contained HTML file (inline CSS and script, no
// network) with each violation's trace in columns (buildColumns), the
// source line of each step, the JDK's lines folded into it expandable,
// the threads that could have run at each choice point, the violating
// step highlighted, and the statistics.

// htmlSection is one report in the page: a run (gojpf run, replay) or a
// test method (gojpf test).
type htmlSection struct {
	Title      string
	Rep        *report
	Violations []htmlViolation
}

type htmlViolation struct {
	N       int
	Title   string
	Trace   *colTrace
	Preempt int
	Rows    []htmlRow
}

// htmlRow is a row of a trace table: Cells has one entry per thread,
// only the row's own column filled.
type htmlRow struct {
	Class      string
	Transition string
	Col        int
	Kind       string
	Where      string // File.java:line
	Text       string
	JDK        []string
	JDKCount   int    // the JDK's lines folded in (JDK lists at most maxJDKLines)
	Choice     string // choice rows: the text
	Violating  bool
}

// htmlPage is the whole page.
type htmlPage struct {
	Title    string
	Version  string
	Sections []htmlSection
}

func htmlViolationsOf(rep *report, src *sourceLines, hide func(string) bool) []htmlViolation {
	var out []htmlViolation
	for i, v := range rep.Violations {
		ct := buildColumns(v, src, hide)
		hv := htmlViolation{N: i + 1, Title: violationText(v), Trace: ct}
		for _, c := range v.Schedule {
			if c.Preempt {
				hv.Preempt++
			}
		}
		lastT := -1
		for k, r := range ct.Rows {
			hr := htmlRow{Col: r.Col, Violating: k == ct.Violating}
			if r.Transition != lastT && r.Kind != rowViolation && r.Kind != rowSwitch {
				hr.Transition = fmt.Sprintf("#%d", r.Transition)
				lastT = r.Transition
			}
			switch r.Kind {
			case rowLine:
				hr.Kind, hr.Class = "line", "step"
				hr.Where = fmt.Sprintf("%s:%d", r.Step.File, r.Step.Line)
				if r.Step.File == "" {
					hr.Where = fmt.Sprintf("%s:%d", r.Step.Class, r.Step.Line)
				}
				hr.Text = lambdaBody(r)
				if hr.Text == "" {
					hr.Text = shortName(r.Step.Class) + "." + r.Step.Method
				}
				hr.JDK, hr.JDKCount = capJDK(r.JDK), len(r.JDK)
			case rowEvent:
				hr.Kind, hr.Class = "event", "step ev ev-"+r.Event.Kind
				hr.Text = eventText(r.Event)
				if r.Event.JDK != "" {
					hr.Where = "in " + r.Event.JDK
				}
				hr.JDK, hr.JDKCount = capJDK(r.JDK), len(r.JDK)
			case rowSwitch:
				hr.Kind, hr.Class = "choice", "choice"
				var could []string
				for _, id := range r.Enabled {
					could = append(could, ct.threadName(id))
				}
				prev := prevCol(ct.Rows, k)
				s := "choice #" + fmt.Sprint(r.Transition) + ": " + ct.threadName(r.Thread) + " runs"
				if prev >= 0 && prev != ct.colOf(r.Thread) {
					hr.Class += " switch"
					s = "context switch, choice #" + fmt.Sprint(r.Transition) + ": " + ct.threadName(r.Thread) + " runs"
				}
				if r.Preempt {
					s += " (preemption)"
				}
				if len(could) > 0 {
					s += "; could have run: " + strings.Join(could, ", ")
				}
				if r.CG != "" {
					s += " — " + r.CG
				}
				hr.Choice = s
			case rowViolation:
				hr.Kind, hr.Class = "violation", "step violation"
				hr.Text = r.Text
			}
			hv.Rows = append(hv.Rows, hr)
		}
		out = append(out, hv)
	}
	return out
}

// maxJDKLines bounds the JDK's lines a row of the HTML report lists.
const maxJDKLines = 60

// capJDK keeps the first maxJDKLines of a row's JDK lines and says how
// many more there were.
func capJDK(l []string) []string {
	if len(l) <= maxJDKLines {
		return l
	}
	return append(append([]string{}, l[:maxJDKLines]...), fmt.Sprintf("… and %d more", len(l)-maxJDKLines))
}

// writeHTML writes the page of the sections to path ("-": stdout).
func writeHTML(path string, stdout io.Writer, title string, sections []htmlSection) error {
	// Parsed here, not when the package initializes: every run of gojpf
	// would pay for it (≈ 0.2 ms, docs/memory-and-startup.md).
	tmpl, err := template.New("report").Funcs(htmlFuncs).Parse(htmlPageTemplate)
	if err != nil {
		return fmt.Errorf("the HTML report's template: %w", err)
	}
	var b bytes.Buffer
	if err := tmpl.Execute(&b, htmlPage{Title: title, Version: Version, Sections: sections}); err != nil {
		return err
	}
	return writeOut(path, stdout, b.Bytes())
}

// htmlRunReport writes a run's (or a replay's) HTML report.
func (e *env) htmlRunReport(o *runOptions, rep *report) error {
	src := newSourceLines(rep.Target, o.sourceRoot)
	sec := htmlSection{Title: rep.Target, Rep: rep, Violations: htmlViolationsOf(rep, src, isJDKClass)}
	return writeHTML(o.reportHTML, e.stdout, "gojpf: "+rep.Target, []htmlSection{sec})
}

var htmlFuncs = template.FuncMap{
	"cells": func(n int) []int {
		s := make([]int, n)
		for i := range s {
			s[i] = i
		}
		return s
	},
	"add": func(a, b int) int { return a + b },
}

// htmlPageTemplate is the HTML report's page (html/template).
const htmlPageTemplate = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Title}}</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; background: #fff; }
h1 { font-size: 1.4em; margin: 0 0 .3em; }
h2 { font-size: 1.2em; margin: 1.5em 0 .3em; border-bottom: 1px solid #ccc; }
h3 { font-size: 1.05em; margin: 1.2em 0 .3em; color: #a00; }
table.meta td { padding: 0 1em 0 0; vertical-align: top; }
table.trace { border-collapse: collapse; width: 100%; table-layout: fixed; }
table.trace th { position: sticky; top: 0; background: #eef; text-align: left; padding: 4px 6px; border-bottom: 2px solid #99c; }
table.trace td { padding: 1px 6px; vertical-align: top; border-left: 1px solid #e4e4ee; overflow-wrap: anywhere; }
table.trace td.n { width: 3.5em; color: #888; font-size: .85em; border-left: none; }
table.trace col.n { width: 3.5em; }
.where { color: #667; font-size: .8em; display: block; }
code { font: 13px/1.35 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: pre-wrap; }
tr.ev code { color: #035; padding-left: 1em; }
tr.ev-write code, tr.ev-cas code { color: #905; }
tr.ev-lock code, tr.ev-relock code, tr.ev-unlock code, tr.ev-wait code, tr.ev-notify code { color: #360; }
tr.choice td { background: #f6f6f6; color: #666; font-size: .85em; padding: 2px 6px; }
tr.switch td { background: #fff3d6; color: #7a5200; border-top: 1px dashed #d9a400; }
tr.violation td.cell { background: #ffd9d9; font-weight: bold; color: #900; }
tr.violating td { outline: 2px solid #d00; }
details summary { cursor: pointer; color: #778; font-size: .8em; }
details ul { margin: 0; padding-left: 1.2em; font-size: .8em; color: #556; }
.stats td { padding: 0 1em 0 0; }
.hl { background: #fffbe0; }
button { font-size: .85em; }
</style>
</head>
<body>
<h1>{{.Title}}</h1>
<p>gojpf {{.Version}} · <button type="button" id="expand">expand the JDK's lines</button> <button type="button" id="collapse">collapse them</button></p>
{{range $si, $s := .Sections}}
<section class="report" data-verdict="{{$s.Rep.Verdict}}">
<h2>{{$s.Title}}</h2>
<table class="meta">
<tr><td>verdict</td><td><b class="verdict">{{$s.Rep.Verdict}}</b>{{if $s.Rep.Error}}: {{$s.Rep.Error}}{{end}}</td></tr>
<tr><td>scheduler</td><td>{{$s.Rep.Scheduler}}{{if $s.Rep.Sharedness}} ({{$s.Rep.Sharedness}}){{end}}, search {{$s.Rep.Search}}, state matching {{if $s.Rep.StateMatch}}on{{else}}off{{end}}</td></tr>
{{if $s.Rep.Args}}<tr><td>arguments</td><td>{{range $s.Rep.Args}}<code>{{.}}</code> {{end}}</td></tr>{{end}}
</table>
{{range $v := $s.Violations}}
<h3 class="violation-title">error #{{$v.N}}: {{$v.Title}}</h3>
{{if $v.Trace.OneFile}}<p>source: <code>{{$v.Trace.OneFile}}</code>{{if $v.Preempt}} · {{$v.Preempt}} preemptions{{end}}</p>{{else if $v.Preempt}}<p>{{$v.Preempt}} preemptions</p>{{end}}
<table class="trace">
<colgroup><col class="n">{{range $v.Trace.Threads}}<col>{{end}}</colgroup>
<thead><tr><th>step</th>{{range $v.Trace.Threads}}<th class="thread" data-thread="{{.Name}}">{{.Name}} <small>({{.ID}})</small></th>{{end}}</tr></thead>
<tbody>
{{range $r := $v.Rows}}{{if eq $r.Kind "choice"}}<tr class="{{$r.Class}}"><td class="n"></td><td colspan="{{len $v.Trace.Threads}}">{{$r.Choice}}</td></tr>
{{else}}<tr class="{{$r.Class}}{{if $r.Violating}} violating{{end}}"{{if $r.Violating}} id="violation-{{$si}}-{{$v.N}}"{{end}}><td class="n">{{$r.Transition}}</td>{{range $c := cells (len $v.Trace.Threads)}}{{if eq $c $r.Col}}<td class="cell">{{if $r.Where}}<span class="where">{{$r.Where}}</span>{{end}}<code>{{$r.Text}}</code>{{if $r.JDK}}<details><summary>{{$r.JDKCount}} lines in the JDK</summary><ul>{{range $r.JDK}}<li>{{.}}</li>{{end}}</ul></details>{{end}}</td>{{else}}<td></td>{{end}}{{end}}</tr>
{{end}}{{end}}</tbody>
</table>
{{end}}
<h3 class="stats-title" style="color:#222">statistics</h3>
<table class="stats">
<tr><td>elapsed</td><td>{{$s.Rep.Stats.ElapsedMS}} ms</td></tr>
<tr><td>states</td><td>new {{$s.Rep.Stats.NewStates}}, visited {{$s.Rep.Stats.VisitedStates}}, backtracked {{$s.Rep.Stats.Backtracked}}, end {{$s.Rep.Stats.EndStates}}</td></tr>
<tr><td>search</td><td>max depth {{$s.Rep.Stats.MaxDepth}}, executions {{$s.Rep.Stats.Executions}}, transitions {{$s.Rep.Stats.Transitions}}</td></tr>
<tr><td>choice generators</td><td>{{$s.Rep.Stats.ChoiceGenerators}}</td></tr>
<tr><td>instructions</td><td>{{$s.Rep.Stats.Instructions}}</td></tr>
<tr><td>peak memory</td><td>{{$s.Rep.Stats.PeakMemoryBytes}} bytes</td></tr>
</table>
</section>
{{end}}
<script>
(function () {
  function all(open) {
    var ds = document.querySelectorAll("details");
    for (var i = 0; i !== ds.length; i++) { ds[i].open = open; }
  }
  document.getElementById("expand").onclick = function () { all(true); };
  document.getElementById("collapse").onclick = function () { all(false); };
  // Clicking a thread's heading highlights its column.
  var ths = document.querySelectorAll("th.thread");
  for (var i = 0; i !== ths.length; i++) {
    ths[i].onclick = function () {
      var th = this, table = th.closest("table"), idx = th.cellIndex;
      var rows = table.querySelectorAll("tbody tr");
      for (var j = 0; j !== rows.length; j++) {
        var c = rows[j].cells[idx];
        if (c) { c.classList.toggle("hl"); }
      }
    };
  }
})();
</script>
</body>
</html>
`
