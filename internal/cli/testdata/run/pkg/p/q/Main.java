package p.q;

public class Main {
    public static void main(String[] args) {
        System.out.println("in package " + Main.class.getPackageName());
    }
}
