package dev.arbiter.testkit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;

/** How a secret given away is reported: the failure, and where two answers first differ. */
final class Leaks {

    private static final ObjectMapper JSON = new ObjectMapper();

    private Leaks() {
    }

    static void fail(String message) {
        throw new AssertionError("hidden information given away: " + message);
    }

    static String type(Object event) {
        return event.getClass().getSimpleName();
    }

    /** Where two values first differ as JSON, with both sides there. */
    static String difference(Object a, Object b) {
        return firstDifference(JSON.valueToTree(a), JSON.valueToTree(b), "");
    }

    /** The first event that differs between two logs, or their lengths. */
    static <E> String firstDifference(List<E> a, List<E> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            if (!Objects.equals(a.get(i), b.get(i))) {
                return type(a.get(i)) + " " + difference(a.get(i), b.get(i));
            }
        }
        return a.size() + " events / " + b.size() + " events";
    }

    private static String firstDifference(JsonNode a, JsonNode b, String path) {
        if (a.isContainerNode() && b.isContainerNode() && a.size() == b.size() && a.isArray() == b.isArray()) {
            Iterator<String> names = a.fieldNames();
            for (int i = 0; i < a.size(); i++) {
                String name = a.isArray() ? null : names.next();
                JsonNode x = name == null ? a.get(i) : a.get(name);
                JsonNode y = name == null ? b.get(i) : b.get(name);
                if (y == null) {
                    break;
                }
                if (!x.equals(y)) {
                    return firstDifference(x, y, path + (name == null ? "[" + i + "]" : "." + name));
                }
            }
        }
        return (path.isEmpty() ? "" : path.substring(path.startsWith(".") ? 1 : 0) + ": ") + a + " / " + b;
    }
}
