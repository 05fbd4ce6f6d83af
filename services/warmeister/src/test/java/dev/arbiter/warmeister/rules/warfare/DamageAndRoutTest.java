package dev.arbiter.warmeister.rules.warfare;

import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.warmeister.rules.Awaiting;
import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.Scenario;
import static dev.arbiter.warmeister.rules.warfare.BattleTest.duel;
import static dev.arbiter.warmeister.rules.warfare.BattleTest.ids;
import static dev.arbiter.warmeister.rules.warfare.Fights.accept;
import static dev.arbiter.warmeister.rules.warfare.Fights.declared;
import static dev.arbiter.warmeister.rules.warfare.Fights.passAndRoll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.warmeister.rules.WarmeisterCommand.*;
import dev.arbiter.warmeister.rules.WarmeisterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Hits, damage counters, rout checks and what a battle leaves behind (warmeister.txt, WARFARE). */
class DamageAndRoutTest {

    @Test
    @DisplayName("warmeister.txt, WARFARE: both sides place their counters at once, in any order; a unit at its wounds is discarded")
    void simultaneousDamage() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN, CardKind.PIKEMEN},
                new CardKind[] {CardKind.TROLL_WARRIORS, CardKind.DWARF_AXEMEN});
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.SWORDSMEN, CardKind.PIKEMEN),
                ids(s, 1, CardKind.TROLL_WARRIORS, CardKind.DWARF_AXEMEN), null);
        f = passAndRoll(f, 1, 0, 6, 1, 6, 1);   // swordsmen 8 hit; pikemen miss; trolls 9 hit; axemen miss
        f = accept(f, 0, 1);
        assertEquals(List.of(0, 1), Awaiting.seats(f.state()), "both sides are asked at once");
        int swordsmen = s.id(0, CardKind.SWORDSMEN);
        f.when(0, new AssignHit(s.id(1, CardKind.TROLL_WARRIORS))).thenViolation("damage.bad-target");
        var defenderFirst = f.when(1, new AssignHit(s.id(1, CardKind.DWARF_AXEMEN))).then();
        assertEquals(List.of(0), Awaiting.seats(defenderFirst.state()));
        List<WarmeisterEvent> events = defenderFirst.when(0, new AssignHit(swordsmen), 5).events();
        assertEquals(new DamageAssigned(0, swordsmen, 1, false), events.get(0));
        assertEquals(new CardDestroyed(0, swordsmen, "battle"), events.get(1), "1 wound: destroyed");
        var attackerFirst = f.when(0, new AssignHit(swordsmen)).then().when(1, new AssignHit(s.id(1, CardKind.DWARF_AXEMEN)), 5).then();
        WarmeisterState one = defenderFirst.when(0, new AssignHit(swordsmen), 5).then().state();
        WarmeisterState other = attackerFirst.state();
        assertEquals(one.players(), other.players(), "the order does not matter");
        assertEquals(one.battle(), other.battle());
        assertEquals(new java.util.HashSet<>(one.discard()), new java.util.HashSet<>(other.discard()));
    }

    @Test
    @DisplayName("warmeister.txt, ARMY CARDS, Deadly: a hit causes 2 damage counters")
    void deadly() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.ROAMIN_RONIN}, new CardKind[] {CardKind.PIKEMEN});
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.ROAMIN_RONIN), ids(s, 1, CardKind.PIKEMEN), null);
        f = accept(passAndRoll(f, 1, 0, 5, 1), 0, 1);
        assertEquals(new DamagePools(0, 0, 2, 0, 0, 0), f.state().battle().pools());
    }

    @Test
    @DisplayName("warmeister.txt, ARMY CARDS, Tough: the first damage counter placed on the unit in a battle is discarded")
    void tough() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.ROAMIN_RONIN}, new CardKind[] {CardKind.SKELLINGTON_TROOPERS});
        int skellies = s.id(1, CardKind.SKELLINGTON_TROOPERS);
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.ROAMIN_RONIN), List.of(skellies), null);
        f = accept(passAndRoll(f, 1, 0, 5, 1), 0, 1);
        f = f.when(1, new AssignHit(skellies)).thenEvents(new DamageAssigned(1, skellies, 1, true));
        assertEquals(0, f.state().damageOn(skellies));
        List<WarmeisterEvent> second = f.when(1, new AssignHit(skellies)).events();
        assertEquals(List.of(new DamageAssigned(1, skellies, 1, false), new CardDestroyed(1, skellies, "battle")), second.subList(0, 2));
    }

    @Test
    @DisplayName("warmeister.txt, ARMY CARDS, Cavalry: the cavalry's owner decides which enemy unit takes its damage")
    void cavalry() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.ELVEN_WEASEL_RIDERS}, new CardKind[] {CardKind.PIKEMEN, CardKind.BOWMEN});
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.ELVEN_WEASEL_RIDERS),
                ids(s, 1, CardKind.PIKEMEN, CardKind.BOWMEN), null);
        f = accept(passAndRoll(f, 1, 0, 5, 1, 1), 0, 1);
        assertEquals(new DamagePools(0, 1, 0, 0, 0, 0), f.state().battle().pools());
        assertEquals(List.of(0), Awaiting.seats(f.state()), "the attacker places the counter, not the defender");
        f.when(0, new AssignHit(s.id(0, CardKind.ELVEN_WEASEL_RIDERS))).thenViolation("damage.bad-target");
        var after = f.when(0, new AssignHit(s.id(1, CardKind.BOWMEN)), 1).then();
        assertFalse(after.state().player(1).armies().contains(s.id(1, CardKind.BOWMEN)));
    }

    @Test
    @DisplayName("warmeister.txt, ARMY CARDS, Cavalry and Deadly: a Deadly Cavalry's hit puts both its counters on the one unit its owner picks")
    void deadlyCavalry() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.KNIGHTS_OF_THE_GOLDEN_ROOSTER},
                new CardKind[] {CardKind.PIKEMEN, CardKind.BOWMEN});
        int pikemen = s.id(1, CardKind.PIKEMEN);
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.KNIGHTS_OF_THE_GOLDEN_ROOSTER),
                List.of(pikemen, s.id(1, CardKind.BOWMEN)), null);
        f = accept(passAndRoll(f, 1, 0, 4, 1, 1), 0, 1);
        assertEquals(new DamagePools(0, 2, 0, 0, 1, 0), f.state().battle().pools(), "one hit, two counters, one pair");
        List<WarmeisterEvent> events = f.when(0, new AssignHit(pikemen), 1).events();
        assertEquals(List.of(new DamageAssigned(0, pikemen, 2, false), new CardDestroyed(1, pikemen, "battle")), events.subList(0, 2),
                "both counters fall on the Pikemen (2 wounds); none is left to put on the Bowmen");
        assertTrue(events.stream().noneMatch(e -> e instanceof DamageAssigned d && d.card() == s.id(1, CardKind.BOWMEN)));
        int bowmen = s.id(1, CardKind.BOWMEN);
        List<WarmeisterEvent> onOneWound = f.when(0, new AssignHit(bowmen), 1).events();
        assertEquals(List.of(new DamageAssigned(0, bowmen, 2, false), new CardDestroyed(1, bowmen, "battle")), onOneWound.subList(0, 2),
                "on a 1-wound unit the pair's second counter is lost, not moved to another unit");
    }

    @Test
    @DisplayName("warmeister.txt, WARFARE: the attacker stays on d6 + remaining units of 5 or more, else loses and its units stay in play")
    void attackerRouts() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN}, new CardKind[] {CardKind.PIKEMEN});
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.SWORDSMEN), ids(s, 1, CardKind.PIKEMEN), null);
        f = accept(passAndRoll(f, 1, 0, 1, 1), 0, 1, 3);
        List<WarmeisterEvent> events = f.when(0, new AcceptRolls()).then().when(1, new AcceptRolls()).events();
        assertEquals(List.of(new RollsAccepted(1), new RoutChecked(0, 4, false), new BattleDecided(1, 0, "rout"),
                new BattleEnded(0, 1), new StepEnded(0)), events);
        var after = f.when(0, new AcceptRolls()).then().when(1, new AcceptRolls()).then();
        assertEquals(List.of(s.id(0, CardKind.SWORDSMEN)), after.state().player(0).armies());
        assertEquals(5, after.state().player(1).territories(), "a defender who holds loses nothing");
    }

    @Test
    @DisplayName("warmeister.txt, WARFARE: the defender stays on 4+; it cannot flee when defending its last territory")
    void lastTerritory() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN}, new CardKind[] {CardKind.PIKEMEN}).territories(1, 1);
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.SWORDSMEN), ids(s, 1, CardKind.PIKEMEN), null);
        f = accept(passAndRoll(f, 1, 0, 1, 1), 0, 1, 6);
        List<WarmeisterEvent> events = f.when(0, new AcceptRolls()).then().when(1, new AcceptRolls()).events();
        assertEquals(List.of(new RollsAccepted(1), new RoutChecked(0, 7, true), new RoutSkipped(1, "last territory")), events);
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS, Gutsy: the army does not roll for rout this round")
    void gutsy() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN}, new CardKind[] {CardKind.PIKEMEN}).hand(0, CardKind.GUTSY);
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.SWORDSMEN), ids(s, 1, CardKind.PIKEMEN), null);
        f = f.when(1, new PassEvent()).then().when(0, new PlayBattleEvent(s.id(0, CardKind.GUTSY), 0, null)).then();
        f = passAndRoll(f, 1, 0, 1, 1);
        List<WarmeisterEvent> events = f.when(0, new AcceptRolls()).then().when(1, new AcceptRolls(), 3).events();
        assertTrue(events.contains(new RoutSkipped(0, "Gutsy")));
        assertTrue(events.contains(new RoutRolled(1, new Roll(0, 6, 3), 1)), "the defender still checks");
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS, Scaredy Cats: -1 to the target's next rout roll")
    void scaredyCats() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN, CardKind.BOWMEN}, new CardKind[] {CardKind.PIKEMEN})
                .hand(1, CardKind.SCAREDY_CATS);
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.SWORDSMEN, CardKind.BOWMEN),
                ids(s, 1, CardKind.PIKEMEN), null);
        f = f.when(1, new PlayBattleEvent(s.id(1, CardKind.SCAREDY_CATS), 0, null)).then();
        f = accept(passAndRoll(f, 0, 1, 1, 1, 1), 0, 1, 3);
        assertEquals(2 - 1, f.state().battle().routModifier());
        List<WarmeisterEvent> events = f.when(0, new AcceptRolls()).then().when(1, new AcceptRolls()).events();
        assertTrue(events.contains(new RoutChecked(0, 4, false)), "3 + 2 units - 1 = 4: the attacker flees");
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS, Run Them Down: when the opposing army routs, each of its units is destroyed on 5+")
    void runThemDown() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN, CardKind.BOWMEN}, new CardKind[] {CardKind.PIKEMEN})
                .hand(1, CardKind.RUN_THEM_DOWN);
        int swordsmen = s.id(0, CardKind.SWORDSMEN);
        int bowmen = s.id(0, CardKind.BOWMEN);
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, List.of(swordsmen, bowmen), ids(s, 1, CardKind.PIKEMEN), null);
        f = f.when(1, new PlayBattleEvent(s.id(1, CardKind.RUN_THEM_DOWN), null, null)).then();
        f = accept(passAndRoll(f, 0, 1, 1, 1, 1), 0, 1, 1);
        f = f.when(0, new AcceptRolls()).then().when(1, new AcceptRolls(), 5, 4).then();
        assertEquals(List.of(swordsmen, bowmen), f.state().battle().attackerForce(), "the hunt's dice wait for Luck first");
        List<WarmeisterEvent> events = f.when(0, new AcceptRolls()).then().when(1, new AcceptRolls()).events();
        assertTrue(events.contains(new CardDestroyed(0, swordsmen, "battle")));
        assertFalse(events.contains(new CardDestroyed(0, bowmen, "battle")));
        assertTrue(events.contains(new BattleDecided(1, 0, "rout")));
    }

    @Test
    @DisplayName("docs/rules/warmeister.md, clarification 28: the attack stalls only after a standstill round (no card, no die could hit, no rout check could fail)")
    void stalled() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.PEASANTS, CardKind.PEASANTS, CardKind.FANATICS,
                CardKind.GNOLL_CHICKEN_THIEVES}, new CardKind[] {CardKind.GOBLIN_STABBERS, CardKind.WARDOGS, CardKind.SKELLINGTON_TROOPERS})
                .play(1, CardKind.KEEP).hand(1, CardKind.SWAMP);
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1,
                ids(s, 0, CardKind.PEASANTS, CardKind.PEASANTS, CardKind.FANATICS, CardKind.GNOLL_CHICKEN_THIEVES),
                ids(s, 1, CardKind.GOBLIN_STABBERS, CardKind.WARDOGS, CardKind.SKELLINGTON_TROOPERS), s.id(1, CardKind.KEEP));
        // Swamp and Keep: attackers at best +2 -2 -2, defenders +1 -1: no 6 hits; 1 + 4 units and 1 + 3 units never flee
        f = f.when(1, new PlayBattleEvent(s.id(1, CardKind.SWAMP), null, null)).then();
        f = accept(accept(accept(passAndRoll(f, 0, 1, 6, 6, 6, 6, 6, 6, 6), 0, 1, 1), 0, 1, 1), 0, 1);
        assertEquals(2, f.state().battle().round(), "a Swamp was played in round 1: it was no standstill, the battle goes on");
        f = accept(accept(passAndRoll(f, 1, 0, 6, 6, 6, 6, 6, 6, 6), 0, 1, 1), 0, 1, 1);
        List<WarmeisterEvent> events = f.when(0, new AcceptRolls()).then().when(1, new AcceptRolls()).events();
        assertEquals(List.of(new RollsAccepted(1), new RoutChecked(1, 4, true), new BattleStalled(2), new BattleDecided(1, 0, "stalled"),
                new BattleEnded(0, 1), new StepEnded(0)), events, "round 2 was a standstill both passed on: the attack stalls");
    }

    @Test
    @DisplayName("docs/rules/warmeister.md, clarification 28: no stall while a rout check could still fail, even if no die can hit")
    void noStallWhileARoutCouldFail() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.PEASANTS, CardKind.FANATICS, CardKind.GNOLL_CHICKEN_THIEVES},
                new CardKind[] {CardKind.GOBLIN_STABBERS, CardKind.WARDOGS, CardKind.SKELLINGTON_TROOPERS})
                .play(1, CardKind.KEEP).hand(1, CardKind.SWAMP);
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.PEASANTS, CardKind.FANATICS, CardKind.GNOLL_CHICKEN_THIEVES),
                ids(s, 1, CardKind.GOBLIN_STABBERS, CardKind.WARDOGS, CardKind.SKELLINGTON_TROOPERS), s.id(1, CardKind.KEEP));
        f = f.when(1, new PlayBattleEvent(s.id(1, CardKind.SWAMP), null, null)).then();
        f = accept(accept(accept(passAndRoll(f, 0, 1, 6, 6, 6, 6, 6, 6), 0, 1, 2), 0, 1, 1), 0, 1);
        f = accept(accept(passAndRoll(f, 1, 0, 6, 6, 6, 6, 6, 6), 0, 1, 2), 0, 1, 1);
        List<WarmeisterEvent> events = f.when(0, new AcceptRolls()).then().when(1, new AcceptRolls()).events();
        assertTrue(events.stream().noneMatch(e -> e instanceof BattleStalled), "1 + 3 units may still flee on a 1: the battle can end");
        assertEquals(3, f.when(0, new AcceptRolls()).then().when(1, new AcceptRolls()).then().state().battle().round());
    }

    @Test
    @DisplayName("warmeister.txt, WARFARE: a side whose units are all destroyed loses; the beaten defender loses 1 territory")
    void destroyed() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN}, new CardKind[] {CardKind.BOWMEN});
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.SWORDSMEN), ids(s, 1, CardKind.BOWMEN), null);
        f = accept(passAndRoll(f, 1, 0, 6, 1), 0, 1);
        List<WarmeisterEvent> events = f.when(1, new AssignHit(s.id(1, CardKind.BOWMEN))).events();
        assertEquals(List.of(new DamageAssigned(1, s.id(1, CardKind.BOWMEN), 1, false), new CardDestroyed(1, s.id(1, CardKind.BOWMEN), "battle"),
                new BattleDecided(0, 1, "destroyed"), new TerritoriesLost(1, 1), new BattleEnded(0, 1), new StepEnded(0)), events);
    }

    @Test
    @DisplayName("warmeister.txt, WARFARE and END: damage counters stay on a unit after the battle and are removed in the End phase")
    void damageLastsUntilEnd() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN}, new CardKind[] {CardKind.PIKEMEN});
        int pikemen = s.id(1, CardKind.PIKEMEN);
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.SWORDSMEN), List.of(pikemen), null);
        f = accept(passAndRoll(f, 1, 0, 6, 1), 0, 1);
        f = f.when(1, new AssignHit(pikemen), 1).then();
        f = f.when(0, new AcceptRolls()).then().when(1, new AcceptRolls()).then(); // attacker flees on 1 + 1
        assertNull(f.state().battle());
        assertEquals(1, f.state().damageOn(pikemen), "still damaged for the rest of the turn");
        f = f.when(1, new EndStep()).then().when(0, new EndStep()).then().when(1, new EndStep(), 2, 1).then();
        assertEquals(3, f.state().turn(), "End passed (no hand over its limit) and turn 3 began");
        assertEquals(0, f.state().damageOn(pikemen));
        assertTrue(f.state().player(1).armies().contains(pikemen));
    }

    @Test
    @DisplayName("docs/rules/warmeister.md, Clarifications: when both forces are destroyed in the same round, the attacker loses")
    void bothDestroyed() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN}, new CardKind[] {CardKind.BOWMEN});
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.SWORDSMEN), ids(s, 1, CardKind.BOWMEN), null);
        f = accept(passAndRoll(f, 1, 0, 6, 6), 0, 1);
        List<WarmeisterEvent> events = f.when(1, new AssignHit(s.id(1, CardKind.BOWMEN))).then()
                .when(0, new AssignHit(s.id(0, CardKind.SWORDSMEN))).events();
        assertTrue(events.contains(new BattleDecided(1, 0, "destroyed")));
        assertTrue(events.stream().noneMatch(e -> e instanceof TerritoriesLost));
    }
}
