package gov.nasa.jpf.vm;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Verify.createFromJSON, as JPF's JSONObject.fillObject does it: a new
 * object of the class (no constructor runs) whose fields, its own and its
 * superclasses', take the values of the JSON object's keys of the same
 * names (numbers, true/false, strings, null, arrays, nested objects;
 * boxed numbers and String from their values). Fields without a key keep
 * their default; keys without a field are ignored.
 *
 * A key's value may be a choice instead: TrueFalse(), IntSet(1, 2, 3),
 * IntInterval(min, max[, delta]), DoubleSet(0.5, 1.5) or
 * DoubleThreshold(low, threshold, high), each made with Verify's data
 * choices (so the model checker explores every value), in the order the
 * fields are filled.
 *
 * In gojpf this runs without scheduling points (it is Verify's code).
 */
final class VerifyJSON {
    private final String s;
    private int pos;

    private VerifyJSON(String s) {
        this.s = s;
    }

    /** A choice written as Name(params…) in place of a value. */
    private static final class Choice {
        final String name;
        final List<Object> params = new ArrayList<>();

        Choice(String name) {
            this.name = name;
        }
    }

    /** JSON null (a Java null is "no key"). */
    private static final Object NULL = new Object();

    static <T> T create(Class<T> clazz, String json) {
        VerifyJSON p = new VerifyJSON(json);
        p.ws();
        Map<String, Object> obj = p.object();
        p.ws();
        if (p.pos != json.length()) {
            throw p.error("text after the object");
        }
        return clazz.cast(fill(clazz, obj));
    }

    // --- parsing ---

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException("Verify.createFromJSON: " + what + " at offset " + pos + " of " + s);
    }

    private void ws() {
        while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) {
            pos++;
        }
    }

    private void expect(char c) {
        ws();
        if (pos >= s.length() || s.charAt(pos) != c) {
            throw error("'" + c + "' expected");
        }
        pos++;
    }

    private boolean peek(char c) {
        ws();
        return pos < s.length() && s.charAt(pos) == c;
    }

    private Map<String, Object> object() {
        expect('{');
        Map<String, Object> m = new LinkedHashMap<>();
        if (peek('}')) {
            pos++;
            return m;
        }
        do {
            ws();
            String key = string();
            expect(':');
            Object v = valueOrChoice();
            if (m.put(key, v) != null) {
                throw error("key \"" + key + "\" twice");
            }
        } while (comma());
        expect('}');
        return m;
    }

    private boolean comma() {
        if (peek(',')) {
            pos++;
            return true;
        }
        return false;
    }

    private Object valueOrChoice() {
        ws();
        int start = pos;
        while (pos < s.length() && Character.isJavaIdentifierPart(s.charAt(pos))) {
            pos++;
        }
        String id = s.substring(start, pos);
        if (!id.isEmpty() && !Character.isDigit(id.charAt(0)) && peek('(')) {
            pos++;
            Choice c = new Choice(id);
            if (!peek(')')) {
                do {
                    c.params.add(value());
                } while (comma());
            }
            expect(')');
            return c;
        }
        pos = start;
        return value();
    }

    private Object value() {
        ws();
        if (pos >= s.length()) {
            throw error("value expected");
        }
        char c = s.charAt(pos);
        if (c == '{') {
            return object();
        }
        if (c == '[') {
            pos++;
            List<Object> l = new ArrayList<>();
            if (!peek(']')) {
                do {
                    l.add(value());
                } while (comma());
            }
            expect(']');
            return l;
        }
        if (c == '"') {
            return string();
        }
        for (String word : new String[] {"true", "false", "null"}) {
            if (s.startsWith(word, pos)) {
                pos += word.length();
                return word.equals("null") ? NULL : Boolean.valueOf(word);
            }
        }
        int start = pos;
        while (pos < s.length() && "+-0123456789.eE".indexOf(s.charAt(pos)) >= 0) {
            pos++;
        }
        try {
            return Double.valueOf(s.substring(start, pos));
        } catch (NumberFormatException e) {
            pos = start;
            throw error("value expected");
        }
    }

    private String string() {
        if (pos >= s.length() || s.charAt(pos) != '"') {
            throw error("string expected");
        }
        pos++;
        StringBuilder b = new StringBuilder();
        while (pos < s.length() && s.charAt(pos) != '"') {
            char c = s.charAt(pos++);
            if (c == '\\' && pos < s.length()) {
                char e = s.charAt(pos++);
                switch (e) {
                case 'n': b.append('\n'); break;
                case 't': b.append('\t'); break;
                case 'r': b.append('\r'); break;
                case 'b': b.append('\b'); break;
                case 'f': b.append('\f'); break;
                case 'u':
                    if (pos + 4 > s.length()) {
                        throw error("bad \\u escape");
                    }
                    b.append((char) Integer.parseInt(s.substring(pos, pos + 4), 16));
                    pos += 4;
                    break;
                default: b.append(e);
                }
            } else {
                b.append(c);
            }
        }
        expect('"');
        return b.toString();
    }

    // --- filling ---

    private static Object fill(Class<?> c, Map<String, Object> obj) {
        Object o = allocate(c);
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            for (Field f : k.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers()) || !obj.containsKey(f.getName())) {
                    continue;
                }
                Object v = obj.get(f.getName());
                if (v instanceof Choice) {
                    v = choose((Choice) v);
                }
                try {
                    f.setAccessible(true);
                    f.set(o, convert(f.getType(), v, f.getName()));
                } catch (IllegalAccessException e) {
                    throw new IllegalArgumentException("Verify.createFromJSON: cannot set " + f, e);
                }
            }
        }
        return o;
    }

    /** A new object of c without running a constructor (as JPF makes it). */
    private static Object allocate(Class<?> c) {
        try {
            Class<?> unsafeClass = Class.forName("sun.misc.Unsafe");
            Field theUnsafe = unsafeClass.getDeclaredField("theUnsafe");
            theUnsafe.setAccessible(true);
            Object unsafe = theUnsafe.get(null);
            return unsafeClass.getMethod("allocateInstance", Class.class).invoke(unsafe, c);
        } catch (ReflectiveOperationException e) {
            throw new IllegalArgumentException("Verify.createFromJSON: cannot make a " + c.getName(), e);
        }
    }

    /** The value of a choice, made with Verify's data choices. */
    private static Object choose(Choice c) {
        double[] p = new double[c.params.size()];
        for (int i = 0; i < p.length; i++) {
            Object v = c.params.get(i);
            if (!(v instanceof Double)) {
                throw new IllegalArgumentException("Verify.createFromJSON: " + c.name + "(…) takes numbers");
            }
            p[i] = (Double) v;
        }
        switch (c.name) {
        case "TrueFalse":
            return Verify.getBoolean();
        case "IntSet": {
            int[] vals = new int[p.length];
            for (int i = 0; i < p.length; i++) {
                vals[i] = (int) p[i];
            }
            return (double) Verify.getIntFromList(vals);
        }
        case "IntInterval": {
            if (p.length != 2 && p.length != 3) {
                break;
            }
            int min = (int) Math.min(p[0], p[1]), max = (int) Math.max(p[0], p[1]);
            int delta = p.length == 3 ? (int) p[2] : 1;
            if (delta == 1) {
                return (double) Verify.getInt(min, max);
            }
            if (delta == 0) {
                break;
            }
            List<Integer> l = new ArrayList<>();
            if (delta > 0) {
                for (long v = min; v <= max; v += delta) {
                    l.add((int) v);
                }
            } else {
                for (long v = max; v >= min; v += delta) {
                    l.add((int) v);
                }
            }
            int[] vals = new int[l.size()];
            for (int i = 0; i < vals.length; i++) {
                vals[i] = l.get(i);
            }
            return (double) Verify.getIntFromList(vals);
        }
        case "DoubleSet":
            return Verify.getDoubleFromList(p);
        case "DoubleThreshold":
            if (p.length != 3) {
                break;
            }
            return Verify.getDoubleFromList(p);
        default:
            throw new IllegalArgumentException("Verify.createFromJSON: unknown choice " + c.name
                    + " (gojpf has TrueFalse, IntSet, IntInterval, DoubleSet, DoubleThreshold)");
        }
        throw new IllegalArgumentException("Verify.createFromJSON: wrong parameters for " + c.name);
    }

    /** v (a parsed JSON value or a choice's) as a value of type t. */
    private static Object convert(Class<?> t, Object v, String where) {
        if (v == NULL) {
            if (t.isPrimitive()) {
                throw new IllegalArgumentException("Verify.createFromJSON: null for " + t + " " + where);
            }
            return null;
        }
        if (t == boolean.class || t == Boolean.class) {
            if (v instanceof Boolean) {
                return v;
            }
        } else if (t == String.class) {
            if (v instanceof String) {
                return v;
            }
            if (v instanceof Double || v instanceof Boolean) {
                return String.valueOf(v);
            }
        } else if (t == char.class || t == Character.class) {
            if (v instanceof String && ((String) v).length() == 1) {
                return ((String) v).charAt(0);
            }
            if (v instanceof Double) {
                return (char) ((Double) v).intValue();
            }
        } else if (v instanceof Double) {
            double d = (Double) v;
            if (t == byte.class || t == Byte.class) {
                return (byte) d;
            } else if (t == short.class || t == Short.class) {
                return (short) d;
            } else if (t == int.class || t == Integer.class) {
                return (int) d;
            } else if (t == long.class || t == Long.class) {
                return (long) d;
            } else if (t == float.class || t == Float.class) {
                return (float) d;
            } else if (t == double.class || t == Double.class) {
                return d;
            }
        } else if (t.isArray() && v instanceof List) {
            List<?> l = (List<?>) v;
            Object arr = Array.newInstance(t.getComponentType(), l.size());
            for (int i = 0; i < l.size(); i++) {
                setElement(arr, i, convert(t.getComponentType(), l.get(i), where + "[" + i + "]"));
            }
            return arr;
        } else if (v instanceof Map && !t.isPrimitive() && !t.isArray()) {
            @SuppressWarnings("unchecked")
            Map<String, Object> m = (Map<String, Object>) v;
            return fill(t, m);
        }
        throw new IllegalArgumentException("Verify.createFromJSON: cannot make a " + t.getName() + " of " + describe(v) + " for " + where);
    }

    /** arr[i] = v, unboxing for arrays of primitives. */
    private static void setElement(Object arr, int i, Object v) {
        if (arr instanceof Object[]) {
            ((Object[]) arr)[i] = v;
        } else if (arr instanceof int[]) {
            ((int[]) arr)[i] = (Integer) v;
        } else if (arr instanceof long[]) {
            ((long[]) arr)[i] = (Long) v;
        } else if (arr instanceof double[]) {
            ((double[]) arr)[i] = (Double) v;
        } else if (arr instanceof float[]) {
            ((float[]) arr)[i] = (Float) v;
        } else if (arr instanceof boolean[]) {
            ((boolean[]) arr)[i] = (Boolean) v;
        } else if (arr instanceof byte[]) {
            ((byte[]) arr)[i] = (Byte) v;
        } else if (arr instanceof short[]) {
            ((short[]) arr)[i] = (Short) v;
        } else {
            ((char[]) arr)[i] = (Character) v;
        }
    }

    private static String describe(Object v) {
        if (v instanceof Map) {
            return "an object";
        }
        if (v instanceof List) {
            return "an array";
        }
        return String.valueOf(v);
    }
}
