// Interfaces with default, static and private (Java 9) methods; diamond
// inheritance resolved with X.super.m(); a class method beating a default;
// the more specific default winning; invokeinterface on default methods;
// abstract class implementing an interface partially; static interface
// method not inherited by implementing classes.
public class Main {
    interface Greeter {
        String name();

        default String greet() {
            return prefix() + name() + suffix();
        }

        private String prefix() {
            return "Hello, ";
        }

        private static String bang() {
            return "!";
        }

        static String suffix() {
            return bang();
        }
    }

    interface Left {
        default String who() {
            return "left";
        }
    }

    interface Right {
        default String who() {
            return "right";
        }
    }

    static class Both implements Left, Right {
        @Override
        public String who() {
            return Left.super.who() + "+" + Right.super.who();
        }
    }

    interface Animal {
        default String sound() {
            return "...";
        }
    }

    interface Dog extends Animal {
        @Override
        default String sound() {
            return "woof";
        }
    }

    static class Puppy implements Animal, Dog { }

    static class Base {
        public String sound() {
            return "base sound";
        }
    }

    static class Derived extends Base implements Dog { }

    abstract static class Partial implements Greeter {
        @Override
        public String greet() {
            return "[" + Greeter.super.greet() + "]";
        }
    }

    static class World extends Partial {
        public String name() {
            return "world";
        }
    }

    interface Counter {
        int count();

        default Counter plus(int n) {
            Counter self = this;
            return () -> self.count() + n;
        }
    }

    public static void main(String[] args) {
        Greeter g = () -> "lambda";
        System.out.println(g.greet());
        System.out.println(new World().greet());
        System.out.println(Greeter.suffix());
        System.out.println(new Both().who());
        System.out.println(new Puppy().sound());
        System.out.println(new Derived().sound());
        Dog d = new Derived();
        System.out.println("through interface: " + d.sound());
        Counter c = () -> 1;
        System.out.println("counter: " + c.plus(2).plus(3).count());
        Animal plain = new Animal() { };
        System.out.println("anonymous default: " + plain.sound());
    }
}
