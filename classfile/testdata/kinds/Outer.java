// An outer class and its inner classes that use each other's private
// members: with --release 11 and later they are nestmates (NestHost,
// NestMembers); with --release 8 javac emits access$ methods. Also an
// anonymous class and a local class (EnclosingMethod) and a static nested one.
public class Outer {
    private int secret = 42;

    private static String hidden() {
        return "hidden";
    }

    class Inner {
        private int mine = secret + 1;

        private int peek() {
            return secret + mine + hidden().length();
        }
    }

    static class Nested {
        private static int counter;

        private Nested() {
            counter++;
        }
    }

    int useInner() {
        Inner in = new Inner();
        in.mine += 5;
        Nested n = new Nested();
        return in.peek() + in.mine + Nested.counter + (n == null ? 0 : 1);
    }

    Runnable anonymous() {
        return new Runnable() {
            @Override
            public void run() {
                secret++;
            }
        };
    }

    int local(final int k) {
        class Local {
            int get() {
                return k + secret;
            }
        }
        return new Local().get();
    }
}
