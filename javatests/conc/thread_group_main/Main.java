// jpf-core's ThreadTest.testSimpleThreadGroup: main alone in the "main"
// group; a thread it starts sees itself there second, beside main
// (blocked in join), and the group has one thread again after the join.
public class Main {
    static volatile String ran;

    public static void main(String[] args) throws InterruptedException {
        Thread main = Thread.currentThread();
        ThreadGroup group = main.getThreadGroup();
        assert group.getName().equals("main");
        int active = group.activeCount();
        assert active == 1 : active;
        Thread[] list = new Thread[active];
        assert group.enumerate(list) == 1;
        assert list[0] == main;

        Thread t = new Thread(() -> {
            Thread self = Thread.currentThread();
            ThreadGroup g = self.getThreadGroup();
            assert g == group;
            int n = g.activeCount();
            assert n == 2 : n;
            Thread[] l = new Thread[n];
            assert g.enumerate(l) == 2;
            assert l[0] == main && l[1] == self;
            ran = self.getName();
        });
        t.start();
        t.join();
        assert ran != null;
        System.out.println(ran + " " + group.activeCount());
    }
}
