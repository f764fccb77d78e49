package jvm

import (
	"fmt"
	"strconv"
	"testing"
)

// hashHeapSrc builds a list of args[0] nodes reachable from a static.
const hashHeapSrc = `public class Main {
    static final class Node {
        Node next;
        int v;
    }

    static Node head;

    public static void main(String[] args) {
        int k = Integer.parseInt(args[0]);
        for (int i = 0; i < k; i++) {
            Node n = new Node();
            n.v = i;
            n.next = head;
            head = n;
        }
    }
}`

// BenchmarkStateHash measures the cost of hashing one state as the
// program's reachable heap grows: a list of K nodes reachable from a
// static, built either after the first state was hashed (the program's
// objects, named canonically on every hash) or before it (part of the
// boot heap, whose unchanged objects cost nothing). ns/object is the time
// per state divided by K.
func BenchmarkStateHash(b *testing.B) {
	for _, k := range []int{1000, 10000, 100000} {
		for _, boot := range []bool{false, true} {
			where := "program"
			if boot {
				where = "boot"
			}
			b.Run(fmt.Sprintf("K=%d/%s", k, where), func(b *testing.B) {
				vm, _, _ := newTestVM(b, hashHeapSrc, 0)
				if err := vm.Start("Main", []string{strconv.Itoa(k)}); err != nil {
					b.Fatal(err)
				}
				if !boot {
					vm.StateHash() // the boot heap is the JDK's
				}
				if err := vm.Step(nil); err != nil {
					b.Fatal(err)
				}
				if _, ok := vm.StateHash(); !ok {
					b.Fatal("state not hashed")
				}
				b.ResetTimer()
				for range b.N {
					vm.StateHash()
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(k), "ns/object")
			})
		}
	}
}
