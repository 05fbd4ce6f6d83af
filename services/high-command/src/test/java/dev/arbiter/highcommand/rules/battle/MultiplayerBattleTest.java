package dev.arbiter.highcommand.rules.battle;

import dev.arbiter.highcommand.rules.endgame.SeatTotal;
import dev.arbiter.highcommand.rules.HighCommandCommand;
import dev.arbiter.highcommand.rules.HighCommandState;
import dev.arbiter.highcommand.rules.HighCommandEvent;
import dev.arbiter.highcommand.rules.Placed;
import dev.arbiter.highcommand.rules.Table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.highcommand.rules.HighCommandCommand.Attack;
import dev.arbiter.highcommand.rules.HighCommandCommand.DeclareDestroyed;
import dev.arbiter.highcommand.rules.HighCommandCommand.EndOrders;
import dev.arbiter.highcommand.rules.HighCommandEvent.*;
import dev.arbiter.kernel.game.GameRefusal;
import dev.arbiter.testkit.RulesFixture;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * MULTIPLE OPPONENTS, TARGETED ATTACK and ALL-OUT ATTACK with the fixture pack; seat 0 attacks
 * Mine in its round 1 battle step. Seat 0 has a jack (3, +1 attacking; Health 4) and a trooper (2 / 3).
 */
class MultiplayerBattleTest {

    private static Table table(int players) {
        Table t = Table.fixture(players).reserves(0, "alpha-jack#1", "alpha-trooper#1", "alpha-trooper#2")
                .reserves(1, "beta-trooper#1").reserves(2, "gamma-hexer#1", "gamma-trooper#1");
        return players > 3 ? t.reserves(3, "delta-trooper#1") : t;
    }

    /** Each seat's cards at Mine (seat 0's last), then seat 0 ends its orders step. */
    private static RulesFixture<HighCommandState, HighCommandCommand, HighCommandEvent> atMine(Table t, List<List<String>> cards) {
        var f = t.start();
        for (int seat = cards.size() - 1; seat >= 0; seat--) {
            if (!cards.get(seat).isEmpty()) {
                f = t.place(f, seat, "mine", cards.get(seat).toArray(String[]::new));
            }
        }
        return f.when(0, new EndOrders(null)).then();
    }

    @Test
    @DisplayName("high-command.md, MULTIPLE OPPONENTS: with two opponents at a location the active player first chooses a targeted or an all-out attack")
    void targetedOrAllOut() {
        Table t = table(3);
        var f = atMine(t, List.of(List.of("alpha-jack#1", "alpha-trooper#1"), List.of("beta-trooper#1"), List.of("gamma-hexer#1")));
        assertEquals(List.of(0), t.rules().awaiting(f.state()));
        assertEquals(List.of(new Attack("mine", AttackMode.targeted, 1), new Attack("mine", AttackMode.targeted, 2),
                new Attack("mine", AttackMode.allOut, null)), t.rules().legalActions(f.state(), 0));
    }

    @Test
    @DisplayName("high-command.md, TARGETED ATTACK (clarifications 16, 17): the other opponent's cards are ignored, abilities included, can destroy nothing and are not destroyed; the location is not attacked again")
    void targetedIgnoresTheOthers() {
        Table t = table(3);
        var f = atMine(t, List.of(List.of("alpha-jack#1", "alpha-trooper#1"), List.of("beta-trooper#1"), List.of("gamma-hexer#1")));
        var events = f.when(0, new Attack("mine", AttackMode.targeted, 1)).isLegal().events();
        // The hexer would stop the jack (an enemy warjack) when attacked; seat 2 is not attacked, so the jack counts 3 + 1.
        Table.inOrder(events, new AttackBegan("mine", AttackMode.targeted, 1),
                new PowerTotalled("mine", List.of(new SeatTotal(0, 6), new SeatTotal(1, 2))));
        f = f.given(events);
        f.when(0, new DeclareDestroyed(List.of("gamma-hexer#1"))).thenViolation("battle.not-an-enemy-card");
        var rest = f.when(0, new DeclareDestroyed(List.of("beta-trooper#1"))).events();
        Table.inOrder(rest, new DestructionDeclared(0, List.of("beta-trooper#1")), new DestructionDeclared(1, List.of()),
                new AttackEnded("mine"), new TurnEnded(0));
        HighCommandState s = f.given(rest).state();
        assertEquals(List.of("alpha-jack#1", "alpha-trooper#1", "gamma-hexer#1"),
                s.location("mine").cards().stream().map(Placed::card).sorted().toList(), "the hexer stays, unattacked this turn");
    }

    @Test
    @DisplayName("high-command.md, ALL-OUT ATTACK (clarification 19): every opponent's cards and abilities take part; the opponents' Power is pooled")
    void allOutPoolsPower() {
        Table t = table(3);
        var f = atMine(t, List.of(List.of("alpha-jack#1", "alpha-trooper#1"), List.of("beta-trooper#1"), List.of("gamma-hexer#1")));
        var events = f.when(0, new Attack("mine", AttackMode.allOut, null)).isLegal().events();
        // Attacked, the hexer stops the jack: seat 0 has the trooper's 2; the opponents pool 2 + 1 = 3.
        Table.inOrder(events, new AttackBegan("mine", AttackMode.allOut, null),
                new PowerTotalled("mine", List.of(new SeatTotal(0, 2), new SeatTotal(1, 2), new SeatTotal(2, 1))));
        f = f.given(events);
        assertEquals(3, f.state().turn().attack().defencePower());
        f.when(0, new DeclareDestroyed(List.of("beta-trooper#1"))).thenViolation("battle.health-over-power");
        f = f.when(0, new DeclareDestroyed(List.of("gamma-hexer#1"))).isLegal().then();
        assertEquals(List.of(1), t.rules().awaiting(f.state()), "seat 1, next after seat 0, answers for the opponents");
        f.when(1, new DeclareDestroyed(List.of("alpha-jack#1"))).thenViolation("battle.health-over-power");
        f.when(1, new DeclareDestroyed(List.of("gamma-hexer#1"))).thenViolation("battle.not-an-enemy-card");
        var removal = f.when(1, new DeclareDestroyed(List.of("alpha-trooper#1"))).isLegal().events();
        CardsDestroyed destroyed = (CardsDestroyed) removal.get(1);
        assertEquals(List.of("gamma-hexer#1", "alpha-trooper#1"), destroyed.cards().stream().map(Placed::card).toList());
    }

    @Test
    @DisplayName("high-command.md, ALL-OUT ATTACK step 4 (clarification 18): the player to the active player's left with cards there answers; a seat with none there is skipped")
    void responderIsNextSeatWithCards() {
        Table t = table(4);
        var f = atMine(t, List.of(List.of("alpha-trooper#1", "alpha-trooper#2"), List.of(), List.of("gamma-trooper#1"), List.of("delta-trooper#1")));
        f = f.when(0, new Attack("mine", AttackMode.allOut, null)).then();
        assertEquals(2, f.state().turn().attack().responder());
        f = f.when(0, new DeclareDestroyed(List.of())).then();
        assertEquals(List.of(2), t.rules().awaiting(f.state()));
        f.when(3, new DeclareDestroyed(List.of("alpha-trooper#1"))).thenRefused(GameRefusal.Kind.NOT_YOUR_TURN);
        assertTrue(t.rules().legalActions(f.state(), 2).contains(new DeclareDestroyed(List.of("alpha-trooper#1"))));
    }

    @Test
    @DisplayName("high-command.md, ALL-OUT ATTACK step 4 and ONE OPPONENT note (clarification 14): a card its owner's enemies must destroy first guards its owner's other cards, not another opponent's")
    void destroyFirstGuardsItsOwnersCardsOnly() {
        // Seat 1's decoy must be destroyed before seat 1's other cards (the demo pack's words: "before any other friendly card
        // here"); seat 2's trooper is not the decoy's friend, so an all-out attack may take it and leave the decoy.
        Table t = Table.fixture(3).reserves(0, "alpha-jack#1", "alpha-trooper#1").reserves(1, "beta-decoy#1", "beta-trooper#1")
                .reserves(2, "gamma-trooper#1");
        var f = atMine(t, List.of(List.of("alpha-jack#1", "alpha-trooper#1"), List.of("beta-decoy#1", "beta-trooper#1"),
                List.of("gamma-trooper#1")));
        f = f.when(0, new Attack("mine", AttackMode.allOut, null)).isLegal().then();
        assertEquals(6, f.state().turn().attack().total(0), "the jack's 3 + 1 attacking and the trooper's 2");
        f.when(0, new DeclareDestroyed(List.of("beta-trooper#1"))).thenViolation("battle.destroy-first");
        f.when(0, new DeclareDestroyed(List.of("gamma-trooper#1", "beta-trooper#1"))).thenViolation("battle.destroy-first");
        f.when(0, new DeclareDestroyed(List.of("gamma-trooper#1"))).thenEvents(new DestructionDeclared(0, List.of("gamma-trooper#1")));
        f.when(0, new DeclareDestroyed(List.of("beta-decoy#1", "beta-trooper#1")))
                .thenEvents(new DestructionDeclared(0, List.of("beta-decoy#1", "beta-trooper#1")));
    }
}
