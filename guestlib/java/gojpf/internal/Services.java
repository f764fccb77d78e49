package gojpf.internal;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * Service lookup for gojpf's VM, which has no module graph: the VM knows
 * which classes provide a service from the "provides" clauses of the JDK's
 * module descriptors, and this class turns them into ServiceLoader
 * providers as the JDK's own lookup would.
 */
public final class Services {
    private Services() {}

    /** Provider class names for a service, in module order. */
    private static native String[] providerNames(String service);

    public static <S> Iterator<ServiceLoader.Provider<S>> lookup(Class<S> service) {
        List<ServiceLoader.Provider<S>> list = new ArrayList<>();
        for (String name : providerNames(service.getName())) {
            list.add(new Provider<>(service, name));
        }
        return list.iterator();
    }

    private static final class Provider<S> implements ServiceLoader.Provider<S> {
        private final Class<S> service;
        private final String name;
        private Class<? extends S> type;

        Provider(Class<S> service, String name) {
            this.service = service;
            this.name = name;
        }

        @Override
        public Class<? extends S> type() {
            if (type == null) {
                try {
                    type = Class.forName(name, false, ClassLoader.getSystemClassLoader()).asSubclass(service);
                } catch (ClassNotFoundException | ClassCastException e) {
                    throw new ServiceConfigurationError(service.getName() + ": provider " + name + " not found", e);
                }
            }
            return type;
        }

        @Override
        public S get() {
            Class<? extends S> c = type();
            try {
                for (Method m : c.getDeclaredMethods()) {
                    if (m.getName().equals("provider") && m.getParameterCount() == 0
                            && Modifier.isStatic(m.getModifiers()) && Modifier.isPublic(m.getModifiers())) {
                        return service.cast(m.invoke(null));
                    }
                }
                Constructor<? extends S> ctor = c.getDeclaredConstructor();
                ctor.setAccessible(true);
                return ctor.newInstance();
            } catch (ReflectiveOperationException e) {
                throw new ServiceConfigurationError(service.getName() + ": provider " + name + " could not be instantiated", e);
            }
        }
    }
}
