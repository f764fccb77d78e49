// A listener on a Guava SettableFuture records that the result was
// handled, in a plain field. A future's listeners run after the future is
// complete, on the thread that completed it, so get() may return before
// the listener has run: main, reading the field right after get(), can
// see it unset. The assertion fails on that interleaving.
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;

public class Main {
    static boolean handled;

    public static void main(String[] args) throws Exception {
        SettableFuture<String> result = SettableFuture.create();
        result.addListener(() -> handled = true, MoreExecutors.directExecutor());
        Thread t = new Thread(() -> result.set("done"));
        t.start();
        String r = result.get();
        assert handled : "get() returned " + r + " before the listener ran";
        t.join();
        System.out.println(r);
    }
}
