package dev.arbiter.projection.fold;

import dev.arbiter.projection.envelope.ChainLink;
import dev.arbiter.projection.envelope.Envelope;
import dev.arbiter.projection.model.GameRow;
import dev.arbiter.projection.model.PendingEvent;
import dev.arbiter.projection.model.SeatRow;
import dev.arbiter.projection.model.TimelineRow;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * Applies events to one version of the read models, exactly once per (game, seq) and in seq order:
 * a repeat changes nothing (unless its content differs, which the audit flags), and an event past
 * a gap waits in pending_events until the missing ones arrive. Checks the hash chain as it goes.
 */
@ApplicationScoped
public class GameProjector {

    @Inject
    EntityManager em;

    @Inject
    LifeCycle lifeCycle;

    @Inject
    TimelineLines timeline;

    /** Applies records in the order given. Runs inside the caller's transaction. */
    public void apply(int version, List<Envelope> events) {
        // every transaction takes its games' locks in the same order, so a live batch and a rebuild
        // batch writing the same games of the version being built cannot deadlock
        int[] gameKeys = events.stream().mapToInt(event -> event.gameId().hashCode()).distinct().sorted().toArray();
        if (gameKeys.length == 0) {
            return;
        }
        lock(version, gameKeys);
        // one read of the batch's games and seats; every find below is then answered from the session
        List<UUID> games = events.stream().map(Envelope::gameId).distinct().toList();
        GameRow.list("modelVersion = ?1 and gameId in ?2", version, games);
        SeatRow.list("modelVersion = ?1 and gameId in ?2", version, games);
        for (Envelope event : events) {
            apply(version, event);
        }
    }

    /**
     * Serialises the live consumer and a rebuild when both apply the same game to the version being built:
     * one statement takes every lock of the batch, in the order of the sorted keys.
     */
    private void lock(int version, int[] sortedGameKeys) {
        String keys = Arrays.stream(sortedGameKeys).mapToObj(Integer::toString).collect(Collectors.joining(",", "{", "}"));
        em.createNativeQuery("SELECT count(pg_advisory_xact_lock(?1, k)) FROM unnest(cast(?2 as integer[])) AS l(k)")
                .setParameter(1, version).setParameter(2, keys).getSingleResult();
    }

    private void apply(int version, Envelope event) {
        GameRow game = GameRow.find(version, event.gameId());
        if (game == null) {
            game = newGame(version, event);
        }
        if (event.seq() <= game.headSeq) {
            checkRepeat(game, event);
        } else if (event.seq() > game.headSeq + 1) {
            buffer(game, event);
        } else {
            advance(game, event);
            drainBuffer(game);
        }
    }

    private static GameRow newGame(int version, Envelope event) {
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
        game.persist();
        return game;
    }

    private void advance(GameRow game, Envelope event) {
        ChainLink.problem(event, game.headHash).ifPresent(problem -> flag(game, event.seq(), problem));
        game.headSeq = event.seq();
        game.headHash = event.hash();
        game.lastEventAt = event.occurredAt();
        game.round = event.round();
        game.awaiting = event.awaiting();
        lifeCycle.apply(game, event);

        TimelineRow line = new TimelineRow();
        line.modelVersion = game.modelVersion;
        line.gameId = game.gameId;
        line.seq = event.seq();
        line.type = event.type();
        line.seat = event.seat();
        line.occurredAt = event.occurredAt();
        line.hash = event.hash();
        line.text = timeline.of(game, event);
        line.persist();
    }

    /** A repeat is harmless if it is the very event applied; anything else at that seq is flagged. */
    private static void checkRepeat(GameRow game, Envelope event) {
        TimelineRow applied = TimelineRow.find(game.modelVersion, game.gameId, event.seq());
        if (!applied.hash.equals(event.hash()) || !ChainLink.ownHash(event).equals(event.hash())) {
            flag(game, event.seq(), "seq " + event.seq() + " arrived again with other content than the event applied");
        }
    }

    private void buffer(GameRow game, Envelope event) {
        PendingEvent waiting = PendingEvent.find(game.modelVersion, game.gameId, event.seq());
        if (waiting != null) {
            if (!Envelope.parse(waiting.envelope).json().equals(event.json())) {
                flag(game, event.seq(), "seq " + event.seq() + " arrived again with other content than the event waiting");
            }
            return;
        }
        waiting = new PendingEvent();
        waiting.modelVersion = game.modelVersion;
        waiting.gameId = game.gameId;
        waiting.seq = event.seq();
        waiting.envelope = event.text();
        waiting.persist();
        game.gapBuffered++;
        recordGap(game);
    }

    private void drainBuffer(GameRow game) {
        while (game.gapBuffered > 0) {
            PendingEvent next = PendingEvent.find(game.modelVersion, game.gameId, game.headSeq + 1);
            if (next == null) {
                break;
            }
            next.delete();
            game.gapBuffered--;
            advance(game, Envelope.parse(next.envelope));
        }
        recordGap(game);
    }

    private static void recordGap(GameRow game) {
        boolean open = game.gapBuffered > 0;
        game.gapAwaiting = open ? game.headSeq + 1 : null;
        game.gapBufferedFrom = open ? PendingEvent.lowestSeq(game.modelVersion, game.gameId) : null;
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
