// CPU-bound int loops and array access: repeated sieve of Eratosthenes.
public class Main {
    static final int N = 1_000_000;
    static final int ROUNDS = 8;

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : ROUNDS;
        long checksum = 0;
        boolean[] composite = new boolean[N + 1];
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i <= N; i++) composite[i] = false;
            for (int i = 2; (long) i * i <= N; i++) {
                if (!composite[i]) {
                    for (int j = i * i; j <= N; j += i) composite[j] = true;
                }
            }
            int count = 0;
            long sum = 0;
            for (int i = 2; i <= N; i++) {
                if (!composite[i]) {
                    count++;
                    sum += i ^ r;
                }
            }
            checksum = checksum * 31 + count;
            checksum = checksum * 31 + sum;
        }
        System.out.println("checksum " + checksum);
    }
}
