package dev.arbiter.highcommand.rules.turn;

import dev.arbiter.highcommand.rules.Emitter;
import dev.arbiter.highcommand.rules.HighCommandEvent.*;
import dev.arbiter.highcommand.rules.HighCommandState;
import dev.arbiter.highcommand.rules.LocationSlot;
import dev.arbiter.highcommand.rules.Placed;
import dev.arbiter.highcommand.rules.Step;
import dev.arbiter.highcommand.rules.Turn;
import dev.arbiter.highcommand.rules.abilities.Abilities;
import dev.arbiter.highcommand.rules.cards.Catalogue;
import dev.arbiter.highcommand.rules.endgame.Scoring;
import java.util.ArrayList;
import java.util.List;

/** PLAYER TURNS and CAPTURE: the turn's start and its capture step, up to the orders step. */
public final class Captures {

    private final Catalogue cards;
    private final Abilities abilities;

    public Captures(Catalogue cards) {
        this.cards = cards;
        this.abilities = new Abilities(cards);
    }

    /** PLAYER TURNS, then CAPTURE: every location where the active player leads every other player by 2 cards (clarifications 20-23). */
    public void begin(Emitter em, int seat) {
        em.emit(new TurnBegan(seat));
        em.emit(new StepBegan(seat, Step.capture));
        HighCommandState s = em.state();
        List<String> withRule = new ArrayList<>();
        for (LocationSlot l : s.locations()) {
            if (l.location() == null || !captures(s, seat, l)) {
                continue;
            }
            if (abilities.hasCaptureRule(l.location())) {
                withRule.add(l.location());
            } else {
                capture(em, seat, l.location());
            }
        }
        if (!withRule.isEmpty()) {
            em.emit(new CapturesPending(seat, withRule));
        }
    }

    static boolean captures(HighCommandState s, int seat, LocationSlot l) {
        long mine = l.count(seat);
        long most = 0;
        for (int other = 0; other < s.seats(); other++) {
            if (other != seat) {
                most = Math.max(most, l.count(other));
            }
        }
        return mine >= most + 2;
    }

    private static void capture(Emitter em, int seat, String location) {
        LocationSlot l = em.state().location(location);
        List<String> occupying = l.of(seat).stream().map(Placed::card).toList();
        List<Placed> others = l.cards().stream().filter(c -> c.seat() != seat).toList();
        em.emit(new LocationCaptured(seat, location, occupying, others));
    }

    public void follow(Emitter em, String location) {
        int seat = em.state().active();
        em.emit(new CaptureRuleResolved(seat, location));
        abilities.captured(em, seat, location);
    }

    public void step(Emitter em) {
        HighCommandState s = em.state();
        Turn t = s.turn();
        if (t.rule() != null) {
            capture(em, t.seat(), t.rule());
            return;
        }
        if (t.capturing().size() == 1) {
            follow(em, t.capturing().get(0));
            return;
        }
        boolean captured = false;
        for (int slot = 0; slot < s.locations().size(); slot++) {
            if (em.state().locations().get(slot).location() == null) {
                captured = true;
                if (!em.state().locationDeck().isEmpty()) {
                    em.emit(new LocationRevealed(slot, em.state().locationDeck().get(0)));
                }
            }
        }
        if (captured && em.state().locationDeck().isEmpty()) {
            new Scoring(cards).end(em, "locationDeckEmpty");
            return;
        }
        em.emit(new StepBegan(t.seat(), Step.orders));
        abilities.roundResources(em, t.seat());
    }
}
