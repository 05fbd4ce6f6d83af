package dev.arbiter.kernel.store;

import java.util.UUID;

/** A game's row as stored: the head of its log and what the next command is decided with. */
public record StoredHead(UUID gameId, byte[] seed, long seq, String hash, long nextDraw, String status) {

    public boolean finished() {
        return "finished".equals(status);
    }
}
