package dev.arbiter.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The committed files that follow from deploy/services.json are what deploy/render makes of it today. */
class RenderedFilesTest {

    private static final String HOW_TO_FIX = "run deploy/render and commit what it writes";

    private final Path root = Repository.root();

    @Test
    void committedFilesAreWhatTheRegistryRenders() throws IOException {
        Map<Path, String> rendered = new Renderer(root).render(Registry.read(root));
        List<String> differ = new ArrayList<>();
        for (Map.Entry<Path, String> file : rendered.entrySet()) {
            Path path = root.resolve(file.getKey());
            if (!Files.exists(path) || !Files.readString(path).equals(file.getValue())) {
                differ.add(file.getKey().toString());
            }
        }
        assertEquals(List.of(), differ, "out of date with deploy/services.json: " + HOW_TO_FIX);
        assertEquals(List.of(), Repository.stale(root, rendered),
                "manifests of services that are not built (or not in deploy/services.json): " + HOW_TO_FIX);
    }

    @Test
    void theKubernetesBaseDeploysExactlyTheBuiltServices() throws IOException {
        Registry registry = Registry.read(root);
        List<String> deployments = new ArrayList<>();
        List<String> topics = new ArrayList<>();
        List<String> databases = new ArrayList<>();
        for (JsonNode doc : kustomization("k8s/base")) {
            switch (doc.path("kind").asText()) {
                case "Deployment" -> deployments.add(doc.at("/metadata/name").asText());
                case "KafkaTopic" -> topics.add(doc.at("/spec/topicName").asText());
                case "Database" -> databases.add(doc.at("/spec/name").asText());
                default -> { }
            }
        }
        assertEquals(registry.built().stream().map(Service::name).sorted().toList(), deployments.stream().sorted().toList());
        assertEquals(registry.builtRulesets().stream().map(Service::topic).sorted().toList(), topics.stream().sorted().toList());
        assertEquals(registry.built().stream().map(Service::database).sorted().toList(), databases.stream().sorted().toList());
    }

    /** Without kustomize in the build, the next best thing: every file the overlays name exists and parses. */
    @Test
    void theOverlaysNameOnlyFilesThatExistAndParse() throws IOException {
        for (String overlay : List.of("k8s/overlays/dev", "k8s/overlays/prod")) {
            assertTrue(kustomization(overlay).stream().anyMatch(doc -> doc.has("kind")), overlay + " renders nothing");
        }
    }

    @Test
    void theComposeFileRunsExactlyTheBuiltServices() throws IOException {
        JsonNode compose = yaml(root.resolve("deploy/compose.yaml")).get(0);
        List<String> services = new ArrayList<>();
        compose.get("services").fieldNames().forEachRemaining(services::add);
        List<String> expected = new ArrayList<>(List.of("kafka", "postgres"));
        Registry.read(root).built().forEach(s -> expected.add(s.name()));
        assertEquals(expected, services);
    }

    /** The documents of a kustomization's resources, its bases' included, each file parsed as YAML. */
    private List<JsonNode> kustomization(String dir) throws IOException {
        Path folder = root.resolve(dir);
        JsonNode kustomization = yaml(folder.resolve("kustomization.yaml")).get(0);
        List<JsonNode> docs = new ArrayList<>();
        for (JsonNode resource : kustomization.path("resources")) {
            Path path = folder.resolve(resource.asText()).normalize();
            assertTrue(Files.exists(path), dir + "/kustomization.yaml names " + resource.asText() + ", which does not exist");
            docs.addAll(Files.isDirectory(path) ? kustomization(root.relativize(path).toString()) : yaml(path));
        }
        for (JsonNode patch : kustomization.path("patches")) {
            if (patch.has("path")) {
                docs.addAll(yaml(folder.resolve(patch.get("path").asText())));
            }
        }
        return docs;
    }

    private static List<JsonNode> yaml(Path file) throws IOException {
        YAMLMapper mapper = new YAMLMapper();
        try (MappingIterator<JsonNode> docs = mapper.readerFor(JsonNode.class).readValues(file.toFile())) {
            return docs.readAll().stream().filter(doc -> !doc.isMissingNode() && !doc.isNull()).toList();
        }
    }
}
