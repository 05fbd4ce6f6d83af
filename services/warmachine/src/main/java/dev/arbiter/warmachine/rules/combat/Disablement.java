package dev.arbiter.warmachine.rules.combat;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.warmachine.rules.Profile.Advantage;
import java.util.Optional;

/**
 * What follows damage that fills a model's last box (rulebook "Disabled, Boxed & Destroyed", Tough; J08, C15):
 * disabled, then Tough's d6 if it has Tough and is not knocked down (5 or 6: one point removed, no longer disabled,
 * knocked down), else boxed and, with no boxed triggers in milestone 1, destroyed and removed from the table.
 *
 * @param model the model afterwards (one point lighter and knocked down when Tough saved it)
 * @param tough Tough's die, when it was rolled
 */
public record Disablement(Combatant model, Fate fate, Optional<Roll> tough) {

    public enum Fate {
        /** Boxes remain: nothing happens. */
        NOT_DISABLED,
        /** Tough rolled 5 or 6. */
        SAVED_BY_TOUGH,
        /** Disabled, boxed and destroyed: the game removes it from the table. */
        DESTROYED
    }

    public static Disablement of(Combatant model, Dice dice) {
        if (!model.track().disabled()) {
            return new Disablement(model, Fate.NOT_DISABLED, Optional.empty());
        }
        if (model.has(Advantage.TOUGH) && !model.is(Condition.KNOCKED_DOWN)) {
            Roll roll = dice.d6();
            if (roll.value() >= 5) {
                Combatant saved = model.with(model.track().clearLast()).with(Condition.KNOCKED_DOWN);
                return new Disablement(saved, Fate.SAVED_BY_TOUGH, Optional.of(roll));
            }
            return new Disablement(model, Fate.DESTROYED, Optional.of(roll));
        }
        return new Disablement(model, Fate.DESTROYED, Optional.empty());
    }
}
