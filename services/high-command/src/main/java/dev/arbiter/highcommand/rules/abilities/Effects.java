package dev.arbiter.highcommand.rules.abilities;

import dev.arbiter.highcommand.rules.battle.AttackMode;
import dev.arbiter.highcommand.rules.battle.AttackState;
import dev.arbiter.highcommand.rules.HighCommandState;
import dev.arbiter.highcommand.rules.LocationSlot;
import dev.arbiter.highcommand.rules.cards.Ability;
import dev.arbiter.highcommand.rules.cards.Filter;
import java.util.ArrayList;
import java.util.List;

/** Who an effect discard reaches (the schema's effect discard; WARCASTERS, ONE OPPONENT note). */
public final class Effects {

    private Effects() {
    }

    /**
     * Each opponent with cards at the ability's location, in turn order after its owner; every
     * opponent when the target says anywhere or the ability is at no location. In a targeted
     * attack at that location only its target (clarification 17).
     */
    public static List<Integer> discarding(HighCommandState s, int owner, String location, Ability ability) {
        List<Integer> seats = new ArrayList<>();
        LocationSlot l = location == null ? null : s.location(location);
        AttackState attack = s.turn() == null ? null : s.turn().attack();
        for (int i = 1; i < s.seats(); i++) {
            int seat = (owner + i) % s.seats();
            boolean reached = ability.target().where() == Filter.Where.anywhere || l == null || l.count(seat) > 0;
            if (attack != null && attack.mode() != AttackMode.allOut && attack.location().equals(location) && !attack.involves(seat)) {
                reached = false;
            }
            if (reached) {
                seats.add(seat);
            }
        }
        return seats;
    }
}
