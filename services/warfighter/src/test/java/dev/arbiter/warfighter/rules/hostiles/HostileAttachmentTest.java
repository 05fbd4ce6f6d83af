package dev.arbiter.warfighter.rules.hostiles;

import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Board;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Where a drawn Hostile Attachment goes (§3.3.8; docs/rules/warfighter.md clarification 19). */
class HostileAttachmentTest {

    @Test
    @DisplayName("warfighter-war.md, §3.3.8 Activate a Location Card (clarification 19): a Hostile Attachment joins the matching Hostile placed most recently in this Activation")
    void hostChoiceNewestOfThisActivation() {
        Board board = Board.probe();
        board.army("33rd-regiment", 1);
        board.hostileDeck("rifle-platoon#1", "jager-hunters#1", "sandbags#1");

        List<WarfighterEvent> events = board.spawn(2, 4, false);
        assertEquals(List.of(new HostileAttachmentAttached("sandbags#1", 2)), Board.only(HostileAttachmentAttached.class, events));
        assertEquals(List.of("sandbags#1"), board.state().hostile(2).attachments());
    }

    @Test
    @DisplayName("warfighter-war.md, §3.3.8 Activate a Location Card (clarification 19): with no match placed in this Activation, the matching Hostile nearest an Army, never a DOES NOT ACTIVATE one")
    void hostChoiceNearestAnArmy() {
        Board board = Board.probe();
        board.army("33rd-regiment", 1);
        board.hostile("roadblock", 1);                     // Infantry, nearest, but DOES NOT ACTIVATE
        board.hostile("rifle-platoon", 3);                  // R2
        int nearer = board.hostile("jager-hunters", 2);     // R1
        board.hostileDeck("sandbags#1");

        assertEquals(List.of(new HostileDrawn("sandbags#1", 1, 1), new HostileAttachmentAttached("sandbags#1", nearer)),
                board.spawn(3, 1, false));
    }

    @Test
    @DisplayName("warfighter-war.md, §3.3.8 Activate a Location Card (clarification 19): an Attachment with no Hostile to join waits, and joins the next matching Hostile placed")
    void waitsForAMatch() {
        Board board = Board.probe();
        board.army("33rd-regiment", 1);
        board.hostileDeck("forward-observer#1", "artillery-bn#1");

        assertEquals(List.of(
                new HostileDrawn("forward-observer#1", 1, 1),
                new HostileAttachmentWaiting("forward-observer#1"),
                new HostileDrawn("artillery-bn#1", 2, 3),
                new HostilePlaced(1, "artillery-bn#1", 2, 2, false),
                new HostileAttachmentAttached("forward-observer#1", 1)), board.spawn(2, 3, false));
        assertEquals(List.of(), board.state().waitingAttachments());
    }
}
