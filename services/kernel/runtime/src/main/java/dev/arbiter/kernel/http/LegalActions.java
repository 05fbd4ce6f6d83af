package dev.arbiter.kernel.http;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

public record LegalActions(String gameId, int seat, long seq, List<ObjectNode> actions) {
}
