// System.exit in a non-main thread ends the whole program, main included, with that status.
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            System.out.println("t");
            System.exit(2);
        });
        t.start();
        t.join(); // never returns: the exit ends the program first
        System.out.println("main");
    }
}
