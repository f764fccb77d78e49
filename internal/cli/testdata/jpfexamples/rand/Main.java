import java.util.Random;

// A division whose divisor is zero for some of the numbers a Random can
// give, not for those its seed gives.
public class Main {
    public static void main(String[] args) {
        Random random = new Random(42);
        int a = random.nextInt(2);
        int b = random.nextInt(3);
        System.out.println(a / (b + a - 2));
    }
}
