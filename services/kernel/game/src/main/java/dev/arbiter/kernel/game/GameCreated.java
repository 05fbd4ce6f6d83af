package dev.arbiter.kernel.game;

import java.util.Map;

/**
 * The first event of every game: its setup (the seat count and the ruleset's setup document) and
 * the commitment to the secret dice seed.
 */
public record GameCreated(String ruleset, String rulesetVersion, int seats, Map<String, Object> options, String seedCommitment)
        implements Lifecycle {
}
