// Writing a real file is outside the model: gojpf must stop with exit 3
// and the file (its path is the first argument) must not exist afterwards.
import java.io.FileOutputStream;
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        System.out.println("writing a file");
        try (FileOutputStream out = new FileOutputStream(args[0])) {
            out.write("should not exist\n".getBytes());
        }
        System.out.println("written");
    }
}
