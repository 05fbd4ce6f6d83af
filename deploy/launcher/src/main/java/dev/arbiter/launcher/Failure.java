package dev.arbiter.launcher;

/** Why a command cannot go on, in words for the person who ran it; printed as "ERROR: ..." with exit status 1. */
public final class Failure extends RuntimeException {

    public Failure(String message) {
        super(message);
    }

    public Failure(String message, Throwable cause) {
        super(message, cause);
    }
}
