package gov.nasa.jpf.util;

/**
 * JPF's name of a class that need not be loaded (jpf-core's
 * gov.nasa.jpf.util.TypeRef), as JPF tests pass it to
 * TestJPF.verifyPropertyViolation.
 */
public class TypeRef {
    private final String name;

    public TypeRef(String clsName) {
        this.name = clsName;
    }

    /** The class, loaded by the caller's loader. */
    public Class<?> getNativeClass() throws ClassNotFoundException {
        return Class.forName(name);
    }

    /** The class as a subclass of superClazz. */
    public <T> Class<? extends T> asNativeSubclass(Class<T> superClazz) throws ClassNotFoundException {
        return getNativeClass().asSubclass(superClazz);
    }

    @Override
    public String toString() {
        return name;
    }
}
