package gojpf.events;

/**
 * A thread that runs events from a FIFO queue: each posted {@link Runnable}
 * runs to completion on this thread, one after another, in the order the
 * posts arrived (an event loop, as Android's {@code HandlerThread} with
 * its {@code Looper}). Post to it through a {@link Handler}; other threads
 * run side by side with its handlers, and handlers may share objects with
 * them and with each other.
 *
 * <pre>
 * Looper ui = new Looper("ui");
 * ui.start();
 * Handler h = new Handler(ui);
 * h.post(() -&gt; System.out.println("on the looper"));
 * ui.quit();   // after the events posted before it
 * ui.join();
 * </pre>
 *
 * <p><b>Lifecycle.</b> Events may be posted before {@link #start()}; they
 * run once the looper starts. {@link #quit()} ends the loop once the
 * events posted before it have run (Android's {@code quitSafely}; there
 * is no quit that drops pending events): it posts a quit event, and the
 * thread ends when that event reaches the front of the queue. Posts that
 * arrive after the quit are dropped ({@link Handler#post} returns false).
 * {@link #join()} waits for the end as for any thread. A looper that is
 * never quit keeps the program alive (a non-daemon looper waiting for
 * events when every other thread has ended is a deadlock to gojpf, and a
 * program that never ends on a JVM). An exception thrown by a handler is
 * not caught: it ends the looper thread as an uncaught exception ends any
 * thread (gojpf reports it as a violation, as Android's looper crashes the
 * app); the events still queued never run, and later posts are still
 * accepted but never run.
 *
 * <p><b>In gojpf</b> the queue is part of the VM's model, not code that
 * the model checker interleaves: its internals are no scheduling points
 * and their accesses are not seen by the reductions (like the JDK's
 * thread bookkeeping). The schedulers see three events:
 * a post ({@code PointPost}, a scheduling point before the event is
 * queued), the looper taking the next event off the queue to run its
 * handler ({@code PointTaskBegin}, a scheduling point), and the handler's
 * return ({@code PointTaskEnd}, told only). A looper with an empty queue
 * waits without any other event and is not runnable until a post (or a
 * quit) arrives; while it waits {@code getState()} shows it
 * {@code RUNNABLE}, as Android's looper shows while it polls in native
 * code (on a JVM, this class's body shows {@code WAITING}). An interrupt
 * does not end the wait: it stays pending for the next handler to see.
 * docs/events.md has the model and the happens-before the reductions give
 * it.
 *
 * <p><b>On a JVM</b> the bodies below run: a linked list under a private
 * lock, with {@code wait}/{@code notifyAll}; same behaviour.
 */
public final class Looper extends Thread {
    // The queue: head is the next event to run, tail the last posted.
    // gojpf reads and writes these fields natively (jvm/events.go).
    private Message head, tail;
    // quitting: the quit event was posted; later posts are dropped.
    private boolean quitting;
    // The JVM's lock of the queue (gojpf does not use it).
    private final Object lock = new Object();

    /** A looper thread with the given name, not started. */
    public Looper(String name) {
        super(name);
    }

    /** A looper thread named as {@code new Thread()} names it, not started. */
    public Looper() {
        super();
    }

    /**
     * The looper of the current thread: the looper itself when called by
     * one of its handlers, null on any other thread.
     */
    public static Looper myLooper() {
        Thread t = Thread.currentThread();
        return t instanceof Looper ? (Looper) t : null;
    }

    /**
     * Ends the loop once the events posted before this call have run:
     * posts the quit event. Later posts, and later quits, are dropped.
     * May be called from any thread, a handler of this looper included,
     * before or after {@link #start()}.
     */
    public void quit() {
        enqueue(new Message(null));
    }

    /**
     * The event loop; {@link #start()} runs it on the looper's own thread.
     *
     * @throws IllegalStateException if called by another thread
     */
    @Override
    public void run() {
        if (Thread.currentThread() != this) {
            throw new IllegalStateException("Looper.run called directly: start the looper instead");
        }
        for (;;) {
            Message m = next();
            try {
                if (m.task == null) {
                    return; // the quit event
                }
                m.run();
            } finally {
                taskEnd(m);
            }
        }
    }

    /**
     * Queues m, or drops it if the looper is quitting (then false). A
     * message without a task is the quit event. In gojpf, a native
     * (PointPost).
     */
    boolean enqueue(Message m) {
        synchronized (lock) {
            if (quitting) {
                return false;
            }
            if (m.task == null) {
                quitting = true;
            }
            if (tail == null) {
                head = m;
            } else {
                tail.next = m;
            }
            tail = m;
            lock.notifyAll();
            return true;
        }
    }

    /**
     * Waits for an event and takes it off the queue. Interrupts do not
     * end the wait; the thread is interrupted again before the event's
     * handler runs. In gojpf, a native (PointTaskBegin).
     */
    private Message next() {
        synchronized (lock) {
            boolean interrupted = false;
            while (head == null) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            Message m = head;
            head = m.next;
            if (head == null) {
                tail = null;
            }
            m.next = null;
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            return m;
        }
    }

    /** The handler of m returned. In gojpf, a native (PointTaskEnd). */
    private void taskEnd(Message m) {
    }
}
