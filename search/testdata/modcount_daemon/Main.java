import java.util.ArrayList;
import java.util.HashMap;

// A daemon thread that toggles a list and a map for ever, with choice
// points inside ArrayList's and HashMap's own methods (their fields are
// shared): only the modification counts grow, and no method on the
// stack keeps a copy of one in a local, so the rounds match and the
// search ends (as jpf-core's RobotManager needs).
public class Main {
    static final ArrayList<String> list = new ArrayList<>();
    static final HashMap<String, String> map = new HashMap<>();

    public static void main(String[] args) {
        Thread t = new Thread(() -> {
            while (true) {
                if (list.isEmpty()) {
                    list.add("k");
                    map.put("k", "v");
                } else {
                    list.remove(0);
                    map.remove("k");
                }
                Thread.yield();
            }
        });
        t.setDaemon(true);
        t.start();
        System.out.println(list.size() + map.size() > 0 ? "some" : "none");
    }
}
