// A work-stealing queue in the style of SCTBench's WSQ (CHESS's
// WorkStealQueue, after Cilk's THE protocol): the owner pushes and pops
// items at the tail of a deque without a lock; thieves steal at the head
// under a lock. A thief takes the head first (head = h + 1), then checks
// that the deque still holds the item (h < tail). The owner's pop must
// likewise take the tail first (tail = t), then read head: if head > t
// the thieves may have taken the item, and the owner settles it under
// the lock. This owner reads head before it takes the tail, so a thief
// that steals in between takes the last item while the owner, comparing
// with the head it read before, takes the same item too. The owner
// pushes 2 items and pops until the deque is empty; each thief tries
// two steals; every item must be taken once, none twice, none lost.
// Usage: Main [N] (default 2 thieves)
public class Main {
    static final int ITEMS = 2;
    static final int[] slots = new int[8];
    static int head, tail; // the next item to steal; the next free slot
    static final Object lock = new Object();
    // taken[x] counts the takes of item x (1..ITEMS).
    static final int[] taken = new int[ITEMS + 1];

    static void push(int x) {
        slots[tail % slots.length] = x;
        tail = tail + 1;
    }

    // pop takes the item at the tail, 0 if the deque is empty.
    static int pop() {
        int h = head; // the bug: read before the tail is taken
        int t = tail - 1;
        tail = t;
        if (h > t) {
            // The deque may be empty: settle with the thieves.
            synchronized (lock) {
                if (head > t) {
                    tail = t + 1;
                    return 0;
                }
            }
        }
        return slots[t % slots.length];
    }

    // steal takes the item at the head, 0 if the deque is empty.
    static int steal() {
        synchronized (lock) {
            int h = head;
            head = h + 1;
            if (h + 1 > tail) {
                head = h;
                return 0;
            }
            return slots[h % slots.length];
        }
    }

    static void took(int x) {
        if (x == 0) {
            return;
        }
        synchronized (taken) {
            taken[x]++;
            if (taken[x] > 1) {
                throw new AssertionError("item " + x + " taken twice");
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        Thread owner = new Thread(() -> {
            for (int i = 1; i <= ITEMS; i++) {
                push(i);
            }
            int x;
            while ((x = pop()) != 0) {
                took(x);
            }
        });
        Thread[] thieves = new Thread[n];
        for (int i = 0; i < n; i++) {
            thieves[i] = new Thread(() -> {
                for (int k = 0; k < 2; k++) {
                    took(steal());
                }
            });
        }
        owner.start();
        for (Thread t : thieves) {
            t.start();
        }
        owner.join();
        for (Thread t : thieves) {
            t.join();
        }
        for (int x = 1; x <= ITEMS; x++) {
            if (taken[x] == 0) {
                throw new AssertionError("item " + x + " lost");
            }
        }
    }
}
