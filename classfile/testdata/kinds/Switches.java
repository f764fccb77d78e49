// Dense switches (tableswitch), sparse ones with negative keys
// (lookupswitch), a switch on char and one on an enum (which makes javac
// emit a synthetic Switches$1 class holding $SwitchMap$...).
public class Switches {
    enum Color { RED, GREEN, BLUE }

    static int dense(int x) {
        switch (x) {
        case 0: return 10;
        case 1: return 11;
        case 2: return 12;
        case 3: return 13;
        case 4: return 14;
        case 5: return 15;
        case 6: return 16;
        case 7: return 17;
        case 8: return 18;
        case 9: return 19;
        case 10: return 20;
        case 11: return 21;
        case 12: return 22;
        case 13: return 23;
        case 14: return 24;
        case 15: return 25;
        default: return -1;
        }
    }

    static int sparse(int x) {
        switch (x) {
        case -1000000: return 1;
        case -7: return 2;
        case 0: return 3;
        case 99: return 4;
        case 4096: return 5;
        case 65536: return 6;
        case Integer.MAX_VALUE: return 7;
        case Integer.MIN_VALUE: return 8;
        default: return 0;
        }
    }

    static int extremeTable(int x) {
        switch (x) {
        case Integer.MAX_VALUE - 3: return 1;
        case Integer.MAX_VALUE - 2: return 2;
        case Integer.MAX_VALUE - 1: return 3;
        case Integer.MAX_VALUE: return 4;
        default: return 0;
        }
    }

    static String chars(char c) {
        switch (c) {
        case 'a': case 'e': case 'i': case 'o': case 'u':
            return "vowel";
        case ' ':
            return "space";
        default:
            return "other";
        }
    }

    static int color(Color c) {
        switch (c) {
        case RED: return 0xFF0000;
        case GREEN: return 0x00FF00;
        default: return 0x0000FF;
        }
    }
}
