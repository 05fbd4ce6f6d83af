package dev.arbiter.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * deploy/services.json is the only list of the rulesets: no tracked file keeps one by hand, so adding a
 * ruleset touches its module, its contract, its docs page and one registry entry (docs/adding-a-ruleset.md).
 * What a hand-kept list looks like is RulesetLists' to say; here is where one may be.
 */
class HandKeptListsTest {

    /**
     * Files with code of their own for some rulesets, each keyed by ruleset, or a test's chosen few, and why they
     * may name several. Every other file names the rulesets through the registry, or is rendered from it.
     */
    private static final Map<String, String> PER_RULESET_CODE = Map.of(
            "benchmarks/pom.xml", "the playout benchmarks depend on the rules they play (PlayoutBenchmark)",
            "benchmarks/src/main/java/dev/arbiter/benchmarks/PlayoutBenchmark.java", "one benchmark per ruleset's pure rules",
            "deploy/demo.py", "each ruleset's commentary and game creation (keyed by registered rulesets only, below)",
            "services/table/web/src/rulesets/index.tsx", "each ruleset's drawing of its view (a Record<Ruleset, ...>: tsc "
                    + "fails on a ruleset without one, or one the registry lacks)",
            "deploy/launcher/src/test/java/dev/arbiter/launcher/LocalServicesTest.java",
            "packages the jars of three services, one of them made a planned one, to see which are started");

    private final Path root = Repository.root();

    @Test
    @DisplayName("no tracked file keeps a list of the rulesets but the registry, what deploy/render writes, and per-ruleset code")
    void onlyTheRegistryListsTheRulesets() throws IOException {
        Registry registry = Registry.read(root);
        RulesetLists lists = new RulesetLists(registry.services().stream().filter(Service::ruleset).map(Service::name).toList());
        Map<Path, String> rendered = new Renderer(root).render(registry);
        List<String> found = new ArrayList<>();
        for (String file : TrackedFiles.list(root)) {
            Path path = Path.of(file);
            if (file.equals(Registry.FILE.toString()) || PER_RULESET_CODE.containsKey(file) || file.endsWith(".md")
                    || rendered.containsKey(path) && !RulesetLists.hasGeneratedSection(rendered.get(path))) {
                continue; // the registry; code per ruleset; prose; a file rendered whole
            }
            String text = read(root.resolve(path));
            if (text == null) {
                continue; // not text
            }
            String scanned = rendered.containsKey(path) ? RulesetLists.withoutGeneratedSections(text) : text;
            lists.find(scanned).forEach(line -> found.add(file + ":" + line));
        }
        assertEquals(List.of(), found, "lines that keep a list of the rulesets by hand: read deploy/services.json instead"
                + " (at run time, or have deploy/render write the list), or write per-ruleset code keyed by ruleset");
    }

    @Test
    @DisplayName("the per-ruleset files named here exist")
    void thePerRulesetFilesExist() {
        assertEquals(Set.of(), Set.copyOf(PER_RULESET_CODE.keySet().stream().filter(file -> !Files.isRegularFile(root.resolve(file))).toList()));
    }

    /** deploy/demo.py's per-ruleset tables (a ruleset may have none: it is then played in silence, with a plain game). */
    @Test
    @DisplayName("deploy/demo.py's commentaries and game creations are keyed by registered rulesets")
    void theDemoKnowsOnlyRegisteredRulesets() throws IOException {
        List<String> rulesets = Registry.read(root).services().stream().filter(Service::ruleset).map(Service::name).toList();
        String demo = Files.readString(root.resolve("deploy/demo.py"));
        // a commentary class by ruleset; a game's creation, the one dict of the file indented by four
        Map<String, Pattern> tables = Map.of("COMMENTARIES", Pattern.compile("\"([^\"]+)\":\\s*\\w+Commentary\\b"),
                "CREATIONS", Pattern.compile("^    \"([^\"]+)\": \\{", Pattern.MULTILINE));
        for (Map.Entry<String, Pattern> table : tables.entrySet()) {
            Matcher key = table.getValue().matcher(demo);
            List<String> keys = new ArrayList<>();
            while (key.find()) {
                keys.add(key.group(1));
            }
            assertFalse(keys.isEmpty(), "deploy/demo.py has no " + table.getKey());
            assertEquals(List.of(), keys.stream().filter(name -> !rulesets.contains(name)).toList(), "deploy/demo.py's "
                    + table.getKey() + " names rulesets deploy/services.json does not have");
        }
    }

    private static String read(Path file) throws IOException {
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(Files.readAllBytes(file))).toString();
        } catch (CharacterCodingException binary) {
            return null;
        }
    }
}
