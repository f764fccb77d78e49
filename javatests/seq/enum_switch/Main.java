// switch on enums (javac's $SwitchMap$ synthetic class with ordinal
// lookup), including an enum from another top-level class, default and
// fall-through, switch on a null enum (NPE), and enum constants with bodies.
public class Main {
    enum Color { RED, GREEN, BLUE, YELLOW }

    static String classify(Color c) {
        switch (c) {
            case RED:
                return "warm";
            case BLUE:
            case GREEN:
                return "cool";
            default:
                return "other";
        }
    }

    static int weight(Planet p) {
        int w = 0;
        switch (p) {
            case MERCURY:
                w += 1;
            case VENUS:
                w += 10;
                break;
            case EARTH:
                w += 100;
                break;
        }
        return w;
    }

    public static void main(String[] args) {
        for (Color c : Color.values()) {
            System.out.println(c + " -> " + classify(c));
        }
        for (Planet p : Planet.values()) {
            System.out.println(p + " -> " + weight(p) + " " + p.describe());
        }
        try {
            classify(null);
        } catch (NullPointerException e) {
            System.out.println("null enum switch: NPE");
        }
    }
}

enum Planet {
    MERCURY {
        @Override
        String describe() {
            return "closest";
        }
    },
    VENUS,
    EARTH {
        @Override
        String describe() {
            return "home";
        }
    },
    MARS;

    String describe() {
        return "planet " + name().toLowerCase();
    }
}
