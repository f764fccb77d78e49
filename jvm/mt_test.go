package jvm

import (
	"testing"

	"github.com/gojpf/gojpf/choicegen"
)

func TestTwoThreadsRun(t *testing.T) {
	vm, stdout, stderr := newTestVM(t, `public class Main {
    static int counter;
    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(() -> counter++);
        Thread t2 = new Thread(() -> counter++);
        t1.start(); t2.start();
        t1.join(); t2.join();
        System.out.println(counter);
    }
}`, 50_000_000)
	if err := vm.Start("Main", nil); err != nil {
		t.Fatal(err)
	}
	var cg choicegen.CG
	for i := 0; i < 100; i++ {
		err := vm.Step(cg)
		if err != nil {
			t.Fatalf("step %d: %v\n%s", i, err, vm.javaStack())
		}
		var st []string
		for _, th := range vm.threads {
			st = append(st, th.name+":"+th.status.String())
		}
		t.Logf("step %d: pending %v ended %v deadlock %v threads %v", i, vm.Pending(), vm.Ended(), vm.Deadlocked(), st)
		if vm.Ended() || vm.Deadlocked() {
			break
		}
		cg = vm.Pending()
		if cg == nil {
			t.Fatalf("no choice and not ended")
		}
		cg.Advance()
	}
	t.Logf("stdout %q stderr %q", stdout, stderr)
	if stdout.String() != "2\n" {
		t.Errorf("stdout = %q", stdout)
	}
}
