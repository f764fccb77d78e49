// multianewarray with two and three dimensions, partially specified
// dimensions (anewarray of arrays), jagged arrays, zero-length dimensions,
// negative dimension, and default values of every element type.
public class Main {
    public static void main(String[] args) {
        int[][] grid = new int[3][4];
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 4; j++) {
                grid[i][j] = i * 10 + j;
            }
        }
        System.out.println(java.util.Arrays.deepToString(grid));
        long[][][] cube = new long[2][3][2];
        cube[1][2][1] = Long.MAX_VALUE;
        System.out.println(java.util.Arrays.deepToString(cube));
        double[][] partial = new double[3][];
        System.out.println("partial[0] = " + partial[0]);
        partial[0] = new double[] {1.5};
        partial[2] = new double[2];
        System.out.println(java.util.Arrays.deepToString(partial));
        String[][][] s3 = new String[2][2][];
        s3[0][1] = new String[] {"a", "b"};
        System.out.println(java.util.Arrays.deepToString(s3));
        char[][] zero = new char[0][5];
        System.out.println("zero.length = " + zero.length);
        boolean[][] z2 = new boolean[4][0];
        System.out.println("z2 lengths = " + z2.length + " " + z2[3].length);
        int[][] jag = {{1}, {2, 3}, {}, {4, 5, 6}};
        int total = 0;
        for (int[] row : jag) {
            for (int v : row) {
                total += v;
            }
        }
        System.out.println("jag total = " + total + ", lengths = " + jag[0].length + jag[1].length + jag[2].length + jag[3].length);
        byte[][] bytes = new byte[2][3];
        short[][] shorts = new short[2][2];
        float[][] floats = new float[1][1];
        Object[][] objs = new Object[1][2];
        System.out.println(bytes[1][2] + " " + shorts[1][1] + " " + floats[0][0] + " " + objs[0][1]);
        System.out.println("classes: " + grid.getClass().getName() + " " + cube.getClass().getName() + " " + s3.getClass().getName() + " " + partial[0].getClass().getName());
        Object o = grid;
        System.out.println("grid instanceof Object[] = " + (o instanceof Object[]) + ", instanceof int[][] = " + (o instanceof int[][]));
        try {
            int n = -1;
            int[][] bad = new int[2][n];
            System.out.println("no exception? " + bad.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("NegativeArraySizeException: " + e.getMessage());
        }
        try {
            int n = -3;
            int[][] bad = new int[n][2];
            System.out.println("no exception? " + bad.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("NegativeArraySizeException: " + e.getMessage());
        }
        int[][][][] four = new int[2][2][2][2];
        four[1][1][1][1] = 16;
        System.out.println("four = " + java.util.Arrays.deepToString(four));
    }
}
