package dev.arbiter.warmachine.service;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.testkit.Contract;
import dev.arbiter.testkit.RestTable;
import io.restassured.response.Response;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * A WARMACHINE player at a {@link RestTable}, facing the service's random bot: it sends what legal-actions lists, at
 * random (never Press Forward; three times in four it ends its Control Phase or activation when it may), and answers the shapes a list cannot hold as a client would. It deploys its models on
 * a grid of its deployment zone, Grunts around their Leader, trying the next spot when the rules refuse one (deploy.*),
 * and moves a trooper out of formation towards its Leader (L06). It never advances of its own accord, so a game lasts as long as the bot takes.
 */
final class TableSide {

    /** A cell of the deployment grid, in ten-thousandths of an inch (as on the wire): wider than the largest demo base (50 mm, 1.97"). */
    private static final long CELL = 23_000;

    /** Ten-thousandths kept between a tried spot and the zone's edge: the largest demo base's radius. */
    private static final long MARGIN = 10_000;
    private static final Set<String> ENDS = Set.of("EndControl", "EndActivation");

    private static final ObjectMapper JSON = new ObjectMapper();

    private final RestTable table;
    private final int seat;
    private final Random random;
    private int cell;

    TableSide(RestTable table, int seat, long seed) {
        this.table = table;
        this.seat = seat;
        this.random = new Random(seed);
    }

    /**
     * Plays until the game is over; returns its last seq. Between its own commands it reads the last answer's last
     * event ({@code awaiting}) rather than the whole view; once the turn passes to the bot, which plays inside the
     * service before the answer comes back, it reads the view.
     */
    long playToTheEnd(int maxCommands) {
        JsonNode game = table.viewTree();
        for (int commands = 0; commands < maxCommands; commands++) {
            if (game.path("status").asText().equals("finished")) {
                return game.path("seq").asLong();
            }
            assertEquals(List.of(seat), awaiting(game.path("awaiting")), "between two of its turns the bot plays inside the service");
            JsonNode events = read(playOnce()).path("events");
            JsonNode last = events.get(events.size() - 1);
            game = awaiting(last.path("awaiting")).equals(List.of(seat)) ? last : table.viewTree();
        }
        throw new AssertionError("the game did not end in " + maxCommands + " commands");
    }

    /** Deploys this seat's model at the spot given, in ten-thousandths; the answer as the service gave it. */
    Response deploy(String model, long x, long y, long facing) {
        ObjectNode deploy = command("Deploy").put("model", model).put("x", x).put("y", y).put("facing", facing);
        return table.send(seat, deploy.toString());
    }

    /**
     * One command of this seat, accepted: a listed one at random, else a deployment or a trooper's move back to its
     * Leader (for which it reads the view).
     */
    Response playOnce() {
        JsonNode legal = table.legalActions(seat);
        JsonNode actions = legal.path("actions");
        // Press Forward is left out: its troopers must run or charge (L09), and this player does not move of its own accord
        List<JsonNode> listed = new ArrayList<>();
        actions.forEach(a -> {
            if (!"press-forward".equals(a.path("order").asText())) {
                listed.add(a);
            }
        });
        if (!listed.isEmpty()) {
            // most often the player ends its Control Phase or activation at once, which keeps a whole game short
            JsonNode end = listed.stream().filter(a -> ENDS.contains(a.path("type").asText())).findFirst().orElse(null);
            JsonNode chosen = end != null && random.nextInt(4) > 0 ? end : listed.get(random.nextInt(listed.size()));
            return accepted(table.send(seat, chosen.toString()));
        }
        JsonNode game = table.viewTree();
        JsonNode shape = legal.path("shapes").get(0);
        JsonNode schema = shape.path("schema").path("properties");
        String model = schema.path("model").path("enum").get(0).asText();
        if (shape.path("type").asText().equals("Deploy")) {
            return deployNext(model, schema, game.path("view").path("models"));
        } else {
            JsonNode leader = leaderOf(game.path("view").path("models"), model);
            ObjectNode advance = command("AdvanceModel").put("model", model).putNull("facing");
            advance.putArray("waypoints").addObject().put("x", leader.path("pose").path("centre").path("x").asLong())
                    .put("y", leader.path("pose").path("centre").path("y").asLong());
            return accepted(table.send(seat, advance.toString()));
        }
    }

    /**
     * The model on a free spot of the zone, facing the far edge; a refused spot is skipped (deploy.*). An independent
     * model or a Leader takes the next cell of a grid; a Grunt a spot of a lattice around its Leader, in formation (L05).
     */
    private Response deployNext(String model, JsonNode schema, JsonNode models) {
        long minX = schema.path("x").path("minimum").asLong();
        long maxX = schema.path("x").path("maximum").asLong();
        long minY = schema.path("y").path("minimum").asLong();
        long maxY = schema.path("y").path("maximum").asLong();
        boolean south = minY < 240_000;
        JsonNode self = modelOf(models, model);
        boolean grunt = !self.path("unit").isNull() && !self.path("leader").asBoolean();
        List<String> refusals = new ArrayList<>();
        int tried = 0;
        for (long[] spot : grunt ? around(leaderOf(models, model).path("pose").path("centre")) : nextCells(minX, maxX, minY, maxY, south)) {
            tried++;
            // a spot closer to the zone's edge than the largest base's radius is not even tried
            if (spot[0] < minX + MARGIN || spot[0] > maxX - MARGIN || spot[1] < minY + MARGIN || spot[1] > maxY - MARGIN) {
                continue;
            }
            Response answer = deploy(model, spot[0], spot[1], south ? 900_000 : 2_700_000);
            if (answer.statusCode() == 200) {
                cell += grunt ? 0 : tried;
                return answer;
            }
            assertEquals(422, answer.statusCode(), () -> model + " at " + schema + ": " + answer.asString());
            Contract.ofService().checkProblem(answer, 422, "illegal-move");
            refusals.add(spot[0] + "," + spot[1] + ": " + answer.jsonPath().getString("rule"));
        }
        throw new AssertionError("no spot of the zone took " + model + ": " + refusals);
    }

    /** The grid's cells from the next unused one, column by column from the west, rows from the table edge in. */
    private List<long[]> nextCells(long minX, long maxX, long minY, long maxY, boolean south) {
        long rows = Math.max(1, (maxY - minY) / CELL);
        List<long[]> cells = new ArrayList<>();
        for (int next = cell; minX + (next / rows) * CELL < maxX; next++) {
            long depth = (next % rows) * CELL + CELL / 2;
            cells.add(new long[] {minX + CELL / 2 + (next / rows) * CELL, south ? maxY - depth : minY + depth});
        }
        return cells;
    }

    /** Spots of a lattice around a Leader, nearest first: in formation if the Leader's command range reaches them. */
    private static List<long[]> around(JsonNode centre) {
        long x = centre.path("x").asLong();
        long y = centre.path("y").asLong();
        List<long[]> spots = new ArrayList<>();
        // half a cell apart, out to three cells: the spots between two bases already down are tried too
        for (int dx = -6; dx <= 6; dx++) {
            for (int dy = -6; dy <= 6; dy++) {
                if (dx != 0 || dy != 0) {
                    spots.add(new long[] {x + dx * CELL / 2, y + dy * CELL / 2});
                }
            }
        }
        spots.sort(Comparator.comparingLong(p -> (p[0] - x) * (p[0] - x) + (p[1] - y) * (p[1] - y)));
        return spots;
    }

    private static Response accepted(Response answer) {
        assertEquals(200, answer.statusCode(), answer.asString());
        return answer;
    }

    private static JsonNode read(Response answer) {
        try {
            return JSON.readTree(answer.asString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<Integer> awaiting(JsonNode seats) {
        List<Integer> awaited = new ArrayList<>();
        seats.forEach(s -> awaited.add(s.asInt()));
        return awaited;
    }

    private static JsonNode modelOf(JsonNode models, String id) {
        for (JsonNode m : models) {
            if (m.path("id").asText().equals(id)) {
                return m;
            }
        }
        throw new AssertionError("no model " + id + " in the view");
    }

    private static JsonNode leaderOf(JsonNode models, String trooper) {
        String unit = modelOf(models, trooper).path("unit").asText();
        for (JsonNode m : models) {
            if (unit.equals(m.path("unit").asText()) && m.path("leader").asBoolean()) {
                return m;
            }
        }
        throw new AssertionError(trooper + " must stay with its unit's Leader, and it has none");
    }

    private static ObjectNode command(String type) {
        return JsonNodeFactory.instance.objectNode().put("type", type);
    }
}
