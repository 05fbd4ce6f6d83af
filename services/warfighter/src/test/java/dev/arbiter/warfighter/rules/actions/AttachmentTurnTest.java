package dev.arbiter.warfighter.rules.actions;

import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.WarfighterRules;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Table;
import dev.arbiter.warfighter.rules.Board;
import dev.arbiter.warfighter.rules.FixturePacks;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.testkit.Contract;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * An Action-Attachment's own turn (warfighter-war.md §3.2.1 Action Phases: "that Attachment must take a separate turn to use
 * its Action"; §2.2.2 Attachments: the Anti-Armor Rocket Teams "need a Supply to Attack"; clarification 90). The 309th
 * Regiment (Army 1, Normal, Supply 5, R0) carries the Rocket Teams (R0-1, 1 Action, 1 Hit from 7 with P 3) in column 2 of
 * Major Push; a Sniper Team (Manpower 1, Cover 4) stands at R1, a Rifle Platoon at R0 and an Armor Rgt at R2.
 */
class AttachmentTurnTest {

    private static final String ROCKETS = "anti-armor-rocket-teams";

    private Board board;
    private int regiment;
    private int sniper;
    private int rifles;
    private int armor;

    private void setUp() {
        setUp(Board.wide());
    }

    private void setUp(Board wide) {
        board = wide;
        regiment = board.army("309th-regiment", 2);
        board.equip(regiment, ROCKETS);
        sniper = board.hostile("sniper-team", 3);
        rifles = board.hostile("rifle-platoon", 2);
        armor = board.hostile("armor-rgt", 4);
    }

    private String refused(int seat, WarfighterCommand command) {
        WarfighterState before = board.state();
        String rule = assertThrows(RuleViolation.class, () -> board.decide(seat, command)).rule();
        assertEquals(before, board.state(), "a refused command changes nothing");
        return rule;
    }

    @Test
    @DisplayName("warfighter-war.md §3.2.1 (clarification 90): in its Army's phase the Attachment's turn is offered beside the Army's; in it the Attachment attacks with its own chart and range, its red Supply paid by its Army, and a Hostile it eliminates gives its Army the XP")
    void attachmentAttacksInItsOwnTurn() {
        setUp();
        assertEquals(List.of(new BeginTurn(regiment), new BeginTurn(regiment, ROCKETS)), board.legal(0));
        assertEquals(List.of(new AttachmentTurnBegan(regiment, ROCKETS, 0)), board.decide(0, new BeginTurn(regiment, ROCKETS)));
        assertEquals(List.of(new Attack(sniper, false, List.of(), List.of()), new Attack(rifles, false, List.of(), List.of()), new EndTurn()),
                board.legal(0), "R0-1: the Sniper Team and the Rifle Platoon, not the Armor Rgt at R2; its 309th could reach only R0");

        // 7 reaches the Rocket Teams' 1-Hit band; the d6's 1 and P 3 make 4, the Sniper Team's Cover
        List<WarfighterEvent> events = board.decide(0, new Attack(sniper, false, List.of(), List.of()), 7, 1);
        assertEquals(new SupplyLost("army", regiment, 1, "actionCost"), events.get(0), "the red cost, from its Army");
        assertEquals(new AttackDeclared("attachment", regiment, "hostile", sniper, 1, List.of(), false), events.get(1));
        assertEquals(List.of(new AttackResolved("attachment", regiment, "hostile", sniper, "effect", 1, 0, 0, 0)),
                Board.only(AttackResolved.class, events));
        assertEquals(List.of(new HostileEliminated(sniper, regiment, 1)), Board.only(HostileEliminated.class, events));
        assertEquals(4, board.state().army(regiment).supply());
        assertEquals(1, board.state().army(regiment).xp(), "the Army holds the XP: an Attachment has none");

        assertEquals(List.of(new EndTurn()), board.legal(0), "its one Action is spent");
        assertEquals("action.none-left", refused(0, new Attack(rifles, false, List.of(), List.of())));
        assertEquals(List.of(new TurnEnded(regiment)), board.decide(0, new EndTurn()));
        assertEquals(null, board.state().actorAttachment());
    }

    @Test
    @DisplayName("warfighter-war.md §3.2.1 (clarification 90): the Attachment's turn is one a Game Turn, before or after its Army's, and the Army's own Attack no longer pays the Attachment's red cost")
    void oneTurnEachAndTheArmyPaysOnlyItsOwn() {
        setUp();
        board.decide(0, new BeginTurn(regiment, ROCKETS));
        board.decide(0, new EndTurn());
        board.given(new HostileTurnEnded(armor)); // the Hostiles' slot passes: the player side again
        assertEquals(List.of(new BeginTurn(regiment)), board.legal(0), "the Attachment took its turn");
        assertEquals("turn.not-due", refused(0, new BeginTurn(regiment, ROCKETS)));

        board.decide(0, new BeginTurn(regiment));
        List<WarfighterEvent> attack = board.decide(0, new Attack(rifles, false, List.of(), List.of()), 1, 1);
        assertEquals(List.of(), Board.only(SupplyLost.class, attack), "the 309th has no red cost of its own");
        assertTrue(Board.only(AttackDeclared.class, attack).get(0).attackerSide().equals("army"));
    }

    @Test
    @DisplayName("warfighter-war.md §3.2.1, §2.2.2 (clarifications 90, 113): only an Attachment with an attack chart takes a turn; one out of range, an Attack Action counter, another card's ability, a card not in its Army's hand or an Army command are refused in its turn; a destroyed one takes none")
    void refusals() {
        setUp();
        board.equip(regiment, "minefields");
        assertEquals("turn.not-due", refused(0, new BeginTurn(regiment, "minefields")));
        board.decide(0, new BeginTurn(regiment, ROCKETS));
        assertEquals("attack.out-of-range", refused(0, new Attack(armor, false, List.of(), List.of())));
        assertEquals("attack.attachment-plain", refused(0, new Attack(sniper, true, List.of(), List.of())));
        assertEquals("attack.attachment-ability", refused(0, new Attack(sniper, false, List.of(), List.of(), List.of(new AbilityRef("minefields", 0)),
                List.of())), "another card's ability helps its Army's attack, not the Attachment's");
        assertEquals("card.not-held", refused(0, new Attack(sniper, false, List.of("accurate-fire#1"), List.of())));
        assertEquals("turn.attachment", refused(0, new Move(1, List.of())));
        board.decide(0, new EndTurn());

        setUp();
        board.given(new AttachmentDestroyed(regiment, ROCKETS));
        assertEquals(List.of(new BeginTurn(regiment)), board.legal(0));
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.2 Declare Attack, §3.1.3.1 Upgunning, §3.2.1 (clarifications 43, 113): the Attachment's attack declares cards from its Army's hand, maybe upgunned, their Supply paid by its Army with the red cost, and they leave the hand")
    void attachmentAttackDeclaresItsArmysCards() {
        setUp();
        board.hand(regiment, "accurate-fire#1", "suppressing-fire#1");
        board.given(new HostileEliminated(armor, regiment, 1));
        board.decide(0, new BeginTurn(regiment, ROCKETS));
        assertTrue(board.legal(0).contains(new Attack(sniper, false, List.of("accurate-fire#1"), List.of(), List.of(),
                List.of(Upgunned.card("accurate-fire#1", regiment)))), "a declare card, upgunned by the Army with the XP");
        assertTrue(board.legal(0).contains(new Attack(rifles, false, List.of("suppressing-fire#1"), List.of())));

        // 5 misses the Rocket Teams' 1-Hit band at 7; the upgunned Accurate Fire's +2 reaches it
        List<WarfighterEvent> events = board.decide(0, new Attack(sniper, false, List.of("accurate-fire#1"), List.of(), List.of(),
                List.of(Upgunned.card("accurate-fire#1", regiment))), 5, 1);
        assertEquals(List.of(new SupplyLost("army", regiment, 1, "actionCost"), new XpPaid(regiment, 1, "upgun"),
                new AttackDeclared("attachment", regiment, "hostile", sniper, 1, List.of("accurate-fire#1"), false, List.of(regiment))),
                events.subList(0, 3));
        assertEquals(5 + 2, Board.only(AttackRolled.class, events).get(0).attackTotal());
        assertEquals(List.of(new HostileEliminated(sniper, regiment, 1)), Board.only(HostileEliminated.class, events));
        assertEquals(List.of("suppressing-fire#1"), board.state().army(regiment).hand(), "the played card is discarded");
        assertTrue(board.state().actionDiscard().contains("accurate-fire#1"));
        assertEquals(4, board.state().army(regiment).supply());
    }

    @Test
    @DisplayName("warfighter-war.md §2.2.2 Attachments, §3.3.2 Declare Attack (clarification 113): an Attachment's own declare-timing ability goes on its attack (a Rocket Teams' extra die, given in a test pack)")
    void attachmentAttackUsesItsOwnAbility() {
        Cards.Ability extraDie = new Cards.Ability("declare", null, null, "extraAttackDie", 1, "attacker", null, 1, null, null, null);
        setUp(Board.mission(FixturePacks.withAttachmentAbility(ROCKETS, extraDie), 1, "major-push", "large-city", "cart-track",
                "orchard-lane", "windmill-rise"));
        board.decide(0, new BeginTurn(regiment, ROCKETS));
        int index = Board.DEMO.attachment(ROCKETS).orElseThrow().abilities().size();
        Attack withDie = new Attack(sniper, false, List.of(), List.of(), List.of(new AbilityRef(ROCKETS, index)), List.of());
        assertTrue(board.legal(0).contains(withDie));

        List<WarfighterEvent> events = board.decide(0, withDie, 2, 7, 1);
        assertEquals(new AbilityUsed(regiment, ROCKETS, index, regiment, null, null), Board.only(AbilityUsed.class, events).get(0));
        assertEquals(2, Board.only(AttackRolled.class, events).get(0).attackRolls().size(), "its chart's die and one more");
        assertEquals(List.of(new HostileEliminated(sniper, regiment, 1)), Board.only(HostileEliminated.class, events), "the better die, 7");
    }

    @Test
    @DisplayName("warfighter-war.md §3.2.1 (clarification 90): BeginTurn with an attachment, AttachmentTurnBegan, an Attachment's attack and the view in its turn match contracts/openapi/warfighter.yaml")
    void matchesTheContract() {
        setUp();
        WarfighterRules rules = new WarfighterRules(Table.DEMO);
        ObjectMapper json = new ObjectMapper();
        for (WarfighterCommand command : board.legal(0)) {
            ObjectNode node = json.valueToTree(command);
            node.put("type", command.getClass().getSimpleName());
            Contract.ofService().check("Command", node);
        }
        List<WarfighterEvent> events = new java.util.ArrayList<>(board.decide(0, new BeginTurn(regiment, ROCKETS)));
        Contract.ofService().check("RulesetView", json.valueToTree(rules.view(board.state())));
        events.addAll(board.decide(0, new Attack(sniper, false, List.of(), List.of()), 7, 1));
        for (WarfighterEvent event : events) {
            Contract.ofService().check("WarfighterEvent" + event.getClass().getSimpleName(), json.valueToTree(event));
        }
    }
}
