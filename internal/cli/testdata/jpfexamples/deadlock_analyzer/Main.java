// Three philosophers who each take the left fork, then the right one.
public class Main {
    static class Fork {
    }

    public static void main(String[] args) {
        Fork[] forks = {new Fork(), new Fork(), new Fork()};
        for (int i = 0; i < 3; i++) {
            Fork left = forks[i], right = forks[(i + 1) % 3];
            new Thread(() -> {
                synchronized (left) {
                    synchronized (right) {
                        System.out.print("");
                    }
                }
            }).start();
        }
    }
}
