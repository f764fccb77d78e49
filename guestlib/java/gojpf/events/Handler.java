package gojpf.events;

/**
 * Posts events to a {@link Looper}'s queue, which runs them one at a time
 * in the order the posts arrived (Android's {@code Handler}, for
 * Runnables). A handler may be used from any thread, the looper's own
 * handlers included.
 *
 * <p>{@link #postDelayed} is modelled as in Maiya et al., <i>Partial
 * Order Reduction for Event-Driven Multi-threaded Programs</i> (TACAS
 * 2016), §1: it forks a poster thread that posts the event later. The
 * post may then come at any time after the call, before or after posts
 * that other threads (or this one) make later: the delay orders nothing.
 * In gojpf the poster posts without waiting; on a JVM it sleeps for the
 * delay first.
 */
public final class Handler {
    private final Looper looper;

    /** A handler that posts to looper. */
    public Handler(Looper looper) {
        if (looper == null) {
            throw new NullPointerException("looper");
        }
        this.looper = looper;
    }

    /**
     * A handler that posts to the current thread's looper.
     *
     * @throws IllegalStateException if the current thread is not a looper
     */
    public Handler() {
        Looper l = Looper.myLooper();
        if (l == null) {
            throw new IllegalStateException("the current thread is not a Looper");
        }
        this.looper = l;
    }

    /** The looper this handler posts to. */
    public Looper getLooper() {
        return looper;
    }

    /**
     * Posts r to the end of the looper's queue: it runs on the looper
     * thread after every event posted before it. Returns false, dropping
     * r, if the looper is quitting (its quit event was posted).
     */
    public boolean post(Runnable r) {
        if (r == null) {
            throw new NullPointerException("runnable");
        }
        return looper.enqueue(new Message(r));
    }

    /**
     * Posts r later: a new non-daemon thread posts it as {@link #post}
     * does (a post after the looper's quit drops it). The delay orders
     * nothing in gojpf: the post may come at any point after this call.
     * On a JVM the poster sleeps for delayMillis (if positive) first.
     */
    public void postDelayed(Runnable r, long delayMillis) {
        if (r == null) {
            throw new NullPointerException("runnable");
        }
        new DelayedPost(this, r, delayMillis).start();
    }
}
