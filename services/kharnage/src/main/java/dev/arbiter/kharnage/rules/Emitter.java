package dev.arbiter.kharnage.rules;

import java.util.ArrayList;
import java.util.List;

/** Collects events while folding them, so each decision reads the state the previous events made. */
final class Emitter {

    private final Evolve evolve;
    private final List<KharnageEvent> events = new ArrayList<>();
    private KharnageState state;

    Emitter(Evolve evolve, KharnageState state) {
        this.evolve = evolve;
        this.state = state;
    }

    void emit(KharnageEvent event) {
        events.add(event);
        state = evolve.apply(state, event);
    }

    KharnageState state() {
        return state;
    }

    List<KharnageEvent> events() {
        return List.copyOf(events);
    }
}
