// States match up to a renaming of objects: here the box is allocated by
// whichever thread first calls box(), so on different paths it is a
// different allocation (another SGOID) in states that are otherwise the
// same. clockvector's summaries of matched states must name the box so
// that the name survives the renaming: with summaries that named objects
// by SGOID, the race between t0's read of s.b and t1's write below a
// matched state went unseen, and the outcomes "2 0 0 1" and "3 0 0 1"
// (t0 reads 0, then 3, from a box another thread allocated) were missed
// (found by random testing).
public class Main {
    static final class Box {
        int b;
    }

    static Box box;
    static int q;
    static int[] r = new int[2];

    static synchronized Box box() {
        if (box == null) {
            box = new Box();
        }
        return box;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> {
            boolean mine = box == null;
            Box s = box();
            r[0] = s.b;
            if (r[0] > 0) {
                q = q + 1;
            }
            if (!mine && s.b == 3) {
                r[1] = 1;
            }
        });
        Thread t1 = new Thread(() -> {
            Box s = box();
            s.b = 3;
        });
        Thread t2 = new Thread(() -> {
            Box s = box();
            s.b = 2;
        });
        t0.start();
        t1.start();
        t2.start();
        t0.join();
        t1.join();
        t2.join();
        System.out.println(box.b + " " + q + " " + r[0] + " " + r[1]);
    }
}
