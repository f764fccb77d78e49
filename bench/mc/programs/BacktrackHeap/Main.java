import java.util.ArrayList;

// Backtracking cost against heap size: main first builds a heap of K small
// objects (reachable from a static field, so state matching hashes them too),
// then two threads each write a shared field W times without
// synchronisation. Every transition changes a fixed handful of slots whatever
// K is, so time per backtrack should not grow with K. Usage: Main [K [W]]
// (default 1000 3).
public class Main {
    static final class Item {
        int value;
        Item(int value) { this.value = value; }
    }

    static ArrayList<Item> heap;
    static int shared;

    static final class Writer extends Thread {
        private final int base, writes;

        Writer(int base, int writes) {
            this.base = base;
            this.writes = writes;
        }

        @Override
        public void run() {
            for (int i = 0; i < writes; i++) {
                shared = base + i;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int k = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        int writes = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        heap = new ArrayList<>(k);
        for (int i = 0; i < k; i++) heap.add(new Item(i));
        Writer a = new Writer(100, writes), b = new Writer(200, writes);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("shared " + shared + ", heap " + heap.size());
    }
}
