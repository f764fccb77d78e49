// An allocation bomb: with gojpf's --max-heap 64MiB the guest heap fills
// and the program catches an OutOfMemoryError (with the real JVM this needs
// -Xmx64m). Only "caught OOME" is printed, since how far it gets differs.
public class Main {
    public static void main(String[] args) {
        long[][] blocks = new long[1 << 20][];
        int i = 0;
        try {
            for (i = 0; i < blocks.length; i++) {
                blocks[i] = new long[1 << 20];
            }
            System.out.println("allocated everything?");
        } catch (OutOfMemoryError e) {
            blocks = null;
            System.out.println("caught OOME");
        }
        System.out.println(i > 0 ? "allocated some" : "allocated none");
    }
}
