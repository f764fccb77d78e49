// An enum whose constants have bodies (Planet$1, ...), a constructor,
// fields and an abstract method.
public enum Planet {
    MERCURY(3.303e+23, 2.4397e6) {
        @Override
        String describe() {
            return "closest";
        }
    },
    EARTH(5.976e+24, 6.37814e6) {
        @Override
        String describe() {
            return "home";
        }
    },
    JUPITER(1.9e+27, 7.1492e7) {
        @Override
        String describe() {
            return "largest";
        }
    };

    static final double G = 6.67300E-11;

    private final double mass;
    private final double radius;

    Planet(double mass, double radius) {
        this.mass = mass;
        this.radius = radius;
    }

    abstract String describe();

    double surfaceGravity() {
        return G * mass / (radius * radius);
    }

    static Planet heaviest() {
        Planet best = null;
        for (Planet p : values()) {
            if (best == null || p.mass > best.mass) {
                best = p;
            }
        }
        return best;
    }
}
