package dev.arbiter.warfighter.rules;

import java.util.ArrayList;
import java.util.List;

/** Collects events while folding them, so each decision reads the state the previous events made. */
public final class Emitter {

    private final Evolve evolve;
    private final List<WarfighterEvent> events = new ArrayList<>();
    private WarfighterState state;

    public Emitter(Evolve evolve, WarfighterState state) {
        this.evolve = evolve;
        this.state = state;
    }

    public void emit(WarfighterEvent event) {
        events.add(event);
        state = evolve.apply(state, event);
    }

    public WarfighterState state() {
        return state;
    }

    public List<WarfighterEvent> events() {
        return List.copyOf(events);
    }
}
