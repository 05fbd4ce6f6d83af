package dev.arbiter.projection.fold;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Each seat's result as GameEnded states it (docs/events.md, Life-cycle events), and who counts as a winner. */
class GameResultsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static List<GameResults.SeatResult> of(String gameEnded) throws Exception {
        return GameResults.of(JSON.readTree(gameEnded));
    }

    @Test
    @DisplayName("a co-operative loss: nobody won, nobody is placed")
    void cooperativeLoss() throws Exception {
        List<GameResults.SeatResult> results = of("{\"placings\":[],\"results\":[{\"seat\":0,\"result\":\"LOSS\",\"place\":null},"
                + "{\"seat\":1,\"result\":\"LOSS\",\"place\":null}],\"seed\":\"ff\"}");
        assertEquals(List.of(new GameResults.SeatResult(0, "LOSS", null), new GameResults.SeatResult(1, "LOSS", null)), results);
        assertEquals(0, results.stream().filter(GameResults.SeatResult::won).count());
    }

    @Test
    @DisplayName("a kernel v1 GameEnded has placings only: a shared first place is a draw among winners, the rest lost")
    void v1Placings() throws Exception {
        List<GameResults.SeatResult> results = of("{\"placings\":[[1,2],[0]],\"seed\":\"ff\"}");
        assertEquals(List.of(new GameResults.SeatResult(1, "DRAW", 1), new GameResults.SeatResult(2, "DRAW", 1),
                new GameResults.SeatResult(0, "LOSS", 2)), results);
        assertEquals(List.of(1, 2), results.stream().filter(GameResults.SeatResult::won).map(GameResults.SeatResult::seat).toList());
    }
}
