import gov.nasa.jpf.vm.Verify;

// Choices from lists explore every element, duplicates included; a list
// of one makes no choice point, an empty one returns 0.
public class Main {
    public static void main(String[] args) {
        int i = Verify.getIntFromList(1, 2, 2);
        long l = Verify.getLongFromList(5L, -6L);
        float f = Verify.getFloatFromList(0.5f);
        double d = Verify.getDoubleFromList(1.5, -0.0);
        int none = Verify.getIntFromList();
        System.out.println(i + " " + l + " " + f + " " + d + " " + none);
    }
}
