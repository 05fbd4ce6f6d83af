package dev.arbiter.registry;

import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.BeanDeserializerBuilder;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.Namespace;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.autoscaling.v2.HorizontalPodAutoscaler;
import io.fabric8.kubernetes.api.model.policy.v1.PodDisruptionBudget;
import io.fabric8.openshift.api.model.monitoring.v1.PodMonitor;
import io.fabric8.openshift.api.model.monitoring.v1.PrometheusRule;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Checks a Kubernetes document against the API of its apiVersion and kind: an operator's CRD kept
 * in k8s/crds ({@link CrdSchemas}, its metadata by fabric8's ObjectMeta), else fabric8's typed
 * model of the Kubernetes API and the Prometheus Operator. The models keep
 * unknown fields aside (an "any setter"); here that is taken away, so a field the API does not
 * have fails like a value of the wrong type, with the path of the offending field.
 */
final class StrictModels {

    private static final Map<String, Class<?>> MODELS = Map.ofEntries(
            Map.entry("v1 Namespace", Namespace.class),
            Map.entry("v1 ConfigMap", ConfigMap.class),
            Map.entry("v1 Service", Service.class),
            Map.entry("apps/v1 Deployment", Deployment.class),
            Map.entry("autoscaling/v2 HorizontalPodAutoscaler", HorizontalPodAutoscaler.class),
            Map.entry("policy/v1 PodDisruptionBudget", PodDisruptionBudget.class),
            Map.entry("monitoring.coreos.com/v1 PodMonitor", PodMonitor.class),
            Map.entry("monitoring.coreos.com/v1 PrometheusRule", PrometheusRule.class));

    /** CloudNativePG publishes no schema or model the build can fetch (docs/operations.md, "What the build checks"). */
    static final Set<String> UNCHECKED = Set.of(
            "postgresql.cnpg.io/v1 Cluster", "postgresql.cnpg.io/v1 Database", "postgresql.cnpg.io/v1 ScheduledBackup");

    private static final ObjectMapper STRICT = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            // the API server takes no "true" for true nor "3" for 3
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS)
            .addModule(new SimpleModule().setDeserializerModifier(new BeanDeserializerModifier() {
                @Override
                public BeanDeserializerBuilder updateBuilder(DeserializationConfig config, BeanDescription bean, BeanDeserializerBuilder builder) {
                    builder.setAnySetter(null);
                    builder.setIgnoreUnknownProperties(false);
                    return builder;
                }
            }))
            .build();

    private StrictModels() {
    }

    static String typeOf(JsonNode doc) {
        return doc.path("apiVersion").asText() + " " + doc.path("kind").asText();
    }

    /** What is wrong with {@code doc} ("/path: reason"), or nothing; a type with no model is wrong too, unless it is {@link #UNCHECKED}. */
    static Optional<String> problem(JsonNode doc) {
        if (CrdSchemas.types().contains(typeOf(doc))) {
            // a CRD's schema says only that metadata is an object; the API server checks it as any object's
            return CrdSchemas.problem(doc).or(() -> read(doc.path("metadata"), ObjectMeta.class).map(problem -> "/metadata" + problem));
        }
        Class<?> model = MODELS.get(typeOf(doc));
        if (model == null) {
            Set<String> checked = new TreeSet<>(MODELS.keySet());
            checked.addAll(CrdSchemas.types());
            return UNCHECKED.contains(typeOf(doc)) ? Optional.empty()
                    : Optional.of("no model for " + typeOf(doc) + " (checked: " + String.join(", ", checked) + ")");
        }
        return read(doc, model);
    }

    private static Optional<String> read(JsonNode doc, Class<?> model) {
        try {
            STRICT.treeToValue(doc, model);
            return Optional.empty();
        } catch (JsonMappingException e) {
            return Optional.of(pointer(e) + ": " + e.getOriginalMessage().lines().findFirst().orElse(""));
        } catch (Exception e) {
            return Optional.of(e.toString());
        }
    }

    private static String pointer(JsonMappingException e) {
        return e.getPath().stream()
                .map(step -> "/" + (step.getFieldName() != null ? step.getFieldName() : String.valueOf(step.getIndex())))
                .collect(Collectors.joining());
    }
}
