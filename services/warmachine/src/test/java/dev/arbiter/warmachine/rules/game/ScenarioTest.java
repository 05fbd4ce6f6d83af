package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.game.GameRefusal;
import dev.arbiter.kernel.spi.Outcome;
import dev.arbiter.kernel.spi.SeatResult;
import dev.arbiter.testkit.ScriptedDice;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.warmachine.rules.game.Duel.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Rulebook "Scenarios" (Mosh Pit, Annihilation) and the caster kill (A13, P03, P04, P08, K14). */
class ScenarioTest {

    /** Turns passed from round 1 until {@code turns} have ended; the events of the last. */
    private static Passed turns(Passed from, int turns) {
        Passed p = from;
        for (int i = 0; i < turns; i++) {
            p = passTurn(p.game());
        }
        return p;
    }

    @Test
    @DisplayName("P08, P03: Mosh Pit scores 1 control point for controlling the 12\" central zone at the end of your turn, from the second player's turn of round 2 on")
    void moshPitScoresFromTheSecondPlayersSecondTurn() {
        // the Mirestalker (seat 1, second player) stands in the zone; nobody of seat 0 does
        Passed start = new Passed(deployed(at(MIRESTALKER, 24, 28, 270)), List.of());
        Passed roundOne = turns(start, 2);
        assertEquals(List.of(0, 0), roundOne.game().state().controlPoints(), "nothing in round 1");
        Passed secondTurnOfFirst = turns(roundOne, 1);
        assertTrue(secondTurnOfFirst.last().stream().noneMatch(e -> e instanceof ZoneScored));
        Passed scored = turns(secondTurnOfFirst, 1);
        assertTrue(scored.last().contains(new ZoneScored(1, 1)), scored.last().toString());
        assertTrue(scored.last().indexOf(new ZoneScored(1, 1)) < scored.last().indexOf(new TurnEnded(2, 1)), "scored at the end of the turn");
    }

    @Test
    @DisplayName("P03: a zone with models of both players in it is contested, and nobody scores")
    void contestedZone() {
        Passed start = new Passed(deployed(at(MIRESTALKER, 24, 28, 270), at(WREN, 24, 20, 90)), List.of());
        Passed played = turns(start, 6);
        assertEquals(List.of(0, 0), played.game().state().controlPoints());
    }

    @Test
    @DisplayName("P08, A13: the third control point wins Mosh Pit")
    void threeControlPointsWin() {
        var game = deployed(at(MIRESTALKER, 24, 28, 270)).given(new ZoneScored(1, 2), new TurnBegan(2, 1));
        Passed won = passTurn(game);
        assertEquals(List.of(new ZoneScored(1, 3), new TurnEnded(2, 1), new GameWon(1, "scenario")), won.last().subList(1, 4));
        Outcome outcome = RULES.outcome(won.game().state());
        assertEquals(List.of(List.of(1), List.of(0)), outcome.placings());
        assertEquals(3, outcome.results().get(1).score());
    }

    @Test
    @DisplayName("A13, K14: when a warcaster is destroyed its warjacks go inert and the player with the warcaster left wins at once (the combat resolvers destroy it)")
    void casterKill() {
        var killed = activating().given(new ModelDestroyed(THORNE));
        assertEquals(List.of(), RULES.awaiting(killed.state()), "the service ends the game");
        assertEquals(List.of(new GameWon(0, "caster-kill")), RULES.advance(killed.state(), new ScriptedDice()));
        assertTrue(killed.state().model(BRIAR).orElseThrow().inert());
        var over = killed.given(new GameWon(0, "caster-kill"));
        assertEquals(SeatResult.Result.WIN, RULES.outcome(over.state()).results().get(0).result());
        assertEquals(List.of(), RULES.awaiting(over.state()));
    }

    @Test
    @DisplayName("A13: a player who concedes loses at once, whatever the game awaits of it (its turn, a prompt it owes); the other seat cannot concede for it")
    void concession() {
        // rulebook "Victory Conditions": a game is also won "by your opponent's surrender"
        var game = activating();
        game.when(1, new WarmachineCommand.Concede()).thenRefused(GameRefusal.Kind.NOT_YOUR_TURN);
        assertTrue(RULES.legalActions(game.state(), 0).stream().noneMatch(c -> c instanceof WarmachineCommand.Concede),
                "never listed: no bot gives up at random");
        var over = game.when(0, new WarmachineCommand.Concede()).thenEvents(new GameWon(1, "concession"));
        assertEquals(SeatResult.Result.WIN, RULES.outcome(over.state()).results().get(1).result());
        assertEquals("concession", over.state().ending());
        assertEquals(List.of(), RULES.awaiting(over.state()));
        // seat 1 owes a field promotion in seat 0's turn, and concedes instead
        var owed = activating().given(new ModelDestroyed(WARDENS + "-1"));
        owed.when(1, new WarmachineCommand.Concede()).thenEvents(new GameWon(0, "concession"));
    }

    @Test
    @DisplayName("P04: Annihilation ends after round 6; each player scores the army points of the enemy models destroyed, a unit only once all of it is gone")
    void annihilation() {
        var game = deployed("annihilation", "open").given(new ModelDestroyed(MIRESTALKER), new ModelDestroyed(WARDENS + "-2"),
                new ModelDestroyed(WARDENS + "-3"), new ModelDestroyed(WREN), new TurnBegan(6, 1));
        assertEquals(List.of(new TurnEnded(6, 1), new GameWon(null, "annihilation-points")), passTurn(game).last().subList(1, 3),
                "the Mirestalker is worth 5 to seat 0, the Wren 5 to seat 1, two of three Wardens nothing yet: a draw");
        var wardensGone = game.given(new ModelDestroyed(WARDENS + "-1"));
        Passed won = passTurn(wardensGone);
        assertEquals(List.of(new TurnEnded(6, 1), new GameWon(0, "annihilation-points")), won.last().subList(1, 3));
        assertEquals(List.of(14, 5), RULES.outcome(won.game().state()).results().stream().map(SeatResult::score).toList(),
                "the whole unit of three Wardens is worth 9");
    }
}
