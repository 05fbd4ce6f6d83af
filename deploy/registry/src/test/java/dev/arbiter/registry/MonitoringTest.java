package dev.arbiter.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The alerts and the dashboard speak of metrics the operator can look up, and every alert has its
 * runbook: docs/operations.md ("What to monitor", "Runbooks") is the operator's contract.
 */
class MonitoringTest {

    private static final Pattern ARBITER_SERIES = Pattern.compile("arbiter_[a-z_]+");
    /** What Prometheus appends to a timer's or histogram's name. */
    private static final Pattern SERIES_SUFFIX = Pattern.compile("_(bucket|count|sum|max)$");

    private final Path root = Repository.root();

    @Test
    void everyAlertHasARunbookParagraph() throws IOException {
        String operations = Files.readString(root.resolve("docs/operations.md"));
        String runbookBase = repositoryWebAddress() + "/blob/main/docs/operations.md#";
        List<String> missing = new ArrayList<>();
        for (JsonNode rule : alertRules()) {
            String name = rule.get("alert").asText();
            assertEquals(runbookBase + name.toLowerCase(), rule.at("/annotations/runbook_url").asText(), name + "'s runbook_url");
            assertTrue(rule.at("/annotations/runbook").isMissingNode(), name + " still has the repository-path runbook annotation");
            if (!operations.contains("\n#### " + name + "\n")) {
                missing.add(name);
            }
        }
        assertEquals(List.of(), missing, "alerts without a '#### <alert>' runbook in docs/operations.md");
    }

    /** The root POM's images.source: the one place the repository's web address is set. */
    private String repositoryWebAddress() throws IOException {
        Matcher source = Pattern.compile("<images\\.source>([^<]+)</images\\.source>").matcher(Files.readString(root.resolve("pom.xml")));
        assertTrue(source.find(), "the root POM sets images.source");
        return source.group(1);
    }

    @Test
    void alertsAndDashboardNameOnlyDocumentedMetrics() throws IOException {
        Set<String> documented = metricsIn(whatToMonitor());
        Set<String> used = new TreeSet<>();
        for (JsonNode rule : alertRules()) {
            used.addAll(metricsIn(rule.get("expr").asText()));
        }
        JsonNode dashboard = new ObjectMapper().readTree(root.resolve("k8s/monitoring/dashboards/arbiter.json").toFile());
        for (JsonNode panel : dashboard.get("panels")) {
            if (!panel.path("type").asText().equals("row")) {
                assertFalse(panel.path("targets").isEmpty(), "panel '" + panel.path("title").asText() + "' queries nothing");
            }
            for (JsonNode target : panel.path("targets")) {
                used.addAll(metricsIn(target.get("expr").asText()));
            }
        }
        used.removeAll(documented);
        assertEquals(Set.of(), used, "metrics used but not in docs/operations.md's 'What to monitor'");
    }

    @Test
    void theDashboardShipsAsAConfigMapGrafanaPicksUp() throws IOException {
        JsonNode kustomization = new YAMLMapper().readTree(root.resolve("k8s/monitoring/kustomization.yaml").toFile());
        JsonNode generator = kustomization.at("/configMapGenerator/0");
        assertEquals("dashboards/arbiter.json", generator.at("/files/0").asText());
        assertEquals("1", generator.at("/options/labels/grafana_dashboard").asText());
        assertTrue(Files.exists(root.resolve("k8s/monitoring").resolve(generator.at("/files/0").asText())));
    }

    private List<JsonNode> alertRules() throws IOException {
        JsonNode rules = new YAMLMapper().readTree(root.resolve("k8s/monitoring/alerts.yaml").toFile());
        List<JsonNode> alerts = new ArrayList<>();
        rules.at("/spec/groups").forEach(group -> group.get("rules").forEach(alerts::add));
        assertFalse(alerts.isEmpty());
        return alerts;
    }

    /** The "What to monitor" section of docs/operations.md, up to the next numbered section. */
    private String whatToMonitor() throws IOException {
        String operations = Files.readString(root.resolve("docs/operations.md"));
        int start = operations.indexOf("## 3. What to monitor");
        assertTrue(start >= 0, "docs/operations.md has a 'What to monitor' section");
        return operations.substring(start, operations.indexOf("\n## ", start + 1));
    }

    private static Set<String> metricsIn(String text) {
        Set<String> names = new TreeSet<>();
        Matcher series = ARBITER_SERIES.matcher(text);
        while (series.find()) {
            names.add(SERIES_SUFFIX.matcher(series.group()).replaceFirst(""));
        }
        return names;
    }
}
