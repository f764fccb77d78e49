import gov.nasa.jpf.vm.Verify;

// Paper 002 Table 1, fib (after Albert et al. 2017; the paper gives no
// source): the thread computing fib(n), n >= 2, starts two threads for
// fib(n-1) and fib(n-2), joins them and adds their sum to its parent's;
// a leaf (n < 2) adds n. Each addition is a synchronized block on the
// parent or, with "atomic", a Verify.beginAtomic/endAtomic block (one
// event). The two additions into a parent race; the additions commute.
// Orders: 2^I(N), I(N) the inner nodes of the call tree (1, 2, 4, 7 for
// N = 2..5), the paper's ODPOR counts.
// Usage: Fib N [atomic]
public class Fib {
    static boolean atomic;

    static final class Node {
        int sum;
    }

    public static void main(String[] args) throws InterruptedException {
        int n = Integer.parseInt(args[0]);
        atomic = args.length > 1 && args[1].equals("atomic");
        Node root = new Node();
        fib(n, root);
        System.out.println(root.sum);
    }

    static void fib(int n, Node parent) throws InterruptedException {
        if (n < 2) {
            add(parent, n);
            return;
        }
        Node me = new Node();
        Thread a = spawn(n - 1, me);
        Thread b = spawn(n - 2, me);
        a.start();
        b.start();
        a.join();
        b.join();
        add(parent, me.sum);
    }

    static Thread spawn(int n, Node parent) {
        return new Thread(() -> {
            try {
                fib(n, parent);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
    }

    static void add(Node parent, int v) {
        if (atomic) {
            Verify.beginAtomic();
            parent.sum += v;
            Verify.endAtomic();
        } else {
            synchronized (parent) {
                parent.sum += v;
            }
        }
    }
}
