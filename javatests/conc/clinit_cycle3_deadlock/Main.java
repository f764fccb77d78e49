// A three-class cycle of static initializers (A needs B, B needs C, C
// needs A), one thread starting on each class: each ends up waiting for
// the class the next thread is initializing.
class A {
    static int x;

    static {
        x = B.y + 1;
    }
}

class B {
    static int y;

    static {
        y = C.z + 1;
    }
}

class C {
    static int z;

    static {
        z = A.x + 1;
    }
}

public class Main {
    static int a, b, c;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> a = A.x);
        Thread t2 = new Thread(() -> b = B.y);
        Thread t3 = new Thread(() -> c = C.z);
        t1.start();
        t2.start();
        t3.start();
        t1.join();
        t2.join();
        t3.join();
        System.out.println(a + " " + b + " " + c);
    }
}
