package dev.arbiter.highcommand.rules.battle;

import dev.arbiter.highcommand.rules.endgame.SeatTotal;
import dev.arbiter.highcommand.rules.HighCommandCommand;
import dev.arbiter.highcommand.rules.HighCommandState;
import dev.arbiter.highcommand.rules.HighCommandEvent;
import dev.arbiter.highcommand.rules.Placed;
import dev.arbiter.highcommand.rules.Step;
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
 * BATTLE and ONE OPPONENT with the fixture pack: seat 0 puts its cards out during its round 1
 * orders step, where seat 1's already stand, and ends the step; the battle step follows. Troopers
 * are Power 2 / Health 3, jacks 3 / 4 (+1 Power when their owner attacks), guards 1 / 3 (cannot be
 * destroyed beside another friendly card), decoys 1 / 1 (destroyed first), hexers 1 / 2 (when
 * attacked, enemy warjacks there cannot participate).
 */
public class BattleTest {

    static final Table TABLE = Table.fixture(2)
            .reserves(0, "alpha-trooper#1", "alpha-trooper#2", "alpha-trooper#3", "alpha-jack#1", "alpha-trooper#4", "alpha-trooper#5")
            .reserves(1, "beta-trooper#1", "beta-jack#1", "beta-guard#1", "beta-decoy#1", "beta-trooper#2", "beta-hexer#1");

    /** Seat 1's cards, then seat 0's at the same location; seat 0 ends its orders step and its battle step begins. */
    public static RulesFixture<HighCommandState, HighCommandCommand, HighCommandEvent> battle(Table t, String location, List<String> mine,
            List<String> theirs) {
        var f = t.place(t.place(t.start(), 1, location, theirs.toArray(String[]::new)), 0, location, mine.toArray(String[]::new));
        return f.when(0, new EndOrders(null)).then();
    }

    static List<String> names(List<Placed> cards) {
        return cards.stream().map(Placed::card).toList();
    }

    @Test
    @DisplayName("high-command.md, ONE OPPONENT steps 2-4 (clarification 10): both totals are fixed first; the defender strikes back with his full Power and every declared card leaves at once")
    void defenderStrikesBackWithFullPower() {
        var f = TABLE.start();
        f = TABLE.place(TABLE.place(f, 1, "mine", "beta-jack#1"), 0, "mine", "alpha-trooper#1", "alpha-trooper#2");
        var events = f.when(0, new EndOrders(null)).events();
        Table.inOrder(events, new StepBegan(0, Step.battle), new AttackBegan("mine", AttackMode.oneOpponent, 1),
                new PowerTotalled("mine", List.of(new SeatTotal(0, 4), new SeatTotal(1, 3))));
        f = f.given(events);
        assertEquals(List.of(0), TABLE.rules().awaiting(f.state()), "the attacker declares first");
        f = f.when(0, new DeclareDestroyed(List.of("beta-jack#1"))).isLegal()
                .thenEvents(new DestructionDeclared(0, List.of("beta-jack#1")));
        assertEquals(List.of(1), TABLE.rules().awaiting(f.state()), "the defender answers out of turn");
        var removal = f.when(1, new DeclareDestroyed(List.of("alpha-trooper#1"))).isLegal().events();
        assertEquals(new DestructionDeclared(1, List.of("alpha-trooper#1")), removal.get(0));
        CardsDestroyed destroyed = (CardsDestroyed) removal.get(1);
        assertEquals(List.of("beta-jack#1", "alpha-trooper#1"), names(destroyed.cards()), "one removal for both sides (step 4)");
        HighCommandState s = f.given(removal).state();
        assertEquals(List.of("alpha-trooper#2"), names(s.location("mine").cards()));
        assertTrue(s.player(1).discard().contains("beta-jack#1"));
        assertTrue(s.player(0).discard().contains("alpha-trooper#1"));
    }

    @Test
    @DisplayName("high-command.md, ONE OPPONENT step 3 (clarification 11): any set of enemy cards whose Health totals at most the declarer's Power, none included; more is refused")
    void declarationWithinPower() {
        var f = battle(TABLE, "mine", List.of("alpha-trooper#1", "alpha-trooper#2"), List.of("beta-trooper#1", "beta-trooper#2"));
        f.when(0, new DeclareDestroyed(List.of("beta-trooper#1", "beta-trooper#2"))).thenViolation("battle.health-over-power");
        f.when(0, new DeclareDestroyed(List.of("beta-trooper#1", "beta-trooper#1"))).thenViolation("battle.declared-twice");
        f.when(0, new DeclareDestroyed(List.of("alpha-trooper#1"))).thenViolation("battle.not-an-enemy-card");
        f.when(0, new DeclareDestroyed(List.of("beta-trooper#2"))).isLegal().thenEvents(new DestructionDeclared(0, List.of("beta-trooper#2")));
        var none = f.when(0, new DeclareDestroyed(List.of())).isLegal().then();
        none.when(1, new DeclareDestroyed(List.of())).isLegal().then();
    }

    @Test
    @DisplayName("high-command.md, ONE OPPONENT step 3 (clarification 12): the attacker declares first; the defender cannot declare before him")
    void attackerDeclaresFirst() {
        var f = battle(TABLE, "mine", List.of("alpha-trooper#1", "alpha-trooper#2"), List.of("beta-jack#1"));
        f.when(1, new DeclareDestroyed(List.of("alpha-trooper#1"))).thenRefused(GameRefusal.Kind.NOT_YOUR_TURN);
        assertEquals(List.of(), TABLE.rules().legalActions(f.state(), 1));
        assertTrue(TABLE.rules().legalActions(f.state(), 0).contains(new DeclareDestroyed(List.of("beta-jack#1"))));
    }

    @Test
    @DisplayName("high-command.md, ONE OPPONENT step 1 (clarification 9): a card at 0 Health is discarded before the totals, not destroyed")
    void zeroHealthDiscardedAtStepOne() {
        // Fog (Mid-war, round 4 here): warriors have -1 Health, so a decoy (Health 1) is at 0.
        Table t = Table.fixture(2).winds("calm", "supply", "muster", "fog")
                .reserves(0, "alpha-trooper#1", "alpha-trooper#2", "alpha-trooper#3", "alpha-jack#1")
                .reserves(1, "beta-decoy#1", "beta-trooper#1", "beta-jack#1", "beta-scout#1");
        var f = t.passUntilRound(t.start(), 4);
        assertEquals("fog", f.state().windsOfWar());
        f = t.place(t.place(f, 1, "mine", "beta-decoy#1", "beta-jack#1"), 0, "mine", "alpha-trooper#1");
        var events = f.when(0, new EndOrders(null)).events();
        ZeroHealthDiscarded zero = (ZeroHealthDiscarded) events.stream().filter(e -> e instanceof ZeroHealthDiscarded).findFirst().orElseThrow();
        assertEquals(List.of("beta-decoy#1"), names(zero.cards()));
        Table.inOrder(events, new AttackBegan("mine", AttackMode.oneOpponent, 1), zero,
                new PowerTotalled("mine", List.of(new SeatTotal(0, 2), new SeatTotal(1, 3))));
        HighCommandState s = f.given(events).state();
        assertTrue(s.player(1).discard().contains("beta-decoy#1"), "to its owner's discard pile");
    }

    @Test
    @DisplayName("high-command.md, COMMON TERMS cannot be destroyed (clarification 13): protection is judged on the cards present when the declaration starts, so a protector and its protected card cannot fall together")
    void protectionJudgedBeforeRemoval() {
        var f = battle(TABLE, "mine", List.of("alpha-trooper#1", "alpha-trooper#2", "alpha-trooper#3"), List.of("beta-guard#1", "beta-trooper#1"));
        f.when(0, new DeclareDestroyed(List.of("beta-trooper#1", "beta-guard#1"))).thenViolation("battle.cannot-be-destroyed");
        f.when(0, new DeclareDestroyed(List.of("beta-guard#1"))).thenViolation("battle.cannot-be-destroyed");
        f.when(0, new DeclareDestroyed(List.of("beta-trooper#1"))).isLegal().then();
    }

    @Test
    @DisplayName("high-command.md, ONE OPPONENT note (clarification 14): while a card that must be destroyed first is left out, no other card may be declared")
    void destroyFirstOrder() {
        var f = battle(TABLE, "mine", List.of("alpha-trooper#1", "alpha-trooper#2"), List.of("beta-decoy#1", "beta-trooper#1"));
        f.when(0, new DeclareDestroyed(List.of("beta-trooper#1"))).thenViolation("battle.destroy-first");
        f.when(0, new DeclareDestroyed(List.of("beta-decoy#1", "beta-trooper#1"))).isLegal().then();
        f.when(0, new DeclareDestroyed(List.of("beta-decoy#1"))).isLegal().then();
    }

    @Test
    @DisplayName("high-command.md, BATTLE (clarification 15): every contested location is attacked once, in the order the active player picks")
    void everyContestedLocationIsAttacked() {
        var f = TABLE.start();
        f = TABLE.place(TABLE.place(f, 1, "mine", "beta-trooper#1"), 1, "ruins", "beta-jack#1");
        f = TABLE.place(TABLE.place(f, 0, "mine", "alpha-trooper#1"), 0, "ruins", "alpha-trooper#2");
        f = f.when(0, new EndOrders(null)).then();
        assertEquals(List.of(0), TABLE.rules().awaiting(f.state()));
        assertEquals(List.of(new Attack("mine", AttackMode.oneOpponent, 1), new Attack("ruins", AttackMode.oneOpponent, 1)),
                TABLE.rules().legalActions(f.state(), 0));
        f.when(0, new Attack("bridge", AttackMode.oneOpponent, 1)).thenViolation("battle.no-such-attack");
        var ruins = f.when(0, new Attack("ruins", AttackMode.oneOpponent, 1)).isLegal().events();
        assertEquals(new AttackBegan("ruins", AttackMode.oneOpponent, 1), ruins.get(0));
        f = f.given(ruins);
        // At Ruins seat 0's trooper (2) cannot reach the jack's Health 4, so its empty declaration is taken for it; the jack's 3
        // reaches the trooper's 3, so seat 1 decides. Then Mine, the only attack left, begins by itself: 2 against Health 3
        // both ways, nothing to decide, and the battle step ends.
        assertEquals(new DestructionDeclared(0, List.of()), ruins.get(ruins.size() - 1));
        assertEquals(List.of(1), TABLE.rules().awaiting(f.state()));
        var rest = f.when(1, new DeclareDestroyed(List.of())).events();
        Table.inOrder(rest, new AttackEnded("ruins"), new AttackBegan("mine", AttackMode.oneOpponent, 1), new AttackEnded("mine"),
                new TurnEnded(0));
    }

    @Test
    @DisplayName("high-command.md, COMMON TERMS participate: a card that cannot participate adds 0 Power")
    void cannotParticipate() {
        // The hexer: when attacked, enemy warjacks at its location cannot participate.
        Table t = Table.fixture(2).reserves(0, "alpha-jack#1", "alpha-trooper#1").reserves(1, "beta-hexer#1");
        var f = battle(t, "mine", List.of("alpha-jack#1", "alpha-trooper#1"), List.of("beta-hexer#1"));
        assertEquals(List.of(new SeatTotal(0, 2), new SeatTotal(1, 1)), f.state().turn().attack().totals(),
                "the jack's 3 (+1 attacking) counts 0; the trooper's 2 counts");
    }
}
