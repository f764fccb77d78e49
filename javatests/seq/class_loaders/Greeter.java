/** What the program sees of plugin classes, whichever loader defined them. */
public interface Greeter {
    String greet(String who);

    int bump();

    ClassLoader helperLoader();

    Object[] helpers(int n);

    String tryCatch();

    java.util.function.Supplier<String> supplier();
}
