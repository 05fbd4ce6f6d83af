package dev.arbiter.warmachine.rules.geometry;

import static dev.arbiter.warmachine.rules.geometry.Models.BLUE;
import static dev.arbiter.warmachine.rules.geometry.Models.RED;
import static dev.arbiter.warmachine.rules.geometry.Models.field;
import static dev.arbiter.warmachine.rules.geometry.Models.medium;
import static dev.arbiter.warmachine.rules.geometry.Models.small;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The rule of least disturbance and placement (warmachine-prime.md, "Rule of Least Disturbance", "Placed"; E21, E22). */
class LeastDisturbanceTest {

    private static final double SMALL = BaseSize.SMALL.radius();
    private static final double MEDIUM = BaseSize.MEDIUM.radius();

    @Test
    void theOverlappedModelMovesTheLeastDistanceDirectlyAwayAndKeepsItsFacing() {
        Figure mover = medium("mover", BLUE, 20, 24, 0);
        Figure bodger = small("bodger", BLUE, 21, 24, 123);
        LeastDisturbance.Settled s = LeastDisturbance.settle(field(mover, bodger), "mover", List.of("bodger"), n -> 0);
        assertEquals(1, s.shifts().size());
        Figure moved = s.field().figure("bodger");
        assertEquals(20 + MEDIUM + SMALL, moved.centre().x(), LeastDisturbance.STEP + 1e-9);
        assertEquals(24, moved.centre().y(), 1e-9);
        assertEquals(123, moved.pose().facing(), 1e-9);
        assertEquals(s.field().figure("mover").centre(), mover.centre(), "the mover stays where it stopped");
    }

    @Test
    void aWallBehindSendsItTheOtherWayRound() {
        Figure mover = medium("mover", BLUE, 20, 24, 0);
        Figure bodger = small("bodger", BLUE, 21, 24, 0);
        double face = 20 + MEDIUM + 0.3;
        TerrainFeature wall = TerrainFeature.obstruction("wall", Shapes.rectangle(face, 10, face + 1, 38), 2, Protection.COVER);
        LeastDisturbance.Settled s = LeastDisturbance.settle(field(List.of(mover, bodger), wall), "mover", List.of("bodger"), n -> 0);
        Figure moved = s.field().figure("bodger");
        assertTrue(Placement.hasRoom(s.field(), moved, moved.centre()));
        assertTrue(moved.centre().x() < face, "not through the wall");
    }

    /** "If one model is centred over another, randomly determine": every direction ties, and the roll picks. */
    @Test
    void aModelCentredUnderTheMoverIsMovedWhereTheRollSays() {
        Figure mover = medium("mover", BLUE, 20, 24, 0);
        Figure bodger = small("bodger", RED, 20, 24, 0);
        AtomicInteger choices = new AtomicInteger();
        LeastDisturbance.Settled s = LeastDisturbance.settle(field(mover, bodger), "mover", List.of("bodger"), n -> {
            choices.set(n);
            return n / 2;
        });
        assertTrue(choices.get() >= 360, "every direction is as short: " + choices.get());
        assertEquals(MEDIUM + SMALL, s.shifts().get(0).distance(), LeastDisturbance.STEP + 1e-9);
    }

    @Test
    void placementNeedsRoomOnTheTableClearOfBasesAndExcludingTerrain() {
        Figure other = small("other", RED, 10, 10, 0);
        Figure placed = small("placed", BLUE, 30, 30, 0);
        TerrainFeature pit = TerrainFeature.impassable("pit", Shapes.rectangle(30, 2, 34, 6), 0);
        Battlefield f = field(List.of(other, placed), pit);
        assertTrue(Placement.hasRoom(f, placed, new Point(10 + 2 * SMALL, 10)), "base to base is room");
        assertFalse(Placement.hasRoom(f, placed, new Point(10.5, 10)));
        assertFalse(Placement.hasRoom(f, placed, new Point(32, 4)), "in impassable terrain");
        assertFalse(Placement.hasRoom(f, placed, new Point(0.2, 20)), "off the table's edge");
        assertTrue(Placement.hasRoom(f, placed, new Point(30, 30)), "where it stands: it never blocks itself");
    }
}
