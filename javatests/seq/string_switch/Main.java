// switch on strings (hashCode lookupswitch plus equals): hash collisions
// ("Aa"/"BB", "AaAa"/"BBBB"/"AaBB"), empty string, non-ASCII, default,
// fall-through and a null string (NPE).
public class Main {
    static int code(String s) {
        switch (s) {
            case "Aa": return 1;
            case "BB": return 2;
            case "AaAa": return 3;
            case "BBBB": return 4;
            case "AaBB": return 5;
            case "": return 6;
            case "caf\u00e9": return 7;
            case "hello":
            case "HELLO":
                return 8;
            default: return -1;
        }
    }

    static String fall(String s) {
        StringBuilder sb = new StringBuilder();
        switch (s) {
            case "one":
                sb.append("1");
            case "two":
                sb.append("2");
                break;
            case "three":
                sb.append("3");
            default:
                sb.append("d");
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        String[] inputs = {"Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa", "", "caf\u00e9", "cafe", "hello", "HELLO", "Hello"};
        for (String s : inputs) {
            System.out.println("'" + s + "' hash=" + s.hashCode() + " code=" + code(s));
        }
        for (String s : new String[] {"one", "two", "three", "four"}) {
            System.out.println(s + " -> " + fall(s));
        }
        try {
            code(null);
        } catch (NullPointerException e) {
            System.out.println("null string switch: NPE");
        }
        String built = new StringBuilder("BB").toString();
        System.out.println("built string: " + code(built));
    }
}
