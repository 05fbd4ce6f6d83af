package dev.arbiter.warmachine.rules.bot;

import dev.arbiter.warmachine.rules.Profile;
import dev.arbiter.warmachine.rules.game.ModelState;
import dev.arbiter.warmachine.rules.game.Survey;
import dev.arbiter.warmachine.rules.game.WarmachineCommand;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.CastSpell;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.MeleeAttack;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.RangedAttack;
import dev.arbiter.warmachine.rules.game.WarmachineState;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The Combat Action and spells (G01-G03, I03, K07, K08): of the attacks and spells the rules list now, the one at the
 * best target (the enemy warcaster first, then the model with the fewest boxes left), then the hardest-hitting. Warjacks spend their
 * focus on boosts and bought attacks, which the rules list only while focus lasts; a warcaster casts offensive spells
 * and boosts only while it keeps {@link FocusPlan#KEPT} focus for its power field, except against the enemy warcaster.
 * Friendly spells and removing damage are left alone.
 */
final class Strikes {

    private final Survey survey;

    Strikes(Survey survey) {
        this.survey = survey;
    }

    Optional<WarmachineCommand> choose(WarmachineState state, List<WarmachineCommand> legal) {
        return legal.stream().map(c -> shot(state, c)).flatMap(Optional::stream).filter(s -> worthIt(state, s)).min(Comparator
                .<Shot>comparingInt(s -> survey.warcaster(state, s.target()) ? 0 : 1)
                .thenComparingInt(s -> s.target().damage().unmarked())
                .thenComparing(Comparator.comparingInt(Shot::power).reversed())).map(Shot::command);
    }

    /** An attack or spell as the bot weighs it: who at whom, the focus it costs and the damage it could do before ARM. */
    private record Shot(WarmachineCommand command, ModelState attacker, ModelState target, int cost, int power) {
    }

    /**
     * The command as a shot, or empty for anything else. Power is POW, plus STR in melee, plus a boosted damage roll's
     * extra die (4 on average) and a point for a boosted attack roll.
     */
    private Optional<Shot> shot(WarmachineState state, WarmachineCommand command) {
        if (command instanceof MeleeAttack m) {
            ModelState attacker = state.model(m.model()).orElseThrow();
            Profile card = survey.card(state, attacker);
            int boosts = (m.boostAttack() ? 1 : 0) + (m.boostDamage() ? 1 : 0);
            int power = orZero(card.weapons().get(m.weapon()).pow()) + card.stats().str() + (m.boostDamage() ? 4 : 0) + (m.boostAttack() ? 1 : 0);
            return Optional.of(new Shot(m, attacker, state.model(m.target()).orElseThrow(), boosts, power));
        }
        if (command instanceof RangedAttack r) {
            ModelState attacker = state.model(r.model()).orElseThrow();
            int boosts = (r.boostAttack() ? 1 : 0) + (r.boostDamage() ? 1 : 0);
            int power = orZero(survey.card(state, attacker).weapons().get(r.weapon()).pow()) + (r.boostDamage() ? 4 : 0) + (r.boostAttack() ? 1 : 0);
            return Optional.of(new Shot(r, attacker, state.model(r.target()).orElseThrow(), boosts, power));
        }
        if (command instanceof CastSpell c) {
            ModelState caster = state.model(c.model()).orElseThrow();
            Profile.Spell spell = survey.card(state, caster).spells().stream().filter(s -> s.name().equals(c.spell())).findFirst().orElseThrow();
            return Optional.of(new Shot(c, caster, state.model(c.target()).orElseThrow(), spell.cost(), orZero(spell.pow())));
        }
        return Optional.empty();
    }

    /** At an enemy; a warcaster spends focus only while it keeps enough, unless at the enemy warcaster. */
    private boolean worthIt(WarmachineState state, Shot shot) {
        if (shot.target().seat() == shot.attacker().seat()) {
            return false;
        }
        return !survey.warcaster(state, shot.attacker()) || survey.warcaster(state, shot.target()) || shot.cost() == 0
                || shot.attacker().focus() - shot.cost() >= FocusPlan.KEPT;
    }

    private static int orZero(Integer pow) {
        return pow == null ? 0 : pow;
    }
}
