package dev.arbiter.testkit;

import dev.arbiter.kernel.spi.Redactor;
import dev.arbiter.kernel.spi.Rules;
import dev.arbiter.kernel.spi.Viewer;
import dev.arbiter.testkit.SecretSlots.Slot;
import java.util.ArrayList;
import java.util.List;

/** Who watches a game (every seat and a spectator), who may not see a secret, and what each is shown. */
final class Audience<S> {

    private final Rules<S, ?, ?> rules;
    private final List<Viewer> viewers = new ArrayList<>();

    Audience(Rules<S, ?, ?> rules, int seats) {
        this.rules = rules;
        for (int seat = 0; seat < seats; seat++) {
            viewers.add(Viewer.seat(seat));
        }
        viewers.add(Viewer.SPECTATOR);
    }

    List<Viewer> all() {
        return viewers;
    }

    /** The seats, in order. */
    List<Integer> seats() {
        return viewers.stream().filter(Viewer::isSeat).map(Viewer::seat).toList();
    }

    /** The viewers who may not see the slot. */
    List<Viewer> blind(Slot slot) {
        return viewers.stream().filter(v -> slot.owner() == SecretSlots.NOBODY || !v.sees(slot.owner())).toList();
    }

    /** The view of the state as the viewer gets it. */
    Object view(S state, Viewer viewer) {
        return Redactor.view(rules.view(state), viewer);
    }

    static String name(Viewer viewer) {
        return viewer.isSeat() ? "seat " + viewer.seat() : "a spectator";
    }
}
