package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.toolkit.PackShelf;
import dev.arbiter.warmachine.rules.Profile;
import dev.arbiter.warmachine.rules.Scenario;
import dev.arbiter.warmachine.rules.geometry.Battlefield;
import dev.arbiter.warmachine.rules.geometry.Figure;
import dev.arbiter.warmachine.rules.geometry.Point;

import org.locationtech.jts.geom.Polygon;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a player may work out from a game's view at any time (A08, free measurement), for the service's own bots: the
 * cards of the models, the table as the geometry sees it, where a model may deploy, and what the rules would let a
 * member of the activation do. Asks the very rules that decide, so a bot never plans a move they would refuse.
 */
public final class Survey {

    private final WarmachineRules rules;
    private final PackShelf<PackRules> packs;

    Survey(WarmachineRules rules, PackShelf<PackRules> packs) {
        this.rules = rules;
        this.packs = packs;
    }

    /** The seat the game waits for; WARMACHINE never waits for both at once. */
    public int deciding(WarmachineState state) {
        return rules.awaiting(state).get(0);
    }

    public Profile card(WarmachineState state, ModelState model) {
        return packs.of(state.pack()).cards.profile(model);
    }

    public boolean warcaster(WarmachineState state, ModelState model) {
        return packs.of(state.pack()).cards.warcaster(model);
    }

    public boolean warjack(WarmachineState state, ModelState model) {
        return packs.of(state.pack()).cards.warjack(model);
    }

    /** Its SPD, the inches of a full advance (E04). */
    public double speed(WarmachineState state, ModelState model) {
        return packs.of(state.pack()).cards.speed(model);
    }

    /** Its longest melee weapon's range, 0 without one (G05). */
    public double meleeRange(WarmachineState state, ModelState model) {
        return packs.of(state.pack()).cards.meleeRange(model);
    }

    /** Every deployed model's melee range by id. */
    public Map<String, Double> meleeRanges(WarmachineState state) {
        return packs.of(state.pack()).cards.meleeRanges(state);
    }

    public Figure figure(WarmachineState state, ModelState model) {
        return packs.of(state.pack()).cards.figure(model);
    }

    /** The deployed models and the terrain. */
    public Battlefield field(WarmachineState state) {
        return packs.of(state.pack()).cards.field(state);
    }

    /** The Mosh Pit scenario the game plays, or empty for Annihilation (P04, P08). */
    public Optional<Scenario> scenario(WarmachineState state) {
        return Scoring.MOSH_PIT.equals(state.scenario()) ? packs.of(state.pack()).cards.pack().scenario(Scoring.MOSH_PIT) : Optional.empty();
    }

    /** The seat's deployment zone (Setup, steps 4-5). */
    public Polygon zone(WarmachineState state, int seat) {
        return Deployment.zone(state, seat);
    }

    /** A legal deployment for the model, searched outward from {@code preferred} (a trooper's from its commander): {@link Deployment#spot}. */
    public Optional<WarmachineCommand.Deploy> deploymentSpot(WarmachineState state, int seat, String model, Point preferred) {
        return packs.of(state.pack()).deployment.spot(state, seat, model, preferred);
    }

    /** Whether the activating member may make a full advance (M01, E27, L09). */
    public boolean mayAdvance(WarmachineState state, ModelState model) {
        return packs.of(state.pack()).activations.mayAdvance(state, model);
    }

    /** Whether the activating member may run (E05, K09, L06, L09). */
    public boolean mayRun(WarmachineState state, ModelState model) {
        return packs.of(state.pack()).activations.mayRun(state, model);
    }

    /** Every charge straight at an enemy's centre the activating member may declare now (E07). */
    public List<WarmachineCommand.Charge> charges(WarmachineState state, ModelState model) {
        return packs.of(state.pack()).shapes.charges(state, model);
    }
}
