package dev.arbiter.kernel.spi;

import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A player the service itself seats. It decides from what its seat may see (the seat's view)
 * and what it may do, never from the hidden state, so a bot cannot cheat.
 *
 * @param <C> the ruleset's commands
 */
@FunctionalInterface
public interface Bot<C> {

    /**
     * The command to send; {@code legal} and {@code shapes} are not both empty, because a bot is
     * asked only when the game waits for its seat. {@code view} is null for a bot that does not
     * {@link #readsView() read it}.
     */
    C choose(Object view, List<C> legal, List<CommandShape<C>> shapes, RandomGenerator random);

    /**
     * Whether {@link #choose} reads its view. Building and redacting a seat's view is most of what
     * asking a bot costs (docs/benchmarks.md, "Ruleset playouts"), so a bot that never reads it is
     * handed none.
     */
    default boolean readsView() {
        return true;
    }

    /** Picks uniformly among the listed commands and the shapes (a shape counting as one choice); it never reads the view. */
    static <C> Bot<C> random() {
        return new UniformChoice<>();
    }
}
