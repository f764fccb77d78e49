import java.io.FileInputStream;
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        try (FileInputStream in = new FileInputStream("/etc/hostname")) {
            System.out.println(in.read());
        }
    }
}
