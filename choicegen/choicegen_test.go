package choicegen

import "testing"

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
