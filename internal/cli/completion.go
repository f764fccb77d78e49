package cli

import (
	"bytes"
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// runCompletion prints a shell completion script for gojpf's commands and
// their flags (gojpf completion bash|zsh|fish). The flags come from each
// command's own --help, so the script follows the command line as built.
func runCompletion(e *env, args []string) int {
	if len(args) != 1 || (args[0] != "bash" && args[0] != "zsh" && args[0] != "fish") {
		fmt.Fprintf(e.stderr, "Usage: gojpf completion bash|zsh|fish\n\nPrint a shell completion script, e.g.\n  source <(gojpf completion bash)\n  gojpf completion fish > ~/.config/fish/completions/gojpf.fish\n")
		if len(args) == 1 && (args[0] == "-h" || args[0] == "--help") {
			return ExitOK
		}
		return ExitUsage
	}
	var names []string
	flags := map[string][]string{}
	for _, c := range commands() {
		names = append(names, c.name)
		if c.run == nil || c.name == "completion" {
			continue
		}
		flags[c.name] = commandFlags(e, c)
	}
	switch args[0] {
	case "fish":
		fmt.Fprintf(e.stdout, "# gojpf completion for fish\ncomplete -c gojpf -f\n")
		fmt.Fprintf(e.stdout, "complete -c gojpf -n '__fish_use_subcommand' -a '%s'\n", strings.Join(names, " "))
		for _, n := range names {
			for _, f := range flags[n] {
				fmt.Fprintf(e.stdout, "complete -c gojpf -n '__fish_seen_subcommand_from %s' -l %s\n", n, strings.TrimPrefix(f, "--"))
			}
			if n == "run" || n == "test" || n == "compare" || n == "inspect" {
				fmt.Fprintf(e.stdout, "complete -c gojpf -n '__fish_seen_subcommand_from %s' -F\n", n)
			}
		}
	default:
		var b strings.Builder
		if args[0] == "zsh" {
			b.WriteString("#compdef gojpf\nautoload -U +X bashcompinit && bashcompinit\n")
		}
		b.WriteString("# gojpf completion for bash (zsh through bashcompinit)\n_gojpf() {\n")
		b.WriteString("  local cur=${COMP_WORDS[COMP_CWORD]} cmd=${COMP_WORDS[1]}\n")
		fmt.Fprintf(&b, "  if [ \"$COMP_CWORD\" -eq 1 ]; then COMPREPLY=($(compgen -W %q -- \"$cur\")); return; fi\n", strings.Join(names, " "))
		b.WriteString("  case \"$cmd\" in\n")
		for _, n := range names {
			if len(flags[n]) == 0 {
				continue
			}
			fmt.Fprintf(&b, "    %s) if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W %q -- \"$cur\")); else COMPREPLY=($(compgen -f -- \"$cur\")); fi ;;\n", n, strings.Join(flags[n], " "))
		}
		b.WriteString("    *) COMPREPLY=($(compgen -f -- \"$cur\")) ;;\n  esac\n}\ncomplete -F _gojpf gojpf\n")
		e.stdout.Write([]byte(b.String()))
	}
	return ExitOK
}

var flagName = regexp.MustCompile(`(?m)^\s+(?:-\w, )?(--[a-z][a-z0-9-]*)`)

// commandFlags returns a command's long flags, read from its --help.
func commandFlags(e *env, c command) []string {
	var out, errb bytes.Buffer
	sub := &env{ctx: e.ctx, stdout: &out, stderr: &errb, log: e.log}
	c.run(sub, []string{"--help"})
	seen := map[string]bool{}
	var fl []string
	for _, m := range flagName.FindAllStringSubmatch(out.String()+errb.String(), -1) {
		if !seen[m[1]] {
			seen[m[1]] = true
			fl = append(fl, m[1])
		}
	}
	sort.Strings(fl)
	return fl
}
