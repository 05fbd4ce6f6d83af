package dev.arbiter.projection.http;

/** The refusals this service gives, as RFC 9457 problem types shared with the ruleset services where they mean the same. */
public enum Problem {
    MALFORMED_REQUEST(400, "malformed-request", "Malformed request"),
    UNAUTHORIZED(401, "unauthorized", "Missing or invalid admin token"),
    UNKNOWN_GAME(404, "unknown-game", "No such game"),
    NOT_FOUND(404, "not-found", "No such resource"),
    REBUILD_RUNNING(409, "rebuild-running", "A rebuild is already running"),
    INTERNAL(500, "internal", "Internal error");

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

    public String type() {
        return "https://arbiter.dev/problems/" + slug;
    }

    public String title() {
        return title;
    }

    public ProblemException because(String detail) {
        return new ProblemException(this, detail);
    }
}
