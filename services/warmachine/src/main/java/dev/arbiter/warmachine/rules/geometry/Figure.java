package dev.arbiter.warmachine.rules.geometry;

import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * A model as geometry sees it: its base, pose, side and the traits that change measurements. Card
 * data (weapons, SPD) stays with the rules and is passed to the functions that need it.
 *
 * @param side who controls it: models of another side are enemies (A03)
 */
public record Figure(String id, String side, BaseSize base, Pose pose, Set<Trait> traits) {

    public Figure {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(pose, "pose");
        traits = traits.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(traits));
    }

    public static Figure of(String id, String side, BaseSize base, Pose pose, Trait... traits) {
        return new Figure(id, side, base, pose, Set.of(traits));
    }

    public Point centre() {
        return pose.centre();
    }

    public double radius() {
        return base.radius();
    }

    public boolean has(Trait trait) {
        return traits.contains(trait);
    }

    public boolean enemyOf(Figure other) {
        return !side.equals(other.side);
    }

    public Figure at(Pose newPose) {
        return new Figure(id, side, base, newPose, traits);
    }
}
