// invokespecial: super.method() through several levels, super calls to
// overridden methods that call other overridable methods, private methods
// (not virtual), constructor chains with this(...) and super(...), super
// field access vs hidden fields, and toString/equals/hashCode of a class
// that overrides them and delegates to super for the base part.
public class Main {
    static class A {
        String name = "A.name";

        String who() {
            return "A";
        }

        String chain() {
            return "A.chain(" + who() + ")";
        }

        private String secret() {
            return "A.secret";
        }

        String callSecret() {
            return secret();
        }
    }

    static class B extends A {
        String name = "B.name";

        @Override
        String who() {
            return "B";
        }

        @Override
        String chain() {
            return "B.chain -> " + super.chain();
        }

        String secret() {
            return "B.secret";
        }

        String names() {
            return name + " " + super.name + " " + ((A) this).name;
        }
    }

    static class C extends B {
        @Override
        String who() {
            return "C";
        }

        @Override
        String chain() {
            return "C.chain -> " + super.chain();
        }

        String superWho() {
            return super.who();
        }
    }

    static class Money {
        final long cents;
        final String currency;

        Money(long cents, String currency) {
            this.cents = cents;
            this.currency = currency;
        }

        Money(long cents) {
            this(cents, "EUR");
        }

        Money() {
            this(0);
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Money)) {
                return false;
            }
            Money m = (Money) o;
            return cents == m.cents && currency.equals(m.currency);
        }

        @Override
        public int hashCode() {
            return Long.hashCode(cents) * 31 + currency.hashCode();
        }

        @Override
        public String toString() {
            return cents / 100 + "." + String.format("%02d", cents % 100) + " " + currency;
        }
    }

    static class Tagged extends Money {
        final String tag;

        Tagged(long cents, String tag) {
            super(cents);
            this.tag = tag;
        }

        @Override
        public String toString() {
            return super.toString() + " #" + tag;
        }

        @Override
        public boolean equals(Object o) {
            return super.equals(o) && o instanceof Tagged && ((Tagged) o).tag.equals(tag);
        }

        @Override
        public int hashCode() {
            return super.hashCode() ^ tag.hashCode();
        }
    }

    public static void main(String[] args) {
        C c = new C();
        System.out.println(c.chain());
        System.out.println("superWho = " + c.superWho());
        System.out.println("callSecret = " + c.callSecret());
        System.out.println("B.secret = " + c.secret());
        System.out.println("names = " + c.names());
        A a = c;
        System.out.println("a.name = " + a.name + ", a.who() = " + a.who());
        System.out.println(new Money() + " | " + new Money(1234) + " | " + new Money(5, "USD"));
        Tagged t = new Tagged(999, "x");
        System.out.println(t + " hash=" + t.hashCode() + " money-hash=" + new Money(999).hashCode());
        System.out.println("equals: " + t.equals(new Tagged(999, "x")) + " " + t.equals(new Money(999)) + " " + new Money(999).equals(t));
    }
}
