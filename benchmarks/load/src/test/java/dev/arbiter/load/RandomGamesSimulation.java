package dev.arbiter.load;

import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.bodyString;
import static io.gatling.javaapi.core.CoreDsl.constantConcurrentUsers;
import static io.gatling.javaapi.core.CoreDsl.crashLoadGeneratorIf;
import static io.gatling.javaapi.core.CoreDsl.doIf;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.jsonPath;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.core.Session;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpRequestActionBuilder;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Bots play random legal games over REST (docs/api.md): each virtual user creates a game, joins
 * every seat, and moves for the lowest awaited seat with one of its legal actions, picked at random,
 * until the game ends; then the next user starts a new game, so {@code games} games per ruleset are
 * in flight for {@code seconds}. Settings: {@link LoadSettings}; how to run: docs/benchmarks.md,
 * "Load test". The request named {@value #COMMAND} is the one whose rate and latency the run reports.
 */
public class RandomGamesSimulation extends Simulation {

    static final String COMMAND = "POST command";

    private final LoadSettings settings = LoadSettings.fromSystemProperties();

    {
        List<PopulationBuilder> populations = new ArrayList<>();
        for (String ruleset : settings.rulesets()) {
            populations.add(scenario(ruleset)
                    .exec(createAndJoin(ruleset))
                    .exec(session -> session.set("turn", Turn.UNKNOWN))
                    .asLongAs(session -> !turn(session).over()).on(move())
                    .injectClosed(constantConcurrentUsers(settings.games()).during(Duration.ofSeconds(settings.seconds())))
                    .protocols(http.baseUrl(settings.url(ruleset))
                            .acceptHeader("application/json")
                            .contentTypeHeader("application/json")));
        }
        setUp(populations).maxDuration(Duration.ofSeconds(settings.seconds()));
    }

    private static ChainBuilder createAndJoin(String ruleset) {
        return exec(http("POST game").post("/games").body(StringBody(LoadSettings.setup(ruleset)))
                .check(status().is(201), jsonPath("$.gameId").saveAs("gameId"), jsonPath("$.seats").ofInt().saveAs("seats")))
                .exec(session -> session.set("tokens", List.<String>of()))
                .repeat("#{seats}", "seat").on(
                        exec(http("POST join").post("/games/#{gameId}/seats/#{seat}/join").body(StringBody("{\"name\":\"Bot #{seat}\"}"))
                                .check(status().is(200), jsonPath("$.token").saveAs("token")))
                                .exec(session -> {
                                    List<String> tokens = new ArrayList<>(session.getList("tokens"));
                                    tokens.add(session.getString("token"));
                                    return session.set("tokens", tokens);
                                }));
    }

    /** One move; a 409 (the game moved on, or not this seat's turn) makes the next move read the game again. */
    private ChainBuilder move() {
        return doIf(session -> settings.loop() == MoveLoop.THREE || turn(session).unknown()).then(
                        exec(http("GET game").get("/games/#{gameId}").check(status().is(200), bodyString().saveAs("body")))
                                .exec(session -> session.set("turn", Turn.ofGame(session.getString("body")))))
                .doIf(session -> turn(session).needsActions()).then(
                        exec(session -> session.set("mover", turn(session).mover()).set("token", token(session, turn(session).mover())))
                                .exec(http("GET legal-actions").get("/games/#{gameId}/legal-actions").header("Authorization", "Bearer #{token}")
                                        .check(status().is(200), bodyString().saveAs("body")))
                                .exec(session -> session.set("turn", turn(session).withLegalActions(session.getInt("mover"), session.getString("body")))))
                .doIf(session -> turn(session).running()).then(
                        exec(session -> session
                                .set("mover", turn(session).mover())
                                .set("token", token(session, turn(session).mover()))
                                .set("command", turn(session).randomAction(ThreadLocalRandom.current()))
                                .set("commandId", UUID.randomUUID().toString())
                                .remove("body").remove("commandStatus"))
                                .exec(command())
                                .exec(crashLoadGeneratorIf(
                                        "the answer to a command sent with Prefer: return=representation has no next member: this server does not offer the one-request loop (run with -Dloop=three)",
                                        session -> settings.loop() == MoveLoop.ONE && answered(session) && nextTurn(session) == null))
                                .exec(session -> session.set("turn", answered(session) && settings.loop() == MoveLoop.ONE ? nextTurn(session) : Turn.UNKNOWN)));
    }

    private HttpRequestActionBuilder command() {
        HttpRequestActionBuilder post = http(COMMAND).post("/games/#{gameId}/commands")
                .header("Authorization", "Bearer #{token}")
                .header("If-Match", session -> "\"" + turn(session).seq() + "\"")
                .header("Idempotency-Key", "#{commandId}")
                .body(StringBody("#{command}"))
                // the status and body are kept first: the checks after the first failing one are not run
                .check(status().saveAs("commandStatus"), bodyString().saveAs("body"), status().is(200));
        return settings.loop() == MoveLoop.ONE ? post.header("Prefer", "return=representation") : post;
    }

    private static boolean answered(Session session) {
        return session.contains("commandStatus") && session.getInt("commandStatus") == 200;
    }

    private static Turn nextTurn(Session session) {
        return Turn.ofNext(session.getInt("mover"), session.getString("body")).orElse(null);
    }

    private static Turn turn(Session session) {
        return (Turn) session.get("turn");
    }

    private static String token(Session session, int seat) {
        return session.<String>getList("tokens").get(seat);
    }
}
