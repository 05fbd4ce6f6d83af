package dev.arbiter.kernel.web;

/**
 * A kind of refusal with its stable problem type URI (RFC 9457). Each service lists its own
 * (the ruleset services' {@code dev.arbiter.kernel.http.Problem}, the projection's); the ones
 * here mean the same in every service.
 */
public record ProblemType(int status, String slug, String title) {

    public static final String BASE_URI = "https://arbiter.dev/problems/";

    public static final ProblemType MALFORMED_REQUEST = new ProblemType(400, "malformed-request", "Malformed request");
    public static final ProblemType UNKNOWN_GAME = new ProblemType(404, "unknown-game", "No such game");
    public static final ProblemType NOT_FOUND = new ProblemType(404, "not-found", "No such resource");
    public static final ProblemType INTERNAL = new ProblemType(500, "internal", "Internal error");

    public String type() {
        return BASE_URI + slug;
    }

    public ProblemException because(String detail) {
        return new ProblemException(this, detail, null);
    }
}
