// Class-initialization deadlock (JVMS §5.5): A's <clinit> needs B and B's
// needs A. Thread-0 starts initializing A while Thread-1 starts on B: each
// then waits for the class the other is initializing.
class A {
    static int x;

    static {
        x = B.y + 1;
    }
}

class B {
    static int y;

    static {
        y = A.x + 1;
    }
}

public class Main {
    static int a, b;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> a = A.x);
        Thread t2 = new Thread(() -> b = B.y);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println(a + " " + b);
    }
}
