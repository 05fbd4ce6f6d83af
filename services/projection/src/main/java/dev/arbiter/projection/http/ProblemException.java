package dev.arbiter.projection.http;

/** A refusal on its way to the client as application/problem+json. */
public final class ProblemException extends RuntimeException {

    private final Problem problem;

    ProblemException(Problem problem, String detail) {
        super(detail, null, false, false);
        this.problem = problem;
    }

    public Problem problem() {
        return problem;
    }
}
