package dev.arbiter.warmachine.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.testkit.Contract;
import dev.arbiter.testkit.RealInfrastructure;
import dev.arbiter.testkit.RestTable;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Issue 29, docs/api.md "Shapes": the shapes legal-actions publishes say exactly what /commands enforces. Bad commands
 * are derived from the shapes themselves (below each minimum, above each maximum, past 64 bits, the wrong JSON type, a
 * null where none is allowed, each required member missing, an unknown member at the top and inside a waypoint, too
 * few and too many waypoints, a member given twice) and sent over REST: each is 400 malformed-request as
 * application/problem+json naming the member, and the game's seq does not move. The one bound a shape narrows beyond
 * the contract, a Deploy's x and y within the deployment zone's envelope, is enforced by the rules (422
 * deploy.outside-zone), as the shape's description says.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class WarmachineShapesEnforcedTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long TABLE = 480_000;
    private static final Set<String> MOVES = Set.of("AdvanceModel", "Run", "Charge");

    @Test
    @DisplayName("every bound, type, required member and member list of the Deploy, AdvanceModel, Run and Charge shapes is enforced as 400 naming the member, nothing changing")
    void everyShapeIsEnforced() {
        // the tactician closes in, so that this seat, which stays where it deployed, gets charges (and runs) to make
        RestTable table = RestTable.besideBots(2, Map.of(), Map.of(1, "tactician"));
        TableSide side = new TableSide(table, 0, 29);
        List<String> checked = new ArrayList<>();
        List<String> all = List.of("Deploy", "AdvanceModel", "Run", "Charge");
        for (int commands = 0; commands < 2000 && !checked.containsAll(all) && !table.viewTree().path("status").asText().equals("finished"); commands++) {
            JsonNode legal = table.legalActions(0);
            for (JsonNode shape : legal.path("shapes")) {
                String type = shape.path("type").asText();
                if (!checked.contains(type) && (type.equals("Deploy") || MOVES.contains(type))) {
                    everyBreachRefused(table, type, shape.path("schema"));
                    checked.add(type);
                }
            }
            side.playOnce();
        }
        assertTrue(checked.containsAll(all), "the game reached a deployment, an advance, a run and a charge: " + checked);
    }

    private static void everyBreachRefused(RestTable table, String type, JsonNode schema) {
        ObjectNode valid = (ObjectNode) fitting(schema);
        valid.put("type", type);
        breaches(schema, valid, List.of(), (breach, member, narrowedByZone) -> refused(table, type, breach, member, narrowedByZone));
        // a member given twice cannot be built as a tree: it is written out
        String body = valid.toString();
        String twice = body.substring(0, body.length() - 1) + ",\"model\":" + valid.get("model") + "}";
        refused(table, type, twice, "model", false);
    }

    private interface Breach {
        void send(String body, String member, boolean narrowedByZone);
    }

    /** Every way to break the schema at {@code path} of {@code whole}, one member at a time. */
    private static void breaches(JsonNode schema, ObjectNode whole, List<Object> path, Breach breach) {
        JsonNode properties = schema.path("properties");
        for (Iterator<String> names = properties.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            JsonNode property = properties.get(name);
            List<Object> at = append(path, name);
            String member = named(at);
            Set<String> types = types(property);
            if (types.contains("integer")) {
                boolean zone = whole.path("type").asText().equals("Deploy") && (name.equals("x") || name.equals("y"));
                if (property.has("minimum")) {
                    long min = property.get("minimum").asLong();
                    breach.send(with(whole, at, JsonNodeFactory.instance.numberNode(min - 1)), member, zone && min - 1 >= 0);
                }
                if (property.has("maximum")) {
                    long max = property.get("maximum").asLong();
                    breach.send(with(whole, at, JsonNodeFactory.instance.numberNode(max + 1)), member, zone && max + 1 <= TABLE);
                }
                if (property.has("exclusiveMaximum")) {
                    breach.send(with(whole, at, JsonNodeFactory.instance.numberNode(property.get("exclusiveMaximum").asLong())), member, false);
                }
                for (String huge : List.of("9223372036854775808", "18446744073710451616", "-9223372036854775809")) {
                    breach.send(with(whole, at, JsonNodeFactory.instance.numberNode(new BigInteger(huge))), member, false);
                }
                breach.send(with(whole, at, JsonNodeFactory.instance.numberNode(1.5)), member, false);
                breach.send(with(whole, at, JsonNodeFactory.instance.textNode("1")), member, false);
            }
            if (types.contains("string")) {
                breach.send(with(whole, at, JsonNodeFactory.instance.numberNode(5)), member, false);
            }
            if (!types.contains("null")) {
                breach.send(with(whole, at, JsonNodeFactory.instance.nullNode()), member, false);
            }
            if (types.contains("array")) {
                breach.send(with(whole, at, JsonNodeFactory.instance.objectNode()), member, false);
                JsonNode item = fitting(property.get("items"));
                if (property.has("minItems") && property.get("minItems").asInt() > 0) {
                    breach.send(with(whole, at, items(item, property.get("minItems").asInt() - 1)), member, false);
                }
                if (property.has("maxItems")) {
                    breach.send(with(whole, at, items(item, property.get("maxItems").asInt() + 1)), member, false);
                }
                breaches(property.get("items"), whole, append(at, 0), breach);
            }
        }
        for (JsonNode required : schema.path("required")) {
            List<Object> at = append(path, required.asText());
            breach.send(without(whole, at), named(at), false);
        }
        assertEquals(false, schema.path("additionalProperties").asBoolean(true), "the shape names every member: " + schema);
        breach.send(with(whole, append(path, "z"), JsonNodeFactory.instance.numberNode(5)), named(append(path, "z")), false);
    }

    private static void refused(RestTable table, String type, String body, String member, boolean narrowedByZone) {
        long seq = table.viewTree().path("seq").asLong();
        Response answer = table.send(0, body);
        if (narrowedByZone) {
            Contract.ofService().checkProblem(answer, 422, "illegal-move");
            assertEquals("deploy.outside-zone", answer.jsonPath().getString("rule"), body + " -> " + answer.asString());
        } else {
            assertEquals(400, answer.statusCode(), () -> body + " -> " + answer.asString());
            Contract.ofService().checkProblem(answer, 400, "malformed-request");
            String detail = answer.jsonPath().getString("detail");
            assertTrue(detail.contains(member) || detail.contains(member.replaceFirst(".*\\.", "")), type + ": " + body + " -> " + detail
                    + " does not name " + member);
        }
        assertEquals(seq, table.viewTree().path("seq").asLong(), "nothing changed after " + body);
    }

    /** A value the schema allows (its first enum value, its minimum, null where allowed, its fewest items). */
    private static JsonNode fitting(JsonNode schema) {
        Set<String> types = types(schema);
        if (schema.has("enum")) {
            return schema.get("enum").get(0);
        }
        if (types.contains("null")) {
            return JsonNodeFactory.instance.nullNode();
        }
        if (types.contains("integer")) {
            return JsonNodeFactory.instance.numberNode(schema.path("minimum").asLong(0));
        }
        if (types.contains("string")) {
            return JsonNodeFactory.instance.textNode("s1-thorne-1");
        }
        if (types.contains("array")) {
            return items(fitting(schema.get("items")), Math.max(1, schema.path("minItems").asInt(1)));
        }
        ObjectNode object = JsonNodeFactory.instance.objectNode();
        schema.path("properties").fields().forEachRemaining(p -> object.set(p.getKey(), fitting(p.getValue())));
        return object;
    }

    private static ArrayNode items(JsonNode item, int count) {
        ArrayNode array = JsonNodeFactory.instance.arrayNode();
        for (int i = 0; i < count; i++) {
            array.add(item.deepCopy());
        }
        return array;
    }

    private static Set<String> types(JsonNode schema) {
        JsonNode type = schema.path("type");
        Set<String> types = new java.util.HashSet<>();
        if (type.isArray()) {
            type.forEach(t -> types.add(t.asText()));
        } else {
            types.add(type.asText());
        }
        return types;
    }

    private static String with(ObjectNode whole, List<Object> at, JsonNode value) {
        return changed(whole, at, parent -> {
            Object last = at.get(at.size() - 1);
            if (last instanceof Integer i) {
                ((ArrayNode) parent).set(i, value);
            } else {
                ((ObjectNode) parent).set((String) last, value);
            }
        });
    }

    private static String without(ObjectNode whole, List<Object> at) {
        return changed(whole, at, parent -> ((ObjectNode) parent).remove((String) at.get(at.size() - 1)));
    }

    private static String changed(ObjectNode whole, List<Object> at, Consumer<JsonNode> change) {
        JsonNode copy = whole.deepCopy();
        JsonNode parent = copy;
        for (Object step : at.subList(0, at.size() - 1)) {
            parent = step instanceof Integer i ? parent.get(i) : parent.get((String) step);
        }
        change.accept(parent);
        return copy.toString();
    }

    private static List<Object> append(List<Object> path, Object step) {
        List<Object> longer = new ArrayList<>(path);
        longer.add(step);
        return longer;
    }

    /** A member as the problem names it: {@code waypoints[0].x}. */
    private static String named(List<Object> path) {
        StringBuilder name = new StringBuilder();
        for (Object step : path) {
            if (step instanceof Integer i) {
                name.append('[').append(i).append(']');
            } else {
                name.append(name.isEmpty() ? "" : ".").append(step);
            }
        }
        return name.toString();
    }
}
