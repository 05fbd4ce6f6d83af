package dev.arbiter.kernel.http;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/** The answer to an accepted command: the events it produced, as the sending seat may see them. */
public record CommandResult(String gameId, String commandId, long seq, List<ObjectNode> events) {
}
