package dev.arbiter.kernel.http;

/**
 * Whether a game's log is what it claims to be: the seed matches its commitment, the hash chain
 * is unbroken, and running the stored commands again gives the same events.
 */
public record AuditReport(String gameId, boolean finished, String seedCommitment, String revealedSeed, Boolean commitmentValid,
        boolean chainIntact, Long chainBrokenAt, int reexecuted, boolean reexecutionMatches, Long firstMismatchSeq) {
}
