// Boxing in a spin loop: Integer.valueOf(1000) is a new Integer every
// round (outside the small-value cache), published in a static.
public class Main {
    static volatile boolean flag;
    static Integer last;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> flag = true);
        t.start();
        int n = 1000;
        while (!flag) {
            last = n; // Integer.valueOf(n)
        }
        t.join();
        System.out.println(last);
    }
}
