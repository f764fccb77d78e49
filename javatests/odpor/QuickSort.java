import gov.nasa.jpf.vm.Verify;

// Paper 002 Table 1, quicksort (after Albert et al. 2017; the paper
// gives no source): N numbers, N down to 1, sorted in place by a tree
// of threads: the thread of a range partitions it
// around its middle element, starts a thread for each non-empty side
// and joins them, and then adds the number of elements it has put in
// place to its parent's count, in a synchronized block on the parent
// or, with "atomic", a Verify.beginAtomic/endAtomic block (one event).
// The sides are disjoint; only the two additions into a parent race,
// and they commute. Orders: 2^(ranges split into two non-empty sides):
// 1, 2, 2, 2, 4, 2, 4, 4, 8, 32 for N = 2..11.
// Usage: QuickSort N [atomic]
public class QuickSort {
    static boolean atomic;
    static int[] a;

    static final class Node {
        int placed;
    }

    public static void main(String[] args) throws InterruptedException {
        int n = Integer.parseInt(args[0]);
        atomic = args.length > 1 && args[1].equals("atomic");
        a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = n - i;
        }
        Node root = new Node();
        sort(0, n, root);
        StringBuilder sb = new StringBuilder().append(root.placed).append(':');
        for (int v : a) {
            sb.append(' ').append(v);
        }
        System.out.println(sb);
    }

    // sort sorts a[lo, hi) (not empty) and adds hi - lo to parent.placed.
    static void sort(int lo, int hi, Node parent) throws InterruptedException {
        Node me = new Node();
        me.placed = 1;
        if (hi - lo > 1) {
            int mid = (lo + hi) >>> 1;
            swap(mid, hi - 1);
            int pivot = a[hi - 1], p = lo;
            for (int i = lo; i < hi - 1; i++) {
                if (a[i] < pivot) {
                    swap(i, p++);
                }
            }
            swap(p, hi - 1);
            Thread l = p > lo ? spawn(lo, p, me) : null;
            Thread r = p + 1 < hi ? spawn(p + 1, hi, me) : null;
            if (l != null) {
                l.start();
            }
            if (r != null) {
                r.start();
            }
            if (l != null) {
                l.join();
            }
            if (r != null) {
                r.join();
            }
        }
        if (atomic) {
            Verify.beginAtomic();
            parent.placed += me.placed;
            Verify.endAtomic();
        } else {
            synchronized (parent) {
                parent.placed += me.placed;
            }
        }
    }

    static void swap(int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    static Thread spawn(int lo, int hi, Node parent) {
        return new Thread(() -> {
            try {
                sort(lo, hi, parent);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
    }
}
