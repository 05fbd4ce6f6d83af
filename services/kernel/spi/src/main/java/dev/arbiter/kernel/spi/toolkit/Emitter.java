package dev.arbiter.kernel.spi.toolkit;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Collects events while folding them, so each decision reads the state the previous events made.
 * A ruleset binds it to its state and event types in a subclass that names its own evolve.
 */
public class Emitter<S, E> {

    private final BiFunction<S, E, S> evolve;
    private final List<E> events = new ArrayList<>();
    private S state;

    public Emitter(BiFunction<S, E, S> evolve, S state) {
        this.evolve = evolve;
        this.state = state;
    }

    public void emit(E event) {
        events.add(event);
        state = evolve.apply(state, event);
    }

    public S state() {
        return state;
    }

    public List<E> events() {
        return List.copyOf(events);
    }
}
