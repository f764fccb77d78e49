package gojpf.junit;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;
import org.opentest4j.AssertionFailedError;

/**
 * The extension behind {@link ModelCheck}: instead of running the test
 * method on this JVM, it runs {@code gojpf test -cp CLASSPATH Class#method}
 * with the test's class path and turns gojpf's exit status into the test's
 * result (0 passes; 1 fails with gojpf's report, trace included; anything
 * else is an error naming the status).
 */
public final class ModelCheckExtension implements InvocationInterceptor {
    @Override
    public void interceptTestMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> ctx,
            ExtensionContext ec) throws Throwable {
        invocation.skip();
        Method m = ctx.getExecutable();
        Class<?> c = m.getDeclaringClass();
        ModelCheck mc = m.getAnnotation(ModelCheck.class);
        for (Class<?> k = ec.getRequiredTestClass(); mc == null && k != null; k = k.getEnclosingClass()) {
            mc = k.getAnnotation(ModelCheck.class);
        }
        List<String> cmd = new ArrayList<>();
        cmd.add(gojpf());
        cmd.add("test");
        cmd.add("-cp");
        cmd.add(classPath(c));
        if (mc != null) {
            if (!mc.por().isEmpty()) {
                cmd.add("--por=" + mc.por());
            }
            if (mc.maxStates() > 0) {
                cmd.add("--max-states=" + mc.maxStates());
            }
            if (!mc.timeLimit().isEmpty()) {
                cmd.add("--time-limit=" + mc.timeLimit());
            }
            for (String a : mc.args()) {
                cmd.add(a);
            }
        }
        cmd.add(ec.getRequiredTestClass().getName() + "#" + m.getName());
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            throw new IllegalStateException("gojpf-junit: cannot run " + cmd.get(0)
                    + " (set the system property gojpf or the environment variable GOJPF to gojpf's path): " + e.getMessage(), e);
        }
        p.getOutputStream().close();
        String out = readAll(p.getInputStream());
        int code = p.waitFor();
        switch (code) {
        case 0:
            return;
        case 1:
            throw new AssertionFailedError("gojpf found a violation:\n" + out);
        default:
            throw new IllegalStateException("gojpf test exited with status " + code
                    + " (2 usage, 3 unsupported or error, 4 incomplete):\n" + out);
        }
    }

    private static String gojpf() {
        String g = System.getProperty("gojpf");
        if (g == null || g.isEmpty()) {
            g = System.getenv("GOJPF");
        }
        return g == null || g.isEmpty() ? "gojpf" : g;
    }

    /**
     * The test's class path: the URLs of its class loaders (the console
     * launcher's -cp), java.class.path, and the Class-Path of manifest-only
     * jars (Maven Surefire's booter).
     */
    static String classPath(Class<?> c) {
        Set<String> entries = new LinkedHashSet<>();
        List<String> loaders = new ArrayList<>();
        for (ClassLoader l = c.getClassLoader(); l != null; l = l.getParent()) {
            if (l instanceof URLClassLoader) {
                for (URL u : ((URLClassLoader) l).getURLs()) {
                    loaders.add(file(u));
                }
            }
        }
        for (int i = loaders.size() - 1; i >= 0; i--) {
            add(entries, loaders.get(i));
        }
        for (String e : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
            add(entries, e);
        }
        return String.join(File.pathSeparator, entries);
    }

    private static void add(Set<String> entries, String e) {
        if (e == null || e.isEmpty() || !entries.add(e) || !e.endsWith(".jar")) {
            return;
        }
        try (JarFile j = new JarFile(e)) {
            Manifest mf = j.getManifest();
            String cp = mf == null ? null : mf.getMainAttributes().getValue("Class-Path");
            if (cp == null) {
                return;
            }
            File base = new File(e).getAbsoluteFile().getParentFile();
            for (String s : cp.trim().split("\\s+")) {
                if (s.isEmpty()) {
                    continue;
                }
                String f;
                try {
                    URL u = new URL(base.toURI().toURL(), s);
                    f = file(u);
                } catch (IOException ex) {
                    f = new File(base, s).getPath();
                }
                add(entries, f);
            }
        } catch (IOException ex) {
            // not a jar gojpf can read either; gojpf says so
        }
    }

    private static String file(URL u) {
        try {
            return new File(u.toURI()).getPath();
        } catch (URISyntaxException | IllegalArgumentException e) {
            return u.getPath();
        }
    }

    private static String readAll(InputStream in) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        byte[] buf = new byte[8192];
        for (int n; (n = in.read(buf)) > 0;) {
            b.write(buf, 0, n);
        }
        return b.toString(StandardCharsets.UTF_8);
    }
}
