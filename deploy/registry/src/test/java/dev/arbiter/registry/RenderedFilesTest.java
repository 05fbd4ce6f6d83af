package dev.arbiter.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
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
        assertEquals(registry.builtBackends().stream().map(Service::database).sorted().toList(), databases.stream().sorted().toList());
    }

    /**
     * docs/security.md, "Curious operator" and "Network attacker": Kafka is reached over TLS only, by
     * authenticated users; a ruleset may write its own topic and nothing else; the projection may only
     * read the ruleset topics with its group; each service logs in to PostgreSQL as its own role, which
     * owns its own database. The web table keeps no data: it has none of these.
     */
    @Test
    void theKubernetesBaseGivesEachServiceOnlyItsOwnAccess() throws IOException {
        Registry registry = Registry.read(root);
        List<JsonNode> docs = kustomization("k8s/base");
        JsonNode kafka = only(docs, "Kafka", "arbiter");
        assertEquals("simple", kafka.at("/spec/kafka/authorization/type").asText());
        for (JsonNode listener : kafka.at("/spec/kafka/listeners")) {
            assertTrue(listener.path("tls").asBoolean(), "listener " + listener.path("name").asText() + " is not TLS");
            assertEquals("tls", listener.at("/authentication/type").asText(), "listener " + listener.path("name").asText() + " lets anyone in");
        }
        JsonNode roles = only(docs, "Cluster", "arbiter-pg").at("/spec/managed/roles");
        for (Service s : registry.builtBackends()) {
            List<String> acls = new ArrayList<>();
            for (JsonNode acl : only(docs, "KafkaUser", s.kafkaUser()).at("/spec/authorization/acls")) {
                acls.add(acl.at("/resource/type").asText() + " " + acl.at("/resource/name").asText() + " "
                        + acl.at("/resource/patternType").asText() + " " + acl.get("operations"));
            }
            List<String> expected = new ArrayList<>();
            if (s.ruleset()) {
                expected.add("topic " + s.topic() + " literal [\"Write\",\"Describe\"]");
            } else {
                registry.builtRulesets().forEach(r -> expected.add("topic " + r.topic() + " literal [\"Read\",\"Describe\"]"));
                expected.add("group arbiter-projection literal [\"Read\",\"Describe\"]");
            }
            assertEquals(expected, acls, s.name() + "'s Kafka ACLs");

            assertEquals(s.role(), only(docs, "Database", "arbiter-pg-" + s.name()).at("/spec/owner").asText(), s.name() + "'s database owner");
            assertTrue(roles.findParents("name").stream().anyMatch(role -> role.path("name").asText().equals(s.role())
                    && role.at("/passwordSecret/name").asText().equals("arbiter-pg-" + s.name())
                    && !role.path("superuser").asBoolean(true)), s.name() + " has no role of its own");
            JsonNode env = only(docs, "Deployment", s.name()).at("/spec/template/spec/containers/0/env");
            for (JsonNode variable : env) {
                if (variable.path("name").asText().startsWith("DB_")) {
                    assertEquals("arbiter-pg-" + s.name(), variable.at("/valueFrom/secretKeyRef/name").asText(), s.name() + " " + variable);
                }
            }
            // A ruleset signs its events with a key of its own, which only it reads.
            List<String> signingKeys = env.findParents("name").stream()
                    .filter(variable -> variable.path("name").asText().equals("ARBITER_SIGNING_KEY"))
                    .map(variable -> variable.at("/valueFrom/secretKeyRef/name").asText()).toList();
            assertEquals(s.ruleset() ? List.of("arbiter-signing-" + s.name()) : List.of(), signingKeys, s.name() + "'s signing key");
        }
        for (Service web : registry.built().stream().filter(Service::web).toList()) {
            assertTrue(docs.stream().noneMatch(doc -> doc.at("/metadata/name").asText().equals(web.kafkaUser())
                    || doc.at("/metadata/name").asText().equals("arbiter-pg-" + web.name())), web.name() + " has a Kafka user or a database");
            assertFalse(roles.toString().contains("arbiter-pg-" + web.name()), web.name() + " has a PostgreSQL role");
            JsonNode pod = only(docs, "Deployment", web.name()).at("/spec/template/spec");
            assertTrue(pod.at("/containers/0/env").isMissingNode(), web.name() + " reads secrets: " + pod.at("/containers/0/env"));
            assertEquals(List.of("tmp"), pod.get("volumes").findValuesAsText("name"), web.name() + "'s volumes");
            List<String> settings = new ArrayList<>();
            settingsOf(docs, web).fieldNames().forEachRemaining(settings::add);
            assertEquals(List.of(), settings.stream().filter(name -> name.startsWith("DB_") || name.startsWith("KAFKA_")
                    || name.startsWith("QUARKUS_DATASOURCE")).toList(), web.name() + "'s settings");
        }
    }

    /** The web table reaches every other built service, in the cluster by its Service, in Compose by its name. */
    @Test
    void theWebTableReachesEveryBuiltBackendAndNothingElse() throws IOException {
        Registry registry = Registry.read(root);
        List<JsonNode> docs = kustomization("k8s/base");
        JsonNode compose = Kustomization.yaml(root.resolve("deploy/compose.yaml")).get(0).get("services");
        for (Service web : registry.built().stream().filter(Service::web).toList()) {
            Map<String, String> inCluster = new TreeMap<>();
            Map<String, String> inCompose = new TreeMap<>();
            for (Service backend : registry.builtBackends()) {
                inCluster.put(web.webUrlVariable(backend), "http://" + backend.name() + ":80");
                inCompose.put(web.webUrlVariable(backend), "http://" + backend.name() + ":" + backend.port());
                assertEquals(80, only(docs, "Service", backend.name()).at("/spec/ports/0/port").asInt(), backend.name() + "'s Service port");
                // this reading keeps Compose's merge keys, so the table's check below can fail
                assertTrue(compose.get(backend.name()).get("environment").has("<<"), backend.name() + " in Compose");
            }
            assertEquals(inCluster, urls(settingsOf(docs, web)), web.name() + " in Kubernetes");
            JsonNode composed = compose.get(web.name());
            assertEquals(inCompose, urls(composed.get("environment")), web.name() + " in Compose");
            assertTrue(composed.path("depends_on").isMissingNode(), web.name() + " waits for Kafka or PostgreSQL in Compose");
            assertFalse(composed.get("environment").has("<<"), web.name() + " gets the backends' DB_* and KAFKA_* in Compose");
        }
    }

    /** The data of the ConfigMap a service's Deployment reads its settings from. */
    private static JsonNode settingsOf(List<JsonNode> docs, Service s) {
        return docs.stream()
                .filter(doc -> doc.path("kind").asText().equals("ConfigMap") && doc.at("/metadata/name").asText().equals(s.name() + "-config"))
                .findFirst().orElseThrow(() -> new AssertionError("no ConfigMap " + s.name() + "-config")).get("data");
    }

    private static Map<String, String> urls(JsonNode settings) {
        Map<String, String> urls = new TreeMap<>();
        settings.fields().forEachRemaining(setting -> {
            if (setting.getKey().endsWith("_URL")) {
                urls.put(setting.getKey(), setting.getValue().asText());
            }
        });
        return urls;
    }

    private static JsonNode only(List<JsonNode> docs, String kind, String name) {
        List<JsonNode> found = docs.stream()
                .filter(doc -> doc.path("kind").asText().equals(kind) && doc.at("/metadata/name").asText().equals(name))
                .toList();
        assertEquals(1, found.size(), kind + " " + name);
        return found.get(0);
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
        JsonNode compose = Kustomization.yaml(root.resolve("deploy/compose.yaml")).get(0);
        List<String> services = new ArrayList<>();
        compose.get("services").fieldNames().forEachRemaining(services::add);
        List<String> expected = new ArrayList<>(List.of("kafka", "postgres"));
        Registry.read(root).built().forEach(s -> expected.add(s.name()));
        assertEquals(expected, services);
    }

    private List<JsonNode> kustomization(String dir) throws IOException {
        return Kustomization.documents(root, dir);
    }
}
