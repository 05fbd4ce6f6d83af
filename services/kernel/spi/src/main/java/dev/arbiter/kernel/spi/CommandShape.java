package dev.arbiter.kernel.spi;

import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * A family of legal commands described by its shape and bounds rather than listed one by one: a
 * move to any point of a 48" table cannot be enumerated. {@code decide} stays the judge of each
 * instance, so a command that fits the shape may still be refused with the rule it breaks.
 *
 * @param <C> the ruleset's commands
 */
public interface CommandShape<C> {

    /** The command's type name, as in a command body's {@code type}. */
    String type();

    /**
     * JSON Schema of the command's members (without {@code type}) as plain maps, lists and
     * values: the bounds a client may choose within.
     */
    Map<String, Object> schema();

    /** One command of this shape, chosen at random; for bots. */
    C sample(RandomGenerator random);
}
