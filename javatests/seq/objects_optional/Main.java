// java.util.Objects and Optional: requireNonNull (with and without message,
// with a supplier), equals/deepEquals/hash/hashCode/toString with defaults,
// isNull/nonNull, requireNonNullElse, checkIndex; Optional of/empty/
// ofNullable, map/flatMap/filter/orElse/orElseGet/orElseThrow, ifPresent,
// ifPresentOrElse, or, stream, equals, toString; OptionalInt.
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

public class Main {
    static Optional<Integer> parse(String s) {
        try {
            return Optional.of(Integer.parseInt(s));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    public static void main(String[] args) {
        try {
            Objects.requireNonNull(null);
        } catch (NullPointerException e) {
            System.out.println("requireNonNull: " + e.getMessage());
        }
        try {
            Objects.requireNonNull(null, "arg is null");
        } catch (NullPointerException e) {
            System.out.println("requireNonNull msg: " + e.getMessage());
        }
        try {
            Objects.requireNonNull(null, () -> "from supplier");
        } catch (NullPointerException e) {
            System.out.println("requireNonNull supplier: " + e.getMessage());
        }
        System.out.println("returns arg: " + Objects.requireNonNull("x"));
        System.out.println("equals: " + Objects.equals(null, null) + " " + Objects.equals("a", null) + " " + Objects.equals("a", "a") + " deepEquals: " + Objects.deepEquals(new int[] {1}, new int[] {1}));
        System.out.println("hash: " + Objects.hash(1, "a", null, 2.5) + " " + Objects.hash() + " hashCode(null)=" + Objects.hashCode(null) + " hashCode(str)=" + Objects.hashCode("str"));
        System.out.println("toString: " + Objects.toString(null) + " " + Objects.toString(null, "dflt") + " " + Objects.toString(5));
        System.out.println("isNull/nonNull: " + Objects.isNull(null) + " " + Objects.nonNull(null) + " requireNonNullElse: " + Objects.requireNonNullElse(null, "else"));
        try {
            Objects.checkIndex(5, 3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("checkIndex: " + e.getMessage());
        }
        System.out.println("compare: " + Objects.compare("a", "b", String::compareTo));
        Optional<String> some = Optional.of("value");
        Optional<String> none = Optional.empty();
        System.out.println(some + " " + none + " " + Optional.ofNullable(null) + " " + some.isPresent() + " " + none.isEmpty());
        System.out.println("map: " + some.map(String::length) + " " + none.map(String::length) + " filter: " + some.filter(s -> s.startsWith("x")) + " flatMap: " + Optional.of("42").flatMap(Main::parse) + " " + Optional.of("4x").flatMap(Main::parse));
        System.out.println("orElse: " + none.orElse("fallback") + " orElseGet: " + none.orElseGet(() -> "got") + " get: " + some.get() + " or: " + none.or(() -> Optional.of("alt")).get());
        try {
            none.get();
        } catch (NoSuchElementException e) {
            System.out.println("get on empty: " + e.getMessage());
        }
        try {
            none.orElseThrow(() -> new IllegalStateException("custom empty"));
        } catch (IllegalStateException e) {
            System.out.println("orElseThrow: " + e.getMessage());
        }
        some.ifPresent(v -> System.out.println("ifPresent: " + v));
        none.ifPresentOrElse(v -> System.out.println("unexpected"), () -> System.out.println("ifPresentOrElse: empty branch"));
        System.out.println("stream count: " + some.stream().count() + " " + none.stream().count() + " equals: " + some.equals(Optional.of("value")) + " hash: " + some.hashCode() + " " + none.hashCode());
        try {
            Optional.of(null);
        } catch (NullPointerException e) {
            System.out.println("Optional.of(null): NPE");
        }
        OptionalInt oi = OptionalInt.of(7);
        System.out.println("OptionalInt: " + oi + " " + oi.getAsInt() + " " + OptionalInt.empty() + " " + OptionalInt.empty().orElse(-1));
    }
}
