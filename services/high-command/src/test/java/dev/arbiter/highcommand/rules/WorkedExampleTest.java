package dev.arbiter.highcommand.rules;

import dev.arbiter.highcommand.rules.endgame.SeatTotal;
import dev.arbiter.highcommand.rules.battle.AttackMode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.highcommand.pack.HighCommandPacks;
import dev.arbiter.highcommand.rules.HighCommandCommand.Attack;
import dev.arbiter.highcommand.rules.HighCommandCommand.ChooseArmy;
import dev.arbiter.highcommand.rules.HighCommandCommand.DeclareDestroyed;
import dev.arbiter.highcommand.rules.HighCommandCommand.EndOrders;
import dev.arbiter.highcommand.rules.HighCommandEvent.*;
import dev.arbiter.highcommand.rules.cards.Colour;
import dev.arbiter.highcommand.rules.cards.Pack;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.RulesFixture;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The rulebook's worked examples replayed with the demo pack, whose cards named in the examples
 * carry the examples' numbers and no abilities (the demo pack is original; only those names and
 * numbers come from the rulebook). Round 1's Winds of War card is Requisition, which changes
 * nothing at a location, and the examples' locations have no abilities.
 */
class WorkedExampleTest {

    static final Pack DEMO = HighCommandPacks.demo();

    private static final ChooseArmy CRYX = Table.army("cryx", "cryx-warwitch-deneghra", Colour.yellow, "cryx-iron-lich-asphyxious", Colour.blue,
            "cryx-lich-mother-sable", Colour.green);
    private static final ChooseArmy PROTECTORATE = Table.army("protectorate", "protectorate-high-exemplar-kreoss", Colour.yellow,
            "protectorate-grand-scrutator-severius", Colour.red, "protectorate-hierarch-aldous-venn", Colour.green);
    private static final ChooseArmy KHADOR = Table.army("khador", "khador-kommander-sorscha-kratikoff", Colour.orange,
            "khador-vladimir-tzepesci-the-dark-prince", Colour.blue, "khador-forge-marshal-ivo-brannik", Colour.green);
    private static final ChooseArmy CYGNAR = Table.army("cygnar", "cygnar-commander-coleman-stryker", Colour.red,
            "cygnar-commander-adept-sebastian-nemo", Colour.purple, "cygnar-captain-edric-vane", Colour.green);

    private static Table table(String row, ChooseArmy... seats) {
        Table t = Table.of(DEMO, seats.length).row(row).winds("requisition");
        for (int seat = 0; seat < seats.length; seat++) {
            t.army(seat, seats[seat]);
        }
        return t;
    }

    private static List<String> names(List<Placed> cards) {
        return cards.stream().map(Placed::card).toList();
    }

    @Test
    @DisplayName("high-command.md, ONE OPPONENT (example): at Blackwater Nate's Helldiver and Blood Witch Coven (4 Power) destroy Jack's Vigilant (Health 4); Jack's 1 Power reaches neither Health 3")
    void blackwater() {
        // Seat 0 Nate (Cryx), seat 1 Jack (Protectorate).
        Table t = table("blackwater", CRYX, PROTECTORATE).reserves(0, "cryx-helldiver#1", "cryx-blood-witch-coven#1")
                .reserves(1, "protectorate-vigilant#1");
        var f = t.start();
        f = t.place(t.place(f, 1, "blackwater", "protectorate-vigilant#1"), 0, "blackwater", "cryx-helldiver#1", "cryx-blood-witch-coven#1");
        var battle = f.when(0, new EndOrders(null)).events();
        Table.inOrder(battle, new AttackBegan("blackwater", AttackMode.oneOpponent, 1),
                new PowerTotalled("blackwater", List.of(new SeatTotal(0, 4), new SeatTotal(1, 1))));
        f = f.given(battle);
        var removal = f.when(0, new DeclareDestroyed(List.of("protectorate-vigilant#1"))).isLegal().events();
        assertEquals(new DestructionDeclared(0, List.of("protectorate-vigilant#1")), removal.get(0));
        assertEquals(new DestructionDeclared(1, List.of()), removal.get(1), "Jack has nothing he can destroy, so nothing is asked of him");
        assertEquals(List.of("protectorate-vigilant#1"), names(((CardsDestroyed) removal.get(2)).cards()));
        HighCommandState s = f.given(removal).state();
        assertEquals(List.of("cryx-helldiver#1", "cryx-blood-witch-coven#1"), names(s.location("blackwater").cards()));
        assertTrue(s.player(1).discard().contains("protectorate-vigilant#1"));
    }

    @Test
    @DisplayName("high-command.md, MULTIPLE OPPONENTS (example): at Highgate Tony's all-out 10 Power destroys Jack's and Will's 9 Health; Jack, on Tony's left, spends their pooled 6 on the Juggernaut")
    void highgate() {
        // Seat 0 Tony (Khador), seat 1 Jack (Cygnar) on his left, seat 2 Will (Cryx). The rulebook prints the sums only
        // (docs/rules/high-command.md, where the inventory is wrong): Minuteman 2/3, Bane Thrall Cadre 3/4, Deathripper 1/2;
        // Tony's Berserkers 4/4, Rocket Korps 3/3, Juggernaut 3/5.
        Table t = table("highgate", KHADOR, CYGNAR, CRYX)
                .reserves(0, "khador-doom-reaper-berserkers#1", "khador-winter-guard-rocket-korps#1", "khador-juggernaut#1")
                .reserves(1, "cygnar-minuteman#1").reserves(2, "cryx-bane-thrall-cadre#1", "cryx-deathripper#1");
        var f = t.start();
        f = t.place(f, 2, "highgate", "cryx-bane-thrall-cadre#1", "cryx-deathripper#1");
        f = t.place(f, 1, "highgate", "cygnar-minuteman#1");
        f = t.place(f, 0, "highgate", "khador-doom-reaper-berserkers#1", "khador-winter-guard-rocket-korps#1", "khador-juggernaut#1");
        f = f.when(0, new EndOrders(null)).then();
        var opened = f.when(0, new Attack("highgate", AttackMode.allOut, null)).isLegal().events();
        Table.inOrder(opened, new AttackBegan("highgate", AttackMode.allOut, null),
                new PowerTotalled("highgate", List.of(new SeatTotal(0, 10), new SeatTotal(1, 2), new SeatTotal(2, 4))));
        f = f.given(opened);
        List<String> all = List.of("cygnar-minuteman#1", "cryx-bane-thrall-cadre#1", "cryx-deathripper#1");
        f = f.when(0, new DeclareDestroyed(all)).thenEvents(new DestructionDeclared(0, all));
        assertEquals(List.of(1), t.rules().awaiting(f.state()), "Jack, not Will, answers");
        f.when(1, new DeclareDestroyed(List.of("khador-juggernaut#1", "khador-winter-guard-rocket-korps#1")))
                .thenViolation("battle.health-over-power");
        f.when(1, new DeclareDestroyed(List.of("khador-doom-reaper-berserkers#1", "khador-winter-guard-rocket-korps#1")))
                .thenViolation("battle.health-over-power");
        var removal = f.when(1, new DeclareDestroyed(List.of("khador-juggernaut#1"))).isLegal().events();
        CardsDestroyed destroyed = (CardsDestroyed) removal.get(1);
        assertEquals(List.of("cryx-bane-thrall-cadre#1", "cryx-deathripper#1", "cygnar-minuteman#1", "khador-juggernaut#1"),
                names(destroyed.cards()).stream().sorted().toList(), "all four at once");
        HighCommandState s = f.given(removal).state();
        assertTrue(s.player(0).discard().contains("khador-juggernaut#1"));
        assertTrue(s.player(1).discard().contains("cygnar-minuteman#1"));
        assertTrue(s.player(2).discard().containsAll(List.of("cryx-bane-thrall-cadre#1", "cryx-deathripper#1")));
    }

    @Test
    @DisplayName("high-command.md, CAPTURE EXAMPLE 1: at Fort Falk Will's Long Gunner Platoon and Charger, alone, capture it: Fort Falk to his discard pile, the two cards to his occupying forces")
    void fortFalk() {
        // Seat 0 Will (Cygnar); seat 1 has no cards there.
        Table t = table("fort-falk", CYGNAR, CRYX).reserves(0, "cygnar-long-gunner-platoon#1", "cygnar-charger#1");
        var f = t.place(t.dealt(), 0, "fort-falk", "cygnar-long-gunner-platoon#1", "cygnar-charger#1");
        var events = t.steps(f);
        Table.inOrder(events, new TurnBegan(0), new StepBegan(0, Step.capture),
                new LocationCaptured(0, "fort-falk", List.of("cygnar-long-gunner-platoon#1", "cygnar-charger#1"), List.of()));
        HighCommandState s = f.given(events).state();
        assertEquals(List.of("fort-falk"), s.player(0).discard());
        assertEquals(List.of("cygnar-long-gunner-platoon#1", "cygnar-charger#1"), s.player(0).occupying());
        assertEquals(2, s.locations().stream().filter(l -> l.location() != null).count(), "the slot is refilled from the location deck");
    }

    @Test
    @DisplayName("high-command.md, CAPTURE EXAMPLE 2: at Five Fingers Jack's 4 cards lead Will's 2 (the most of any other) by 2: captured; Will and Ed discard theirs")
    void fiveFingers() {
        // Seat 0 Jack (Protectorate), seat 1 Will (Cygnar), seat 2 Ed (Cryx).
        Table t = table("five-fingers", PROTECTORATE, CYGNAR, CRYX)
                .reserves(0, "protectorate-vigilant#1", "protectorate-vigilant#2", "protectorate-vigilant#3", "protectorate-vigilant#4")
                .reserves(1, "cygnar-long-gunner-platoon#1", "cygnar-charger#1").reserves(2, "cryx-helldiver#1");
        var f = t.place(t.dealt(), 1, "five-fingers", "cygnar-long-gunner-platoon#1", "cygnar-charger#1");
        f = t.place(f, 2, "five-fingers", "cryx-helldiver#1");
        f = t.place(f, 0, "five-fingers", "protectorate-vigilant#1", "protectorate-vigilant#2", "protectorate-vigilant#3",
                "protectorate-vigilant#4");
        var events = t.steps(f);
        LocationCaptured captured = (LocationCaptured) events.stream().filter(e -> e instanceof LocationCaptured).findFirst().orElseThrow();
        assertEquals(0, captured.seat());
        assertEquals("five-fingers", captured.location());
        assertEquals(List.of("protectorate-vigilant#1", "protectorate-vigilant#2", "protectorate-vigilant#3", "protectorate-vigilant#4"),
                captured.occupying());
        assertEquals(List.of("cygnar-long-gunner-platoon#1", "cygnar-charger#1", "cryx-helldiver#1"), names(captured.discarded()));
        HighCommandState s = f.given(events).state();
        assertEquals(List.of("five-fingers"), s.player(0).discard());
        assertEquals(List.of("cygnar-long-gunner-platoon#1", "cygnar-charger#1"), s.player(1).discard());
        assertEquals(List.of("cryx-helldiver#1"), s.player(2).discard());
    }

    @Test
    @DisplayName("high-command.md, CAPTURE EXAMPLE 3: at Steelwater Flats Ed's 4 cards are not 2 more than Will's 3, so nothing is captured (Tony's 2 play no part)")
    void steelwaterFlats() {
        // Seat 0 Ed (Cryx), seat 1 Will (Cygnar), seat 2 Tony (Khador).
        Table t = table("steelwater-flats", CRYX, CYGNAR, KHADOR)
                .reserves(0, "cryx-helldiver#1", "cryx-helldiver#2", "cryx-blood-witch-coven#1", "cryx-blood-witch-coven#2")
                .reserves(1, "cygnar-long-gunner-platoon#1", "cygnar-long-gunner-platoon#2", "cygnar-charger#1")
                .reserves(2, "khador-juggernaut#1", "khador-juggernaut#2");
        var f = t.place(t.dealt(), 1, "steelwater-flats", "cygnar-long-gunner-platoon#1", "cygnar-long-gunner-platoon#2", "cygnar-charger#1");
        f = t.place(f, 2, "steelwater-flats", "khador-juggernaut#1", "khador-juggernaut#2");
        f = t.place(f, 0, "steelwater-flats", "cryx-helldiver#1", "cryx-helldiver#2", "cryx-blood-witch-coven#1", "cryx-blood-witch-coven#2");
        var events = t.steps(f);
        assertTrue(events.stream().noneMatch(e -> e instanceof LocationCaptured));
        Table.inOrder(events, new StepBegan(0, Step.capture), new StepBegan(0, Step.orders));
        HighCommandState s = f.given(events).state();
        assertEquals(9, s.location("steelwater-flats").cards().size(), "nothing moves");
    }

    @Test
    @DisplayName("high-command.md, QUICK START SETUP: 24 detachment cards (20 after the reserves), 2 of the 6 locations revealed, 7 Winds of War cards with Day of Reckoning last, so round 7's reveal ends the game")
    void quickStartCounts() {
        Table t = Table.of(DEMO, 2).quickStart().army(0, new ChooseArmy("cygnar", List.of())).army(1, new ChooseArmy("khador", List.of()));
        var f = t.dealt();
        HighCommandState s = f.state();
        assertEquals(2, s.locations().size());
        assertEquals(4, s.locationDeck().size());
        assertEquals(7, s.windsDeck().size());
        assertEquals("day-of-reckoning", s.windsDeck().get(6));
        for (PlayerState p : s.players()) {
            assertEquals(20, p.reinforcementCount());
            assertEquals(2, p.warcasters().size());
            assertEquals(6, p.hand().size());
        }
        var end = t.passUntilRound(t.settle(f), 7);
        assertEquals(Phase.OVER, end.state().phase());
        assertEquals("dayOfReckoning", end.state().endReason());
        assertEquals(List.of("day-of-reckoning"), end.state().windsDiscard().subList(6, 7));
    }

    @Test
    @DisplayName("high-command.md, DETACHMENT CUSTOMIZING RULES: three different colours, even with two warcasters who both show purple")
    void detachmentColoursDiffer() {
        HighCommandRules rules = new HighCommandRules(DEMO);
        var f = RulesFixture.of(rules, new Setup(2, Map.of(HighCommandRules.OPTION_CUSTOM_DETACHMENTS, true)))
                .started(Table.ones(14 + 4 + 4 + 4));
        f.when(0, Table.army("cygnar", "cygnar-commander-adept-sebastian-nemo", Colour.purple, "cygnar-major-lysa-thorne", Colour.purple,
                "cygnar-commander-coleman-stryker", Colour.red)).thenViolation("setup.detachment-colours-differ");
    }
}
