// Two threads each loop, allocating an array every round and copying a
// shared static through it, until main sets a volatile flag.
public class Main {
    static int x;
    static volatile boolean flag;

    static void loop() {
        while (!flag) {
            int[] b = new int[1];
            b[0] = x;
            x = b[0];
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(Main::loop);
        Thread t2 = new Thread(Main::loop);
        t1.start();
        t2.start();
        flag = true;
        t1.join();
        t2.join();
        System.out.println(x);
    }
}
