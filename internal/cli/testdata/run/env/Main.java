// What the guest sees of its environment: gojpf's, never the host's.
public class Main {
    public static void main(String[] args) {
        System.out.println("HOME=" + System.getenv("HOME") + " USER=" + System.getenv("USER"));
        System.out.println("PATH=" + System.getenv("PATH") + " FOO=" + System.getenv("FOO"));
        System.out.println("processors=" + Runtime.getRuntime().availableProcessors());
    }
}
