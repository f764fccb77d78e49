import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

// Enhanced for over arrays, primitive arrays, Iterables and map entries;
// labelled break and continue.
public class EnhancedFor {
    static long sum(int[] xs) {
        long s = 0;
        for (int x : xs) {
            s += x;
        }
        return s;
    }

    static int count(List<String> words, char c) {
        int n = 0;
        for (String w : words) {
            for (char ch : w.toCharArray()) {
                if (ch == c) {
                    n++;
                }
            }
        }
        return n;
    }

    static String histogram(String... words) {
        Map<Integer, Integer> byLength = new TreeMap<>();
        for (String w : Arrays.asList(words)) {
            byLength.merge(w.length(), 1, Integer::sum);
        }
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<Integer, Integer> e : byLength.entrySet()) {
            sb.append(e.getKey()).append('=').append(e.getValue()).append(' ');
        }
        return sb.toString();
    }

    static int firstPair(int[][] grid, int target) {
        int found = -1;
        outer:
        for (int[] row : grid) {
            for (int v : row) {
                if (v < 0) {
                    continue outer;
                }
                if (v == target) {
                    found = v;
                    break outer;
                }
            }
        }
        return found;
    }
}
