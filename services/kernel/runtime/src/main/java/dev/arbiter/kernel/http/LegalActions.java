package dev.arbiter.kernel.http;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;

/**
 * What a seat may send now: {@code actions} lists commands one by one; {@code shapes} describes
 * families of commands with continuous parameters by their type and a JSON Schema of their members.
 */
public record LegalActions(String gameId, int seat, long seq, List<ObjectNode> actions, List<Shape> shapes) {

    public record Shape(String type, Map<String, Object> schema) {
    }
}
