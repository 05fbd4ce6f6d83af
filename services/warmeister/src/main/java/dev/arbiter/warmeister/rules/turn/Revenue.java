package dev.arbiter.warmeister.rules.turn;

import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.warmeister.rules.Player;
import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.warmeister.rules.WarmeisterEvent.RevenueCollected;
import java.util.ArrayList;
import java.util.List;

/**
 * warmeister.txt, REVENUE: 1d6 gold per territory, plus the holdings' gold per turn (Mines,
 * Tavern, Market) and what last turn's battles earned (Pillage dice, Raider gold).
 */
public final class Revenue {

    private Revenue() {
    }

    public static List<WarmeisterEvent> collect(WarmeisterState state, Dice dice) {
        List<WarmeisterEvent> events = new ArrayList<>();
        for (int seat : state.order()) {
            Player player = state.player(seat);
            if (player.eliminated()) {
                continue;
            }
            List<Roll> rolls = new ArrayList<>();
            int total = 0;
            for (int i = 0; i < player.territories() + player.bonusDice(); i++) {
                Roll roll = dice.d6();
                rolls.add(roll);
                total += roll.value();
            }
            int fixed = player.holdingGold() + player.bonusGold();
            events.add(new RevenueCollected(seat, rolls, fixed, total + fixed));
        }
        return events;
    }
}
