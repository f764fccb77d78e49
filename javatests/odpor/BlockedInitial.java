// BlockedInitial: CSMiss cut down to the statements its miss needs.
// The two writes b = 2 commute (same value), so a context-sensitive
// scheduler puts "t1's b = 2, then t0's" into a don't-do set: after
// t1's b = 2, t0 may not run until t2 reads b. A race then asks for
// t1's a = 1 before t2's second read of a, and the reversal the race
// detection builds begins with t0's b = 2, which that don't-do
// sequence cuts at once. Unless the reversal begins with t1's a = 1
// (also one of its initials), the output where t2 reads 0 and then 1
// and t0 runs after t2's b = b + 1 ("2 2 1 [0, 2, 1] [0, 1, 0]") was
// never printed by odpor-cs, odpor-cs-inherit and dpor-cs.
public class BlockedInitial {
    static int a, b, c;
    static int[] r0 = new int[3];
    static int[] r2 = new int[3];

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> {
            b = 2;
            r0[1] = b;
            if (r0[1] > 0) {
                c = c + 1;
            }
            r0[2] = c;
            if (r0[2] > 0) {
                a = a + 1;
            }
        });
        Thread t1 = new Thread(() -> {
            b = 2;
            a = 1;
        });
        Thread t2 = new Thread(() -> {
            r2[0] = a;
            r2[1] = a;
            if (r2[1] > 0) {
                b = b + 1;
            }
        });
        t0.start();
        t1.start();
        t2.start();
        t0.join();
        t1.join();
        t2.join();
        System.out.println(a + " " + b + " " + c + " " + java.util.Arrays.toString(r0) + " " + java.util.Arrays.toString(r2));
    }
}
