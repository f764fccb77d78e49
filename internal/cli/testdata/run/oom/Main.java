import java.util.ArrayList;
import java.util.List;

public class Main {
    public static void main(String[] args) {
        List<long[]> hoard = new ArrayList<>();
        try {
            while (true) {
                hoard.add(new long[1 << 20]);
            }
        } catch (OutOfMemoryError e) {
            int n = hoard.size();
            hoard = null;
            System.out.println("caught OutOfMemoryError: " + e.getMessage());
            System.out.println("allocated " + n + " chunks of 8 MiB");
        }
    }
}
