package dev.arbiter.kernel.chain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class CanonicalJsonTest {

    private final ObjectMapper json = new ObjectMapper();

    @Test
    @DisplayName("members are sorted by key, whitespace goes, nulls and nesting stay (docs/events.md, Canonical JSON)")
    void sortsAndCompacts() throws Exception {
        String text = "{ \"b\": [1, {\"z\": null, \"a\": true}], \"a\": \"x\", \"B\": -7 }";
        assertEquals("{\"B\":-7,\"a\":\"x\",\"b\":[1,{\"a\":true,\"z\":null}]}", CanonicalJson.write(json.readTree(text)));
    }

    @Test
    @DisplayName("strings use the short escapes, other control characters \\u00xx, and everything else as is")
    void escapes() throws Exception {
        String text = "\"q\\\" b\\\\ \\n\\t\\u0001 é 😀\"";
        assertEquals("\"q\\\" b\\\\ \\n\\t\\u0001 é 😀\"", CanonicalJson.write(json.readTree(text)));
    }

    @Test
    @DisplayName("each character below U+0020 has its one escape between runs of plain text; U+007F and above are written as is")
    void everyControlCharacter() {
        Map<Character, String> shortForms = Map.of('\b', "\\b", '\f', "\\f", '\n', "\\n", '\r', "\\r", '\t', "\\t");
        StringBuilder text = new StringBuilder();
        StringBuilder expected = new StringBuilder("\"");
        for (char c = 0; c < 0x20; c++) {
            text.append("ab").append(c);
            expected.append("ab").append(shortForms.getOrDefault(c, String.format("\\u%04x", (int) c)));
        }
        text.append("\u007f/é\"\\z");
        expected.append("\u007f/é\\\"\\\\z\"");
        assertEquals(expected.toString(), CanonicalJson.write(new TextNode(text.toString())));
    }

    @Test
    @DisplayName("integers of any size are written in plain decimal")
    void integers() throws Exception {
        assertEquals("[0,-7,2147483648,-9223372036854775808,123456789012345678901234567890]",
                CanonicalJson.write(json.readTree("[0, -7, 2147483648, -9223372036854775808, 123456789012345678901234567890]")));
    }

    @Test
    @DisplayName("keys order by UTF-16 code units, as RFC 8785 asks")
    void utf16Order() throws Exception {
        assertEquals("{\"a\":1,\"é\":2,\"😀\":3,\"ﬀ\":4}", CanonicalJson.write(json.readTree("{\"ﬀ\":4,\"😀\":3,\"é\":2,\"a\":1}")));
    }

    @Test
    @DisplayName("fractions are refused: events hold whole numbers only")
    void noFractions() throws Exception {
        var node = json.readTree("{\"x\": 1.5}");
        assertThrows(IllegalArgumentException.class, () -> CanonicalJson.write(node));
    }

    @Test
    @DisplayName("a lone surrogate, high or low, is refused (no UTF-8 form: docs/events.md, Canonical JSON, rule 7); a pair is kept")
    void loneSurrogatesRefused() {
        for (String lone : new String[] {"\uD83D", "a\uD83Db", "\uDE00", "x\uDE00\uD83D", "\uD83D\uD83D\uDE00"}) {
            assertFalse(CanonicalJson.wellFormed(lone), lone.codePoints().mapToObj(Integer::toHexString).toList().toString());
            assertThrows(IllegalArgumentException.class, () -> CanonicalJson.write(new TextNode(lone)));
        }
        for (String paired : new String[] {"", "é", "\uD83D\uDE00", "a\uD83D\uDE00b\uD83D\uDE00"}) {
            assertTrue(CanonicalJson.wellFormed(paired), paired);
        }
    }
}
