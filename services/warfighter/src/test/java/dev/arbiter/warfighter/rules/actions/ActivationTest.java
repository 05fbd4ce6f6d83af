package dev.arbiter.warfighter.rules.actions;

import dev.arbiter.warfighter.rules.Board;
import dev.arbiter.warfighter.rules.FixturePacks;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.warfighter.rules.WarfighterCommand.ActivateLocation;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Activating a Location: its Supply and its cost (§3.3.8; docs/rules/warfighter.md clarifications 23-25). A team worth 70 draws 1. */
class ActivationTest {

    @Test
    @DisplayName("warfighter-war.md, §3.3.8 Activate a Location Card (clarification 25): a Location's Supply is gained by every Army in play below its Supply Value")
    void locationSupplyToEveryArmy() {
        Board board = Board.probe(); // Cart Track: free, +1 Supply
        int regiment = board.army("309th-regiment", 1);
        board.given(new SupplyLost("army", regiment, 2, "test"));
        board.army("33rd-regiment", 1); // full
        board.hostileDeck("rifle-platoon#1");

        assertEquals(List.of(
                new LocationActivated(2, regiment, "free", 1),
                new SupplyGained("army", regiment, 1, "location"),
                new HostileDrawn("rifle-platoon#1", 1, 1),
                new HostilePlaced(1, "rifle-platoon#1", 2, 1, false)), board.armyDoes(regiment, new ActivateLocation(2)));
    }

    @Test
    @DisplayName("warfighter-war.md, §3.3.8 Activate a Location Card (clarifications 23-25): an XP cost is paid by the activating Army; a Supply loss takes what each Army has and no Hit for the rest")
    void xpFromTheActivatorAndLossTakesWhatThereIs() {
        // the demo pack's Locations cost no XP (docs/rules/warfighter.md, The demo pack): a fixture's Ashen Village does, -1 Supply
        Board board = Board.mission(FixturePacks.withLocation("ashen-village", FixturePacks.activationCost("xp")), 1, "probe", "vital-hill",
                "ashen-village");
        int regiment = board.army("309th-regiment", 1);
        int fallen = board.hostile("rifle-platoon", 3);
        board.given(new HostileEliminated(fallen, regiment, 1), new SupplyLost("army", regiment, 5, "test"));
        int rifles = board.army("33rd-regiment", 1);
        board.hostileDeck("rifle-platoon#2");

        assertEquals(List.of(
                new LocationActivated(2, regiment, "xp", 1),
                new SupplyLost("army", rifles, 1, "location"),
                new HostileDrawn("rifle-platoon#2", 1, 1),
                new HostilePlaced(2, "rifle-platoon#2", 2, 1, false)), board.armyDoes(regiment, new ActivateLocation(2)));
        assertEquals(0, board.state().army(regiment).xp());
        assertEquals(0, board.state().army(regiment).hits(), "no Hit for Supply it did not have");
    }
}
