// commons-lang3's StringUtils and a few of its neighbours on one thread,
// compared with java's output.
import org.apache.commons.lang3.ArrayUtils;
import org.apache.commons.lang3.StringUtils;
import org.apache.commons.lang3.text.WordUtils;
import org.apache.commons.lang3.builder.ToStringBuilder;
import org.apache.commons.lang3.builder.ToStringStyle;

public class Main {
    int id = 7;
    String name = "seven";

    public static void main(String[] args) {
        System.out.println(StringUtils.isBlank("  ") + " " + StringUtils.isEmpty("") + " " + StringUtils.isNumeric("123"));
        System.out.println(StringUtils.capitalize("hello") + " " + StringUtils.uncapitalize("World") + " " + StringUtils.swapCase("AbC"));
        System.out.println(StringUtils.abbreviate("abcdefghijk", 8) + " " + StringUtils.center("x", 5, '*') + " " + StringUtils.leftPad("7", 3, '0'));
        System.out.println(StringUtils.join(new String[]{"a", "b", "c"}, "|") + " " + StringUtils.repeat("ab", 3) + " " + StringUtils.reverse("stressed"));
        System.out.println(StringUtils.substringBetween("<tag>", "<", ">") + " " + StringUtils.countMatches("banana", "an") + " " + StringUtils.difference("abcde", "abxyz"));
        System.out.println(StringUtils.getLevenshteinDistance("kitten", "sitting") + " " + StringUtils.strip("  pad  ") + "|" + StringUtils.defaultIfBlank(" ", "dflt"));
        System.out.println(String.join(",", StringUtils.splitByCharacterTypeCamelCase("parseHTTPResponseCode")));
        System.out.println(StringUtils.stripAccents("Ça été déjà") + " " + StringUtils.wrap("q", "'") + " " + StringUtils.normalizeSpace(" a  b \t c "));
        System.out.println(WordUtils.capitalizeFully("the quick BROWN fox") + " " + WordUtils.initials("Ben John Lee"));
        System.out.println(ArrayUtils.toString(ArrayUtils.addAll(new int[]{1, 2}, 3, 4)) + " " + ArrayUtils.indexOf(new int[]{5, 6, 7}, 6));
        System.out.println(ToStringBuilder.reflectionToString(new Main(), ToStringStyle.SHORT_PREFIX_STYLE));
    }
}
