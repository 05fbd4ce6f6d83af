package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.warmachine.rules.Profile;
import dev.arbiter.warmachine.rules.combat.DamageResult;
import dev.arbiter.warmachine.rules.combat.DamageRoll;
import dev.arbiter.warmachine.rules.effect.CardEffect;
import dev.arbiter.warmachine.rules.effect.Continuous;
import dev.arbiter.warmachine.rules.effect.Effect;
import dev.arbiter.warmachine.rules.effect.Expiry;
import dev.arbiter.warmachine.rules.effect.Quality;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.ContinuousEffectRolled;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.EffectApplied;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.EffectEnded;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Continuous effects (rulebook "Continuous Effects", "Weapon Qualities", "Immunities"; M03-M05, B12, C16, C17): put on
 * a model by a weapon's quality when it hits (or hits critically), one of each kind, never on a model immune to it;
 * rolled for in the controller's Maintenance Phase, where they expire on 1 or 2 and otherwise do their damage.
 */
final class ContinuousEffects {

    /** No turn ends a continuous effect: only its roll does (M03). */
    private static final Expiry UNTIL_ROLLED_OFF = new Expiry(0, 0, 0);

    private final Catalogue cards;
    private final CombatAction combat;
    private final Evolve evolve;

    ContinuousEffects(Catalogue cards, CombatAction combat) {
        this.cards = cards;
        this.combat = combat;
        this.evolve = new Evolve(cards);
    }

    /** The continuous effects {@code weapon} puts on the model it hit (B12), less those the model is immune to (C17). */
    static List<WarmachineEvent> onHit(String attacker, Profile.Weapon weapon, String target, Profile card, boolean critical) {
        Set<Continuous> suffered = EnumSet.noneOf(Continuous.class);
        for (String name : weapon.qualities()) {
            Quality.named(name).flatMap(q -> q.continuousOn(critical)).ifPresent(suffered::add);
        }
        suffered.removeIf(c -> card.immunities().contains(c.type()));
        return suffered.stream().<WarmachineEvent>map(c -> new EffectApplied(target,
                new Effect(c.effectName(), attacker, List.of(CardEffect.continuous(c)), UNTIL_ROLLED_OFF))).toList();
    }

    /** The state after these events, as the fold makes it. */
    WarmachineState folded(WarmachineState state, List<WarmachineEvent> events) {
        WarmachineState now = state;
        for (WarmachineEvent event : events) {
            now = evolve.apply(now, event);
        }
        return now;
    }

    /**
     * Maintenance Phase step 2 for {@code seat}'s models (rulebook "Maintenance Phase", M03): a d6 for each continuous
     * effect, 1-2 it expires, else it stays and resolves; each model's damage is marked before the next roll reads it.
     */
    List<WarmachineEvent> maintenance(WarmachineState begun, int seat, Dice dice) {
        List<WarmachineEvent> events = new ArrayList<>();
        WarmachineState now = begun;
        for (ModelState model : begun.of(seat)) {
            for (Effect effect : model.effects()) {
                Optional<Continuous> continuous = effect.continuous();
                Optional<ModelState> still = now.model(model.id()).filter(ModelState::deployed);
                if (continuous.isEmpty() || still.isEmpty()) {
                    continue;
                }
                List<WarmachineEvent> resolved = resolve(still.get(), effect.name(), continuous.get(), dice);
                events.addAll(resolved);
                now = folded(now, resolved);
            }
        }
        return events;
    }

    private List<WarmachineEvent> resolve(ModelState model, String name, Continuous continuous, Dice dice) {
        Roll roll = dice.d6();
        if (roll.value() <= 2) {
            return List.of(new ContinuousEffectRolled(model.id(), name, roll, null, 0), new EffectEnded(model.id(), name, "continuous-roll"));
        }
        DamageResult fire = continuous == Continuous.FIRE
                ? DamageRoll.unattacked(cards.combatant(model), Continuous.FIRE_POW, continuous.type(), dice) : null;
        int points = fire != null ? fire.points() : 1;
        List<WarmachineEvent> events = new ArrayList<>(List.of(new ContinuousEffectRolled(model.id(), name, roll, fire, points)));
        if (points > 0) {
            events.addAll(combat.wound(model, points, dice));
        }
        return events;
    }
}
