// Unsynchronised lazy initialisation: two threads may each create an instance.
public class Main {
    static Main instance;
    static Main seen1, seen2;

    static Main get() {
        if (instance == null) {
            instance = new Main();
        }
        return instance;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> seen1 = get());
        Thread t2 = new Thread(() -> seen2 = get());
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert seen1 == seen2 : "two singletons";
        System.out.println("one singleton");
    }
}
