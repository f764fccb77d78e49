// Two classes, one method each called, one not.
public class Main {
    static class T1 {
        int used() {
            return 1;
        }

        int unused() {
            return 2;
        }
    }

    public static void main(String[] args) {
        System.out.println(new T1().used());
    }
}
