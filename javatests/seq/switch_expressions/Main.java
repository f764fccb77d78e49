// Switch expressions (Java 14): arrow labels, multiple labels, yield, switch
// expressions on strings and enums, exhaustive enum switch without default.
public class Main {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }

    static int letters(Day d) {
        return switch (d) {
            case MON, FRI, SUN -> 6;
            case TUE -> 7;
            case THU, SAT -> 8;
            case WED -> 9;
        };
    }

    static String kind(String s) {
        return switch (s) {
            case "apple", "pear" -> "fruit";
            case "carrot" -> {
                String k = "veg";
                yield k + "etable";
            }
            default -> {
                if (s.isEmpty()) {
                    yield "empty";
                }
                yield "unknown:" + s.length();
            }
        };
    }

    static int old(int x) {
        int r = switch (x) {
            case 1:
                yield 10;
            case 2:
            case 3:
                yield 20;
            default:
                int y = x * x;
                yield y;
        };
        return r;
    }

    public static void main(String[] args) {
        for (Day d : Day.values()) {
            System.out.println(d + " " + letters(d));
        }
        for (String s : new String[] {"apple", "carrot", "", "tomato", "pear"}) {
            System.out.println("'" + s + "' -> " + kind(s));
        }
        for (int i = 0; i < 5; i++) {
            System.out.println("old(" + i + ") = " + old(i));
        }
        char c = 'x';
        String r = switch (c) {
            case 'x' -> "ex";
            case 'y' -> "why";
            default -> "?";
        };
        System.out.println(r);
    }
}
