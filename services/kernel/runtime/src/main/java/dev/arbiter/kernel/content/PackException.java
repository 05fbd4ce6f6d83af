package dev.arbiter.kernel.content;

/** A content pack that is refused: the message says which file, where in it, and what is wrong. */
public final class PackException extends RuntimeException {

    public PackException(String message) {
        super(message);
    }

    public PackException(String message, Throwable cause) {
        super(message, cause);
    }
}
