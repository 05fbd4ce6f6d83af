package dev.arbiter.kernel.chain;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

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

    /** The canonical text of an object without the members named (the hash chain leaves some out of the hash). */
    public static String writeWithout(ObjectNode object, Set<String> leftOut) {
        StringBuilder out = new StringBuilder();
        writeObject(object, leftOut, out);
        return out.toString();
    }

    private static void write(JsonNode node, StringBuilder out) {
        switch (node.getNodeType()) {
            case OBJECT -> writeObject(node, Set.of(), out);
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
                if (node.isBigInteger()) {
                    out.append(node.bigIntegerValue());
                } else {
                    out.append(node.longValue());
                }
            }
            case BOOLEAN -> out.append(node.booleanValue());
            case NULL -> out.append("null");
            default -> throw new IllegalArgumentException("not a JSON value: " + node.getNodeType());
        }
    }

    private static void writeObject(JsonNode node, Set<String> leftOut, StringBuilder out) {
        List<Map.Entry<String, JsonNode>> members = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> member = it.next();
            if (!leftOut.contains(member.getKey())) {
                members.add(member);
            }
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
        // a plain loop, not a stream of code points: names and idempotency keys of every request pass here
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
        out.append('"');
        // one pass: runs of characters written as themselves are appended whole, and surrogates checked on the way
        int run = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= 0x20 && c != '"' && c != '\\' && !Character.isSurrogate(c)) {
                continue;
            }
            if (Character.isSurrogate(c)) {
                if (!Character.isHighSurrogate(c) || i + 1 == text.length() || !Character.isLowSurrogate(text.charAt(i + 1))) {
                    throw new IllegalArgumentException("canonical JSON holds well-formed Unicode only; a lone surrogate has no UTF-8 form");
                }
                i++;
                continue;
            }
            out.append(text, run, i).append(escape(c));
            run = i + 1;
        }
        out.append(text, run, text.length()).append('"');
    }

    private static String escape(char c) {
        return switch (c) {
            case '"' -> "\\\"";
            case '\\' -> "\\\\";
            case '\b' -> "\\b";
            case '\f' -> "\\f";
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> "\\t";
            default -> String.format("\\u%04x", (int) c);
        };
    }
}
