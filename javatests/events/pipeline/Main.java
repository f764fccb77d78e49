import gojpf.events.Handler;
import gojpf.events.Looper;

/**
 * A pipeline of three loopers: stage 1 multiplies by ten, stage 2 adds
 * one, stage 3 collects. Two producers feed stage 1: a producer thread
 * posts 1, main posts 3. Each queue is FIFO and each stage runs its
 * events one at a time, so the items leave stage 3 in the order they
 * entered stage 1, which the race between the producers decides. The
 * stages are quit in order, each after the one before has ended (its
 * posts to the next are then all in).
 */
public class Main {
    static final StringBuilder out = new StringBuilder(); // stage 3 only
    static Handler h1, h2, h3;

    static void feed(int item) {
        h1.post(() -> {
            int a = item * 10;
            h2.post(() -> {
                int b = a + 1;
                h3.post(() -> out.append(' ').append(b));
            });
        });
    }

    public static void main(String[] args) throws Exception {
        Looper s1 = new Looper("stage1");
        Looper s2 = new Looper("stage2");
        Looper s3 = new Looper("stage3");
        h1 = new Handler(s1);
        h2 = new Handler(s2);
        h3 = new Handler(s3);
        s1.start();
        s2.start();
        s3.start();
        Thread producer = new Thread(() -> feed(1), "producer");
        producer.start();
        feed(3);
        producer.join();
        s1.quit();
        s1.join();
        s2.quit();
        s2.join();
        s3.quit();
        s3.join();
        System.out.println(out.toString().trim());
    }
}
