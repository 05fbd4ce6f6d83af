package dev.arbiter.kernel.http;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * What a seat needs for its next decision, sent with a command's answer on
 * {@code Prefer: return=representation}: the members of {@code GET /games/{id}} and
 * {@code GET /legal-actions} a playing client reads, for that seat at the head.
 */
public record NextMove(long seq, String status, List<Integer> awaiting, Object view, List<ObjectNode> actions, List<LegalActions.Shape> shapes) {
}
