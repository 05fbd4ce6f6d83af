package dev.arbiter.warfighter.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.content.PackException;
import dev.arbiter.kernel.content.PackLoader;
import dev.arbiter.warfighter.pack.WarfighterPacks;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The keyword vocabulary (warfighter-war.md §3.1.2 Keywords, which sends the reader to a Keywords Guide we do not
 * have; clarifications 62 and 69): the pack schema's closed list of card keywords is exactly the one the rules page
 * defines for client authors, the demo pack uses no other, and "DO NOT ACTIVATE" is not a second spelling.
 */
class PackTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path ROOT = Path.of("../..");

    private static JsonNode read(String path) throws IOException {
        return JSON.readTree(Files.readAllBytes(ROOT.resolve(path)));
    }

    private static byte[] demoBytes() throws IOException {
        try (InputStream in = WarfighterPacks.class.getClassLoader().getResourceAsStream(WarfighterPacks.DEMO)) {
            return in.readAllBytes();
        }
    }

    /** The schema's card keywords ({@code $defs/keywordName}). */
    private static Set<String> schemaKeywords() throws IOException {
        Set<String> names = new TreeSet<>();
        read("contracts/content/warfighter.schema.json").at("/$defs/keywordName/oneOf").forEach(k -> names.add(k.get("const").asText()));
        return names;
    }

    /** Every {@code keyword} member anywhere in the pack. */
    private static void keywordsIn(JsonNode node, Set<String> found) {
        if (node.isObject()) {
            node.fields().forEachRemaining(e -> {
                if (e.getKey().equals("keyword") && e.getValue().isTextual()) {
                    found.add(e.getValue().asText());
                }
                keywordsIn(e.getValue(), found);
            });
        } else if (node.isArray()) {
            node.forEach(n -> keywordsIn(n, found));
        }
    }

    @Test
    @DisplayName("warfighter-war.md §3.1.2 Keywords (clarifications 62, 69): the schema's card keywords are the ones docs/rules/warfighter.md defines, the demo pack uses only those, and DO NOT ACTIVATE is refused as a spelling")
    void keywordsAreTheVocabulary() throws IOException {
        Set<String> schema = schemaKeywords();
        String page = Files.readString(ROOT.resolve("docs/rules/warfighter.md"));
        String table = page.substring(page.indexOf("**Card keywords**"), page.indexOf("**Result keywords**"));
        List<String> undefined = schema.stream().filter(k -> !table.contains("`" + k)).toList();
        assertEquals(List.of(), undefined, "schema keywords the rules page does not define");

        Set<String> used = new TreeSet<>();
        keywordsIn(JSON.readTree(demoBytes()), used);
        assertTrue(schema.containsAll(used), "the demo pack uses " + used);
        assertTrue(used.contains("DOES NOT ACTIVATE"));
        assertFalse(schema.contains("DO NOT ACTIVATE"), "one keyword, one spelling");

        ObjectNode pack = (ObjectNode) JSON.readTree(demoBytes());
        List<JsonNode> keywords = new ArrayList<>();
        pack.get("hostiles").forEach(h -> Stream.ofNullable(h.get("keywords")).forEach(ks -> ks.forEach(keywords::add)));
        JsonNode doesNot = keywords.stream().filter(k -> k.get("keyword").asText().equals("DOES NOT ACTIVATE")).findFirst().orElseThrow();
        ((ObjectNode) doesNot).put("keyword", "DO NOT ACTIVATE");
        assertThrows(PackException.class,
                () -> new PackLoader<>(new WarfighterPacks()).parse(JSON.writeValueAsBytes(pack), "do-not-activate.json"));
    }
}
