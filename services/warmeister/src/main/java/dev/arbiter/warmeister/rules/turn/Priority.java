package dev.arbiter.warmeister.rules.turn;

import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.warmeister.rules.WarmeisterEvent.PriorityRolled;
import dev.arbiter.warmeister.rules.WarmeisterEvent.SeatRoll;
import java.util.ArrayList;
import java.util.List;

/**
 * warmeister.txt, PRIORITY: every player rolls a die at the start of each turn; the highest
 * roll has priority and ties for the highest are re-rolled among the tied players. Play then
 * goes clockwise, which here means upwards in seat number, wrapping around.
 */
public final class Priority {

    private Priority() {
    }

    public static PriorityRolled roll(WarmeisterState state, int turn, Dice dice) {
        List<SeatRoll> rolls = new ArrayList<>();
        List<Integer> contenders = state.activeSeats();
        while (contenders.size() > 1) {
            int best = 0;
            List<Integer> tied = new ArrayList<>();
            for (int seat : contenders) {
                Roll roll = dice.d6();
                rolls.add(new SeatRoll(seat, roll));
                if (roll.value() > best) {
                    best = roll.value();
                    tied.clear();
                }
                if (roll.value() == best) {
                    tied.add(seat);
                }
            }
            contenders = tied;
        }
        return new PriorityRolled(turn, rolls, clockwiseFrom(state, contenders.get(0)));
    }

    static List<Integer> clockwiseFrom(WarmeisterState state, int first) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < state.seats(); i++) {
            int seat = (first + i) % state.seats();
            if (!state.player(seat).eliminated()) {
                order.add(seat);
            }
        }
        return order;
    }
}
