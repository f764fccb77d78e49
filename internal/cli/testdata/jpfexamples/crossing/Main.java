import gov.nasa.jpf.vm.Verify;

// Steps of 3 and 5 minutes, chosen again and again, for ever: which
// sequence first adds up to 11? Depth first follows the 3s without end
// (3, 6, 9, 12, …); breadth first finds three steps that make 11 and
// ends the search there, as jpf-core's Crossing does with its bridge.
public class Main {
    public static void main(String[] args) {
        int total = 0;
        StringBuilder steps = new StringBuilder();
        while (true) {
            int step = Verify.getBoolean() ? 5 : 3;
            total += step;
            steps.append(step).append(' ');
            if (total == 11) {
                System.out.println(steps + "= " + total);
                Verify.storeTraceAndTerminateIf(true, null, null);
            }
        }
    }
}
