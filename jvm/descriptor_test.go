package jvm

import "testing"

// TestMethodArgSlots: methodArgSlots, which link uses, counts the slots
// parseMethodType does and fails exactly where it fails.
func TestMethodArgSlots(t *testing.T) {
	tests := []struct {
		desc  string
		slots int
		bad   bool
	}{
		{desc: "()V"},
		{desc: "(I)V", slots: 1},
		{desc: "(JD)J", slots: 4},
		{desc: "(Ljava/lang/String;[J[[Ljava/lang/Object;Z)Ljava/lang/Object;", slots: 4},
		{desc: "([D)[I", slots: 1},
		{desc: "", bad: true},
		{desc: "()", bad: true},
		{desc: "V", bad: true},
		{desc: "(I", bad: true},
		{desc: "(IV", bad: true},
		{desc: "(V)V", bad: true},
		{desc: "(L;)V", bad: true},
		{desc: "(Ljava/lang/String)V", bad: true},
		{desc: "(I)VV", bad: true},
		{desc: "(I)Ljava/lang/String", bad: true},
		{desc: "(I)[", bad: true},
		{desc: "()Q", bad: true},
	}
	for _, tt := range tests {
		t.Run(tt.desc, func(t *testing.T) {
			slots, err := methodArgSlots(tt.desc)
			if (err != nil) != tt.bad || (!tt.bad && slots != tt.slots) {
				t.Errorf("methodArgSlots(%q) = %d, %v; want %d, bad %v", tt.desc, slots, err, tt.slots, tt.bad)
			}
			checkArgSlotsAgree(t, tt.desc)
		})
	}
}

// FuzzMethodArgSlots: methodArgSlots agrees with parseMethodType on any
// input.
func FuzzMethodArgSlots(f *testing.F) {
	for _, s := range []string{"()V", "(IJ[Ljava/lang/Object;)D", "(I", "(L;)V", "([[[[Z)[J"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, desc string) { checkArgSlotsAgree(t, desc) })
}

func checkArgSlotsAgree(t *testing.T, desc string) {
	t.Helper()
	slots, err := methodArgSlots(desc)
	mt, perr := parseMethodType(desc)
	switch {
	case (err != nil) != (perr != nil):
		t.Errorf("%q: methodArgSlots error %v, parseMethodType's %v", desc, err, perr)
	case err != nil && err.Error() != perr.Error():
		t.Errorf("%q: methodArgSlots error %q, parseMethodType's %q", desc, err, perr)
	case err == nil && slots != mt.argSlots:
		t.Errorf("%q: methodArgSlots %d, parseMethodType %d", desc, slots, mt.argSlots)
	}
}

// TestTouchForWrite: touching leaves a slice as it was (all nil), of
// any length.
func TestTouchForWrite(t *testing.T) {
	for _, n := range []int{0, 1, 255, 256, 257, 1000, 4096} {
		s := make([]any, n)
		touchForWrite(s)
		for i, v := range s {
			if v != nil {
				t.Fatalf("len %d: element %d = %v", n, i, v)
			}
		}
	}
}
