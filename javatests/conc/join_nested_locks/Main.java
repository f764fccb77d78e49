// jpf-core's JoinTest.testNestedLocksJoin: main starts each thread while
// holding its Thread object's monitor and waits on it; each thread's
// synchronized run() notifies main and waits until main notifies it,
// then ends and is joined. gojpf once lost the retried call of a run()
// blocked at start on backtracking (internal error in Thread.start).
public class Main {
    static class Waiter extends Thread {
        Waiter(String name) {
            super(name);
        }

        @Override
        public synchronized void run() {
            notifyAll();
            try {
                wait();
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
            System.out.println(getName() + " end");
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Waiter("t1");
        Thread t2 = new Waiter("t2");
        synchronized (t2) {
            t2.start();
            t2.wait();
            synchronized (t1) {
                t1.start();
                t1.wait();
                t1.notify();
            }
            t1.join();
            t2.notify();
            t2.join();
        }
        System.out.println("main end");
    }
}
