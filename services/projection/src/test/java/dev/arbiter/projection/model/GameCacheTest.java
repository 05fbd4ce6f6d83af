package dev.arbiter.projection.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** What GameCache keeps: committed games, at most its capacity, the least recently used evicted first. */
class GameCacheTest {

    private final UUID a = UUID.randomUUID();
    private final UUID b = UUID.randomUUID();
    private final UUID c = UUID.randomUUID();

    @Test
    void aTakenGameIsNotThereUntilKeptAgain() {
        GameCache cache = new GameCache(10);
        cache.keep(List.of(game(1, a)));
        GameState taken = cache.take(1, List.of(a)).get(a);
        assertEquals(a, taken.row.gameId);
        // a batch that fails never keeps its games: the next one finds nothing and reads the database
        assertEquals(Map.of(), cache.take(1, List.of(a)));
    }

    @Test
    void aKeptGameStartsAFreshBatchOverTheSameRow() {
        GameCache cache = new GameCache(10);
        GameState applied = game(1, a);
        applied.row.headSeq = 7;
        TimelineRow line = new TimelineRow();
        line.seq = 7;
        applied.add(line);
        cache.keep(List.of(applied));
        GameState next = cache.take(1, List.of(a)).get(a);
        assertSame(applied.row, next.row);
        assertTrue(next.added().isEmpty(), "the lines of the committed batch are written; the next batch adds its own");
        assertEquals(false, next.seatsChanged());
        assertEquals(java.util.Optional.empty(), next.addedAt(7));
    }

    @Test
    void theLeastRecentlyUsedIsEvictedBeyondTheCapacity() {
        GameCache cache = new GameCache(2);
        cache.keep(List.of(game(1, a), game(1, b)));
        cache.keep(List.of(cache.take(1, List.of(a)).get(a)));
        cache.keep(List.of(game(1, c)));
        assertEquals(2, cache.size());
        assertEquals(Map.of(), cache.take(1, List.of(b)), "b was used least recently");
        assertEquals(java.util.Set.of(a, c), cache.take(1, List.of(a, b, c)).keySet());
    }

    @Test
    void versionsAreKeptApartAndNoneKeepsNothing() {
        GameCache cache = new GameCache(10);
        cache.keep(List.of(game(1, a)));
        assertEquals(Map.of(), cache.take(2, List.of(a)));
        GameCache.NONE.keep(List.of(game(1, a)));
        assertEquals(Map.of(), GameCache.NONE.take(1, List.of(a)));
        cache.forgetAll();
        assertEquals(0, cache.size());
    }

    private static GameState game(int version, UUID id) {
        GameRow row = new GameRow();
        row.modelVersion = version;
        row.gameId = id;
        return GameState.created(row);
    }
}
