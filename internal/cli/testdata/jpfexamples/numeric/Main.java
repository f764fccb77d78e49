// A local variable and a static field with the ranges the .jpf file
// sets: the field stays in range, the local does not on its second
// store.
public class Main {
    static int level;

    public static void main(String[] args) {
        double someVariable;
        someVariable = 42;
        level = 7;
        someVariable = 12345;
        System.out.println(someVariable + level);
    }
}
