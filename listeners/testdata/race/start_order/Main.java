// main's writes before start() happen before the thread's reads: no race.
public class Main {
    static int[] table;
    int field;

    public static void main(String[] args) throws InterruptedException {
        table = new int[] {1, 2};
        Main m = new Main();
        m.field = 3;
        Thread t = new Thread(() -> System.out.println(table[1] + m.field));
        t.start();
        t.join();
    }
}
