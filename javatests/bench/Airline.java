// Airline reservation (gojpf's version of Mercer and Rungta's "airline"
// benchmark of paper 003 §5): N seller threads sell seats of a flight with
// N - 1 seats. Before selling, each seller answers C inquiries (the
// "cushion": each an unsynchronised update of a shared counter, which
// deepens the state space and the error). A seller sells a seat unless
// sales were stopped, and stops sales when the flight is full; check and
// update are not atomic, so two sellers can both pass the check and the
// flight is oversold, which main asserts against.
// Usage: Airline [N [C]] (default 3 1).
public class Airline {
    static int seatsSold;
    static boolean stopSales;
    static int inquiries;
    static int capacity;
    static int cushion;

    static final class Seller extends Thread {
        @Override
        public void run() {
            for (int i = 0; i < cushion; i++) {
                inquiries++;
            }
            if (!stopSales) {
                seatsSold++;
                if (seatsSold >= capacity) {
                    stopSales = true;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int sellers = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        cushion = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        capacity = sellers - 1;
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
