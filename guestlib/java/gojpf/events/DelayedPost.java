package gojpf.events;

/** The poster thread of {@link Handler#postDelayed}. */
final class DelayedPost extends Thread {
    private final Handler handler;
    private final Runnable task;
    private final long delayMillis;

    DelayedPost(Handler handler, Runnable task, long delayMillis) {
        super("postDelayed");
        setDaemon(false);
        this.handler = handler;
        this.task = task;
        this.delayMillis = delayMillis;
    }

    @Override
    public void run() {
        delay(delayMillis);
        handler.post(task);
    }

    /**
     * Sleeps for millis, ignoring interrupts. In gojpf, a native that
     * returns at once: the post may come any time after postDelayed.
     */
    private static void delay(long millis) {
        long end = System.currentTimeMillis() + Math.max(millis, 0);
        boolean interrupted = false;
        for (long left = millis; left > 0; left = end - System.currentTimeMillis()) {
            try {
                Thread.sleep(left);
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
