package dev.arbiter.kernel.game;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;

/**
 * How the kernel reads JSON: only as the contract writes it. A number is no text, text and
 * fractions are no integer, and a member the schema does not name is an error. Jackson coerces
 * and skips by default, which let a body that breaks the contract ({@code "count": "1"},
 * {@code "card": 43}, {@code "option": {...}} for {@code "options"}) through unnoticed, and read a
 * body up to its first value, ignoring whatever garbage followed it, and a member named twice was
 * read with its last value, where the client meant one of them and the service cannot know which. The
 * services and the test kit's playouts configure their mappers here, so both read alike.
 */
public final class WireJson {

    private WireJson() {
    }

    public static ObjectMapper configure(ObjectMapper mapper) {
        mapper.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        mapper.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        mapper.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
        mapper.coercionConfigFor(LogicalType.Textual)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        mapper.coercionConfigFor(LogicalType.Integer)
                .setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        return mapper;
    }

    /** A mapper as the services configure theirs, for code that runs outside a service. */
    public static ObjectMapper mapper() {
        return configure(new ObjectMapper());
    }
}
