// Airline reservation (after Mercer and Rungta's "airline" benchmark, as used
// in paper 003 §5): N seller threads race on an unsynchronised seat counter.
// The flight has N - C seats; C is the "cushion". Each seller sells a seat
// unless sales were stopped, and stops sales when the counter reaches the
// capacity. Check and update are not atomic, so sellers that passed the check
// before sales stopped oversell the flight; main asserts that they did not.
// A larger cushion needs more sellers to slip past the check, so the error is
// deeper. Usage: Main [N [C]] (default 4 1).
public class Main {
    static int seatsSold;
    static boolean stopSales;
    static int capacity;

    static final class Seller extends Thread {
        @Override
        public void run() {
            if (!stopSales) {
                seatsSold++;
                if (seatsSold >= capacity) {
                    stopSales = true;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int sellers = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        int cushion = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        capacity = sellers - cushion;
        Seller[] ss = new Seller[sellers];
        for (int i = 0; i < sellers; i++) ss[i] = new Seller();
        for (Seller s : ss) s.start();
        for (Seller s : ss) s.join();
        System.out.println("sold " + seatsSold + " of " + capacity);
        assert seatsSold <= capacity : "oversold: " + seatsSold + " seats sold, capacity " + capacity;
    }
}
