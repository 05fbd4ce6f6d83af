package dev.arbiter.projection.http;

import dev.arbiter.kernel.web.ProblemType;

/** The refusals this service gives, as RFC 9457 problem types shared with the ruleset services where they mean the same. */
public final class Problem {

    public static final ProblemType MALFORMED_REQUEST = ProblemType.MALFORMED_REQUEST;
    public static final ProblemType UNAUTHORIZED = new ProblemType(401, "unauthorized", "Missing or invalid admin token");
    public static final ProblemType UNKNOWN_GAME = ProblemType.UNKNOWN_GAME;
    public static final ProblemType NOT_FOUND = ProblemType.NOT_FOUND;
    public static final ProblemType REBUILD_RUNNING = new ProblemType(409, "rebuild-running", "A rebuild is already running");
    public static final ProblemType INTERNAL = ProblemType.INTERNAL;

    private Problem() {
    }
}
