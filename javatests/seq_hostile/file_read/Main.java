// Reading a real file is outside the model: gojpf must stop with exit 3
// ("unsupported") naming the native method, and must not read the file.
import java.io.FileInputStream;
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        System.out.println("opening /etc/passwd");
        try (FileInputStream in = new FileInputStream("/etc/passwd")) {
            System.out.println("first byte " + in.read());
        }
    }
}
