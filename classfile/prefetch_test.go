package classfile

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"sync"
	"testing"
	"time"
)

// TestClassCacheLayout: records are laid out in the order the classes
// were added, a merge keeps the old records' order and puts the new
// ones after them (a replaced record in its old place), and the index
// stays sorted by name.
func TestClassCacheLayout(t *testing.T) {
	classes := cacheTestClasses(t, 12)
	key := [CacheKeySize]byte{3}
	rev := slices.Clone(classes[:8])
	slices.Reverse(rev)
	old, err := OpenClassCache(EncodeClassCache(key, rev), key)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := old.layout(), names(rev); !slices.Equal(got, want) {
		t.Errorf("layout %v, want %v", got, want)
	}
	// classes[3] replaces its old record; 8..11 are new.
	add := append([]*ClassFile{classes[10], classes[3]}, classes[8], classes[11], classes[9])
	merged, err := OpenClassCache(MergeClassCache(key, old, func(name string) bool { return name != classes[5].Name }, add), key)
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, cf := range rev {
		if cf.Name != classes[5].Name {
			want = append(want, cf.Name)
		}
	}
	want = append(want, classes[10].Name, classes[8].Name, classes[11].Name, classes[9].Name)
	if got := merged.layout(); !slices.Equal(got, want) {
		t.Errorf("merged layout %v, want %v", got, want)
	}
	if got := merged.Names(); !slices.Equal(got, sorted(want)) {
		t.Errorf("names %v, want %v", got, sorted(want))
	}
	for _, cf := range classes {
		got, ok, err := merged.Class(cf.Name)
		if cf.Name == classes[5].Name {
			if ok {
				t.Errorf("%s kept", cf.Name)
			}
			continue
		}
		if err == nil && ok {
			err = loadAllCode(got)
		}
		if err != nil || !ok || !reflect.DeepEqual(got, cf) {
			t.Errorf("%s: found %v, %v, or differs", cf.Name, ok, err)
		}
	}
}

// TestPrefetcher asks a Prefetcher for every class of a cache, some
// twice, some not in it, from several goroutines, in random orders and
// with windows of several sizes, and stopping it halfway: every answer
// must be what ClassCache.Class gives, and no ClassFile given twice.
func TestPrefetcher(t *testing.T) {
	classes := cacheTestClasses(t, 120)
	key := [CacheKeySize]byte{4}
	cc, err := OpenClassCache(EncodeClassCache(key, classes), key)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]*ClassFile{}
	for _, cf := range classes {
		want[cf.Name] = cf
	}
	tests := []struct {
		name    string
		ahead   int
		callers int
		stopAt  int // Stop after so many requests (-1: at the end)
		inOrder bool
	}{
		{"in layout order", 8, 1, -1, true},
		{"random order", 8, 1, -1, false},
		{"window of one", 1, 1, -1, true},
		{"window past the end", 1000, 1, -1, false},
		{"four callers", 16, 4, -1, false},
		{"stopped halfway", 16, 2, 60, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := cc.Prefetch(tt.ahead)
			stopped := false
			var mu sync.Mutex
			given := map[*ClassFile]bool{}
			requests := 0
			var wg sync.WaitGroup
			for c := range tt.callers {
				order := names(classes)
				order = append(order, order[:20]...) // asked for again
				order = append(order, "no/Such", "java/lang/NoSuchClass")
				if !tt.inOrder {
					r := rand.New(rand.NewPCG(uint64(c), 7))
					r.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
				}
				wg.Add(1)
				go func() {
					defer wg.Done()
					for _, name := range order {
						mu.Lock()
						requests++
						if requests == tt.stopAt {
							stopped = true
							mu.Unlock()
							p.Stop()
						} else {
							mu.Unlock()
						}
						got, ok, err := p.Class(name)
						w := want[name]
						if w == nil {
							if ok || got != nil || err != nil {
								t.Errorf("%s: %v, %v, %v for a class not in the cache", name, got != nil, ok, err)
							}
							continue
						}
						if err == nil && ok {
							err = loadAllCode(got)
						}
						if err != nil || !ok || !reflect.DeepEqual(got, w) {
							t.Errorf("%s: found %v, %v, or differs", name, ok, err)
							continue
						}
						mu.Lock()
						if given[got] {
							t.Errorf("%s: one ClassFile given twice", name)
						}
						given[got] = true
						mu.Unlock()
					}
				}()
			}
			wg.Wait()
			if !stopped {
				p.Stop()
			}
		})
	}
}

// TestClassCacheRan: Method.Ran survives a class cache (with code and
// without), and a Prefetcher gives the classes it decoded ahead with
// the code of their methods that ran decoded, and only that.
func TestClassCacheRan(t *testing.T) {
	classes := cacheTestClasses(t, 40)
	ran := map[string]bool{}
	for ci, cf := range classes {
		for i := range cf.Methods {
			if m := &cf.Methods[i]; (ci+i)%3 == 0 {
				m.Ran = true
				ran[cf.Name+"."+m.Name+m.Desc] = true
			}
		}
	}
	key := [CacheKeySize]byte{6}
	cc, err := OpenClassCache(EncodeClassCache(key, classes), key)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range classes {
		got, ok, err := cc.Class(want.Name)
		if err == nil && ok {
			err = loadAllCode(got)
		}
		if err != nil || !ok || !reflect.DeepEqual(got, want) {
			t.Fatalf("%s: found %v, %v, or differs", want.Name, ok, err)
		}
	}
	p := cc.Prefetch(len(classes))
	defer p.Stop()
	for {
		p.mu.Lock()
		done := p.next == len(p.slots) && !slices.ContainsFunc(p.slots, func(s prefetchSlot) bool { return s.state == slotDecoding })
		p.mu.Unlock()
		if done {
			break
		}
		time.Sleep(time.Millisecond)
	}
	for _, want := range classes {
		got, ok, err := p.Class(want.Name)
		if err != nil || !ok {
			t.Fatalf("%s: %v, %v", want.Name, ok, err)
		}
		for i := range got.Methods {
			m := &got.Methods[i]
			if r := ran[want.Name+"."+m.Name+m.Desc]; m.Ran != r || (m.HasCode() && m.CodeLoaded() != r) {
				t.Errorf("%s.%s%s: Ran %v (want %v), code decoded %v", want.Name, m.Name, m.Desc, m.Ran, r, m.CodeLoaded())
			}
		}
	}
}
