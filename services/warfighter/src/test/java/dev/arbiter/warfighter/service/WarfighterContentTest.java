package dev.arbiter.warfighter.service;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.chain.HashChain;
import dev.arbiter.kernel.content.ContentPacks;
import dev.arbiter.kernel.content.LoadedPack;
import dev.arbiter.kernel.content.PackLoader;
import dev.arbiter.kernel.http.Problem;
import dev.arbiter.kernel.http.ProblemException;
import dev.arbiter.kernel.outbox.OutboxRelay;
import dev.arbiter.kernel.service.CommandMetrics;
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
import dev.arbiter.testkit.Contract;
import dev.arbiter.testkit.RealInfrastructure;
import dev.arbiter.testkit.RestTable;
import dev.arbiter.warfighter.pack.WarfighterPacks;
import dev.arbiter.warfighter.rules.Pack;
import dev.arbiter.warfighter.rules.WarfighterRules;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
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
 * Warfighter's content packs as the kernel serves them (GET /content...), and the pin: a game played
 * on a pack is refused by a service that no longer holds that pack byte for byte.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class WarfighterContentTest {

    @Inject
    WarfighterRules rules;
    @Inject
    ObjectMapper mapper;
    @Inject
    EventStore store;
    @Inject
    SeatTokens tokens;
    @Inject
    OutboxRelay relay;
    @Inject
    CommandMetrics metrics;
    @Inject
    EventSigner signer;
    @Inject
    OperatorToken operator;

    @Test
    @DisplayName("GET /content lists the demo pack; /content/demo answers its document; /content/demo/raw the bytes its sha256 is of")
    void servesPacks() {
        String sha = WarfighterPacks.demo().sha256();
        String list = given().get("/content").then().statusCode(200).extract().asString();
        Contract.ofService().check("ContentPackList", list);
        assertEquals(List.of("demo"), JsonPath.from(list).getList("packs.id"));
        assertEquals("demo@" + sha, JsonPath.from(list).getString("packs[0].pin"));

        Response pack = given().get("/content/demo");
        assertEquals(200, pack.statusCode());
        Contract.ofService().check("ContentPack", pack.asString());
        assertEquals("\"" + sha + "\"", pack.header("ETag"));
        assertEquals("warfighter", pack.path("ruleset"));
        assertEquals(List.of("europe"), pack.path("document.regions.id"));
        assertEquals(List.of("probe", "going-again", "major-push", "clear-the-lanes", "keep-moving", "hold-at-all-costs"),
                pack.path("document.missions.id"));

        Response raw = given().get("/content/demo/raw");
        assertEquals(200, raw.statusCode());
        assertTrue(raw.contentType().startsWith("application/json"), raw.contentType());
        assertEquals(sha, HashChain.sha256(raw.asByteArray()), "an auditor recomputes the pin from the served bytes");

        Contract.ofService().checkProblem(given().get("/content/no-such-pack"), 404, "not-found");
        Contract.ofService().checkProblem(given().get("/content/no-such-pack/raw"), 404, "not-found");
    }

    @Test
    @DisplayName("a game whose pack is not loaded, or loaded with other bytes, is refused on commands, views and audit (503), and nothing is written")
    void pinnedGameRefused() throws IOException {
        RestTable table = RestTable.seated(1, Map.of());
        String authorization = "Bearer " + table.tokens.get(0);
        ObjectNode command = (ObjectNode) mapper.valueToTree(given().header("Authorization", authorization)
                .get("/games/{id}/legal-actions", table.gameId).then().statusCode(200).extract().jsonPath().getList("actions").get(0));
        long head = table.view().getLong("seq");
        UUID gameId = UUID.fromString(table.gameId);
        String sha = WarfighterPacks.demo().sha256();

        // as after a restart: the same store, but the demo pack changed by one byte, or gone
        LoadedPack<Pack> changed = new PackLoader<>(new WarfighterPacks()).parse(demoBytesPlusNewline(), "classpath:" + WarfighterPacks.DEMO);
        Map<ContentPacks, String> cases = Map.of(
                new ContentPacks(List.of(changed)), "the game plays content pack 'demo' with sha256 " + sha
                        + ", but this service loaded 'demo' with sha256 " + changed.file().sha256() + " (other bytes)",
                new ContentPacks(List.of()), "the game plays content pack 'demo' (sha256 " + sha + "), which this service has not loaded");
        cases.forEach((packs, detail) -> {
            RulesetRuntime runtime = new RulesetRuntime(rules, mapper, packs, signer);
            GameStates states = new GameStates(store, runtime);
            GameService service = new GameService(runtime, store, states, tokens, relay, metrics, new SetupSchema(runtime));
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
        try (InputStream in = WarfighterPacks.class.getClassLoader().getResourceAsStream(WarfighterPacks.DEMO)) {
            byte[] bytes = in.readAllBytes();
            byte[] changed = Arrays.copyOf(bytes, bytes.length + 1);
            changed[bytes.length] = '\n';
            return changed;
        }
    }
}
