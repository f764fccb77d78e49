package com.example.util;

public final class Strings {
    private static int calls;

    private Strings() { }

    public static String shout(String s) {
        calls++;
        return Helper.upper(s) + "!";
    }

    public static int count() {
        return calls;
    }
}

class Helper {
    static String upper(String s) {
        return s.toUpperCase();
    }
}
