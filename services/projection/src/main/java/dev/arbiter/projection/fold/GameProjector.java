package dev.arbiter.projection.fold;

import dev.arbiter.projection.envelope.ChainLink;
import dev.arbiter.projection.envelope.Envelope;
import dev.arbiter.projection.model.GameCache;
import dev.arbiter.projection.model.GameRow;
import dev.arbiter.projection.model.GameState;
import dev.arbiter.projection.model.GameStore;
import dev.arbiter.projection.model.PendingEvents;
import dev.arbiter.projection.model.TimelineRow;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.TransactionSynchronizationRegistry;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * Applies events to one version of the read models, exactly once per (game, seq) and in seq order:
 * a repeat changes nothing (unless its content differs, which the audit flags), and an event past
 * a gap waits in pending_events until the missing ones arrive. Checks the hash chain as it goes.
 */
@ApplicationScoped
public class GameProjector {

    @Inject
    GameStore store;

    @Inject
    PendingEvents pending;

    @Inject
    LifeCycle lifeCycle;

    @Inject
    TimelineLines timeline;

    @Inject
    TransactionSynchronizationRegistry transactions;

    /**
     * Applies records in the order given, inside the caller's transaction. The games come from
     * {@code cache} when it has them, else from the database, and go back to it once the
     * transaction commits.
     */
    public void apply(int version, List<Envelope> events, GameCache cache) {
        List<UUID> gameIds = events.stream().map(Envelope::gameId).distinct().toList();
        if (gameIds.isEmpty()) {
            return;
        }
        store.lock(version, gameIds);
        Map<UUID, GameState> games = cache.take(version, gameIds);
        games.putAll(store.read(version, gameIds.stream().filter(id -> !games.containsKey(id)).toList()));
        for (Envelope event : events) {
            apply(games.computeIfAbsent(event.gameId(), id -> newGame(version, event)), event);
        }
        store.write(games.values());
        transactions.registerInterposedSynchronization(new AfterCommit(() -> cache.keep(games.values())));
    }

    private void apply(GameState game, Envelope event) {
        if (event.seq() <= game.row.headSeq) {
            checkRepeat(game, event);
        } else if (event.seq() > game.row.headSeq + 1) {
            buffer(game.row, event);
        } else {
            advance(game, event);
            drainBuffer(game);
        }
    }

    private static GameState newGame(int version, Envelope event) {
        GameRow game = new GameRow();
        game.modelVersion = version;
        game.gameId = event.gameId();
        game.ruleset = event.ruleset();
        game.rulesetVersion = event.rulesetVersion();
        game.status = "waiting";
        game.placings = "[]";
        game.winners = "[]";
        game.awaiting = "[]";
        game.chainIntact = true;
        return GameState.created(game);
    }

    private void advance(GameState state, Envelope event) {
        GameRow game = state.row;
        ChainLink.problem(event, game.headHash).ifPresent(problem -> flag(game, event.seq(), problem));
        game.headSeq = event.seq();
        game.headHash = event.hash();
        game.lastEventAt = event.occurredAt();
        game.round = event.round();
        game.awaiting = event.awaiting();
        lifeCycle.apply(state, event);

        TimelineRow line = new TimelineRow();
        line.modelVersion = game.modelVersion;
        line.gameId = game.gameId;
        line.seq = event.seq();
        line.type = event.type();
        line.seat = event.seat();
        line.occurredAt = event.occurredAt();
        line.hash = event.hash();
        line.text = timeline.of(state, event);
        state.add(line);
    }

    /** A repeat is harmless if it is the very event applied; anything else at that seq is flagged. */
    private void checkRepeat(GameState game, Envelope event) {
        Optional<TimelineRow> applied = store.line(game, event.seq());
        if (!applied.map(line -> line.hash).equals(Optional.of(event.hash())) || !event.ownHash().equals(event.hash())) {
            flag(game.row, event.seq(), "seq " + event.seq() + " arrived again with other content than the event applied");
        }
    }

    private void buffer(GameRow game, Envelope event) {
        Optional<String> waiting = pending.at(game, event.seq());
        if (waiting.isPresent()) {
            if (!Envelope.sameContent(waiting.get(), event.text())) {
                flag(game, event.seq(), "seq " + event.seq() + " arrived again with other content than the event waiting");
            }
            return;
        }
        pending.add(game, event.seq(), event.text());
        game.gapBuffered++;
        recordGap(game);
    }

    private void drainBuffer(GameState game) {
        while (game.row.gapBuffered > 0) {
            long next = game.row.headSeq + 1;
            Optional<String> waiting = pending.at(game.row, next);
            if (waiting.isEmpty()) {
                break;
            }
            pending.remove(game.row, next);
            game.row.gapBuffered--;
            advance(game, Envelope.parse(waiting.get()));
        }
        recordGap(game.row);
    }

    private void recordGap(GameRow game) {
        boolean open = game.gapBuffered > 0;
        game.gapAwaiting = open ? game.headSeq + 1 : null;
        game.gapBufferedFrom = open ? pending.lowestSeq(game) : null;
    }

    /** The audit keeps the first break: everything after it is suspect anyway. */
    private static void flag(GameRow game, long seq, String problem) {
        if (game.chainIntact) {
            game.chainIntact = false;
            game.chainBrokenAt = seq;
            game.chainProblem = problem;
        }
    }
}
