package dev.arbiter.kernel.store;

/** Another command was appended to the game first; nothing of this one was written. */
public final class VersionConflict extends RuntimeException {

    public VersionConflict(String message) {
        super(message, null, false, false);
    }
}
