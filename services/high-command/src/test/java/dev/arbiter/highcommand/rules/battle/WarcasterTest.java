package dev.arbiter.highcommand.rules.battle;

import dev.arbiter.highcommand.rules.HighCommandCommand;
import dev.arbiter.highcommand.rules.orders.Payment;
import dev.arbiter.highcommand.rules.HighCommandState;
import dev.arbiter.highcommand.rules.HighCommandEvent;
import dev.arbiter.highcommand.rules.Step;
import dev.arbiter.highcommand.rules.Table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.highcommand.rules.HighCommandCommand.Cull;
import dev.arbiter.highcommand.rules.HighCommandCommand.DeclareDestroyed;
import dev.arbiter.highcommand.rules.HighCommandCommand.EndOrders;
import dev.arbiter.highcommand.rules.HighCommandCommand.RushWarcaster;
import dev.arbiter.highcommand.rules.HighCommandEvent.*;
import dev.arbiter.highcommand.rules.cards.ResourceType;
import dev.arbiter.testkit.RulesFixture;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** WARCASTERS with the levies pack, in round 3: seat 0 rushes its lord (Power 3, rush 3 CMD). */
class WarcasterTest {

    private static final List<Payment> THREE_CMD = List.of(new Payment("alpha-purse#1", ResourceType.cmd),
            new Payment("alpha-coin#1", ResourceType.cmd));

    private static Table table() {
        return Table.levies(2).reserves(0, "alpha-trooper#1").reserves(1, "beta-jack#1", "beta-trooper#1")
                .hand(0, "alpha-purse#1", "alpha-purse#2", "alpha-coin#1", "alpha-gear#1", "alpha-levy#1", "alpha-levy#2");
    }

    /** Ends seat 0's orders step; round 3's Muster drew one card more, so the draw meets the empty army deck: no cull, pile kept in order. */
    private static List<HighCommandEvent> endOrders(Table t, RulesFixture<HighCommandState, HighCommandCommand, HighCommandEvent> f) {
        List<HighCommandEvent> events = new ArrayList<>(f.when(0, new EndOrders(null)).events());
        var after = f.given(events);
        if (t.rules().legalActions(after.state(), 0).contains(new Cull(null))) {
            events.addAll(after.when(0, new Cull(null), Table.unmoved(after.state().player(0).discard().size())).events());
        }
        return events;
    }

    @Test
    @DisplayName("high-command.md, WARCASTERS (clarification 33): a warcaster rushed where no enemy stands fights nobody and still goes to occupying forces at the end of the battle step")
    void rushedAloneStillLeaves() {
        Table t = table();
        var f = t.passUntilRound(t.start(), 3);
        f = f.when(0, new RushWarcaster("alpha-lord", "ruins", THREE_CMD)).then();
        var events = endOrders(t, f);
        Table.inOrder(events, new StepBegan(0, Step.battle), new WarcastersWithdrawn(0, List.of("alpha-lord")), new TurnEnded(0));
        assertTrue(events.stream().noneMatch(e -> e instanceof AttackBegan));
        HighCommandState s = f.given(events).state();
        assertTrue(s.player(0).occupying().contains("alpha-lord"));
        assertEquals(List.of(), s.location("ruins").cards());
    }

    @Test
    @DisplayName("high-command.md, WARCASTERS: a warcaster has no Health and cannot be destroyed; it leaves after the battle step whatever the attack's result")
    void cannotBeDestroyed() {
        Table t = table();
        var f = t.passUntilRound(t.start(), 3);
        f = t.place(t.place(f, 1, "mine", "beta-jack#1", "beta-trooper#1"), 0, "mine", "alpha-trooper#1");
        f = f.when(0, new RushWarcaster("alpha-lord", "mine", THREE_CMD)).then();
        f = f.given(endOrders(t, f));
        f = f.when(0, new DeclareDestroyed(List.of())).then();
        assertEquals(List.of(1), t.rules().awaiting(f.state()));
        f.when(1, new DeclareDestroyed(List.of("alpha-lord"))).thenViolation("battle.cannot-be-destroyed");
        assertTrue(t.rules().legalActions(f.state(), 1).stream().noneMatch(c -> ((DeclareDestroyed) c).cards().contains("alpha-lord")));
        var events = f.when(1, new DeclareDestroyed(List.of("alpha-trooper#1"))).events();
        Table.inOrder(events, new AttackEnded("mine"), new WarcastersWithdrawn(0, List.of("alpha-lord")), new TurnEnded(0));
        assertTrue(f.given(events).state().player(0).occupying().contains("alpha-lord"));
    }
}
