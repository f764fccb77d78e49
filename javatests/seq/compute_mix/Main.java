// A moderately long computation mixing many features, used also to run
// two VMs side by side: a sieve of primes, an N-queens count, a sort of
// pseudo-random data, a word-frequency map over generated text, string
// building, and a checksum over everything.
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class Main {
    static int queens(int n, int row, int cols, int d1, int d2) {
        if (row == n) {
            return 1;
        }
        int count = 0;
        for (int c = 0; c < n; c++) {
            int a = 1 << c, b = 1 << (row + c), d = 1 << (row - c + n);
            if ((cols & a) == 0 && (d1 & b) == 0 && (d2 & d) == 0) {
                count += queens(n, row + 1, cols | a, d1 | b, d2 | d);
            }
        }
        return count;
    }

    public static void main(String[] args) {
        int limit = 300000;
        boolean[] composite = new boolean[limit + 1];
        int primes = 0;
        long primeSum = 0;
        for (int i = 2; i <= limit; i++) {
            if (!composite[i]) {
                primes++;
                primeSum += i;
                for (long j = (long) i * i; j <= limit; j += i) {
                    composite[(int) j] = true;
                }
            }
        }
        System.out.println("primes below " + limit + ": " + primes + " sum " + primeSum);
        for (int n = 4; n <= 9; n++) {
            System.out.println(n + "-queens: " + queens(n, 0, 0, 0, 0));
        }
        long seed = 12345;
        List<Integer> data = new ArrayList<>();
        for (int i = 0; i < 30000; i++) {
            seed = (seed * 6364136223846793005L + 1442695040888963407L);
            data.add((int) (seed >>> 40) % 10000);
        }
        Collections.sort(data);
        long weighted = 0;
        for (int i = 0; i < data.size(); i++) {
            weighted += (long) data.get(i) * (i % 17);
        }
        System.out.println("sorted: min " + data.get(0) + " median " + data.get(15000) + " max " + data.get(29999) + " weighted " + weighted);
        String[] syllables = {"ka", "lo", "mi", "ne", "ru", "ta"};
        Map<String, Integer> freq = new HashMap<>();
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 20000; i++) {
            seed = seed * 31 + i;
            String w = syllables[(int) ((seed >>> 33) % 6)] + syllables[(int) ((seed >>> 20) % 6)];
            freq.merge(w, 1, Integer::sum);
            if (i < 20) {
                text.append(w).append(' ');
            }
        }
        System.out.println("text: " + text.toString().trim());
        System.out.println("frequencies: " + new TreeMap<>(freq));
        long checksum = primeSum;
        for (Map.Entry<String, Integer> e : new TreeMap<>(freq).entrySet()) {
            checksum = checksum * 31 + e.getKey().hashCode() * e.getValue();
        }
        checksum ^= weighted;
        System.out.println("checksum " + checksum);
    }
}
