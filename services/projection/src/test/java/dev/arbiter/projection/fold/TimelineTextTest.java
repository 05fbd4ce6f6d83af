package dev.arbiter.projection.fold;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.projection.envelope.Envelope;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The generic form of an event no contract gives a sentence for. */
class TimelineTextTest {

    private static final Map<Integer, String> NAMES = Map.of(0, "Ann", 1, "Bob");

    @Test
    @DisplayName("a ruleset event reads as its type's words and its public members; hidden (empty) members are left out")
    void rulesetEvent() {
        assertEquals("seat 1 (Bob): cards drawn: count 2, reason draw",
                text("CardsDrawn", 1, "{\"cards\":[],\"count\":2,\"reason\":\"draw\",\"seat\":1}"));
        assertEquals("seat 1 (Bob): cards drawn: count 5, reason deal, seat 0",
                text("CardsDrawn", 1, "{\"cards\":[],\"count\":5,\"reason\":\"deal\",\"seat\":0}"));
    }

    @Test
    @DisplayName("every {draw, sides, value} reads as a die, wherever it is")
    void dice() {
        assertEquals("seat 0 (Ann): rolled: rolled 4 on a d6", text("Rolled", 0, "{\"roll\":{\"draw\":5,\"sides\":6,\"value\":4},\"seat\":0}"));
        assertEquals("priority rolled: order [1, 0], rolls [(rolled 2 on a d6, seat 1), (rolled 5 on a d6, seat 0)], turn 3",
                text("PriorityRolled", null, "{\"order\":[1,0],\"rolls\":[{\"roll\":{\"draw\":1,\"sides\":6,\"value\":2},\"seat\":1},"
                        + "{\"roll\":{\"draw\":2,\"sides\":6,\"value\":5},\"seat\":0}],\"turn\":3}"));
    }

    private static String text(String type, Integer seat, String publicPayload) {
        String envelope = "{\"gameId\":\"3f2c6a1e-8b4d-4c1a-9e6f-2d7b5a0c9e11\",\"seq\":9,\"type\":\"" + type + "\",\"ruleset\":\"chess\","
                + "\"rulesetVersion\":\"1\",\"seat\":" + seat + ",\"occurredAt\":\"2025-06-01T18:30:04.512Z\",\"payload\":{},"
                + "\"publicPayload\":" + publicPayload + ",\"previousHash\":\"00\",\"hash\":\"11\"}";
        return TimelineText.of(Envelope.parse(envelope), NAMES::get);
    }
}
