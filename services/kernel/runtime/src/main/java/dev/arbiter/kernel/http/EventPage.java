package dev.arbiter.kernel.http;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/** Envelopes after a position, as one viewer may see them; {@code head} is the game's last seq. */
public record EventPage(String gameId, long head, List<ObjectNode> events) {
}
