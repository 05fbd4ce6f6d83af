package dev.arbiter.testkit;

import static io.restassured.RestAssured.given;

import com.fasterxml.jackson.databind.JsonNode;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import io.restassured.specification.SpecificationQuerier;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.IntStream;

/**
 * A game of the service under test, played through its real HTTP API as a client would: seats
 * taken with tokens, and random bots that send only what legal-actions offers. A table of the
 * service in this JVM checks every answer it reads against that service's {@link Contract}.
 *
 * <p>The bots' moves go through the JDK's HTTP client, everything else through REST Assured: a
 * game is thousands of requests, and REST Assured's Groovy machinery was two thirds of the CPU a
 * whole game over REST cost (docs/architecture.md, "Tests").
 */
public final class RestTable {

    public final String gameId;
    /** Each seat's token; null for a seat the service's bot plays. */
    public final List<String> tokens;
    private final Supplier<RequestSpecification> request;
    private final URI games;
    private final Optional<Contract> contract;
    // per seat, the last seq it read from the event feed
    private final long[] read;

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private RestTable(String gameId, List<String> tokens, Supplier<RequestSpecification> request, Optional<Contract> contract) {
        this.gameId = gameId;
        this.tokens = Collections.unmodifiableList(new ArrayList<>(tokens));
        this.request = request;
        var where = SpecificationQuerier.query(request.get());
        this.games = URI.create(where.getBaseUri() + ":" + where.getPort() + where.getBasePath().replaceAll("/$", "") + "/games/" + gameId);
        this.contract = contract;
        this.read = new long[tokens.size()];
    }

    /** Creates a game on the service under test and takes every seat, named "bot 0", "bot 1", ... */
    public static RestTable seated(int seats, Map<String, ?> options) {
        return besideBots(seats, options, Map.of());
    }

    /**
     * Creates a game on the service under test whose seats {@code bots} are played by the service's
     * bots (by name, such as "random"), and takes every other seat; a bot's seat has no token (null).
     */
    public static RestTable besideBots(int seats, Map<String, ?> options, Map<Integer, String> bots) {
        List<String> names = IntStream.range(0, seats).mapToObj(seat -> "bot " + seat).toList();
        return seated(RestAssured::given, names, options, bots, Optional.of(Contract.ofService()));
    }

    /**
     * Creates a game on the service {@code api} points at and seats the named players, each with a
     * client seed. That service's contract is not this JVM's, so its answers are not checked.
     */
    public static RestTable seated(RequestSpecification api, List<String> names, Map<String, ?> options) {
        return seated(() -> given(api), names, options, Map.of(), Optional.empty());
    }

    private static RestTable seated(Supplier<RequestSpecification> request, List<String> names, Map<String, ?> options,
            Map<Integer, String> bots, Optional<Contract> contract) {
        Map<String, Object> create = new HashMap<>(Map.of("seats", names.size(), "options", options));
        if (!bots.isEmpty()) {
            create.put("bots", bots.entrySet().stream().map(bot -> Map.of("seat", bot.getKey(), "bot", bot.getValue())).toList());
        }
        String created = request.get().contentType(ContentType.JSON).body(create).post("/games").then().statusCode(201).extract().asString();
        contract.ifPresent(c -> c.check("GameSummary", created));
        String gameId = JsonPath.from(created).getString("gameId");
        List<String> tokens = new ArrayList<>();
        for (int seat = 0; seat < names.size(); seat++) {
            if (bots.containsKey(seat)) {
                tokens.add(null);
                continue;
            }
            String joined = request.get().contentType(ContentType.JSON).body(Map.of("name", names.get(seat), "clientSeed", "bot-" + seat))
                    .post("/games/{id}/seats/{seat}/join", gameId, seat).then().statusCode(200).extract().asString();
            contract.ifPresent(c -> c.check("SeatToken", joined));
            tokens.add(JsonPath.from(joined).getString("token"));
        }
        return new RestTable(gameId, tokens, request, contract);
    }

    /** The game as a seat sees it. */
    public JsonPath view(int seat) {
        return checked("RulesetGameView", asSeat(seat).get("/games/{id}", gameId).then().statusCode(200).extract().asString());
    }

    /** The game as a spectator sees it. */
    public JsonPath view() {
        return checked("RulesetGameView", request.get().get("/games/{id}", gameId).then().statusCode(200).extract().asString());
    }

    /** The game as a spectator sees it, as a Jackson tree (cheaper to read than a JsonPath in a long game). */
    public JsonNode viewTree() {
        return checkedTree("RulesetGameView", exchange("", null, null));
    }

    /** The service's audit of the game. */
    public JsonPath audit() {
        return checked("AuditReport", request.get().get("/games/{id}/audit", gameId).then().statusCode(200).extract().asString());
    }

    /** Random bots play until the game is over; returns the game's last seq. */
    public long playRandomly(long seed, int maxCommands) {
        // Jackson trees rather than JsonPath here: REST Assured's Groovy parser was most of a playout's CPU
        Random bot = new Random(seed);
        JsonNode game = checkedTree("RulesetGameView", exchange("", null, null));
        for (int commands = 0; !game.path("status").asText().equals("finished"); commands++) {
            if (commands == maxCommands) {
                throw new AssertionError("no winner after " + maxCommands + " commands");
            }
            JsonNode awaiting = game.path("awaiting");
            if (awaiting.isEmpty()) {
                throw new AssertionError("the game is running but awaits nobody: " + game.toPrettyString());
            }
            int seat = awaiting.get(bot.nextInt(awaiting.size())).asInt();
            // read for its check: the seat's view holds what a spectator's hides
            checkedTree("RulesetGameView", exchange("", seat, null));
            JsonNode actions = checkedTree("RulesetLegalActions", exchange("/legal-actions", seat, null)).path("actions");
            String answer = exchange("/commands", seat, actions.get(bot.nextInt(actions.size())).toString());
            contract.ifPresent(c -> checkEvents(c, "CommandResult", answer));
            readFeed(seat);
            game = checkedTree("RulesetGameView", exchange("", null, null));
        }
        return game.path("seq").asLong();
    }

    /** The commands the seat may send now, as its legal actions list them (checked against the contract). */
    public JsonNode legalActions(int seat) {
        return checkedTree("RulesetLegalActions", exchange("/legal-actions", seat, null));
    }

    /**
     * Sends a command as the seat and returns the answer: a 200's events are checked against the
     * contract and the seat reads its feed on; a refusal is checked as a problem by the caller.
     */
    public Response send(int seat, String command) {
        Response answer = asSeat(seat).contentType(ContentType.JSON).body(command).post("/games/{id}/commands", gameId);
        if (answer.statusCode() == 200) {
            contract.ifPresent(c -> checkEvents(c, "CommandResult", answer.asString()));
            readFeed(seat);
        }
        return answer;
    }

    /** The seat reads the events it has not read yet, as the feed shows them to it. */
    private void readFeed(int seat) {
        contract.ifPresent(c -> {
            long head;
            do {
                String page = exchange("/events?after=" + read[seat] + "&limit=500", seat, null);
                JsonNode events = checkEvents(c, "EventPage", page);
                head = events.path("head").asLong();
                JsonNode listed = events.path("events");
                read[seat] = listed.isEmpty() ? head : listed.get(listed.size() - 1).path("seq").asLong();
            } while (read[seat] < head);
        });
    }

    /** An answer that lists events: its own schema, then each event by its type. */
    private static JsonNode checkEvents(Contract contract, String schema, String json) {
        JsonNode answer = Contract.parse(json);
        contract.check(schema, answer);
        answer.path("events").forEach(contract::checkEvent);
        return answer;
    }

    private JsonPath checked(String schema, String json) {
        contract.ifPresent(c -> c.check(schema, json));
        return JsonPath.from(json);
    }

    private JsonNode checkedTree(String schema, String json) {
        JsonNode tree = Contract.parse(json);
        contract.ifPresent(c -> c.check(schema, tree));
        return tree;
    }

    /** GET (or POST, with a body) to this game's resource {@code path}, as the seat or as a spectator; the answer must be 200. */
    private String exchange(String path, Integer seat, String body) {
        HttpRequest.Builder http = HttpRequest.newBuilder(URI.create(games + path));
        if (seat != null) {
            http.header("Authorization", "Bearer " + tokens.get(seat));
        }
        if (body != null) {
            http.header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
        }
        try {
            HttpResponse<String> answer = HTTP.send(http.build(), HttpResponse.BodyHandlers.ofString());
            if (answer.statusCode() != 200) {
                throw new AssertionError(http.build().method() + " " + path + " answered " + answer.statusCode() + ": " + answer.body());
            }
            return answer.body();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private RequestSpecification asSeat(int seat) {
        return request.get().header("Authorization", "Bearer " + tokens.get(seat));
    }

    /**
     * The envelopes of this game on the topic, repeats dropped, in the order they first arrived, as
     * Jackson trees: a game has thousands, and a REST Assured JsonPath compiles Groovy on each read.
     */
    public List<JsonNode> fromTopic(String topic, long head) {
        List<TopicReader.Message> messages = TopicReader.readUntil(topic, gameId, found -> distinct(found).size() == head,
                Duration.ofSeconds(60));
        List<JsonNode> envelopes = distinct(messages);
        contract.ifPresent(c -> {
            messages.forEach(message -> c.checkEvent(Contract.parse(message.value())));
            // after GameEnded each PayloadOpened shows a sealed payload: it must be what the sealed event's type says
            envelopes.stream().filter(e -> "PayloadOpened".equals(e.path("type").asText()))
                    .forEach(opening -> c.checkOpened(opening, envelopes.get(opening.at("/publicPayload/seq").asInt() - 1)));
        });
        return envelopes;
    }

    private static List<JsonNode> distinct(List<TopicReader.Message> messages) {
        Set<Long> seen = new HashSet<>();
        List<JsonNode> envelopes = new ArrayList<>();
        for (TopicReader.Message message : messages) {
            JsonNode envelope = Contract.parse(message.value());
            if (seen.add(envelope.path("seq").asLong())) {
                envelopes.add(envelope);
            }
        }
        return envelopes;
    }
}
