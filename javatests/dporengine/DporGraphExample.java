// Paper 000, Figure 2: two threads write a static field whose sharedness
// is not known until both have written it.
public class DporGraphExample extends Thread {
    static int i; // sharedness unknown a priori

    public static void main(String[] args) {
        new DporGraphExample().start();
        i = 2; // runs in the main thread
    }

    public void run() {
        i = 1; // runs in the new thread
    }
}
