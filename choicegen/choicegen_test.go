package choicegen

import (
	"slices"
	"testing"
)

func TestThreadChoice(t *testing.T) {
	c := NewThreadChoice(Start, []int{0, 1})
	var got []int
	for c.HasMore() {
		c.Advance()
		got = append(got, c.Thread())
		if len(got) == 1 && !c.Add(2) {
			t.Fatal("growing a thread choice failed")
		}
	}
	if len(got) != 3 || got[0] != 0 || got[1] != 1 || got[2] != 2 {
		t.Fatalf("choices = %v, want [0 1 2]", got)
	}
	if c.Add(1) {
		t.Error("Add of an existing thread added it")
	}
	if s := c.String(); s != `ThreadChoiceFromSet {id:"START",3/3,threads:[0,1,2]}` {
		t.Errorf("String = %s", s)
	}
}

func TestIntChoice(t *testing.T) {
	c := NewIntChoice(VerifyGetInt, -1, 1)
	var got []int
	for c.HasMore() {
		c.Advance()
		got = append(got, c.Value())
	}
	if len(got) != 3 || got[0] != -1 || got[2] != 1 {
		t.Fatalf("values = %v", got)
	}
}

// TestThreadChoicesNew: choices from a block are independent, start
// before their first choice and copy their threads, more than a block
// element holds included.
func TestThreadChoicesNew(t *testing.T) {
	var cs ThreadChoices
	tests := []struct {
		id      ID
		threads []int
	}{
		{Start, []int{0, 1}},
		{Block, []int{2}},
		{Terminate, []int{0, 1, 2, 3}},
		{Start, []int{0, 1, 2, 3, 4, 5}},
		{Block, nil},
	}
	var made []*ThreadChoice
	for i := 0; i < 3*threadChoiceBlock; i++ {
		tc := tests[i%len(tests)]
		in := append([]int(nil), tc.threads...)
		c := cs.New(tc.id, in)
		for j := range in {
			in[j] = -1 // the choice has its own copy
		}
		made = append(made, c)
	}
	for i, c := range made {
		tc := tests[i%len(tests)]
		if c.ID() != tc.id || c.Index() != -1 || !slices.Equal(c.Threads, tc.threads) {
			t.Errorf("choice %d: %s %v index %d, want %s %v index -1", i, c.ID(), c.Threads, c.Index(), tc.id, tc.threads)
		}
		for j := i + 1; j < len(made); j++ {
			if made[j] == c {
				t.Fatalf("choices %d and %d are one", i, j)
			}
		}
	}
	made[0].Advance()
	made[0].Add(9)
	if made[1].Index() != -1 || len(made[1].Threads) != 1 {
		t.Errorf("advancing and growing one choice changed the next: %v", made[1])
	}
}
