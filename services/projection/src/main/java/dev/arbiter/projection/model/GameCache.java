package dev.arbiter.projection.model;

import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;

/**
 * Games of one version as their last committed batch left them, kept between batches so the next
 * batch need not read them back: at most {@code capacity}, the least recently used evicted first
 * (an evicted game is read from the database again). A batch takes its games out and gives them
 * back only once its transaction has committed, so a batch that fails leaves none of its games
 * here, and they are read again as the database has them.
 */
public final class GameCache {

    /** Keeps nothing: every batch reads its games from the database. */
    public static final GameCache NONE = new GameCache(0);

    private record Key(int version, UUID gameId) {
    }

    private final Map<Key, GameState> games;

    public GameCache(int capacity) {
        this.games = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Key, GameState> eldest) {
                return size() > capacity;
            }
        };
    }

    /** Takes out the games of {@code ids} that are here. */
    public synchronized Map<UUID, GameState> take(int version, Collection<UUID> ids) {
        Map<UUID, GameState> taken = new HashMap<>();
        for (UUID id : ids) {
            GameState game = games.remove(new Key(version, id));
            if (game != null) {
                taken.put(id, game);
            }
        }
        return taken;
    }

    /** Keeps games as a committed batch left them. */
    public synchronized void keep(Collection<GameState> committed) {
        for (GameState game : committed) {
            games.put(new Key(game.row.modelVersion, game.row.gameId), game.committed());
        }
    }

    public synchronized void forgetAll() {
        games.clear();
    }

    synchronized int size() {
        return games.size();
    }
}
