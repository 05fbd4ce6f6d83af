package dev.arbiter.warmachine.rules.effect;

import java.util.Locale;

/** The damage types of "Damage Types" (B13): a model immune to any type of a damage does not suffer it (C16). */
public enum DamageType {
    COLD, CORROSION, ELECTRICITY, FIRE, MAGICAL;

    /** As events and the card text write it: "fire damage". */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
