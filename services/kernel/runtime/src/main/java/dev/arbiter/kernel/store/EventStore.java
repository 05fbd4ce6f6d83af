package dev.arbiter.kernel.store;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * The PostgreSQL event log. Appends go through {@link #advanceHead}, a conditional update of the
 * game's head: of two commands decided on the same head, exactly one moves it.
 */
@ApplicationScoped
public class EventStore {

    public Optional<GameRecord> game(UUID gameId) {
        return GameRecord.findByIdOptional(gameId);
    }

    /** Events with {@code after < seq <= upTo}, in order. */
    public List<EventRecord> events(UUID gameId, long after, long upTo) {
        return EventRecord.<EventRecord>find("gameId = ?1 and seq > ?2 and seq <= ?3 order by seq", gameId, after, upTo).list();
    }

    /** The events whose envelope seals its payload, in order: those a game's end opens. */
    public List<EventRecord> sealed(UUID gameId) {
        return EventRecord.<EventRecord>find("gameId = ?1 and payload is not null order by seq", gameId).list();
    }

    public List<EventRecord> page(UUID gameId, long after, int limit) {
        return EventRecord.<EventRecord>find("gameId = ?1 and seq > ?2 order by seq", gameId, after).page(0, limit).list();
    }

    public Optional<CommandRecord> command(UUID gameId, String commandId) {
        CommandRecord.Key key = new CommandRecord.Key();
        key.gameId = gameId;
        key.commandId = commandId;
        return CommandRecord.findByIdOptional(key);
    }

    public List<CommandRecord> commands(UUID gameId) {
        return CommandRecord.<CommandRecord>find("gameId = ?1 order by firstSeq", gameId).list();
    }

    /** Moves the head from {@code expectedSeq}, or throws VersionConflict if it is no longer there. */
    public void advanceHead(UUID gameId, long expectedSeq, EventRecord last, long nextDraw, String status) {
        int moved = GameRecord.update("headSeq = ?1, headHash = ?2, nextDraw = ?3, status = ?4, updatedAt = ?5 where id = ?6 and headSeq = ?7",
                last.seq, last.hash, nextDraw, status, OffsetDateTime.now(), gameId, expectedSeq);
        if (moved != 1) {
            throw new VersionConflict("another command was appended after event " + expectedSeq + "; read the game again and retry");
        }
    }

    /** Writes the events, each with its outbox mark, and the command that produced them. */
    public void append(List<EventRecord> events, CommandRecord command) {
        for (EventRecord event : events) {
            event.persist();
            OutboxRecord mark = new OutboxRecord();
            mark.gameId = event.gameId;
            mark.seq = event.seq;
            mark.persist();
        }
        command.persist();
    }
}
