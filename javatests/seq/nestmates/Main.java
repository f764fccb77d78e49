// Nest-based private access (Java 11 nestmates: direct invokevirtual/
// getfield on private members; with --release 8 javac emits access$NNN
// bridges): inner classes reading and writing the outer class's private
// fields, calling its private methods and constructors, the outer class
// using the inner classes' privates, sibling nested classes, and lambdas
// and anonymous classes touching private members.
public class Main {
    private int counter;
    private static String secret = "outer-secret";

    private Main() {
        counter = 1;
    }

    private int bump(int by) {
        counter += by;
        return counter;
    }

    private static String whisper() {
        return "psst";
    }

    class Inner {
        private int innerValue = 10;

        int touchOuter() {
            counter++;
            counter += 5;
            return bump(100) + secret.length();
        }

        private String innerSecret() {
            return "inner-secret";
        }
    }

    static class Nested {
        private long nestedValue = 7;

        private Nested() { }

        String fromNested() {
            Main m = new Main();
            m.counter = 40;
            secret = secret + "!";
            return whisper() + m.bump(2) + secret;
        }
    }

    static class Sibling {
        String peek() {
            Nested n = new Nested();
            n.nestedValue *= 6;
            return "sibling sees " + n.nestedValue;
        }
    }

    public static void main(String[] args) {
        Main m = new Main();
        Inner in = m.new Inner();
        System.out.println("touchOuter = " + in.touchOuter() + " counter=" + m.counter);
        System.out.println("outer reads inner private: " + in.innerValue + " " + in.innerSecret());
        in.innerValue--;
        System.out.println("after decrement: " + in.innerValue);
        System.out.println(new Nested().fromNested());
        System.out.println(new Sibling().peek());
        Runnable r = () -> {
            m.counter *= 2;
            System.out.println("lambda sees " + m.counter + " " + whisper());
        };
        r.run();
        Object anon = new Object() {
            @Override
            public String toString() {
                return "anon sees " + m.bump(1);
            }
        };
        System.out.println(anon);
    }
}
