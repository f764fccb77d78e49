public class Main {
    static volatile long counter;

    public static void main(String[] args) {
        while (true) {
            counter++;
        }
    }
}
