// Shift opcodes with count masking (ishl/ishr/iushr use 5 bits, lshl/lshr/
// lushr use 6 bits), and the bit-twiddling methods of Integer and Long.
public class Main {
    public static void main(String[] args) {
        int[] counts = {0, 1, 7, 31, 32, 33, 63, 64, -1, -31, 100};
        int x = 0x8765_4321;
        long y = 0x8765_4321_0FED_CBA9L;
        for (int n : counts) {
            System.out.println("n=" + n + ": x<<n=" + (x << n) + " x>>n=" + (x >> n) + " x>>>n=" + (x >>> n)
                    + " y<<n=" + (y << n) + " y>>n=" + (y >> n) + " y>>>n=" + (y >>> n));
        }
        System.out.println("-1 >>> 28 = " + (-1 >>> 28) + ", -1L >>> 60 = " + (-1L >>> 60) + ", -16 >> 2 = " + (-16 >> 2));
        byte b = -64;
        System.out.println("byte -64 >> 2 = " + (b >> 2) + ", >>> 2 = " + (b >>> 2) + ", (byte)(b >>> 2) = " + (byte) (b >>> 2));
        int v = 0b1011_0000_0000_0000_0000_0000_0001_0110;
        System.out.println("bitCount=" + Integer.bitCount(v) + " nlz=" + Integer.numberOfLeadingZeros(v) + " ntz=" + Integer.numberOfTrailingZeros(v)
                + " highest=" + Integer.highestOneBit(v) + " lowest=" + Integer.lowestOneBit(v));
        System.out.println("reverse=" + Integer.reverse(v) + " reverseBytes=" + Integer.toHexString(Integer.reverseBytes(0x11223344))
                + " rotl=" + Integer.rotateLeft(v, 4) + " rotr=" + Integer.rotateRight(v, 36) + " signum=" + Integer.signum(v));
        long w = 0x00F0_0000_0000_0001L;
        System.out.println("Long bitCount=" + Long.bitCount(w) + " nlz=" + Long.numberOfLeadingZeros(w) + " ntz=" + Long.numberOfTrailingZeros(w << 3)
                + " reverse=" + Long.reverse(w) + " rotl=" + Long.rotateLeft(w, 70));
        System.out.println("nlz(0)=" + Integer.numberOfLeadingZeros(0) + " ntz(0)=" + Long.numberOfTrailingZeros(0) + " highest(0)=" + Integer.highestOneBit(0));
        int shift = 40;
        int k = 1;
        k <<= shift;
        long m = 1;
        m <<= shift;
        System.out.println("1 <<= 40 -> " + k + ", 1L <<= 40 -> " + m);
        char c = 'A';
        c <<= 1;
        System.out.println("'A' <<= 1 -> " + (int) c);
    }
}
