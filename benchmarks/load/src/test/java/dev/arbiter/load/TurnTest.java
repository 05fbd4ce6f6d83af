package dev.arbiter.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** How the bots read the answers of docs/api.md, sections 3 and 4 (the examples there are dice-race's). */
class TurnTest {

    private static final String GAME = """
            {"gameId":"g","ruleset":"dice-race","seq":4,"status":"running",
             "seats":[{"seat":0,"joined":true},{"seat":1,"joined":true}],"awaiting":[1,0],"view":{}}""";

    @Test
    void aGameViewSaysWhoMovesButNotWhatTheyMayDo() {
        Turn turn = Turn.ofGame(GAME);

        assertTrue(turn.running());
        assertEquals(0, turn.mover(), "the lowest awaited seat moves, as in deploy/demo");
        assertEquals(4, turn.seq());
        assertTrue(turn.needsActions());
    }

    @Test
    void legalActionsOfTheMoverAreEnoughToMove() {
        Turn turn = Turn.ofGame(GAME).withLegalActions(0, """
                {"gameId":"g","seat":0,"seq":5,"actions":[{"type":"Roll"},{"type":"Hold"}],"shapes":[]}""");

        assertFalse(turn.needsActions());
        assertEquals(5, turn.seq(), "If-Match carries the seq the actions were listed at");
        Random random = new Random(7);
        Set<String> picked = IntStream.range(0, 200).mapToObj(i -> turn.randomAction(random)).collect(Collectors.toSet());
        assertEquals(Set.of("{\"type\":\"Roll\"}", "{\"type\":\"Hold\"}"), picked, "every listed action is picked, unchanged");
    }

    @Test
    void theNextMemberOfACommandsAnswerGivesTheCallersNextMove() {
        Turn turn = Turn.ofNext(0, """
                {"gameId":"g","commandId":"k","seq":6,"events":[],
                 "next":{"seq":6,"status":"running","awaiting":[0],"view":{},"actions":[{"type":"Hold"}],"shapes":[]}}""").orElseThrow();

        assertEquals(List.of(0), turn.awaiting());
        assertEquals(6, turn.seq());
        assertFalse(turn.needsActions(), "the caller moves again without another request");
        assertEquals("{\"type\":\"Hold\"}", turn.randomAction(new Random(1)));
    }

    @Test
    void whenAnotherSeatIsNextItsActionsMustBeRead() {
        Turn turn = Turn.ofNext(0, """
                {"gameId":"g","commandId":"k","seq":7,"events":[],
                 "next":{"seq":7,"status":"running","awaiting":[1],"view":{},"actions":[],"shapes":[]}}""").orElseThrow();

        assertEquals(1, turn.mover());
        assertTrue(turn.needsActions());
    }

    @Test
    void aFinishedGameEndsTheBotsLoop() {
        Turn turn = Turn.ofNext(1, """
                {"gameId":"g","commandId":"k","seq":90,"events":[],
                 "next":{"seq":90,"status":"finished","awaiting":[],"view":{},"actions":[],"shapes":[]}}""").orElseThrow();

        assertTrue(turn.over());
        assertFalse(turn.needsActions());
    }

    @Test
    void anAnswerWithoutNextIsAServerWithoutTheOneRequestLoop() {
        assertTrue(Turn.ofNext(0, """
                {"gameId":"g","commandId":"k","seq":6,"events":[]}""").isEmpty());
        assertFalse(Turn.UNKNOWN.over(), "an unread game is read before the bot gives up on it");
    }
}
