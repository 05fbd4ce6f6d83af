package dev.arbiter.warfighter.rules;

/** The steps of a Game Turn in the manual's order (§3.2 Game Turn). */
public enum Step {
    /** §3.2.0.1 Environment: rolls for Armies on an Environ Location. */
    ENVIRONMENT,
    /** §3.2.0.2 Exhaustion. */
    EXHAUSTION,
    /** §3.2.1 Action Phases. */
    FIRST,
    NORMAL,
    LAST,
    /** §3.2.2 Cleanup. */
    CLEANUP,
    /** Campaign only, after Cleanup: the lead seat may Retreat or fight on (§4.6 Retreat). */
    TURN_END
}
