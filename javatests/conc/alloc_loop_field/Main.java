// A spin loop that stores a new object into a field every round,
// overwriting (and dropping) the previous one.
public class Main {
    static final class Node {
        final int v;

        Node(int v) {
            this.v = v;
        }
    }

    static volatile boolean flag;
    static Node node;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> flag = true);
        t.start();
        while (!flag) {
            node = new Node(node == null ? 1 : 2);
        }
        t.join();
        System.out.println(node == null ? 0 : node.v);
    }
}
