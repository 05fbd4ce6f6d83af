package dev.arbiter.warfighter.rules.combat;

import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Board;
import dev.arbiter.warfighter.rules.FixturePacks;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.testkit.Contract;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Upgunning, declare-timing abilities and abilities of alternatives as contracts/openapi/warfighter.yaml writes them
 * (§3.1.3.1, §3.3.2, clarification 120): the attacks and abilities offered, plain and upgunned, and the events they make,
 * checked against the contract's schemas the way the service's REST tests check its answers.
 */
class DeclarationContractTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    @DisplayName("warfighter-war.md §3.1.3.1, §3.3.2 Declare Attack: legal-actions offers each declare card and ability plain and upgunned (by the first Army with XP), and those commands and their events match the contract")
    void offeredAndWrittenAsTheContractSays() {
        Board board = Board.mission(FixturePacks.withAttachmentUpgun("field-depot", new Cards.Upgun(null, 2, null, null)), 1,
                "probe", "vital-hill", "cart-track");
        int regiment = board.army("309th-regiment", 1);
        int fenwick = board.army("fenwick-rifles", 2);
        board.equip(regiment, "field-radio").equip(regiment, "field-depot").armyPins(regiment, 1);
        int rifles = board.hostile("rifle-platoon", 1);
        for (int i = 0; i < 3; i++) {
            board.given(new HostileEliminated(board.hostile("rifle-platoon", 3), fenwick, 1));
        }
        board.hand(regiment, "accurate-fire#1", "suppressing-fire#1");
        board.given(new TurnBegan(regiment, 0));
        AbilityRef radio = new AbilityRef("field-radio", 0);

        List<WarfighterCommand> legal = board.legal(0);
        for (WarfighterCommand expected : List.of(
                new Attack(rifles, false, List.of("accurate-fire#1"), List.of(), List.of(), List.of(Upgunned.card("accurate-fire#1", fenwick))),
                new Attack(rifles, false, List.of(), List.of(), List.of(radio), List.of()),
                new Attack(rifles, false, List.of(), List.of(), List.of(radio), List.of(Upgunned.ability(radio, fenwick))),
                new UseAbility("field-depot", 0, null, null, new Upgun(fenwick)))) {
            assertTrue(legal.contains(expected), "offered: " + expected);
        }
        for (WarfighterCommand command : legal) {
            ObjectNode json = JSON.valueToTree(command);
            json.put("type", command.getClass().getSimpleName());
            Contract.ofService().check("Command", json);
        }

        List<WarfighterEvent> events = new java.util.ArrayList<>(board.armyDoes(regiment, new UseAbility("field-depot", 0, null, null, new Upgun(fenwick))));
        events.addAll(board.armyDoes(regiment, new Attack(rifles, false, List.of("accurate-fire#1", "suppressing-fire#1"), List.of(), List.of(radio),
                List.of(Upgunned.card("suppressing-fire#1", fenwick), Upgunned.ability(radio, fenwick))), 1, 1, 1, 1));
        for (WarfighterEvent event : events) {
            Contract.ofService().check("WarfighterEvent" + event.getClass().getSimpleName(), JSON.valueToTree(event));
        }
    }

    @Test
    @DisplayName("clarification 120, §3.1.3.1: legal-actions offers each alternative of an ability plain and upgunned, and those commands and the AbilityUsed naming the alternative match the contract")
    void alternativesOfferedAndWrittenAsTheContractSays() {
        Board board = Board.mission(FixturePacks.withArmyAbility("309th-regiment", FixturePacks.PIN_OR_ATTACK), 1, "probe", "vital-hill", "cart-track");
        int regiment = board.army("309th-regiment", 1);
        int fenwick = board.army("fenwick-rifles", 2);
        board.armyPins(regiment, 2);
        board.given(new HostileEliminated(board.hostile("rifle-platoon", 3), fenwick, 1));
        board.given(new TurnBegan(regiment, 0));
        int index = 2; // after the 309th's two printed abilities

        List<WarfighterCommand> legal = board.legal(0);
        for (String choice : List.of("removePins", "extraAttackAction")) {
            for (Upgun upgun : java.util.Arrays.asList(null, new Upgun(fenwick))) {
                assertTrue(legal.contains(new UseAbility("309th-regiment", index, null, choice, upgun)), "offered: " + choice + " " + upgun);
            }
        }
        for (WarfighterCommand command : legal) {
            ObjectNode json = JSON.valueToTree(command);
            json.put("type", command.getClass().getSimpleName());
            Contract.ofService().check("Command", json);
        }

        List<WarfighterEvent> events = board.armyDoes(regiment, new UseAbility("309th-regiment", index, null, "removePins", new Upgun(fenwick)));
        assertEquals(List.of(new SupplyLost("army", regiment, 1, "ability"), new XpPaid(fenwick, 1, "upgun"),
                new AbilityUsed(regiment, "309th-regiment", index, regiment, "removePins", fenwick)), events);
        assertEquals(0, board.state().army(regiment).pins(), "upgunned, the chosen alternative removes 2 Pins");
        for (WarfighterEvent event : events) {
            Contract.ofService().check("WarfighterEvent" + event.getClass().getSimpleName(), JSON.valueToTree(event));
        }
        assertEquals("removePins", JSON.valueToTree(events.get(2)).get("choice").asText(), "the auditor reads the alternative from the event");
    }
}
