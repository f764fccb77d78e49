// An uncaught custom checked exception with a cause chain: the JVM prints
// the first line, the program's frames, and "Caused by:" sections (with
// "... n more"); exit code 1. Output on stdout and stderr before it.
public class Main {
    static class StorageException extends Exception {
        StorageException(String msg, Throwable cause) {
            super(msg, cause);
        }
    }

    static class LowLevelException extends RuntimeException {
        LowLevelException(String msg) {
            super(msg);
        }
    }

    static void disk(int block) {
        throw new LowLevelException("bad block " + block);
    }

    static void read(int block) {
        try {
            disk(block);
        } catch (LowLevelException e) {
            throw new IllegalStateException("read failed", e);
        }
    }

    static void load(String name) throws StorageException {
        try {
            read(name.length());
        } catch (IllegalStateException e) {
            throw new StorageException("cannot load " + name, e);
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("loading");
        System.err.println("warning: disk is old");
        load("config.txt");
        System.out.println("not reached");
    }
}
