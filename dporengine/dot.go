package dporengine

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// checkDotDir makes dir if needed and checks that files can be created
// in it.
func checkDotDir(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".gojpf-check-*")
	if err != nil {
		return err
	}
	f.Close()
	return os.Remove(f.Name())
}

// writeDot writes the graphs under roots to dir/graph-NNNN.dot.
func writeDot(dir string, n int64, roots []*Node) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.Create(filepath.Join(dir, fmt.Sprintf("graph-%04d.dot", n)))
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	WriteDot(w, roots)
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// WriteDot writes the DPOR graphs under roots in Graphviz's DOT language:
// a box per node labelled with its id, type, thread, instruction and
// line, runnable threads and choices; an edge from each node to each
// child. Yes nodes are drawn solid, Maybe nodes dashed, Replay nodes as
// ellipses; a Replay node with its flag set says so.
func WriteDot(w interface{ WriteString(string) (int, error) }, roots []*Node) {
	w.WriteString("digraph dpor {\n  node [shape=box, fontname=\"monospace\"];\n")
	stack := append([]*Node(nil), roots...)
	slices.Reverse(stack)
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		w.WriteString(fmt.Sprintf("  n%d [label=%q%s];\n", n.ID, label(n), style(n)))
		for i := len(n.Children) - 1; i >= 0; i-- {
			stack = append(stack, n.Children[i])
		}
		for _, c := range n.Children {
			w.WriteString(fmt.Sprintf("  n%d -> n%d;\n", n.ID, c.ID))
		}
	}
	w.WriteString("}\n")
}

func label(n *Node) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %s", n.ID, n.Type)
	if n.Fixed {
		b.WriteString(" (in transition)")
	}
	if n.replay {
		b.WriteString(" [replay]")
	}
	fmt.Fprintf(&b, "\nthread %d %s\n%s", n.Thread, n.ThreadName, n.Insn)
	if n.Line > 0 {
		fmt.Fprintf(&b, "\n%s:%d", n.Source, n.Line)
	}
	fmt.Fprintf(&b, "\nrunnables %v\nchoices %v", n.Runnables, n.Choices())
	return b.String()
}

func style(n *Node) string {
	switch n.Type {
	case Maybe:
		return ", style=dashed"
	case Replay:
		return ", shape=ellipse"
	}
	return ""
}
