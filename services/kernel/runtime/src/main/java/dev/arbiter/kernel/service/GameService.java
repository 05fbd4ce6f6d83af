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
import java.util.TreeMap;
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
    private static final int MAX_ATTEMPTS = 5;
    /** More bot moves in a row than any game needs between two of a person's turns means a stuck game. */
    private static final int MAX_BOT_MOVES = 100_000;

    private final RulesetRuntime runtime;
    private final EventStore store;
    private final GameStates states;
    private final SeatTokens tokens;
    private final OutboxRelay relay;
    private final CommandMetrics metrics;
    private final SetupSchema setupSchema;

    public GameService(RulesetRuntime runtime, EventStore store, GameStates states, SeatTokens tokens, OutboxRelay relay,
            CommandMetrics metrics, SetupSchema setupSchema) {
        this.setupSchema = setupSchema;
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
        ObjectNode options = request.options() == null ? runtime.codec().mapper().createObjectNode() : request.options();
        Setup setup = new Setup(request.seats(), setupSchema.read(options));
        Map<Integer, String> bots = bots(request);
        UUID gameId = UUID.randomUUID();
        byte[] seed = VerifiableDice.newSeed();
        ObjectNode payload = runtime.codec().mapper().valueToTree(new CreateGame(request.seats(), options, request.bots()));
        Appended appended = metrics.counted("CreateGame", () -> metrics.timed("CreateGame", () -> commit(gameId, () -> {
            Decision<Object> decision = runtime.decider().create(setup, bots, new Randomness(gameId.toString(), seed, 0));
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

    /** The seats the service plays, checked: each seat once, a bot this ruleset has, one seat left for a person. */
    private Map<Integer, String> bots(CreateGame request) {
        Map<Integer, String> bots = new TreeMap<>();
        if (request.bots() == null) {
            return bots;
        }
        Set<String> names = runtime.decider().botNames();
        for (CreateGame.BotSeat bot : request.bots()) {
            if (bot == null || bot.seat() == null || bot.seat() < 0 || bot.seat() >= request.seats()) {
                throw Problem.MALFORMED_REQUEST.because("each of \"bots\" names a \"seat\" from 0 to " + (request.seats() - 1));
            }
            if (bot.bot() == null || !names.contains(bot.bot())) {
                throw Problem.MALFORMED_REQUEST.because("seat " + bot.seat() + ": \"bot\" is one of " + names);
            }
            if (bots.put(bot.seat(), bot.bot()) != null) {
                throw Problem.MALFORMED_REQUEST.because("seat " + bot.seat() + " is named twice in \"bots\"");
            }
        }
        if (bots.size() >= request.seats()) {
            throw Problem.MALFORMED_REQUEST.because("at least one seat must be left for a person: \"bots\" takes every seat");
        }
        return bots;
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
        letBotsPlay(gameId);
        return new SeatToken(gameId.toString(), seat, token[0]);
    }

    /**
     * One seat's command. A command id seen before gets the answer it got the first time;
     * {@code expectedSeq}, when given, must still be the head of the log.
     */
    public CommandResult play(UUID gameId, String authorization, String idempotencyKey, Long expectedSeq, ObjectNode body) {
        String type = runtime.codec().commandType(body);
        CommandResult answer = metrics.counted(type, () -> {
            existingGame(gameId);
            int seat = tokens.seat(gameId, authorization);
            if (idempotencyKey != null && !CanonicalJson.wellFormed(idempotencyKey)) {
                throw Problem.MALFORMED_REQUEST.because("the Idempotency-Key is not well-formed text");
            }
            String commandId = idempotencyKey != null ? idempotencyKey : UUID.randomUUID().toString();
            return decideAndAppend(gameId, seat, commandId, expectedSeq, body, type);
        });
        letBotsPlay(gameId);
        return answer;
    }

    private CommandResult decideAndAppend(UUID gameId, int seat, String commandId, Long expectedSeq, ObjectNode body, String type) {
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
                    appended.command().response = toJson(answer(gameId, commandId, appended.records(), Viewer.seat(seat)));
                    // the answer as it will be replayed, so a retry gets these very bytes
                    return appended.withAnswer(fromJson(appended.command().response));
                })).answer();
            } catch (RuntimeException failure) {
                // A twin of this command (its client sent it again while it was in flight) may have been recorded
                // meanwhile. This attempt then failed because of it: the head moved under it (the twin held the
                // game's row, so this one waited for it), the key is taken, or the rules refused it on the state
                // after the twin. The twin's answer is ours.
                Optional<CommandResult> twin = earlierAnswer(gameId, commandId, seat, request);
                if (twin.isPresent()) {
                    return twin.get();
                }
                // without If-Match the command asked for no particular version: decide it again on the new one,
                // so seats deciding at the same moment (both sides of a battle) do not refuse each other
                if (!(failure instanceof VersionConflict) || expectedSeq != null || attempt == MAX_ATTEMPTS) {
                    throw failure;
                }
            }
        }
    }

    /**
     * Lets the service's own players move while the game waits for one of them. Each move is an
     * ordinary command of the bot's seat, decided on the head it saw (its id says which), so a
     * request that races another one for the same move finds it made, and one that loses the head
     * to another seat's command looks again.
     */
    private void letBotsPlay(UUID gameId) {
        for (int moves = 0; moves < MAX_BOT_MOVES; moves++) {
            BotMove move = QuarkusTransaction.requiringNew().call(() -> nextBotMove(gameId));
            if (move == null) {
                return;
            }
            ObjectNode body = runtime.codec().commandJson(move.command());
            String type = runtime.codec().commandType(body);
            try {
                metrics.counted(type, () -> decideAndAppend(gameId, move.seat(), "bot-" + move.seq() + "-" + move.seat(), move.seq(),
                        body, type));
            } catch (VersionConflict moved) {
                // another request moved the game meanwhile: look at it again
            }
        }
        throw new IllegalStateException("game " + gameId + ": bots made " + MAX_BOT_MOVES + " moves in a row without a person's turn");
    }

    private record BotMove(long seq, int seat, Object command) {
    }

    private BotMove nextBotMove(UUID gameId) {
        GameRecord game = existing(gameId);
        Game<Object> state = states.at(gameId, game.headSeq).game();
        Map<Integer, String> bots = state.bots();
        Randomness randomness = randomness(game);
        return runtime.decider().awaiting(state).stream().filter(bots::containsKey).findFirst()
                .map(seat -> new BotMove(game.headSeq, seat,
                        runtime.decider().botCommand(state, seat, randomness, randomness.botRandom(game.headSeq, seat))))
                .orElse(null);
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
        List<EventRecord> records = runtime.seal(game.id, game.seed, commandId, seat, game.headSeq + 1, game.headHash, decision.events(),
                decision.game(), decision.game().finished() ? store.sealed(game.id) : List.of());
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

    /** The answer's text as sent, members in their order, so its replay is byte for byte the same. */
    private String toJson(CommandResult result) {
        try {
            return runtime.codec().mapper().writeValueAsString(result);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("an answer does not write", e);
        }
    }

    private CommandResult fromJson(String json) {
        try {
            return runtime.codec().mapper().readValue(json, CommandResult.class);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("a stored answer does not read back", e);
        }
    }
}
