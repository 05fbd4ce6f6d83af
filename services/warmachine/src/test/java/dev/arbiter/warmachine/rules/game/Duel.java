package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.game.AutomaticSteps;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.testkit.ScriptedDice;
import dev.arbiter.warmachine.pack.WarmachinePacks;
import dev.arbiter.warmachine.rules.ArmyList;
import dev.arbiter.warmachine.rules.Layout;
import dev.arbiter.warmachine.rules.Pack;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;
import dev.arbiter.warmachine.rules.geometry.Pose;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small game for rules tests: the demo pack's models in two short lists, on an open table (or one with a wall), seat
 * 0 the first player deploying on the south edge, seat 1 on the north edge. Positions are rebuilt per test.
 */
final class Duel {

    static final Pack PACK = withDuelLists(WarmachinePacks.demo());
    static final WarmachineRules RULES = new WarmachineRules(PACK);

    static final String VANCE = "s0-vance-1";
    static final String TINKER = "s0-tinker-1";
    static final String BASTION = "s0-bastion-1";
    static final String WREN = "s0-wren-1";
    static final String IRONCOATS = "s0-ironcoats-1";
    static final String THORNE = "s1-thorne-1";
    static final String BRIAR = "s1-briar-1";
    static final String WARDENS = "s1-hollow-wardens-1";
    static final String MIRESTALKER = "s1-mirestalker-1";

    private Duel() {
    }

    private static Pack withDuelLists(Pack demo) {
        List<ArmyList> lists = new ArrayList<>(demo.lists());
        lists.add(new ArmyList("duel-brassmark", "test", "brassmark", 25, "vance", List.of(new ArmyList.Entry("tinker", null),
                new ArmyList.Entry("bastion", null), new ArmyList.Entry("ironcoats", 6), new ArmyList.Entry("wren", null))));
        lists.add(new ArmyList("duel-thornwake", "test", "thornwake", 25, "thorne", List.of(new ArmyList.Entry("briar", null),
                new ArmyList.Entry("hollow-wardens", 3), new ArmyList.Entry("mirestalker", null))));
        List<Layout> layouts = new ArrayList<>(demo.layouts());
        layouts.add(new Layout("open", "open ground", new Layout.Size(48, 48), List.of()));
        layouts.add(new Layout("wall", "a wall across the middle, crates in the south zone", new Layout.Size(48, 48), List.of(
                new Layout.Feature("wall", "obstruction", 3.0, "cover", List.of(List.of(0.0, 23.5), List.of(48.0, 23.5), List.of(48.0, 24.5), List.of(0.0, 24.5))),
                new Layout.Feature("crates", "obstacle", 1.0, "cover", List.of(List.of(30.0, 5.0), List.of(36.0, 5.0), List.of(36.0, 5.5), List.of(30.0, 5.5))))));
        return new Pack(demo.pack(), demo.version(), demo.title(), demo.notice(), demo.factions(), demo.models(), lists, layouts,
                demo.scenarios(), demo.sha256());
    }

    static Setup setup(String scenario, String layout) {
        return new Setup(2, Map.of("lists", List.of("duel-brassmark", "duel-thornwake"), "scenario", scenario, "layout", layout));
    }

    static RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> fixture(String scenario, String layout) {
        return RulesFixture.of(RULES, setup(scenario, layout));
    }

    /** Seat 0 wins the starting roll 5 to 2, goes first; seat 1 takes the north edge. */
    static List<WarmachineEvent> opening() {
        return List.of(new StartingRolled(List.of(new Roll(0, 6, 5), new Roll(1, 6, 2)), 0), new FirstPlayerChosen(0), new EdgeChosen(1, "north"));
    }

    static ModelDeployed at(String model, double x, double y, double facing) {
        return new ModelDeployed(model, Wire.Stance.of(Pose.at(x, y, facing)));
    }

    /** Where each model is deployed unless a test says otherwise: in line along each edge, facing the enemy. */
    static Map<String, ModelDeployed> lines() {
        Map<String, ModelDeployed> at = new LinkedHashMap<>();
        for (ModelDeployed d : List.of(at(VANCE, 24, 3, 90), at(TINKER, 20, 3, 90), at(BASTION, 29, 3, 90), at(WREN, 40, 3, 90),
                at(THORNE, 24, 45, 270), at(BRIAR, 20, 45, 270), at(MIRESTALKER, 40, 45, 270))) {
            at.put(d.model(), d);
        }
        for (int k = 1; k <= 6; k++) {
            at.put(IRONCOATS + "-" + k, at(IRONCOATS + "-" + k, 2 + 1.5 * k, 3, 90));
        }
        for (int k = 1; k <= 3; k++) {
            at.put(WARDENS + "-" + k, at(WARDENS + "-" + k, 4 + 3 * k, 45, 270));
        }
        return at;
    }

    /**
     * Round 1 of seat 0 (or a later turn) with every model deployed at the lines but where {@code moved} puts them: the
     * opening, the deployments with the warcasters' starting focus, then the service's own steps up to the Control Phase.
     */
    static RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> deployed(String scenario, String layout, ModelDeployed... moved) {
        return deployed(RULES, scenario, layout, moved);
    }

    /** The same with other rules: the duel's pack changed by a test. */
    static RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> deployed(WarmachineRules rules, String scenario, String layout,
                                                                                    ModelDeployed... moved) {
        Map<String, ModelDeployed> at = lines();
        for (ModelDeployed d : moved) {
            at.put(d.model(), d);
        }
        List<WarmachineEvent> events = new ArrayList<>(opening());
        for (ModelDeployed d : at.values()) {
            events.add(d);
        }
        events.add(new FocusChanged(VANCE, 6, "starting"));
        events.add(new FocusChanged(THORNE, 7, "starting"));
        RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> fixture = RulesFixture.of(rules, setup(scenario, layout)).given(events);
        return fixture.given(AutomaticSteps.run(rules, fixture.state(), new ScriptedDice()).events());
    }

    static RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> deployed(ModelDeployed... moved) {
        return deployed("mosh-pit", "open", moved);
    }

    /** A game after a turn passed, and the events of the command that ended that turn. */
    record Passed(RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> game, List<WarmachineEvent> last) {
    }

    /**
     * The turn player ends the Control Phase if it is under way, then activates every model and unit left and ends each
     * activation at once, making no attacks; the last activation ends the turn.
     */
    static Passed passTurn(RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> game) {
        int seat = game.state().turnSeat();
        List<WarmachineEvent> last = List.of();
        if (game.state().stage() == Stage.CONTROL || game.state().stage() == Stage.CONTROL_EFFECTS) {
            last = game.when(seat, new WarmachineCommand.EndControl()).events();
            game = game.given(last);
        }
        while (game.state().stage() == Stage.ACTIVATION && game.state().turnSeat() == seat) {
            WarmachineState state = game.state();
            String id = state.models().stream().filter(m -> m.seat() == seat && !m.activated() && !m.inert())
                    .map(m -> m.unit() == null ? m.id() : m.unit()).findFirst().orElseThrow();
            game = game.when(seat, new WarmachineCommand.Activate(id, null)).then();
            last = game.when(seat, new WarmachineCommand.EndActivation()).events();
            game = game.given(last);
        }
        return new Passed(game, last);
    }

    /** The same fixture in its Activation Phase. */
    static RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> activating(ModelDeployed... moved) {
        return deployed(moved).given(new ControlEnded(0));
    }
}
