package dev.arbiter.kernel.service;

import dev.arbiter.kernel.game.Game;
import dev.arbiter.kernel.http.Problem;
import dev.arbiter.kernel.store.EventRecord;
import dev.arbiter.kernel.store.EventStore;
import dev.arbiter.kernel.store.StoredHead;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;

/**
 * The heads of the games played recently, folded, so that a command neither reads the game's row
 * nor re-reads its log. The cache is a shortcut, never the truth: an append moves the head only
 * from the seq it was decided on, so a head another replica has moved since fails the append
 * ({@code VersionConflict}), and {@link #fresh} then catches up from the store.
 */
@ApplicationScoped
public class GameStates {

    private static final int CAPACITY = 2_000;

    private final EventStore store;
    private final RulesetRuntime runtime;
    private final Map<UUID, GameHead> recent = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<UUID, GameHead> eldest) {
            return size() > CAPACITY;
        }
    };

    public GameStates(EventStore store, RulesetRuntime runtime) {
        this.store = store;
        this.runtime = runtime;
    }

    /** The head this replica last knew, or the stored one (404 for an unknown game). */
    public GameHead head(UUID gameId) {
        GameHead known = cached(gameId);
        return known != null ? known : fresh(gameId);
    }

    /** The stored head (404 for an unknown game). */
    public GameHead fresh(UUID gameId) {
        return at(stored(gameId));
    }

    /** The game's row as stored now, one read (404 for an unknown game). */
    public StoredHead stored(UUID gameId) {
        return store.head(gameId).orElseThrow(() -> Problem.UNKNOWN_GAME.because("there is no game " + gameId));
    }

    /**
     * The game at a head just read: the cached one when it is at that seq (a seq names one log, so one state),
     * else folded on from it in a transaction of its own.
     */
    public GameHead at(StoredHead stored) {
        GameHead known = cached(stored.gameId());
        if (known != null && known.seq() == stored.seq()) {
            return known;
        }
        Game<Object> game = QuarkusTransaction.requiringNew().call(() -> at(stored.gameId(), stored.seq()));
        GameHead head = new GameHead(stored.gameId(), stored.seed(), stored.seq(), stored.hash(), stored.nextDraw(), game);
        remember(head);
        return head;
    }

    /**
     * The state after event {@code seq}, folded on from the cached head when that is not ahead of it;
     * reads the log in the caller's transaction.
     */
    public Game<Object> at(UUID gameId, long seq) {
        GameHead known = cached(gameId);
        if (known != null && known.seq() == seq) {
            return known.game();
        }
        boolean onward = known != null && known.seq() < seq;
        Game<Object> game = onward ? known.game() : null;
        for (EventRecord record : store.events(gameId, onward ? known.seq() : 0, seq)) {
            game = runtime.fold(game, record);
        }
        return game;
    }

    /** Records a head, unless a later one is known already. */
    public synchronized void remember(GameHead head) {
        GameHead known = recent.get(head.gameId());
        if (known == null || known.seq() < head.seq()) {
            recent.put(head.gameId(), head);
        }
    }

    private synchronized GameHead cached(UUID gameId) {
        return recent.get(gameId);
    }
}
