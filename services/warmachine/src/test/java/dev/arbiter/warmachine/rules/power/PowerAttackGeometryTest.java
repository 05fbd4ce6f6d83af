package dev.arbiter.warmachine.rules.power;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.warmachine.rules.geometry.BaseSize;
import dev.arbiter.warmachine.rules.geometry.Battlefield;
import dev.arbiter.warmachine.rules.geometry.Displaced;
import dev.arbiter.warmachine.rules.geometry.Figure;
import dev.arbiter.warmachine.rules.geometry.Involuntary;
import dev.arbiter.warmachine.rules.geometry.LeastDisturbance;
import dev.arbiter.warmachine.rules.geometry.Placement;
import dev.arbiter.warmachine.rules.geometry.Point;
import dev.arbiter.warmachine.rules.geometry.Pose;
import dev.arbiter.warmachine.rules.geometry.Protection;
import dev.arbiter.warmachine.rules.geometry.Shapes;
import dev.arbiter.warmachine.rules.geometry.Table;
import dev.arbiter.warmachine.rules.geometry.TerrainFeature;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Slam distances, throws, collateral damage and falls (warmachine-prime.md, "Slam", "Throw", "Slammed", "Thrown",
 * "Falling", "SLAM POWER ATTACK MOVEMENT & COLLATERAL DAMAGE", "EXAMPLE OF A THROW POWER ATTACK"; inventory G15, G18,
 * E17, E18, E20, EX40, EX57, EX59, EX60).
 */
class PowerAttackGeometryTest {

    private static final double SMALL = BaseSize.SMALL.radius();
    private static final double MEDIUM = BaseSize.MEDIUM.radius();
    private static final double LARGE = BaseSize.LARGE.radius();

    private static Figure model(String id, BaseSize base, double x, double y) {
        return Figure.of(id, id.startsWith("red") ? "red" : "blue", base, Pose.at(x, y, 0));
    }

    @Test
    void aSmallerSlammerSlamsHalfTheRollAndAHugeOneTwoInchesMore() {
        assertEquals(4, SlamDistance.inches(BaseSize.LARGE, BaseSize.LARGE, 4));
        assertEquals(2.5, SlamDistance.inches(BaseSize.MEDIUM, BaseSize.LARGE, 5), "half, not rounded");
        assertEquals(5, SlamDistance.inches(BaseSize.HUGE, BaseSize.LARGE, 3));
        assertEquals(3, SlamDistance.inches(BaseSize.HUGE, BaseSize.HUGE, 3));
    }

    /** EX40: 2" is 2d6 + 12, 5" is 4d6 + 12, 7" is 5d6 + 12. */
    @Test
    void ex40FallingDamageAddsADieForEveryFurtherTwoInchesOrPart() {
        assertEquals(2, Falling.dice(2));
        assertEquals(4, Falling.dice(5));
        assertEquals(5, Falling.dice(7));
        assertEquals(2, Falling.dice(1));
        assertEquals(3, Falling.dice(2.5));
        assertEquals(12, Falling.POW);
    }

    /** EX57: the Flameguard the Crusader passes over is knocked down and damaged; the wall adds the Crusader's die. */
    @Test
    void ex57TheFlameguardPassedOverSuffersCollateralDamage() {
        Figure juggernaut = model("blue-juggernaut", BaseSize.LARGE, 10, 24);
        Figure crusader = model("red-crusader", BaseSize.LARGE, 10 + 2 * LARGE, 24);
        Figure flameguard = model("red-flameguard", BaseSize.SMALL, crusader.centre().x() + 2, 23.6);
        double face = crusader.centre().x() + 4 + LARGE;
        TerrainFeature wall = TerrainFeature.obstruction("wall", Shapes.rectangle(face, 18, face + 0.5, 30), 2, Protection.COVER);
        Battlefield f = Battlefield.of(List.of(juggernaut, crusader, flameguard), List.of(wall));
        Displaced d = Involuntary.slam(f, crusader, juggernaut.centre(), SlamDistance.inches(BaseSize.LARGE, BaseSize.LARGE, 6));
        assertEquals(4, d.distance(), 0.001);
        assertTrue(d.collided());
        assertEquals(List.of("red-flameguard"), Collateral.ofSlam(f, d));
    }

    /** A larger base that stops a slam takes no collateral damage (E17). */
    @Test
    void aLargerBaseThatStopsASlamIsUntouched() {
        Figure slammer = model("blue-slammer", BaseSize.MEDIUM, 10, 24);
        Figure target = model("red-target", BaseSize.MEDIUM, 10 + 2 * MEDIUM, 24);
        Figure big = model("red-big", BaseSize.LARGE, target.centre().x() + MEDIUM + LARGE + 1, 24);
        Battlefield f = Battlefield.of(List.of(slammer, target, big), List.of());
        Displaced d = Involuntary.slam(f, target, slammer.centre(), 3);
        assertTrue(d.collided());
        assertEquals(List.of(), Collateral.ofSlam(f, d));
    }

    /**
     * EX59: STR 11 throws 5.5"; the Defender 4" away is in reach; the miss deviates direction 2, distance 2 (the cap,
     * half of 4") from the Defender's centre, just to its right; the Charger then lands on the Bodger, which is
     * knocked down and damaged, while the larger Defender it stopped against is not; least disturbance moves the
     * Bodger.
     */
    @Test
    void ex59TheDeviatedThrowContactsTheBodgerButNotTheDefenderOrTheChief() {
        Figure crusader = model("red-crusader", BaseSize.LARGE, 20 - MEDIUM - LARGE, 24);
        Figure charger = model("blue-charger", BaseSize.MEDIUM, 20, 24);
        Figure defender = model("blue-defender", BaseSize.LARGE, 20 + MEDIUM + 4 + LARGE, 24);
        Figure chief = model("blue-chief", BaseSize.SMALL, 21.9, 23.5);
        Figure bodger = model("blue-bodger", BaseSize.SMALL, 24.2, 22.1);
        Battlefield f = Battlefield.of(List.of(crusader, charger, defender, chief, bodger), List.of());
        assertEquals(5.5, ThrowImpact.throwDistance(11));
        assertTrue(ThrowImpact.inReach(charger, defender, 11));

        Point impact = ThrowImpact.deviated(charger, defender, 2, 3, Table.STANDARD);
        assertEquals(2, impact.distance(defender.centre()), 1e-9, "a d3 of 3 capped at half of 4\"");
        assertEquals(defender.centre().x() + 1, impact.x(), 1e-9);
        assertTrue(impact.y() < defender.centre().y(), "just to the right, looking from the Charger");

        Displaced d = Involuntary.thrown(f, charger, impact, Set.of(crusader.id()));
        assertTrue(d.collided(), "the extra die for the Defender's equal or larger base");
        assertEquals(List.of("blue-bodger"), Collateral.ofThrow(f, d));
        Battlefield landed = f.with(charger.id(), c -> d.moved());
        Battlefield settled = LeastDisturbance.settle(landed, charger.id(), d.overlapping(), n -> 0).field();
        assertTrue(Placement.hasRoom(settled, settled.figure("blue-bodger"), settled.figure("blue-bodger").centre()));
        assertEquals(d.moved().centre(), settled.figure("blue-charger").centre());
    }

    /** EX60: STR 12 throws 6"; the Ironclad just beyond it is not attacked, and the impact point is 6" along the line. */
    @Test
    void ex60ThrownAtAModelOutOfReachLandsTheThrowDistanceAlongTheLine() {
        Figure charger = model("blue-charger", BaseSize.MEDIUM, 20, 24);
        Figure ironclad = model("red-ironclad", BaseSize.LARGE, 20 + MEDIUM + 6.2 + LARGE, 24);
        assertFalse(ThrowImpact.inReach(charger, ironclad, 12));
        Point impact = ThrowImpact.shortOf(charger, ironclad, 12);
        assertEquals(26, impact.x(), 1e-9);
        assertEquals(24, impact.y(), 1e-9);
    }

    @Test
    void aHitThrowEndsInContactWithTheModelThrownAt() {
        Figure charger = model("blue-charger", BaseSize.MEDIUM, 20, 24);
        Figure trooper = model("red-trooper", BaseSize.SMALL, 23, 27);
        Point impact = ThrowImpact.onto(charger, trooper);
        assertEquals(MEDIUM + SMALL, impact.distance(trooper.centre()), 1e-9);
        Point away = ThrowImpact.directlyAway(model("red-thrower", BaseSize.LARGE, 18, 24), charger, 11);
        assertEquals(25.5, away.x(), 1e-9);
    }
}
