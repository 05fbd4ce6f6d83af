package dev.arbiter.kernel.service;

import dev.arbiter.kernel.game.Game;
import dev.arbiter.kernel.store.EventRecord;
import dev.arbiter.kernel.store.EventStore;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;

/**
 * Folded game states, kept for the games played recently so that a command does not re-read the
 * whole log. The cache is only a shortcut: a state is always caught up from the store to the head
 * the caller read, so another replica's appends are never missed.
 */
@ApplicationScoped
public class GameStates {

    /** A game's state after event {@code seq}. */
    public record Folded(long seq, Game<Object> game) {
    }

    private static final int CAPACITY = 2_000;

    private final EventStore store;
    private final RulesetRuntime runtime;
    private final Map<UUID, Folded> recent = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<UUID, Folded> eldest) {
            return size() > CAPACITY;
        }
    };

    public GameStates(EventStore store, RulesetRuntime runtime) {
        this.store = store;
        this.runtime = runtime;
    }

    /** The state after event {@code seq}, folded from the cache's copy when it is not ahead. */
    public Folded at(UUID gameId, long seq) {
        Folded start = cached(gameId);
        if (start == null || start.seq() > seq) {
            start = new Folded(0, null);
        }
        Game<Object> game = start.game();
        for (EventRecord record : store.events(gameId, start.seq(), seq)) {
            game = runtime.fold(game, record);
        }
        Folded folded = new Folded(seq, game);
        remember(gameId, folded);
        return folded;
    }

    /** Records the state a committed append produced. */
    public synchronized void remember(UUID gameId, Folded folded) {
        Folded known = recent.get(gameId);
        if (known == null || known.seq() < folded.seq()) {
            recent.put(gameId, folded);
        }
    }

    private synchronized Folded cached(UUID gameId) {
        return recent.get(gameId);
    }
}
