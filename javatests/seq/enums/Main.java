// Enums: values(), valueOf (good and bad), ordinal, name, compareTo,
// toString overrides, fields and constructors, constant-specific bodies
// (getClass vs getDeclaringClass), abstract methods, EnumSet ranges,
// Enum.valueOf, enums implementing interfaces, switch-free lookup maps.
import java.util.EnumSet;

public class Main {
    interface Op {
        int apply(int a, int b);
    }

    enum Arith implements Op {
        PLUS("+") {
            public int apply(int a, int b) {
                return a + b;
            }
        },
        MINUS("-") {
            public int apply(int a, int b) {
                return a - b;
            }
        },
        TIMES("*") {
            public int apply(int a, int b) {
                return a * b;
            }
        };

        final String symbol;

        Arith(String symbol) {
            this.symbol = symbol;
        }

        @Override
        public String toString() {
            return "Arith" + symbol;
        }
    }

    enum Size { SMALL, MEDIUM, LARGE, XLARGE }

    public static void main(String[] args) {
        for (Arith a : Arith.values()) {
            System.out.println(a.name() + " " + a + " ordinal=" + a.ordinal() + " 6" + a.symbol + "3=" + a.apply(6, 3));
        }
        System.out.println("values is a fresh array: " + (Size.values() != Size.values()) + " length=" + Size.values().length);
        Size m = Size.valueOf("MEDIUM");
        System.out.println("valueOf: " + m + " same=" + (m == Size.MEDIUM));
        System.out.println("compareTo: " + Size.SMALL.compareTo(Size.LARGE) + " " + Size.XLARGE.compareTo(Size.SMALL) + " " + m.compareTo(m));
        try {
            Size.valueOf("HUGE");
        } catch (IllegalArgumentException e) {
            System.out.println("bad valueOf: " + e.getMessage());
        }
        try {
            Size.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("null valueOf: " + e.getMessage());
        }
        System.out.println("Enum.valueOf: " + Enum.valueOf(Arith.class, "TIMES"));
        System.out.println("getClass==getDeclaringClass: PLUS " + (Arith.PLUS.getClass() == Arith.PLUS.getDeclaringClass()) + ", SMALL " + (Size.SMALL.getClass() == Size.SMALL.getDeclaringClass()));
        System.out.println("declaring class: " + Arith.PLUS.getDeclaringClass().getSimpleName() + " isEnum=" + Arith.class.isEnum());
        System.out.println("EnumSet.range: " + EnumSet.range(Size.MEDIUM, Size.XLARGE) + " complement: " + EnumSet.complementOf(EnumSet.of(Size.SMALL, Size.LARGE)));
        System.out.println("equals: " + Size.SMALL.equals(Size.SMALL) + " " + Size.SMALL.equals("SMALL"));
        Op op = Arith.MINUS;
        System.out.println("as interface: " + op.apply(1, 10));
        System.out.println("enum constants via class: " + Size.class.getEnumConstants().length);
    }
}
