import java.util.List;
import java.util.stream.Collectors;

/** The first program to run in gojpf: a little of everything. */
public class Hello {
    record Greeting(String who, int times) {}

    public static void main(String[] args) {
        Greeting g = new Greeting("world", 3);
        String line = List.of("Hello", g.who()).stream().collect(Collectors.joining(", ")) + "!";
        for (int i = 0; i < g.times(); i++) {
            System.out.println(line);
        }
        System.out.println(g);
        assert g.times() == 3 : "three times";
    }
}
