// After a published JDK bug test (StringBuffer.append(StringBuffer) is not
// atomic): a thread keeps resetting a shared StringBuffer while main
// copies it into a new StringBuffer in every round.
public class Main {
    static final StringBuffer shared = new StringBuffer("abc");
    static volatile boolean stop;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            while (!stop) {
                shared.setLength(0);
                shared.append("abc");
            }
        });
        t.start();
        int longest = 0;
        for (int i = 0; i < 2; i++) {
            StringBuffer copy = new StringBuffer();
            copy.append(shared);
            longest = Math.max(longest, copy.length());
        }
        stop = true;
        t.join();
        System.out.println(longest);
    }
}
