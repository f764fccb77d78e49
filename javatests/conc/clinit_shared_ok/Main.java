// The same two classes whose static initializers use each other, but both
// threads need A first: whichever takes A on also initializes B (which uses
// A again: a recursive request, JVMS §5.5 step 3, that goes on with A's
// default value), and the other thread waits until A is initialized and
// sees its final value, never a half-initialized one.
class A {
    static int x;

    static {
        x = 1;
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
        Thread t2 = new Thread(() -> b = A.x);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println(a + " " + b + " " + B.y);
    }
}
