package dev.arbiter.warmachine.rules.bot;

import dev.arbiter.warmachine.rules.game.ModelState;
import dev.arbiter.warmachine.rules.game.Survey;
import dev.arbiter.warmachine.rules.game.WarmachineCommand;
import dev.arbiter.warmachine.rules.game.WarmachineState;
import dev.arbiter.warmachine.rules.geometry.Point;

import org.locationtech.jts.geom.Envelope;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Deployment (Setup, steps 4-5): the army goes down facing the enemy, opposite the enemy's army if it is already down,
 * else mid-table: units and solos at the front of the zone, warjacks behind them, the warcaster at the back, each at the
 * legal spot the rules' own search finds nearest that place ({@link Survey#deploymentSpot}); troopers around their
 * commander, who goes down first (clarification 12).
 */
final class Deployer {

    /** How far in from the zone's front and back edges the army lines up, in inches. */
    private static final double INSET = 1.5;

    private final Survey survey;

    Deployer(Survey survey) {
        this.survey = survey;
    }

    WarmachineCommand.Deploy deploy(WarmachineState state, int seat) {
        List<ModelState> ready = state.of(seat).stream().filter(m -> !m.deployed())
                .filter(m -> m.unit() == null || m.commands() || state.commander(m.unit()).map(ModelState::deployed).orElse(false))
                .sorted(Comparator.comparingInt(m -> rank(state, m))).toList();
        for (ModelState model : ready) {
            Optional<WarmachineCommand.Deploy> spot = survey.deploymentSpot(state, seat, model.id(), place(state, seat, model));
            if (spot.isPresent()) {
                return spot.get();
            }
        }
        throw new IllegalStateException("no point of seat " + seat + "'s deployment zone takes any of " + ready.stream().map(ModelState::id).toList());
    }

    /** Units first, so that their troopers find room around their commanders, then solos, warjacks, the warcaster last. */
    private int rank(WarmachineState state, ModelState model) {
        if (model.unit() != null) {
            return 0;
        }
        return survey.warcaster(state, model) ? 3 : survey.warjack(state, model) ? 2 : 1;
    }

    /** Where the model would rather stand: across from the enemy, at the front, the middle or the back of the zone. */
    private Point place(WarmachineState state, int seat, ModelState model) {
        Envelope zone = survey.zone(state, seat).getEnvelopeInternal();
        boolean south = "south".equals(state.edge(seat));
        double front = south ? zone.getMaxY() - INSET : zone.getMinY() + INSET;
        double back = south ? zone.getMinY() + INSET : zone.getMaxY() - INSET;
        double y = survey.warcaster(state, model) ? back : survey.warjack(state, model) ? (front + back) / 2 : front;
        double x = state.models().stream().filter(m -> m.seat() != seat && m.deployed()).mapToDouble(m -> m.pose().centre().x()).average()
                .orElse(zone.centre().x);
        return new Point(x, y);
    }
}
