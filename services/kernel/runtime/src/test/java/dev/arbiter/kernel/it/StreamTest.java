package dev.arbiter.kernel.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.testkit.RealInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class StreamTest {

    @TestHTTPResource("/")
    URL root;

    @Test
    @DisplayName("the stream sends every event as the viewer may see it, with the seq as id, and closes when the game is over")
    void streamsAFinishedGame() throws Exception {
        Table table = Table.seated(2);
        table.playToTheEnd();
        List<String> ids = read(HttpRequest.newBuilder(URI.create(root + "games/" + table.gameId + "/stream")).build());
        assertEquals(table.head(), ids.size());
        assertEquals("1", ids.get(0));
    }

    @Test
    @DisplayName("each SSE event is named by the envelope's type")
    void namedByType() throws Exception {
        Table table = Table.seated(2);
        table.playToTheEnd();
        HttpResponse<String> response = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create(root + "games/" + table.gameId + "/stream")).build(), HttpResponse.BodyHandlers.ofString());
        List<String> names = response.body().lines().filter(l -> l.startsWith("event:")).map(l -> l.substring(6).trim()).toList();
        assertEquals("GameCreated", names.get(0));
        // the stream goes on past GameEnded to the opening of the sealed deal, the game's last event
        assertEquals(List.of("GameEnded", "PayloadOpened"), names.subList(names.size() - 2, names.size()));
        assertEquals(table.head(), names.size());
    }

    @Test
    @DisplayName("a reconnect with Last-Event-ID resumes after that event")
    void resumes() throws Exception {
        Table table = Table.seated(2);
        table.playToTheEnd();
        List<String> ids = read(HttpRequest.newBuilder(URI.create(root + "games/" + table.gameId + "/stream"))
                .header("Last-Event-ID", "4").build());
        assertEquals("5", ids.get(0));
        assertEquals(table.head() - 4, ids.size());
    }

    @Test
    @DisplayName("a stream of a game that does not exist is refused as a problem")
    void unknownGame() throws Exception {
        HttpResponse<String> response = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create(root + "games/00000000-0000-0000-0000-000000000000/stream")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(404, response.statusCode());
        assertTrue(response.headers().firstValue("content-type").orElse("").startsWith("application/problem+json"));
    }

    /** The ids of the events on a stream, read until the server closes it. */
    private static List<String> read(HttpRequest request) throws Exception {
        HttpResponse<java.io.InputStream> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofInputStream());
        assertEquals(200, response.statusCode());
        List<String> ids = new ArrayList<>();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(response.body()))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (line.startsWith("id:")) {
                    ids.add(line.substring(3).trim());
                }
            }
        }
        return ids;
    }
}
