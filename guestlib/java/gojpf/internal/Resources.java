package gojpf.internal;

import java.io.ByteArrayInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLConnection;
import java.net.URLStreamHandler;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;

/**
 * Resources of the built-in class loaders for gojpf's VM: the VM finds a
 * resource in its class path (or a class file in the JDK image) and names
 * it by the URL the JDK would give it; opening such a URL reads the bytes
 * from the VM, never from the host.
 */
public final class Resources {
    private Resources() {}

    private static final URLStreamHandler HANDLER = new Handler();

    /** The bytes of the resource the VM named by url, or null. */
    private static native byte[] read(String url);

    /** The URL of a resource the VM found. */
    public static URL url(String spec) {
        try {
            return new URL(null, spec, HANDLER);
        } catch (MalformedURLException e) {
            throw new InternalError(e);
        }
    }

    /** The URLs of resources the VM found, in order. */
    public static Enumeration<URL> urls(String[] specs) {
        List<URL> list = new ArrayList<>(specs.length);
        for (String s : specs) {
            list.add(url(s));
        }
        return Collections.enumeration(list);
    }

    private static final class Handler extends URLStreamHandler {
        @Override
        protected URLConnection openConnection(URL u) {
            return new Connection(u);
        }
    }

    private static final class Connection extends URLConnection {
        Connection(URL u) {
            super(u);
        }

        @Override
        public void connect() {
            connected = true;
        }

        @Override
        public InputStream getInputStream() throws IOException {
            byte[] b = read(url.toString());
            if (b == null) {
                throw new FileNotFoundException(url.toString());
            }
            return new ByteArrayInputStream(b);
        }
    }
}
