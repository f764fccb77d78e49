// Starting a host process is outside the model: gojpf must stop with exit
// 3 naming the method, and no process may run.
public class Main {
    public static void main(String[] args) throws Exception {
        System.out.println("starting ls");
        Process p = Runtime.getRuntime().exec("ls");
        System.out.println("exit " + p.waitFor());
    }
}
