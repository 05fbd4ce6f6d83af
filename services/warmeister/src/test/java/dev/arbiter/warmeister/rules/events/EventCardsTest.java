package dev.arbiter.warmeister.rules.events;

import dev.arbiter.kernel.game.GameRefusal;
import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.warmeister.rules.turn.SupplyPhase;
import dev.arbiter.warmeister.rules.Awaiting;
import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.turn.Phase;
import dev.arbiter.warmeister.rules.WarmeisterCommand;
import dev.arbiter.warmeister.rules.warfare.BattleTest;
import dev.arbiter.warmeister.rules.warfare.Fights;
import dev.arbiter.warmeister.rules.Scenario;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.warmeister.rules.WarmeisterCommand.*;
import dev.arbiter.warmeister.rules.WarmeisterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Event cards played outside battles, Denied!, Wardogs and Supply (warmeister.txt, EVENT CARDS, ARMY CARDS, SUPPLY). */
class EventCardsTest {

    private static Scenario step(Phase phase, CardKind... hand) {
        return Scenario.players(2).hand(0, hand).at(2, phase);
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS, Good Harvest: +4 gold this turn, in the Revenue phase only")
    void goodHarvest() {
        Scenario s = step(Phase.REVENUE, CardKind.GOOD_HARVEST);
        var f = s.fixture().when(0, new PlayEvent(s.id(0, CardKind.GOOD_HARVEST), null, null)).then().when(1, new AllowEvent()).then();
        assertEquals(4, f.state().player(0).gold());
        Scenario late = step(Phase.WARFARE, CardKind.GOOD_HARVEST);
        late.fixture().when(0, new PlayEvent(late.id(0, CardKind.GOOD_HARVEST), null, null)).thenViolation("events.revenue-only");
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS: battle events may only be played during a battle")
    void battleEventsOnlyInBattle() {
        Scenario s = step(Phase.WARFARE, CardKind.FURY);
        s.fixture().when(0, new PlayEvent(s.id(0, CardKind.FURY), 0, null)).thenViolation("events.not-playable-now");
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS, Denied!: cancels an event card; all other players may answer, in any order")
    void denied() {
        Scenario s = Scenario.players(3).hand(0, CardKind.REINFORCEMENTS).hand(2, CardKind.DENIED).at(2, Phase.WARFARE);
        var f = s.fixture().when(0, new PlayEvent(s.id(0, CardKind.REINFORCEMENTS), null, null)).then();
        assertEquals(List.of(1, 2), Awaiting.seats(f.state()), "both opponents at once, whatever their hands");
        f = f.when(1, new AllowEvent()).then();
        List<WarmeisterEvent> events = f.when(2, new PlayDenied(s.id(2, CardKind.DENIED))).then().when(0, new AllowEvent()).then()
                .when(1, new AllowEvent()).events();
        assertEquals(List.of(new EventAllowed(1), new EventResolved(s.id(2, CardKind.DENIED), false),
                new EventResolved(s.id(0, CardKind.REINFORCEMENTS), true)), events);
    }

    @Test
    @DisplayName("docs/rules/warmeister.md, clarification 6: a non-battle event card is played on its player's own step, not in another's step or in a window")
    void notInOthersSteps() {
        Scenario s = Scenario.players(3).hand(0, CardKind.GOOD_HARVEST).hand(1, CardKind.REINFORCEMENTS).at(2, Phase.REVENUE);
        var f = s.fixture();
        f.when(1, new PlayEvent(s.id(1, CardKind.REINFORCEMENTS), null, null)).thenRefused(GameRefusal.Kind.NOT_YOUR_TURN);
        var window = f.when(0, new PlayEvent(s.id(0, CardKind.GOOD_HARVEST), null, null)).then();
        assertEquals(List.of(1, 2), Awaiting.seats(window.state()));
        window.when(1, new PlayEvent(s.id(1, CardKind.REINFORCEMENTS), null, null)).thenViolation("turn.not-now");
        assertTrue(Scenario.RULES.legalActions(window.state(), 1).stream().noneMatch(c -> c instanceof PlayEvent),
                "the window offers Denied!, a pass and the standing pass only");
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS, Denied!: a Denied! is an event card, so a second Denied! cancels the first")
    void deniedDenied() {
        Scenario s = step(Phase.WARFARE, CardKind.REINFORCEMENTS, CardKind.DENIED).hand(1, CardKind.DENIED).deckTop(CardKind.LUCK, CardKind.GUTSY);
        var f = s.fixture().when(0, new PlayEvent(s.id(0, CardKind.REINFORCEMENTS), null, null)).then()
                .when(1, new PlayDenied(s.id(1, CardKind.DENIED))).then();
        var after = f.when(0, new PlayDenied(s.id(0, CardKind.DENIED))).then().when(1, new AllowEvent()).then();
        assertTrue(after.state().player(0).hand().containsAll(List.of(s.deckCard(0), s.deckCard(1))), "Reinforcements drew 2");
        assertNull(after.state().interrupt());
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS, Raid: destroys a target holding")
    void raid() {
        Scenario s = step(Phase.WARFARE, CardKind.RAID).play(1, CardKind.MARKET);
        var f = s.fixture();
        f.when(0, new PlayEvent(s.id(0, CardKind.RAID), 1, null)).thenViolation("events.bad-target");
        var after = f.when(0, new PlayEvent(s.id(0, CardKind.RAID), null, s.id(1, CardKind.MARKET))).then().when(1, new AllowEvent()).then();
        assertEquals(List.of(), after.state().player(1).holdings());
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS, Eartquake: a d6 for each of the target player's holdings, discarded on 6")
    void earthquake() {
        Scenario s = step(Phase.SUPPLY, CardKind.EARTHQUAKE).play(1, CardKind.FARM, CardKind.TAVERN);
        var rolled = s.fixture().when(0, new PlayEvent(s.id(0, CardKind.EARTHQUAKE), 1, null)).then().when(1, new AllowEvent(), 6, 5).then();
        assertEquals(2, rolled.state().player(1).holdings().size(), "the dice wait for Luck first");
        var after = rolled.when(0, new AcceptRolls()).then().when(1, new AcceptRolls()).then();
        assertEquals(List.of(s.id(1, CardKind.TAVERN)), after.state().player(1).holdings());
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS, Goblins With Dynamite: destroys the target castle on a d6 of 4+")
    void goblinsWithDynamite() {
        Scenario s = step(Phase.WARFARE, CardKind.GOBLINS_WITH_DYNAMITE).play(1, CardKind.KEEP);
        var f = s.fixture().when(0, new PlayEvent(s.id(0, CardKind.GOBLINS_WITH_DYNAMITE), null, s.id(1, CardKind.KEEP))).then();
        assertEquals(List.of(), accepted(f.when(1, new AllowEvent(), 4).then()).state().player(1).castles());
        assertEquals(List.of(s.id(1, CardKind.KEEP)), accepted(f.when(1, new AllowEvent(), 3).then()).state().player(1).castles());
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS, You're Fired: discards a target army card")
    void youreFired() {
        Scenario s = step(Phase.WARFARE, CardKind.YOURE_FIRED).play(1, CardKind.WAR_MAMMOTHS);
        var after = s.fixture().when(0, new PlayEvent(s.id(0, CardKind.YOURE_FIRED), null, s.id(1, CardKind.WAR_MAMMOTHS))).then()
                .when(1, new AllowEvent()).then();
        assertEquals(List.of(), after.state().player(1).armies());
        assertTrue(after.state().discard().contains(s.id(1, CardKind.WAR_MAMMOTHS)));
    }

    @Test
    @DisplayName("warmeister.txt, SUPPLY: one army per territory (+1 per Farm and Tavern; Giant counts 2); the owner picks what is discarded")
    void supply() {
        Scenario s = step(Phase.SUPPLY).territories(0, 2).play(0, CardKind.GIANT, CardKind.SWORDSMEN, CardKind.BOWMEN, CardKind.FARM);
        var f = s.fixture();
        assertFalse(SupplyPhase.supplied(f.state().player(0)), "Giant 2 + 1 + 1 = 4 > 2 territories + 1 Farm");
        f.when(0, new EndStep()).thenViolation("supply.over-capacity");
        var after = f.when(0, new Disband(s.id(0, CardKind.BOWMEN))).then();
        assertTrue(SupplyPhase.supplied(after.state().player(0)));
        after.when(0, new Disband(s.id(0, CardKind.SWORDSMEN))).thenViolation("supply.within-capacity");
        assertEquals(List.of(1), Awaiting.seats(after.when(0, new EndStep()).then().state()));
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS, Pizza & Beer: all your army units are supplied this turn")
    void pizzaAndBeer() {
        Scenario s = step(Phase.SUPPLY, CardKind.PIZZA_AND_BEER).territories(0, 1).play(0, CardKind.FERNANDO_THE_DRAGON);
        var f = s.fixture().when(0, new PlayEvent(s.id(0, CardKind.PIZZA_AND_BEER), null, null)).then().when(1, new AllowEvent()).then();
        assertTrue(f.state().player(0).suppliedFree());
        assertEquals(List.of(1), Awaiting.seats(f.when(0, new EndStep()).then().state()), "Fernando (3) is fed on 1 territory");
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS, Hid in a Ditch: regain an army lost in a battle this turn, never during a battle")
    void hidInADitch() {
        Scenario s = BattleTest.duel(CardKind.ATTACK, new CardKind[] {CardKind.SWORDSMEN}, new CardKind[] {CardKind.BOWMEN})
                .hand(1, CardKind.HID_IN_A_DITCH);
        int bowmen = s.id(1, CardKind.BOWMEN);
        var f = Fights.declared(s.fixture(), 0, s.id(0, CardKind.ATTACK), 1, BattleTest.ids(s, 0, CardKind.SWORDSMEN), List.of(bowmen), null);
        f.when(1, new PlayEvent(s.id(1, CardKind.HID_IN_A_DITCH), null, bowmen)).thenViolation("turn.not-now");
        f = Fights.accept(Fights.passAndRoll(f, 1, 0, 6, 1), 0, 1);
        f = f.when(1, new AssignHit(bowmen)).then();
        assertEquals(List.of(bowmen), f.state().player(1).lostInBattle());
        f = f.when(1, new PlayEvent(s.id(1, CardKind.HID_IN_A_DITCH), null, bowmen)).then().when(0, new AllowEvent()).then();
        assertEquals(List.of(bowmen), f.state().player(1).armies());
    }

    @Test
    @DisplayName("warmeister.txt, ARMY CARDS, Wardogs: discard the Wardogs to destroy an army card of force +1")
    void wardogs() {
        Scenario s = step(Phase.WARFARE).play(0, CardKind.WARDOGS).play(1, CardKind.FANATICS, CardKind.SWORDSMEN);
        var f = s.fixture();
        f.when(0, new UnleashWardogs(s.id(1, CardKind.SWORDSMEN))).thenViolation("wardogs.bad-target");
        var after = f.when(0, new UnleashWardogs(s.id(1, CardKind.FANATICS))).thenEvents(
                new CardDestroyed(0, s.id(0, CardKind.WARDOGS), "Wardogs unleashed"), new CardDestroyed(1, s.id(1, CardKind.FANATICS), "Wardogs"));
        assertEquals(List.of(s.id(1, CardKind.SWORDSMEN)), after.state().player(1).armies());
    }

    @Test
    @DisplayName("warmeister.txt, HOLDINGS, Tavern: +1 to the supply total")
    void tavernSupplies() {
        Scenario s = step(Phase.SUPPLY).territories(0, 1).play(0, CardKind.SWORDSMEN, CardKind.BOWMEN);
        assertFalse(SupplyPhase.supplied(s.fixture().state().player(0)));
        Scenario withTavern = step(Phase.SUPPLY).territories(0, 1).play(0, CardKind.SWORDSMEN, CardKind.BOWMEN, CardKind.TAVERN);
        assertTrue(SupplyPhase.supplied(withTavern.fixture().state().player(0)));
    }

    /** Both seats of a two-player game accept the open dice. */
    private static RulesFixture<WarmeisterState, WarmeisterCommand, WarmeisterEvent> accepted(
            RulesFixture<WarmeisterState, WarmeisterCommand, WarmeisterEvent> f) {
        return f.when(0, new AcceptRolls()).then().when(1, new AcceptRolls()).then();
    }
}
