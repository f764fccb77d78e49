package gojpf.events;

/**
 * One posted event: allocated per post (so that two posts of the same
 * Runnable are two events), linked into its queue. A message without a
 * task is the queue's quit event; a drain is a quit event that first
 * takes the events still queued off (a single-thread executor's
 * shutdownNow).
 */
final class Message {
    final Runnable task;
    final boolean drain;
    Message next;

    Message(Runnable task) {
        this(task, false);
    }

    private Message(Runnable task, boolean drain) {
        this.task = task;
        this.drain = drain;
    }

    /** The quit event of a shutdownNow. */
    static Message drain() {
        return new Message(null, true);
    }

    /**
     * Runs the task: the handler. In gojpf the frames above this one are
     * the program's (as if the program had called task.run), though the
     * event classes' frames below run without scheduling points: a task
     * that is JDK code (a FutureTask) is interleaved and told as it
     * would be in the program.
     */
    void run() {
        task.run();
    }
}
