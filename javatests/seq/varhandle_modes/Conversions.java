import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.invoke.WrongMethodTypeException;
import java.nio.ByteOrder;

// Call sites whose types are not the access mode's: the call site's
// descriptor decides the conversions (widening, boxing through valueOf,
// unboxing, casts) and the failures (WrongMethodTypeException when the
// types cannot convert, ClassCastException and NullPointerException when
// a value does not); and the other failures: unsupported modes, final
// fields, null and out-of-range coordinates, array stores, misaligned
// byte-array views, exact handles.
final class Conversions {
    static final class Holder {
        boolean z;
        byte b;
        short s;
        char c;
        int i;
        long j;
        float f;
        double d;
        String str;
        Object obj;
        Number num;
        Integer boxed;
        final int fi = 7;
        final String fstr = "fixed";
        static final long SFJ = 99L;
        static int si;
    }

    static final class Sub {
        int i;
    }

    // Classes whose initialization shows: JDK 17 initializes a static
    // field's class when it makes the handle, JDK 22 on at the first access.
    static final class Late {
        static int x = init("Late");
    }

    static final class Later {
        static int x = init("Later");
    }

    static int init(String name) {
        System.out.println("lookup " + name + " initialized");
        return 5;
    }

    static void run() throws Throwable {
        ints();
        longs();
        floats();
        smallInts();
        booleans();
        objects();
        strings();
        readOnly();
        arrays();
        views();
        exact();
        describe();
        lookups();
    }

    static void ints() throws Throwable {
        VarHandle vh = MethodHandles.lookup().findVarHandle(Holder.class, "i", int.class);
        Holder h = new Holder();
        String w = "int conv ";
        vh.set(h, 5);
        // The result of an access without a cast is an Object: boxed.
        System.out.println(w + "concat " + vh.getAndAdd(h, 3) + " " + (int) vh.getAcquire(h));
        Object o = vh.get(h);
        Out.p(w + "as Object", o);
        try { Out.p(w + "as long", (long) vh.get(h)); } catch (Throwable e) { Out.x(w + "as long", e); }
        try { Out.p(w + "as float", (float) vh.get(h)); } catch (Throwable e) { Out.x(w + "as float", e); }
        try { Out.p(w + "as double", (double) vh.getAndAdd(h, 1)); } catch (Throwable e) { Out.x(w + "as double", e); }
        try { Out.p(w + "as Integer", (Integer) vh.get(h)); } catch (Throwable e) { Out.x(w + "as Integer", e); }
        try { Out.p(w + "as Number", (Number) vh.get(h)); } catch (Throwable e) { Out.x(w + "as Number", e); }
        try { Out.p(w + "as Comparable", (Comparable<?>) vh.get(h)); } catch (Throwable e) { Out.x(w + "as Comparable", e); }
        try { Out.p(w + "as short", (short) vh.get(h)); } catch (Throwable e) { Out.x(w + "as short", e); }
        try { Out.p(w + "as Long", (Long) vh.get(h)); } catch (Throwable e) { Out.x(w + "as Long", e); }
        try { Out.p(w + "as String", (String) vh.get(h)); } catch (Throwable e) { Out.x(w + "as String", e); }
        try { Out.p(w + "as boolean", (boolean) vh.get(h)); } catch (Throwable e) { Out.x(w + "as boolean", e); }
        try { vh.set(h, (short) -3); Out.v(w + "set short", h.i); } catch (Throwable e) { Out.x(w + "set short", e); }
        try { vh.set(h, (byte) -4); Out.v(w + "set byte", h.i); } catch (Throwable e) { Out.x(w + "set byte", e); }
        try { vh.set(h, 'A'); Out.v(w + "set char", h.i); } catch (Throwable e) { Out.x(w + "set char", e); }
        try { vh.set(h, 5L); Out.v(w + "set long", h.i); } catch (Throwable e) { Out.x(w + "set long", e); }
        try { vh.set(h, 5.0f); Out.v(w + "set float", h.i); } catch (Throwable e) { Out.x(w + "set float", e); }
        try { vh.set(h, true); Out.v(w + "set boolean", h.i); } catch (Throwable e) { Out.x(w + "set boolean", e); }
        try { vh.set(h, Integer.valueOf(40)); Out.v(w + "set Integer", h.i); } catch (Throwable e) { Out.x(w + "set Integer", e); }
        try { vh.set(h, (Object) Integer.valueOf(41)); Out.v(w + "set Object(Integer)", h.i); } catch (Throwable e) { Out.x(w + "set Object(Integer)", e); }
        try { vh.set(h, (Object) Short.valueOf((short) 42)); Out.v(w + "set Object(Short)", h.i); } catch (Throwable e) { Out.x(w + "set Object(Short)", e); }
        try { vh.set(h, (Object) Character.valueOf('+')); Out.v(w + "set Object(Character)", h.i); } catch (Throwable e) { Out.x(w + "set Object(Character)", e); }
        try { vh.set(h, (Number) Byte.valueOf((byte) 44)); Out.v(w + "set Number(Byte)", h.i); } catch (Throwable e) { Out.x(w + "set Number(Byte)", e); }
        try { vh.set(h, (Object) Long.valueOf(43)); Out.v(w + "set Object(Long)", h.i); } catch (Throwable e) { Out.x(w + "set Object(Long)", e); }
        try { vh.set(h, (Object) Boolean.TRUE); Out.v(w + "set Object(Boolean)", h.i); } catch (Throwable e) { Out.x(w + "set Object(Boolean)", e); }
        try { vh.set(h, (Object) "x"); Out.v(w + "set Object(String)", h.i); } catch (Throwable e) { Out.x(w + "set Object(String)", e); }
        try { vh.set(h, (Object) null); Out.v(w + "set Object(null)", h.i); } catch (Throwable e) { Out.x(w + "set Object(null)", e); }
        try { vh.set(h, (Integer) null); Out.v(w + "set Integer(null)", h.i); } catch (Throwable e) { Out.x(w + "set Integer(null)", e); }
        try { vh.set(h, (Short) (short) 45); Out.v(w + "set Short", h.i); } catch (Throwable e) { Out.x(w + "set Short", e); }
        try { vh.set(h, (Long) 46L); Out.v(w + "set Long", h.i); } catch (Throwable e) { Out.x(w + "set Long", e); }
        try { vh.set(h, "s"); Out.v(w + "set String", h.i); } catch (Throwable e) { Out.x(w + "set String", e); }
        try { Out.r(w + "compareAndSet Object", vh.compareAndSet(h, (Object) 45, (Object) 47), h.i); } catch (Throwable e) { Out.x(w + "compareAndSet Object", e); }
        try { Out.r(w + "compareAndSet long", vh.compareAndSet(h, 47, 48L), h.i); } catch (Throwable e) { Out.x(w + "compareAndSet long", e); }
        try { Out.r(w + "getAndAdd char", (int) vh.getAndAdd(h, 'a'), h.i); } catch (Throwable e) { Out.x(w + "getAndAdd char", e); }
        try { Out.r(w + "getAndBitwiseOr Integer", (Integer) vh.getAndBitwiseOr(h, (Integer) 256), h.i); } catch (Throwable e) { Out.x(w + "getAndBitwiseOr Integer", e); }
        // A statement: the call site returns void, the result is dropped.
        vh.getAndAdd(h, 1000);
        Out.v(w + "getAndAdd statement", h.i);
        vh.compareAndExchange(h, h.i, -1);
        Out.v(w + "compareAndExchange statement", h.i);
        // The receiver: cast, then checked for null.
        try { Out.p(w + "receiver Object", (int) vh.get((Object) h)); } catch (Throwable e) { Out.x(w + "receiver Object", e); }
        try { Out.p(w + "receiver wrong class", (int) vh.get((Object) new Sub())); } catch (Throwable e) { Out.x(w + "receiver wrong class", e); }
        try { Out.p(w + "receiver null", (int) vh.get((Holder) null)); } catch (Throwable e) { Out.x(w + "receiver null", e); }
        try { vh.set((Holder) null, 1); } catch (Throwable e) { Out.x(w + "set receiver null", e); }
        try { vh.set((Holder) null, (Object) "x"); } catch (Throwable e) { Out.x(w + "set receiver null, value String", e); }
        try { Out.p(w + "receiver int", (int) vh.get(1)); } catch (Throwable e) { Out.x(w + "receiver int", e); }
        try { Out.p(w + "no receiver", (int) vh.get()); } catch (Throwable e) { Out.x(w + "no receiver", e); }
        try { Out.p(w + "extra argument", (int) vh.get(h, 1)); } catch (Throwable e) { Out.x(w + "extra argument", e); }
        try { vh.set(h); } catch (Throwable e) { Out.x(w + "set without value", e); }
        VarHandle st = MethodHandles.lookup().findStaticVarHandle(Holder.class, "si", int.class);
        try { st.set(h, 1); } catch (Throwable e) { Out.x(w + "static with receiver", e); }
        st.set((byte) 9);
        Out.r(w + "static getAndAdd Object", st.getAndAdd((Object) 1), Holder.si);
    }

    static void longs() throws Throwable {
        VarHandle vh = MethodHandles.lookup().findVarHandle(Holder.class, "j", long.class);
        Holder h = new Holder();
        String w = "long conv ";
        try { vh.set(h, -1); Out.v(w + "set int -1", h.j); } catch (Throwable e) { Out.x(w + "set int -1", e); }
        try { vh.set(h, Integer.MIN_VALUE); Out.v(w + "set int MIN", h.j); } catch (Throwable e) { Out.x(w + "set int MIN", e); }
        try { vh.set(h, 'z'); Out.v(w + "set char", h.j); } catch (Throwable e) { Out.x(w + "set char", e); }
        try { vh.set(h, (Object) 7); Out.v(w + "set Object(Integer)", h.j); } catch (Throwable e) { Out.x(w + "set Object(Integer)", e); }
        try { vh.set(h, (Integer) (-8)); Out.v(w + "set Integer", h.j); } catch (Throwable e) { Out.x(w + "set Integer", e); }
        try { Out.r(w + "getAndAdd int -1", (long) vh.getAndAdd(h, -1), h.j); } catch (Throwable e) { Out.x(w + "getAndAdd int -1", e); }
        try { Out.r(w + "compareAndSet ints", vh.compareAndSet(h, -9, 1 << 30), h.j); } catch (Throwable e) { Out.x(w + "compareAndSet ints", e); }
        try { Out.r(w + "getAndBitwiseXor int", (long) vh.getAndBitwiseXor(h, -1), h.j); } catch (Throwable e) { Out.x(w + "getAndBitwiseXor int", e); }
        try { Out.r(w + "getAndSet as double", (double) vh.getAndSet(h, 1L << 53 | 1), h.j); } catch (Throwable e) { Out.x(w + "getAndSet as double", e); }
        try { Out.r(w + "get as float", (float) vh.get(h), h.j); } catch (Throwable e) { Out.x(w + "get as float", e); }
        try { Out.r(w + "get as Object", vh.get(h), h.j); } catch (Throwable e) { Out.x(w + "get as Object", e); }
        try { Out.r(w + "get as int", (int) vh.get(h), h.j); } catch (Throwable e) { Out.x(w + "get as int", e); }
        try { Out.r(w + "get as Integer", (Integer) vh.get(h), h.j); } catch (Throwable e) { Out.x(w + "get as Integer", e); }
        try { vh.set(h, 1.0); Out.v(w + "set double", h.j); } catch (Throwable e) { Out.x(w + "set double", e); }
        try { vh.set(h, (Object) 1.0); Out.v(w + "set Object(Double)", h.j); } catch (Throwable e) { Out.x(w + "set Object(Double)", e); }
        // Long values around the cache: identity of the boxes.
        vh.set(h, 127L);
        Object a = vh.get(h), b = vh.get(h);
        System.out.println(w + "boxes of 127 identical: " + (a == b));
        vh.set(h, 128L);
        a = vh.get(h);
        b = vh.get(h);
        System.out.println(w + "boxes of 128 identical: " + (a == b));
    }

    static void floats() throws Throwable {
        VarHandle vf = MethodHandles.lookup().findVarHandle(Holder.class, "f", float.class);
        VarHandle vd = MethodHandles.lookup().findVarHandle(Holder.class, "d", double.class);
        Holder h = new Holder();
        String w = "float conv ";
        try { vf.set(h, 16777217); Out.v(w + "set int", h.f); } catch (Throwable e) { Out.x(w + "set int", e); }
        try { vf.set(h, Long.MAX_VALUE); Out.v(w + "set long", h.f); } catch (Throwable e) { Out.x(w + "set long", e); }
        try { vf.set(h, 0.1); Out.v(w + "set double", h.f); } catch (Throwable e) { Out.x(w + "set double", e); }
        try { Out.r(w + "getAndAdd int", (float) vf.getAndAdd(h, 3), h.f); } catch (Throwable e) { Out.x(w + "getAndAdd int", e); }
        try { Out.r(w + "get as double", (double) vf.get(h), h.f); } catch (Throwable e) { Out.x(w + "get as double", e); }
        try { Out.r(w + "get as Object", vf.get(h), h.f); } catch (Throwable e) { Out.x(w + "get as Object", e); }
        try { Out.r(w + "get as long", (long) vf.get(h), h.f); } catch (Throwable e) { Out.x(w + "get as long", e); }
        try { vf.set(h, (Object) 2.5f); Out.v(w + "set Object(Float)", h.f); } catch (Throwable e) { Out.x(w + "set Object(Float)", e); }
        try { vf.set(h, (Object) 2.5); Out.v(w + "set Object(Double)", h.f); } catch (Throwable e) { Out.x(w + "set Object(Double)", e); }
        try { vf.set(h, (Object) 3); Out.v(w + "set Object(Integer)", h.f); } catch (Throwable e) { Out.x(w + "set Object(Integer)", e); }
        try { Out.r(w + "compareAndSet NaNs", vf.compareAndSet(h, h.f, Float.intBitsToFloat(0x7fc00001)), Float.floatToRawIntBits(h.f)); } catch (Throwable e) { Out.x(w + "compareAndSet NaNs", e); }
        try { Out.r(w + "compareAndSet other NaN", vf.compareAndSet(h, Float.NaN, 1f), Float.floatToRawIntBits(h.f)); } catch (Throwable e) { Out.x(w + "compareAndSet other NaN", e); }
        try { Out.r(w + "getAndSet raw NaN", Float.floatToRawIntBits((float) vf.getAndSet(h, 0f)), h.f); } catch (Throwable e) { Out.x(w + "getAndSet raw NaN", e); }
        w = "double conv ";
        try { vd.set(h, 0.1f); Out.v(w + "set float", h.d); } catch (Throwable e) { Out.x(w + "set float", e); }
        try { vd.set(h, -3); Out.v(w + "set int", h.d); } catch (Throwable e) { Out.x(w + "set int", e); }
        try { vd.set(h, (1L << 60) + 1); Out.v(w + "set long", h.d); } catch (Throwable e) { Out.x(w + "set long", e); }
        try { Out.r(w + "getAndAdd float", (double) vd.getAndAdd(h, 0.5f), h.d); } catch (Throwable e) { Out.x(w + "getAndAdd float", e); }
        try { Out.r(w + "compareAndExchange long", (double) vd.compareAndExchange(h, (1L << 60) + 0.5, 7L), h.d); } catch (Throwable e) { Out.x(w + "compareAndExchange long", e); }
        try { Out.r(w + "get as float", (float) vd.get(h), h.d); } catch (Throwable e) { Out.x(w + "get as float", e); }
        try { Out.r(w + "get as Double", (Double) vd.get(h), h.d); } catch (Throwable e) { Out.x(w + "get as Double", e); }
        try { vd.set(h, (Object) 'c'); Out.v(w + "set Object(Character)", h.d); } catch (Throwable e) { Out.x(w + "set Object(Character)", e); }
        try { vd.set(h, (Object) (byte) 2); Out.v(w + "set Object(Byte)", h.d); } catch (Throwable e) { Out.x(w + "set Object(Byte)", e); }
        try { vd.set(h, (Object) 1L); Out.v(w + "set Object(Long)", h.d); } catch (Throwable e) { Out.x(w + "set Object(Long)", e); }
        try { vd.set(h, (Double) null); Out.v(w + "set Double(null)", h.d); } catch (Throwable e) { Out.x(w + "set Double(null)", e); }
    }

    static void smallInts() throws Throwable {
        VarHandle vb = MethodHandles.lookup().findVarHandle(Holder.class, "b", byte.class);
        VarHandle vs = MethodHandles.lookup().findVarHandle(Holder.class, "s", short.class);
        VarHandle vc = MethodHandles.lookup().findVarHandle(Holder.class, "c", char.class);
        Holder h = new Holder();
        String w = "small conv ";
        try { vb.set(h, 1); Out.v(w + "byte set int", h.b); } catch (Throwable e) { Out.x(w + "byte set int", e); }
        try { vb.set(h, (byte) -1); Out.v(w + "byte set byte", h.b); } catch (Throwable e) { Out.x(w + "byte set byte", e); }
        try { Out.r(w + "byte get as int", (int) vb.get(h), h.b); } catch (Throwable e) { Out.x(w + "byte get as int", e); }
        try { Out.r(w + "byte get as long", (long) vb.get(h), h.b); } catch (Throwable e) { Out.x(w + "byte get as long", e); }
        try { Out.r(w + "byte get as short", (short) vb.get(h), h.b); } catch (Throwable e) { Out.x(w + "byte get as short", e); }
        try { Out.r(w + "byte get as char", (char) vb.get(h), h.b); } catch (Throwable e) { Out.x(w + "byte get as char", e); }
        try { Out.r(w + "byte get as Object", vb.get(h), h.b); } catch (Throwable e) { Out.x(w + "byte get as Object", e); }
        try { Out.r(w + "byte getAndAdd as int", (int) vb.getAndAdd(h, (byte) -128), h.b); } catch (Throwable e) { Out.x(w + "byte getAndAdd as int", e); }
        try { vb.set(h, (Object) (short) 1); Out.v(w + "byte set Object(Short)", h.b); } catch (Throwable e) { Out.x(w + "byte set Object(Short)", e); }
        try { vb.set(h, (Object) (byte) 3); Out.v(w + "byte set Object(Byte)", h.b); } catch (Throwable e) { Out.x(w + "byte set Object(Byte)", e); }
        try { vs.set(h, (byte) -2); Out.v(w + "short set byte", h.s); } catch (Throwable e) { Out.x(w + "short set byte", e); }
        try { vs.set(h, 'c'); Out.v(w + "short set char", h.s); } catch (Throwable e) { Out.x(w + "short set char", e); }
        try { Out.r(w + "short getAndAdd byte", (short) vs.getAndAdd(h, (byte) -1), h.s); } catch (Throwable e) { Out.x(w + "short getAndAdd byte", e); }
        try { Out.r(w + "short get as double", (double) vs.get(h), h.s); } catch (Throwable e) { Out.x(w + "short get as double", e); }
        try { vc.set(h, (byte) 65); Out.v(w + "char set byte", h.c); } catch (Throwable e) { Out.x(w + "char set byte", e); }
        try { vc.set(h, (char) 0xFFFF); Out.v(w + "char set char", h.c); } catch (Throwable e) { Out.x(w + "char set char", e); }
        try { Out.r(w + "char get as int", (int) vc.get(h), h.c); } catch (Throwable e) { Out.x(w + "char get as int", e); }
        try { Out.r(w + "char get as short", (short) vc.get(h), h.c); } catch (Throwable e) { Out.x(w + "char get as short", e); }
        try { Out.r(w + "char getAndAdd", (char) vc.getAndAdd(h, (char) 2), h.c); } catch (Throwable e) { Out.x(w + "char getAndAdd", e); }
        try { Out.r(w + "char get as Object", vc.get(h), h.c); } catch (Throwable e) { Out.x(w + "char get as Object", e); }
        try { vc.set(h, (Object) 'q'); Out.v(w + "char set Object(Character)", h.c); } catch (Throwable e) { Out.x(w + "char set Object(Character)", e); }
        try { vc.set(h, (Object) 113); Out.v(w + "char set Object(Integer)", h.c); } catch (Throwable e) { Out.x(w + "char set Object(Integer)", e); }
        try { vc.set(h, (Comparable<?>) 'r'); Out.v(w + "char set Comparable(Character)", h.c); } catch (Throwable e) { Out.x(w + "char set Comparable(Character)", e); }
    }

    static void booleans() throws Throwable {
        VarHandle vz = MethodHandles.lookup().findVarHandle(Holder.class, "z", boolean.class);
        Holder h = new Holder();
        String w = "boolean conv ";
        try { vz.set(h, 1); Out.v(w + "set int", h.z); } catch (Throwable e) { Out.x(w + "set int", e); }
        try { vz.set(h, (Object) Boolean.TRUE); Out.v(w + "set Object(Boolean)", h.z); } catch (Throwable e) { Out.x(w + "set Object(Boolean)", e); }
        try { vz.set(h, (Object) 1); Out.v(w + "set Object(Integer)", h.z); } catch (Throwable e) { Out.x(w + "set Object(Integer)", e); }
        try { vz.set(h, (Object) null); Out.v(w + "set Object(null)", h.z); } catch (Throwable e) { Out.x(w + "set Object(null)", e); }
        try { Out.r(w + "get as Object", vz.get(h), h.z); } catch (Throwable e) { Out.x(w + "get as Object", e); }
        Object a = vz.get(h);
        System.out.println(w + "box is Boolean.TRUE: " + (a == Boolean.TRUE));
        try { Out.r(w + "get as int", (int) vz.get(h), h.z); } catch (Throwable e) { Out.x(w + "get as int", e); }
        try { Out.r(w + "getAndBitwiseXor Boolean", (Boolean) vz.getAndBitwiseXor(h, Boolean.TRUE), h.z); } catch (Throwable e) { Out.x(w + "getAndBitwiseXor Boolean", e); }
    }

    static void objects() throws Throwable {
        VarHandle vo = MethodHandles.lookup().findVarHandle(Holder.class, "obj", Object.class);
        VarHandle vn = MethodHandles.lookup().findVarHandle(Holder.class, "num", Number.class);
        VarHandle vi = MethodHandles.lookup().findVarHandle(Holder.class, "boxed", Integer.class);
        Holder h = new Holder();
        String w = "Object conv ";
        // Boxing an argument goes through valueOf: the cached boxes are
        // identical, so a compare-and-set by identity succeeds on them.
        try { vo.set(h, 100); Out.v(w + "set int 100", h.obj); } catch (Throwable e) { Out.x(w + "set int 100", e); }
        try { Out.r(w + "compareAndSet 100", vo.compareAndSet(h, 100, 101), h.obj); } catch (Throwable e) { Out.x(w + "compareAndSet 100", e); }
        try { vo.set(h, 1000); Out.v(w + "set int 1000", h.obj); } catch (Throwable e) { Out.x(w + "set int 1000", e); }
        try { Out.r(w + "compareAndSet 1000", vo.compareAndSet(h, 1000, 1001), h.obj); } catch (Throwable e) { Out.x(w + "compareAndSet 1000", e); }
        try { Out.r(w + "compareAndExchange 1000", vo.compareAndExchange(h, 1000, 'c'), h.obj); } catch (Throwable e) { Out.x(w + "compareAndExchange 1000", e); }
        try { Out.r(w + "getAndSet double", vo.getAndSet(h, 2.5), h.obj); } catch (Throwable e) { Out.x(w + "getAndSet double", e); }
        try { Out.r(w + "getAndSet long as double", (double) vo.getAndSet(h, 3L), h.obj); } catch (Throwable e) { Out.x(w + "getAndSet long as double", e); }
        try { Out.r(w + "getAndSet as long", (long) vo.getAndSet(h, (short) 4), h.obj); } catch (Throwable e) { Out.x(w + "getAndSet as long", e); }
        try { Out.r(w + "getAndSet as int", (int) vo.getAndSet(h, 'x'), h.obj); } catch (Throwable e) { Out.x(w + "getAndSet as int", e); }
        try { Out.r(w + "getAndSet as char", (char) vo.getAndSet(h, true), h.obj); } catch (Throwable e) { Out.x(w + "getAndSet as char", e); }
        try { Out.r(w + "getAndSet as boolean", (boolean) vo.getAndSet(h, (Object) null), h.obj); } catch (Throwable e) { Out.x(w + "getAndSet as boolean", e); }
        try { Out.r(w + "get as int (null)", (int) vo.get(h), h.obj); } catch (Throwable e) { Out.x(w + "get as int (null)", e); }
        try { Out.r(w + "get as String (null)", (String) vo.get(h), h.obj); } catch (Throwable e) { Out.x(w + "get as String (null)", e); }
        try { vo.set(h, new int[] {1, 2}); Out.p(w + "set int[]", ((int[]) h.obj).length); } catch (Throwable e) { Out.x(w + "set int[]", e); }
        try { Out.r(w + "get as int[]", ((int[]) vo.get(h))[1], h.obj.getClass().getName()); } catch (Throwable e) { Out.x(w + "get as int[]", e); }
        try { Out.r(w + "get as String", (String) vo.get(h), h.obj.getClass().getName()); } catch (Throwable e) { Out.x(w + "get as String", e); }
        try { Out.r(w + "get as long[]", (long[]) vo.get(h), h.obj.getClass().getName()); } catch (Throwable e) { Out.x(w + "get as long[]", e); }
        try { Out.r(w + "getAndAdd", vo.getAndAdd(h, 1), h.obj.getClass().getName()); } catch (Throwable e) { Out.x(w + "getAndAdd", e); }
        try { Out.r(w + "getAndBitwiseOr", vo.getAndBitwiseOr(h, 1), h.obj.getClass().getName()); } catch (Throwable e) { Out.x(w + "getAndBitwiseOr", e); }
        w = "Number conv ";
        try { vn.set(h, 5); Out.v(w + "set int", h.num); } catch (Throwable e) { Out.x(w + "set int", e); }
        try { vn.set(h, 5.5f); Out.v(w + "set float", h.num); } catch (Throwable e) { Out.x(w + "set float", e); }
        try { vn.set(h, 'c'); Out.v(w + "set char", h.num); } catch (Throwable e) { Out.x(w + "set char", e); }
        try { vn.set(h, false); Out.v(w + "set boolean", h.num); } catch (Throwable e) { Out.x(w + "set boolean", e); }
        try { vn.set(h, (Object) "s"); Out.v(w + "set Object(String)", h.num); } catch (Throwable e) { Out.x(w + "set Object(String)", e); }
        try { Out.r(w + "get as double", (double) vn.get(h), h.num); } catch (Throwable e) { Out.x(w + "get as double", e); }
        try { Out.r(w + "get as int", (int) vn.get(h), h.num); } catch (Throwable e) { Out.x(w + "get as int", e); }
        try { Out.r(w + "get as char", (char) vn.get(h), h.num); } catch (Throwable e) { Out.x(w + "get as char", e); }
        try { Out.r(w + "get as Float", (Float) vn.get(h), h.num); } catch (Throwable e) { Out.x(w + "get as Float", e); }
        try { Out.r(w + "get as Integer", (Integer) vn.get(h), h.num); } catch (Throwable e) { Out.x(w + "get as Integer", e); }
        w = "Integer conv ";
        try { vi.set(h, 6); Out.v(w + "set int", h.boxed); } catch (Throwable e) { Out.x(w + "set int", e); }
        try { vi.set(h, (short) 6); Out.v(w + "set short", h.boxed); } catch (Throwable e) { Out.x(w + "set short", e); }
        try { vi.set(h, 6L); Out.v(w + "set long", h.boxed); } catch (Throwable e) { Out.x(w + "set long", e); }
        try { Out.r(w + "get as long", (long) vi.get(h), h.boxed); } catch (Throwable e) { Out.x(w + "get as long", e); }
        try { Out.r(w + "get as short", (short) vi.get(h), h.boxed); } catch (Throwable e) { Out.x(w + "get as short", e); }
        try { Out.r(w + "compareAndSet ints", vi.compareAndSet(h, 6, 7), h.boxed); } catch (Throwable e) { Out.x(w + "compareAndSet ints", e); }
        try { Out.r(w + "getAndAdd", vi.getAndAdd(h, 1), h.boxed); } catch (Throwable e) { Out.x(w + "getAndAdd", e); }
    }

    static void strings() throws Throwable {
        VarHandle vs = MethodHandles.lookup().findVarHandle(Holder.class, "str", String.class);
        Holder h = new Holder();
        String w = "String conv ";
        String one = "one";
        vs.set(h, one);
        // Compare-and-set compares references.
        try { Out.r(w + "compareAndSet equal copy", vs.compareAndSet(h, new String("one"), "two"), h.str); } catch (Throwable e) { Out.x(w + "compareAndSet equal copy", e); }
        try { Out.r(w + "compareAndSet same", vs.compareAndSet(h, one, "two"), h.str); } catch (Throwable e) { Out.x(w + "compareAndSet same", e); }
        try { Out.r(w + "compareAndExchange copy", (String) vs.compareAndExchange(h, new String("two"), "three"), h.str); } catch (Throwable e) { Out.x(w + "compareAndExchange copy", e); }
        try { vs.set(h, (Object) "four"); Out.v(w + "set Object(String)", h.str); } catch (Throwable e) { Out.x(w + "set Object(String)", e); }
        try { vs.set(h, (Object) 5); Out.v(w + "set Object(Integer)", h.str); } catch (Throwable e) { Out.x(w + "set Object(Integer)", e); }
        try { vs.set(h, (CharSequence) new StringBuilder("sb")); Out.v(w + "set CharSequence(StringBuilder)", h.str); } catch (Throwable e) { Out.x(w + "set CharSequence(StringBuilder)", e); }
        try { vs.set(h, 5); Out.v(w + "set int", h.str); } catch (Throwable e) { Out.x(w + "set int", e); }
        try { vs.set(h, (Integer) 5); Out.v(w + "set Integer", h.str); } catch (Throwable e) { Out.x(w + "set Integer", e); }
        try { Out.r(w + "get as Object", vs.get(h), h.str); } catch (Throwable e) { Out.x(w + "get as Object", e); }
        try { Out.r(w + "get as CharSequence", (CharSequence) vs.get(h), h.str); } catch (Throwable e) { Out.x(w + "get as CharSequence", e); }
        try { Out.r(w + "get as Integer", (Integer) vs.get(h), h.str); } catch (Throwable e) { Out.x(w + "get as Integer", e); }
        try { Out.r(w + "get as int", (int) vs.get(h), h.str); } catch (Throwable e) { Out.x(w + "get as int", e); }
        try { Out.r(w + "compareAndSet Objects", vs.compareAndSet(h, (Object) h.str, (Object) 6), h.str); } catch (Throwable e) { Out.x(w + "compareAndSet Objects", e); }
        vs.set(h, (String) null);
        try { Out.r(w + "get null as Integer", (Integer) vs.get(h), h.str); } catch (Throwable e) { Out.x(w + "get null as Integer", e); }
    }

    static void readOnly() throws Throwable {
        VarHandle fi = MethodHandles.lookup().findVarHandle(Holder.class, "fi", int.class);
        VarHandle fs = MethodHandles.lookup().findVarHandle(Holder.class, "fstr", String.class);
        VarHandle sfj = MethodHandles.lookup().findStaticVarHandle(Holder.class, "SFJ", long.class);
        Holder h = new Holder();
        String w = "final ";
        try { Out.p(w + "int get", (int) fi.get(h)); } catch (Throwable e) { Out.x(w + "int get", e); }
        try { Out.p(w + "int getVolatile", (int) fi.getVolatile(h)); } catch (Throwable e) { Out.x(w + "int getVolatile", e); }
        try { Out.p(w + "int getAcquire as long", (long) fi.getAcquire(h)); } catch (Throwable e) { Out.x(w + "int getAcquire as long", e); }
        try { Out.p(w + "int getOpaque as Object", fi.getOpaque(h)); } catch (Throwable e) { Out.x(w + "int getOpaque as Object", e); }
        try { fi.set(h, 8); Out.v(w + "int set", h.fi); } catch (Throwable e) { Out.x(w + "int set", e); }
        try { fi.setVolatile(h, 8L); Out.v(w + "int setVolatile long", h.fi); } catch (Throwable e) { Out.x(w + "int setVolatile long", e); }
        try { Out.p(w + "int compareAndSet", fi.compareAndSet(h, 7, 8)); } catch (Throwable e) { Out.x(w + "int compareAndSet", e); }
        try { Out.p(w + "int getAndAdd", (int) fi.getAndAdd(h, 1)); } catch (Throwable e) { Out.x(w + "int getAndAdd", e); }
        try { Out.p(w + "String get", (String) fs.get(h)); } catch (Throwable e) { Out.x(w + "String get", e); }
        try { Out.p(w + "String getAndSet", (String) fs.getAndSet(h, "x")); } catch (Throwable e) { Out.x(w + "String getAndSet", e); }
        try { Out.p(w + "static long get", (long) sfj.get()); } catch (Throwable e) { Out.x(w + "static long get", e); }
        try { Out.p(w + "static long getVolatile as double", (double) sfj.getVolatile()); } catch (Throwable e) { Out.x(w + "static long getVolatile as double", e); }
        try { sfj.setRelease(1L); Out.p(w + "static long setRelease", Holder.SFJ); } catch (Throwable e) { Out.x(w + "static long setRelease", e); }
        try { Out.p(w + "static long weakCompareAndSet", sfj.weakCompareAndSet(99L, 1L)); } catch (Throwable e) { Out.x(w + "static long weakCompareAndSet", e); }
    }

    static void arrays() throws Throwable {
        VarHandle ints = MethodHandles.arrayElementVarHandle(int[].class);
        VarHandle objs = MethodHandles.arrayElementVarHandle(Object[].class);
        VarHandle strs = MethodHandles.arrayElementVarHandle(String[].class);
        VarHandle longs = MethodHandles.arrayElementVarHandle(long[].class);
        VarHandle bools = MethodHandles.arrayElementVarHandle(boolean[].class);
        int[] a = {10, 20, 30};
        String w = "array ";
        // The index converts like any argument.
        try { Out.p(w + "index short", (int) ints.get(a, (short) 1)); } catch (Throwable e) { Out.x(w + "index short", e); }
        try { Out.p(w + "index char", (int) ints.get(a, (char) 2)); } catch (Throwable e) { Out.x(w + "index char", e); }
        try { Out.p(w + "index byte", (int) ints.get(a, (byte) 0)); } catch (Throwable e) { Out.x(w + "index byte", e); }
        try { Out.p(w + "index Integer", (int) ints.get(a, Integer.valueOf(1))); } catch (Throwable e) { Out.x(w + "index Integer", e); }
        try { Out.p(w + "index Object(Short)", (int) ints.get(a, (Object) (short) 2)); } catch (Throwable e) { Out.x(w + "index Object(Short)", e); }
        try { Out.p(w + "index long", (int) ints.get(a, 1L)); } catch (Throwable e) { Out.x(w + "index long", e); }
        try { Out.p(w + "index Object(Long)", (int) ints.get(a, (Object) 1L)); } catch (Throwable e) { Out.x(w + "index Object(Long)", e); }
        try { Out.p(w + "array as Object", (int) ints.get((Object) a, 1)); } catch (Throwable e) { Out.x(w + "array as Object", e); }
        try { Out.p(w + "wrong array", (int) ints.get((Object) new long[3], 1)); } catch (Throwable e) { Out.x(w + "wrong array", e); }
        try { Out.p(w + "array long[]", (int) ints.get(new long[3], 1)); } catch (Throwable e) { Out.x(w + "array long[]", e); }
        // Bounds and null, for the plain and the other modes.
        for (int i : new int[] {-1, 3, Integer.MIN_VALUE}) {
            try { Out.p(w + "get " + i, (int) ints.get(a, i)); } catch (Throwable e) { Out.x(w + "get " + i, e); }
            try { ints.set(a, i, 1); } catch (Throwable e) { Out.x(w + "set " + i, e); }
            try { Out.p(w + "getVolatile " + i, (int) ints.getVolatile(a, i)); } catch (Throwable e) { Out.x(w + "getVolatile " + i, e); }
            try { Out.p(w + "getAndAdd " + i, (int) ints.getAndAdd(a, i, 1)); } catch (Throwable e) { Out.x(w + "getAndAdd " + i, e); }
        }
        try { Out.p(w + "null get", (int) ints.get((int[]) null, 0)); } catch (Throwable e) { Out.x(w + "null get", e); }
        try { ints.set((int[]) null, 0, 1); } catch (Throwable e) { Out.x(w + "null set", e); }
        try { Out.p(w + "null getOpaque", (int) ints.getOpaque((int[]) null, 0)); } catch (Throwable e) { Out.x(w + "null getOpaque", e); }
        try { Out.p(w + "null boolean get", (boolean) bools.get((boolean[]) null, 0)); } catch (Throwable e) { Out.x(w + "null boolean get", e); }
        try { Out.p(w + "null long set", (long) longs.getAndSet((long[]) null, 0, 1L)); } catch (Throwable e) { Out.x(w + "null long getAndSet", e); }
        try { longs.set((long[]) null, 0, 1L); } catch (Throwable e) { Out.x(w + "null long set", e); }
        try { Out.p(w + "null Object get", objs.get((Object[]) null, 0)); } catch (Throwable e) { Out.x(w + "null Object get", e); }
        try { objs.set((Object[]) null, 0, "x"); } catch (Throwable e) { Out.x(w + "null Object set", e); }
        try { Out.p(w + "null index and value", (int) ints.getAndAdd((int[]) null, 9, (Object) "x")); } catch (Throwable e) { Out.x(w + "null index and value", e); }
        // An Object[] handle on a String[]: stores are checked.
        Object[] sa = new String[] {"a", "b", "c"};
        try { objs.set(sa, 0, "A"); Out.p(w + "String[] set String", sa[0]); } catch (Throwable e) { Out.x(w + "String[] set String", e); }
        try { objs.set(sa, 0, 1); Out.p(w + "String[] set Integer", sa[0]); } catch (Throwable e) { Out.x(w + "String[] set Integer", e); }
        try { objs.setVolatile(sa, 0, 1); Out.p(w + "String[] setVolatile Integer", sa[0]); } catch (Throwable e) { Out.x(w + "String[] setVolatile Integer", e); }
        try { Out.p(w + "String[] compareAndSet Integer", objs.compareAndSet(sa, 0, "zz", 1)); } catch (Throwable e) { Out.x(w + "String[] compareAndSet Integer", e); }
        try { Out.p(w + "String[] getAndSet Integer", objs.getAndSet(sa, 1, 1)); } catch (Throwable e) { Out.x(w + "String[] getAndSet Integer", e); }
        try { Out.p(w + "String[] getAndSet null", objs.getAndSet(sa, 1, (Object) null)); } catch (Throwable e) { Out.x(w + "String[] getAndSet null", e); }
        try { Out.p(w + "String[] set 5 Integer", objs.getAndSet(sa, 5, 1)); } catch (Throwable e) { Out.x(w + "String[] set 5 Integer", e); }
        try { Out.p(w + "String[] get", objs.getVolatile(sa, 0)); } catch (Throwable e) { Out.x(w + "String[] get", e); }
        try { Out.p(w + "String[] handle on Object[]", (String) strs.get(new Object[] {"o"}, 0)); } catch (Throwable e) { Out.x(w + "String[] handle on Object[]", e); }
        try { strs.set(new String[1], 0, (Object) 1); } catch (Throwable e) { Out.x(w + "String[] handle set Integer", e); }
        // The reported case: setVolatile then getVolatile of an Object[] element.
        Object[] oa = new Object[3];
        objs.setVolatile(oa, 1, "v");
        Out.p(w + "Object[] getVolatile", objs.getVolatile(oa, 1));
        objs.setVolatile(oa, 2, 42);
        Out.p(w + "Object[] getVolatile boxed", objs.getVolatile(oa, 2));
        objs.setVolatile(oa, 0, 4.25);
        Out.p(w + "Object[] getVolatile as double", (double) objs.getVolatile(oa, 0));
        Out.p(w + "Object[] getVolatile as int", (int) objs.getVolatile(oa, 2));
        long[] la = new long[2];
        longs.setVolatile(la, 1, -1);
        Out.p(w + "long[] setVolatile int", la[1]);
        Out.p(w + "long[] getAndAdd", (long) longs.getAndAdd(la, 1, 2));
        Out.p(w + "long[] after", la[1] + " " + la[0]);
    }

    static void views() throws Throwable {
        VarHandle le = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
        VarHandle be = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
        VarHandle sh = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
        byte[] a = new byte[10];
        String w = "view ";
        try { le.set(a, 1, 0x01020304); Out.v(w + "int set misaligned", Out.hex(a)); } catch (Throwable e) { Out.x(w + "int set misaligned", e); }
        try { Out.p(w + "int get misaligned", (int) le.get(a, 1)); } catch (Throwable e) { Out.x(w + "int get misaligned", e); }
        try { Out.p(w + "int getVolatile misaligned", (int) le.getVolatile(a, 1)); } catch (Throwable e) { Out.x(w + "int getVolatile misaligned", e); }
        try { Out.p(w + "int compareAndSet misaligned", le.compareAndSet(a, 2, 0, 1)); } catch (Throwable e) { Out.x(w + "int compareAndSet misaligned", e); }
        try { Out.p(w + "int getAndAdd aligned", (int) le.getAndAdd(a, 4, 0x100)); Out.v(w + "int getAndAdd aligned", Out.hex(a)); } catch (Throwable e) { Out.x(w + "int getAndAdd aligned", e); }
        try { Out.p(w + "int get last", (int) le.get(a, 6)); } catch (Throwable e) { Out.x(w + "int get last", e); }
        try { Out.p(w + "int get past last", (int) le.get(a, 7)); } catch (Throwable e) { Out.x(w + "int get past last", e); }
        try { Out.p(w + "int getVolatile past last", (int) le.getVolatile(a, 9)); } catch (Throwable e) { Out.x(w + "int getVolatile past last", e); }
        try { Out.p(w + "int get -1", (int) le.get(a, -1)); } catch (Throwable e) { Out.x(w + "int get -1", e); }
        try { Out.p(w + "int get null", (int) le.get((byte[]) null, 0)); } catch (Throwable e) { Out.x(w + "int get null", e); }
        try { Out.p(w + "int get short[]", (int) le.get((Object) new short[4], 0)); } catch (Throwable e) { Out.x(w + "int get short[]", e); }
        try { Out.p(w + "int get as long", (long) le.get(a, 0)); } catch (Throwable e) { Out.x(w + "int get as long", e); }
        try { Out.p(w + "int get as Object", le.get(a, 0)); } catch (Throwable e) { Out.x(w + "int get as Object", e); }
        try { le.set(a, 0, (short) -1); Out.v(w + "int set short", Out.hex(a)); } catch (Throwable e) { Out.x(w + "int set short", e); }
        try { be.set(a, 2, -2); Out.v(w + "long set int", Out.hex(a)); } catch (Throwable e) { Out.x(w + "long set int", e); }
        try { Out.p(w + "long getAndBitwiseAnd misaligned", (long) be.getAndBitwiseAnd(a, 2, 0xFFL)); } catch (Throwable e) { Out.x(w + "long getAndBitwiseAnd misaligned", e); }
        try { Out.p(w + "long get 3", (long) be.get(a, 3)); } catch (Throwable e) { Out.x(w + "long get 3", e); }
        try { Out.p(w + "short getVolatile misaligned", (short) sh.getVolatile(a, 3)); } catch (Throwable e) { Out.x(w + "short getVolatile misaligned", e); }
        try { Out.p(w + "short compareAndSet misaligned", sh.compareAndSet(a, 3, (short) 0, (short) 1)); } catch (Throwable e) { Out.x(w + "short compareAndSet misaligned", e); }
        try { Out.p(w + "short get 9", (short) sh.get(a, 9)); } catch (Throwable e) { Out.x(w + "short get 9", e); }
        try { Out.p(w + "short get 8", (short) sh.get(a, 8)); } catch (Throwable e) { Out.x(w + "short get 8", e); }
        try { Out.p(w + "long get 0 of byte[2]", (long) be.get(new byte[2], 0)); } catch (Throwable e) { Out.x(w + "long get 0 of byte[2]", e); }
        try { MethodHandles.byteArrayViewVarHandle(byte[].class, ByteOrder.BIG_ENDIAN); } catch (Throwable e) { Out.x(w + "of byte[]", e); }
        try { MethodHandles.byteArrayViewVarHandle(boolean[].class, ByteOrder.BIG_ENDIAN); } catch (Throwable e) { Out.x(w + "of boolean[]", e); }
        try { MethodHandles.byteArrayViewVarHandle(Object[].class, ByteOrder.BIG_ENDIAN); } catch (Throwable e) { Out.x(w + "of Object[]", e); }
        try { MethodHandles.byteArrayViewVarHandle(int.class, ByteOrder.BIG_ENDIAN); } catch (Throwable e) { Out.x(w + "of int", e); }
        try { MethodHandles.byteArrayViewVarHandle(int[].class, null); } catch (Throwable e) { Out.xc(w + "of null order", e); }
        try { MethodHandles.arrayElementVarHandle(String.class); } catch (Throwable e) { Out.x(w + "element of String", e); }
    }

    static void exact() throws Throwable {
        VarHandle vh = MethodHandles.lookup().findVarHandle(Holder.class, "i", int.class);
        VarHandle ex = vh.withInvokeExactBehavior();
        Holder h = new Holder();
        String w = "exact ";
        Out.p(w + "has", ex.hasInvokeExactBehavior() + " " + vh.hasInvokeExactBehavior() + " " + ex.withInvokeBehavior().hasInvokeExactBehavior());
        try { ex.set(h, 3); Out.v(w + "set", h.i); } catch (Throwable e) { Out.x(w + "set", e); }
        try { Out.p(w + "get", (int) ex.get(h)); } catch (Throwable e) { Out.x(w + "get", e); }
        try { Out.p(w + "get as long", (long) ex.get(h)); } catch (Throwable e) { Out.x(w + "get as long", e); }
        try { Out.p(w + "get as Object", ex.get(h)); } catch (Throwable e) { Out.x(w + "get as Object", e); }
        try { ex.getAndAdd(h, 1); } catch (Throwable e) { Out.x(w + "getAndAdd statement", e); }
        try { ex.set((Object) h, 3); } catch (Throwable e) { Out.x(w + "set Object receiver", e); }
        try { Out.p(w + "getAndAdd", (int) ex.getAndAdd(h, 1)); } catch (Throwable e) { Out.x(w + "getAndAdd", e); }
        try { Out.p(w + "compareAndSet", ex.compareAndSet(h, 4, 5)); } catch (Throwable e) { Out.x(w + "compareAndSet", e); }
        VarHandle fin = MethodHandles.lookup().findVarHandle(Holder.class, "fi", int.class).withInvokeExactBehavior();
        try { fin.set(h, 5L); } catch (Throwable e) { Out.x(w + "final set long", e); }
        try { fin.set(h, 5); } catch (Throwable e) { Out.x(w + "final set int", e); }
        try { throw new WrongMethodTypeException("for the catch"); } catch (WrongMethodTypeException e) { Out.x(w + "class", e); }
    }

    static void describe() throws Throwable {
        VarHandle[] hs = {
            MethodHandles.lookup().findVarHandle(Holder.class, "i", int.class),
            MethodHandles.lookup().findVarHandle(Holder.class, "fstr", String.class),
            MethodHandles.lookup().findStaticVarHandle(Holder.class, "SFJ", long.class),
            MethodHandles.arrayElementVarHandle(Object[].class),
            MethodHandles.arrayElementVarHandle(boolean[][].class),
            MethodHandles.byteArrayViewVarHandle(double[].class, ByteOrder.LITTLE_ENDIAN),
            MethodHandles.byteArrayViewVarHandle(char[].class, ByteOrder.BIG_ENDIAN),
            MethodHandles.lookup().unreflectVarHandle(Holder.class.getDeclaredField("z")),
        };
        for (VarHandle vh : hs) {
            System.out.println("describe " + vh + " varType " + vh.varType().getName() + " coords " + vh.coordinateTypes());
            StringBuilder supported = new StringBuilder();
            for (VarHandle.AccessMode m : VarHandle.AccessMode.values()) {
                supported.append(vh.isAccessModeSupported(m) ? '+' : '-');
            }
            System.out.println("  supports " + supported);
            System.out.println("  " + vh.accessModeType(VarHandle.AccessMode.GET) + " " + vh.accessModeType(VarHandle.AccessMode.SET)
                + " " + vh.accessModeType(VarHandle.AccessMode.COMPARE_AND_SET) + " " + vh.accessModeType(VarHandle.AccessMode.COMPARE_AND_EXCHANGE_ACQUIRE)
                + " " + vh.accessModeType(VarHandle.AccessMode.GET_AND_BITWISE_XOR));
        }
    }

    static void lookups() throws Throwable {
        String w = "lookup ";
        Holder h = new Holder();
        VarHandle vh = MethodHandles.lookup().unreflectVarHandle(Holder.class.getDeclaredField("j"));
        vh.set(h, 12);
        Out.r(w + "unreflected getAndAdd", (long) vh.getAndAdd(h, 1), h.j);
        VarHandle st = MethodHandles.lookup().unreflectVarHandle(Holder.class.getDeclaredField("si"));
        st.set(13);
        Out.r(w + "unreflected static get", (int) st.get(), Holder.si);
        try { MethodHandles.lookup().findVarHandle(Holder.class, "i", long.class); } catch (Throwable e) { Out.x(w + "wrong type", e); }
        try { MethodHandles.lookup().findVarHandle(Holder.class, "nope", int.class); } catch (Throwable e) { Out.x(w + "no field", e); }
        try { MethodHandles.lookup().findVarHandle(Holder.class, "si", int.class); } catch (Throwable e) { Out.xc(w + "static as instance", e); }
        try { MethodHandles.lookup().findStaticVarHandle(Holder.class, "i", int.class); } catch (Throwable e) { Out.xc(w + "instance as static", e); }
        VarHandle late = MethodHandles.lookup().findStaticVarHandle(Late.class, "x", int.class);
        System.out.println(w + "Late handle made " + late.varType());
        Out.p(w + "Late getAndAdd", (int) late.getAndAdd(1));
        VarHandle later = MethodHandles.lookup().findStaticVarHandle(Later.class, "x", int.class);
        System.out.println(w + "Later handle made");
        try { Out.p(w + "Later get as short", (short) later.get()); } catch (Throwable e) { Out.x(w + "Later get as short", e); }
        try { Out.p(w + "Later getAndBitwiseOr Object(String)", later.getAndBitwiseOr((Object) "s")); } catch (Throwable e) { Out.x(w + "Later getAndBitwiseOr Object(String)", e); }
        Out.p(w + "Later get", (int) later.get());
        VarHandle sub = MethodHandles.lookup().findVarHandle(Sub.class, "i", int.class);
        try { Out.p(w + "other class's handle", (int) sub.get((Object) h)); } catch (Throwable e) { Out.x(w + "other class's handle", e); }
    }
}
