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
     * asked only when the game waits for its seat.
     */
    C choose(Object view, List<C> legal, List<CommandShape<C>> shapes, RandomGenerator random);

    /** Picks uniformly among the listed commands and the shapes (a shape counting as one choice). */
    static <C> Bot<C> random() {
        return (view, legal, shapes, random) -> {
            int pick = random.nextInt(legal.size() + shapes.size());
            return pick < legal.size() ? legal.get(pick) : shapes.get(pick - legal.size()).sample(random);
        };
    }
}
