// Arrays of every element type: newarray for boolean/byte/char/short/int/
// long/float/double, anewarray, default values, stores with narrowing
// (bastore truncates, boolean arrays), lengths, loops, and array fields.
public class Main {
    static int[] sfield = new int[3];
    Object[] ifield = {"x", 1, 'c'};

    public static void main(String[] args) {
        boolean[] zs = new boolean[3];
        byte[] bs = new byte[3];
        char[] cs = new char[3];
        short[] ss = new short[3];
        int[] is = new int[3];
        long[] ls = new long[3];
        float[] fs = new float[3];
        double[] ds = new double[3];
        String[] strs = new String[3];
        System.out.println("defaults: " + zs[0] + " " + bs[0] + " " + (int) cs[0] + " " + ss[0] + " " + is[0] + " " + ls[0] + " " + fs[0] + " " + ds[0] + " " + strs[0]);
        for (int i = 0; i < 3; i++) {
            zs[i] = i % 2 == 0;
            bs[i] = (byte) (i * 100);
            cs[i] = (char) ('a' + i);
            ss[i] = (short) (i * 20000);
            is[i] = i * 1000000000;
            ls[i] = i * 4000000000L;
            fs[i] = i / 3f;
            ds[i] = i / 3.0;
            strs[i] = "s" + i;
        }
        for (int i = 0; i < 3; i++) {
            System.out.println(i + ": " + zs[i] + " " + bs[i] + " " + cs[i] + " " + ss[i] + " " + is[i] + " " + ls[i] + " " + fs[i] + " " + ds[i] + " " + strs[i]);
        }
        System.out.println("lengths: " + zs.length + bs.length + cs.length + ss.length + is.length + ls.length + fs.length + ds.length + strs.length);
        bs[0] += 200;
        cs[1] += 1;
        ss[2] *= 2;
        is[1] <<= 3;
        ls[2] >>= 1;
        fs[1] *= 3;
        ds[2] -= 1;
        zs[1] |= true;
        zs[0] &= false;
        System.out.println("compound: " + bs[0] + " " + cs[1] + " " + ss[2] + " " + is[1] + " " + ls[2] + " " + fs[1] + " " + ds[2] + " " + zs[1] + " " + zs[0]);
        char[] word = {'h', 'e', 'l', 'l', 'o'};
        System.out.println(word);
        System.out.println("new String(char[]) = " + new String(word, 1, 3) + ", String.valueOf = " + String.valueOf(word));
        int[] init = {5, 4, 3, 2, 1};
        int sum = 0;
        for (int v : init) {
            sum = sum * 10 + v;
        }
        System.out.println("sum = " + sum);
        sfield[2] = 42;
        Main m = new Main();
        m.ifield[0] = "y";
        System.out.println("fields: " + sfield[2] + " " + m.ifield[0] + " " + m.ifield[1] + " " + m.ifield[2] + " " + m.ifield.length);
        Object[] objs = new Integer[2];
        objs[0] = 7;
        System.out.println("Integer[] as Object[]: " + objs[0] + " " + objs[1] + " " + objs.getClass().getSimpleName());
        int[] empty = {};
        System.out.println("empty: " + empty.length);
        byte[] fromString = "Az\u00e9".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        StringBuilder sb = new StringBuilder();
        for (byte b : fromString) {
            sb.append(b).append(',');
        }
        System.out.println("utf8 bytes: " + sb);
    }
}
