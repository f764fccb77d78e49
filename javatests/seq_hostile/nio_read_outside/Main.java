// Reading a host file outside gojpf's view (the JDK's conf/ and lib/ and
// the class path) through java.nio.file: the run stops with exit 3
// ("unsupported") naming the path, and the file is not read.
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

public class Main {
    public static void main(String[] args) throws IOException {
        System.out.println("reading /etc/passwd");
        System.out.println(Files.readAllLines(Path.of("/etc/passwd")).size());
    }
}
