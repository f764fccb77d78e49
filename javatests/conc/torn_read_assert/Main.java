// A reader sees one of two fields updated and the other not (no lock): the assert fails in the reader.
public class Main {
    static int x, y;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            x = 1;
            y = 1;
        });
        Thread reader = new Thread(() -> {
            int a = x;
            int b = y;
            assert a == b : "torn read: x=" + a + " y=" + b;
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("consistent");
    }
}
