package dev.arbiter.kernel.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.dicerace.DiceRaceCommand;
import dev.arbiter.kernel.dicerace.DiceRaceEvent;
import dev.arbiter.kernel.dicerace.DiceRaceRules;
import dev.arbiter.kernel.dicerace.DiceRaceState;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.SeatResult;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.kernel.spi.VerifiableDice;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The life cycle every game goes through, whatever its rules. */
class GameDeciderTest {

    private static final byte[] SEED = new byte[32];
    private final GameDecider<DiceRaceState, DiceRaceCommand, DiceRaceEvent> decider = new GameDecider<>(new DiceRaceRules());

    private Randomness randomness(long next) {
        return new Randomness("g-1", SEED, next);
    }

    private Game<DiceRaceState> created() {
        return decider.create(new Setup(2, Map.of()), Map.of(), randomness(0)).game();
    }

    @Test
    @DisplayName("creation commits to the seed and waits for every seat")
    void creation() {
        Decision<DiceRaceState> created = decider.create(new Setup(2, Map.of()), Map.of(), randomness(0));
        GameCreated event = assertInstanceOf(GameCreated.class, created.events().get(0));
        assertEquals(VerifiableDice.commitment(SEED), event.seedCommitment());
        assertEquals("waiting", created.game().status());
        assertEquals(List.of(), decider.awaiting(created.game()));
    }

    @Test
    @DisplayName("a setup the rules refuse creates nothing")
    void badSetup() {
        assertThrows(RuleViolation.class, () -> decider.create(new Setup(9, Map.of()), Map.of(), randomness(0)));
    }

    @Test
    @DisplayName("the last seat taken starts the game with the rules' opening events, rolled with every client seed")
    void lastSeatStarts() {
        Decision<DiceRaceState> first = decider.join(created(), 0, "Ann", "ann-seed", randomness(0));
        assertEquals(1, first.events().size());
        Decision<DiceRaceState> second = decider.join(first.game(), 1, "Bob", null, randomness(0));
        assertInstanceOf(DiceRaceEvent.SecretsDealt.class, second.events().get(1));
        assertEquals("running", second.game().status());
        assertEquals(5, second.nextDraw());
        assertEquals(List.of(0), decider.awaiting(second.game()));
    }

    @Test
    @DisplayName("a seat can be taken once, and only a seat the game has")
    void seats() {
        Game<DiceRaceState> one = decider.join(created(), 0, "Ann", null, randomness(0)).game();
        assertEquals(GameRefusal.Kind.SEAT_TAKEN, assertThrows(GameRefusal.class, () -> decider.join(one, 0, "Eve", null, randomness(0))).kind());
        assertEquals(GameRefusal.Kind.UNKNOWN_SEAT, assertThrows(GameRefusal.class, () -> decider.join(one, 2, "Eve", null, randomness(0))).kind());
    }

    @Test
    @DisplayName("nobody plays before every seat is taken, nor out of turn")
    void notYourTurn() {
        Game<DiceRaceState> waiting = decider.join(created(), 0, "Ann", null, randomness(0)).game();
        assertEquals(GameRefusal.Kind.NOT_YOUR_TURN,
                assertThrows(GameRefusal.class, () -> decider.play(waiting, 0, new DiceRaceCommand.Roll(), randomness(0))).kind());
        Game<DiceRaceState> running = decider.join(waiting, 1, "Bob", null, randomness(0)).game();
        assertEquals(GameRefusal.Kind.NOT_YOUR_TURN,
                assertThrows(GameRefusal.class, () -> decider.play(running, 1, new DiceRaceCommand.Roll(), randomness(5))).kind());
    }

    @Test
    @DisplayName("the move that ends the game is followed by GameEnded with the placings and the revealed seed")
    void ending() {
        Decision<DiceRaceState> joined = decider.join(decider.join(created(), 0, "Ann", null, randomness(0)).game(), 1, "Bob", null,
                randomness(0));
        Game<DiceRaceState> game = joined.game();
        long next = joined.nextDraw();
        GameEnded ended = null;
        for (int step = 0; step < 10_000 && ended == null; step++) {
            int seat = decider.awaiting(game).get(0);
            DiceRaceCommand move = game.rules().turnTotal() >= 6 ? new DiceRaceCommand.Hold() : new DiceRaceCommand.Roll();
            Decision<DiceRaceState> decision = decider.play(game, seat, move, randomness(next));
            game = decision.game();
            next = decision.nextDraw();
            Object last = decision.events().get(decision.events().size() - 1);
            ended = last instanceof GameEnded e ? e : null;
        }
        assertTrue(game.finished());
        assertEquals(new VerifiableDice(SEED, "g", List.of(), 0).revealedSeed(), ended.seed());
        assertEquals(decider.rules().outcome(game.rules()).results(), ended.results());
        assertEquals(1, ended.results().stream().filter(r -> r.result() == SeatResult.Result.WIN).count(), "one winner, alone in first place");
        Game<DiceRaceState> over = game;
        assertEquals(GameRefusal.Kind.FINISHED, assertThrows(GameRefusal.class, () -> decider.play(over, 0, new DiceRaceCommand.Roll(),
                randomness(0))).kind());
    }

    @Test
    @DisplayName("the operator abandons a running game: GameEnded with no placings or results, why, and the revealed seed")
    void abandoningARunningGame() {
        Decision<DiceRaceState> joined = decider.join(decider.join(created(), 0, "Ann", null, randomness(0)).game(), 1, "Bob", null,
                randomness(0));
        Abandonment why = new Abandonment(Abandonment.BY_OPERATOR, "no move for 30 days");
        Decision<DiceRaceState> abandoned = decider.abandon(joined.game(), why, randomness(joined.nextDraw()));
        assertEquals(List.of(new GameEnded(List.of(), List.of(), new VerifiableDice(SEED, "g", List.of(), 0).revealedSeed(), why)),
                abandoned.events());
        assertTrue(abandoned.game().finished());
        assertEquals(List.of(), decider.awaiting(abandoned.game()));
        assertEquals(joined.nextDraw(), abandoned.nextDraw(), "abandoning rolls nothing");
        assertEquals(GameRefusal.Kind.FINISHED, assertThrows(GameRefusal.class,
                () -> decider.abandon(abandoned.game(), why, randomness(0))).kind());
        assertEquals(GameRefusal.Kind.FINISHED, assertThrows(GameRefusal.class,
                () -> decider.play(abandoned.game(), 0, new DiceRaceCommand.Roll(), randomness(0))).kind());
    }

    @Test
    @DisplayName("a game still waiting for a seat can be abandoned too, with no note, and then no seat can be taken")
    void abandoningAWaitingGame() {
        Decision<DiceRaceState> abandoned = decider.abandon(created(), new Abandonment(Abandonment.BY_OPERATOR, null), randomness(0));
        assertEquals("finished", abandoned.game().status());
        assertEquals(null, ((GameEnded) abandoned.events().get(0)).abandoned().note());
        assertEquals(GameRefusal.Kind.FINISHED, assertThrows(GameRefusal.class,
                () -> decider.join(abandoned.game(), 0, "Ann", null, randomness(0))).kind());
    }

    @Test
    @DisplayName("GameEnded of a game its rules ended has no abandoned member, so its bytes are those recorded before abandoning existed")
    void abandonedOnlyWhenAbandoned() throws Exception {
        var codec = new GameCodec(WireJson.mapper(), decider.rules());
        GameEnded played = new GameEnded(List.of(List.of(0), List.of(1)), null, "ff", null);
        assertEquals(List.of("placings", "results", "seed"), fieldNames(WireJson.mapper().valueToTree(played)));
        GameEnded abandoned = new GameEnded(List.of(), List.of(), "ff", new Abandonment(Abandonment.BY_OPERATOR, null));
        assertEquals(abandoned, codec.event("GameEnded", WireJson.mapper().valueToTree(abandoned)));
    }

    private static List<String> fieldNames(com.fasterxml.jackson.databind.JsonNode node) {
        List<String> names = new java.util.ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    @DisplayName("a GameEnded written before results existed reads with the results its placings imply")
    void v1GameEnded() throws Exception {
        var codec = new GameCodec(WireJson.mapper(), decider.rules());
        GameEnded v1 = (GameEnded) codec.event("GameEnded", WireJson.mapper().readTree("{\"placings\":[[1],[0]],\"seed\":\"ff\"}"));
        assertEquals(List.of(new SeatResult(0, SeatResult.Result.LOSS, 2, null, null), new SeatResult(1, SeatResult.Result.WIN, 1, null, null)),
                v1.results());
    }
}
