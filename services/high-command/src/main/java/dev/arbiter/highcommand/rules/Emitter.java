package dev.arbiter.highcommand.rules;

import java.util.ArrayList;
import java.util.List;

/** Collects events while folding them, so each decision reads the state the previous events made. */
public final class Emitter {

    private final Evolve evolve;
    private final List<HighCommandEvent> events = new ArrayList<>();
    private HighCommandState state;

    Emitter(Evolve evolve, HighCommandState state) {
        this.evolve = evolve;
        this.state = state;
    }

    public void emit(HighCommandEvent event) {
        events.add(event);
        state = evolve.apply(state, event);
    }

    public HighCommandState state() {
        return state;
    }

    List<HighCommandEvent> events() {
        return List.copyOf(events);
    }
}
