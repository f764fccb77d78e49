// ThreadGroup bookkeeping as the JVM keeps it: the main thread is in the
// "main" group, whose parent is "system"; a started thread counts in its
// group and every ancestor until it ends; an unstarted one does not;
// subgroups, enumerate with and without recursion, parentOf.
public class Main {
    static final Object lock = new Object();

    static void await() {
        synchronized (lock) {
            // main holds the lock until it has counted
        }
    }

    static String names(Thread[] ts, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append(' ').append(ts[i].getName());
        }
        return n + ":" + sb;
    }

    static String names(ThreadGroup[] gs, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append(' ').append(gs[i].getName());
        }
        return n + ":" + sb;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread main = Thread.currentThread();
        ThreadGroup mg = main.getThreadGroup();
        ThreadGroup system = mg.getParent();
        System.out.println(mg.getName() + " " + mg.activeCount() + " " + system.getName() + " " + (system.getParent() == null));
        Thread[] ts = new Thread[4];
        System.out.println(names(ts, mg.enumerate(ts)) + " " + (ts[0] == main));

        ThreadGroup workers = new ThreadGroup("workers");
        ThreadGroup inner = new ThreadGroup(workers, "inner");
        System.out.println((workers.getParent() == mg) + " " + (inner.getParent() == workers)
                + " " + mg.parentOf(inner) + " " + inner.parentOf(mg) + " " + mg.parentOf(mg));
        System.out.println(mg.activeGroupCount() + " " + workers.activeGroupCount() + " " + inner.activeGroupCount());
        ThreadGroup[] gs = new ThreadGroup[4];
        System.out.println(names(gs, mg.enumerate(gs, false)) + " / " + names(gs, mg.enumerate(gs)));

        Thread a = new Thread(workers, Main::await, "a");
        Thread b = new Thread(inner, Main::await, "b");
        System.out.println("unstarted " + mg.activeCount() + " " + workers.activeCount());
        synchronized (lock) {
            a.start();
            b.start();
            System.out.println("started " + mg.activeCount() + " " + workers.activeCount() + " " + inner.activeCount());
            System.out.println(names(ts, workers.enumerate(ts, false)) + " / " + names(ts, workers.enumerate(ts, true)) + " / " + names(ts, mg.enumerate(ts)));
            System.out.println((a.getThreadGroup() == workers) + " " + (b.getThreadGroup() == inner));
        }
        a.join();
        b.join();
        System.out.println("joined " + mg.activeCount() + " " + workers.activeCount() + " " + names(ts, mg.enumerate(ts)) + " " + b.getThreadGroup());
    }
}
