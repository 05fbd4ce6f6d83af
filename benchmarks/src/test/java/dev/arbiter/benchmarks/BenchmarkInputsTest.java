package dev.arbiter.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.benchmarks.fixture.RaceFixture;
import dev.arbiter.benchmarks.fixture.RecordedGame;
import dev.arbiter.kernel.chain.HashChain;
import dev.arbiter.kernel.game.Game;
import dev.arbiter.kernel.game.GameCreated;
import dev.arbiter.kernel.game.GameEnded;
import dev.arbiter.warmachine.rules.game.ModelState;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The benchmarks measure real work only if their inputs are what docs/benchmarks.md says they are. */
class BenchmarkInputsTest {

    /** The length docs/benchmarks.md quotes; the seed and the strategy fix it. */
    private static final int FOLDED_GAME_EVENTS = 82;

    @Test
    @DisplayName("the folded game runs from GameCreated to GameEnded, and folding its events or its stored texts gives the live state")
    void foldedGame() throws Exception {
        RecordedGame recorded = RecordedGame.play(FoldBenchmark.GAME_TARGET);
        List<Object> events = recorded.events();
        assertInstanceOf(GameCreated.class, events.get(0));
        assertInstanceOf(GameEnded.class, events.get(events.size() - 1));
        assertTrue(recorded.finalGame().finished());

        Game<RaceFixture.State> fromEvents = null;
        for (Object event : events) {
            fromEvents = recorded.decider().evolve(fromEvents, event);
        }
        assertEquals(recorded.finalGame(), fromEvents);

        ObjectMapper mapper = new ObjectMapper();
        Game<RaceFixture.State> fromStore = null;
        for (String text : recorded.storedTexts()) {
            JsonNode envelope = mapper.readTree(text);
            fromStore = recorded.decider().evolve(fromStore, recorded.codec().event(envelope.get("type").asText(), envelope.get("publicPayload")));
        }
        assertEquals(recorded.finalGame(), fromStore);
        assertEquals(FOLDED_GAME_EVENTS, events.size(), "docs/benchmarks.md gives the folded game's length: update it too");
    }

    @Test
    @DisplayName("the verified chain holds the required number of envelopes and is intact, so it is checked to the end")
    void verifiedChain() {
        ChainBenchmark.Chain chain = new ChainBenchmark.Chain();
        chain.setUp();
        assertEquals(ChainBenchmark.CHAIN_LENGTH, chain.envelopes.size());
        assertTrue(HashChain.firstBreak(chain.envelopes).isEmpty());
    }

    @Test
    @DisplayName("WARMACHINE's recorded game is the one docs/benchmarks.md describes (487 commands, 38 models left on the table), and deciding its commands again gives its whole log")
    void warmachineRecordedGame() {
        WarmachineBenchmark.Recorded game = new WarmachineBenchmark.Recorded();
        assertEquals(487, game.moves.size());
        assertEquals(38, game.end.models().stream().filter(ModelState::deployed).count());
        assertEquals(game.log, new WarmachineBenchmark().commandsDecided(game));
    }
}
