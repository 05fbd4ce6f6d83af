package dev.arbiter.warfighter.rules;

import dev.arbiter.warfighter.rules.turn.ActionPhaseTest;
import static dev.arbiter.warfighter.rules.Board.rule;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.warfighter.rules.WarfighterCommand.DiscardAndDraw;
import dev.arbiter.warfighter.rules.WarfighterCommand.Move;
import dev.arbiter.warfighter.rules.WarfighterCommand.PlayActionCard;
import dev.arbiter.warfighter.rules.WarfighterCommand.RollEngineer;
import dev.arbiter.warfighter.rules.WarfighterCommand.SetAside;
import dev.arbiter.warfighter.rules.WarfighterCommand.Upgun;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import dev.arbiter.warfighter.rules.campaign.CampaignGame;
import dev.arbiter.warfighter.rules.campaign.CampaignTable;
import dev.arbiter.warfighter.rules.campaign.RetreatTest;
import dev.arbiter.warfighter.rules.combat.Combat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The manual's worked examples replayed with their numbers (docs/rules/warfighter.md, The
 * manual's worked examples), on the demo pack's cards that carry them. The examples that need a
 * whole game (Probe, Action Phases, Exhaustion, movement, the Objective, Army Down) are in
 * {@link WorkedGameTest}.
 */
public class WorkedExampleTest {

    /** Armies (and one Skill) of the demo pack whose costs add up to each team value the manual's table names. */
    private static final Map<Integer, List<String>> TEAMS = Map.of(
            74, List.of("309th-regiment", "hollow-ridge-battery", "kestrel-motor-company"),
            75, List.of("309th-regiment", "48th-battalion"),
            104, List.of("309th-regiment", "307th-battalion", "hollow-ridge-battery"),
            105, List.of("309th-regiment", "48th-battalion", "33rd-regiment"),
            169, List.of("309th-regiment", "hollow-ridge-battery", "48th-battalion", "307th-battalion", "33rd-regiment"),
            224, List.of("309th-regiment", "307th-battalion", "33rd-regiment", "fenwick-rifles", "corran-hussars", "kestrel-motor-company",
                    "hollow-ridge-battery", "+attack-2"),
            225, List.of("309th-regiment", "48th-battalion", "307th-battalion", "33rd-regiment", "fenwick-rifles", "corran-hussars",
                    "kestrel-motor-company"));

    /** Puts a team worth exactly {@code value} RP on the Mission. */
    public static void teamWorth(Board board, int value) {
        int last = 0;
        for (String card : TEAMS.get(value)) {
            if (card.startsWith("+")) {
                board.train(last, card.substring(1));
            } else {
                last = board.army(card, 1);
            }
        }
        assertEquals(value, board.cards().teamValue(board.state()), "the team's value");
    }

    private static Roll d10(int draw, int face) {
        return new Roll(draw, 10, face);
    }

    private static Roll d6(int draw, int face) {
        return new Roll(draw, 6, face);
    }

    @Test
    @DisplayName("warfighter-war.md, §3.3.8 Activate a Location Card (Hostiles table): teams worth 74, 75, 104, 105, 169, 224 and 225 draw 1, 2, 2, 3, 5, 6 and 7 Hostile Value")
    void hostileTable() {
        Map<Integer, Integer> expected = Map.of(74, 1, 75, 2, 104, 2, 105, 3, 169, 5, 224, 6, 225, 7);
        expected.forEach((value, budget) -> {
            Board board = Board.probe();
            teamWorth(board, value);
            assertEquals(budget, board.cards().budget(board.state(), board.state().slot(3)), "team worth " + value);
        });
    }

    @Test
    @DisplayName("warfighter-war.md, §3.3.8 Drawing Hostiles Example (clarification 15): team 169 draws 5: 1 (1), 2 (3), a 4 that would make 7 is discarded, 2 (5), stop")
    void drawingHostiles() {
        Board board = Board.probe();
        teamWorth(board, 169);
        board.hostileDeck("rifle-platoon#1", "jager-hunters#1", "armor-becker#1", "panzer-troop#1", "rifle-platoon#2");
        int budget = board.cards().budget(board.state(), board.state().slot(3));

        assertEquals(List.of(
                new HostileDrawn("rifle-platoon#1", 1, 1),
                new HostilePlaced(1, "rifle-platoon#1", 3, 1, true),
                new HostileDrawn("jager-hunters#1", 2, 3),
                new HostilePlaced(2, "jager-hunters#1", 3, 1, true),
                new HostileDrawn("armor-becker#1", 4, 3),
                new HostileOvershot("armor-becker#1"),
                new HostileDrawn("panzer-troop#1", 2, 5),
                new HostilePlaced(3, "panzer-troop#1", 3, 2, true)), board.spawn(3, budget, true));
        assertEquals(List.of("armor-becker#1"), board.state().hostileDiscard());
        assertEquals(25 - 4, board.state().hostileDeck().size(), "four drawn from the 25-card deck");
    }

    @Test
    @DisplayName("warfighter-war.md, §2.2.1 Armies (48th Battalion): at Manpower 2 and R0 a 5 fails and a 6 gives 1 Hit, with P 3 on the Defeat Cover die")
    void the48thAtFullStrength() {
        Board miss = Board.probe();
        int battalion = miss.army("48th-battalion", 2);
        int grenadiers = miss.hostile("grenadier-company", 2); // Cover 3 + 1
        assertEquals(new AttackRolled(List.of(d10(0, 5)), 5, d6(1, 1), 5, 4, null, false, true),
                miss.armyAttack(battalion, grenadiers, 5, 1).get(0), "5 fails the attack die; 1 + P 3 defeats Cover 4");

        Board hit = Board.probe();
        int battalion2 = hit.army("48th-battalion", 2);
        int grenadiers2 = hit.hostile("grenadier-company", 2);
        assertEquals(List.of(
                new AttackRolled(List.of(d10(0, 6)), 6, d6(1, 1), 6, 4, 0, true, true),
                new AttackResolved("army", battalion2, "hostile", grenadiers2, "effect", 1, 0, 0, 0)), hit.armyAttack(battalion2, grenadiers2, 6, 1));
    }

    @Test
    @DisplayName("warfighter-war.md, §2.2.1 Armies (48th Battalion): at Manpower 1 and R1 it needs 10-14 for 1 Hit (8-12 less 2), so a natural 10 hits and a 9 fails; the cover die loses 1")
    void the48thWoundedAtRangeOne() {
        Board ten = Board.probe();
        int battalion = ten.army("48th-battalion", 2);
        ten.armyHits(battalion, 1);
        int grenadiers = ten.hostile("grenadier-company", 3);
        assertEquals(List.of(
                new AttackRolled(List.of(d10(0, 10)), 10, d6(1, 2), 8, 4, 0, true, true),
                new AttackResolved("army", battalion, "hostile", grenadiers, "effect", 1, 0, 0, 0)), ten.armyAttack(battalion, grenadiers, 10, 2));

        Board nine = Board.probe();
        int battalion2 = nine.army("48th-battalion", 2);
        nine.armyHits(battalion2, 1);
        int grenadiers2 = nine.hostile("grenadier-company", 3);
        assertEquals(new AttackRolled(List.of(d10(0, 9)), 9, d6(1, 2), 7, 4, null, false, true),
                nine.armyAttack(battalion2, grenadiers2, 9, 2).get(0));
    }

    @Test
    @DisplayName("warfighter-war.md, §2.2.1 Armies (48th Battalion): Pins on a Hostile make a result above 10 possible: 2 Pins and a natural 9 make 13, two Hits")
    void the48thPinsReachTwoHits() {
        Board board = Board.probe();
        int battalion = board.army("48th-battalion", 2);
        int grenadiers = board.hostile("grenadier-company", 2);
        board.hostileCounters(grenadiers, battalion, 0, 2);
        assertEquals(List.of(
                new AttackRolled(List.of(d10(0, 9)), 9, d6(1, 1), 13, 6, 1, true, true),
                new AttackResolved("army", battalion, "hostile", grenadiers, "effect", 2, 0, 0, 0)), board.armyAttack(battalion, grenadiers, 9, 1));
    }

    @Test
    @DisplayName("warfighter-war.md, §2.2.1 Armies (309th Regiment; clarifications 13, 48): 0-2 Hits, 2 Actions and 6 to hit; 3 Hits, 1 Action and 8; a third Hit with one Action spent leaves none")
    void the309th() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 2);
        Catalogue cards = board.cards();
        board.armyHits(regiment, 2);
        assertEquals(2, cards.actionsLeft(board.state().army(regiment)));
        assertEquals(List.of(6, 11), cards.column(board.state().army(regiment)).from());
        board.armyHits(regiment, 1);
        assertEquals(1, cards.actionsLeft(board.state().army(regiment)));
        assertEquals(List.of(8, 13), cards.column(board.state().army(regiment)).from());

        Board midTurn = Board.probe();
        int regiment2 = midTurn.army("309th-regiment", 2);
        int rifles2 = midTurn.hostile("rifle-platoon", 2);
        midTurn.armyHits(regiment2, 2);
        midTurn.given(new TurnBegan(regiment2, 0), new AttackDeclared("army", regiment2, "hostile", rifles2, 0, List.of(), false));
        assertEquals(1, cards.actionsLeft(midTurn.state().army(regiment2)), "one of two spent");
        midTurn.armyHits(regiment2, 1);
        assertEquals(0, cards.actionsLeft(midTurn.state().army(regiment2)), "the third Hit takes the unspent Action away");
    }

    @Test
    @DisplayName("warfighter-war.md, §3.3.2 Apply the Result (the attack matrix): against Cover 3, both dice succeed: the band; only one: a Pin; neither: a miss")
    void attackMatrix() {
        int[][] dice = {{6, 2}, {6, 1}, {5, 2}, {5, 1}};
        String[] results = {"effect", "pin", "pin", "miss"};
        for (int i = 0; i < dice.length; i++) {
            Board board = Board.probe();
            int regiment = board.army("309th-regiment", 2); // from 6, P 1
            int rifles = board.hostile("rifle-platoon", 2);  // Cover 3
            List<WarfighterEvent> events = board.armyAttack(regiment, rifles, dice[i]);
            AttackResolved resolved = Board.only(AttackResolved.class, events).get(0);
            assertEquals(results[i], resolved.result(), "attack die " + dice[i][0] + ", cover die " + dice[i][1]);
            assertEquals(results[i].equals("effect") ? 1 : 0, resolved.hits());
            assertEquals(results[i].equals("pin") ? 1 : 0, resolved.pins());
        }
    }

    @Test
    @DisplayName("warfighter-war.md, §3.3.2 Roll Attack and Defeat Cover dice (clarification 47): with attack dice 3 and 8 only the highest, 8, is checked")
    void highestDie() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 2);
        int rifles = board.hostile("rifle-platoon", 2);
        List<WarfighterEvent> events = board.when((em, dice) -> new Combat(board.cards()).resolve(em, dice, "army", regiment, "hostile", rifles, 0,
                new Combat.Bonus(1, 0, 0, 0, 0), () -> {
                }), 3, 8, 2);
        assertEquals(new AttackRolled(List.of(d10(0, 3), d10(1, 8)), 8, d6(2, 2), 8, 3, 0, true, true), events.get(0));
    }

    @Test
    @DisplayName("warfighter-war.md, §3.1.1 Dickey Matters: a d10 showing 0 (the kernel's 10) counts as 10")
    void zeroIsTen() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 2); // bands 6 and 11
        int rifles = board.hostile("rifle-platoon", 2);
        assertEquals(new AttackRolled(List.of(d10(0, 10)), 10, d6(1, 1), 10, 2, 0, true, false),
                board.armyAttack(regiment, rifles, 10, 1).get(0));
    }

    @Test
    @DisplayName("warfighter-war.md, §3.1.5 Range: the Armor Rgt (R0-1, lowest RP) attacks #1 at R1 and #3 at R0, never #2 at R2; it attacks the cheapest when that one is in range")
    void armorRgtRangeCheapestInRange() {
        Board board = Board.wide();
        int one = board.army("33rd-regiment", 4);   // R1, 30: the cheapest
        board.army("307th-battalion", 5);           // #2, R2, 45
        board.army("48th-battalion", 3);            // #3, R0, 35
        int armorRgt = board.hostile("armor-rgt", 3);

        List<WarfighterEvent> events = board.hostileTurn(armorRgt, 1, 1, 1, 1);
        assertEquals(List.of(new AttackDeclared("hostile", armorRgt, "army", one, 1, List.of(), false),
                new AttackDeclared("hostile", armorRgt, "army", one, 1, List.of(), false)), Board.only(AttackDeclared.class, events));
    }

    @Test
    @DisplayName("warfighter-war.md, §3.1.5 Range, §3.4 Hostile Actions: with the cheapest Army (#2) at R2, the Armor Rgt keeps it as Target but attacks the dearer of #1 and #3 in range")
    void armorRgtRangeTargetOutOfRange() {
        Board board = Board.wide();
        board.army("48th-battalion", 4);                 // #1, R1, 35
        int two = board.army("fenwick-rifles", 5);       // #2, R2, 25: the Target
        int three = board.army("307th-battalion", 3);    // #3, R0, 45
        int armorRgt = board.hostile("armor-rgt", 3);

        List<WarfighterEvent> events = board.hostileTurn(armorRgt, 1, 1, 1, 1);
        assertEquals(new HostileTargeted(armorRgt, two, "lowestValue"), events.get(1));
        assertEquals(List.of(new AttackDeclared("hostile", armorRgt, "army", three, 0, List.of(), false),
                new AttackDeclared("hostile", armorRgt, "army", three, 0, List.of(), false)), Board.only(AttackDeclared.class, events));
    }

    @Test
    @DisplayName("warfighter-war.md, §3.1.6 Hostile Behavior (Artillery Bn): it targets the Army with the fewest Pins at R1-2, never R0; at full Manpower a high roll gives 1 Hit and 2 Pins")
    void artilleryBnFullStrength() {
        Board board = Board.wide();
        board.army("33rd-regiment", 3);                      // R0, no Pins
        int pinnedTwice = board.army("48th-battalion", 4);   // R1, 2 Pins
        board.armyPins(pinnedTwice, 2);
        int target = board.army("307th-battalion", 5);       // R2, 1 Pin
        board.armyPins(target, 1);
        int artillery = board.hostile("artillery-bn", 3);
        board.phase(Step.LAST);

        List<WarfighterEvent> events = board.hostileTurn(artillery, 9, 1);
        assertEquals(new HostileTargeted(artillery, target, "fewestPins"), events.get(1));
        assertEquals(new AttackResolved("hostile", artillery, "army", target, "effect", 1, 2, 0, 0),
                Board.only(AttackResolved.class, events).get(0));
    }

    @Test
    @DisplayName("warfighter-war.md, §3.1.6 Hostile Behavior (Artillery Bn): one Hit brings it to Manpower 1 and its right column, where the same roll can no longer give \"1 Hit, 2 Pins\"")
    void artilleryBnAfterOneHit() {
        Board board = Board.wide();
        int by = board.army("33rd-regiment", 3);
        int target = board.army("307th-battalion", 5);
        board.armyPins(target, 1);
        int artillery = board.hostile("artillery-bn", 3);
        board.hostileCounters(artillery, by, 1, 0);
        board.phase(Step.LAST);

        List<WarfighterEvent> events = board.hostileTurn(artillery, 9, 1);
        assertEquals(new AttackResolved("hostile", artillery, "army", target, "effect", 0, 1, 0, 0),
                Board.only(AttackResolved.class, events).get(0));
    }

    @Test
    @DisplayName("warfighter-war.md, §3.4 Hostile Actions (the Hostile with 3 Actions): at R1 from its Target it Attacks three times")
    void hostileThreeActionsInRange() {
        Board board = Board.wide();
        int regiment = board.army("309th-regiment", 4); // Cover 3: a 1 and a 1 miss
        int scouts = board.hostile("forward-scouts", 3);
        List<WarfighterEvent> events = board.hostileTurn(scouts, 1, 1, 1, 1, 1, 1);
        assertEquals(3, Board.only(AttackDeclared.class, events).size());
        assertTrue(Board.only(AttackDeclared.class, events).stream().allMatch(a -> a.target() == regiment && a.range() == 1));
        assertEquals(List.of(), Board.only(HostileMoved.class, events));
    }

    @Test
    @DisplayName("warfighter-war.md, §3.4 Hostile Actions (the Hostile with 3 Actions): at R2 from its Target, with nobody else in range, it Moves, then Attacks twice")
    void hostileThreeActionsOutOfRange() {
        Board board = Board.wide();
        int regiment = board.army("309th-regiment", 5);
        int scouts = board.hostile("forward-scouts", 3);
        List<WarfighterEvent> events = board.hostileTurn(scouts, 1, 1, 1, 1);
        List<WarfighterEvent> actions = events.stream()
                .filter(e -> e instanceof HostileMoved || e instanceof AttackDeclared).toList();
        assertEquals(List.of(new HostileMoved(scouts, 3, 4, "toward"),
                new AttackDeclared("hostile", scouts, "army", regiment, 1, List.of(), false),
                new AttackDeclared("hostile", scouts, "army", regiment, 1, List.of(), false)), actions);
    }

    @Test
    @DisplayName("warfighter-war.md, §3.4 Hostile Actions (the Hostile with 3 Actions): having taken a Hit it has 2 Actions")
    void hostileThreeActionsAfterAHit() {
        Board board = Board.wide();
        int regiment = board.army("309th-regiment", 4);
        int scouts = board.hostile("forward-scouts", 3);
        board.hostileCounters(scouts, regiment, 1, 0);
        List<WarfighterEvent> events = board.hostileTurn(scouts, 1, 1, 1, 1);
        assertEquals(2, Board.only(AttackDeclared.class, events).size());
    }

    @Test
    @DisplayName("warfighter-war.md, §3.4 Hostile Actions (Maintain 1): R0-1, one Action, its Target at R0: it moves to R1 and its turn ends")
    void maintain() {
        Board board = Board.wide();
        int regiment = board.army("33rd-regiment", 3);
        int sniper = board.hostile("sniper-team", 3);
        List<WarfighterEvent> events = board.hostileTurn(sniper);
        HostileMoved moved = Board.only(HostileMoved.class, events).get(0);
        assertEquals("maintain", moved.why());
        assertEquals(1, Math.abs(moved.to() - board.state().army(regiment).column()), "it stands at R1 from its Target");
        assertEquals(List.of(), Board.only(AttackDeclared.class, events));
        assertEquals(new HostileTurnEnded(sniper), events.get(events.size() - 1));
    }

    @Test
    @DisplayName("warfighter-war.md, §3.4 Hostile Actions (Maintain 1): on the Mission with its Target at R0, the only way to R1 is right, and it takes it")
    void maintainAtTheEdge() {
        Board board = Board.wide();
        board.army("33rd-regiment", 1);
        int sniper = board.hostile("sniper-team", 1);
        List<WarfighterEvent> events = board.hostileTurn(sniper);
        assertEquals(List.of(new HostileMoved(sniper, 1, 2, "maintain")), Board.only(HostileMoved.class, events));
    }

    @Test
    @DisplayName("warfighter-war.md, §3.4 Hostile Actions (the move limit): a Hostile that has Moved, with nobody in range, loses its remaining Actions")
    void hostileMoveLimit() {
        Board board = Board.wide();
        board.army("309th-regiment", 1);
        int scouts = board.hostile("forward-scouts", 5); // 3 Actions, R0-1
        List<WarfighterEvent> events = board.hostileTurn(scouts);
        assertEquals(List.of(new HostileMoved(scouts, 5, 4, "toward")), Board.only(HostileMoved.class, events));
        assertEquals(List.of(new HostileActionLost(scouts), new HostileActionLost(scouts)), Board.only(HostileActionLost.class, events));
        assertEquals(List.of(), Board.only(AttackDeclared.class, events));
        assertEquals(0, board.cards().actionsLeft(board.state().hostile(scouts)));
    }

    @Test
    @DisplayName("worked example 26, warfighter-war.md §4.4 Improve Army (clarification 61): the 309th bought Quality Soldiers (10); its level 2 grants it, so levelling up for 30 gives 10 Promotion Points back and adds the Field Radio it grants")
    void levelUpRefund() {
        var f = CampaignTable.continuing(1, CarryOvers.afterAshby("lowland-road", 30, 0, List.of(), List.of(
                CarryOvers.army(1, "309th-regiment", 2, 0, 3, List.of(CarryOvers.attachment("engineer-company")),
                        List.of(CarryOvers.skill("quality-soldiers")))))).fixture();
        WarfighterState s = f.when(0, new WarfighterCommand.LevelUp(1)).isLegal()
                .thenEvents(new ArmyLevelledUp(1, "309th-regiment", "309th-regiment-2", 30, List.of("field-radio"), List.of(), 10)).state();
        assertEquals(10, s.campaign().promotion(), "30 - 30 + 10");
        assertEquals("309th-regiment-2", s.army(1).card());
        assertEquals(List.of("quality-soldiers"), s.army(1).skills(), "one copy, not two");
        assertEquals(List.of("engineer-company", "field-radio"), s.army(1).attachments().stream().map(Equipped::attachment).toList());
        assertEquals(1, s.army(1).hits(), "Hits carry (2, less Brackenford's heal)");
    }

    @Test
    @DisplayName("worked example 11, warfighter-war.md §3.2.1 Action Phases Example (clarifications 41, 90): 3 First, 2 Normal, 1 Last Hostiles; 2 First Armies, 1 Normal with an Action-Attachment, 1 Last: A1, H1, A2, H2, H3; A3, H4, Att(A3), H5; A4, H6")
    void actionPhases() {
        Board board = ActionPhaseTest.example11();
        int first1 = board.army("307th-battalion", 1);
        int first2 = board.army("48th-battalion", 1);
        int normal = board.army("309th-regiment", 1);
        board.equip(normal, "anti-armor-rocket-teams");
        int last = board.army("33rd-regiment", 1);
        Map<Step, java.util.Set<Integer>> hostiles = ActionPhaseTest.example11Hostiles(board);

        Map<Step, List<String>> order = ActionPhaseTest.playActionPhases(board);
        assertEquals(List.of("A", "H", "A", "H", "H"), ActionPhaseTest.kinds(order.get(Step.FIRST)));
        assertEquals(List.of("A", "H", "Att", "H"), ActionPhaseTest.kinds(order.get(Step.NORMAL)),
                "the Normal Army, a Hostile, the Army's Attachment in a turn of its own, the last Normal Hostile");
        assertEquals(List.of("A" + normal, "Att(A" + normal + ")"), order.get(Step.NORMAL).stream().filter(t -> !t.startsWith("H")).toList(),
                "the Attachment is the Normal Army's");
        assertEquals(List.of("A", "H"), ActionPhaseTest.kinds(order.get(Step.LAST)));
        assertEquals(java.util.Set.of(first1, first2), ActionPhaseTest.numbers(order.get(Step.FIRST), "A"));
        assertEquals(java.util.Set.of(last), ActionPhaseTest.numbers(order.get(Step.LAST), "A"));
        for (Step step : List.of(Step.FIRST, Step.NORMAL, Step.LAST)) {
            assertEquals(hostiles.get(step), ActionPhaseTest.numbers(order.get(step), "H"), step + " Hostiles");
        }
    }

    @Test
    @DisplayName("worked example 24, warfighter-war.md §4.6 Retreat: at a turn's end with one Army standing the team Retreats: no Mission points, every Army at full Manpower, 12 Resupply Points, the Town discarded, Replenish and the Town Activities; one Desperation Mission played, the campaign won is Noteworthy")
    void retreat() {
        // Ashby, end of Game Turn 1: the 48th (Army 2) Downed, the 309th (Army 1) the one Army standing, with 2 Hits
        var f = RetreatTest.ashbyTurnEnd().given(new ExhaustionPaid(1, 0, 2), new ArmyDowned(2, 40));
        int resupply = f.state().campaign().resupply();
        int promotion = f.state().campaign().promotion();
        f = f.when(0, new WarfighterCommand.Retreat()).isLegal().then();
        WarfighterState town = f.state();
        assertEquals(promotion, town.campaign().promotion(), "no Mission points: they are for winners");
        assertEquals(resupply + 12, town.campaign().resupply(), "12 Resupply Points");
        assertEquals(List.of(0, 0), town.armies().stream().map(ArmyState::hits).toList(), "every Army at its maximum Manpower");
        assertFalse(town.army(2).downed());
        assertEquals(List.of("ashby"), town.campaign().discarded(), "the Town discarded");
        assertEquals(Stage.TOWN, town.stage(), "Replenish done, the Town Activities again");

        List<WarfighterEvent> chosen = f.when(0, new WarfighterCommand.LeaveTown()).then()
                .when(0, new WarfighterCommand.PlayDesperation("greyspire")).isLegal().events();
        @SuppressWarnings("unchecked")
        Map<String, Object> toGreyspire = (Map<String, Object>) ((GameOver) chosen.get(chosen.size() - 1)).carryOver();
        assertEquals(1, toGreyspire.get("desperation"), "one Desperation Mission");
        // the Desperation Mission is played like any other; whatever its result, the route then goes on from Ashby
        var greyspire = CampaignTable.continuing(1, toGreyspire).fixture().when(0, new WarfighterCommand.LeaveTown()).then();
        assertEquals("greyspire", greyspire.state().campaign().town());
        Map<String, Object> toBrackenford = new CampaignGame(new Catalogue(Table.DEMO)).carryOver(greyspire.state(), "ongoing",
                CampaignGame.ROUTE);
        var last = CampaignTable.continuing(1, toBrackenford).fixture().when(0, new WarfighterCommand.LeaveTown()).then();
        assertEquals("brackenford", last.state().campaign().town(), "the final Town");
        int objective = last.state().objectiveSlot();
        last = last.given(new ArmyPlaced(1, objective), new LocationActivated(objective, 1, "free", 0));
        List<WarfighterEvent> events = new java.util.ArrayList<>();
        RetreatTest.playToTurnEnd(last, events);
        assertTrue(events.contains(new CampaignEnded("succeeded", "Noteworthy")), "one Desperation Mission: Noteworthy; " + events);
    }


    /** Ashen Village (Entrance 2, Escalate +2) Active in column 2 after two Game Turn starts, the 309th (Movement 2) on the Mission. */
    private static Board escalatedTwice() {
        Board board = Board.mission("probe", "vital-hill", "ashen-village");
        int regiment = board.army("309th-regiment", 1);
        board.given(new LocationActivated(2, regiment, "action", 0));
        assertEquals(2, board.cards().entranceCost(board.state(), 2), "as printed before any turn start");
        for (int turn = 2; turn <= 3; turn++) {
            board.phase(Step.CLEANUP);
            assertEquals(List.of(new GameTurnBegan(turn, 5), new EntranceEscalated(2, 2)), board.advance(), "the start of Game Turn " + turn);
        }
        return board.phase(Step.NORMAL);
    }

    @Test
    @DisplayName("warfighter-war.md, §3.3.1 Move (Action) (the escalating Location, example 16): Entrance 2 and +2 at the start of each Turn cost 6 after two turn starts; Movement 2 needs 4 discards")
    void escalatingEntrance() {
        Board board = escalatedTwice();
        assertEquals(6, board.cards().entranceCost(board.state(), 2));
        board.hand(1, "rally#1", "rally#2", "rally#3", "dig-in#1");
        assertEquals("move.entrance-cost", rule(() -> board.armyDoes(1, new Move(1, List.of("rally#1", "rally#2", "rally#3")))),
                "2 + 3 discards is 5, short of 6");
        List<String> four = List.of("rally#1", "rally#2", "rally#3", "dig-in#1");
        assertEquals(List.of(new ArmyMoved(1, 1, 2, 6, 2, four, List.of())), board.armyDoes(1, new Move(1, four)));
        assertEquals(2, board.state().army(1).column());

        Board setAside = escalatedTwice();
        setAside.hand(1, "rally#1", "rally#2", "rally#3", "dig-in#1");
        setAside.armyDoes(1, new SetAside("rally#1", 1));
        setAside.armyDoes(1, new SetAside("rally#2", 1));
        assertEquals(List.of(new ArmyMoved(1, 1, 2, 6, 2, List.of("rally#3", "dig-in#1"), List.of("rally#1", "rally#2"))),
                setAside.armyDoes(1, new Move(1, List.of("rally#3", "dig-in#1"))), "or set-asides: 2 + 2 set aside + 2 discards");
    }

    @Test
    @DisplayName("warfighter-war.md, §3.3.1 Move (Action) (set aside, example 17): a Player Army sets 2 cards aside for a Support Army; its Discard and Draw ignores them; the Support Army Moves with +2 and both are discarded")
    void setAside() {
        Board board = Board.mission("probe", "vital-hill", "rubble-streets"); // Entrance 3
        int regiment = board.army("309th-regiment", 1); // P: hand size 6 (Manpower 6)
        int battery = board.army("hollow-ridge-battery", 1); // S: Movement 1
        board.given(new LocationActivated(2, regiment, "action", 0));
        List<String> six = List.of("hold-fast#1", "hold-fast#2", "hold-fast#3", "hold-fast#4", "rally#1", "rally#2");
        board.hand(regiment, six.toArray(String[]::new));
        assertEquals("move.entrance-cost", rule(() -> board.armyDoes(battery, new Move(1, List.of()))), "Movement 1 against 3");

        board.armyDoes(regiment, new SetAside("rally#1", battery));
        board.armyDoes(regiment, new SetAside("rally#2", battery));
        assertEquals(List.of("rally#1", "rally#2"), board.state().army(battery).setAside());
        assertEquals(six.subList(0, 4), board.state().army(regiment).hand());

        List<WarfighterEvent> drawn = board.armyDoes(regiment, new DiscardAndDraw(List.of()));
        assertEquals(6, board.state().army(regiment).hand().size(), "the hand is filled to 6 without the 2 set aside: " + drawn);
        assertFalse(board.state().army(regiment).hand().contains("rally#1"));

        List<WarfighterEvent> moved = board.armyDoes(battery, new Move(1, List.of())); // its red Move cost is paid by the 309th
        assertEquals(List.of(new ArmyMoved(battery, 1, 2, 3, 1, List.of(), List.of("rally#1", "rally#2"))),
                Board.only(ArmyMoved.class, moved), "Movement 1 + 2 set aside meets 3");
        assertEquals(List.of(), board.state().army(battery).setAside());
        assertTrue(board.state().actionDiscard().containsAll(List.of("rally#1", "rally#2")), "both are discarded");
    }

    @Test
    @DisplayName("warfighter-war.md, §3.1.3.1 Upgunning (\"You [any Army] may Regain 1, or discard 2 Pin counters\", example 21): Army B pays 1 XP while Army A plays it, and the effect goes to any Army")
    void upgun() {
        Board board = Board.wide();
        int a = board.army("309th-regiment", 1);
        int b = board.army("fenwick-rifles", 3);
        int other = board.army("48th-battalion", 4);
        board.armyPins(other, 2);
        int platoon = board.hostile("rifle-platoon", 2);
        board.given(new HostileEliminated(platoon, b, 1));
        board.hand(a, "field-rations#1");
        assertEquals("card.target", rule(() -> board.armyDoes(a, new PlayActionCard("field-rations#1", other, "removePins", null))),
                "the plain text: only \"You\"");

        List<WarfighterEvent> played = board.armyDoes(a, new PlayActionCard("field-rations#1", other, "removePins", new Upgun(b)));
        assertEquals(List.of(new XpPaid(b, 1, "upgun"), new ActionCardPlayed(a, "field-rations#1", other, "removePins", b)),
                played.subList(0, 2));
        assertEquals(0, board.state().army(other).pins(), "2 Pins discarded from the Army chosen");
        assertEquals(0, board.state().army(b).xp(), "B paid the 1 XP");
    }

    @Test
    @DisplayName("warfighter-war.md, §3.3.4 Play an Action Card (\"multiple copies of Accurate Fire for one Attack\", example 22): two copies at one declaration both add to the attack")
    void accurateFire() {
        for (int copies = 1; copies <= 2; copies++) {
            Board board = Board.probe();
            int regiment = board.army("309th-regiment", 2); // hits from 6
            int rifles = board.hostile("rifle-platoon", 2);
            List<String> played = List.of("accurate-fire#1", "accurate-fire#2").subList(0, copies);
            board.hand(regiment, "accurate-fire#1", "accurate-fire#2");
            List<WarfighterEvent> events = board.armyDoes(regiment, new WarfighterCommand.Attack(rifles, false, played, List.of()), 4, 6);
            AttackRolled rolled = Board.only(AttackRolled.class, events).get(0);
            assertEquals(4 + copies, rolled.attackTotal(), copies + " copies on a natural 4");
            assertEquals(copies == 2, rolled.attackSucceeded(), "only both copies reach the 6 the 309th needs");
            assertEquals(played, Board.only(AttackDeclared.class, events).get(0).cards());
        }
    }

    @Test
    @DisplayName("warfighter-war.md, §3.3.9 Roll for Engineer (Impassible River, example 18; clarification 32): Moves in are refused until the Engineering Points reach the obstacle's 3 (a roll may pass it), one roll per Game Turn; then the river is passable")
    void impassibleRiver() {
        Board board = Board.mission("probe", "vital-hill", "impassible-river"); // Impassable; Engineering Ob 3: removes Impassable
        int regiment = board.army("309th-regiment", 1); // Movement 2 against Entrance 1
        board.equip(regiment, "engineer-company"); // d10 1-6: 1 point, 7-10: 2 points
        board.given(new LocationActivated(2, regiment, "action", 0));
        assertEquals("move.impassable", rule(() -> board.armyDoes(regiment, new Move(1, List.of()))));

        assertEquals(List.of(new EngineerRolled(regiment, 2, d10(0, 7), 2, 2, false)), board.armyDoes(regiment, new RollEngineer(2), 7));
        assertEquals("move.impassable", rule(() -> board.armyDoes(regiment, new Move(1, List.of()))), "2 points of 3");
        assertEquals("engineer.once-per-turn", rule(() -> board.armyDoes(regiment, new RollEngineer(2), 7)));

        board.phase(Step.CLEANUP);
        board.advance();
        board.phase(Step.NORMAL);
        assertEquals(List.of(new EngineerRolled(regiment, 2, d10(0, 9), 2, 4, true)), board.armyDoes(regiment, new RollEngineer(2), 9),
                "4 passes 3: the obstacle is defeated");
        assertEquals(List.of(new ArmyMoved(regiment, 1, 2, 1, 2, List.of(), List.of())), board.armyDoes(regiment, new Move(1, List.of())),
                "what follows the colon applies: no longer Impassable");
    }
}
