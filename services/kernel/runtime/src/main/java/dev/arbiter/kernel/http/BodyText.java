package dev.arbiter.kernel.http;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Map;

/**
 * Refuses a body with a control character (U+0000 to U+001F, U+007F to U+009F) in any name or
 * string. No member of any contract is meant to hold one; let through, one became an id the
 * rules looked up in vain (422 instead of 400), and U+0000 is text PostgreSQL cannot store.
 */
final class BodyText {

    private BodyText() {
    }

    static void check(JsonNode body) {
        check(body, "$");
    }

    private static void check(JsonNode node, String path) {
        if (node == null) {
            return;
        }
        if (node.isTextual()) {
            refuse(node.textValue(), path);
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                check(node.get(i), path + "[" + i + "]");
            }
        } else if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> members = node.fields(); members.hasNext(); ) {
                Map.Entry<String, JsonNode> member = members.next();
                refuse(member.getKey(), path + " (a member name)");
                check(member.getValue(), path + "." + member.getKey());
            }
        }
    }

    private static void refuse(String text, String path) {
        if (text.chars().anyMatch(Character::isISOControl)) {
            throw Problem.MALFORMED_REQUEST.because(RequestShape.quoted(path) + " holds a control character; the contract's strings hold none");
        }
    }
}
