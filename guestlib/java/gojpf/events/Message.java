package gojpf.events;

/**
 * One posted event: allocated per post (so that two posts of the same
 * Runnable are two events), linked into its looper's queue. A message
 * without a task is the looper's quit event.
 */
final class Message {
    final Runnable task;
    Message next;

    Message(Runnable task) {
        this.task = task;
    }
}
