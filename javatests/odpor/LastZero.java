// Abdulla, Aronis, Jonsson and Sagonas's lastzero (POPL 2014, JACM
// 2017; paper 002 mentions it in its text): an array of N+1 zeros;
// thread 0 scans it from the end for the last zero
// (for (i = N; array[i] != 0; i--);), threads j = 1..N each write
// array[j] = array[j-1] + 1. Main prints where the scan stopped and the
// array once all have ended.
// Usage: LastZero N
public class LastZero {
    static int[] array;
    static int found = -1;

    public static void main(String[] args) throws InterruptedException {
        int n = Integer.parseInt(args[0]);
        array = new int[n + 1];
        Thread[] ts = new Thread[n + 1];
        ts[0] = new Thread(() -> {
            int i = n;
            while (array[i] != 0) {
                i--;
            }
            found = i;
        });
        for (int j = 1; j <= n; j++) {
            int k = j;
            ts[j] = new Thread(() -> array[k] = array[k - 1] + 1);
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        StringBuilder sb = new StringBuilder().append(found);
        for (int v : array) {
            sb.append(' ').append(v);
        }
        System.out.println(sb);
    }
}
