// A subclass of Thread overriding run.
public class Main {
    static class Worker extends Thread {
        private final int n;
        int result;

        Worker(int n) {
            this.n = n;
        }

        @Override
        public void run() {
            result = n * 7;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Worker w = new Worker(3);
        w.start();
        w.join();
        System.out.println(w.result + " " + w.getName());
    }
}
