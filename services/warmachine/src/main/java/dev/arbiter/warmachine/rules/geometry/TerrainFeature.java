package dev.arbiter.warmachine.rules.geometry;

import java.util.Objects;
import org.locationtech.jts.geom.Polygon;

/**
 * A terrain feature as the players define it before deployment (O01, rulebook "Custom Terrain":
 * type, cover or concealment, LOS), with a polygon outline in table inches and a height. All
 * features stand at ground level in milestone 1 (no elevation, O06).
 *
 * @param encloses true when its protection is for models completely inside it (forest, rubble),
 *                 false when it is for models behind it (walls, hedges, crates)
 */
public record TerrainFeature(String id, Polygon outline, Ground ground, double height,
                             Protection protection, boolean encloses, Sight sight) {

    /** The most an obstacle stands and the least an obstruction does (O13, O14). */
    static final double OBSTACLE_HEIGHT_LIMIT = 1.0;
    /** How far LOS runs through a forest it starts or ends in (O08). */
    public static final double FOREST_SIGHT_DEPTH = 3.0;

    public TerrainFeature {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(outline, "outline");
        Objects.requireNonNull(ground, "ground");
        Objects.requireNonNull(protection, "protection");
        Objects.requireNonNull(sight, "sight");
        if (!outline.isValid() || outline.isEmpty()) {
            throw new IllegalArgumentException(id + ": the outline must be a valid polygon");
        }
        if (!(height >= 0)) {
            throw new IllegalArgumentException(id + ": the height cannot be negative");
        }
        if (ground == Ground.OBSTACLE && !Tolerance.atMost(height, OBSTACLE_HEIGHT_LIMIT)) {
            throw new IllegalArgumentException(id + ": an obstacle is up to 1\" tall (O13); taller is an obstruction");
        }
        if (ground == Ground.OBSTRUCTION && !Tolerance.atMost(OBSTACLE_HEIGHT_LIMIT, height)) {
            throw new IllegalArgumentException(id + ": an obstruction is 1\" tall or more (O14)");
        }
    }

    /** Forest: rough, concealment to models completely inside, the 3" sight rule (O08). */
    public static TerrainFeature forest(String id, Polygon outline) {
        return new TerrainFeature(id, outline, Ground.ROUGH, 0, Protection.CONCEALMENT, true, Sight.FOREST);
    }

    /** Rubble: rough, cover to models completely inside (O09). */
    public static TerrainFeature rubble(String id, Polygon outline) {
        return new TerrainFeature(id, outline, Ground.ROUGH, 0, Protection.COVER, true, Sight.CLEAR);
    }

    /** Rough ground that protects nobody and hides nothing: brush, bog, deep snow (O03). */
    public static TerrainFeature rough(String id, Polygon outline) {
        return new TerrainFeature(id, outline, Ground.ROUGH, 0, Protection.NONE, false, Sight.CLEAR);
    }

    /** Shallow water is rough terrain (O11). */
    public static TerrainFeature shallowWater(String id, Polygon outline) {
        return rough(id, outline);
    }

    /** A low wall, hedge or crates, up to 1" tall, protecting models behind it (O13). */
    public static TerrainFeature obstacle(String id, Polygon outline, double height, Protection protection) {
        return new TerrainFeature(id, outline, Ground.OBSTACLE, height, protection, false, Sight.SOLID);
    }

    /** A high wall, building or boulder, 1" tall or more (O14). */
    public static TerrainFeature obstruction(String id, Polygon outline, double height, Protection protection) {
        return new TerrainFeature(id, outline, Ground.OBSTRUCTION, height, protection, false, Sight.SOLID);
    }

    /** Out of bounds (O05); it blocks sight like a solid feature of its height. */
    public static TerrainFeature impassable(String id, Polygon outline, double height) {
        return new TerrainFeature(id, outline, Ground.IMPASSABLE, height, Protection.NONE, false, Sight.SOLID);
    }
}
