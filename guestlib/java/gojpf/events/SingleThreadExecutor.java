package gojpf.events;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;

/**
 * gojpf's model of the executor that {@code Executors.newSingleThreadExecutor}
 * returns: one worker thread that runs the tasks from a FIFO queue, one at
 * a time, in the order they were submitted. The queue is an event queue
 * as {@link Looper}'s: {@link #execute} is a post, the worker takes each
 * task as a looper takes an event, and {@link #shutdown} posts the quit
 * event. gojpf returns it in place of the JDK's executor (unless
 * {@code --model-threads=false}); programs do not name this class, and
 * no Java bodies are needed: its queue operations are natives of the VM
 * (jvm/events.go, jvm/executors.go).
 *
 * <p>As the JDK's {@code ThreadPoolExecutor(1, 1, 0, ms,
 * LinkedBlockingQueue)}: the worker comes from the thread factory on the
 * first {@code execute} (lazily), and is started there; a task that throws
 * ends its worker thread by that exception (after a replacement from the
 * factory has been started, unless the executor is shut down with no
 * task left), so that later tasks still run; {@code shutdown} lets the
 * queued tasks run and rejects later ones ({@link
 * RejectedExecutionException}); {@code shutdownNow} takes the queued
 * tasks off, returns them, and interrupts the worker; the executor is
 * terminated when its worker has ended after the shutdown, or at the
 * shutdown if no worker was ever made. Before each task the worker's
 * interrupt status is cleared, as the JDK's worker does. docs/events.md
 * lists what differs from the JDK.
 */
public final class SingleThreadExecutor extends AbstractExecutorService {
    // The queue, as Looper's: gojpf reads and writes these fields
    // natively (jvm/events.go).
    private Message head, tail;
    private boolean quitting;
    // The worker now: null until the first execute has made it; a worker
    // whose task threw sets its replacement here before it ends.
    private Thread worker;
    // creating: a thread is in the factory for the first worker.
    private boolean creating;
    // terminated: shut down before a worker was made.
    private boolean terminated;
    private final ThreadFactory factory;

    private SingleThreadExecutor(ThreadFactory factory) {
        this.factory = factory;
    }

    /**
     * Executors.newSingleThreadExecutor(factory) in gojpf; the VM passes
     * Executors.defaultThreadFactory() for the form without a factory.
     */
    static ExecutorService create(ThreadFactory factory) {
        if (factory == null) {
            throw new NullPointerException();
        }
        return new SingleThreadExecutor(factory);
    }

    @Override
    public void execute(Runnable command) {
        if (command == null) {
            throw new NullPointerException();
        }
        if (!enqueue(new Message(command))) {
            throw new RejectedExecutionException("Task " + command + " rejected from " + this);
        }
        if (worker == null && !creating) {
            creating = true;
            Thread w;
            try {
                w = newWorker();
            } finally {
                creating = false;
            }
            worker = w;
            w.start();
        }
    }

    /** A worker from the factory, not started. */
    private Thread newWorker() {
        Thread w;
        try {
            w = factory.newThread(new Worker(this));
        } catch (RuntimeException | Error e) {
            unsupported("the thread factory of a single-thread executor threw " + e);
            throw e;
        }
        if (w == null) {
            unsupported("the thread factory of a single-thread executor returned null");
        } else if (w.getState() != Thread.State.NEW) {
            unsupported("the thread factory of a single-thread executor returned a started thread");
        }
        return w;
    }

    @Override
    public void shutdown() {
        if (enqueue(new Message(null)) && worker == null && !creating) {
            terminated = true;
        }
    }

    @Override
    public List<Runnable> shutdownNow() {
        List<Runnable> tasks = new ArrayList<>();
        for (Message m = drain(Message.drain()); m != null; m = m.next) {
            tasks.add(m.task);
        }
        Thread w = worker;
        if (w == null && !creating) {
            terminated = true;
        } else if (w != null) {
            w.interrupt();
        }
        return tasks;
    }

    @Override
    public native boolean isShutdown();

    @Override
    public native boolean isTerminated();

    @Override
    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        final long deadline = System.nanoTime() + nanos;
        for (;;) {
            if (isTerminated()) {
                return true;
            }
            if (nanos <= 0L) {
                return false;
            }
            long millis = (nanos + 999_999L) / 1_000_000L;
            Thread w = worker;
            if (w == null) {
                Thread.sleep(millis);
            } else {
                w.join(millis);
            }
            nanos = deadline - System.nanoTime();
        }
    }

    /** The loop of each worker thread. */
    private void runWorker() {
        for (;;) {
            Message m = next();
            if (m.task == null) {
                taskEnd(m);
                return; // the quit event: the worker ends
            }
            boolean completed = false;
            try {
                m.run();
                completed = true;
            } finally {
                taskEnd(m);
                if (!completed) {
                    exitAbruptly();
                }
            }
        }
    }

    /**
     * The task threw, and its exception will end this worker: as the
     * JDK's processWorkerExit, start a replacement unless the executor is
     * shut down with no task left (then take the quit event here).
     */
    private void exitAbruptly() {
        if (replacementNeeded()) {
            Thread w = newWorker();
            worker = w;
            w.start();
        } else {
            taskEnd(next());
        }
    }

    /**
     * Queues m, or drops it if the executor is shut down (then false).
     * PointPost.
     */
    private native boolean enqueue(Message m);

    /**
     * Takes the events still queued off (but the quit event), and posts
     * d, a quit event, unless the executor is shut down already; returns
     * the events taken off, linked by next. PointPost of d.
     */
    private native Message drain(Message d);

    /** Waits for an event and takes it off the queue. PointTaskBegin. */
    private native Message next();

    /** The task of m returned or threw. PointTaskEnd. */
    private native void taskEnd(Message m);

    /**
     * Whether a worker whose task threw needs a replacement: false if the
     * executor is shut down and only its quit event is left. A read of
     * the queue.
     */
    private native boolean replacementNeeded();

    /** Stops the search: the program does what gojpf does not model. */
    private static native void unsupported(String what);

    /** A worker thread's task: the worker loop. */
    private static final class Worker implements Runnable {
        private final SingleThreadExecutor executor;

        Worker(SingleThreadExecutor executor) {
            this.executor = executor;
        }

        @Override
        public void run() {
            executor.runWorker();
        }
    }
}
