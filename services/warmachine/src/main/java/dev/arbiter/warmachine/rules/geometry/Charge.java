package dev.arbiter.warmachine.rules.geometry;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.locationtech.jts.math.Vector2D;

/**
 * A charge's movement (E07, E08; rulebook "Charge"): declared at a target in LOS, in a straight
 * line along a heading that would bring the target into melee range, up to SPD + 3". It cannot
 * stop before the target is in melee range and must keep it there afterwards; it stops on
 * contacting a model, an obstacle or an obstruction; then it turns to face the target directly.
 */
public final class Charge {

    /** The charge's movement beyond SPD (E07). */
    public static final double EXTRA_DISTANCE = 3.0;
    /** A charge attack needs at least this much advance (E08). */
    public static final double CHARGE_ATTACK_DISTANCE = 3.0;

    private Charge() {
    }

    /**
     * @param movement    the charge's movement, facing the target directly at its end
     * @param successful  engaging the target at the end (E08)
     * @param chargeAttack successful after advancing at least 3" (E08): the first attack's damage is boosted
     * @param shortBy     how far beyond its melee range the target stands where the charge ended, edge to edge: what a
     *                    failed charge missed by (0 when successful, or when in range but out of sight)
     */
    public record Result(Movement movement, boolean successful, boolean chargeAttack, double shortBy) {
    }

    /**
     * Why the declaration is refused, if it is: the target must be an enemy in LOS (E07: "A model
     * requires line of sight to another model to target it"), the charger needs a melee range,
     * and the heading must bring the target into melee range ignoring terrain, distance and models.
     */
    public static Optional<String> refusal(Battlefield field, Figure charger, Figure target, double heading, double meleeRange) {
        if (!(meleeRange > 0)) {
            return Optional.of("charge.no-melee-range");
        }
        if (!charger.enemyOf(target)) {
            return Optional.of("charge.friendly-target");
        }
        if (!LineOfSight.exists(field, charger, target)) {
            return Optional.of("charge.no-line-of-sight");
        }
        Vector2D u = Pose.at(0, 0, heading).direction();
        double[] inReach = inMeleeRange(charger, target, meleeRange, charger.centre(), u);
        if (inReach == null || inReach[1] < 0) {
            return Optional.of("charge.heading");
        }
        return Optional.empty();
    }

    /**
     * How near the charger's base comes to the target's moving along the heading from where it stands, edge to edge and
     * ignoring terrain, distance and models: what a refused heading (charge.heading) misses by.
     */
    public static double closestGap(Figure charger, Figure target, double heading) {
        Vector2D toTarget = charger.centre().to(target.centre());
        double along = toTarget.dot(Pose.at(0, 0, heading).direction());
        double nearest = along <= 0 ? toTarget.length() : Math.sqrt(Math.max(0, toTarget.lengthSquared() - along * along));
        return Math.max(0, nearest - charger.radius() - target.radius());
    }

    /**
     * Moves a declared charge.
     *
     * @param stopAt how far the player wants to go, taken only once the target is in melee range
     *               (before, the charger cannot stop); empty to go as far as the rules let it
     */
    public static Result move(Battlefield field, Figure charger, Figure target, double heading, double speed,
                              double meleeRange, OptionalDouble stopAt) {
        refusal(field, charger, target, heading, meleeRange).ifPresent(r -> {
            throw new IllegalArgumentException(r);
        });
        Figure turned = charger.at(charger.pose().facing(heading));
        Vector2D u = turned.pose().direction();
        double allowance = speed + EXTRA_DISTANCE;
        Point far = turned.centre().plus(u.multiply(allowance));
        Sweep ray = new Sweep(field, turned, turned.centre(), far, true);
        double hardEnd = Math.min(ray.blockedAt(), ray.reach(allowance));
        Stop stop = hardEnd >= ray.blockedAt() - Tolerance.EPSILON / 10 && ray.blockedAt() < allowance
                ? ray.blockedBy() : hardEnd < allowance - Tolerance.EPSILON / 10 ? Stop.OUT_OF_MOVEMENT : Stop.COMPLETED;
        double[] inReach = inMeleeRange(turned, target, meleeRange, turned.centre(), u);
        double end = hardEnd;
        if (inReach != null && Math.max(0, inReach[0]) <= hardEnd) {
            double wanted = Math.max(Math.max(0, inReach[0]), stopAt.orElse(hardEnd));
            double keep = Math.min(hardEnd, inReach[1]);
            if (Math.min(wanted, keep) < hardEnd - Tolerance.EPSILON / 10) {
                stop = Stop.CHOSEN;
            }
            end = Math.min(wanted, keep);
        }
        double clear = ray.shortOfObstacles(end);
        if (clear < end - Tolerance.EPSILON / 10) {
            end = clear;
            stop = Stop.TERRAIN;
        }
        Figure moved = Arcs.turnedToFace(turned.at(turned.pose().movedTo(ray.at(end))), target.centre());
        Battlefield after = field.with(charger.id(), f -> moved);
        boolean successful = Melee.engaging(after, moved, meleeRange, after.figure(target.id()));
        Movement movement = new Movement(moved, List.of(charger.centre(), moved.centre()), end, stop, Advance.touching(after, moved), ray.costTo(end));
        double shortBy = successful ? 0 : Math.max(0, Measure.gap(moved, after.figure(target.id())) - meleeRange);
        return new Result(movement, successful, successful && Tolerance.atMost(CHARGE_ATTACK_DISTANCE, end), shortBy);
    }

    /**
     * The stretch [from, to] of the ray (inches from its start) along which the target is in melee
     * range of a charger moving along it and facing along it: within range of its base edge and
     * partly ahead of it. Null when the ray never brings it there.
     */
    private static double[] inMeleeRange(Figure charger, Figure target, double meleeRange, Point start, Vector2D u) {
        double reach = charger.radius() + target.radius() + meleeRange + Tolerance.EPSILON;
        Vector2D toTarget = start.to(target.centre());
        double along = toTarget.dot(u);
        double across = reach * reach - (toTarget.lengthSquared() - along * along);
        if (across < 0) {
            return null;
        }
        double half = Math.sqrt(across);
        // still partly ahead of the charger's dividing line (G05: melee range is limited to the front arc)
        double lastAhead = along + target.radius() - Tolerance.EPSILON;
        double from = along - half;
        double to = Math.min(along + half, lastAhead);
        return from <= to ? new double[] {from, to} : null;
    }
}
