package dev.arbiter.kernel.web;

/** A refusal on its way to the client as application/problem+json; {@code rule} names a broken game rule, if any. */
public final class ProblemException extends RuntimeException {

    private final ProblemType problem;
    private final String rule;

    public ProblemException(ProblemType problem, String detail, String rule) {
        super(detail, null, false, false);
        this.problem = problem;
        this.rule = rule;
    }

    public ProblemType problem() {
        return problem;
    }

    public String rule() {
        return rule;
    }
}
