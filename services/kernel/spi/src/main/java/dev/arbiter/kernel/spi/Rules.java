package dev.arbiter.kernel.spi;

import java.util.List;
import java.util.Map;

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
     * The state before any seat is taken; rejects an impossible setup (say, too many seats). The
     * setup document has passed the ruleset's schema ({@code contracts/setup/<name>.schema.json})
     * before it gets here.
     */
    S initialState(Setup setup) throws RuleViolation;

    /** The opening events once every seat is taken: shuffles, deals, first rolls. */
    List<E> start(S state, Dice dice);

    /**
     * Validates one seat's command and returns its outcome as at least one event (an accepted
     * command that left no trace could not be replayed); never changes {@code state}. The kernel
     * asks only seats in {@link #awaiting}, and runs the automatic steps that follow itself.
     */
    List<E> decide(S state, int seat, C command, Dice dice) throws RuleViolation;

    /**
     * The seats whose decision the game waits for, in seat order; empty while the game moves on by
     * itself or is over. Must depend on public facts only: every envelope shows it.
     */
    List<Integer> awaiting(S state);

    /**
     * One automatic step of a game that waits for nobody and is not over: a roll, a phase change,
     * a move of the side the rules play themselves. The kernel calls it until some seat must
     * choose, so replay and audit reproduce it exactly from the recorded dice. Never empty when
     * called; a ruleset whose game always waits for somebody needs none.
     */
    default List<E> advance(S state, Dice dice) {
        throw new IllegalStateException(name() + " waits for nobody but has no automatic step");
    }

    /** Applies one event. Never rolls dice and never fails for an event {@code decide} produced. */
    S evolve(S state, E event);

    /**
     * The state as clients read it, with the whole truth in it: the kernel hands each viewer a
     * copy with every {@link Secret} value it may not see taken out ({@link Redactor}), as it
     * does with events. A view is a record; what is secret in it carries {@code @Secret}.
     */
    Object view(S state);

    /**
     * The commands the seat may send now that can be listed one by one; empty when the game does
     * not wait for that seat. Together with {@link #commandShapes} it is non-empty exactly for the
     * seats in {@link #awaiting}.
     */
    List<C> legalActions(S state, int seat);

    /** The seat's legal commands that take continuous parameters, described by shape and bounds. */
    default List<CommandShape<C>> commandShapes(S state, int seat) {
        return List.of();
    }

    /**
     * Stronger players this ruleset offers for server-played seats, by name; the kernel always
     * offers {@code random} ({@link Bot#random()}).
     */
    default Map<String, Bot<C>> bots() {
        return Map.of();
    }

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
     * The content pack this game plays with, as {@code <id>@<sha256>} of a pack the kernel loaded,
     * written into every event; the kernel refuses the game wherever that pack is not loaded with
     * those very bytes. Null for a game not pinned to a pack (no packs, or cards fixed by the version).
     */
    default String contentPack(S state) {
        return null;
    }
}
