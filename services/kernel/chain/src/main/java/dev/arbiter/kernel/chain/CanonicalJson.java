package dev.arbiter.kernel.chain;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The one text form of a JSON value that the hash chain is computed over (docs/events.md,
 * "Canonical JSON"): object members sorted by key in UTF-16 code unit order, no whitespace,
 * integers in plain decimal, strings with the minimal JSON escapes, null kept. Fractional
 * numbers are refused so no two writers can disagree on how to print one.
 */
public final class CanonicalJson {

    private CanonicalJson() {
    }

    public static String write(JsonNode node) {
        StringBuilder out = new StringBuilder();
        write(node, out);
        return out.toString();
    }

    private static void write(JsonNode node, StringBuilder out) {
        switch (node.getNodeType()) {
            case OBJECT -> writeObject(node, out);
            case ARRAY -> {
                out.append('[');
                for (int i = 0; i < node.size(); i++) {
                    if (i > 0) {
                        out.append(',');
                    }
                    write(node.get(i), out);
                }
                out.append(']');
            }
            case STRING -> writeString(node.textValue(), out);
            case NUMBER -> {
                if (!node.isIntegralNumber()) {
                    throw new IllegalArgumentException("canonical JSON holds integers only, not " + node);
                }
                out.append(node.bigIntegerValue());
            }
            case BOOLEAN -> out.append(node.booleanValue());
            case NULL -> out.append("null");
            default -> throw new IllegalArgumentException("not a JSON value: " + node.getNodeType());
        }
    }

    private static void writeObject(JsonNode node, StringBuilder out) {
        List<Map.Entry<String, JsonNode>> members = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            members.add(it.next());
        }
        // String.compareTo orders by UTF-16 code units, as RFC 8785 asks
        members.sort(Map.Entry.comparingByKey());
        out.append('{');
        for (int i = 0; i < members.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            writeString(members.get(i).getKey(), out);
            out.append(':');
            write(members.get(i).getValue(), out);
        }
        out.append('}');
    }

    /** Whether every character belongs to a code point UTF-8 can encode: no lone surrogate. */
    public static boolean wellFormed(String text) {
        // a plain loop: every string of every envelope hashed passes here (the projection checks each event's hash)
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return false;
            }
        }
        return true;
    }

    private static void writeString(String text, StringBuilder out) {
        if (!wellFormed(text)) {
            throw new IllegalArgumentException("canonical JSON holds well-formed Unicode only; a lone surrogate has no UTF-8 form");
        }
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
