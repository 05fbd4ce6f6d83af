package dev.arbiter.warmachine.rules.geometry;

import static dev.arbiter.warmachine.rules.geometry.Models.at;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.warmachine.rules.geometry.Restrictions.Kind;
import dev.arbiter.warmachine.rules.geometry.Restrictions.Restriction;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Movement restrictions (warmachine-prime.md, "Movement Restrictions", "DIRECTLY TOWARD & DIRECTLY AWAY"; inventory E11). */
class RestrictionsTest {

    private final Point paladin = at(10, 10);
    private final Point deathripper = at(16, 18);

    @Test
    void ex33DirectlyTowardAndAwayFollowTheLineThroughBothCentres() {
        Restriction toward = new Restriction(Kind.DIRECTLY_TOWARD, deathripper);
        Restriction away = new Restriction(Kind.DIRECTLY_AWAY, deathripper);
        assertTrue(Restrictions.allow(List.of(paladin, at(13, 14)), List.of(toward)));
        assertFalse(Restrictions.allow(List.of(paladin, at(13, 13)), List.of(toward)), "off the line");
        assertTrue(Restrictions.allow(List.of(paladin, at(7, 6)), List.of(away)));
        assertFalse(Restrictions.allow(List.of(paladin, at(7, 6)), List.of(toward)), "on the line, but the distance grows");
    }

    @Test
    void towardAllowsAnyPathAlongWhichTheDistanceNeverGrows() {
        Restriction toward = new Restriction(Kind.TOWARD, deathripper);
        assertTrue(Restrictions.allow(List.of(paladin, at(14, 10), at(15, 14)), List.of(toward)));
        assertFalse(Restrictions.allow(List.of(paladin, at(20, 10)), List.of(toward)), "overshoots: the distance grows at the end");
    }

    @Test
    void ex34AModelUnderTwoRestrictionsMustSatisfyBoth() {
        // "a model required to advance toward one model and away from another would need to move in a manner to satisfy both"
        Point other = at(4, 2); // behind the Paladin, opposite the Deathripper
        List<Restriction> both = List.of(new Restriction(Kind.TOWARD, deathripper), new Restriction(Kind.AWAY, other));
        assertTrue(Restrictions.allow(List.of(paladin, at(13, 14)), both));
        // with the other model beyond the Deathripper, no way satisfies both
        Point beyond = at(22, 26);
        List<Restriction> clash = List.of(new Restriction(Kind.TOWARD, deathripper), new Restriction(Kind.AWAY, beyond));
        for (Point to : List.of(at(13, 14), at(7, 6), at(14, 7), at(6, 13))) {
            assertFalse(Restrictions.allow(List.of(paladin, to), clash), "to " + to);
        }
        assertTrue(Restrictions.allow(List.of(paladin), clash), "it can still choose not to move");
    }
}
