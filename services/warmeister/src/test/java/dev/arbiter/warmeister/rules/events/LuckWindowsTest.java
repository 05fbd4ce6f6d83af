package dev.arbiter.warmeister.rules.events;

import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.warmeister.rules.Awaiting;
import dev.arbiter.warmeister.rules.warfare.BattleStage;
import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.turn.Phase;
import dev.arbiter.warmeister.rules.WarmeisterView;
import dev.arbiter.warmeister.rules.WarmeisterCommand;
import dev.arbiter.warmeister.rules.Scenario;
import static dev.arbiter.warmeister.rules.warfare.BattleTest.ids;
import static dev.arbiter.warmeister.rules.warfare.Fights.declared;
import static dev.arbiter.warmeister.rules.warfare.Fights.passAndRoll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.Redactor;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.kernel.spi.Viewer;
import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.warmeister.rules.WarmeisterCommand.*;
import dev.arbiter.warmeister.rules.WarmeisterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Luck and Denied! windows (docs/rules/warmeister.md, clarifications 7 and 9): offered to every
 * seat alike, whatever it holds, and a standing pass that only its seat can see.
 */
class LuckWindowsTest {

    /** Seat 0 attacks seat 1 with Swordsmen against Pikemen; seat 2 looks on. */
    private static Scenario threeSeatBattle(CardKind... onlookerHand) {
        return Scenario.players(3).hand(0, CardKind.ATTACK).play(0, CardKind.SWORDSMEN).play(1, CardKind.PIKEMEN).hand(2, onlookerHand);
    }

    private static RulesFixture<WarmeisterState, WarmeisterCommand, WarmeisterEvent> rolled(Scenario s) {
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.SWORDSMEN), ids(s, 1, CardKind.PIKEMEN), null);
        return passAndRoll(f, 1, 0, 1, 6);   // swordsmen miss, pikemen hit
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS, Luck: 'any 1 dice roll' - a seat outside the battle is asked like the two sides and may re-roll a battle die")
    void everySeatIsAsked() {
        Scenario s = threeSeatBattle(CardKind.LUCK);
        var f = rolled(s);
        assertEquals(List.of(0, 1, 2), Awaiting.seats(f.state()), "every seat in the game is asked, not only those holding Luck");
        var played = f.when(2, new PlayLuck(s.id(2, CardKind.LUCK), 1)).then();
        assertEquals(List.of(0, 1), Awaiting.seats(played.state()), "both sides may answer the onlooker's Luck with Denied!");
        var rerolled = played.when(0, new AllowEvent()).then().when(1, new AllowEvent(), 2).then();
        assertEquals(new Roll(0, 6, 2), rerolled.state().battle().rolls().get(1).roll(), "the Pikemen's 6 became a 2");
        assertEquals(List.of(0, 1, 2), Awaiting.seats(rerolled.state()), "everyone looks at the dice again");
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS, Luck and Eartquake: the Earthquake dice wait for Luck; a re-rolled 6 saves the holding")
    void luckOnEarthquake() {
        Scenario s = Scenario.players(2).hand(0, CardKind.EARTHQUAKE).play(1, CardKind.FARM, CardKind.TAVERN).hand(1, CardKind.LUCK)
                .at(2, Phase.SUPPLY);
        var f = s.fixture().when(0, new PlayEvent(s.id(0, CardKind.EARTHQUAKE), 1, null)).then().when(1, new AllowEvent(), 6, 5).then();
        assertEquals(List.of(0, 1), Awaiting.seats(f.state()), "both seats are asked about the dice");
        f = f.when(1, new PlayLuck(s.id(1, CardKind.LUCK), 0)).then().when(0, new AllowEvent(), 3).then();
        assertEquals(new Roll(0, 6, 3), f.state().openDice().roll().rolls().get(0));
        List<WarmeisterEvent> events = f.when(0, new AcceptRolls()).then().when(1, new AcceptRolls()).events();
        assertEquals(new DiceStood("Earthquake"), events.get(1));
        assertTrue(events.stream().noneMatch(e -> e instanceof CardDestroyed), "3 and 5: both holdings stand");
    }

    @Test
    @DisplayName("docs/rules/warmeister.md, clarification 7: a standing pass is set while passing, seen by its seat only, keeps the seat listed, and passes for it once only such seats are left")
    void standingPassIsPrivate() {
        Scenario s = threeSeatBattle();
        var f = declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, ids(s, 0, CardKind.SWORDSMEN), ids(s, 1, CardKind.PIKEMEN), null);
        f = passAndRoll(f, 1, 0, 1, 1);   // no hits
        var set = f.when(2, new SetStandingPass(true));
        StandingPassSet event = new StandingPassSet(2, true);
        assertEquals(List.of(event, new RollsAccepted(2)), set.events(), "setting it passes this window, as clearing it would");
        assertNull(((StandingPassSet) Redactor.event(event, Viewer.seat(0))).pass(), "another seat does not see which way");
        assertNull(((StandingPassSet) Redactor.event(event, Viewer.SPECTATOR)).pass());
        f = set.then();
        WarmeisterView others = (WarmeisterView) Redactor.view(Scenario.RULES.view(f.state()), Viewer.seat(0));
        assertNull(others.players().get(2).standingPass());
        WarmeisterView own = (WarmeisterView) Redactor.view(Scenario.RULES.view(f.state()), Viewer.seat(2));
        assertEquals(Boolean.TRUE, own.players().get(2).standingPass());
        f = f.when(0, new AcceptRolls()).then().when(1, new AcceptRolls(), 3).then();   // the attacker's rout die: 3 + 1
        assertEquals(BattleStage.ROUT_LUCK, f.state().battle().stage());
        assertEquals(List.of(0, 1, 2), Awaiting.seats(f.state()), "the next window lists seat 2 like every seat that has not answered");
        f.when(2, new SetStandingPass(true)).thenViolation("standing-pass.unchanged");
        f = f.when(0, new AcceptRolls()).then();
        assertEquals(List.of(1, 2), Awaiting.seats(f.state()));
        List<WarmeisterEvent> events = f.when(1, new AcceptRolls()).events();
        assertEquals(List.of(new RollsAccepted(1), new RollsAccepted(2)), events.subList(0, 2),
                "once only standing passes are left, they pass with the last answer");
        assertEquals(new RoutChecked(0, 4, false), events.get(2));
    }

    @Test
    @DisplayName("docs/rules/warmeister.md, clarification 7: a standing pass answers Denied! windows too, once only standing passes are left")
    void standingPassAllowsEvents() {
        Scenario s = Scenario.players(3).hand(0, CardKind.GOOD_HARVEST, CardKind.REINFORCEMENTS).at(2, Phase.REVENUE);
        var f = s.fixture().when(0, new PlayEvent(s.id(0, CardKind.GOOD_HARVEST), null, null)).then();
        f = f.when(2, new SetStandingPass(true)).then().when(1, new AllowEvent()).then();
        assertEquals(4, f.state().player(0).gold(), "Good Harvest stood");
        f = f.when(0, new PlayEvent(s.id(0, CardKind.REINFORCEMENTS), null, null)).then();
        assertEquals(List.of(1, 2), Awaiting.seats(f.state()), "seat 2 is listed like seat 1");
        List<WarmeisterEvent> events = f.when(1, new AllowEvent()).events();
        assertEquals(List.of(new EventAllowed(1), new EventAllowed(2), new EventResolved(s.id(0, CardKind.REINFORCEMENTS), false)),
                events.subList(0, 3));
    }
}
