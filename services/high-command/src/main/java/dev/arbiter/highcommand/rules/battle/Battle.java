package dev.arbiter.highcommand.rules.battle;

import dev.arbiter.highcommand.rules.HighCommandCommand;
import dev.arbiter.highcommand.rules.HighCommandState;
import dev.arbiter.highcommand.rules.LocationSlot;
import java.util.ArrayList;
import java.util.List;

/** BATTLE: the locations the active player still attacks this battle step, and the attacks he may choose. */
public final class Battle {

    private Battle() {
    }

    /** Locations holding the active player's cards and another player's, not yet attacked this step, in row order (clarification 15). */
    static List<LocationSlot> contested(HighCommandState s) {
        int active = s.active();
        return s.locations().stream().filter(l -> l.location() != null && !s.turn().attacked().contains(l.location()))
                .filter(l -> l.count(active) > 0 && l.cards().stream().anyMatch(c -> c.seat() != active)).toList();
    }

    /** The opponents with cards at a location, in turn order after the active player. */
    static List<Integer> opponents(HighCommandState s, LocationSlot l) {
        List<Integer> seats = new ArrayList<>();
        for (int i = 1; i < s.seats(); i++) {
            int seat = (s.active() + i) % s.seats();
            if (l.count(seat) > 0) {
                seats.add(seat);
            }
        }
        return seats;
    }

    /** Every attack the active player may begin now (BATTLE: any order; MULTIPLE OPPONENTS: targeted or all-out). */
    public static List<HighCommandCommand.Attack> choices(HighCommandState s) {
        List<HighCommandCommand.Attack> attacks = new ArrayList<>();
        for (LocationSlot l : contested(s)) {
            List<Integer> opponents = opponents(s, l);
            if (opponents.size() == 1) {
                attacks.add(new HighCommandCommand.Attack(l.location(), AttackMode.oneOpponent, opponents.get(0)));
            } else {
                opponents.forEach(o -> attacks.add(new HighCommandCommand.Attack(l.location(), AttackMode.targeted, o)));
                attacks.add(new HighCommandCommand.Attack(l.location(), AttackMode.allOut, null));
            }
        }
        return attacks;
    }
}
