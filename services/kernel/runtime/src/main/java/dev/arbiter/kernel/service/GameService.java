package dev.arbiter.kernel.service;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.chain.CanonicalJson;
import dev.arbiter.kernel.chain.HashChain;
import dev.arbiter.kernel.game.Decision;
import dev.arbiter.kernel.game.Game;
import dev.arbiter.kernel.game.Randomness;
import dev.arbiter.kernel.http.CommandResult;
import dev.arbiter.kernel.http.CreateGame;
import dev.arbiter.kernel.http.GameSummary;
import dev.arbiter.kernel.http.JoinSeat;
import dev.arbiter.kernel.http.Problem;
import dev.arbiter.kernel.http.SeatToken;
import dev.arbiter.kernel.outbox.OutboxRelay;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.kernel.spi.VerifiableDice;
import dev.arbiter.kernel.spi.Viewer;
import dev.arbiter.kernel.store.CommandRecord;
import dev.arbiter.kernel.store.EventRecord;
import dev.arbiter.kernel.store.EventStore;
import dev.arbiter.kernel.store.GameRecord;
import dev.arbiter.kernel.store.VersionConflict;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * Runs commands against games: each one is decided on the current state, and its events, the
 * command itself and their outbox marks are written in one transaction, or nothing is.
 */
@ApplicationScoped
public class GameService {

    private static final Pattern CLIENT_SEED = Pattern.compile("[A-Za-z0-9._~-]{1,64}");
    private static final int MAX_NAME = 40;
    private static final int MAX_IDEMPOTENCY_KEY = 100;
    private static final int MAX_ATTEMPTS = 5;

    private final RulesetRuntime runtime;
    private final EventStore store;
    private final GameStates states;
    private final SeatTokens tokens;
    private final OutboxRelay relay;
    private final CommandMetrics metrics;

    public GameService(RulesetRuntime runtime, EventStore store, GameStates states, SeatTokens tokens, OutboxRelay relay,
            CommandMetrics metrics) {
        this.runtime = runtime;
        this.store = store;
        this.states = states;
        this.tokens = tokens;
        this.relay = relay;
        this.metrics = metrics;
    }

    public GameSummary create(CreateGame request) {
        if (request == null || request.seats() == null) {
            throw Problem.MALFORMED_REQUEST.because("a new game needs \"seats\": how many players");
        }
        Map<String, String> options = request.options() == null ? Map.of() : request.options();
        Set<String> known = runtime.rules().options();
        options.forEach((key, value) -> {
            if (!known.contains(key) || value == null) {
                throw Problem.MALFORMED_REQUEST.because(runtime.rules().name() + (known.isEmpty() ? " reads no options"
                        : " reads the options " + new TreeSet<>(known) + ", each a text value") + "; not \"" + key + "\": " + value);
            }
        });
        Setup setup = new Setup(request.seats(), options);
        UUID gameId = UUID.randomUUID();
        byte[] seed = VerifiableDice.newSeed();
        ObjectNode payload = runtime.codec().mapper().valueToTree(new CreateGame(request.seats(), options));
        Appended appended = metrics.counted("CreateGame", () -> metrics.timed("CreateGame", () -> commit(gameId, () -> {
            Decision<Object> decision = runtime.decider().create(setup, new Randomness(gameId.toString(), seed, 0));
            GameRecord game = new GameRecord();
            game.id = gameId;
            game.ruleset = runtime.rules().name();
            game.seed = seed;
            game.headSeq = 0;
            game.headHash = HashChain.GENESIS;
            game.nextDraw = 0;
            game.status = decision.game().status();
            game.createdAt = OffsetDateTime.now();
            game.updatedAt = game.createdAt;
            game.persistAndFlush();
            return write(game, "create", CommandRecord.CREATE, null, payload, decision);
        })));
        return new GameSummary(gameId.toString(), runtime.rules().name(), setup.seats(), appended.seq(), appended.game().status());
    }

    public SeatToken join(UUID gameId, int seat, JoinSeat request) {
        if (request == null || request.name() == null || request.name().isBlank() || request.name().length() > MAX_NAME
                || !CanonicalJson.wellFormed(request.name())) {
            throw Problem.MALFORMED_REQUEST.because("joining needs a \"name\" of 1 to " + MAX_NAME + " characters");
        }
        if (request.clientSeed() != null && !CLIENT_SEED.matcher(request.clientSeed()).matches()) {
            throw Problem.MALFORMED_REQUEST.because("a clientSeed is 1 to 64 of the characters A-Z a-z 0-9 . _ ~ -");
        }
        ObjectNode payload = runtime.codec().mapper().valueToTree(request);
        String[] token = new String[1];
        metrics.counted("JoinSeat", () -> metrics.timed("JoinSeat", () -> commit(gameId, () -> {
            GameRecord game = existing(gameId);
            Game<Object> state = states.at(gameId, game.headSeq).game();
            Decision<Object> decision = runtime.decider().join(state, seat, request.name(), request.clientSeed(), randomness(game));
            Appended appended = write(game, "join-" + seat, CommandRecord.JOIN, seat, payload, decision);
            token[0] = tokens.issue(gameId, seat);
            return appended;
        })));
        return new SeatToken(gameId.toString(), seat, token[0]);
    }

    /**
     * One seat's command. A command id seen before gets the answer it got the first time;
     * {@code expectedSeq}, when given, must still be the head of the log.
     */
    public CommandResult play(UUID gameId, String authorization, String idempotencyKey, Long expectedSeq, ObjectNode body) {
        String type = runtime.codec().commandType(body);
        return metrics.counted(type, () -> decideAndAppend(gameId, authorization, idempotencyKey, expectedSeq, body, type));
    }

    private CommandResult decideAndAppend(UUID gameId, String authorization, String idempotencyKey, Long expectedSeq, ObjectNode body,
            String type) {
        existingGame(gameId);
        int seat = tokens.seat(gameId, authorization);
        if (idempotencyKey != null && (idempotencyKey.isBlank() || idempotencyKey.length() > MAX_IDEMPOTENCY_KEY
                || !CanonicalJson.wellFormed(idempotencyKey))) {
            throw Problem.MALFORMED_REQUEST.because("an Idempotency-Key is 1 to " + MAX_IDEMPOTENCY_KEY + " characters");
        }
        String commandId = idempotencyKey != null ? idempotencyKey : UUID.randomUUID().toString();
        String request = canonical(body);
        Optional<CommandResult> earlier = earlierAnswer(gameId, commandId, seat, request);
        if (earlier.isPresent()) {
            return earlier.get();
        }
        Object command = runtime.codec().command(body);
        for (int attempt = 1; ; attempt++) {
            try {
                return metrics.timed(type, () -> commit(gameId, () -> {
                    GameRecord game = existing(gameId);
                    if (expectedSeq != null && expectedSeq != game.headSeq) {
                        throw new VersionConflict("the game is at event " + game.headSeq + ", not " + expectedSeq);
                    }
                    Game<Object> state = states.at(gameId, game.headSeq).game();
                    Decision<Object> decision = runtime.decider().play(state, seat, command, randomness(game));
                    Appended appended = write(game, commandId, CommandRecord.PLAY, seat, body, decision);
                    CommandResult answer = answer(gameId, commandId, appended.records(), Viewer.seat(seat));
                    appended.command().response = toJson(answer);
                    return appended.withAnswer(answer);
                })).answer();
            } catch (VersionConflict conflict) {
                // a concurrent retry of this very command may have won: then its answer is ours
                Optional<CommandResult> won = earlierAnswer(gameId, commandId, seat, request);
                if (won.isPresent()) {
                    return won.get();
                }
                // without If-Match the command asked for no particular version: decide it again on the new one,
                // so seats deciding at the same moment (both sides of a battle) do not refuse each other
                if (expectedSeq != null || attempt == MAX_ATTEMPTS) {
                    throw conflict;
                }
            }
        }
    }

    /** The game's row, read outside any command transaction, or 404. */
    public GameRecord existingGame(UUID gameId) {
        return QuarkusTransaction.requiringNew().call(() -> existing(gameId));
    }

    private GameRecord existing(UUID gameId) {
        return store.game(gameId).orElseThrow(() -> Problem.UNKNOWN_GAME.because("there is no game " + gameId));
    }

    private static Randomness randomness(GameRecord game) {
        return new Randomness(game.id.toString(), game.seed, game.nextDraw);
    }

    /** The answer a command id got before, if this game has seen it. */
    private Optional<CommandResult> earlierAnswer(UUID gameId, String commandId, int seat, String request) {
        Optional<CommandRecord> earlier = QuarkusTransaction.requiringNew().call(() -> store.command(gameId, commandId));
        return earlier.map(command -> {
            if (!Integer.valueOf(seat).equals(command.seat) || !command.payload.equals(request)) {
                throw Problem.IDEMPOTENCY_KEY_REUSED.because("command id \"" + commandId + "\" was already used for another command");
            }
            return fromJson(command.response);
        });
    }

    private CommandResult answer(UUID gameId, String commandId, List<EventRecord> records, Viewer viewer) {
        List<ObjectNode> events = records.stream().map(r -> runtime.redacted(r, viewer)).toList();
        return new CommandResult(gameId.toString(), commandId, records.get(records.size() - 1).seq, events);
    }

    /** What one append wrote, and the answer to send back. */
    private record Appended(List<EventRecord> records, Game<Object> game, CommandRecord command, CommandResult answer) {

        long seq() {
            return records.get(records.size() - 1).seq;
        }

        Appended withAnswer(CommandResult result) {
            return new Appended(records, game, command, result);
        }
    }

    /** Runs one append in its own transaction; once committed, caches the new state and wakes the relay. */
    private Appended commit(UUID gameId, java.util.concurrent.Callable<Appended> append) {
        Appended appended = QuarkusTransaction.requiringNew().call(append);
        states.remember(gameId, new GameStates.Folded(appended.seq(), appended.game()));
        relay.wake();
        return appended;
    }

    /** Appends a decision's events after the head the transaction read, with the command that made them. */
    private Appended write(GameRecord game, String commandId, String kind, Integer seat, ObjectNode payload, Decision<Object> decision) {
        List<EventRecord> records = runtime.seal(game.id, commandId, seat, game.headSeq + 1, game.headHash, decision.events(),
                decision.game());
        EventRecord last = records.get(records.size() - 1);
        store.advanceHead(game.id, game.headSeq, last, decision.nextDraw(), decision.game().status());
        CommandRecord command = new CommandRecord();
        command.gameId = game.id;
        command.commandId = commandId;
        command.kind = kind;
        command.seat = seat;
        command.payload = CanonicalJson.write(payload);
        command.firstSeq = records.get(0).seq;
        command.lastSeq = last.seq;
        store.append(records, command);
        return new Appended(records, decision.game(), command, null);
    }

    /** The body's canonical text; a body that has none (a lone surrogate in a string) is malformed. */
    private static String canonical(ObjectNode body) {
        try {
            return CanonicalJson.write(body);
        } catch (IllegalArgumentException e) {
            throw Problem.MALFORMED_REQUEST.because(e.getMessage());
        }
    }

    private String toJson(CommandResult result) {
        return CanonicalJson.write(runtime.codec().mapper().valueToTree(result));
    }

    private CommandResult fromJson(String json) {
        try {
            return runtime.codec().mapper().readValue(json, CommandResult.class);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("a stored answer does not read back", e);
        }
    }
}
