package dev.arbiter.warmachine.rules.effect;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The weapon qualities the rules act on, named as the card names them (rulebook "Weapon Qualities"; B08, B09, B12, B13).
 * A pack naming another quality is refused when it is loaded.
 */
public enum Quality {
    /** Attacks ignore spell bonuses to ARM and DEF (B08). */
    BLESSED("Blessed", null, null, false),
    /** +1 ARM per Buckler, not while its system is crippled nor against damage from the back arc (B08). */
    BUCKLER("Buckler", null, null, false),
    /** +2 ARM per Shield, as a Buckler (B08). */
    SHIELD("Shield", null, null, false),
    /** Attacks ignore Buckler and Shield (B08). */
    CHAIN_WEAPON("Chain Weapon", null, null, false),
    /** An additional die on its damage rolls (B09). */
    WEAPON_MASTER("Weapon Master", null, null, false),
    CONTINUOUS_CORROSION("Continuous Effect: Corrosion", null, Continuous.CORROSION, false),
    CONTINUOUS_FIRE("Continuous Effect: Fire", null, Continuous.FIRE, false),
    CRITICAL_CORROSION("Critical Corrosion", null, Continuous.CORROSION, true),
    CRITICAL_FIRE("Critical Fire", null, Continuous.FIRE, true),
    DAMAGE_COLD("Damage Type: Cold", DamageType.COLD, null, false),
    DAMAGE_CORROSION("Damage Type: Corrosion", DamageType.CORROSION, null, false),
    DAMAGE_ELECTRICITY("Damage Type: Electricity", DamageType.ELECTRICITY, null, false),
    DAMAGE_FIRE("Damage Type: Fire", DamageType.FIRE, null, false),
    DAMAGE_MAGICAL("Damage Type: Magical", DamageType.MAGICAL, null, false);

    private final String cardName;
    private final DamageType damageType;
    private final Continuous continuous;
    private final boolean onCritical;

    Quality(String cardName, DamageType damageType, Continuous continuous, boolean onCritical) {
        this.cardName = cardName;
        this.damageType = damageType;
        this.continuous = continuous;
        this.onCritical = onCritical;
    }

    public String cardName() {
        return cardName;
    }

    public static Optional<Quality> named(String cardName) {
        return Arrays.stream(values()).filter(q -> q.cardName.equals(cardName)).findFirst();
    }

    /** Every name a pack may use, for a refusal's message. */
    public static List<String> cardNames() {
        return Arrays.stream(values()).map(Quality::cardName).toList();
    }

    /** The damage type it gives the weapon's damage rolls (B13). */
    public Optional<DamageType> damageType() {
        return Optional.ofNullable(damageType);
    }

    /**
     * The continuous effect a model hit by the weapon suffers (B12): on any hit, or only on a critical hit for the
     * Critical qualities ({@code critical} says whether the hit was one).
     */
    public Optional<Continuous> continuousOn(boolean critical) {
        return continuous != null && (critical || !onCritical) ? Optional.of(continuous) : Optional.empty();
    }
}
