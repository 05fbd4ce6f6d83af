package dev.arbiter.testkit;

import dev.arbiter.testkit.SecretSlots.Slot;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/** A copy of a state with one of its secrets changed: the secret, and the changed state. */
record Variant<S>(Slot slot, S state) {

    /** The state with one of its secrets changed, for each secret and each way it can change. */
    static <S> List<Variant<S>> of(S state) {
        List<Variant<S>> variants = new ArrayList<>();
        for (Slot slot : SecretSlots.of(state)) {
            List<S> changed = attempt(() -> SecretSlots.perturbed(state, slot));
            if (changed != null) {
                changed.forEach(copy -> variants.add(new Variant<>(slot, copy)));
            }
        }
        return variants;
    }

    /** The value, or null when the rules cannot work with a changed state at all (a card that does not exist). */
    static <T> T attempt(Supplier<T> work) {
        try {
            return work.get();
        } catch (RuntimeException e) {
            return null;
        }
    }
}
