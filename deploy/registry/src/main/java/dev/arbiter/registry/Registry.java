package dev.arbiter.registry;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * deploy/services.json, read and checked: the one list of services everything else follows from.
 *
 * @param images   where the services' container images are pushed: registry host and group, e.g. ghcr.io/arbiter
 * @param services every service, built or planned
 */
@JsonIgnoreProperties({"$comment"})
public record Registry(@JsonProperty(required = true) String images, List<Service> services) {

    public static final Path FILE = Path.of("deploy", "services.json");

    private static final JsonMapper JSON = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .build();

    public Registry {
        require(images != null && images.matches("[a-z0-9.-]+(:[0-9]+)?(/[a-z0-9._-]+)+"),
                "images must be a registry host and a group, like ghcr.io/arbiter, not " + images);
        services = List.copyOf(services);
        services.forEach(Registry::check);
        unique(services, Service::name, "name");
        unique(services, Service::port, "port");
        unique(services, Service::database, "database");
    }

    public static Registry read(Path root) throws IOException {
        try {
            return JSON.readValue(Files.readAllBytes(root.resolve(FILE)), Registry.class);
        } catch (IOException | IllegalArgumentException e) {
            throw new IOException(FILE + " is not a valid registry: " + e.getMessage(), e);
        }
    }

    /** The services that exist: only these are started, composed and deployed. */
    public List<Service> built() {
        return services.stream().filter(Service::built).toList();
    }

    public List<Service> builtRulesets() {
        return built().stream().filter(Service::ruleset).toList();
    }

    /** The built services that keep data (a database, a Kafka user) and serve an API: all but the web ones. */
    public List<Service> builtBackends() {
        return built().stream().filter(s -> !s.web()).toList();
    }

    /** The name of a service's container image, without a tag: what -Pimages pushes and Kubernetes pulls. */
    public String imageOf(Service service) {
        return images + "/" + service.name();
    }

    /** The topic the kernel's publication relay publishes a ruleset's events to. */
    public static String topicOf(String ruleset) {
        return "arbiter." + ruleset + ".events";
    }

    private static void check(Service s) {
        String where = "service " + (s.name() == null ? "(no name)" : s.name());
        require(s.name() != null && s.name().matches("[a-z][a-z0-9-]*"), where + ": name must be lowercase letters, digits and dashes");
        require(s.kind() != null, where + ": kind must be ruleset, projection or web");
        require(s.module() != null && !s.module().isBlank(), where + ": module is missing");
        require(s.port() > 0 && s.port() < 65536, where + ": port " + s.port() + " is not a TCP port");
        if (s.web()) {
            require(s.database() == null, where + ": a web service keeps no data, so it has no database");
        } else {
            require(s.database() != null, where + ": a " + s.component() + " keeps its data in a database of its own, and none is named");
            require(s.database().matches("[a-z][a-z0-9_]*"), where + ": database must be lowercase letters, digits and underscores");
        }
        require(s.summary() != null && !s.summary().isBlank(), where + ": summary is missing");
        if (s.ruleset()) {
            require(topicOf(s.name()).equals(s.topic()), where + ": a ruleset's topic is " + topicOf(s.name()) + " (the kernel's publication relay names it so), not " + s.topic());
        } else {
            require(s.topic() == null, where + ": only rulesets publish a topic");
        }
    }

    private static <K> void unique(List<Service> services, Function<Service, K> key, String what) {
        Map<K, String> seen = new HashMap<>();
        for (Service s : services) {
            if (key.apply(s) == null) {
                continue; // nothing to share: a web service's database
            }
            String other = seen.putIfAbsent(key.apply(s), s.name());
            require(other == null, "services " + other + " and " + s.name() + " have the same " + what + " " + key.apply(s));
        }
    }

    private static void require(boolean holds, String problem) {
        if (!holds) {
            throw new IllegalArgumentException(problem);
        }
    }
}
