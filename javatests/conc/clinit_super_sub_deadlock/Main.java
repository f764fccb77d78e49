// The classic superclass/subclass initialization deadlock: Super's static
// initializer creates a Sub. Thread-0 takes Sub on and then needs its
// superclass (JVMS §5.5 step 7) while Thread-1 initializes Super, which
// needs Sub.
class Super {
    static Super instance = new Sub();
}

class Sub extends Super {
}

public class Main {
    static Object a, b;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> a = new Sub());
        Thread t2 = new Thread(() -> b = Super.instance);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println(a != null && b != null);
    }
}
