// Never terminates: gojpf must stop it at --max-instructions or
// --time-limit and report an incomplete result (exit 4), never "ok".
public class Main {
    public static void main(String[] args) {
        System.out.println("start");
        long n = 0;
        while (true) {
            n += args.length + 1;
            if (n == Long.MIN_VALUE) {
                System.out.println("wrapped");
            }
        }
    }
}
