package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.Bot;
import dev.arbiter.kernel.spi.Redactor;
import dev.arbiter.kernel.spi.Viewer;
import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.warmachine.rules.bot.Tactician;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.*;
import dev.arbiter.warmachine.rules.geometry.Point;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static dev.arbiter.warmachine.rules.game.Duel.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each decision of the service's bot "tactician" (docs/rules/warmachine.md, Bots), given a table and the seat's view. */
class TacticianTest {

    private static final Bot<WarmachineCommand> TACTICIAN = RULES.bots().get(Tactician.NAME);

    private static WarmachineCommand choice(RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> game) {
        WarmachineState state = game.state();
        int seat = RULES.awaiting(state).get(0);
        Object view = Redactor.view(RULES.view(state), Viewer.seat(seat));
        return TACTICIAN.choose(view, RULES.legalActions(state, seat), RULES.commandShapes(state, seat), new Random(1));
    }

    /** The tinker 7.6" from Thorne and 4.1" from a Briar, Vance close enough behind it to power it up (K04). */
    private static RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> tinkerBeforeThorne() {
        return deployed(at(TINKER, 24, 36, 90), at(BRIAR, 28, 40, 270), at(VANCE, 24, 26, 90));
    }

    @Test
    @DisplayName("K05: in the Control Phase it gives focus to a warjack that can reach an enemy, and none to one that cannot")
    void allocatesFocusToWarjacksThatCanReachSomething() {
        assertEquals(new AllocateFocus(TINKER), choice(tinkerBeforeThorne()));
        assertEquals(new EndControl(), choice(deployed()), "at the lines 42\" apart nothing is in reach");
    }

    @Test
    @DisplayName("E07, A13: it charges the enemy warcaster within reach rather than a nearer warjack")
    void chargesTheReachableCaster() {
        var game = tinkerBeforeThorne().when(0, new EndControl()).then().when(0, new Activate(TINKER, null)).then();
        WarmachineCommand charge = choice(game);
        assertEquals(new Charge(TINKER, THORNE, 90, null), charge);
        var charged = game.when(0, charge).then();
        assertEquals(new MeleeAttack(TINKER, 1, THORNE, false, false), choice(charged), "then it strikes the warcaster with its Piston Fist");
    }

    @Test
    @DisplayName("E03, F09, A13: a rifle in range of the enemy warcaster aims rather than charge a nearer model, then shoots the warcaster")
    void shootsTheCasterRatherThanChargingAnother() {
        var game = deployed(at(WREN, 24, 33, 90), at(MIRESTALKER, 30, 38, 270)).when(0, new EndControl()).then()
                .when(0, new Activate(WREN, null)).then();
        assertEquals(new Aim(WREN), choice(game));
        var aimed = game.when(0, new Aim(WREN)).then();
        assertEquals(new RangedAttack(WREN, 0, THORNE, false, false), choice(aimed));
    }

    @Test
    @DisplayName("G07, K13: it takes a free strike with its best melee weapon and reinforces its warcaster's power field")
    void answersPrompts() {
        WarmachineState touching = deployed(at(TINKER, 24, 36, 90), at(BRIAR, 24, 37.6, 270)).state();
        WarmachineState offered = touching.withPrompts(List.of(new Prompt(1, Prompt.FREE_STRIKE, BRIAR, List.of(TINKER))));
        assertInstanceOf(MakeFreeStrike.class, TACTICIAN.choose(RULES.view(offered), RULES.legalActions(offered, 1), List.of(), new Random(1)));
        WarmachineState shielded = touching.withPrompts(List.of(new Prompt(1, Prompt.POWER_FIELD, THORNE, List.of(), 6)));
        assertEquals(new ReinforcePowerField(THORNE), TACTICIAN.choose(RULES.view(shielded), RULES.legalActions(shielded, 1), List.of(), new Random(1)));
    }

    @Test
    @DisplayName("Setup, steps 4-5 (L05): it deploys a unit's Leader first at the front of its zone, its troopers around it and the warcaster behind; every deployment is accepted")
    void deploys() {
        var game = fixture("mosh-pit", "open").given(opening());
        assertEquals(new Deploy(IRONCOATS + "-1", 24, 5.5, 90), choice(game), "the front of the 7\" zone, mid-table");
        while (game.state().stage() == Stage.DEPLOYMENT) {
            game = game.when(RULES.awaiting(game.state()).get(0), choice(game)).then();
        }
        WarmachineState state = game.state();
        double armyY = state.of(0).stream().mapToDouble(m -> m.pose().centre().y()).average().orElseThrow();
        assertTrue(state.model(VANCE).orElseThrow().pose().centre().y() < armyY, "the warcaster stands behind its army");
        assertTrue(state.of(1).stream().allMatch(ModelState::deployed), "and the other seat's bot deploys too");
    }

    @Test
    @DisplayName("E05, L05, L09, P08: far from everything a unit under Press Forward runs toward Mosh Pit's zone, each trooper staying in formation")
    void closesTheDistanceInFormation() {
        var game = deployed().when(0, new EndControl()).then().when(0, new Activate(IRONCOATS, Activation.PRESS_FORWARD)).then();
        assertEquals(new Run(IRONCOATS + "-6", List.of(new Point(17.3163, 13.2032)), null), choice(game),
                "the trooper nearest the zone it heads for runs first, out of the others' way: 2 x SPD 6 toward the middle of the table");
        while (game.state().activation() != null) {
            game = game.when(0, choice(game)).then();
        }
        WarmachineState state = game.state();
        Formation formation = new Formation(new Catalogue(PACK));
        for (ModelState trooper : state.unit(IRONCOATS)) {
            assertTrue(formation.inFormation(state, trooper), trooper.id() + " keeps formation");
        }
        double y = state.unit(IRONCOATS).stream().mapToDouble(m -> m.pose().centre().y()).average().orElseThrow();
        assertTrue(y > 3 + 6, "the unit ran farther than an advance (SPD 6) toward the enemy: from y = 3 to " + y);
    }

    @Test
    @DisplayName("L06: a trooper out of formation advances toward its commander")
    void regainsFormation() {
        var game = deployed(at(IRONCOATS + "-6", 30, 3, 90)).when(0, new EndControl()).then().when(0, new Activate(IRONCOATS, null)).then();
        assertTrue(game.state().activation().outOfFormation().contains(IRONCOATS + "-6"));
        while (game.state().activation().canMove(IRONCOATS + "-6") && !(choice(game) instanceof AdvanceModel a && a.model().equals(IRONCOATS + "-6"))) {
            game = game.when(0, choice(game)).then();
        }
        Point leader = game.state().commander(IRONCOATS).orElseThrow().pose().centre();
        assertEquals(new AdvanceModel(IRONCOATS + "-6", List.of(leader), null), choice(game));
    }
}
