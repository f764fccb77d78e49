// Every primitive conversion opcode: i2l i2f i2d l2i l2f l2d f2i f2l f2d
// d2i d2l d2f i2b i2c i2s, plus implicit widening in calls and compound
// assignment narrowing.
public class Main {
    static long widenToLong(int x) { return x; }
    static double widenToDouble(float x) { return x; }
    static float widenLongToFloat(long x) { return x; }

    public static void main(String[] args) {
        int[] ints = {0, 1, -1, 127, 128, 255, 256, -129, 32767, 32768, 65535, 65536, 0x12345678, Integer.MAX_VALUE, Integer.MIN_VALUE, 16777217};
        for (int v : ints) {
            System.out.println(v + ": i2b=" + (byte) v + " i2c=" + (int) (char) v + " i2s=" + (short) v + " i2l=" + (long) v + " i2f=" + (float) v + " i2d=" + (double) v);
        }
        long[] longs = {0L, -1L, 0x1_0000_0001L, Long.MAX_VALUE, Long.MIN_VALUE, 9007199254740993L, 123456789012345678L};
        for (long v : longs) {
            System.out.println(v + ": l2i=" + (int) v + " l2f=" + (float) v + " l2d=" + (double) v + " l2b=" + (byte) v + " l2c=" + (int) (char) v + " l2s=" + (short) v);
        }
        double[] ds = {1.5, -1.5, 1e10, -1e-10, 3.4028235e38, 3.5e38, 1.401298464324817e-45, 7e-46, Double.NaN};
        for (double v : ds) {
            System.out.println(v + ": d2f=" + (float) v + " d2i=" + (int) v + " d2l=" + (long) v + " d2b=" + (byte) v + " d2c=" + (int) (char) v + " d2s=" + (short) v);
        }
        float[] fs = {1.5f, -1.5f, 1e10f, 300.7f, -300.7f, 70000.9f};
        for (float v : fs) {
            System.out.println(v + ": f2i=" + (int) v + " f2l=" + (long) v + " f2d=" + (double) v + " f2b=" + (byte) v + " f2c=" + (int) (char) v + " f2s=" + (short) v);
        }
        System.out.println("widen calls: " + widenToLong(-5) + " " + widenToDouble(0.1f) + " " + widenLongToFloat(Long.MAX_VALUE));
        byte b = 120;
        b += 10;
        System.out.println("byte 120 += 10 -> " + b);
        short s = 32767;
        s++;
        System.out.println("short 32767 ++ -> " + s);
        char c = 'z';
        c += 1;
        System.out.println("char 'z' + 1 -> " + c + " (" + (int) c + ")");
        char c2 = 0;
        c2--;
        System.out.println("char 0 -- -> " + (int) c2);
        b = (byte) 0x80;
        System.out.println("byte 0x80 >>> 1 as int = " + (b >>> 1) + ", as byte = " + (byte) (b >>> 1) + ", & 0xff = " + (b & 0xff));
        int i = 'A' + 2;
        char fromInt = (char) i;
        System.out.println("'A'+2 = " + i + " = " + fromInt);
        long l = 1 << 31;
        long l2 = 1L << 31;
        System.out.println("1<<31 as long = " + l + ", 1L<<31 = " + l2);
        float precise = 0.1f;
        double widened = precise;
        System.out.println("0.1f widened = " + widened + ", back = " + (float) widened);
    }
}
