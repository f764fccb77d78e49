// An exception in a static initializer that nobody catches: the JVM prints
// java.lang.ExceptionInInitializerError with "Caused by:" the original
// exception and its <clinit> frame; exit code 1.
public class Main {
    static class Config {
        static final int PORT = parse("80x");

        static int parse(String s) {
            System.out.println("parsing " + s);
            if (!s.chars().allMatch(Character::isDigit)) {
                throw new IllegalArgumentException("not a port: " + s);
            }
            return Integer.parseInt(s);
        }
    }

    public static void main(String[] args) {
        System.out.println("start");
        System.out.println("port " + Config.PORT);
    }
}
