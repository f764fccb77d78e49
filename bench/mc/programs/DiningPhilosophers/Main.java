// Classic dining philosophers: N forks (plain objects) and N philosophers;
// philosopher i locks fork i, then fork (i+1) mod N. When every philosopher
// holds its left fork the program deadlocks. Usage: Main [N] (default 5).
public class Main {
    static final class Fork {
        int uses;
    }

    static final class Philosopher extends Thread {
        private final Fork left, right;

        Philosopher(Fork left, Fork right) {
            this.left = left;
            this.right = right;
        }

        @Override
        public void run() {
            synchronized (left) {
                synchronized (right) {
                    left.uses++;
                    right.uses++;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        Fork[] forks = new Fork[n];
        for (int i = 0; i < n; i++) forks[i] = new Fork();
        Philosopher[] ps = new Philosopher[n];
        for (int i = 0; i < n; i++) ps[i] = new Philosopher(forks[i], forks[(i + 1) % n]);
        for (Philosopher p : ps) p.start();
        for (Philosopher p : ps) p.join();
        System.out.println("all " + n + " philosophers ate");
    }
}
