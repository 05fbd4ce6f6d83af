package dev.arbiter.kernel.http;

/** The kinds of refusal a client can get, each with a stable problem type URI (RFC 9457). */
public enum Problem {
    MALFORMED_REQUEST(400, "malformed-request", "Malformed request"),
    UNAUTHORIZED(401, "unauthorized", "Missing or invalid seat token"),
    UNKNOWN_GAME(404, "unknown-game", "No such game"),
    NOT_FOUND(404, "not-found", "No such resource"),
    NOT_YOUR_TURN(409, "not-your-turn", "Not your decision"),
    VERSION_CONFLICT(409, "version-conflict", "The game moved on"),
    GAME_FINISHED(409, "game-finished", "The game is over"),
    SEAT_TAKEN(409, "seat-taken", "Seat already taken"),
    LENGTH_REQUIRED(411, "length-required", "Content-Length required"),
    PAYLOAD_TOO_LARGE(413, "payload-too-large", "Request body too large"),
    UNSUPPORTED_MEDIA_TYPE(415, "unsupported-media-type", "Unsupported media type"),
    ILLEGAL_MOVE(422, "illegal-move", "Illegal move"),
    IDEMPOTENCY_KEY_REUSED(422, "idempotency-key-reused", "Idempotency key used for another command"),
    TOO_MANY_REQUESTS(429, "too-many-requests", "Too many requests"),
    INTERNAL(500, "internal", "Internal error"),
    CONTENT_PACK_UNAVAILABLE(503, "content-pack-unavailable", "The game's content pack is not loaded");

    public static final String BASE_URI = "https://arbiter.dev/problems/";

    private final int status;
    private final String slug;
    private final String title;

    Problem(int status, String slug, String title) {
        this.status = status;
        this.slug = slug;
        this.title = title;
    }

    public int status() {
        return status;
    }

    public String slug() {
        return slug;
    }

    public String title() {
        return title;
    }

    public String type() {
        return BASE_URI + slug;
    }

    public ProblemException because(String detail) {
        return new ProblemException(this, detail, null);
    }
}
