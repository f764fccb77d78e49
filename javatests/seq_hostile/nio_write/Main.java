// Writing through java.nio.file: gojpf's file system is a read-only view,
// so the run stops with exit 3 ("unsupported") naming the method and the
// path, and the file is not created.
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

public class Main {
    public static void main(String[] args) throws IOException {
        System.out.println("writing a file");
        Files.writeString(Path.of(args[0]), "must not exist");
        System.out.println("written");
    }
}
