// Bulk get and put of views of a heap ByteBuffer (asCharBuffer,
// asShortBuffer, asIntBuffer, asLongBuffer, asFloatBuffer,
// asDoubleBuffer) in both byte orders: long enough copies go through
// Unsafe.copyMemory (native order) and Unsafe.copySwapMemory (the other),
// between the byte[] and an array of the view's element type.
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

public class Main {
    public static void main(String[] args) {
        for (ByteOrder order : new ByteOrder[]{ByteOrder.BIG_ENDIAN, ByteOrder.LITTLE_ENDIAN}) {
            byte[] bytes = new byte[64];
            for (int i = 0; i < bytes.length; i++) {
                bytes[i] = (byte) (i * 37 + 11);
            }
            ByteBuffer bb = ByteBuffer.wrap(bytes).order(order);
            System.out.println(order);

            char[] cs = new char[9];
            bb.position(3);
            bb.slice().order(order).asCharBuffer().get(cs, 1, 7);
            System.out.println("chars " + Arrays.toString(toInts(cs)));
            short[] ss = new short[8];
            bb.asShortBuffer().get(ss);
            System.out.println("shorts " + Arrays.toString(ss));
            int[] is = new int[6];
            bb.asIntBuffer().get(is);
            System.out.println("ints " + Arrays.toString(is));
            long[] ls = new long[4];
            bb.asLongBuffer().get(ls);
            System.out.println("longs " + Arrays.toString(ls));
            float[] fs = new float[4];
            bb.asFloatBuffer().get(fs);
            System.out.println("floats " + Arrays.toString(fs));
            double[] ds = new double[4];
            bb.asDoubleBuffer().get(ds);
            System.out.println("doubles " + Arrays.toString(ds));

            bb.clear();
            bb.asCharBuffer().put(new char[]{'a', 'b', '\u00e9', '\u20ac', 'z'});
            bb.asIntBuffer().put(3, new int[]{-1, 0x01020304, Integer.MIN_VALUE, 7}, 0, 4);
            bb.asLongBuffer().put(4, new long[]{0x1122334455667788L, -2, 5, 6});
            bb.asDoubleBuffer().put(6, new double[]{Math.PI, -0.0});
            System.out.println("bytes " + Arrays.toString(bytes));
        }
    }

    static int[] toInts(char[] cs) {
        int[] out = new int[cs.length];
        for (int i = 0; i < cs.length; i++) {
            out[i] = cs[i];
        }
        return out;
    }
}
