public record Point(int x, long y, String label) {
    public int sum() {
        return x + (int) y;
    }
}
