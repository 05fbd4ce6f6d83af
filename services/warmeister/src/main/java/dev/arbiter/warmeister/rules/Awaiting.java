package dev.arbiter.warmeister.rules;

import dev.arbiter.warmeister.rules.warfare.Battle;
import dev.arbiter.warmeister.rules.events.StandingPass;
import dev.arbiter.warmeister.rules.turn.Phase;
import dev.arbiter.warmeister.rules.warfare.BattleEffects;
import java.util.ArrayList;
import java.util.List;

/**
 * Who the game waits for and for what. Wherever the game waits, the answer depends only on
 * public facts (never on what is in a hand or on a standing pass), so the list of awaited seats
 * gives nothing away.
 */
public final class Awaiting {

    private Awaiting() {
    }

    /**
     * The awaited seats, in seat order; empty when the game is over or an automatic step is due,
     * as when an open window is left only to standing passes ({@link StandingPass#answersAlone}).
     */
    public static List<Integer> seats(WarmeisterState state) {
        return StandingPass.answersAlone(state) ? List.of() : listed(state);
    }

    /**
     * The seats asked, a window left only to standing passes still listing them: what views and
     * refusals tell, so that none gives a standing pass away, not even in a state the game moves
     * on from at once. Wherever the game waits, the same as {@link #seats}.
     */
    static List<Integer> listed(WarmeisterState state) {
        List<Integer> seats = new ArrayList<>();
        for (int seat = 0; seat < state.seats(); seat++) {
            if (decision(state, seat) != null) {
                seats.add(seat);
            }
        }
        return seats;
    }

    /** What {@code seat} is asked to decide now, or null if the game does not wait for it. */
    public static Decision decision(WarmeisterState state, int seat) {
        if (state.winner() != null || state.phase() == Phase.SETUP || seat < 0 || seat >= state.seats()
                || state.player(seat).eliminated()) {
            return null;
        }
        Interrupt interrupt = state.interrupt();
        if (interrupt != null) {
            if (!interrupt.awaiting().contains(seat)) {
                return null;
            }
            if (interrupt instanceof Interrupt.ResponseWindow) {
                return Decision.RESPOND;
            }
            if (interrupt instanceof Interrupt.OwedDiscards) {
                return Decision.OWED_DISCARD;
            }
            return interrupt instanceof Interrupt.VictimChoice ? Decision.CHOOSE_VICTIM : Decision.FORCED_DISCARD;
        }
        if (state.openDice() != null) {
            return state.openDice().awaiting().contains(seat) ? Decision.LUCK : null;
        }
        Battle battle = state.battle();
        if (battle != null) {
            return battleDecision(state, battle, seat);
        }
        if (state.phase() == Phase.END) {
            Player player = state.player(seat);
            return player.hand().size() > player.handLimit() ? Decision.HAND_LIMIT : null;
        }
        if (state.activeSeat() != seat) {
            return null;
        }
        return switch (state.phase()) {
            case DRAW -> Decision.DRAW;
            case REVENUE -> Decision.BUY_STEP;
            case WARFARE -> Decision.WARFARE_STEP;
            case SUPPLY -> Decision.SUPPLY_STEP;
            default -> null;
        };
    }

    private static Decision battleDecision(WarmeisterState state, Battle battle, int seat) {
        return switch (battle.stage()) {
            case ATTACKER_ASSIGNS -> seat == battle.attacker() ? Decision.ASSIGN_ATTACKERS : null;
            case DEFENDER_ASSIGNS -> seat == battle.defender() && !state.player(seat).armies().isEmpty()
                    ? Decision.ASSIGN_DEFENDERS : null;
            case EVENTS -> seat == battle.toAct() ? Decision.BATTLE_EVENTS : null;
            case SENDING_HOME -> {
                Integer victim = BattleEffects.bottleneckVictim(battle);
                yield victim != null && victim == seat ? Decision.SEND_HOME : null;
            }
            case LUCK, ROUT_LUCK -> battle.luckAwaiting().contains(seat) ? Decision.LUCK : null;
            case DAMAGE -> hasDamageToPlace(battle, seat) ? Decision.DAMAGE : null;
            case GIANTS -> !battle.giantsPending().isEmpty() && giantOwner(battle) == seat ? Decision.GIANT : null;
            default -> null;
        };
    }

    static boolean hasDamageToPlace(Battle battle, int seat) {
        if (seat != battle.attacker() && seat != battle.defender()) {
            return false;
        }
        boolean attacker = battle.isAttacker(seat);
        return (battle.pools().own(attacker) > 0 && !battle.force(seat).isEmpty())
                || (battle.pools().cavalry(attacker) > 0 && !battle.force(battle.opponent(seat)).isEmpty());
    }

    /** The seat whose Giant picks next: Giants fight for the side whose list holds them. */
    static int giantOwner(Battle battle) {
        int giant = battle.giantsPending().get(0);
        return battle.attackerFought().contains(giant) ? battle.attacker() : battle.defender();
    }
}
