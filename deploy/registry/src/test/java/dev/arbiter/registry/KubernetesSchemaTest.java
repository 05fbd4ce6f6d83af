package dev.arbiter.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Every document of every overlay (dev and prod, each with the monitoring) fits the API of its kind:
 * the Kubernetes API and the Prometheus Operator's CRDs by fabric8's models, Strimzi's by its CRDs
 * kept in k8s/crds. docs/operations.md, "What the build checks", says which versions and what not.
 */
class KubernetesSchemaTest {

    private static final List<String> OVERLAYS = List.of("k8s/overlays/dev", "k8s/overlays/prod");

    private final Path root = Repository.root();

    @Test
    void everyDocumentOfEveryOverlayFitsTheApiOfItsKind() throws IOException {
        List<String> problems = new ArrayList<>();
        for (String overlay : OVERLAYS) {
            for (JsonNode doc : Kustomization.documents(root, overlay)) {
                StrictModels.problem(doc).ifPresent(problem -> problems.add(overlay + ": " + nameOf(doc) + " " + problem));
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void everyOverlayHasEveryCheckedKind() throws IOException {
        // a kind that drops out of an overlay (a resource line lost) must not pass as "nothing wrong"
        for (String overlay : OVERLAYS) {
            List<String> types = Kustomization.documents(root, overlay).stream().map(StrictModels::typeOf).distinct().toList();
            for (String kind : List.of("apps/v1 Deployment", "kafka.strimzi.io/v1 Kafka", "monitoring.coreos.com/v1 PrometheusRule")) {
                assertTrue(types.contains(kind), overlay + " has no " + kind);
            }
        }
    }

    @Test
    void aFieldTheApiDoesNotHaveIsNamedWithItsPath() throws IOException {
        JsonNode deployment = first("k8s/overlays/dev", "Deployment");
        ((ObjectNode) deployment.at("/spec/template/spec/containers/0")).put("imagePullPolcy", "Always");

        assertEquals(Optional.of("/spec/template/spec/containers/0/imagePullPolcy"), StrictModels.problem(deployment).map(KubernetesSchemaTest::path));
    }

    @Test
    void aValueOfTheWrongTypeInAStrimziResourceIsNamedWithItsPath() throws IOException {
        JsonNode topic = first("k8s/overlays/prod", "KafkaTopic");
        ((ObjectNode) topic.get("spec")).put("partitions", "six");

        assertEquals(Optional.of("/spec/partitions"), StrictModels.problem(topic).map(KubernetesSchemaTest::path));
    }

    @Test
    void aFieldStrimzisV1ApiDroppedIsNamedWithItsPath() throws IOException {
        // v1beta2 still took an ACL's single "operation"; Strimzi 1.x serves v1 only, without it
        JsonNode user = first("k8s/overlays/prod", "KafkaUser");
        ((ObjectNode) user.at("/spec/authorization/acls/0")).put("operation", "Write");

        assertEquals(Optional.of("/spec/authorization/acls/0/operation"), StrictModels.problem(user).map(KubernetesSchemaTest::path));
    }

    @Test
    void aFieldTheCrdRequiresIsMissedAtItsParent() throws IOException {
        JsonNode pool = first("k8s/overlays/prod", "KafkaNodePool");
        ((ObjectNode) pool.get("spec")).remove("roles");

        String problem = StrictModels.problem(pool).orElse("");
        assertEquals("/spec", path(problem));
        assertTrue(problem.contains("roles"), problem);
    }

    @Test
    void aStrimziResourceOfTheApiStrimzi1NoLongerServesIsRefused() throws IOException {
        ObjectNode kafka = (ObjectNode) first("k8s/overlays/dev", "Kafka");
        kafka.put("apiVersion", "kafka.strimzi.io/v1beta2");

        assertTrue(StrictModels.problem(kafka).orElse("").startsWith("no model for kafka.strimzi.io/v1beta2 Kafka"));
    }

    @Test
    void anUnknownFieldInTheMetadataOfACustomResourceIsNamedWithItsPath() throws IOException {
        JsonNode kafka = first("k8s/overlays/dev", "Kafka");
        ((ObjectNode) kafka.get("metadata")).put("label", "arbiter");

        assertEquals(Optional.of("/metadata/label"), StrictModels.problem(kafka).map(KubernetesSchemaTest::path));
    }

    @Test
    void aQuotedBooleanIsNotABoolean() throws IOException {
        JsonNode deployment = first("k8s/overlays/prod", "Deployment");
        ((ObjectNode) deployment.at("/spec/template/spec/containers/0/securityContext")).put("readOnlyRootFilesystem", "true");

        assertEquals(Optional.of("/spec/template/spec/containers/0/securityContext/readOnlyRootFilesystem"),
                StrictModels.problem(deployment).map(KubernetesSchemaTest::path));
    }

    @Test
    void anUnknownFieldInAPrometheusRuleIsNamedWithItsPath() throws IOException {
        JsonNode rules = first("k8s/overlays/prod", "PrometheusRule");
        ((ObjectNode) rules.at("/spec/groups/0/rules/0")).put("severity", "page");

        assertEquals(Optional.of("/spec/groups/0/rules/0/severity"), StrictModels.problem(rules).map(KubernetesSchemaTest::path));
    }

    @Test
    void aKindWithoutAModelIsAProblemUnlessDeclaredUnchecked() {
        JsonNode ingress = new ObjectMapper().createObjectNode()
                .put("apiVersion", "networking.k8s.io/v1").put("kind", "Ingress");

        assertTrue(StrictModels.problem(ingress).orElse("").startsWith("no model for networking.k8s.io/v1 Ingress"));
    }

    private JsonNode first(String overlay, String kind) throws IOException {
        return Kustomization.documents(root, overlay).stream()
                .filter(doc -> doc.path("kind").asText().equals(kind) && doc.has("spec"))
                .findFirst().orElseThrow();
    }

    private static String path(String problem) {
        return problem.substring(0, problem.indexOf(':'));
    }

    private static String nameOf(JsonNode doc) {
        return doc.path("kind").asText() + " " + doc.at("/metadata/name").asText();
    }
}
