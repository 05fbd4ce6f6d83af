package dev.arbiter.warmeister.rules;

import dev.arbiter.warmeister.rules.cards.CardKind;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.Redactor;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.kernel.spi.Viewer;
import dev.arbiter.testkit.Playout;
import dev.arbiter.warmeister.rules.WarmeisterEvent.CardsDrawn;
import dev.arbiter.warmeister.rules.WarmeisterEvent.DeckShuffled;
import dev.arbiter.warmeister.rules.WarmeisterEvent.DiscardPileReshuffled;
import dev.arbiter.warmeister.rules.WarmeisterEvent.StandingPassSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Hands and the deck order are secret (docs/rules/warmeister.md, Hidden information). */
class HiddenInformationTest {

    private static final WarmeisterRules RULES = new WarmeisterRules();

    @Test
    @DisplayName("warmeister.txt, SETUP: a seat sees its own hand and every hand's size, never another hand; EVERYONE sees all")
    void views() {
        WarmeisterState s = Scenario.players(3).hand(0, CardKind.LUCK).hand(1, CardKind.ATTACK, CardKind.DENIED).fixture().state();
        WarmeisterView mine = (WarmeisterView) Redactor.view(RULES.view(s), Viewer.seat(0));
        assertEquals(s.player(0).hand(), mine.players().get(0).hand());
        assertNull(mine.players().get(1).hand());
        assertEquals(2, mine.players().get(1).handSize());
        assertNull(mine.deck());
        WarmeisterView spectator = (WarmeisterView) Redactor.view(RULES.view(s), Viewer.SPECTATOR);
        assertTrue(spectator.players().stream().allMatch(p -> p.hand() == null));
        WarmeisterView all = (WarmeisterView) Redactor.view(RULES.view(s), Viewer.EVERYONE);
        assertEquals(s.player(1).hand(), all.players().get(1).hand());
        assertEquals(s.deck(), all.deck());
    }

    @Test
    @DisplayName("docs/rules/warmeister.md, Hidden information: the @Secret marks take drawn cards and shuffle rolls out for every other viewer, as before, in whole games")
    void eventsNeverLeak() {
        for (long seed = 1; seed <= 20; seed++) {
            var result = new Playout<>(RULES, new Setup(3, Map.of()), 200_000, Invariants.forOneGame()).play(seed);
            for (WarmeisterEvent event : result.events()) {
                for (Viewer viewer : List.of(Viewer.seat(0), Viewer.seat(1), Viewer.seat(2), Viewer.SPECTATOR)) {
                    WarmeisterEvent seen = Redactor.event(event, viewer);
                    if (event instanceof CardsDrawn drawn) {
                        CardsDrawn shown = (CardsDrawn) seen;
                        assertEquals(drawn.count(), shown.count());
                        assertEquals(viewer.sees(drawn.seat()) ? drawn.cards() : List.of(), shown.cards());
                    } else if (event instanceof DeckShuffled) {
                        assertNull(((DeckShuffled) seen).shuffle());
                    } else if (event instanceof DiscardPileReshuffled) {
                        assertNull(((DiscardPileReshuffled) seen).shuffle());
                    } else if (event instanceof StandingPassSet set) {
                        assertEquals(viewer.sees(set.seat()) ? set.pass() : null, ((StandingPassSet) seen).pass());
                    } else {
                        assertEquals(event, seen, "public event");
                    }
                }
                assertEquals(event, Redactor.event(event, Viewer.EVERYONE));
            }
        }
    }

    @Test
    @DisplayName("warmeister.txt, TURNS: a seat the game is not waiting for has no legal actions, whatever it holds")
    void noActionsOutOfTurn() {
        WarmeisterState s = Scenario.players(2).hand(1, CardKind.DENIED, CardKind.LUCK).fixture().state();
        assertEquals(List.of(), RULES.legalActions(s, 1));
        assertTrue(!RULES.legalActions(s, 0).isEmpty());
    }
}
