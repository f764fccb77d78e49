// A switch on strings: javac emits a lookupswitch on hashCode and a
// tableswitch on the case index; "Aa" and "BB" share a hash code.
public class StringSwitch {
    static int code(String s) {
        switch (s) {
        case "alpha":
            return 1;
        case "beta":
            return 2;
        case "Aa":
            return 3;
        case "BB":
            return 4;
        case "":
            return 5;
        default:
            return -1;
        }
    }

    static String fallThrough(String s) {
        StringBuilder sb = new StringBuilder();
        switch (s) {
        case "one":
            sb.append(1);
        case "two":
            sb.append(2);
            break;
        default:
            sb.append('?');
        }
        return sb.toString();
    }
}
