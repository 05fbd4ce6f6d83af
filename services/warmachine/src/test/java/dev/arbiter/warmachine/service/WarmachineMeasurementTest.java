package dev.arbiter.warmachine.service;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.testkit.Contract;
import dev.arbiter.testkit.RealInfrastructure;
import dev.arbiter.testkit.RestTable;
import dev.arbiter.warmachine.pack.WarmachinePacks;
import dev.arbiter.warmachine.rules.Pack;
import dev.arbiter.warmachine.rules.Profile;
import dev.arbiter.warmachine.rules.game.Wire;
import dev.arbiter.warmachine.rules.geometry.Battlefield;
import dev.arbiter.warmachine.rules.geometry.Figure;
import dev.arbiter.warmachine.rules.geometry.LineOfSight;
import dev.arbiter.warmachine.rules.geometry.Measure;
import dev.arbiter.warmachine.rules.geometry.Melee;
import dev.arbiter.warmachine.rules.geometry.Point;
import dev.arbiter.warmachine.rules.geometry.Pose;
import dev.arbiter.warmachine.rules.geometry.Sightline;
import dev.arbiter.warmachine.rules.geometry.Trait;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The measurement queries (A08, free measurement; contracts/openapi/warmachine.yaml, /measure/...) at a fixture position:
 * seat 0's warcaster Vance deployed with a Bastion 4" straight behind it, both facing the far edge. Each answer equals
 * what the geometry says of the table the view shows; a question about nothing on the table, or off it, is a problem
 * naming the rule, and no query changes the game.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class WarmachineMeasurementTest {

    private static final Pack PACK = WarmachinePacks.demo();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String VANCE = "s0-vance-1";
    private static final String BASTION = "s0-bastion-1";

    private RestTable table;
    private Battlefield field;

    /** Set up once, by the first test that runs: RestAssured knows the service's port only once a test runs. */
    private void fixture() {
        if (table != null) {
            return;
        }
        table = RestTable.besideBots(2, Map.of("scenario", "annihilation"), Map.of(1, "random"));
        TableSide side = new TableSide(table, 0, 3);
        JsonNode game = table.viewTree();
        while (!(game.path("view").path("stage").asText().equals("DEPLOYMENT") && game.path("awaiting").toString().equals("[0]"))) {
            side.playOnce();
            game = table.viewTree();
        }
        JsonNode zone = table.legalActions(0).path("shapes").get(0).path("schema").path("properties");
        boolean south = zone.path("y").path("minimum").asLong() < 240_000;
        long front = south ? zone.path("y").path("maximum").asLong() - 20_000 : zone.path("y").path("minimum").asLong() + 20_000;
        long behind = south ? front - 40_000 : front + 40_000;
        long facing = south ? 900_000 : 2_700_000;
        // the first of these columns where terrain lets both stand
        for (long x : List.of(120_000L, 240_000L, 360_000L, 60_000L, 420_000L)) {
            if (side.deploy(VANCE, x, front, facing).statusCode() == 200) {
                if (side.deploy(BASTION, x, behind, facing).statusCode() == 200) {
                    break;
                }
            }
        }
        field = battlefield(table.viewTree().path("view"));
        assertTrue(field.figures().stream().anyMatch(f -> f.id().equals(BASTION)), "the fixture stands: " + field.figures());
    }

    @Test
    @DisplayName("A09: the distance between two bases, and from a base to a point, is the geometry's edge-to-edge gap in ten-thousandths of an inch")
    void distances() {
        fixture();
        JsonNode between = measure("distance", Map.of("from", VANCE, "to", BASTION), "MeasuredDistance");
        assertEquals(Wire.of(Measure.gap(figure(VANCE), figure(BASTION))), between.path("distance").asLong());
        assertTrue(Math.abs(between.path("distance").asLong() - (40_000 - radius(VANCE) - radius(BASTION))) <= 1, between.toString());
        JsonNode toPoint = measure("distance", Map.of("from", VANCE, "x", 240_000, "y", 240_000), "MeasuredDistance");
        assertEquals(Wire.of(Measure.gap(figure(VANCE), new Point(24, 24))), toPoint.path("distance").asLong());
        assertEquals(240_000, toPoint.path("point").path("x").asLong());
    }

    @Test
    @DisplayName("F01-F03: the Bastion sees Vance in front of it, by the geometry's witness line; Vance does not see the Bastion behind it (front-arc)")
    void lineOfSight() {
        fixture();
        JsonNode sees = measure("line-of-sight", Map.of("from", BASTION, "to", VANCE), "MeasuredLineOfSight");
        Sightline witness = LineOfSight.witness(field, figure(BASTION), figure(VANCE)).orElseThrow();
        assertTrue(sees.path("visible").asBoolean(), sees.toString());
        assertEquals(List.of(Wire.of(witness.from().x()), Wire.of(witness.from().y()), Wire.of(witness.to().x()), Wire.of(witness.to().y())),
                List.of(sees.path("witnessFrom").path("x").asLong(), sees.path("witnessFrom").path("y").asLong(),
                        sees.path("witnessTo").path("x").asLong(), sees.path("witnessTo").path("y").asLong()));
        JsonNode blind = measure("line-of-sight", Map.of("from", VANCE, "to", BASTION), "MeasuredLineOfSight");
        assertFalse(LineOfSight.exists(field, figure(VANCE), figure(BASTION)));
        assertFalse(blind.path("visible").asBoolean());
        assertEquals("front-arc", blind.path("reason").asText());
        assertTrue(blind.path("witnessFrom").isNull());
    }

    @Test
    @DisplayName("F09, G05: each of the Bastion's weapons against Vance is in range exactly when the geometry says so; the threat ranges are SPD + 3\" + melee range and SPD + the longest RNG (E07)")
    void rangeAndThreat() {
        fixture();
        Profile bastion = PACK.model("bastion").orElseThrow();
        for (int weapon = 0; weapon < bastion.weapons().size(); weapon++) {
            Profile.Weapon w = bastion.weapons().get(weapon);
            JsonNode range = measure("range", Map.of("model", BASTION, "weapon", weapon, "target", VANCE), "MeasuredRange");
            boolean expected = "melee".equals(w.kind()) ? Melee.reaches(figure(BASTION), w.rng(), figure(VANCE))
                    : Measure.inRange(figure(BASTION), figure(VANCE), w.rng());
            assertEquals(expected, range.path("inRange").asBoolean(), range.toString());
            assertEquals(Wire.of(w.rng()), range.path("rng").asLong());
            assertEquals(w.name(), range.path("weaponName").asText());
        }
        JsonNode threat = measure("threat", Map.of("model", BASTION), "MeasuredThreat");
        double melee = bastion.weapons().stream().filter(w -> "melee".equals(w.kind())).mapToDouble(Profile.Weapon::rng).max().orElse(0);
        assertEquals(Wire.of(Measure.meleeThreat(bastion.stats().spd(), melee)), threat.path("meleeThreat").asLong());
        Optional<Double> gun = bastion.weapons().stream().filter(w -> !"melee".equals(w.kind())).map(Profile.Weapon::rng).max(Double::compare);
        assertEquals(gun.map(rng -> Wire.of(Measure.rangedThreat(bastion.stats().spd(), rng))).orElse(null),
                threat.path("rangedThreat").isNull() ? null : threat.path("rangedThreat").asLong());
    }

    @Test
    @DisplayName("a model not on the table is 404 not-found (measure.no-model); a point off the table, a weapon the card lacks, a missing or doubled target are 400 malformed-request naming it; an unknown game is 404; nothing changes")
    void badQuestions() {
        fixture();
        long seq = table.viewTree().path("seq").asLong();
        problem("distance", Map.of("from", "s0-nobody-1", "to", VANCE), 404, "not-found", "measure.no-model");
        problem("threat", Map.of("model", "s0-bastion-2"), 404, "not-found", "measure.no-model");
        problem("distance", Map.of("from", VANCE, "x", 500_000, "y", 10_000), 400, "malformed-request", "measure.off-table");
        problem("range", Map.of("model", BASTION, "weapon", 99, "target", VANCE), 400, "malformed-request", "measure.unknown-weapon");
        problem("distance", Map.of("from", VANCE, "to", BASTION, "x", 1, "y", 1), 400, "malformed-request", null);
        problem("distance", Map.of("from", VANCE), 400, "malformed-request", null);
        problem("line-of-sight", Map.of("to", VANCE), 400, "malformed-request", null);
        problem("distance", Map.of("from", VANCE, "x", "north", "y", 1), 400, "malformed-request", null);
        Response unknown = given().queryParams(Map.of("model", BASTION)).get("/games/{id}/measure/threat", UUID.randomUUID());
        Contract.ofService().checkProblem(unknown, 404, "unknown-game");
        assertEquals(seq, table.viewTree().path("seq").asLong(), "no query changed the game");
    }

    private JsonNode measure(String query, Map<String, ?> parameters, String schema) {
        Response answer = given().queryParams(parameters).get("/games/{id}/measure/" + query, table.gameId);
        assertEquals(200, answer.statusCode(), answer.asString());
        Contract.ofService().check(schema, answer.asString());
        try {
            return JSON.readTree(answer.asString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void problem(String query, Map<String, ?> parameters, int status, String type, String rule) {
        Response answer = given().queryParams(parameters).get("/games/{id}/measure/" + query, table.gameId);
        Contract.ofService().checkProblem(answer, status, type);
        if (rule != null) {
            assertEquals(rule, answer.jsonPath().getString("rule"), answer.asString());
        } else {
            assertNull(answer.jsonPath().getString("rule"), answer.asString());
        }
    }

    private Figure figure(String id) {
        return field.figure(id);
    }

    private static long radius(String id) {
        return Wire.of(PACK.model(id.split("-")[1]).orElseThrow().baseSize().radius());
    }

    /** The table the view shows: every deployed model as the geometry sees it, and the layout's terrain. */
    private static Battlefield battlefield(JsonNode view) {
        List<Figure> figures = new ArrayList<>();
        for (JsonNode m : view.path("models")) {
            if (m.path("pose").isNull()) {
                continue;
            }
            Profile card = PACK.model(m.path("profile").asText()).orElseThrow();
            JsonNode pose = m.path("pose");
            List<Trait> traits = new ArrayList<>();
            if (card.has(Profile.Advantage.STEALTH)) {
                traits.add(Trait.STEALTH);
            }
            if (card.has(Profile.Advantage.PATHFINDER)) {
                traits.add(Trait.PATHFINDER);
            }
            figures.add(Figure.of(m.path("id").asText(), "seat" + m.path("seat").asInt(), card.baseSize(),
                    Pose.at(Wire.value(pose.path("centre").path("x").asLong()), Wire.value(pose.path("centre").path("y").asLong()),
                            Wire.value(pose.path("facing").asLong())), traits.toArray(Trait[]::new)));
        }
        return Battlefield.of(figures, PACK.layout(view.path("layout").asText()).orElseThrow().terrain());
    }
}
