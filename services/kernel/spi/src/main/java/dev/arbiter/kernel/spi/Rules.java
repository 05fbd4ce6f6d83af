package dev.arbiter.kernel.spi;

import java.util.List;
import java.util.Set;

/**
 * A ruleset written as a decider: pure functions over an immutable state.
 *
 * <p>{@code C} and {@code E} must be sealed interfaces whose permitted subclasses are records;
 * a record's simple name is its type name on the wire (commands' {@code type}, events' envelope
 * {@code type}). States must never be mutated: {@link #evolve} returns a new state, because the
 * kernel keeps folded states in a cache and re-executes the log for audits.
 *
 * <p>Hidden information is declared, never redacted by hand: the state's, the view's and the
 * events' record components that not every viewer may see carry {@link Secret}, and the kernel
 * removes them on every way out (views, command answers, the event feed, the stream, time
 * travel, the public payload on the topic).
 *
 * @param <S> state
 * @param <C> commands a seat may send
 * @param <E> events
 */
public interface Rules<S, C, E> {

    /** Short lowercase name; the Kafka topic is {@code arbiter.<name>.events}. */
    String name();

    /** Recorded in every event envelope so that a replay uses the same rules. */
    String version();

    Class<C> commandType();

    Class<E> eventType();

    /**
     * The setup options this ruleset reads. The service refuses a game with any other key, so a
     * misspelt option (or another ruleset's) is never ignored without a word.
     */
    default Set<String> options() {
        return Set.of();
    }

    /** The state before any seat is taken; rejects an impossible setup (say, too many seats). */
    S initialState(Setup setup) throws RuleViolation;

    /** The opening events once every seat is taken: shuffles, deals, first rolls. */
    List<E> start(S state, Dice dice);

    /**
     * Validates one seat's command and returns its outcome as at least one event (an accepted
     * command that left no trace could not be replayed); never changes {@code state}.
     */
    List<E> decide(S state, int seat, C command, Dice dice) throws RuleViolation;

    /** Applies one event. Never rolls dice and never fails for an event {@code decide} produced. */
    S evolve(S state, E event);

    /**
     * The state as clients read it, with the whole truth in it: the kernel hands each viewer a
     * copy with every {@link Secret} value it may not see taken out ({@link Redactor}), as it
     * does with events. A view is a record; what is secret in it carries {@code @Secret}.
     */
    Object view(S state);

    /** Every command the seat may send now; empty when the game does not wait for that seat. */
    List<C> legalActions(S state, int seat);

    Outcome outcome(S state);

    /**
     * How far play has come, counted as the rulebook counts it (Warmeister's turn, Kharnage's
     * round), written into every event for read models that know no rules; null for a ruleset
     * that does not count rounds.
     */
    default Integer round(S state) {
        return null;
    }

    /**
     * The content pack this game plays with, as {@code <id>@<sha256>}, written into every event
     * so that a replay can insist on the very same cards; null for a ruleset without packs.
     */
    default String contentPack(S state) {
        return null;
    }
}
