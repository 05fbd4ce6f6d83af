package dev.arbiter.warmeister.rules.warfare;

import dev.arbiter.kernel.game.GameRefusal;
import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.Awaiting;
import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.Scenario;
import static dev.arbiter.warmeister.rules.warfare.BattleTest.duel;
import static dev.arbiter.warmeister.rules.warfare.BattleTest.ids;
import static dev.arbiter.warmeister.rules.warfare.Fights.accept;
import static dev.arbiter.warmeister.rules.warfare.Fights.declared;
import static dev.arbiter.warmeister.rules.warfare.Fights.passAndRoll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.Outcome;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.warmeister.rules.WarmeisterCommand.*;
import dev.arbiter.warmeister.rules.WarmeisterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Battle results, attack cards and the battle cards that change a round (warmeister.txt, WARFARE, ATTACK CARDS, EVENT CARDS). */
class BattleResultsTest {

    /** An attack on a defender with no army: decided at once, results rolled with {@code faces}. */
    private static List<WarmeisterEvent> undefended(Scenario s, CardKind attack, CardKind unit, int... faces) {
        var f = s.fixture().when(0, new DeclareBattle(s.id(0, attack), 1)).then().when(0, new AssignArmy(s.id(0, unit))).then();
        return f.when(0, new ConfirmForce(), faces).events();
    }

    @Test
    @DisplayName("warmeister.txt, ATTACK CARDS, Conquest: the attacker adds the defender's lost territory to its own")
    void conquest() {
        Scenario s = duel(CardKind.CONQUEST, new CardKind[] {CardKind.SWORDSMEN}, new CardKind[] {});
        assertTrue(undefended(s, CardKind.CONQUEST, CardKind.SWORDSMEN).contains(new TerritoriesTaken(0, 1, 1)));
    }

    @Test
    @DisplayName("warmeister.txt, ATTACK CARDS, Pillage: +1d6 gold at the next revenue if the attacker wins")
    void pillage() {
        Scenario s = duel(CardKind.PILLAGE, new CardKind[] {CardKind.SWORDSMEN}, new CardKind[] {}).territories(0, 1).territories(1, 2);
        var f = s.fixture().when(0, new DeclareBattle(s.id(0, CardKind.PILLAGE), 1)).then()
                .when(0, new AssignArmy(s.id(0, CardKind.SWORDSMEN))).then().when(0, new ConfirmForce()).then();
        assertEquals(1, f.state().player(0).bonusDice());
        // to the next Revenue: seat 1 ends warfare, both supply, turn 3 priority (0 first), both draw nothing
        f = f.when(1, new EndStep()).then().when(0, new EndStep()).then().when(1, new EndStep(), 6, 1).then();
        f = f.when(0, new Draw(0)).then().when(1, new Draw(0), 3, 4, 5).then();
        assertEquals(3 + 4, f.state().player(0).gold(), "one die for the territory, one for the pillage");
    }

    @Test
    @DisplayName("warmeister.txt, ARMY CARDS, Raider: +1 gold to next turn's revenue when its side wins an attack")
    void raider() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.DONKEY_RAIDERS}, new CardKind[] {});
        assertTrue(undefended(s, CardKind.ATTACK, CardKind.DONKEY_RAIDERS).contains(new RevenueBonusEarned(0, 1, 0, "Raider")));
    }

    @Test
    @DisplayName("warmeister.txt, ATTACK CARDS, Raze: all the defender's holdings are destroyed if the attacker wins")
    void raze() {
        Scenario s = duel(CardKind.RAZE, new CardKind[] {CardKind.SWORDSMEN}, new CardKind[] {}).play(1, CardKind.FARM, CardKind.MINES);
        List<WarmeisterEvent> events = undefended(s, CardKind.RAZE, CardKind.SWORDSMEN);
        assertTrue(events.contains(new CardDestroyed(1, s.id(1, CardKind.FARM), "Raze")));
        assertTrue(events.contains(new CardDestroyed(1, s.id(1, CardKind.MINES), "Raze")));
    }

    @Test
    @DisplayName("warmeister.txt, WARFARE: every holding of the defender is rolled for after the battle; a 1 destroys it")
    void holdingRolls() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN}, new CardKind[] {}).play(1, CardKind.FARM, CardKind.MINES);
        var f = s.fixture().when(0, new DeclareBattle(s.id(0, CardKind.ATTACK), 1)).then().when(0, new AssignArmy(s.id(0, CardKind.SWORDSMEN))).then()
                .when(0, new ConfirmForce(), 1, 2).then();
        assertEquals(List.of(0, 1), Awaiting.seats(f.state()), "the holding dice wait for Luck from every seat");
        List<WarmeisterEvent> events = f.when(0, new AcceptRolls()).then().when(1, new AcceptRolls()).events();
        assertTrue(events.contains(new CardDestroyed(1, s.id(1, CardKind.FARM), "battle")));
        assertTrue(events.stream().noneMatch(e -> e.equals(new CardDestroyed(1, s.id(1, CardKind.MINES), "battle"))));
    }

    @Test
    @DisplayName("warmeister.txt, WARFARE: a castle of a beaten defender is destroyed on 2 or less, on 4 or less against besiegers")
    void castleRolls() {
        for (boolean besieged : List.of(false, true)) {
            CardKind unit = besieged ? CardKind.CATAPULT : CardKind.SWORDSMEN;
            Scenario s = duel(CardKind.ATTACK, new CardKind[] {unit}, new CardKind[] {CardKind.BOWMEN}).play(1, CardKind.PALLISAIDE);
            int castle = s.id(1, CardKind.PALLISAIDE);
            var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, unit), ids(s, 1, CardKind.BOWMEN), castle);
            f = accept(passAndRoll(f, 1, 0, 6, 1), 0, 1);
            int face = besieged ? 4 : 2;
            List<WarmeisterEvent> events = f.when(1, new AssignHit(s.id(1, CardKind.BOWMEN)), face).then()
                    .when(0, new AcceptRolls()).then().when(1, new AcceptRolls()).events();
            assertTrue(events.contains(new CardDestroyed(1, castle, "battle")), "destroyed on " + face);
            var rolled = f.when(1, new AssignHit(s.id(1, CardKind.BOWMEN)), face + 1).then();
            assertEquals(new DiceRolled(1, "castle", List.of(castle), List.of(new Roll(0, 6, face + 1))), rolled.state().openDice().roll(),
                    "the castle die waits for Luck");
            List<WarmeisterEvent> holds = rolled.when(0, new AcceptRolls()).then().when(1, new AcceptRolls()).events();
            assertTrue(holds.stream().noneMatch(e -> e.equals(new CardDestroyed(1, castle, "battle"))), "stands on " + (face + 1));
        }
    }

    @Test
    @DisplayName("warmeister.txt, ARMY CARDS, Giant: destroys one holding of the opponent (its owner picks which)")
    void giant() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.GIANT}, new CardKind[] {}).play(1, CardKind.FARM, CardKind.MINES);
        var f = s.fixture().when(0, new DeclareBattle(s.id(0, CardKind.ATTACK), 1)).then()
                .when(0, new AssignArmy(s.id(0, CardKind.GIANT))).then().when(0, new ConfirmForce()).then();
        assertEquals(BattleStage.GIANTS, f.state().battle().stage());
        f.when(0, new SmashHolding(s.id(0, CardKind.GIANT))).thenViolation("giant.bad-target");
        List<WarmeisterEvent> events = f.when(0, new SmashHolding(s.id(1, CardKind.MINES)), 5).events();
        assertEquals(new HoldingSmashed(0, s.id(0, CardKind.GIANT), 1, s.id(1, CardKind.MINES)), events.get(0));
        assertTrue(events.contains(new DiceRolled(1, "holdings", List.of(s.id(1, CardKind.FARM)), List.of(new Roll(0, 6, 5)))));
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS, Ran Too Far: the target loses 2 territories if it loses the battle")
    void ranTooFar() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN}, new CardKind[] {CardKind.PIKEMEN}).hand(1, CardKind.RAN_TOO_FAR);
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.SWORDSMEN), ids(s, 1, CardKind.PIKEMEN), null);
        f = f.when(1, new PlayBattleEvent(s.id(1, CardKind.RAN_TOO_FAR), 0, null)).then();
        f = accept(passAndRoll(f, 0, 1, 1, 1), 0, 1, 1);
        List<WarmeisterEvent> events = f.when(0, new AcceptRolls()).then().when(1, new AcceptRolls()).events();
        assertTrue(events.contains(new TerritoriesLost(0, 2)), "the routed attacker was the target");
    }

    @Test
    @DisplayName("warmeister.txt, OBJECT: a player with no territory is out; the last player with territories wins")
    void eliminationAndWinner() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN}, new CardKind[] {}).territories(1, 1).hand(1, CardKind.LUCK);
        List<WarmeisterEvent> events = undefended(s, CardKind.ATTACK, CardKind.SWORDSMEN);
        assertEquals(List.of(new TerritoriesLost(1, 1), new BattleEnded(0, 1), new PlayerEliminated(1), new GameWon(0)),
                events.subList(events.size() - 4, events.size()));
        var end = s.fixture().given(events.subList(0, 0)).when(0, new DeclareBattle(s.id(0, CardKind.ATTACK), 1)).then()
                .when(0, new AssignArmy(s.id(0, CardKind.SWORDSMEN))).then().when(0, new ConfirmForce()).then();
        assertEquals(Outcome.ranked(List.of(List.of(0), List.of(1))), Scenario.RULES.outcome(end.state()));
        assertTrue(end.state().discard().contains(s.id(1, CardKind.LUCK)), "the eliminated player's cards go to the discard pile");
        assertEquals(List.of(), Awaiting.seats(end.state()));
        end.when(0, new EndStep()).thenRefused(GameRefusal.Kind.FINISHED);
    }

    @Test
    @DisplayName("warmeister.txt, OBJECT: in a 3-player game the eliminated player is placed last and play goes on")
    void eliminationGoesOn() {
        Scenario s = Scenario.players(3).hand(0, CardKind.ATTACK).play(0, CardKind.SWORDSMEN).territories(1, 1);
        var f = s.fixture().when(0, new DeclareBattle(s.id(0, CardKind.ATTACK), 1)).then()
                .when(0, new AssignArmy(s.id(0, CardKind.SWORDSMEN))).then().when(0, new ConfirmForce()).then();
        assertTrue(f.state().player(1).eliminated());
        assertEquals(List.of(2), Awaiting.seats(f.state()), "seat 1's step is skipped");
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS, Defensive Traps: each attacking unit is rolled for every round; a 6 is a hit on it")
    void defensiveTraps() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN, CardKind.PIKEMEN}, new CardKind[] {CardKind.BOWMEN})
                .hand(1, CardKind.DEFENSIVE_TRAPS);
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.SWORDSMEN, CardKind.PIKEMEN),
                ids(s, 1, CardKind.BOWMEN), null);
        f = f.when(1, new PlayBattleEvent(s.id(1, CardKind.DEFENSIVE_TRAPS), null, null)).then();
        f = passAndRoll(f, 0, 1, 6, 5, 1, 1, 1);
        assertEquals(2, f.state().battle().rolls().stream().filter(UnitRoll::trap).count());
        List<WarmeisterEvent> events = f.when(0, new AcceptRolls()).then().when(1, new AcceptRolls(), 1).events();
        assertTrue(events.contains(new TrapSprung(0, s.id(0, CardKind.SWORDSMEN), false)));
        assertTrue(events.contains(new CardDestroyed(0, s.id(0, CardKind.SWORDSMEN), "battle")));
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS, Bottleneck: the attacker uses half its assigned units (rounded down), the rest go home")
    void bottleneck() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN, CardKind.PIKEMEN, CardKind.BOWMEN},
                new CardKind[] {CardKind.TROLL_WARRIORS}).hand(1, CardKind.BOTTLENECK);
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.SWORDSMEN, CardKind.PIKEMEN, CardKind.BOWMEN),
                ids(s, 1, CardKind.TROLL_WARRIORS), null);
        f = f.when(1, new PlayBattleEvent(s.id(1, CardKind.BOTTLENECK), null, null)).then().when(0, new PassEvent()).then()
                .when(1, new PassEvent()).then();
        assertEquals(BattleStage.SENDING_HOME, f.state().battle().stage());
        assertEquals(List.of(0), Awaiting.seats(f.state()));
        f = f.when(0, new SendHome(s.id(0, CardKind.PIKEMEN))).then();
        assertEquals(BattleStage.SENDING_HOME, f.state().battle().stage(), "3 units keep 1");
        f = f.when(0, new SendHome(s.id(0, CardKind.BOWMEN)), 1, 1).then();
        assertEquals(List.of(s.id(0, CardKind.SWORDSMEN)), f.state().battle().attackerForce());
        assertTrue(f.state().player(0).armies().contains(s.id(0, CardKind.BOWMEN)), "sent home, still in play");
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS, Bottleneck: in a later round it still halves the assigned units, so survivors up to that half all stay")
    void bottleneckInALaterRound() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN, CardKind.GOBLIN_STABBERS, CardKind.FANATICS,
                CardKind.GNOLL_CHICKEN_THIEVES}, new CardKind[] {CardKind.TROLL_WARRIORS, CardKind.OGRE_BULLIES}).hand(1, CardKind.BOTTLENECK);
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1,
                ids(s, 0, CardKind.SWORDSMEN, CardKind.GOBLIN_STABBERS, CardKind.FANATICS, CardKind.GNOLL_CHICKEN_THIEVES),
                ids(s, 1, CardKind.TROLL_WARRIORS, CardKind.OGRE_BULLIES), null);
        f = accept(passAndRoll(f, 1, 0, 1, 1, 1, 1, 6, 6), 0, 1);   // two defender hits
        f = f.when(0, new AssignHit(s.id(0, CardKind.GOBLIN_STABBERS))).then()
                .when(0, new AssignHit(s.id(0, CardKind.GNOLL_CHICKEN_THIEVES)), 6).then();   // attacker stays on 6 + 2
        f = accept(accept(f, 0, 1, 6), 0, 1);   // the defender stays too: round 2
        assertEquals(2, f.state().battle().round());
        f = f.when(1, new PlayBattleEvent(s.id(1, CardKind.BOTTLENECK), null, null)).then().when(0, new PassEvent()).then()
                .when(1, new PassEvent(), 1, 1, 1, 1).then();
        assertEquals(BattleStage.LUCK, f.state().battle().stage(), "4 assigned keep 2: the 2 survivors all stay, nobody is sent home");
        assertEquals(ids(s, 0, CardKind.SWORDSMEN, CardKind.FANATICS), f.state().battle().attackerForce());
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS, Luck: re-roll any one die; the opponent may first answer with Denied!")
    void luck() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN}, new CardKind[] {CardKind.PIKEMEN})
                .hand(0, CardKind.LUCK, CardKind.LUCK).hand(1, CardKind.DENIED);
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.SWORDSMEN), ids(s, 1, CardKind.PIKEMEN), null);
        f = passAndRoll(f, 1, 0, 1, 6);
        f.when(0, new PlayLuck(s.id(0, CardKind.LUCK), 2)).thenViolation("luck.no-such-die");
        var played = f.when(0, new PlayLuck(s.id(0, CardKind.LUCK), 1)).then();
        assertEquals(List.of(1), Awaiting.seats(played.state()), "the defender may deny it");
        var rerolled = played.when(1, new AllowEvent(), 2).then();
        assertEquals(2, rerolled.state().battle().rolls().get(1).roll().value());
        assertEquals(List.of(0, 1), Awaiting.seats(rerolled.state()), "both look at the dice again");
        var denied = played.when(1, new PlayDenied(s.id(1, CardKind.DENIED))).then();
        assertEquals(List.of(0), Awaiting.seats(denied.state()), "a Denied! may itself be denied");
        var stands = denied.when(0, new AllowEvent()).then();
        assertEquals(6, stands.state().battle().rolls().get(1).roll().value(), "Luck was cancelled: the 6 stands");
        assertTrue(stands.state().discard().containsAll(List.of(s.id(0, CardKind.LUCK), s.id(1, CardKind.DENIED))));
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS, Denied!: in the battle event phase it cancels a card played in that phase")
    void deniedInBattle() {
        Scenario s = duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN}, new CardKind[] {CardKind.PIKEMEN})
                .hand(0, CardKind.DENIED).hand(1, CardKind.RUINS);
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.SWORDSMEN), ids(s, 1, CardKind.PIKEMEN), null);
        f = f.when(1, new PlayBattleEvent(s.id(1, CardKind.RUINS), null, null)).then();
        f = f.when(0, new PlayBattleEvent(s.id(0, CardKind.DENIED), null, s.id(1, CardKind.RUINS))).then();
        f = passAndRoll(f, 1, 0, 1, 1);
        assertEquals(2, BattleTest.modifiers(f).get(s.id(0, CardKind.SWORDSMEN)), "no Ruins penalty");
    }
}
