package dev.arbiter.highcommand.rules.battle;

import dev.arbiter.highcommand.rules.Emitter;
import dev.arbiter.highcommand.rules.HighCommandCommand;
import dev.arbiter.highcommand.rules.HighCommandEvent.*;
import dev.arbiter.highcommand.rules.HighCommandState;
import dev.arbiter.highcommand.rules.LocationSlot;
import dev.arbiter.highcommand.rules.Placed;
import dev.arbiter.highcommand.rules.endgame.SeatTotal;
import dev.arbiter.highcommand.rules.Step;
import dev.arbiter.highcommand.rules.abilities.Abilities;
import dev.arbiter.highcommand.rules.abilities.Stats;
import dev.arbiter.highcommand.rules.cards.Catalogue;
import java.util.ArrayList;
import java.util.List;

/** BATTLE, ONE OPPONENT, MULTIPLE OPPONENTS, WARCASTERS: the battle step's automatic parts, attack by attack. */
public final class Attacks {

    private final Catalogue cards;
    private final Abilities abilities;

    public Attacks(Catalogue cards) {
        this.cards = cards;
        this.abilities = new Abilities(cards);
    }

    public static void begin(Emitter em) {
        em.emit(new StepBegan(em.state().active(), Step.battle));
    }

    public void step(Emitter em) {
        HighCommandState s = em.state();
        AttackState a = s.turn().attack();
        if (a == null) {
            List<HighCommandCommand.Attack> choices = Battle.choices(s);
            if (choices.isEmpty()) {
                withdrawWarcasters(em, s.active());
                em.emit(new TurnEnded(s.active()));
            } else {
                HighCommandCommand.Attack only = choices.get(0);
                em.emit(new AttackBegan(only.location(), only.mode(), only.target()));
            }
            return;
        }
        switch (a.progress()) {
            case opened -> {
                Stats stats = new Stats(cards, s);
                List<Placed> zero = stats.placed().stream().filter(c -> c.location().equals(a.location()))
                        .filter(c -> stats.health(c) != null && stats.health(c) <= 0).map(Stats.At::card).toList();
                if (!zero.isEmpty()) {
                    em.emit(new ZeroHealthDiscarded(a.location(), zero));
                }
                Stats after = new Stats(cards, em.state());
                List<SeatTotal> totals = new ArrayList<>();
                totals.add(new SeatTotal(a.attacker(), after.total(a.attacker(), a.location())));
                a.defenders().forEach(d -> totals.add(new SeatTotal(d, after.total(d, a.location()))));
                em.emit(new PowerTotalled(a.location(), totals));
            }
            case attackerDeclares -> em.emit(new DestructionDeclared(a.attacker(), List.of()));
            case defenceDeclares -> em.emit(new DestructionDeclared(a.responder(), List.of()));
            case removal -> {
                List<Placed> destroyed = new ArrayList<>(new Declarations(cards, s, a.attacker()).placed(a.attackerDeclared()));
                destroyed.addAll(new Declarations(cards, s, a.responder()).placed(a.defenceDeclared()));
                em.emit(new CardsDestroyed(a.location(), destroyed));
                abilities.attacked(em, a);
            }
            case aftermath -> em.emit(new AttackEnded(a.location()));
        }
    }

    /** WARCASTERS: at the end of the battle step, the rushed warcasters go to their owner's occupying forces pile. */
    private void withdrawWarcasters(Emitter em, int seat) {
        List<String> rushed = new ArrayList<>();
        for (LocationSlot l : em.state().locations()) {
            l.of(seat).stream().map(Placed::card).filter(c -> cards.warcaster(c) != null).forEach(rushed::add);
        }
        if (!rushed.isEmpty()) {
            em.emit(new WarcastersWithdrawn(seat, rushed));
        }
    }
}
