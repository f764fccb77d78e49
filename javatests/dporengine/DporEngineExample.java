// N threads (3, or the first argument): each counts in a cell of its own
// W times (6, or the second argument) — accesses no other thread makes,
// though every thread can reach every cell — and then updates one shared
// field. Only the shared updates need reordering; a reduction that does
// not know which accesses are shared schedules them all (paper 000 §4,
// Table 1: DporEngineExample, written anew).
public class DporEngineExample {
    static final class Cell {
        int count;
    }

    static Cell[] cells;
    static int shared;

    public static void main(String[] args) throws InterruptedException {
        final int THREADS = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        final int WORK = args.length > 1 ? Integer.parseInt(args[1]) : 6;
        cells = new Cell[THREADS];
        for (int i = 0; i < THREADS; i++) {
            cells[i] = new Cell();
        }
        Thread[] ts = new Thread[THREADS];
        for (int i = 0; i < THREADS; i++) {
            final int me = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < WORK; k++) {
                    cells[me].count++;
                }
                if (me % 2 == 0) {
                    shared = me;
                } else {
                    shared += me;
                }
            });
        }
        for (Thread t : ts) {
            t.start();
        }
        int total = 0;
        for (int i = 0; i < THREADS; i++) {
            ts[i].join();
            total += cells[i].count;
        }
        System.out.println("shared=" + shared + " total=" + total);
    }
}
