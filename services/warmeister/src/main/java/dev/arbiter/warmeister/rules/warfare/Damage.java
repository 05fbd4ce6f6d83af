package dev.arbiter.warmeister.rules.warfare;

import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.warmeister.rules.Decision;
import dev.arbiter.warmeister.rules.Steps;
import static dev.arbiter.warmeister.rules.Rulebook.BOOK;

import dev.arbiter.warmeister.rules.WarmeisterCommand.AssignHit;
import dev.arbiter.warmeister.rules.WarmeisterEvent.CardDestroyed;
import dev.arbiter.warmeister.rules.WarmeisterEvent.DamageAssigned;
import java.util.ArrayList;
import java.util.List;

/**
 * warmeister.txt, WARFARE: each side places as many damage counters on its own units as the
 * opponent scored hits, in any combination; a unit with counters equal to its wounds is
 * discarded. Counters scored by Cavalry are placed by the Cavalry's owner instead (ARMY CARDS,
 * Cavalry); a Tough unit sheds the first counter placed on it in a battle. Both sides place
 * their counters at the same time, one command per counter, in any order; a Deadly Cavalry's
 * hit puts both its counters on the unit its owner picks.
 */
public final class Damage {

    private Damage() {
    }

    public static List<WarmeisterEvent> assign(WarmeisterState state, int seat, AssignHit command) {
        Steps.expect(state, seat, Decision.DAMAGE, "Assigning a hit");
        Battle battle = state.battle();
        boolean attacker = battle.isAttacker(seat);
        int card = command.card();
        boolean own = battle.force(seat).contains(card);
        boolean enemy = battle.force(battle.opponent(seat)).contains(card);
        BOOK.require((own && battle.pools().own(attacker) > 0) || (enemy && battle.pools().cavalry(attacker) > 0),
                "damage.bad-target", "WARFARE", own || enemy
                        ? "you have no counters to place on that side (enemy units only take counters your Cavalry scored)"
                        : "place counters on a unit still in this battle");
        return hit(state, battle, seat, card, own ? 1 : battle.pools().nextCavalryHit(attacker));
    }

    /** Counters on one unit: Tough sheds the first, the rest are added, destroying the unit at its wounds. */
    static List<WarmeisterEvent> hit(WarmeisterState state, Battle battle, int seat, int card, int counters) {
        List<WarmeisterEvent> events = new ArrayList<>();
        boolean absorbed = BattleEffects.absorbs(battle, card);
        events.add(new DamageAssigned(seat, card, counters, absorbed));
        if (BattleEffects.lethal(state, card, counters - (absorbed ? 1 : 0))) {
            events.add(new CardDestroyed(battle.ownerOf(card), card, "battle"));
        }
        return events;
    }
}
