package gojpf.internal;

import java.lang.invoke.MethodType;
import java.util.Arrays;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * StackWalker for gojpf's VM: the VM captures the walking thread's frames
 * (StackWalker.walk, forEach and getCallerClass are natives that call
 * here), and this class hands them to the walker's function or consumer.
 */
public final class StackFrames {
    private StackFrames() {}

    public static Object walk(StackWalker.StackFrame[] frames,
            Function<? super java.util.stream.Stream<StackWalker.StackFrame>, ?> f) {
        return f.apply(Arrays.stream(frames));
    }

    public static void forEach(StackWalker.StackFrame[] frames, Consumer<? super StackWalker.StackFrame> c) {
        for (StackWalker.StackFrame x : frames) {
            c.accept(x);
        }
    }

    /** One frame, filled by the VM. */
    static final class Frame implements StackWalker.StackFrame {
        private String className;
        private String methodName;
        private String fileName;
        private String descriptor;
        private Class<?> declaringClass; // null unless RETAIN_CLASS_REFERENCE
        private int bci;
        private int line;
        private boolean isNative;

        private Frame() {}

        @Override
        public String getClassName() {
            return className;
        }

        @Override
        public String getMethodName() {
            return methodName;
        }

        @Override
        public Class<?> getDeclaringClass() {
            if (declaringClass == null) {
                throw new UnsupportedOperationException("No access to RETAIN_CLASS_REFERENCE");
            }
            return declaringClass;
        }

        @Override
        public MethodType getMethodType() {
            return MethodType.fromMethodDescriptorString(descriptor, getDeclaringClass().getClassLoader());
        }

        @Override
        public String getDescriptor() {
            return descriptor;
        }

        @Override
        public int getByteCodeIndex() {
            return isNative ? -1 : bci;
        }

        @Override
        public String getFileName() {
            return fileName;
        }

        @Override
        public int getLineNumber() {
            return isNative ? -2 : line;
        }

        @Override
        public boolean isNativeMethod() {
            return isNative;
        }

        @Override
        public StackTraceElement toStackTraceElement() {
            return new StackTraceElement(className, methodName, fileName, getLineNumber());
        }

        @Override
        public String toString() {
            return toStackTraceElement().toString();
        }
    }
}
