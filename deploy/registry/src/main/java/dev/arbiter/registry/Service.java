package dev.arbiter.registry;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Locale;

/**
 * One entry of deploy/services.json: a service as the local stack, Compose, Kubernetes and the docs know it.
 *
 * @param name     the service's name: folder, process, Kubernetes and Compose name, and the ruleset's name
 * @param kind     a ruleset publishes its events; the projection reads every ruleset's topic; a web
 *                 service serves a browser application that reaches every other built service
 * @param module   the Maven module, relative to the repository root
 * @param port     its HTTP port in the local stack and in the containers
 * @param database its own PostgreSQL database; none for a web service, which keeps no data
 * @param topic    the Kafka topic a ruleset publishes to; none for the projection or a web service
 * @param built    false while the service is planned: nothing is deployed for it yet
 * @param summary  one line for the README's table of services
 * @param docs     the page that describes it, relative to the repository root (optional)
 */
public record Service(@JsonProperty(required = true) String name,
                      @JsonProperty(required = true) Kind kind,
                      @JsonProperty(required = true) String module,
                      @JsonProperty(required = true) int port,
                      String database,
                      String topic,
                      @JsonProperty(required = true) boolean built,
                      @JsonProperty(required = true) String summary,
                      String docs) {

    public enum Kind {
        @JsonProperty("ruleset") RULESET,
        @JsonProperty("projection") PROJECTION,
        @JsonProperty("web") WEB
    }

    public boolean ruleset() {
        return kind == Kind.RULESET;
    }

    /**
     * A web service keeps no data: no database, no Kafka user, no metrics. It reaches every backend,
     * each at the variable {@code <ITS NAME>_<BACKEND>_URL} (webUrlVariable).
     */
    public boolean web() {
        return kind == Kind.WEB;
    }

    /** The variable a web service reads the address of {@code backend} from: TABLE_HIGH_COMMAND_URL. */
    public String webUrlVariable(Service backend) {
        return envName() + "_" + backend.envName() + "_URL";
    }

    /** The label app.kubernetes.io/component, which the prod overlay's patches select on. */
    public String component() {
        return kind.name().toLowerCase(Locale.ROOT);
    }

    /** Its own PostgreSQL role, which owns its database and nothing else: named like the database. */
    public String role() {
        return database;
    }

    /** Its Kafka user (Strimzi KafkaUser, and the secret holding its client certificate): kafka-<name>. */
    public String kafkaUser() {
        return "kafka-" + name;
    }

    /** Its name as types spell it, high-command -> HighCommand: the TypeScript client's namespace of its contract. */
    public String typeName() {
        StringBuilder type = new StringBuilder();
        for (String word : name.split("-")) {
            type.append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
        }
        return type.toString();
    }

    /** The suffix of the local stack's variables: high-command -> HIGH_COMMAND (PORT_HIGH_COMMAND). */
    public String envName() {
        return name.toUpperCase(Locale.ROOT).replace('-', '_');
    }
}
