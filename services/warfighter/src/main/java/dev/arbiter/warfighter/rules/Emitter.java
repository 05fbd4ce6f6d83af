package dev.arbiter.warfighter.rules;

import java.util.ArrayList;
import java.util.List;

/** Collects events while folding them, so each decision reads the state the previous events made. */
final class Emitter {

    private final Evolve evolve;
    private final List<WarfighterEvent> events = new ArrayList<>();
    private WarfighterState state;

    Emitter(Evolve evolve, WarfighterState state) {
        this.evolve = evolve;
        this.state = state;
    }

    void emit(WarfighterEvent event) {
        events.add(event);
        state = evolve.apply(state, event);
    }

    WarfighterState state() {
        return state;
    }

    List<WarfighterEvent> events() {
        return List.copyOf(events);
    }
}
