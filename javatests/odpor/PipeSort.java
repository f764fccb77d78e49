import gov.nasa.jpf.vm.Verify;

// Paper 002 Table 1, pipesort (after Albert et al. 2017; the paper gives
// no source): a pipeline of N stages sorts N numbers (N down to 1). Main
// sends each number to stage 0; a message is a thread of its own, as a
// task on an actor. A stage keeps the first number it receives and
// after that the smaller of what it holds and what arrives, and sends
// the other on to the next stage: it starts the message's thread and
// records it, all in one synchronized block on the stage or, with
// "atomic", one Verify.beginAtomic/endAtomic block (one event), so that
// two receipts in either order leave the same state when they forward
// the same number. Main joins the messages stage by stage and prints
// what the stages hold.
// Usage: PipeSort N [atomic]
public class PipeSort {
    static boolean atomic;
    static Stage[] stages;

    static final class Stage {
        int held;
        boolean full;
        final Thread[] sent;
        int nsent;

        Stage(int n) {
            sent = new Thread[n];
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int n = Integer.parseInt(args[0]);
        atomic = args.length > 1 && args[1].equals("atomic");
        stages = new Stage[n];
        for (int i = 0; i < n; i++) {
            stages[i] = new Stage(n);
        }
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            ts[i] = message(0, n - i);
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        // Every message to stage i+1 was sent by one to stage i.
        for (Stage s : stages) {
            for (int j = 0; j < s.nsent; j++) {
                s.sent[j].join();
            }
        }
        StringBuilder sb = new StringBuilder();
        for (Stage s : stages) {
            sb.append(s.held).append(' ');
        }
        System.out.println(sb.toString().trim());
    }

    static Thread message(int stage, int v) {
        return new Thread(() -> {
            if (atomic) {
                Verify.beginAtomic();
                receive(stage, v);
                Verify.endAtomic();
            } else {
                synchronized (stages[stage]) {
                    receive(stage, v);
                }
            }
        });
    }

    // receive handles v at stage: keeps it or passes on the larger one.
    static void receive(int stage, int v) {
        Stage s = stages[stage];
        if (!s.full) {
            s.held = v;
            s.full = true;
            return;
        }
        int out = v;
        if (v < s.held) {
            out = s.held;
            s.held = v;
        }
        Thread t = message(stage + 1, out);
        s.sent[s.nsent++] = t;
        t.start();
    }
}
