package dev.arbiter.kernel.http;

import dev.arbiter.kernel.web.ProblemType;

/** The kinds of refusal a client of a ruleset service can get, each with a stable problem type URI (RFC 9457). */
public final class Problem {

    public static final ProblemType MALFORMED_REQUEST = ProblemType.MALFORMED_REQUEST;
    public static final ProblemType UNAUTHORIZED = new ProblemType(401, "unauthorized", "Missing or invalid seat token");
    public static final ProblemType UNKNOWN_GAME = ProblemType.UNKNOWN_GAME;
    public static final ProblemType NOT_FOUND = ProblemType.NOT_FOUND;
    public static final ProblemType NOT_YOUR_TURN = new ProblemType(409, "not-your-turn", "Not your decision");
    public static final ProblemType VERSION_CONFLICT = new ProblemType(409, "version-conflict", "The game moved on");
    public static final ProblemType GAME_FINISHED = new ProblemType(409, "game-finished", "The game is over");
    public static final ProblemType SEAT_TAKEN = new ProblemType(409, "seat-taken", "Seat already taken");
    public static final ProblemType LENGTH_REQUIRED = new ProblemType(411, "length-required", "Content-Length required");
    public static final ProblemType PAYLOAD_TOO_LARGE = new ProblemType(413, "payload-too-large", "Request body too large");
    public static final ProblemType UNSUPPORTED_MEDIA_TYPE = new ProblemType(415, "unsupported-media-type", "Unsupported media type");
    public static final ProblemType ILLEGAL_MOVE = new ProblemType(422, "illegal-move", "Illegal move");
    public static final ProblemType IDEMPOTENCY_KEY_REUSED = new ProblemType(422, "idempotency-key-reused",
            "Idempotency key used for another command");
    public static final ProblemType TOO_MANY_REQUESTS = new ProblemType(429, "too-many-requests", "Too many requests");
    public static final ProblemType INTERNAL = ProblemType.INTERNAL;
    public static final ProblemType CONTENT_PACK_UNAVAILABLE = new ProblemType(503, "content-pack-unavailable",
            "The game's content pack is not loaded");

    private Problem() {
    }
}
