package dev.arbiter.kernel.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.testkit.Contract;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.Map;

/**
 * Requests sent byte for byte as written, with no client library adding or fixing anything (a
 * Content-Type, an encoding, a header's spacing), the way a careless or hostile client sends them.
 */
public final class Wire {

    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(5)).build();
    private static final ObjectMapper JSON = new ObjectMapper();

    private final URI base;

    public Wire(URI base) {
        this.base = base;
    }

    public record Answer(int status, String contentType, String body) {

        public JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new AssertionError("not JSON: " + body, e);
            }
        }

        /** Fails unless this is the problem {@code type} with {@code status}, its detail in the API's words. */
        public Answer problem(int expectedStatus, String type) {
            assertEquals(expectedStatus, status, body);
            assertEquals("application/problem+json", contentType, body);
            JsonNode problem = json();
            assertEquals("https://arbiter.dev/problems/" + type, problem.path("type").asText(), body);
            assertEquals(expectedStatus, problem.path("status").asInt(), body);
            Contract.checkDetailInApiTerms(problem.path("detail").asText());
            return this;
        }

        public String detail() {
            return json().path("detail").asText();
        }

        public Answer detailNames(String words) {
            assertTrue(detail().contains(words), "the detail does not say \"" + words + "\": " + detail());
            return this;
        }
    }

    /** {@code rawPath} is sent as written, percent escapes and all. */
    public Answer send(String method, String rawPath, Map<String, String> headers, byte[] body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(rawPath)).timeout(Duration.ofSeconds(10))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofByteArray(body));
        headers.forEach(request::header);
        return exchange(request);
    }

    private static Answer exchange(HttpRequest.Builder request) {
        try {
            // a bound on the whole exchange, body included: a stream the service wrongly opens never ends on its own
            HttpResponse<String> answer = CLIENT.sendAsync(request.build(), HttpResponse.BodyHandlers.ofString()).get(15, TimeUnit.SECONDS);
            return new Answer(answer.statusCode(), answer.headers().firstValue("Content-Type").orElse(null), answer.body());
        } catch (ExecutionException e) {
            throw new IllegalStateException("the exchange failed: " + e.getCause(), e.getCause());
        } catch (TimeoutException e) {
            throw new IllegalStateException("no whole answer within 15 s (a stream left open?)", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** A POST whose body is sent in chunks, with no Content-Length (the client cannot know its length). */
    public Answer postChunked(String rawPath, Map<String, String> headers, String body) {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(rawPath)).timeout(Duration.ofSeconds(10))
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(bytes)));
        headers.forEach(request::header);
        return exchange(request);
    }

    public Answer get(String rawPath, Map<String, String> headers) {
        return send("GET", rawPath, headers, null);
    }

    public Answer post(String rawPath, Map<String, String> headers, String body) {
        return send("POST", rawPath, headers, body.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    public static Map<String, String> json(Map<String, String> headers) {
        java.util.Map<String, String> all = new java.util.HashMap<>(headers);
        all.put("Content-Type", "application/json");
        return all;
    }
}
