package dev.arbiter.warmachine.service;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.AdvanceModel;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.Charge;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.Deploy;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.Run;
import dev.arbiter.warmachine.rules.game.Wire;
import dev.arbiter.warmachine.rules.geometry.Point;
import dev.arbiter.warmachine.rules.geometry.Pose;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Lengths and angles on the wire in whole ten-thousandths of an inch and of a degree, in commands and the view as in
 * the events: the kernel keeps every command in the hash chain's canonical JSON, which holds integers only
 * (docs/events.md; clarification 13). The rules keep their inches and degrees; this service's JSON converts at the edge
 * (clarification 64).
 */
@Singleton
public class TenThousandths implements ObjectMapperCustomizer {

    @Override
    public void customize(ObjectMapper mapper) {
        SimpleModule module = new SimpleModule("warmachine-ten-thousandths");
        module.addSerializer(Point.class, writer((p, out) -> spot(out, p)));
        module.addSerializer(Pose.class, writer((pose, out) -> {
            out.writeStartObject();
            out.writeFieldName("centre");
            spot(out, pose.centre());
            out.writeNumberField("facing", Wire.of(pose.facing()));
            out.writeEndObject();
        }));
        module.addSerializer(Deploy.class, writer((d, out) -> {
            out.writeStartObject();
            out.writeStringField("model", d.model());
            out.writeNumberField("x", Wire.of(d.x()));
            out.writeNumberField("y", Wire.of(d.y()));
            out.writeNumberField("facing", Wire.of(d.facing()));
            out.writeEndObject();
        }));
        module.addSerializer(AdvanceModel.class, writer((a, out) -> move(out, a.model(), a.waypoints(), a.facing())));
        module.addSerializer(Run.class, writer((r, out) -> move(out, r.model(), r.waypoints(), r.facing())));
        module.addSerializer(Charge.class, writer((c, out) -> {
            out.writeStartObject();
            out.writeStringField("model", c.model());
            out.writeStringField("target", c.target());
            out.writeNumberField("heading", Wire.of(c.heading()));
            out.writeFieldName("stopAt");
            optional(out, c.stopAt());
            out.writeEndObject();
        }));
        module.addDeserializer(Deploy.class, reader(Deploy.class, List.of("model", "x", "y", "facing"),
                n -> new Deploy(text(n, "model"), length(n, "x"), length(n, "y"), length(n, "facing"))));
        module.addDeserializer(AdvanceModel.class, reader(AdvanceModel.class, MOVE,
                n -> new AdvanceModel(text(n, "model"), waypoints(n), optionalLength(n, "facing"))));
        module.addDeserializer(Run.class, reader(Run.class, MOVE, n -> new Run(text(n, "model"), waypoints(n), optionalLength(n, "facing"))));
        module.addDeserializer(Charge.class, reader(Charge.class, List.of("model", "target", "heading", "stopAt"),
                n -> new Charge(text(n, "model"), text(n, "target"), length(n, "heading"), optionalLength(n, "stopAt"))));
        mapper.registerModule(module);
    }

    private interface Write<T> {
        void write(T value, JsonGenerator out) throws IOException;
    }

    private static <T> JsonSerializer<T> writer(Write<T> write) {
        return new JsonSerializer<>() {
            @Override
            public void serialize(T value, JsonGenerator out, SerializerProvider provider) throws IOException {
                write.write(value, out);
            }
        };
    }

    private static final List<String> MOVE = List.of("model", "waypoints", "facing");
    private static final List<String> POINT = List.of("x", "y");

    /**
     * A command read from its tree, as strictly as Jackson reads the other commands' records: only its own members, and
     * whole numbers that fit 64 bits. Over REST the contract's schema has refused anything else before; this keeps every
     * other reader of commands (the audit, playouts) from reading a wrapped number or a stray member.
     */
    private static <T> StdDeserializer<T> reader(Class<T> type, List<String> members, Function<JsonNode, T> read) {
        return new StdDeserializer<>(type) {
            @Override
            public T deserialize(JsonParser in, DeserializationContext context) throws IOException {
                JsonNode tree = in.readValueAsTree();
                try {
                    only(tree, members, "");
                    return read.apply(tree);
                } catch (IllegalArgumentException wrong) {
                    return context.reportInputMismatch(type, wrong.getMessage());
                }
            }
        };
    }

    private static void spot(JsonGenerator out, Point p) throws IOException {
        out.writeStartObject();
        out.writeNumberField("x", Wire.of(p.x()));
        out.writeNumberField("y", Wire.of(p.y()));
        out.writeEndObject();
    }

    private static void move(JsonGenerator out, String model, List<Point> waypoints, Double facing) throws IOException {
        out.writeStartObject();
        out.writeStringField("model", model);
        out.writeArrayFieldStart("waypoints");
        for (Point p : waypoints) {
            if (p == null) {
                out.writeNull();
            } else {
                spot(out, p);
            }
        }
        out.writeEndArray();
        out.writeFieldName("facing");
        optional(out, facing);
        out.writeEndObject();
    }

    private static void optional(JsonGenerator out, Double value) throws IOException {
        if (value == null) {
            out.writeNull();
        } else {
            out.writeNumber(Wire.of(value));
        }
    }

    private static String text(JsonNode tree, String member) {
        JsonNode value = tree.path(member);
        if (!value.isTextual()) {
            throw new IllegalArgumentException("\"" + member + "\" is a string");
        }
        return value.asText();
    }

    private static double length(JsonNode tree, String member) {
        JsonNode value = tree.path(member);
        if (!value.isIntegralNumber() || !value.canConvertToLong()) {
            throw new IllegalArgumentException("\"" + member + "\" is a whole number of ten-thousandths within 64 bits");
        }
        return Wire.value(value.asLong());
    }

    /** Refuses a member the command does not have, naming it as the contract does. */
    private static void only(JsonNode tree, List<String> members, String at) {
        tree.fieldNames().forEachRemaining(name -> {
            if (!members.contains(name)) {
                throw new IllegalArgumentException("unknown member \"" + at + name + "\"; expected one of " + members);
            }
        });
    }

    private static Double optionalLength(JsonNode tree, String member) {
        return tree.path(member).isNull() ? null : length(tree, member);
    }

    private static List<Point> waypoints(JsonNode tree) {
        List<Point> points = new ArrayList<>();
        JsonNode waypoints = tree.path("waypoints");
        for (int i = 0; i < waypoints.size(); i++) {
            JsonNode p = waypoints.get(i);
            if (!p.isNull()) {
                only(p, POINT, "waypoints[" + i + "].");
            }
            points.add(p.isNull() ? null : new Point(length(p, "x"), length(p, "y")));
        }
        return points;
    }
}
