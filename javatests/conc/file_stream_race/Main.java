// Two threads read one byte each from one FileInputStream (of the JDK's
// logging.properties, which the guest may read): whichever reads first
// gets the first byte. A reduction must see the two reads as dependent
// (each moves the stream's position), or it finds one order only.
import java.io.FileInputStream;
import java.io.IOException;

public class Main {
    static int a, b;

    public static void main(String[] args) throws Exception {
        String path = System.getProperty("java.home") + "/conf/logging.properties";
        byte[] all;
        try (FileInputStream in = new FileInputStream(path)) {
            all = in.readAllBytes();
        }
        int i = 0;
        while (all[i] == all[i + 1]) {
            i++;
        }
        FileInputStream in = new FileInputStream(path);
        in.skip(i); // the next two bytes differ
        Thread t = new Thread(() -> {
            try {
                a = in.read();
            } catch (IOException e) {
                throw new RuntimeException(e);
            }
        });
        t.start();
        b = in.read();
        t.join();
        in.close();
        System.out.println(a == all[i] ? "worker first" : "main first");
    }
}
