package dev.arbiter.warmachine.rules.bot;

import dev.arbiter.warmachine.rules.Profile;
import dev.arbiter.warmachine.rules.game.ModelState;
import dev.arbiter.warmachine.rules.game.Survey;
import dev.arbiter.warmachine.rules.game.WarmachineState;
import dev.arbiter.warmachine.rules.geometry.Measure;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Whom a model goes for, and how far things are: the enemy warcaster above all (its destruction wins the game, A13),
 * then the model with the fewest damage boxes left, then the nearest.
 */
final class Targets {

    private final Survey survey;

    Targets(Survey survey) {
        this.survey = survey;
    }

    /** The deployed models of the other seat. */
    List<ModelState> enemies(WarmachineState state, int seat) {
        return state.models().stream().filter(m -> m.seat() != seat && m.deployed()).toList();
    }

    /** Base edge to base edge (A09). */
    double gap(WarmachineState state, ModelState a, ModelState b) {
        return Measure.gap(survey.figure(state, a), survey.figure(state, b));
    }

    Optional<ModelState> nearestEnemy(WarmachineState state, ModelState model) {
        return enemies(state, model.seat()).stream().min(Comparator.comparingDouble(e -> gap(state, model, e)));
    }

    Optional<ModelState> enemyCaster(WarmachineState state, int seat) {
        return enemies(state, seat).stream().filter(e -> survey.warcaster(state, e)).findFirst();
    }

    /** Better targets first: the warcaster, then the fewest boxes left, then the nearest to {@code from}. */
    Comparator<ModelState> priority(WarmachineState state, ModelState from) {
        return Comparator.<ModelState>comparingInt(e -> survey.warcaster(state, e) ? 0 : 1)
                .thenComparingInt(e -> e.damage().unmarked())
                .thenComparingDouble(e -> gap(state, from, e));
    }

    /**
     * How far from its base edge the model can hurt something this activation: a charge's SPD + 3" then its melee
     * range (E07), or an advance then its longest gun or offensive spell.
     */
    double threat(WarmachineState state, ModelState model) {
        Profile card = survey.card(state, model);
        double speed = survey.speed(state, model);
        double melee = survey.meleeRange(state, model) > 0 ? Measure.meleeThreat(speed, survey.meleeRange(state, model)) : 0;
        return Math.max(melee, speed + longestShot(card));
    }

    /** The longest range of its ranged weapons and offensive spells with a numeric RNG, 0 for none. */
    static double longestShot(Profile card) {
        double guns = card.weapons().stream().filter(w -> !"melee".equals(w.kind())).mapToDouble(Profile.Weapon::rng).max().orElse(0);
        double spells = card.spells().stream().filter(Profile.Spell::offensive).filter(s -> s.rng().matches("\\d+(\\.\\d+)?"))
                .mapToDouble(s -> Double.parseDouble(s.rng())).max().orElse(0);
        return Math.max(guns, spells);
    }
}
