package cli

import "testing"

// FuzzParseReplayReport feeds parseReplayReport, the reader of the JSON
// reports gojpf replay takes from outside, arbitrary bytes: it must
// return an error or a report whose choices each name one thread or one
// data index, never panic.
func FuzzParseReplayReport(f *testing.F) {
	f.Add([]byte(`{"target":"Main","violations":[{"property":"deadlock","schedule":[{"thread":1,"cg":"LOCK","asks":3},{"data":0,"cg":"VERIFY_GETINT","asks":-1}]}]}`))
	f.Add([]byte(`{"violations":[{"schedule":[{"thread":-1,"cg":"X","asks":0}]}]}`))
	f.Add([]byte(`{"violations":[{"schedule":[{"cg":"X","asks":0}]}]}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, raw []byte) {
		r, err := parseReplayReport(raw)
		if err != nil {
			return
		}
		for _, v := range r.Violations {
			for _, c := range v.Schedule {
				if (c.Thread == nil) == (c.Data == nil) {
					t.Fatalf("accepted a choice with a thread and a data index, or neither: %+v", c)
				}
			}
		}
	})
}
