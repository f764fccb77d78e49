// java.util.Random with fixed seeds: nextInt(bound) (power of two and not),
// nextInt(), nextLong, nextDouble, nextBoolean, nextFloat, nextGaussian,
// nextBytes, ints() streams, setSeed replay, and Collections.shuffle.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;

public class Main {
    public static void main(String[] args) {
        Random r = new Random(42);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 10; i++) {
            sb.append(r.nextInt(100)).append(' ');
        }
        System.out.println("nextInt(100): " + sb);
        System.out.println("nextInt(64): " + r.nextInt(64) + " nextInt(): " + r.nextInt() + " nextLong: " + r.nextLong() + " nextBoolean: " + r.nextBoolean());
        System.out.println("nextDouble: " + r.nextDouble() + " " + r.nextDouble() + " nextFloat: " + r.nextFloat());
        System.out.println("nextGaussian: " + r.nextGaussian() + " " + r.nextGaussian());
        byte[] bytes = new byte[6];
        r.nextBytes(bytes);
        System.out.println("nextBytes: " + Arrays.toString(bytes));
        Random a = new Random(12345);
        Random b = new Random(12345);
        boolean same = true;
        for (int i = 0; i < 1000; i++) {
            same &= a.nextInt(1000) == b.nextInt(1000);
        }
        System.out.println("same seed same sequence: " + same);
        a.setSeed(7);
        int first = a.nextInt();
        a.setSeed(7);
        System.out.println("setSeed replays: " + (first == a.nextInt()) + " value " + first);
        System.out.println("ints stream: " + new Random(1).ints(5, 0, 10).boxed().map(String::valueOf).collect(Collectors.joining(",")));
        System.out.println("doubles stream sum: " + new Random(2).doubles(3).sum());
        List<Integer> deck = new ArrayList<>();
        for (int i = 1; i <= 12; i++) {
            deck.add(i);
        }
        Collections.shuffle(deck, new Random(2024));
        System.out.println("shuffled: " + deck);
        int[] hist = new int[6];
        Random dice = new Random(99);
        for (int i = 0; i < 6000; i++) {
            hist[dice.nextInt(6)]++;
        }
        System.out.println("dice histogram: " + Arrays.toString(hist));
        System.out.println("die roll: " + (new Random(5).nextInt(6) + 1));
        try {
            r.nextInt(0);
        } catch (IllegalArgumentException e) {
            System.out.println("nextInt(0): " + e.getMessage());
        }
    }
}
