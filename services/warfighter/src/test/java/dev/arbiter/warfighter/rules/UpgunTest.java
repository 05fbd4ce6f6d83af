package dev.arbiter.warfighter.rules;

import static dev.arbiter.warfighter.rules.Board.rule;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.warfighter.rules.WarfighterCommand.AbilityRef;
import dev.arbiter.warfighter.rules.WarfighterCommand.Attack;
import dev.arbiter.warfighter.rules.WarfighterCommand.PlayActionCard;
import dev.arbiter.warfighter.rules.WarfighterCommand.Upgun;
import dev.arbiter.warfighter.rules.WarfighterCommand.Upgunned;
import dev.arbiter.warfighter.rules.WarfighterCommand.UseAbility;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Upgunning a card (§3.1.3.1): any Army pays 1 XP and the bracketed text is used instead, for that use (clarification 34). */
class UpgunTest {

    private static final AbilityRef RADIO = new AbilityRef("field-radio", 0);


    /** The command is refused and leaves the state as it was. */
    private static String refused(Board board, int army, WarfighterCommand command) {
        WarfighterState before = board.state();
        String rule = rule(() -> board.armyDoes(army, command));
        assertEquals(before, board.state(), "a refused command changes nothing");
        return rule;
    }

    /** Gives an Army {@code xp} Experience, as Eliminating that many Rifle Platoons (Hostile Value 1) in the Objective's column would. */
    private static void experience(Board board, int army, int xp) {
        for (int i = 0; i < xp; i++) {
            board.given(new HostileEliminated(board.hostile("rifle-platoon", 3), army, 1));
        }
    }

    private static Attack attack(int target, List<String> cards, List<AbilityRef> abilities, List<Upgunned> upgun) {
        return new Attack(target, false, cards, List.of(), abilities, upgun);
    }

    @Test
    @DisplayName("warfighter-war.md, §3.1.3.1 Upgunning, clarification 34: a lasting card is upgunned per use (Field Radio: 1 XP and two more dice on one attack; the next use is plain unless paid again)")
    void paidPerUse() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 1);
        board.equip(regiment, "field-radio");
        int rifles = board.hostile("rifle-platoon", 1);
        experience(board, regiment, 2);

        List<WarfighterEvent> upgunned = board.armyDoes(regiment, attack(rifles, List.of(), List.of(RADIO), List.of(Upgunned.ability(RADIO, regiment))),
                1, 1, 1, 1);
        assertEquals(List.of(new XpPaid(regiment, 1, "upgun"), new AttackDeclared("army", regiment, "hostile", rifles, 0, List.of(), false),
                new AbilityUsed(regiment, "field-radio", 0, regiment, null, regiment)), upgunned.subList(0, 3));
        assertEquals(3, Board.only(AttackRolled.class, upgunned).get(0).attackRolls().size(), "the attack die and the bracketed two more");
        assertEquals(1, board.state().army(regiment).xp());

        List<WarfighterEvent> plain = board.armyDoes(regiment, attack(rifles, List.of(), List.of(RADIO), List.of()), 1, 1, 1);
        assertEquals(List.of(), Board.only(XpPaid.class, plain), "nothing paid for a plain use");
        assertEquals(new AbilityUsed(regiment, "field-radio", 0, regiment, null, null), Board.only(AbilityUsed.class, plain).get(0));
        assertEquals(2, Board.only(AttackRolled.class, plain).get(0).attackRolls().size(), "the earlier upgun does not last: one more die");
        assertEquals(1, board.state().army(regiment).xp());
    }

    @Test
    @DisplayName("warfighter-war.md, §3.1.3.1 Upgunning, §3.3.2 Declare Attack: each declared card is upgunned on its own, by any Army with the XP, and its bracketed text (amount and cost) is used")
    void declareCardsAtAnAttack() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 1);
        int fenwick = board.army("fenwick-rifles", 2);
        int rifles = board.hostile("rifle-platoon", 1);
        experience(board, fenwick, 2);
        board.hand(regiment, "accurate-fire#1", "accurate-fire#2", "suppressing-fire#1");
        List<String> declared = List.of("accurate-fire#1", "accurate-fire#2", "suppressing-fire#1");

        List<WarfighterEvent> events = board.armyDoes(regiment, attack(rifles, declared, List.of(),
                List.of(Upgunned.card("accurate-fire#1", fenwick), Upgunned.card("suppressing-fire#1", fenwick))), 1, 1);
        assertEquals(List.of(new SupplyLost("army", regiment, 2, "card"), new XpPaid(fenwick, 1, "upgun"), new XpPaid(fenwick, 1, "upgun"),
                new AttackDeclared("army", regiment, "hostile", rifles, 0, declared, false, java.util.Arrays.asList(fenwick, null, fenwick))),
                events.subList(0, 4));
        assertEquals(1 + 2 + 1, Board.only(AttackRolled.class, events).get(0).attackTotal(), "roll 1, upgunned Accurate Fire +2, plain +1");
        assertEquals(2, Board.only(AttackResolved.class, events).get(0).pins(), "upgunned Suppressing Fire: 2 Pins, on a miss too");
        assertEquals(5 - 2, board.state().army(regiment).supply(), "the bracketed cost, 2 Supply");
        assertEquals(0, board.state().army(fenwick).xp());
    }

    @Test
    @DisplayName("warfighter-war.md, §3.1.3.1 Upgunning: at an Attack only a declared card or ability with bracketed text is upgunned, once, by a standing Army that has 1 XP for each")
    void attackUpgunRefusals() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 1);
        board.equip(regiment, "field-radio");
        int rifles = board.hostile("rifle-platoon", 1);
        experience(board, regiment, 1);
        board.hand(regiment, "accurate-fire#1", "accurate-fire#2");
        List<String> both = List.of("accurate-fire#1", "accurate-fire#2");

        assertEquals("attack.upgun-not-declared", refused(board, regiment, attack(rifles, List.of("accurate-fire#1"), List.of(),
                List.of(Upgunned.card("accurate-fire#2", regiment)))));
        assertEquals("attack.upgun-not-declared", refused(board, regiment, attack(rifles, List.of(), List.of(),
                List.of(Upgunned.ability(RADIO, regiment)))), "Field Radio held but not used on this attack");
        assertEquals("attack.upgun-not-declared", refused(board, regiment, attack(rifles, List.of("accurate-fire#1"), List.of(),
                List.of(new Upgunned("accurate-fire#1", "field-radio", 0, regiment)))), "a card or an ability, not both");
        assertEquals("attack.upgun-twice", refused(board, regiment, attack(rifles, both, List.of(),
                List.of(Upgunned.card("accurate-fire#1", regiment), Upgunned.card("accurate-fire#1", regiment)))));
        assertEquals("card.upgun-xp", refused(board, regiment, attack(rifles, both, List.of(),
                List.of(Upgunned.card("accurate-fire#1", regiment), Upgunned.card("accurate-fire#2", regiment)))), "1 XP for two upguns");
        assertEquals("ability.upgun-xp", refused(board, regiment, attack(rifles, List.of("accurate-fire#1"), List.of(RADIO),
                List.of(Upgunned.card("accurate-fire#1", regiment), Upgunned.ability(RADIO, regiment)))));
        assertEquals("card.upgun-xp", refused(board, regiment, attack(rifles, List.of("accurate-fire#1"), List.of(),
                List.of(Upgunned.card("accurate-fire#1", 9)))), "no Army 9");

        Board plain = Board.mission(FixturePacks.withActionCard("accurate-fire", FixturePacks.noUpgun()), 1, "probe", "vital-hill", "cart-track");
        int army = plain.army("309th-regiment", 1);
        int target = plain.hostile("rifle-platoon", 1);
        experience(plain, army, 1);
        plain.hand(army, "accurate-fire#1");
        assertEquals("card.upgun-none", refused(plain, army, attack(target, List.of("accurate-fire#1"), List.of(),
                List.of(Upgunned.card("accurate-fire#1", army)))));
    }

    @Test
    @DisplayName("warfighter-war.md, §3.1.3.1 Upgunning, §2.2.2 Attachments: an active ability with bracketed text is upgunned with UseAbility's upgun (Field Depot given [2 Pins] in a test pack)")
    void abilityUpgunned() {
        Board board = Board.mission(FixturePacks.withAttachmentUpgun("field-depot", new Cards.Upgun(null, 2, null, null)), 1,
                "probe", "vital-hill", "cart-track");
        int regiment = board.army("309th-regiment", 1);
        board.equip(regiment, "field-depot").armyPins(regiment, 2);
        assertEquals("ability.upgun-xp", refused(board, regiment, new UseAbility("field-depot", 0, null, null, new Upgun(regiment))));
        experience(board, regiment, 1);
        List<WarfighterEvent> used = board.armyDoes(regiment, new UseAbility("field-depot", 0, null, null, new Upgun(regiment)));
        assertEquals(List.of(new AttachmentSupplySpent(regiment, "field-depot", 1), new XpPaid(regiment, 1, "upgun"),
                new AbilityUsed(regiment, "field-depot", 0, regiment, null, regiment)), used, "the Depot's own stack pays (clarification 111)");
        assertEquals(0, board.state().army(regiment).pins(), "the bracketed 2 Pins");

        Board demo = Board.probe();
        int other = demo.army("309th-regiment", 1);
        demo.equip(other, "field-depot").armyPins(other, 1);
        experience(demo, other, 1);
        assertEquals("ability.upgun-none", refused(demo, other, new UseAbility("field-depot", 0, null, null, new Upgun(other))));
    }

    @Test
    @DisplayName("warfighter-war.md, §3.1.3.1 Upgunning (the Field Rations example): another Army pays the 1 XP and the card then helps any Army")
    void anotherArmyPaysAndTheBracketsApply() {
        Board board = Board.wide();
        int regiment = board.army("309th-regiment", 1);
        int rifles = board.army("fenwick-rifles", 3);
        board.given(new SupplyLost("army", rifles, 1, "test"));
        int platoon = board.hostile("rifle-platoon", 2);
        board.given(new HostileEliminated(platoon, rifles, 1));
        board.hand(regiment, "field-rations#1");
        int supply = board.state().army(rifles).supply();

        assertEquals("card.target", rule(() -> board.armyDoes(regiment, new PlayActionCard("field-rations#1", rifles, "gainSupply", null))),
                "not upgunned: only its own Army");
        List<WarfighterEvent> played = board.armyDoes(regiment,
                new PlayActionCard("field-rations#1", rifles, "gainSupply", new Upgun(rifles)));
        assertEquals(List.of(new XpPaid(rifles, 1, "upgun"), new ActionCardPlayed(regiment, "field-rations#1", rifles, "gainSupply", rifles)),
                played);
        assertEquals(supply + 1, board.state().army(rifles).supply());
        assertEquals(0, board.state().army(rifles).xp());
    }

    @Test
    @DisplayName("warfighter-war.md, §3.1.3.1 Upgunning: only a card with bracketed text is upgunned, and only by an Army that has the XP")
    void bracketsAndXpNeeded() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 1);
        board.armyPins(regiment, 2);
        board.hand(regiment, "rally#1");
        assertEquals("card.upgun-xp", rule(() -> board.armyDoes(regiment, new PlayActionCard("rally#1", null, null, new Upgun(regiment)))));
        int platoon = board.hostile("rifle-platoon", 2);
        board.given(new HostileEliminated(platoon, regiment, 1));
        board.armyDoes(regiment, new PlayActionCard("rally#1", null, null, new Upgun(regiment)));
        assertEquals(0, board.state().army(regiment).pins(), "upgunned Rally removes 2 Pins");

        Board coats = Board.probe();
        int other = coats.army("309th-regiment", 1);
        int hostile = coats.hostile("rifle-platoon", 2);
        coats.given(new HostileEliminated(hostile, other, 1));
        coats.hand(other, "greatcoats#1");
        assertEquals("card.upgun-none", rule(() -> coats.armyDoes(other, new PlayActionCard("greatcoats#1", null, null, new Upgun(other)))));
    }
}
