package dev.arbiter.kernel.service;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import dev.arbiter.kernel.http.Problem;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The ruleset's setup schema ({@code contracts/setup/<ruleset>.schema.json}, carried in the
 * service's jar under {@code schemas/setup/}), and the check of every create body's {@code options}
 * against it. A service without its schema does not start: a setup nobody checks is how a
 * misspelt member gets ignored.
 */
@ApplicationScoped
public class SetupSchema {

    private static final TypeReference<Map<String, Object>> DOCUMENT = new TypeReference<>() { };

    private final RulesetRuntime runtime;
    private final JsonSchema schema;

    public SetupSchema(RulesetRuntime runtime) {
        this.runtime = runtime;
        String resource = "/schemas/setup/" + runtime.rules().name() + ".schema.json";
        try (InputStream in = SetupSchema.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("no setup schema " + resource + " on the class path: write contracts/setup/"
                        + runtime.rules().name() + ".schema.json");
            }
            this.schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The setup document as plain Java, or 400 malformed-request naming every member that breaks the schema. */
    public Map<String, Object> read(ObjectNode options) {
        var problems = schema.validate(options);
        if (!problems.isEmpty()) {
            throw Problem.MALFORMED_REQUEST.because("\"options\" is not a " + runtime.rules().name() + " setup: "
                    + problems.stream().map(ValidationMessage::getMessage).sorted().collect(Collectors.joining("; "))
                    + " (the schema: contracts/setup/" + runtime.rules().name() + ".schema.json)");
        }
        return runtime.codec().mapper().convertValue(options, DOCUMENT);
    }
}
