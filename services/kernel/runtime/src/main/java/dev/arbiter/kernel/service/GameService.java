package dev.arbiter.kernel.service;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.chain.CanonicalJson;
import dev.arbiter.kernel.chain.HashChain;
import dev.arbiter.kernel.game.Abandonment;
import dev.arbiter.kernel.game.AnswerText;
import dev.arbiter.kernel.game.Decision;
import dev.arbiter.kernel.game.Game;
import dev.arbiter.kernel.game.Randomness;
import dev.arbiter.kernel.http.AbandonGame;
import dev.arbiter.kernel.http.CreateGame;
import dev.arbiter.kernel.http.GameSummary;
import dev.arbiter.kernel.http.JoinSeat;
import dev.arbiter.kernel.http.Problem;
import dev.arbiter.kernel.http.SeatToken;
import dev.arbiter.kernel.publication.Relay;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.kernel.spi.VerifiableDice;
import dev.arbiter.kernel.spi.Viewer;
import dev.arbiter.kernel.store.Alongside;
import dev.arbiter.kernel.store.CommandRecord;
import dev.arbiter.kernel.store.EventRecord;
import dev.arbiter.kernel.store.EventStore;
import dev.arbiter.kernel.store.VersionConflict;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.regex.Pattern;
import org.jboss.logging.MDC;

/**
 * Runs commands against games: each one is decided and sealed on the game's head, then its events,
 * and the command itself (with its answer) are written in one short transaction,
 * or nothing is; a play's transaction is shared with the plays of other games that wait at the same
 * moment (docs/architecture.md, "The command path" and "Group commit").
 */
@ApplicationScoped
public class GameService {

    private static final String LOG_GAME = "gameId";
    private static final String LOG_COMMAND = "commandId";
    private static final Pattern CLIENT_SEED = Pattern.compile("[A-Za-z0-9._~-]{1,64}");
    private static final int MAX_NAME = 40;
    private static final int MAX_ATTEMPTS = 5;
    /** More bot moves in a row than any game needs between two of a person's turns means a stuck game. */
    private static final int MAX_BOT_MOVES = 100_000;

    private final RulesetRuntime runtime;
    private final EventStore store;
    private final GameStates states;
    private final SeatTokens tokens;
    private final Relay relay;
    private final CommandMetrics metrics;
    private final CommandSpans spans;
    private final SetupSchema setupSchema;
    private final OperatorToken operator;
    /** This replica's own: copies of a command sent to two replicas meet only in the store (docs/scaling.md). */
    private final CommandsInFlight inFlight = new CommandsInFlight();

    public GameService(RulesetRuntime runtime, EventStore store, GameStates states, SeatTokens tokens, Relay relay,
            CommandMetrics metrics, CommandSpans spans, SetupSchema setupSchema, OperatorToken operator) {
        this.spans = spans;
        this.operator = operator;
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
        GameHead genesis = new GameHead(gameId, seed, 0, HashChain.GENESIS, 0, null);
        GameHead created = spans.command("CreateGame", gameId, () -> metrics.counted("CreateGame", () -> metrics.timed("CreateGame", () -> {
            Decision<Object> decision = runtime.decider().create(setup, bots, genesis.randomness());
            Sealed sealed = seal(genesis, "create", CommandRecord.CREATE, null, CanonicalJson.write(payload), decision, null);
            return commit(sealed, store.newGame(gameId, runtime.rules().name(), seed, HashChain.GENESIS));
        })));
        return new GameSummary(gameId.toString(), runtime.rules().name(), setup.seats(), created.seq(), created.game().status());
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
        String token = tokens.newToken();
        spans.command("JoinSeat", gameId, () -> metrics.counted("JoinSeat", () -> metrics.timed("JoinSeat", () -> {
            // joins are few: decided on the stored head rather than this replica's copy
            GameHead head = states.fresh(gameId);
            Decision<Object> decision = runtime.decider().join(head.game(), seat, request.name(), request.clientSeed(), head.randomness());
            Sealed sealed = seal(head, "join-" + seat, CommandRecord.JOIN, seat, CanonicalJson.write(payload), decision, null);
            return commit(sealed, store.newSeat(gameId, seat, SeatTokens.hash(token)));
        })));
        letBotsPlay(gameId);
        return new SeatToken(gameId.toString(), seat, token);
    }

    /**
     * The operator ends a game that has not ended (docs/api.md, "Abandoning a game"): its {@code GameEnded} has no
     * results and reveals the seed, and the sealed payloads are opened after it. Decided on the stored head.
     */
    public GameSummary abandon(UUID gameId, String authorization, AbandonGame request) {
        if (!operator.presentedBy(authorization)) {
            throw Problem.UNAUTHORIZED.because("abandoning a game needs the operator token (arbiter.operator.token) as \"Bearer <token>\"");
        }
        String note = request == null ? null : request.note();
        if (note != null && (note.isBlank() || note.length() > Abandonment.MAX_NOTE || !CanonicalJson.wellFormed(note))) {
            throw Problem.MALFORMED_REQUEST.because("a \"note\" is 1 to " + Abandonment.MAX_NOTE + " characters of text, or left out");
        }
        Abandonment why = new Abandonment(Abandonment.BY_OPERATOR, note);
        ObjectNode payload = runtime.codec().mapper().valueToTree(new AbandonGame(note));
        GameHead ended = spans.command("AbandonGame", gameId, () -> metrics.counted("AbandonGame", () -> metrics.timed("AbandonGame", () -> {
            GameHead head = states.fresh(gameId);
            Decision<Object> decision = runtime.decider().abandon(head.game(), why, head.randomness());
            Sealed sealed = seal(head, "abandon", CommandRecord.ABANDON, null, CanonicalJson.write(payload), decision, null);
            return commit(sealed, Alongside.NOTHING);
        })));
        return new GameSummary(gameId.toString(), runtime.rules().name(), ended.game().setup().seats(), ended.seq(), ended.game().status());
    }

    /** An accepted command: the seat that sent it, and its answer as stored, the text every retry gets. */
    public record Played(int seat, String receipt) {
    }

    /**
     * One seat's command. A command id seen before gets the answer it got the first time;
     * {@code expectedSeq}, when given, must still be the head of the log.
     */
    public Played play(UUID gameId, String authorization, String idempotencyKey, Long expectedSeq, ObjectNode body) {
        // every log line about this request names its game, and once known its command (docs/operations.md, "Logs in Kubernetes")
        MDC.put(LOG_GAME, gameId.toString());
        try {
            return playLogged(gameId, authorization, idempotencyKey, expectedSeq, body);
        } finally {
            MDC.remove(LOG_GAME);
            MDC.remove(LOG_COMMAND);
        }
    }

    private Played playLogged(UUID gameId, String authorization, String idempotencyKey, Long expectedSeq, ObjectNode body) {
        String type = runtime.codec().commandType(body);
        Played played = spans.command(type, gameId, () -> metrics.counted(type, () -> {
            states.head(gameId);
            int seat = tokens.seat(gameId, authorization);
            if (idempotencyKey != null && !CanonicalJson.wellFormed(idempotencyKey)) {
                throw Problem.MALFORMED_REQUEST.because("the Idempotency-Key is not well-formed text");
            }
            String commandId = idempotencyKey != null ? idempotencyKey : UUID.randomUUID().toString();
            return new Played(seat, decideAndAppendOnce(gameId, seat, commandId, expectedSeq, body, type));
        }));
        letBotsPlay(gameId);
        return played;
    }

    /**
     * {@link #decideAndAppend}, once for all the copies of the command this replica runs at the same time: a copy
     * that arrives while another runs waits for it and gives its answer, so that twins are one command with one
     * answer even when a copy refused on the state it met would have been accepted on the state after it.
     */
    private String decideAndAppendOnce(UUID gameId, int seat, String commandId, Long expectedSeq, ObjectNode body, String type) {
        MDC.put(LOG_COMMAND, commandId);
        String request = canonical(body);
        return inFlight.once(gameId, commandId, seat, request, metrics::twinJoined,
                () -> decideAndAppend(gameId, seat, commandId, expectedSeq, body, request, type));
    }

    /**
     * Decides a command on the head this replica knows and appends it; answers the stored answer
     * text. The command id is not looked up first: a retry fails on the head its first run moved
     * or on the command's key, and then answers what the first run stored, so only retries pay.
     */
    private String decideAndAppend(UUID gameId, int seat, String commandId, Long expectedSeq, ObjectNode body, String request, String type) {
        Object command = runtime.codec().command(body);
        GameHead head = states.head(gameId);
        boolean stored = false;
        for (int attempt = 1; ; attempt++) {
            try {
                if (expectedSeq != null && expectedSeq > head.seq() && !stored) {
                    // the client saw a head this replica has not: another replica appended it
                    head = states.fresh(gameId);
                    stored = true;
                }
                if (expectedSeq != null && expectedSeq != head.seq()) {
                    throw new VersionConflict("the game is at event " + head.seq() + ", not " + expectedSeq);
                }
                Decision<Object> decision = runtime.decider().play(head.game(), seat, command, head.randomness());
                Sealed sealed = seal(head, commandId, CommandRecord.PLAY, seat, request, decision, Viewer.seat(seat));
                metrics.timed(type, () -> commitInGroup(sealed));
                return sealed.command().response;
            } catch (RuntimeException failure) {
                // A twin of this command (its client sent it again, maybe while it was in flight) may have been
                // recorded. This attempt then failed because of it: the head moved under it (the twin held the
                // game's row, so this one waited for it), the key is taken, or the rules refused it on the state
                // after the twin. The twin's answer is ours.
                Optional<String> twin = earlierAnswer(gameId, commandId, seat, request);
                if (twin.isPresent()) {
                    return twin.get();
                }
                // a failure counts only on the stored head: this replica's copy may lag behind another replica's appends
                GameHead latest = states.fresh(gameId);
                boolean moved = latest.seq() != head.seq();
                head = latest;
                stored = true;
                if (moved && expectedSeq != null) {
                    throw new VersionConflict("the game is at event " + latest.seq() + ", not " + expectedSeq);
                }
                // without If-Match the command asked for no particular version: decide it again on the new one,
                // so seats deciding at the same moment (both sides of a battle) do not refuse each other
                if (!moved || expectedSeq != null || attempt == MAX_ATTEMPTS) {
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
            BotMove move = nextBotMove(states.head(gameId));
            if (move == null) {
                return;
            }
            ObjectNode body = runtime.codec().commandJson(move.command());
            String type = runtime.codec().commandType(body);
            try {
                spans.command(type, gameId, () -> metrics.counted(type, () -> decideAndAppendOnce(gameId, move.seat(),
                        "bot-" + move.seq() + "-" + move.seat(), move.seq(), body, type)));
            } catch (VersionConflict moved) {
                // another request moved the game meanwhile, and the head it left is cached now: look at it again
            }
        }
        throw new IllegalStateException("game " + gameId + ": bots made " + MAX_BOT_MOVES + " moves in a row without a person's turn");
    }

    private record BotMove(long seq, int seat, Object command) {
    }

    private BotMove nextBotMove(GameHead head) {
        Game<Object> state = head.game();
        Map<Integer, String> bots = state.bots();
        Randomness randomness = head.randomness();
        return runtime.decider().awaiting(state).stream().filter(bots::containsKey).findFirst()
                .map(seat -> new BotMove(head.seq(), seat,
                        runtime.decider().botCommand(state, seat, randomness, randomness.botRandom(head.seq(), seat))))
                .orElse(null);
    }

    /** The answer a command id got before, if this game has seen it. */
    private Optional<String> earlierAnswer(UUID gameId, String commandId, int seat, String request) {
        Optional<CommandRecord> earlier = QuarkusTransaction.requiringNew().call(() -> store.command(gameId, commandId));
        return earlier.map(command -> {
            if (!Integer.valueOf(seat).equals(command.seat) || !command.payload.equals(request)) {
                throw Problem.IDEMPOTENCY_KEY_REUSED.because("command id \"" + commandId + "\" was already used for another command");
            }
            return command.response;
        });
    }

    /** A decision sealed into its records, the command row that goes with them (its answer included), and the head they lead to. */
    private record Sealed(GameHead from, List<EventRecord> records, CommandRecord command, GameHead to) {
    }

    /**
     * Seals a decision's events after {@code head}, all before any transaction opens. {@code payload} is the command's
     * canonical text. {@code answerTo} is the seat whose answer is stored for retries; null for the creation and the
     * joins, which answer otherwise.
     */
    private Sealed seal(GameHead head, String commandId, String kind, Integer seat, String payload, Decision<Object> decision,
            Viewer answerTo) {
        // a game that ends here opens what its earlier events sealed; those rows never change, so they are read now
        List<EventRecord> sealedBefore = decision.game().finished()
                ? QuarkusTransaction.requiringNew().call(() -> store.sealed(head.gameId()))
                : List.of();
        List<EventRecord> records = runtime.seal(head.gameId(), head.seed(), commandId, seat, head.seq() + 1, head.hash(), decision.events(),
                decision.game(), sealedBefore);
        EventRecord last = records.get(records.size() - 1);
        CommandRecord command = new CommandRecord();
        command.gameId = head.gameId();
        command.commandId = commandId;
        command.kind = kind;
        command.seat = seat;
        command.payload = payload;
        command.firstSeq = records.get(0).seq;
        command.lastSeq = last.seq;
        // the answer's text as sent, so that its replay is byte for byte the same
        command.response = answerTo == null ? null : answer(head.gameId(), commandId, records, answerTo);
        GameHead next = new GameHead(head.gameId(), head.seed(), last.seq, last.hash, decision.nextDraw(), decision.game());
        return new Sealed(head, records, command, next);
    }

    /** The answer to an accepted command: the events it produced, as the sending seat may see them, written from their sealed texts. */
    private String answer(UUID gameId, String commandId, List<EventRecord> records, Viewer viewer) {
        List<String> events = records.stream().map(r -> runtime.answered(r, viewer)).toList();
        return AnswerText.write(runtime.codec().mapper(), gameId.toString(), commandId, records.get(records.size() - 1).seq, events);
    }

    /**
     * Writes a sealed decision in one transaction, after whatever else the request writes ({@code alongside}: the
     * game's row, a seat token); once committed, caches the new head and wakes the relay.
     */
    private GameHead commit(Sealed sealed, Alongside alongside) {
        GameHead to = sealed.to();
        return committed(sealed, () -> store.append(alongside, to.gameId(), sealed.from().seq(), sealed.records(), to.nextDraw(),
                to.game().status(), sealed.command()));
    }

    /** Writes a play's sealed decision with the appends of the other games that wait at the same moment, then as {@link #commit}. */
    private GameHead commitInGroup(Sealed sealed) {
        GameHead to = sealed.to();
        return committed(sealed, () -> store.appendInGroup(to.gameId(), sealed.from().seq(), sealed.records(), to.nextDraw(),
                to.game().status(), sealed.command()));
    }

    private GameHead committed(Sealed sealed, Runnable write) {
        GameHead to = sealed.to();
        CommandRecord command = sealed.command();
        spans.append(to.gameId(), command.commandId, command.seat, command.firstSeq, command.lastSeq, write);
        states.remember(to);
        relay.wake();
        return to;
    }

    /** The body's canonical text; a body that has none (a lone surrogate in a string) is malformed. */
    private static String canonical(ObjectNode body) {
        try {
            return CanonicalJson.write(body);
        } catch (IllegalArgumentException e) {
            throw Problem.MALFORMED_REQUEST.because(e.getMessage());
        }
    }
}
