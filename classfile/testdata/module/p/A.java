package p;

import java.util.logging.Logger;

// The one class of module testmod.
public class A implements Runnable {
    private static final Logger LOG = Logger.getLogger("testmod");

    public A() {
    }

    @Override
    public void run() {
        LOG.fine("run");
    }
}
