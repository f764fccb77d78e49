// Three threads each do two unsynchronised increments of one static field;
// main joins them and prints the count (2..6 depending on the interleaving).
public class Main {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                count++;
                count++;
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("count " + count);
    }
}
