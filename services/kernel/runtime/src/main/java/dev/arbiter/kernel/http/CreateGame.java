package dev.arbiter.kernel.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * Body of {@code POST /games}: how many seats, the ruleset's setup document, and the seats the
 * service plays itself.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record CreateGame(Integer seats, ObjectNode options, List<BotSeat> bots) {

    /** A seat the service takes at creation, and which of its bots plays it. */
    public record BotSeat(Integer seat, String bot) {
    }
}
