package dev.arbiter.warfighter.rules.actions;

import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Step;
import dev.arbiter.warfighter.rules.Board;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The activity Action Cards whose effect outlasts the play (§3.3.4 Play an Action Card): Movement
 * for the next Move (Forced March), Cover (Dig In), the next Activation's Hostile Value (Recon Report).
 */
class ActionCardEffectTest {

    @Test
    @DisplayName("warfighter-war.md, §3.3.4 and §3.3.1 Move: Forced March adds its Movement to the Army's next Move only")
    void forcedMarchHelpsTheNextMove() {
        Board board = Board.mission("major-push", "large-city", "cart-track", "rubble-streets", "windmill-rise");
        int regiment = board.army("309th-regiment", 2);
        board.given(new LocationActivated(2, regiment, "free", 0), new LocationActivated(3, regiment, "free", 0));
        board.given(new GameTurnBegan(2, 5), new PhaseBegan(Step.NORMAL));
        int movement = board.cards().movement(board.state().army(regiment));
        int cost = board.cards().entranceCost(board.state(), 3);
        assertTrue(movement < cost && cost <= movement + 2, "Rubble Streets needs the march: Movement " + movement + ", cost " + cost);
        RuleViolation tooFar = assertThrows(RuleViolation.class, () -> board.armyDoes(regiment, new Move(1, List.of())));
        assertEquals("move.entrance-cost", tooFar.rule());

        board.hand(regiment, "forced-march#1");
        int supply = board.state().army(regiment).supply();
        board.armyDoes(regiment, new PlayActionCard("forced-march#1", null, null, null));
        assertEquals(supply - 1, board.state().army(regiment).supply(), "the card's Supply cost");
        List<WarfighterEvent> moved = board.armyDoes(regiment, new Move(1, List.of()));
        assertEquals(List.of(new ArmyMoved(regiment, 2, 3, cost, movement + 2, List.of(), List.of())), moved);
        assertEquals(movement, board.cards().movement(board.state().army(regiment)), "spent on that Move");
    }

    @Test
    @DisplayName("warfighter-war.md, §3.3.4 Play an Action Card: Dig In gives its Army +1 Cover at once (how long it lasts: RetainTest.digInCoversWhileItStaysInPlay)")
    void digInCovers() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 1);
        int cover = board.cards().cover(board.state().army(regiment));
        board.hand(regiment, "dig-in#1");
        board.armyDoes(regiment, new PlayActionCard("dig-in#1", null, null, null));
        assertEquals(cover + 1, board.cards().cover(board.state().army(regiment)));
    }

    @Test
    @DisplayName("warfighter-war.md, §3.3.4 and §3.3.8 Activate a Location Card: Recon Report, paid with 1 XP, makes the next Activation draw 1 less Hostile Value")
    void reconReportLowersTheNextDraw() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 1);
        int other = board.army("33rd-regiment", 1);
        int hostile = board.hostile("rifle-platoon", 1);
        board.given(new HostileEliminated(hostile, regiment, 1));
        board.hand(regiment, "recon-report#1");
        int budget = board.cards().budget(board.state(), board.state().slot(2));
        assertTrue(budget >= 1, "the team draws " + budget);

        List<WarfighterEvent> played = board.armyDoes(regiment, new PlayActionCard("recon-report#1", null, null, null));
        assertTrue(played.contains(new XpPaid(regiment, 1, "card")), played.toString());
        assertEquals(0, board.state().army(regiment).xp());
        board.hostileDeck("roadblock#1", "roadblock#2");
        List<WarfighterEvent> activated = board.armyDoes(other, new ActivateLocation(2));
        assertEquals(new LocationActivated(2, other, "free", budget - 1), activated.get(0));
        assertEquals(0, board.state().activationModifier(), "only the next Activation");
    }
}
