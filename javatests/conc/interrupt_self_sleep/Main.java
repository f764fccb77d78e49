// sleep with the interrupt flag already set throws at once and clears the flag.
public class Main {
    public static void main(String[] args) {
        Thread.currentThread().interrupt();
        try {
            Thread.sleep(10);
            System.out.println("slept");
        } catch (InterruptedException e) {
            System.out.println("caught " + Thread.currentThread().isInterrupted());
        }
    }
}
