package dev.arbiter.kernel.http;

/** A refusal on its way to the client as application/problem+json; {@code rule} names a broken game rule. */
public final class ProblemException extends RuntimeException {

    private final Problem problem;
    private final String rule;

    public ProblemException(Problem problem, String detail, String rule) {
        super(detail, null, false, false);
        this.problem = problem;
        this.rule = rule;
    }

    public Problem problem() {
        return problem;
    }

    public String rule() {
        return rule;
    }
}
