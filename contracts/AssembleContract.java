import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Assembles each ruleset's whole OpenAPI contract: {@code openapi/common.yaml} (the game operations and the shapes
 * every ruleset shares) with {@code openapi/<ruleset>.yaml} (the ruleset's description, its commands, view, events
 * and examples) laid over it. The code generator, the bundler behind {@code /q/openapi} and the linter all read the
 * assembled file, so the operations exist once, in common.yaml.
 *
 * <p>The two documents merge member by member: objects merge, and a member that both set to anything else is an
 * error, so a ruleset adds to the shared operations (examples, the schemas they name) but cannot change them.
 * common.yaml's own {@code openapi} and {@code info} describe that file alone and are left out.
 *
 * <p>Run as a single-file program with jackson-dataformat-yaml on the class path (the build does):
 * {@code java AssembleContract.java <openapi dir> <output dir> <ruleset>...} writes {@code <output dir>/<ruleset>.yaml}.
 * A ruleset given as {@code --rulesets-of <deploy/services.json>} stands for every built ruleset of the registry,
 * so that no build file keeps a list of them.
 */
public final class AssembleContract {

    private static final String COMMON = "common.yaml";
    /** common.yaml's members that describe common.yaml itself, not the contracts it is part of. */
    private static final List<String> COMMON_ONLY = List.of("openapi", "info");

    private static final String RULESETS_OF = "--rulesets-of";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory()
            .enable(YAMLGenerator.Feature.LITERAL_BLOCK_STYLE)
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER))
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

    public static void main(String[] args) throws IOException {
        if (args.length < 3) {
            System.err.println("usage: java AssembleContract.java <openapi dir> <output dir> (<ruleset> | --rulesets-of <services.json>)...");
            System.exit(2);
        }
        Path sources = Path.of(args[0]);
        Path output = Files.createDirectories(Path.of(args[1]));
        JsonNode common = YAML.readTree(sources.resolve(COMMON).toFile());
        for (String ruleset : rulesets(List.of(args).subList(2, args.length))) {
            String file = ruleset + ".yaml";
            JsonNode own = YAML.readTree(sources.resolve(file).toFile());
            try {
                YAML.writeValue(output.resolve(file).toFile(), assemble(common, own, file));
            } catch (IllegalArgumentException conflict) {
                System.err.println(conflict.getMessage());
                System.exit(1);
            }
        }
    }

    /** The names given, each --rulesets-of and its file replaced by the registry's built rulesets. */
    private static List<String> rulesets(List<String> args) throws IOException {
        List<String> rulesets = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            if (!args.get(i).equals(RULESETS_OF)) {
                rulesets.add(args.get(i));
                continue;
            }
            for (JsonNode service : JSON.readTree(Path.of(args.get(++i)).toFile()).path("services")) {
                if (service.path("kind").asText().equals("ruleset") && service.path("built").asBoolean()) {
                    rulesets.add(service.path("name").asText());
                }
            }
        }
        return rulesets;
    }

    /** The ruleset's openapi and info, then common.yaml's members, then the ruleset's other members merged in. */
    static ObjectNode assemble(JsonNode common, JsonNode ruleset, String rulesetFile) {
        ObjectNode contract = YAML.createObjectNode();
        COMMON_ONLY.stream().filter(ruleset::has).forEach(name -> contract.set(name, ruleset.get(name)));
        ObjectNode shared = common.deepCopy();
        shared.remove(COMMON_ONLY);
        merge(contract, shared, COMMON, "");
        ObjectNode own = ruleset.deepCopy();
        own.remove(COMMON_ONLY);
        merge(contract, own, rulesetFile, "");
        return contract;
    }

    private static void merge(ObjectNode into, JsonNode from, String fromFile, String at) {
        for (Map.Entry<String, JsonNode> member : from.properties()) {
            String where = at.isEmpty() ? member.getKey() : at + "." + member.getKey();
            JsonNode present = into.get(member.getKey());
            if (present == null) {
                into.set(member.getKey(), member.getValue());
            } else if (present.isObject() && member.getValue().isObject()) {
                merge((ObjectNode) present, member.getValue(), fromFile, where);
            } else {
                throw new IllegalArgumentException(fromFile + " sets " + where + ", which common.yaml already sets:"
                        + " a ruleset's contract adds to the shared operations and shapes, it does not change them");
            }
        }
    }
}
