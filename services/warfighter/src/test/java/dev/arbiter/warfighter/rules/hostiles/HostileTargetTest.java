package dev.arbiter.warfighter.rules.hostiles;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.Board;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Whom a Hostile picks as its Target (§3.4 Hostile Actions, §3.1.5 Range, §3.1.6 Hostile Behavior),
 * with every tie-break of docs/rules/warfighter.md clarifications 3 to 6. Ranges are column
 * differences on Major Push's five columns.
 */
class HostileTargetTest {

    private static Integer target(Board board, int hostile) {
        Optional<ArmyState> target = new Targets(board.cards()).target(board.state(), board.state().hostile(hostile));
        return target.map(ArmyState::number).orElse(null);
    }

    private static Integer fallback(Board board, int hostile) {
        return new Targets(board.cards()).fallback(board.state(), board.state().hostile(hostile)).map(ArmyState::number).orElse(null);
    }

    @Test
    @DisplayName("warfighter-war.md, §3.4 Hostile Actions (clarification 3): a target rule's ties go to the nearest Army, then the highest value, then the lowest Army number")
    void tiesNearestThenValueThenNumber() {
        // "nearest" Rifle Platoon in column 3; three Armies two columns away, one of them one column away
        Board board = Board.wide();
        board.army("corran-hussars", 1);                 // 35 RP, R2
        board.army("48th-battalion", 5);                 // 35 RP, R2
        int regiment = board.army("33rd-regiment", 4);   // 30 RP, R1
        int rifles = board.hostile("rifle-platoon", 3);
        assertEquals(regiment, target(board, rifles), "the nearest first, though the cheapest");

        Board allAtTwo = Board.wide();
        int hussars = allAtTwo.army("corran-hussars", 1);
        allAtTwo.army("48th-battalion", 5);
        allAtTwo.army("33rd-regiment", 5);
        int platoon = allAtTwo.hostile("rifle-platoon", 3);
        assertEquals(hussars, target(allAtTwo, platoon), "all at R2: the highest value (35 against 30), then the lower number of the two 35s");

        Board numbersSwapped = Board.wide();
        int first = numbersSwapped.army("48th-battalion", 5);
        numbersSwapped.army("corran-hussars", 1);
        int platoon2 = numbersSwapped.hostile("rifle-platoon", 3);
        assertEquals(first, target(numbersSwapped, platoon2), "equal distance and value: the lowest Army number, whichever side it stands");
    }

    @Test
    @DisplayName("warfighter-war.md, §3.1.5 Range (clarification 3): after the rule's own key (lowest value), the nearest of the equally cheap Armies")
    void ruleKeyThenNearest() {
        Board board = Board.wide();
        board.army("48th-battalion", 5);              // 35 RP, R2
        int near = board.army("corran-hussars", 3);   // 35 RP, R0
        board.army("307th-battalion", 3);             // 45 RP, R0
        int armorRgt = board.hostile("armor-rgt", 3);
        assertEquals(near, target(board, armorRgt));
    }

    @Test
    @DisplayName("warfighter-war.md, §3.1.6 Hostile Behavior (clarification 4): a Hostile only ever targets Armies, never the Hostile with the fewest Pins beside it")
    void neverTargetsAHostile() {
        Board board = Board.wide();
        int pinned = board.army("33rd-regiment", 1); // R2 from the Artillery Bn
        board.armyPins(pinned, 2);
        int artillery = board.hostile("artillery-bn", 3);
        board.hostile("rifle-platoon", 2);           // a Hostile at R1 with no Pins
        assertEquals(pinned, target(board, artillery));

        Board nobody = Board.wide();
        nobody.army("33rd-regiment", 3);              // R0: outside the rule's R1-2
        int artillery2 = nobody.hostile("artillery-bn", 3);
        nobody.hostile("rifle-platoon", 2);
        assertEquals(null, target(nobody, artillery2), "no Army in R1-2 gives no Target, not the Hostile at R1");
    }

    @Test
    @DisplayName("warfighter-war.md, §3.1.5 Range, §3.4.1 Army Down (clarification 5): an Army's value for a target rule counts its Attachments and Skills")
    void valueCountsAttachmentsAndSkills() {
        Board bare = Board.wide();
        bare.army("33rd-regiment", 2);                 // 30 RP
        int fenwick = bare.army("fenwick-rifles", 2);  // 25 RP
        int armorRgt = bare.hostile("armor-rgt", 2);
        assertEquals(fenwick, target(bare, armorRgt), "lowest value: 25 against 30");

        Board equipped = Board.wide();
        int regiment = equipped.army("33rd-regiment", 2);
        int fenwick2 = equipped.army("fenwick-rifles", 2);
        equipped.equip(fenwick2, "engineer-company");   // 25 + 10
        int armorRgt2 = equipped.hostile("armor-rgt", 2);
        assertEquals(regiment, target(equipped, armorRgt2), "25 + 10 for its Engineer Company is dearer than 30");

        Board trained = Board.wide();
        int regiment3 = trained.army("33rd-regiment", 2);
        int fenwick3 = trained.army("fenwick-rifles", 2);
        trained.train(fenwick3, "quality-soldiers");     // 25 + 10
        int armorRgt3 = trained.hostile("armor-rgt", 2);
        assertEquals(regiment3, target(trained, armorRgt3), "25 + 10 for Quality Soldiers is dearer than 30");
    }

    @Test
    @DisplayName("warfighter-war.md, §3.4 Hostile Actions and Quick Reference \"Prioritize high RP\" (clarification 6): with the Target out of range, the Army in range with the highest value; ties nearest, then lowest number")
    void fallbackHighestValue() {
        Board board = Board.wide();
        board.army("fenwick-rifles", 5);                 // the cheapest: the Target, at R2
        int dear = board.army("307th-battalion", 2);     // 45 RP, R1
        board.army("33rd-regiment", 3);                  // 30 RP, R0
        int armorRgt = board.hostile("armor-rgt", 3);
        assertEquals(dear, fallback(board, armorRgt));

        Board tied = Board.wide();
        tied.army("fenwick-rifles", 5);
        tied.army("corran-hussars", 2);                   // 35 RP, R1
        int nearer = tied.army("48th-battalion", 3);      // 35 RP, R0
        int armorRgt2 = tied.hostile("armor-rgt", 3);
        assertEquals(nearer, fallback(tied, armorRgt2), "equal value: the nearer");

        Board sameDistance = Board.wide();
        sameDistance.army("fenwick-rifles", 5);
        int lower = sameDistance.army("corran-hussars", 2); // 35 RP, R1
        sameDistance.army("48th-battalion", 4);             // 35 RP, R1
        int armorRgt3 = sameDistance.hostile("armor-rgt", 3);
        assertEquals(lower, fallback(sameDistance, armorRgt3), "equal value and distance: the lower number");
    }
}
