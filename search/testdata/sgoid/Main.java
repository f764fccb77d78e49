// Search-global object ids: identity hash codes derive from them, so the
// printed hashes must be the same on every path, whatever order the
// threads allocated in, and differ between allocations.
public class Main {
    static final Object[] slot = new Object[4];

    static class Alloc implements Runnable {
        final int i;

        Alloc(int i) {
            this.i = i;
        }

        public void run() {
            slot[i] = new Object(); // one site, two threads
        }
    }

    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(new Alloc(0));
        Thread t2 = new Thread(new Alloc(1));
        t1.start();
        t2.start();
        for (int k = 2; k < 4; k++) {
            slot[k] = new Object(); // one site, one thread, two occurrences
        }
        t1.join();
        t2.join();
        StringBuilder sb = new StringBuilder();
        for (Object o : slot) {
            sb.append(System.identityHashCode(o)).append(' ');
        }
        System.out.println(sb.toString().trim());
    }
}
