package dev.arbiter.kernel.service;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.game.Game;
import dev.arbiter.kernel.game.SeatJoined;
import dev.arbiter.kernel.http.EventPage;
import dev.arbiter.kernel.http.GameView;
import dev.arbiter.kernel.http.LegalActions;
import dev.arbiter.kernel.http.NextMove;
import dev.arbiter.kernel.http.Problem;
import dev.arbiter.kernel.http.SeatInfo;
import dev.arbiter.kernel.spi.Viewer;
import dev.arbiter.kernel.store.EventStore;
import dev.arbiter.kernel.store.StoredHead;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;

/**
 * Everything a client may read about a game, always through the viewer's eyes: a seat sees its
 * own secrets, a spectator none, and everybody everything once the game is over.
 */
@ApplicationScoped
public class GameQueries {

    public static final int MAX_PAGE = 500;

    private final RulesetRuntime runtime;
    private final EventStore store;
    private final GameStates states;
    private final SeatTokens tokens;
    private final OperatorToken operator;

    public GameQueries(RulesetRuntime runtime, EventStore store, GameStates states, SeatTokens tokens, OperatorToken operator) {
        this.runtime = runtime;
        this.store = store;
        this.states = states;
        this.tokens = tokens;
        this.operator = operator;
    }

    /** The game now, or as it was after event {@code at}. */
    public GameView view(UUID gameId, String authorization, Long at) {
        StoredHead stored = states.stored(gameId);
        Viewer viewer = viewer(stored, tokens.optionalSeat(gameId, authorization));
        long seq = at == null ? stored.seq() : at;
        if (seq < 1 || seq > stored.seq()) {
            throw Problem.MALFORMED_REQUEST.because("\"at\" must lie between 1 and " + stored.seq());
        }
        Game<Object> state = seq == stored.seq() ? states.at(stored).game() : read(() -> states.at(gameId, seq));
        List<SeatInfo> seats = new ArrayList<>();
        for (int seat = 0; seat < state.seats().size(); seat++) {
            SeatJoined joined = state.seats().get(seat);
            seats.add(new SeatInfo(seat, joined == null ? null : joined.name(), joined != null, joined == null ? null : joined.bot()));
        }
        return new GameView(gameId.toString(), runtime.rules().name(), runtime.rules().version(), seq, state.status(), seats,
                runtime.decider().awaiting(state), state.finished() ? state.outcome().placings() : List.of(),
                state.finished() ? state.outcome().results() : List.of(), runtime.view(state, viewer));
    }

    public LegalActions legalActions(UUID gameId, String authorization) {
        StoredHead stored = states.stored(gameId);
        int seat = tokens.seat(gameId, authorization);
        Game<Object> state = states.at(stored).game();
        return new LegalActions(gameId.toString(), seat, stored.seq(), actions(state, seat), shapes(state, seat));
    }

    /**
     * What {@code seat} needs for its next decision, at the head this replica knows: it has just
     * written it (a command's answer), so nothing is read from the store.
     */
    public NextMove next(UUID gameId, int seat) {
        GameHead head = states.head(gameId);
        Game<Object> state = head.game();
        Viewer viewer = state.finished() ? Viewer.EVERYONE : Viewer.seat(seat);
        return new NextMove(head.seq(), state.status(), runtime.decider().awaiting(state), runtime.view(state, viewer), actions(state, seat),
                shapes(state, seat));
    }

    /**
     * The game's head seq as stored, for a conditional read, refused as the read itself would be
     * (404 unknown game, 401 bad token, or no token where {@code seatRequired}).
     */
    public long head(UUID gameId, String authorization, boolean seatRequired) {
        StoredHead stored = states.stored(gameId);
        if (seatRequired) {
            tokens.seat(gameId, authorization);
        } else {
            tokens.optionalSeat(gameId, authorization);
        }
        return stored.seq();
    }

    /**
     * A read-only question a ruleset answers from a game's current state (its own state, as its rules
     * fold it), such as WARMACHINE's free measurement; 404 for an unknown game. The state is not
     * redacted: the question must reveal nothing a viewer may not see.
     */
    public <T> T ask(UUID gameId, Function<Object, T> question) {
        return question.apply(states.at(states.stored(gameId)).game().rules());
    }

    /** The commands a seat may send now, listed; none when the game does not wait for it. */
    private List<ObjectNode> actions(Game<Object> state, int seat) {
        if (!runtime.decider().awaits(state, seat)) {
            return List.of();
        }
        return runtime.rules().legalActions(state.rules(), seat).stream().map(runtime.codec()::commandJson).toList();
    }

    /** The families of commands with continuous parameters a seat may send now. */
    private List<LegalActions.Shape> shapes(Game<Object> state, int seat) {
        if (!runtime.decider().awaits(state, seat)) {
            return List.of();
        }
        return runtime.rules().commandShapes(state.rules(), seat).stream().map(shape -> new LegalActions.Shape(shape.type(), shape.schema()))
                .toList();
    }

    public EventPage events(UUID gameId, String authorization, long after, int limit) {
        if (after < 0 || limit < 1 || limit > MAX_PAGE) {
            throw Problem.MALFORMED_REQUEST.because("\"after\" must be 0 or more and \"limit\" 1 to " + MAX_PAGE);
        }
        StoredHead stored = states.stored(gameId);
        // the operator's tooling reads every payload; everyone else what their seat may see
        Viewer viewer = operator.presentedBy(authorization) ? Viewer.EVERYONE : viewer(stored, tokens.optionalSeat(gameId, authorization));
        // the page is read after the head, so it may hold events past it (appended meanwhile) but never fewer
        List<ObjectNode> events = read(() -> store.page(gameId, after, limit)).stream().map(r -> runtime.redacted(r, viewer)).toList();
        return new EventPage(gameId.toString(), stored.seq(), events);
    }

    /** Once a game is over nothing is secret any more; before, a seat sees its own and a spectator the public. */
    private static Viewer viewer(StoredHead game, Optional<Integer> seat) {
        if (game.finished()) {
            return Viewer.EVERYONE;
        }
        return seat.map(Viewer::seat).orElse(Viewer.SPECTATOR);
    }

    private static <T> T read(java.util.concurrent.Callable<T> query) {
        return QuarkusTransaction.requiringNew().call(query);
    }
}
