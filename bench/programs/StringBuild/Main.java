// String building: StringBuilder appends of ints, chars and strings,
// toString, and a hash over the resulting characters.
public class Main {
    static final int ROUNDS = 160;
    static final int PARTS = 1_000;

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : ROUNDS;
        long checksum = 0;
        String[] words = {"alpha", "beta", "gamma", "delta", "epsilon"};
        for (int r = 0; r < rounds; r++) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < PARTS; i++) {
                sb.append(words[(i + r) % words.length]);
                sb.append(i * r);
                sb.append(',');
            }
            String s = sb.toString();
            checksum = checksum * 31 + s.length();
            checksum = checksum * 31 + s.hashCode();
            int h = 0;
            for (int i = 0; i < s.length(); i++) h = h * 17 + s.charAt(i);
            checksum += h;
        }
        System.out.println("checksum " + checksum);
    }
}
