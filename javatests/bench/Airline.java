// Airline reservation (gojpf's version of Mercer and Rungta's "airline"
// benchmark of paper 003 §5): N seller threads sell the seats of a flight
// with N - 1 seats. A seller sells a seat unless sales were stopped; to
// keep a cushion of C seats, the seller that sells seat N - 1 - C (at
// least the first) stops sales. Check and update are not atomic, so
// sellers that passed the check before sales stopped sell anyway; if all
// N get through, the flight is oversold, which main asserts against. A
// larger cushion stops sales earlier, so more sellers must slip through
// at once: the error lies deeper, and the state space is smaller.
// Usage: Airline [N [C]] (default 3 1).
public class Airline {
    static int seatsSold;
    static boolean stopSales;
    static int stopAt;

    static final class Seller extends Thread {
        @Override
        public void run() {
            if (!stopSales) {
                seatsSold++;
                if (seatsSold >= stopAt) {
                    stopSales = true;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int sellers = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        int cushion = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        int capacity = sellers - 1;
        stopAt = Math.max(1, capacity - cushion);
        Seller[] ss = new Seller[sellers];
        for (int i = 0; i < sellers; i++) {
            ss[i] = new Seller();
        }
        for (Seller s : ss) {
            s.start();
        }
        for (Seller s : ss) {
            s.join();
        }
        assert seatsSold <= capacity : "oversold: " + seatsSold + " seats sold, capacity " + capacity;
    }
}
