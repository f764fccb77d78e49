// Opening a network connection is outside the model: gojpf must stop with
// exit 3 naming the method instead of touching the network.
import java.net.Socket;

public class Main {
    public static void main(String[] args) throws Exception {
        System.out.println("connecting");
        try (Socket s = new Socket("127.0.0.1", 9)) {
            System.out.println("connected " + s.isConnected());
        }
    }
}
