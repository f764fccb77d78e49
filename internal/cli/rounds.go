package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/gojpf/gojpf/internal/rounds"
)

// The rounds of a distributed optimal DPOR (docs/sharding.md, mode
// "round"): round 0 is the root alone; each shard of round R rebuilds
// the tree of nodes above the cut from the results of rounds 0…R-1 in
// --shard-dir (rounds.Tree) and searches the items k of round R with k
// mod N = its index; gojpf merge --next-round names the next round.

// roundFile is where shard index of count writes its result of round r.
func roundFile(dir string, index, count, round int) string {
	return filepath.Join(dir, fmt.Sprintf("shard-%04d-of-%04d-round-%04d.json", index, count, round))
}

// roundsPlan is what the rounds' results say.
type roundsPlan struct {
	// slots are the results to merge (round, index), in order; todo
	// the shards of the first unfinished round still to (re)run.
	slots []slot
	todo  []slot
	// next is the round to run next and items its work (none: the
	// search is done, if todo is empty too).
	next  int
	items []rounds.Item
	cut   int
}

type slot struct{ round, index int }

// planRounds replays the rounds' exports (byIndex: one result per round
// and index) into the tree of nodes and returns the plan. below bounds
// the rounds it looks at (-1: all).
func planRounds(count int, byIndex map[slot]*shardFileReport, below int) (*roundsPlan, error) {
	p := &roundsPlan{cut: -1}
	tree := rounds.NewTree()
	items := rounds.First()
	for r := 0; ; r++ {
		any := false
		for s := range byIndex {
			if s.round >= r && (below < 0 || s.round < below) {
				any = true
			}
		}
		if len(items) == 0 || !any {
			p.next, p.items = r, items
			return p, nil
		}
		var exports []rounds.Export
		for i := 0; i < count; i++ {
			x := byIndex[slot{r, i}]
			if x == nil || !x.rep.Shard.Complete {
				p.todo = append(p.todo, slot{r, i})
				if x != nil {
					p.slots = append(p.slots, slot{r, i})
				}
				continue
			}
			s := x.rep.Shard
			if s.RoundItems != len(items) {
				return nil, fmt.Errorf("%s: round %d had %d items, the earlier rounds' results make %d: not the same search", x.path, r, s.RoundItems, len(items))
			}
			if p.cut >= 0 && s.Cut != p.cut {
				return nil, fmt.Errorf("%s: cut %d, the other rounds %d", x.path, s.Cut, p.cut)
			}
			p.cut = s.Cut
			p.slots = append(p.slots, slot{r, i})
			exports = append(exports, s.Exports...)
		}
		if len(p.todo) > 0 {
			p.next, p.items = r, items
			return p, nil
		}
		tree.Add(exports)
		items = tree.Next()
	}
}

// loadRounds reads the round results in dir of the search (program and
// configuration digests, count) before round below: one per round and
// index, a complete one if an index ran twice.
func loadRounds(dir string, count, below int, program, config string) (map[slot]*shardFileReport, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	out := map[slot]*shardFileReport{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		var r report
		if json.Unmarshal(b, &r) != nil || r.Shard == nil || r.Shard.Mode != "round" || r.Shard.Round >= below {
			continue
		}
		if r.Shard.Count != count || r.Shard.ProgramDigest != program || r.Shard.ConfigDigest != config {
			return nil, usagef("%s: a round of another search (program, configuration or shard count differ)", f)
		}
		s := slot{r.Shard.Round, r.Shard.Index}
		if cur := out[s]; cur == nil || !cur.rep.Shard.Complete && r.Shard.Complete {
			out[s] = &shardFileReport{f, r}
		}
	}
	return out, nil
}

// roundWork finds the items of shard index of count in round r from the
// results of the rounds before it in dir.
func roundWork(dir string, index, count, r int, program, config string) ([]rounds.Item, int, int, error) {
	byIndex, err := loadRounds(dir, count, r, program, config)
	if err != nil {
		return nil, 0, 0, err
	}
	p, err := planRounds(count, byIndex, r)
	if err != nil {
		return nil, 0, 0, err
	}
	if len(p.todo) > 0 {
		var names []string
		for _, s := range p.todo {
			names = append(names, fmt.Sprint(s.index))
		}
		return nil, 0, 0, usagef("--round %d: round %d is not finished in %s (shards %v to run)", r, p.next, dir, names)
	}
	switch {
	case len(p.items) == 0:
		return nil, 0, 0, usagef("--round %d: the search is done after round %d (gojpf merge %s)", r, p.next-1, dir)
	case p.next != r:
		return nil, 0, 0, usagef("--round %d: round %d is not finished in %s (it has not run)", r, p.next, dir)
	}
	return rounds.Owned(p.items, index, count), len(p.items), p.cut, nil
}
