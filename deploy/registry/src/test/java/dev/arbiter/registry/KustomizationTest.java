package dev.arbiter.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The test kit's reading of a kustomization does what kustomize does with the parts it reads. */
class KustomizationTest {

    private final Path root = Repository.root();

    @Test
    void theProdOverlaysInlinePatchesReachTheDocumentsTheySelect() throws IOException {
        List<JsonNode> prod = Kustomization.documents(root, "k8s/overlays/prod");
        for (JsonNode hpa : ofKind(prod, "HorizontalPodAutoscaler")) {
            boolean ruleset = hpa.at("/metadata/labels/app.kubernetes.io~1component").asText().equals("ruleset");
            assertEquals(ruleset ? 6 : 3, hpa.at("/spec/maxReplicas").asInt(), hpa.at("/metadata/name").asText());
        }
        for (JsonNode topic : ofKind(prod, "KafkaTopic")) {
            assertEquals(6, topic.at("/spec/partitions").asInt());
        }
        assertEquals("500m", ofKind(prod, "Deployment").get(0).at("/spec/template/spec/containers/0/resources/requests/cpu").asText());
    }

    @Test
    void theProdOverlaysPatchFilesMergeIntoTheDocumentsTheyName() throws IOException {
        List<JsonNode> prod = Kustomization.documents(root, "k8s/overlays/prod");
        JsonNode pool = ofKind(prod, "KafkaNodePool").get(0);
        assertEquals(3, pool.at("/spec/replicas").asInt());
        assertEquals("broker", pool.at("/spec/roles/1").asText(), "a member the patch does not name stays as the base has it");
        assertEquals(1, ofKind(prod, "KafkaNodePool").size(), "the patch is merged, not added");
        JsonNode cluster = ofKind(prod, "Cluster").get(0);
        assertEquals(3, cluster.at("/spec/instances").asInt());
        assertFalse(cluster.at("/spec/managed/roles").isEmpty(), "the base's own patch of the Cluster is kept");
    }

    @Test
    void theDashboardBecomesAConfigMapWithItsLabel() throws IOException {
        JsonNode dashboard = Kustomization.documents(root, "k8s/overlays/dev").stream()
                .filter(doc -> doc.at("/metadata/name").asText().equals("arbiter-dashboard")).findFirst().orElseThrow();
        assertEquals("1", dashboard.at("/metadata/labels/grafana_dashboard").asText());
        assertTrue(dashboard.at("/data/arbiter.json").asText().contains("\"panels\""));
    }

    @Test
    void aPatchOfAPathThatIsNotThereFailsAsInKustomize(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("map.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: m\ndata:\n  a: b\n");
        Files.writeString(dir.resolve("kustomization.yaml"), """
                resources:
                  - map.yaml
                patches:
                  - target:
                      kind: ConfigMap
                    patch: |-
                      - op: replace
                        path: /data/c
                        value: d
                """);

        AssertionError failure = assertThrows(AssertionError.class, () -> Kustomization.documents(dir, "."));
        assertTrue(failure.getMessage().contains("replace /data/c on ConfigMap m: no such path"), failure.getMessage());
    }

    private static List<JsonNode> ofKind(List<JsonNode> docs, String kind) {
        List<JsonNode> found = docs.stream().filter(doc -> doc.path("kind").asText().equals(kind) && doc.has("spec")).toList();
        assertTrue(!found.isEmpty(), "no " + kind);
        return found;
    }
}
