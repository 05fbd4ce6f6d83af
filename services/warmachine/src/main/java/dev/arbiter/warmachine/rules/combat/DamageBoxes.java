package dev.arbiter.warmachine.rules.combat;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.RuleViolation;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** A row of damage boxes marked left to right, one a point (J02); a model without boxes has one. */
public record DamageBoxes(int boxes, int marked) implements DamageTrack {

    public DamageBoxes {
        if (boxes < 1 || marked < 0 || marked > boxes) {
            throw new IllegalArgumentException(marked + " of " + boxes + " boxes");
        }
    }

    public static DamageBoxes of(int boxes) {
        return new DamageBoxes(boxes, 0);
    }

    @Override
    public Marking suffer(int points, Dice dice) {
        int taken = Math.max(0, Math.min(points, unmarked()));
        return new Marking(new DamageBoxes(boxes, marked + taken), taken, Optional.empty(), List.of(), Set.of());
    }

    /** Removes damage points from the right (J09, K12); more than are marked is refused. */
    public DamageBoxes remove(int points) {
        RuleViolation.require(points >= 0 && points <= marked, "damage.remove-unmarked",
                "only marked damage can be removed: " + marked + " marked, " + points + " asked (rulebook \"Removing Damage\")");
        return new DamageBoxes(boxes, marked - points);
    }

    @Override
    public DamageTrack clearLast() {
        return remove(Math.min(1, marked));
    }

    @Override
    public boolean crippled(char system) {
        return false;
    }
}
