// java.nio.file and java.io reading the JDK's own files and the class
// path: what gojpf's read-only view of the host serves.
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;

public class Main {
    public static void main(String[] args) throws IOException {
        Path conf = Paths.get(System.getProperty("java.home")).resolve("conf");
        Path props = conf.resolve("logging.properties");
        System.out.println("exists " + Files.exists(props) + ", dir " + Files.isDirectory(conf)
                + ", regular " + Files.isRegularFile(props) + ", readable " + Files.isReadable(props));
        List<String> lines = Files.readAllLines(props);
        System.out.println("lines " + lines.size());
        System.out.println("first setting: " + lines.stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#")).findFirst().orElse("none"));
        byte[] bytes = Files.readAllBytes(props);
        System.out.println("bytes == size: " + (bytes.length == Files.size(props)));
        System.out.println("readString == lines: " + Files.readString(props).lines().count());
        try (Stream<String> s = Files.lines(props)) {
            System.out.println("lines naming handlers: " + s.filter(l -> l.contains("handlers")).count());
        }
        try (BufferedReader r = Files.newBufferedReader(props)) {
            System.out.println("first line: " + r.readLine());
        }
        try (InputStream in = Files.newInputStream(props)) {
            byte[] b = new byte[8];
            System.out.println("first bytes: " + in.read(b) + " " + new String(b, 0, 8));
        }
        try (Stream<Path> s = Files.list(conf)) {
            System.out.println("conf lists logging.properties: "
                    + s.map(p -> p.getFileName().toString()).anyMatch("logging.properties"::equals));
        }
        Path missing = conf.resolve("no-such-file.properties");
        System.out.println("missing: exists " + Files.exists(missing) + ", notExists " + Files.notExists(missing));
        try {
            Files.readAllBytes(missing);
        } catch (NoSuchFileException e) {
            System.out.println("NoSuchFileException for " + Paths.get(e.getFile()).getFileName());
        }
        File f = props.toFile();
        System.out.println("File: exists " + f.exists() + ", isFile " + f.isFile()
                + ", length == size " + (f.length() == Files.size(props)));
        System.out.println("File.list has logging.properties: "
                + Arrays.asList(conf.toFile().list()).contains("logging.properties"));
        Path cp = Paths.get(System.getProperty("java.class.path").split(File.pathSeparator)[0]);
        Path self = cp.resolve("Main.class");
        System.out.println("Main.class on the class path: " + Files.exists(self) + ", " + (Files.size(self) > 100));
        // Links as the host has them (Debian links conf/'s files to /etc):
        // a walk that does not follow links sees them as links.
        BasicFileAttributes noFollow = Files.readAttributes(props, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        System.out.println("link: " + Files.isSymbolicLink(props) + ", no-follow regular " + noFollow.isRegularFile()
                + ", no-follow link " + noFollow.isSymbolicLink() + ", regular following " + Files.isRegularFile(props));
        if (Files.isSymbolicLink(props)) {
            System.out.println("link target file name: " + Files.readSymbolicLink(props).getFileName());
        }
        System.out.println("real path file name: " + props.toRealPath().getFileName()
                + ", canonical file name: " + new File(props.toFile().getCanonicalPath()).getName());
        try (Stream<Path> s = Files.find(conf, 1, (q, a) -> a.isRegularFile())) {
            System.out.println("find regular files in conf: " + s.count());
        }
        Properties p = new Properties();
        try (InputStream in = Files.newInputStream(props)) {
            p.load(in);
        }
        System.out.println("ConsoleHandler.level = " + p.getProperty("java.util.logging.ConsoleHandler.level"));
    }
}
