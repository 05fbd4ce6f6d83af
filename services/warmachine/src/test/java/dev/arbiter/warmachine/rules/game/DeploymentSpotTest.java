package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.content.LoadedPack;
import dev.arbiter.kernel.content.PackLoader;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.ScriptedDice;
import dev.arbiter.warmachine.pack.WarmachinePacks;
import dev.arbiter.warmachine.rules.ArmyList;
import dev.arbiter.warmachine.rules.Layout;
import dev.arbiter.warmachine.rules.Pack;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.Deploy;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;
import dev.arbiter.warmachine.rules.geometry.Point;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Envelope;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

import static dev.arbiter.warmachine.rules.game.Duel.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Deployment never gives up at random (rulebook "Setup, Deployment & Victory Conditions", steps 4-5; L05, clarification
 * 12): {@link Deployment#spot} finds a legal spot for every model of every army list of every pack the service serves,
 * whoever goes first, from either edge, wherever the models before it went.
 */
class DeploymentSpotTest {

    private static final int SEEDS = 6;

    @Test
    @DisplayName("Setup, steps 4-5 (L05): every model of every served army list finds a spot in its zone, against every list, as first or second player, from either edge, over many random deployments (anchors anywhere, corners included)")
    void everyModelOfEveryServedListFindsASpot() {
        int games = 0;
        for (LoadedPack<Pack> loaded : new PackLoader<>(new WarmachinePacks()).builtIn()) {
            Pack pack = loaded.content();
            WarmachineRules rules = new WarmachineRules(pack);
            PackRules on = new PackRules(pack);
            for (ArmyList mine : pack.lists()) {
                for (ArmyList theirs : pack.lists()) {
                    for (Layout layout : pack.layouts()) {
                        for (int first = 0; first < 2; first++) {
                            for (String edge : List.of("south", "north")) {
                                for (long seed = 1; seed <= SEEDS; seed++) {
                                    Setup setup = new Setup(2, Map.of("pack", pack.pack(), "lists", List.of(mine.id(), theirs.id()),
                                            "scenario", "annihilation", "layout", layout.id()));
                                    String game = pack.pack() + " " + mine.id() + " v " + theirs.id() + " on " + layout.id() + ", first " + first
                                            + ", second at the " + edge + " edge, seed " + seed;
                                    WarmachineState deployed = deployAll(rules, on, opened(rules, setup, first, edge), new Random(seed), seed % 4 == 0, game);
                                    assertTrue(deployed.models().stream().allMatch(ModelState::deployed), game);
                                    games++;
                                }
                            }
                        }
                    }
                }
            }
        }
        assertTrue(games >= 4 * 2 * 2 * SEEDS, "the demo pack's two lists against each other: " + games);
    }

    @Test
    @DisplayName("Clarification 12 (L05): a trooper's spot is searched around its commander, the nearest legal grid point first, whatever anchor is asked for; a trooper whose commander is not down has none")
    void troopersDeployAroundTheirCommander() {
        PackRules on = new PackRules(PACK);
        WarmachineState opened = fixture("mosh-pit", "open").given(opening()).state();
        assertEquals(Optional.empty(), on.deployment.spot(opened, 0, IRONCOATS + "-2", new Point(24, 3)), "its Leader first");
        WarmachineState led = RULES.evolve(opened, at(IRONCOATS + "-1", 10, 3, 90));
        Deploy spot = on.deployment.spot(led, 0, IRONCOATS + "-2", new Point(40, 3)).orElseThrow();
        // bases of 30 mm (0.5906" radius) need 1.1811" between centres: the nearest grid points are four at 1.4142", the lowest y, then x first
        assertEquals(new Deploy(IRONCOATS + "-2", 9, 2, 90), spot);
        Deploy independent = on.deployment.spot(led, 0, VANCE, new Point(30.2, 3.1)).orElseThrow();
        assertEquals(new Deploy(VANCE, 30, 3, 90), independent, "any other model at the grid point nearest the anchor asked for");
    }

    /** The starting roll won by seat 0, which makes {@code first} the first player; the second player takes {@code edge}. */
    private static WarmachineState opened(WarmachineRules rules, Setup setup, int first, String edge) {
        WarmachineState state = rules.initialState(setup);
        for (WarmachineEvent e : List.of(new StartingRolled(List.of(new Roll(0, 6, 5), new Roll(1, 6, 2)), 0), new FirstPlayerChosen(first),
                new EdgeChosen(1 - first, edge))) {
            state = rules.evolve(state, e);
        }
        return state;
    }

    /**
     * Deploys both armies as a random player would: a random model ready to go down (commanders before their troopers), at
     * the spot nearest a random anchor of the zone, or one of the zone's corners when {@code corners}; each deployment is
     * decided by the rules themselves.
     */
    private static WarmachineState deployAll(WarmachineRules rules, PackRules on, WarmachineState state, Random random, boolean corners, String game) {
        while (state.stage() == Stage.DEPLOYMENT) {
            int seat = state.deploying();
            WarmachineState now = state;
            List<ModelState> ready = new ArrayList<>(now.of(seat).stream().filter(m -> !m.deployed())
                    .filter(m -> m.unit() == null || m.commands() || now.commander(m.unit()).map(ModelState::deployed).orElse(false)).toList());
            ModelState model = ready.get(random.nextInt(ready.size()));
            Envelope zone = Deployment.zone(state, seat).getEnvelopeInternal();
            Point anchor = corners ? new Point(random.nextBoolean() ? zone.getMinX() : zone.getMaxX(), random.nextBoolean() ? zone.getMinY() : zone.getMaxY())
                    : new Point(zone.getMinX() + random.nextDouble() * zone.getWidth(), zone.getMinY() + random.nextDouble() * zone.getHeight());
            Optional<Deploy> spot = on.deployment.spot(state, seat, model.id(), anchor);
            if (spot.isEmpty()) {
                fail(game + ": no spot for " + model.id() + " with " + state.of(seat).stream().filter(ModelState::deployed).count() + " models of seat "
                        + seat + " down");
            }
            for (WarmachineEvent e : rules.decide(state, seat, spot.get(), new ScriptedDice())) {
                state = rules.evolve(state, e);
            }
        }
        return state;
    }
}
