package dev.arbiter.testkit;

import static dev.arbiter.testkit.Audience.name;
import static dev.arbiter.testkit.Leaks.fail;

import dev.arbiter.kernel.game.TurnCheck;
import dev.arbiter.kernel.spi.Rules;
import dev.arbiter.kernel.spi.Viewer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What a viewer learns from a state without any command decided: its view, its legal actions, and
 * the answers to commands it sends. None may change when only a secret it may not see changes.
 */
final class SeatChecks<S, C, E> {

    private static final int PROBES_PER_SEAT = 2;

    private final Rules<S, C, E> rules;
    private final Audience<S> audience;

    SeatChecks(Rules<S, C, E> rules, Audience<S> audience) {
        this.rules = rules;
        this.audience = audience;
    }

    void views(S state, String where) {
        Map<Viewer, Object> views = new HashMap<>();
        for (Variant<S> variant : Variant.of(state)) {
            for (Viewer viewer : audience.blind(variant.slot())) {
                Object seen = views.computeIfAbsent(viewer, v -> audience.view(state, v));
                Object changed = Variant.attempt(() -> audience.view(variant.state(), viewer));
                if (changed != null && !seen.equals(changed)) {
                    fail(where + ": " + name(viewer) + "'s view changes when only " + variant.slot().path() + " changes, which it may not see: "
                            + Leaks.difference(seen, changed));
                }
            }
        }
    }

    /** Each seat's legal actions in the state, by seat: the same list however often a check asks. */
    List<List<C>> legalNow(S state) {
        List<List<C>> legal = new ArrayList<>();
        for (int seat : audience.seats()) {
            legal.add(rules.legalActions(state, seat));
        }
        return legal;
    }

    void legalActions(List<List<C>> legalNow, List<Variant<S>> variants, String where) {
        for (Variant<S> variant : variants) {
            for (Viewer viewer : audience.blind(variant.slot())) {
                if (viewer.isSeat()) {
                    List<C> legal = legalNow.get(viewer.seat());
                    List<C> changed = Variant.attempt(() -> rules.legalActions(variant.state(), viewer.seat()));
                    if (changed != null && !legal.equals(changed)) {
                        fail(where + ": " + name(viewer) + "'s legal actions change when only " + variant.slot().path()
                                + " changes, which it may not see: " + legal + " / " + changed);
                    }
                }
            }
        }
    }

    /**
     * Each seat sends what the other seats may send now: the refusal must not depend on what it may not see. The
     * kernel answers a seat out of turn before the rules see it, as in a served game.
     */
    void refusals(S state, List<List<C>> legalNow, List<Variant<S>> variants, String where) {
        for (Viewer viewer : audience.all()) {
            if (!viewer.isSeat()) {
                continue;
            }
            for (C probe : probes(legalNow, viewer.seat())) {
                Answer<E> answer = Answer.of(() -> TurnCheck.decide(rules, state, viewer.seat(), probe, RecordedDice.fixed()));
                for (Variant<S> variant : variants) {
                    if (!settled(variant.state())) {
                        continue; // the kernel moves on before any command where nobody is awaited: no seat is answered there
                    }
                    if (!audience.blind(variant.slot()).contains(viewer)) {
                        continue;
                    }
                    Answer<E> changed = Answer.of(() -> TurnCheck.decide(rules, variant.state(), viewer.seat(), probe, RecordedDice.fixed()));
                    if (answer.failed() == null && changed.failed() == null && !answer.verdict().equals(changed.verdict())) {
                        fail(where + ": " + name(viewer) + " sending " + probe + " is answered differently when only " + variant.slot().path()
                                + " changes, which it may not see: " + answer.verdict() + " / " + changed.verdict());
                    }
                }
            }
        }
    }

    /** Whether a served game can wait in the state for a command: it runs and awaits somebody (a changed secret may not). */
    private boolean settled(S state) {
        return Boolean.TRUE.equals(Variant.attempt(() -> rules.outcome(state).finished() || !rules.awaiting(state).isEmpty()));
    }

    private List<C> probes(List<List<C>> legalNow, int seat) {
        List<C> probes = new ArrayList<>();
        for (int other : audience.seats()) {
            if (other != seat) {
                legalNow.get(other).stream().limit(PROBES_PER_SEAT).forEach(probes::add);
            }
        }
        return probes;
    }
}
