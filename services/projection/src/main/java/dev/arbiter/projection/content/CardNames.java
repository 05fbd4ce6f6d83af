package dev.arbiter.projection.content;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.Map;

/**
 * A content pack's names by id, read the same way for every ruleset (docs/events.md, "Timeline sentences"):
 * every object in the document with a text {@code name} names its {@code id}, or each id of its {@code ids}
 * list. Where two objects claim one id, the first in the document keeps it.
 */
public final class CardNames {

    private CardNames() {
    }

    public static Map<String, String> index(JsonNode document) {
        Map<String, String> names = new HashMap<>();
        collect(document, names);
        return Map.copyOf(names);
    }

    private static void collect(JsonNode node, Map<String, String> names) {
        if (node.isObject() && node.path("name").isTextual()) {
            String name = node.get("name").asText();
            if (node.path("id").isValueNode() && !node.get("id").isNull()) {
                names.putIfAbsent(node.get("id").asText(), name);
            }
            node.path("ids").forEach(id -> names.putIfAbsent(id.asText(), name));
        }
        if (node.isContainerNode()) {
            node.forEach(child -> collect(child, names));
        }
    }
}
