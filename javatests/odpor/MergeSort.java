import gov.nasa.jpf.vm.Verify;

// Paper 002 Table 1, mergesort (after Albert et al. 2017; the paper
// gives no source): N numbers, N down to 1, sorted by a tree of
// threads. The thread of a range of two or more starts a thread for
// each half and joins them; each thread then merges its sorted run into
// its parent's buffer (in place, from the back) in a synchronized block
// on the parent or, with "atomic", a Verify.beginAtomic/endAtomic block
// (one event). The two merges into a parent race, and either order
// leaves the same buffer. Orders: 2^(N-1), one choice per inner node.
// Usage: MergeSort N [atomic]
public class MergeSort {
    static boolean atomic;
    static int[] input;

    static final class Node {
        final int[] buf;
        int len;

        Node(int size) {
            buf = new int[size];
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int n = Integer.parseInt(args[0]);
        atomic = args.length > 1 && args[1].equals("atomic");
        input = new int[n];
        for (int i = 0; i < n; i++) {
            input[i] = n - i;
        }
        Node root = new Node(n);
        sort(0, n, root);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < root.len; i++) {
            sb.append(root.buf[i]).append(' ');
        }
        System.out.println(sb.toString().trim());
    }

    // sort sorts input[lo, hi) and merges it into parent.
    static void sort(int lo, int hi, Node parent) throws InterruptedException {
        Node me = new Node(hi - lo);
        if (hi - lo == 1) {
            me.buf[0] = input[lo];
            me.len = 1;
        } else {
            int mid = (lo + hi) >>> 1;
            Thread a = spawn(lo, mid, me);
            Thread b = spawn(mid, hi, me);
            a.start();
            b.start();
            a.join();
            b.join();
        }
        if (atomic) {
            Verify.beginAtomic();
            merge(parent, me);
            Verify.endAtomic();
        } else {
            synchronized (parent) {
                merge(parent, me);
            }
        }
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

    // merge merges run's sorted elements into parent's, from the back.
    static void merge(Node parent, Node run) {
        int i = parent.len - 1, j = run.len - 1, k = parent.len + run.len - 1;
        while (j >= 0) {
            if (i >= 0 && parent.buf[i] > run.buf[j]) {
                parent.buf[k--] = parent.buf[i--];
            } else {
                parent.buf[k--] = run.buf[j--];
            }
        }
        parent.len += run.len;
    }
}
