// Deadlock-free dining philosophers: as DiningPhilosophers, but the last
// philosopher picks up its right fork (fork 0) first, which breaks the
// circular wait. Usage: Main [N] (default 5).
public class Main {
    static final class Fork {
        int uses;
    }

    static final class Philosopher extends Thread {
        private final Fork first, second;

        Philosopher(Fork first, Fork second) {
            this.first = first;
            this.second = second;
        }

        @Override
        public void run() {
            synchronized (first) {
                synchronized (second) {
                    first.uses++;
                    second.uses++;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        Fork[] forks = new Fork[n];
        for (int i = 0; i < n; i++) forks[i] = new Fork();
        Philosopher[] ps = new Philosopher[n];
        for (int i = 0; i < n - 1; i++) ps[i] = new Philosopher(forks[i], forks[i + 1]);
        ps[n - 1] = new Philosopher(forks[0], forks[n - 1]);
        for (Philosopher p : ps) p.start();
        for (Philosopher p : ps) p.join();
        System.out.println("all " + n + " philosophers ate");
    }
}
