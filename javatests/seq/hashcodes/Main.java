// hashCode values that are specified and therefore deterministic:
// String (including empty, non-ASCII and long strings), Integer, Long
// (negative), Double (0.0 vs -0.0, NaN), Float, Boolean, Character, Byte,
// Short, List.of/ArrayList, Set.of/HashSet (sum of elements), Map.of/
// HashMap (sum of entry hashes), Map.Entry, Arrays.hashCode,
// Objects.hash, Optional, records-free.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

public class Main {
    public static void main(String[] args) {
        String[] strs = {"", "a", "Aa", "BB", "hello", "Hello, World!", "é中😀", "polygenelubricants", "the quick brown fox jumps over the lazy dog"};
        for (String s : strs) {
            System.out.println("\"" + s + "\".hashCode() = " + s.hashCode());
        }
        System.out.println("Integer: " + Integer.valueOf(0).hashCode() + " " + Integer.valueOf(-1).hashCode() + " " + Integer.hashCode(Integer.MIN_VALUE));
        System.out.println("Long: " + Long.valueOf(1L << 32).hashCode() + " " + Long.valueOf(-1L).hashCode() + " " + Long.hashCode(123456789012345L));
        System.out.println("Double: " + Double.valueOf(0.0).hashCode() + " " + Double.valueOf(-0.0).hashCode() + " " + Double.valueOf(Double.NaN).hashCode() + " " + Double.hashCode(1.5) + " " + Double.hashCode(0.1));
        System.out.println("Float: " + Float.valueOf(1.5f).hashCode() + " " + Float.hashCode(-0.0f) + " Boolean: " + Boolean.TRUE.hashCode() + " " + Boolean.hashCode(false));
        System.out.println("Character: " + Character.valueOf('a').hashCode() + " Byte: " + Byte.valueOf((byte) -1).hashCode() + " Short: " + Short.valueOf((short) 300).hashCode());
        List<Integer> lof = List.of(1, 2, 3);
        System.out.println("List.of(1,2,3): " + lof.hashCode() + " ArrayList: " + new ArrayList<>(lof).hashCode() + " List.of(): " + List.of().hashCode() + " List.of(strings): " + List.of("a", "b").hashCode());
        System.out.println("Set.of(1,2,3): " + Set.of(1, 2, 3).hashCode() + " HashSet: " + new HashSet<>(lof).hashCode() + " Set.of(str): " + Set.of("x", "yy").hashCode());
        Map<String, Integer> hm = new HashMap<>();
        hm.put("one", 1);
        hm.put("two", 2);
        System.out.println("Map.of: " + Map.of("one", 1, "two", 2).hashCode() + " HashMap: " + hm.hashCode() + " entry: " + Map.entry("k", "v").hashCode());
        System.out.println("Arrays.hashCode: " + Arrays.hashCode(new int[] {1, 2, 3}) + " " + Arrays.hashCode(new long[] {-1L}) + " " + Arrays.hashCode(new Object[] {"a", null}) + " " + Arrays.hashCode(new boolean[] {true, false}));
        System.out.println("Objects.hash: " + java.util.Objects.hash("a", 1) + " Optional: " + java.util.Optional.of("x").hashCode() + " Optional.empty: " + java.util.Optional.empty().hashCode());
        System.out.println("StringBuilder content hash: " + new StringBuilder("abc").toString().hashCode() + " enum name hash: " + Thread.State.NEW.name().hashCode());
        System.out.println("BigInteger: " + new java.math.BigInteger("123456789012345678901234567890").hashCode() + " BigDecimal: " + new java.math.BigDecimal("1.50").hashCode());
    }
}
