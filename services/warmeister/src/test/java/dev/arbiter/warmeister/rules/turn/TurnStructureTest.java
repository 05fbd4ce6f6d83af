package dev.arbiter.warmeister.rules.turn;

import dev.arbiter.kernel.game.GameRefusal;
import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.warmeister.rules.Awaiting;
import dev.arbiter.warmeister.rules.WarmeisterRules;
import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.cards.Deck;
import dev.arbiter.warmeister.rules.Player;
import dev.arbiter.warmeister.rules.Scenario;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.testkit.ScriptedDice;
import dev.arbiter.warmeister.rules.WarmeisterCommand.*;
import dev.arbiter.warmeister.rules.WarmeisterEvent.*;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class TurnStructureTest {

    private static final WarmeisterRules RULES = new WarmeisterRules();

    @Test
    @DisplayName("warmeister.txt, title: a game for 2-6 players; 1 or 7 seats are refused")
    void twoToSixPlayers() {
        assertEquals("setup.players", assertThrows(RuleViolation.class, () -> RULES.initialState(new Setup(1, Map.of()))).rule());
        assertEquals("setup.players", assertThrows(RuleViolation.class, () -> RULES.initialState(new Setup(7, Map.of()))).rule());
        assertEquals(2, RULES.initialState(new Setup(2, Map.of())).seats());
        assertEquals(6, RULES.initialState(new Setup(6, Map.of())).seats());
    }

    @Test
    @DisplayName("warmeister.txt, SETUP: 5 territories and 5 cards each from the shuffled shared deck, then priority and Draw")
    void setup() {
        WarmeisterState initial = RULES.initialState(new Setup(3, Map.of()));
        int[] faces = new int[Deck.size() - 1 + 3];
        for (int i = 0; i < Deck.size() - 1; i++) {
            faces[i] = Deck.size() - i; // every card swaps with itself: the deck stays in catalogue order
        }
        faces[Deck.size() - 1] = 2;
        faces[Deck.size()] = 6;
        faces[Deck.size() + 1] = 3;
        WarmeisterState s = RulesFixture.of(RULES, new Setup(3, Map.of())).started(faces).state();
        for (Player p : s.players()) {
            assertEquals(5, p.territories());
            assertEquals(5, p.hand().size());
        }
        assertEquals(List.of(0, 1, 2, 3, 4), s.player(0).hand());
        assertEquals(Deck.size() - 15, s.deck().size());
        assertEquals(List.of(1, 2, 0), s.order(), "seat 1 rolled the 6, then clockwise");
        assertEquals(Phase.DRAW, s.phase());
        assertEquals(List.of(1), Awaiting.seats(s));
        assertEquals(Phase.SETUP, initial.phase());
    }

    @Test
    @DisplayName("warmeister.txt, PRIORITY: ties for the highest roll are re-rolled among the tied players")
    void priorityTiesReRolled() {
        WarmeisterState s = Scenario.players(3).fixture().state();
        PriorityRolled rolled = Priority.roll(s, 3, new ScriptedDice(6, 6, 2, 3, 5));
        assertEquals(5, rolled.rolls().size());
        assertEquals(new SeatRoll(1, new Roll(4, 6, 5)), rolled.rolls().get(4));
        assertEquals(List.of(1, 2, 0), rolled.order());
    }

    @Test
    @DisplayName("warmeister.txt, DRAW: each player may draw up to one card per territory, in priority order")
    void drawUpToTerritories() {
        var f = Scenario.players(2).territories(1, 3).order(1, 0).at(2, Phase.DRAW).fixture();
        f.when(0, new Draw(1)).thenRefused(GameRefusal.Kind.NOT_YOUR_TURN);
        f.when(1, new Draw(4)).thenViolation("draw.too-many");
        var after = f.when(1, new Draw(2)).then();
        assertEquals(2, after.state().player(1).hand().size());
        assertEquals(List.of(0), Awaiting.seats(after.state()));
        var none = after.when(0, new Draw(0), 1, 1, 1, 1, 1, 1, 1, 1).then(); // revenue: 5 + 3 territories
        assertEquals(0, none.state().player(0).hand().size(), "drawing is optional");
        assertEquals(Phase.REVENUE, none.state().phase());
    }

    @Test
    @DisplayName("warmeister.txt, HOLDINGS, Wizard Tower: increase Draw by 1")
    void wizardTowerDrawsOneMore() {
        var f = Scenario.players(2).play(0, CardKind.WIZARD_TOWER).at(2, Phase.DRAW).fixture();
        assertTrue(RULES.legalActions(f.state(), 0).contains(new Draw(6)));
        f.when(0, new Draw(7)).thenViolation("draw.too-many");
    }

    @Test
    @DisplayName("docs/rules/warmeister.md, Clarifications: an empty deck is refilled by shuffling the discard pile")
    void emptyDeckReshufflesDiscards() {
        var f = Scenario.players(2).at(2, Phase.DRAW).fixture();
        WarmeisterState s = f.state();
        List<Integer> deck = s.deck();
        // move all but one deck card to the discard pile through real events
        var drained = f.given(new CardsDrawn(1, deck.size() - 1, deck.subList(0, deck.size() - 1), "test"));
        List<WarmeisterEvent> discards = new java.util.ArrayList<>();
        for (int card : drained.state().player(1).hand()) {
            discards.add(new CardDiscarded(1, card, "test"));
        }
        var ready = drained.given(discards);
        assertEquals(1, ready.state().deck().size());
        int[] shuffleFaces = new int[deck.size() - 2]; // a shuffle of the 131 discarded cards takes 130 rolls
        java.util.Arrays.fill(shuffleFaces, 1);
        List<WarmeisterEvent> events = ready.when(0, new Draw(3), shuffleFaces).events();
        assertTrue(events.get(1) instanceof DiscardPileReshuffled);
        assertEquals(1, ((CardsDrawn) events.get(0)).count());
        assertEquals(2, ((CardsDrawn) events.get(2)).count());
    }

    @Test
    @DisplayName("warmeister.txt, REVENUE: 1d6 gold per territory, plus Mines +2, Tavern +1, Market +3")
    void revenue() {
        var f = Scenario.players(2).territories(0, 2).territories(1, 1).play(0, CardKind.MINES, CardKind.TAVERN, CardKind.MARKET)
                .at(2, Phase.DRAW).fixture();
        var after = f.when(0, new Draw(0)).then().when(1, new Draw(0), 4, 5, 6).then();
        assertEquals(4 + 5 + 2 + 1 + 3, after.state().player(0).gold());
        assertEquals(6, after.state().player(1).gold());
        assertEquals(Phase.REVENUE, after.state().phase());
        assertEquals(List.of(0), Awaiting.seats(after.state()), "buying goes in priority order");
    }

    @Test
    @DisplayName("warmeister.txt, REVENUE: gold is kept from turn to turn")
    void goldIsKept() {
        var f = Scenario.players(2).gold(0, 7).territories(0, 1).territories(1, 1).at(2, Phase.DRAW).fixture();
        var after = f.when(0, new Draw(0)).then().when(1, new Draw(0), 1, 1).then();
        assertEquals(8, after.state().player(0).gold());
    }

    @Test
    @DisplayName("warmeister.txt, WARFARE: no battles in the first turn (Revenue goes straight to Supply)")
    void noBattleInFirstTurn() {
        var f = Scenario.players(2).hand(0, CardKind.ATTACK).play(0, CardKind.SWORDSMEN).at(1, Phase.REVENUE).fixture();
        var after = f.when(0, new EndStep()).then().when(1, new EndStep()).then();
        assertEquals(Phase.SUPPLY, after.state().phase());
        assertTrue(RULES.legalActions(after.state(), 0).stream().noneMatch(c -> c instanceof DeclareBattle));
    }

    @Test
    @DisplayName("warmeister.txt, TURNS: Supply and End close the turn, then priority is rolled again and Draw begins")
    void nextTurnBegins() {
        var f = Scenario.players(2).at(3, Phase.SUPPLY).fixture();
        var after = f.when(0, new EndStep()).then().when(1, new EndStep(), 2, 5).then();
        assertEquals(4, after.state().turn());
        assertEquals(Phase.DRAW, after.state().phase());
        assertEquals(List.of(1, 0), after.state().order());
    }

    @Test
    @DisplayName("warmeister.txt, END: players must discard down to 5 cards in hand; Armoury +1 to hand size")
    void endPhase() {
        var f = Scenario.players(2)
                .hand(0, CardKind.ATTACK, CardKind.ATTACK, CardKind.ATTACK, CardKind.ATTACK, CardKind.ATTACK, CardKind.ATTACK, CardKind.ATTACK)
                .hand(1, CardKind.PILLAGE, CardKind.PILLAGE, CardKind.PILLAGE, CardKind.RAZE, CardKind.RAZE, CardKind.AMBUSH)
                .play(1, CardKind.ARMOURY, CardKind.PIKEMEN).at(3, Phase.SUPPLY).fixture();
        var end = f.when(0, new EndStep()).then().when(1, new EndStep()).then();
        assertEquals(Phase.END, end.state().phase());
        assertEquals(List.of(0), Awaiting.seats(end.state()), "seat 1 holds 6 cards with one Armoury: within its limit");
        end.when(0, new DiscardCard(end.state().player(1).hand().get(0))).thenViolation("cards.not-in-hand");
        var one = end.when(0, new DiscardCard(end.state().player(0).hand().get(0))).then();
        var two = one.when(0, new DiscardCard(one.state().player(0).hand().get(0)), 3, 1).then();
        assertEquals(5, two.state().player(0).hand().size());
        assertEquals(Phase.DRAW, two.state().phase());
    }
}
