package dev.arbiter.projection.content;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.microprofile.config.ConfigProvider;
import org.jboss.logging.Logger;

/**
 * The names of the cards a game's events number, from its ruleset service's {@code GET /content/{pack}}
 * (docs/projection.md, "Timeline"): the pack the game is pinned to, or for a game pinned to none the first
 * pack the service lists (its own). A pack read is kept for good (a pin names its bytes); a service that
 * cannot be reached, or answers another version of a pinned pack, leaves the cards as ids, and is asked
 * again after {@link #RETRY}.
 */
@ApplicationScoped
public class ContentNames {

    static final Duration RETRY = Duration.ofSeconds(30);
    private static final Duration TIMEOUT = Duration.ofSeconds(3);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Logger LOG = Logger.getLogger(ContentNames.class);

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();
    private final Map<String, Lookup> packs = new ConcurrentHashMap<>();

    /** A pack's names, or none yet (ids stand for them) until {@code retryAfter}. */
    private record Lookup(Map<String, String> names, Instant retryAfter) {
    }

    /** The card names of a game of {@code ruleset} played on {@code contentPack} (its envelopes' pin, or null). */
    public Map<String, String> of(String ruleset, String contentPack) {
        String key = ruleset + " " + contentPack;
        Lookup known = packs.get(key);
        if (known != null && (known.retryAfter() == null || Instant.now().isBefore(known.retryAfter()))) {
            return known.names();
        }
        Lookup read = read(ruleset, contentPack);
        packs.put(key, read);
        return read.names();
    }

    private Lookup read(String ruleset, String pin) {
        Optional<String> service = ConfigProvider.getConfig().getOptionalValue("arbiter.ruleset-url." + ruleset, String.class);
        if (service.isEmpty()) {
            return new Lookup(Map.of(), null);
        }
        try {
            String pack = pin != null ? pin.substring(0, pin.indexOf('@') < 0 ? pin.length() : pin.indexOf('@'))
                    : get(service.get() + "/content").path("packs").path(0).path("id").asText("");
            if (pack.isEmpty()) {
                return new Lookup(Map.of(), null);
            }
            JsonNode answer = get(service.get() + "/content/" + URLEncoder.encode(pack, StandardCharsets.UTF_8));
            if (pin != null && !pin.equals(answer.path("pin").asText())) {
                LOG.warnf("%s serves pack %s as %s, not %s: its cards stay ids", ruleset, pack, answer.path("pin").asText(), pin);
                return new Lookup(Map.of(), Instant.now().plus(RETRY));
            }
            return new Lookup(CardNames.index(answer.path("document")), null);
        } catch (IOException | RuntimeException e) {
            LOG.warnf("the content pack of %s games (%s) could not be read, cards stay ids for %s s: %s",
                    ruleset, pin, RETRY.toSeconds(), e.toString());
            return new Lookup(Map.of(), Instant.now().plus(RETRY));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Lookup(Map.of(), Instant.now().plus(RETRY));
        }
    }

    private JsonNode get(String url) throws IOException, InterruptedException {
        HttpResponse<String> answer = http.send(HttpRequest.newBuilder(URI.create(url)).timeout(TIMEOUT).build(),
                HttpResponse.BodyHandlers.ofString());
        if (answer.statusCode() != 200) {
            throw new IOException("GET " + url + " answered " + answer.statusCode());
        }
        return JSON.readTree(answer.body());
    }
}
