package dev.arbiter.kharnage.service;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.content.ContentPacks;
import dev.arbiter.kernel.content.LoadedPack;
import dev.arbiter.kernel.content.PackLoader;
import dev.arbiter.kernel.http.Problem;
import dev.arbiter.kernel.publication.Relay;
import dev.arbiter.kernel.service.CommandMetrics;
import dev.arbiter.kernel.service.CommandSpans;
import dev.arbiter.kernel.service.GameAudit;
import dev.arbiter.kernel.service.GameQueries;
import dev.arbiter.kernel.service.GameService;
import dev.arbiter.kernel.service.GameStates;
import dev.arbiter.kernel.service.OperatorToken;
import dev.arbiter.kernel.service.RulesetRuntime;
import dev.arbiter.kernel.service.SetupSchema;
import dev.arbiter.kernel.service.SeatTokens;
import dev.arbiter.kernel.signing.EventSigner;
import dev.arbiter.kernel.store.EventStore;
import dev.arbiter.kernel.web.ProblemException;
import dev.arbiter.kharnage.pack.KharnagePacks;
import dev.arbiter.kharnage.rules.KharnageRules;
import dev.arbiter.kharnage.rules.Pack;
import dev.arbiter.testkit.RealInfrastructure;
import dev.arbiter.testkit.RestTable;
import dev.arbiter.testkit.ServedPacks;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Kharnage's content packs as the kernel serves them (GET /content...), and the pin: a game played
 * on a pack is refused by a service that no longer holds that pack byte for byte. The pin is the
 * kernel's, the same for every ruleset with packs, so it is tested here only.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class KharnageContentTest {

    @Inject
    KharnageRules rules;
    @Inject
    ObjectMapper mapper;
    @Inject
    EventStore store;
    @Inject
    SeatTokens tokens;
    @Inject
    Relay relay;
    @Inject
    CommandMetrics metrics;
    @Inject
    CommandSpans spans;
    @Inject
    EventSigner signer;
    @Inject
    OperatorToken operator;

    @Test
    @DisplayName("GET /content lists the demo pack; /content/demo answers its document, its four armies; /content/demo/raw the bytes its sha256 is of")
    void servesPacks() {
        JsonPath pack = ServedPacks.checkOnly("kharnage", "demo", KharnagePacks.demo().sha256());
        assertEquals(List.of("dwarf", "goblin", "human", "orc"), pack.getList("document.armies.id"));
    }

    @Test
    @DisplayName("a game whose pack is not loaded, or loaded with other bytes, is refused on commands, views and audit (503), and nothing is written")
    void pinnedGameRefused() throws IOException {
        RestTable table = RestTable.seated(2, Map.of());
        String authorization = "Bearer " + table.tokens.get(0);
        ObjectNode command = (ObjectNode) mapper.valueToTree(given().header("Authorization", authorization)
                .get("/games/{id}/legal-actions", table.gameId).then().statusCode(200).extract().jsonPath().getList("actions").get(0));
        long head = table.view().getLong("seq");
        UUID gameId = UUID.fromString(table.gameId);
        String sha = KharnagePacks.demo().sha256();

        // as after a restart: the same store, but the demo pack changed by one byte, or gone
        LoadedPack<Pack> changed = new PackLoader<>(new KharnagePacks()).parse(demoBytesPlusNewline(), "classpath:" + KharnagePacks.DEMO);
        Map<ContentPacks, String> cases = Map.of(
                new ContentPacks(List.of(changed)), "the game plays content pack 'demo' with sha256 " + sha
                        + ", but this service loaded 'demo' with sha256 " + changed.file().sha256() + " (other bytes)",
                new ContentPacks(List.of()), "the game plays content pack 'demo' (sha256 " + sha + "), which this service has not loaded");
        cases.forEach((packs, detail) -> {
            RulesetRuntime runtime = new RulesetRuntime(rules, mapper, packs, signer);
            GameStates states = new GameStates(store, runtime);
            GameService service = new GameService(runtime, store, states, tokens, relay, metrics, spans, new SetupSchema(runtime), operator);
            GameQueries queries = new GameQueries(runtime, store, states, tokens, operator);
            GameAudit audit = new GameAudit(runtime, store);
            for (Executable refused : List.<Executable>of(
                    () -> service.play(gameId, authorization, "after-restart", null, command),
                    () -> queries.view(gameId, authorization, null),
                    () -> queries.view(gameId, null, head),
                    () -> queries.legalActions(gameId, authorization),
                    () -> audit.audit(gameId))) {
                ProblemException problem = assertThrows(ProblemException.class, refused);
                assertEquals(Problem.CONTENT_PACK_UNAVAILABLE, problem.problem());
                assertTrue(problem.getMessage().startsWith(detail), problem.getMessage());
            }
            assertEquals(head, table.view().getLong("seq"), "nothing was written");
        });

        // the service that holds the pack plays on
        given().header("Authorization", authorization).contentType(ContentType.JSON).body(command.toString())
                .post("/games/{id}/commands", table.gameId).then().statusCode(200);
    }

    private static byte[] demoBytesPlusNewline() throws IOException {
        try (InputStream in = KharnagePacks.class.getClassLoader().getResourceAsStream(KharnagePacks.DEMO)) {
            byte[] bytes = in.readAllBytes();
            byte[] changed = Arrays.copyOf(bytes, bytes.length + 1);
            changed[bytes.length] = '\n';
            return changed;
        }
    }
}
