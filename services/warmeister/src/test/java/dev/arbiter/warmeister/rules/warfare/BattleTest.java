package dev.arbiter.warmeister.rules.warfare;

import dev.arbiter.kernel.game.GameRefusal;
import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.warmeister.rules.Awaiting;
import dev.arbiter.warmeister.rules.WarmeisterRules;
import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.WarmeisterCommand;
import dev.arbiter.warmeister.rules.Scenario;
import static dev.arbiter.warmeister.rules.warfare.Fights.accept;
import static dev.arbiter.warmeister.rules.warfare.Fights.declared;
import static dev.arbiter.warmeister.rules.warfare.Fights.passAndRoll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.warmeister.rules.WarmeisterCommand.*;
import dev.arbiter.warmeister.rules.WarmeisterEvent.*;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Declaring, assigning, the battle event phase and the dice of a round (warmeister.txt, WARFARE). */
public class BattleTest {

    private static final WarmeisterRules RULES = new WarmeisterRules();

    public static Scenario duel(CardKind attack, CardKind[] attackers, CardKind[] defenders) {
        return Scenario.players(2).hand(0, attack).play(0, attackers).play(1, defenders);
    }

    public static List<Integer> ids(Scenario s, int seat, CardKind... kinds) {
        Map<CardKind, Integer> seen = new HashMap<>();
        return java.util.Arrays.stream(kinds).map(k -> s.id(seat, k, seen.merge(k, 1, Integer::sum) - 1)).toList();
    }

    static Map<Integer, Integer> modifiers(RulesFixture<WarmeisterState, WarmeisterCommand, WarmeisterEvent> f) {
        Map<Integer, Integer> modifiers = new HashMap<>();
        f.state().battle().rolls().stream().filter(r -> !r.trap()).forEach(r -> modifiers.put(r.card(), r.modifier()));
        return modifiers;
    }

    @Test
    @DisplayName("warmeister.txt, WARFARE: a worked battle - one hit, both rout checks, the defender flees and loses a territory")
    void workedBattle() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN}, new CardKind[] {CardKind.PIKEMEN});
        int swordsmen = s.id(0, CardKind.SWORDSMEN);
        int pikemen = s.id(1, CardKind.PIKEMEN);
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, List.of(swordsmen), List.of(pikemen), null);
        assertEquals(BattleStage.EVENTS, f.state().battle().stage());
        assertEquals(List.of(1), Awaiting.seats(f.state()), "battle events start with the defender");
        f = passAndRoll(f, 1, 0, 5, 4);
        assertEquals(List.of(new UnitRoll(0, swordsmen, false, new dev.arbiter.kernel.spi.Roll(0, 6, 5), 2),
                new UnitRoll(1, pikemen, false, new dev.arbiter.kernel.spi.Roll(1, 6, 4), 2)), f.state().battle().rolls());
        assertEquals(List.of(0, 1), Awaiting.seats(f.state()), "both may answer the dice with Luck");
        f = accept(f, 0, 1);
        assertEquals(new DamagePools(0, 0, 1, 0, 0, 0), f.state().battle().pools(), "5+2 = 7 hits, 4+2 = 6 misses");
        assertEquals(List.of(1), Awaiting.seats(f.state()));
        f = f.when(1, new AssignHit(pikemen), 4).then();
        assertEquals(1, f.state().damageOn(pikemen));
        assertEquals(new RoutRolled(0, new dev.arbiter.kernel.spi.Roll(0, 6, 4), 1), f.state().battle() == null ? null
                : new RoutRolled(f.state().battle().routSeat(), f.state().battle().routRoll(), f.state().battle().routModifier()));
        f = accept(f, 0, 1, 2);  // attacker 4 + 1 unit = 5 stays; defender rolls 2
        assertEquals(1, f.state().battle().routSeat());
        List<WarmeisterEvent> end = f.when(0, new AcceptRolls()).then().when(1, new AcceptRolls()).events();
        assertEquals(List.of(new RollsAccepted(1), new RoutChecked(1, 3, false), new BattleDecided(0, 1, "rout"),
                new TerritoriesLost(1, 1), new BattleEnded(0, 1), new StepEnded(0)), end);
    }

    @Test
    @DisplayName("warmeister.txt, WARFARE: a battle needs an attack card, an opponent, and at least one army of the attacker")
    void declaring() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {}, new CardKind[] {CardKind.PIKEMEN}).hand(0, CardKind.LUCK);
        var f = s.fixture();
        f.when(0, new DeclareBattle(s.id(0, CardKind.ATTACK), 1)).thenViolation("warfare.no-armies");
        Scenario armed = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN}, new CardKind[] {}).hand(0, CardKind.LUCK);
        armed.fixture().when(0, new DeclareBattle(armed.id(0, CardKind.LUCK), 1)).thenViolation("warfare.needs-attack-card");
        armed.fixture().when(0, new DeclareBattle(armed.id(0, CardKind.ATTACK), 0)).thenViolation("warfare.bad-target");
        armed.fixture().when(1, new DeclareBattle(armed.id(0, CardKind.ATTACK), 0)).thenRefused(GameRefusal.Kind.NOT_YOUR_TURN);
    }

    @Test
    @DisplayName("warmeister.txt, WARFARE: each side assigns at least one army; the defender may add one fortification")
    void assigning() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN, CardKind.BOWMEN}, new CardKind[] {CardKind.PIKEMEN})
                .play(1, CardKind.KEEP, CardKind.PALLISAIDE);
        var f = s.fixture().when(0, new DeclareBattle(s.id(0, CardKind.ATTACK), 1)).then();
        f.when(0, new ConfirmForce()).thenViolation("battle.assign-at-least-one");
        f.when(0, new AssignArmy(s.id(1, CardKind.PIKEMEN))).thenViolation("battle.not-your-army");
        f.when(0, new AssignCastle(s.id(1, CardKind.KEEP))).thenViolation("turn.not-now");
        f = f.when(0, new AssignArmy(s.id(0, CardKind.SWORDSMEN))).then().when(0, new ConfirmForce()).then();
        assertEquals(List.of(1), Awaiting.seats(f.state()));
        f = f.when(1, new AssignCastle(s.id(1, CardKind.KEEP))).then();
        f.when(1, new AssignCastle(s.id(1, CardKind.PALLISAIDE))).thenViolation("battle.one-castle");
        f.when(1, new ConfirmForce()).thenViolation("battle.assign-at-least-one");
        f = f.when(1, new AssignArmy(s.id(1, CardKind.PIKEMEN))).then().when(1, new ConfirmForce()).then();
        assertEquals(List.of(s.id(0, CardKind.SWORDSMEN)), f.state().battle().attackerForce(), "Bowmen stayed out of the battle");
        assertEquals(s.id(1, CardKind.KEEP), f.state().battle().castle());
    }

    @Test
    @DisplayName("docs/rules/warmeister.md: a defender with no army in play cannot assign one and loses without a fight")
    void undefended() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN}, new CardKind[] {});
        var f = s.fixture().when(0, new DeclareBattle(s.id(0, CardKind.ATTACK), 1)).then()
                .when(0, new AssignArmy(s.id(0, CardKind.SWORDSMEN))).then();
        List<WarmeisterEvent> events = f.when(0, new ConfirmForce()).events();
        assertEquals(List.of(new ForceConfirmed(0), new BattleDecided(0, 1, "undefended"), new TerritoriesLost(1, 1),
                new BattleEnded(0, 1), new StepEnded(0)), events);
    }

    @Test
    @DisplayName("warmeister.txt, WARFARE: battle events alternate from the defender; two passes in a row start the dice")
    void eventAlternation() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN}, new CardKind[] {CardKind.PIKEMEN})
                .hand(0, CardKind.FURY).hand(1, CardKind.FATIGUED);
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.SWORDSMEN), ids(s, 1, CardKind.PIKEMEN), null);
        f.when(0, new PassEvent()).thenRefused(GameRefusal.Kind.NOT_YOUR_TURN);
        f = f.when(1, new PlayBattleEvent(s.id(1, CardKind.FATIGUED), 0, null)).then();
        assertEquals(List.of(0), Awaiting.seats(f.state()));
        f = f.when(0, new PlayBattleEvent(s.id(0, CardKind.FURY), 0, null)).then();
        f = f.when(1, new PassEvent()).then();
        assertEquals(List.of(0), Awaiting.seats(f.state()), "one pass is not enough");
        assertEquals(BattleStage.EVENTS, f.state().battle().stage());
        f = f.when(0, new PassEvent(), 1, 1).then();
        assertEquals(BattleStage.LUCK, f.state().battle().stage(), "the second pass in a row starts the round");
        assertEquals(2 - 1 + 1, modifiers(f).get(s.id(0, CardKind.SWORDSMEN)), "Fatigued -1 and Fury +1 on the attacker this round");
    }

    @Test
    @DisplayName("warmeister.txt, WARFARE: only the defender may play Terrain cards")
    void terrainDefenderOnly() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN}, new CardKind[] {CardKind.PIKEMEN})
                .hand(0, CardKind.FOREST).hand(1, CardKind.RUINS, CardKind.FOREST);
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.SWORDSMEN), ids(s, 1, CardKind.PIKEMEN), null);
        f = f.when(1, new PassEvent()).then();
        f.when(0, new PlayBattleEvent(s.id(0, CardKind.FOREST), null, null)).thenViolation("battle.terrain-defender-only");
        f = f.when(0, new PassEvent(), 1, 1).then();
        assertEquals(BattleStage.LUCK, f.state().battle().stage());
    }

    @Test
    @DisplayName("docs/rules/warmeister.md: one Terrain per battle; a second one is refused while the first is in effect")
    void oneTerrain() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN}, new CardKind[] {CardKind.PIKEMEN})
                .hand(1, CardKind.RUINS, CardKind.FOREST);
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.SWORDSMEN), ids(s, 1, CardKind.PIKEMEN), null);
        f = f.when(1, new PlayBattleEvent(s.id(1, CardKind.RUINS), null, null)).then().when(0, new PassEvent()).then();
        f.when(1, new PlayBattleEvent(s.id(1, CardKind.FOREST), null, null)).thenViolation("battle.one-terrain");
    }

    @Test
    @DisplayName("warmeister.txt, ATTACK CARDS, Ambush: the attacker has the first battle event and may play Terrain, its ill effects on the defender")
    void ambush() {
        Scenario s = duel(CardKind.AMBUSH, new CardKind[] {CardKind.SWORDSMEN}, new CardKind[] {CardKind.PIKEMEN})
                .hand(0, CardKind.SWAMP);
        var f = declared(s.fixture(), 0, s.id(0, CardKind.AMBUSH), 1, ids(s, 0, CardKind.SWORDSMEN), ids(s, 1, CardKind.PIKEMEN), null);
        assertEquals(List.of(0), Awaiting.seats(f.state()), "the ambusher acts first");
        f = f.when(0, new PlayBattleEvent(s.id(0, CardKind.SWAMP), null, null)).then();
        f = passAndRoll(f, 1, 0, 1, 1);
        assertEquals(2 - 1, modifiers(f).get(s.id(0, CardKind.SWORDSMEN)), "the attacker takes the Swamp's defender -1");
        assertEquals(2 - 2, modifiers(f).get(s.id(1, CardKind.PIKEMEN)), "the defender takes the Swamp's attacker -2");
    }

    @Test
    @DisplayName("warmeister.txt, ARMY CARDS: Assault +1 attacking, Missile +1 defending, General +1 to all friendly units")
    void unitTypeModifiers() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.FANATICS, CardKind.BOWMEN, CardKind.CAPTAIN_TIM},
                new CardKind[] {CardKind.GNOLL_CHICKEN_THIEVES, CardKind.HAIRY_BARBARIANS});
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1,
                ids(s, 0, CardKind.FANATICS, CardKind.BOWMEN, CardKind.CAPTAIN_TIM),
                ids(s, 1, CardKind.GNOLL_CHICKEN_THIEVES, CardKind.HAIRY_BARBARIANS), null);
        f = passAndRoll(f, 1, 0, 1, 1, 1, 1, 1);
        Map<Integer, Integer> m = modifiers(f);
        assertEquals(1 + 1 + 1, m.get(s.id(0, CardKind.FANATICS)), "assault attacking, with a General");
        assertEquals(2 + 1, m.get(s.id(0, CardKind.BOWMEN)), "missile gets nothing attacking; General +1");
        assertEquals(2 + 1, m.get(s.id(0, CardKind.CAPTAIN_TIM)), "the General leads itself too");
        assertEquals(1 + 1, m.get(s.id(1, CardKind.GNOLL_CHICKEN_THIEVES)), "missile defending");
        assertEquals(2, m.get(s.id(1, CardKind.HAIRY_BARBARIANS)), "assault gets nothing defending");
    }

    @Test
    @DisplayName("warmeister.txt, CASTLES and ARMY CARDS, Besieger: castle modifiers apply to all but besiegers")
    void castleModifiers() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN, CardKind.CATAPULT},
                new CardKind[] {CardKind.PIKEMEN, CardKind.DWARF_SAPPERS}).play(1, CardKind.FORTRESS);
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.SWORDSMEN, CardKind.CATAPULT),
                ids(s, 1, CardKind.PIKEMEN, CardKind.DWARF_SAPPERS), s.id(1, CardKind.FORTRESS));
        f = passAndRoll(f, 1, 0, 1, 1, 1, 1);
        Map<Integer, Integer> m = modifiers(f);
        assertEquals(2 - 2, m.get(s.id(0, CardKind.SWORDSMEN)), "Fortress: attackers -2");
        assertEquals(2, m.get(s.id(0, CardKind.CATAPULT)), "a besieger ignores the castle");
        assertEquals(2 + 1, m.get(s.id(1, CardKind.PIKEMEN)), "Fortress: defenders +1");
        assertEquals(2, m.get(s.id(1, CardKind.DWARF_SAPPERS)), "a besieger is unaffected by castle modifiers either way");
    }

    @Test
    @DisplayName("warmeister.txt, CASTLES: Pallisaide attackers -1, Keep attackers -2")
    void pallisaideAndKeep() {
        for (CardKind castle : List.of(CardKind.PALLISAIDE, CardKind.KEEP)) {
            Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN}, new CardKind[] {CardKind.PIKEMEN}).play(1, castle);
            var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.SWORDSMEN), ids(s, 1, CardKind.PIKEMEN),
                    s.id(1, castle));
            f = passAndRoll(f, 1, 0, 1, 1);
            assertEquals(2 + castle.attackerModifier(), modifiers(f).get(s.id(0, CardKind.SWORDSMEN)));
            assertEquals(2, modifiers(f).get(s.id(1, CardKind.PIKEMEN)));
        }
        assertEquals(-1, CardKind.PALLISAIDE.attackerModifier());
        assertEquals(-2, CardKind.KEEP.attackerModifier());
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS, Forest/Ruins/Swamp/High Ground and ARMY CARDS, Skirmisher: terrain force modifiers, skirmishers immune")
    void terrainModifiers() {
        int[][] expected = {{-1, 0}, {-2, 0}, {-2, -1}, {-1, 1}};
        List<CardKind> terrains = List.of(CardKind.FOREST, CardKind.RUINS, CardKind.SWAMP, CardKind.HIGH_GROUND);
        for (int i = 0; i < terrains.size(); i++) {
            Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN, CardKind.ELF_BATTLE_PRANCERS},
                    new CardKind[] {CardKind.PIKEMEN}).hand(1, terrains.get(i));
            var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.SWORDSMEN, CardKind.ELF_BATTLE_PRANCERS),
                    ids(s, 1, CardKind.PIKEMEN), null);
            f = f.when(1, new PlayBattleEvent(s.id(1, terrains.get(i)), null, null)).then();
            f = passAndRoll(f, 0, 1, 1, 1, 1);
            Map<Integer, Integer> m = modifiers(f);
            assertEquals(2 + expected[i][0], m.get(s.id(0, CardKind.SWORDSMEN)), terrains.get(i) + " attackers");
            assertEquals(3, m.get(s.id(0, CardKind.ELF_BATTLE_PRANCERS)), terrains.get(i) + ": skirmisher unaffected");
            assertEquals(2 + expected[i][1], m.get(s.id(1, CardKind.PIKEMEN)), terrains.get(i) + " defenders");
        }
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS, Asleep on the Job: the unit does not roll but still counts for rout and takes hits")
    void asleepOnTheJob() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN, CardKind.BOWMEN}, new CardKind[] {CardKind.PIKEMEN})
                .hand(1, CardKind.ASLEEP_ON_THE_JOB);
        int bowmen = s.id(0, CardKind.BOWMEN);
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.SWORDSMEN, CardKind.BOWMEN), ids(s, 1, CardKind.PIKEMEN), null);
        f = f.when(1, new PlayBattleEvent(s.id(1, CardKind.ASLEEP_ON_THE_JOB), null, bowmen)).then();
        f = passAndRoll(f, 0, 1, 1, 1);
        assertFalse(modifiers(f).containsKey(bowmen), "the sleeping Bowmen do not roll");
        f = accept(f, 0, 1, 1); // no hits; attacker rout roll 1
        assertEquals(2, f.state().battle().routModifier(), "but they count as a remaining unit");
    }

    @Test
    @DisplayName("warmeister.txt, ARMY CARDS, General, and Asleep on the Job: a sleeping General is still part of the army and still gives +1")
    void sleepingGeneralStillLeads() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN, CardKind.CAPTAIN_TIM}, new CardKind[] {CardKind.PIKEMEN})
                .hand(1, CardKind.ASLEEP_ON_THE_JOB);
        int captain = s.id(0, CardKind.CAPTAIN_TIM);
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.SWORDSMEN, CardKind.CAPTAIN_TIM),
                ids(s, 1, CardKind.PIKEMEN), null);
        f = f.when(1, new PlayBattleEvent(s.id(1, CardKind.ASLEEP_ON_THE_JOB), null, captain)).then();
        f = passAndRoll(f, 0, 1, 1, 1);
        assertFalse(modifiers(f).containsKey(captain), "the sleeping General does not roll");
        assertEquals(2 + 1, modifiers(f).get(s.id(0, CardKind.SWORDSMEN)), "but the Swordsmen still get its +1");
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS, Fury/Fatigued: +1 / -1 to the target army's attack rolls this round only")
    void furyLastsOneRound() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN, CardKind.BOWMEN, CardKind.FANATICS, CardKind.PEASANTS},
                new CardKind[] {CardKind.PIKEMEN, CardKind.TROLL_WARRIORS, CardKind.DWARF_SAPPERS}).hand(0, CardKind.FURY);
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1,
                ids(s, 0, CardKind.SWORDSMEN, CardKind.BOWMEN, CardKind.FANATICS, CardKind.PEASANTS),
                ids(s, 1, CardKind.PIKEMEN, CardKind.TROLL_WARRIORS, CardKind.DWARF_SAPPERS), null);
        f = f.when(1, new PassEvent()).then().when(0, new PlayBattleEvent(s.id(0, CardKind.FURY), 0, null)).then();
        f = passAndRoll(f, 1, 0, 1, 1, 1, 1, 1, 1, 1);
        assertEquals(3, modifiers(f).get(s.id(0, CardKind.SWORDSMEN)));
        // nobody hits; attacker d6 1 + 4 units stays, defender d6 1 + 3 units stays: round 2
        f = accept(f, 0, 1, 1);  // the attacker's rout roll
        f = accept(f, 0, 1, 1);  // the defender's rout roll
        f = accept(f, 0, 1);
        assertEquals(2, f.state().battle().round());
        f = passAndRoll(f, 1, 0, 1, 1, 1, 1, 1, 1, 1);
        assertEquals(2, modifiers(f).get(s.id(0, CardKind.SWORDSMEN)), "Fury is over in round 2");
    }
}
