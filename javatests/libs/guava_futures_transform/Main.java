// A worker completes a Guava SettableFuture; main waits on a future
// derived from it with Futures.transform and on a callback's result
// (Futures.addCallback). get() returns only once the transformation ran,
// so main always sees 42, whichever thread runs the function.
import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;

public class Main {
    public static void main(String[] args) throws Exception {
        SettableFuture<Integer> answer = SettableFuture.create();
        ListenableFuture<Integer> doubled = Futures.transform(answer, x -> x * 2, MoreExecutors.directExecutor());
        SettableFuture<String> seen = SettableFuture.create();
        Futures.addCallback(doubled, new FutureCallback<Integer>() {
            @Override
            public void onSuccess(Integer v) {
                seen.set("callback " + v);
            }

            @Override
            public void onFailure(Throwable t) {
                seen.setException(t);
            }
        }, MoreExecutors.directExecutor());
        Thread t = new Thread(() -> answer.set(21));
        t.start();
        System.out.println(doubled.get() + " " + seen.get());
        t.join();
    }
}
