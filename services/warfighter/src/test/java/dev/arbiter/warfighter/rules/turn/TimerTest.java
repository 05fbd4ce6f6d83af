package dev.arbiter.warfighter.rules.turn;

import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.Stage;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Table;
import dev.arbiter.warfighter.rules.Board;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The Timer (§2.1, §3.2.2.4; docs/rules/warfighter.md clarification 11): a lone 309th that only ends its turns. */
class TimerTest {

    /** Plays Game Turns in which the one Army ends its turn at once, collecting every event, until {@code turns} have begun. */
    private static List<WarfighterEvent> idle(int turns) {
        RulesFixture<WarfighterState, WarfighterCommand, WarfighterEvent> f = Table.probe().army("309th-regiment").fixture();
        List<WarfighterEvent> events = new ArrayList<>();
        events.add(new GameTurnBegan(f.state().turn(), f.state().timer()));
        while (f.state().turn() < turns && f.state().stage() == Stage.PLAY) {
            List<WarfighterEvent> begun = f.when(0, new BeginTurn(1)).events();
            f = f.given(begun);
            List<WarfighterEvent> ended = f.when(0, new EndTurn()).events();
            f = f.given(ended);
            events.addAll(ended);
        }
        return events;
    }

    @Test
    @DisplayName("warfighter-war.md, §2.1 Preparing the Mission (clarification 11): Probe's Timer on 5 gives five Game Turns before the red; there is no 0 space")
    void probeGivesFiveTurns() {
        List<GameTurnBegan> turns = Board.only(GameTurnBegan.class, idle(6));
        assertEquals(List.of(new GameTurnBegan(1, 5), new GameTurnBegan(2, 4), new GameTurnBegan(3, 3), new GameTurnBegan(4, 2),
                new GameTurnBegan(5, 1), new GameTurnBegan(6, -1)), turns);
    }

    @Test
    @DisplayName("warfighter-war.md, §3.2.2.4 Advance Turn Counter: on the -4 space the Timer does not move")
    void staysOnMinusFour() {
        List<WarfighterEvent> events = idle(10);
        assertEquals(List.of(new TimerAdvanced(4), new TimerAdvanced(3), new TimerAdvanced(2), new TimerAdvanced(1), new TimerAdvanced(-1),
                new TimerAdvanced(-2), new TimerAdvanced(-3), new TimerAdvanced(-4)), Board.only(TimerAdvanced.class, events));
        assertEquals(new GameTurnBegan(10, -4), Board.only(GameTurnBegan.class, events).get(9), "the ninth Cleanup leaves it on -4");
    }
}
