// Regular expressions: String.matches, replaceAll with groups, split on a
// pattern, Pattern/Matcher find loops with named and numbered groups,
// lookahead, case-insensitive flags, quantifiers, Pattern.quote and
// PatternSyntaxException messages.
import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

public class Main {
    public static void main(String[] args) {
        String[] candidates = {"abc123", "123", "", "a-b", "ABC", "x9"};
        for (String c : candidates) {
            System.out.println("'" + c + "' letters+digits: " + c.matches("[a-z]+\\d+") + " digits: " + c.matches("\\d*") + " word: " + c.matches("\\w+"));
        }
        System.out.println("2024-01-15".replaceAll("(\\d+)-(\\d+)-(\\d+)", "$3/$2/$1"));
        System.out.println("a1b22c333".replaceAll("\\d+", "#") + " " + "a1b22c333".replaceFirst("\\d+", "#"));
        System.out.println(Arrays.toString("one  two\tthree\n four".split("\\s+")));
        System.out.println(Arrays.toString("a1b2c3".split("(?<=\\d)")));
        Pattern p = Pattern.compile("(?<key>\\w+)=(?<value>[^;]*);?");
        Matcher m = p.matcher("name=gojpf;version=0.1;empty=;last=end");
        while (m.find()) {
            System.out.println("  " + m.group("key") + " -> [" + m.group(2) + "] at " + m.start() + "-" + m.end());
        }
        Pattern ci = Pattern.compile("hello", Pattern.CASE_INSENSITIVE);
        System.out.println("ci: " + ci.matcher("Say HeLLo").find() + " " + ci.matcher("Say HeLLo").matches());
        System.out.println("lookahead: " + "price: 100 dollars, 200 euros".replaceAll("\\d+(?= euros)", "X"));
        System.out.println("greedy vs lazy: " + "<a><b>".replaceAll("<.+>", "G") + " " + "<a><b>".replaceAll("<.+?>", "L"));
        System.out.println("quote: " + "1+1=2".replaceAll(Pattern.quote("1+1"), "two") + " " + "a.b.c".split(Pattern.quote(".")).length);
        Matcher g = Pattern.compile("(a)(b)?(c)").matcher("ac");
        System.out.println("optional group: " + g.matches() + " groupCount=" + g.groupCount() + " g2=" + g.group(2));
        StringBuilder sb = new StringBuilder();
        Matcher w = Pattern.compile("[aeiou]").matcher("programming language");
        while (w.find()) {
            w.appendReplacement(sb, w.group().toUpperCase());
        }
        w.appendTail(sb);
        System.out.println("appendReplacement: " + sb);
        System.out.println("unicode: " + "caf\u00e9 na\u00efve".matches("[\\p{L} ]+") + " " + "\u00e9".matches("\\w"));
        System.out.println("backref: " + "hello wworld".replaceAll("(\\w)\\1", "<$1$1>"));
        try {
            Pattern.compile("(unclosed");
        } catch (PatternSyntaxException e) {
            System.out.println("syntax: " + e.getDescription() + " at " + e.getIndex() + " in " + e.getPattern());
        }
    }
}
