package dev.arbiter.warmeister.rules;

import dev.arbiter.warmeister.rules.turn.DrawPhase;
import dev.arbiter.warmeister.rules.warfare.Battle;
import dev.arbiter.warmeister.rules.turn.SupplyPhase;
import dev.arbiter.warmeister.rules.warfare.BattleEvents;
import dev.arbiter.warmeister.rules.events.StandingPass;
import dev.arbiter.warmeister.rules.events.Luck;
import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.cards.Category;
import dev.arbiter.warmeister.rules.cards.Deck;
import dev.arbiter.warmeister.rules.events.EventCards;
import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warmeister.rules.WarmeisterCommand.*;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The concrete commands a seat may send now. Candidates are drawn up from the decision at hand
 * and then kept only if the real handler accepts them, so every listed action is legal by
 * construction. Choices with many parts are asked one part at a time (one army, one counter).
 * A card is made a candidate only for what its kind can do, aimed only where its kind aims (the
 * handler's own checks on the card), so the trial runs are spent on the commands that may pass,
 * not on every card in hand against every target; a few decisions' candidates all pass, and are
 * not tried at all ({@link #UNTRIED}).
 */
final class LegalActions {

    /** Stands in for the kernel's dice while checking candidates; the events it helps make are thrown away. */
    private static final Dice NO_DICE = sides -> new Roll(0, sides, 1);

    /**
     * Decisions whose candidates all pass their handler, so none is tried: any number of cards up
     * to the draw allowance, any card in hand to discard, any unit of the seat's own in the battle
     * to send home.
     */
    private static final Set<Decision> UNTRIED = EnumSet.of(Decision.DRAW, Decision.HAND_LIMIT, Decision.FORCED_DISCARD,
            Decision.OWED_DISCARD, Decision.SEND_HOME);

    private LegalActions() {
    }

    static List<WarmeisterCommand> of(WarmeisterState state, int seat) {
        Decision decision = Awaiting.decision(state, seat);
        if (decision == null) {
            return List.of();
        }
        if (UNTRIED.contains(decision)) {
            return candidates(state, seat, decision);
        }
        List<WarmeisterCommand> legal = new ArrayList<>();
        for (WarmeisterCommand candidate : candidates(state, seat, decision)) {
            try {
                Commands.handle(state, seat, candidate, NO_DICE);
                legal.add(candidate);
            } catch (RuleViolation refused) {
                // not legal now
            }
        }
        return legal;
    }

    private static List<WarmeisterCommand> candidates(WarmeisterState state, int seat, Decision decision) {
        Player player = state.player(seat);
        List<WarmeisterCommand> list = new ArrayList<>();
        switch (decision) {
            case DRAW -> {
                for (int n = 0; n <= DrawPhase.allowance(state, seat); n++) {
                    list.add(new Draw(n));
                }
            }
            case BUY_STEP, WARFARE_STEP, SUPPLY_STEP -> {
                for (int card : player.hand()) {
                    CardKind kind = Deck.kind(card);
                    if (decision == Decision.BUY_STEP && kind.purchasable()) {
                        list.add(new Buy(card));
                    }
                    if (decision == Decision.WARFARE_STEP && kind.category() == Category.ATTACK) {
                        state.activeSeats().stream().filter(other -> Steps.isOpponent(state, seat, other))
                                .forEach(other -> list.add(new DeclareBattle(card, other)));
                    }
                    eventCandidates(state, player, card, list);
                }
                if (decision == Decision.SUPPLY_STEP && !SupplyPhase.supplied(player)) {
                    player.armies().forEach(card -> list.add(new Disband(card)));
                }
                if (player.armies().stream().anyMatch(card -> Deck.kind(card) == CardKind.WARDOGS)) {
                    armiesInPlay(state).forEach(card -> list.add(new UnleashWardogs(card)));
                }
                list.add(new EndStep());
            }
            case HAND_LIMIT, FORCED_DISCARD -> player.hand().forEach(card -> list.add(new DiscardCard(card)));
            case OWED_DISCARD -> player.hand().forEach(card -> list.add(new PayDiscard(card)));
            case CHOOSE_VICTIM -> state.activeSeats().forEach(other -> list.add(new ChooseVictim(other)));
            case RESPOND -> {
                list.add(new AllowEvent());
                player.hand().forEach(card -> list.add(new PlayDenied(card)));
            }
            case ASSIGN_ATTACKERS, ASSIGN_DEFENDERS -> {
                player.armies().forEach(card -> list.add(new AssignArmy(card)));
                player.castles().forEach(card -> list.add(new AssignCastle(card)));
                list.add(new ConfirmForce());
            }
            case BATTLE_EVENTS -> {
                list.add(new PassEvent());
                Battle battle = state.battle();
                for (int card : player.hand()) {
                    CardKind kind = Deck.kind(card);
                    if (!BattleEvents.playable(kind)) {
                        continue;
                    }
                    switch (BattleEvents.target(kind)) {
                        case NOTHING -> list.add(new PlayBattleEvent(card, null, null));
                        case SIDE -> {
                            list.add(new PlayBattleEvent(card, battle.attacker(), null));
                            list.add(new PlayBattleEvent(card, battle.defender(), null));
                        }
                        case UNIT -> {
                            battle.attackerForce().forEach(unit -> list.add(new PlayBattleEvent(card, null, unit)));
                            battle.defenderForce().forEach(unit -> list.add(new PlayBattleEvent(card, null, unit)));
                        }
                        case PLAYED_CARD -> battle.events().forEach(played -> list.add(new PlayBattleEvent(card, null, played.card())));
                    }
                }
            }
            case SEND_HOME -> state.battle().force(seat).forEach(card -> list.add(new SendHome(card)));
            case LUCK -> {
                list.add(new AcceptRolls());
                for (int card : player.hand()) {
                    for (int die = 0; die < Luck.dice(state); die++) {
                        list.add(new PlayLuck(card, die));
                    }
                }
            }
            case DAMAGE -> {
                state.battle().attackerForce().forEach(card -> list.add(new AssignHit(card)));
                state.battle().defenderForce().forEach(card -> list.add(new AssignHit(card)));
            }
            case GIANT -> state.player(state.battle().opponent(seat)).holdings().forEach(card -> list.add(new SmashHolding(card)));
        }
        if (StandingPass.WINDOWS.contains(decision)) {
            list.add(new SetStandingPass(!player.standingPass()));
        }
        return list;
    }

    private static void eventCandidates(WarmeisterState state, Player player, int card, List<WarmeisterCommand> list) {
        CardKind kind = Deck.kind(card);
        if (!EventCards.playable(kind)) {
            return;
        }
        switch (kind) {
            case RECRUITMENT_DRIVE, BUSY_AS_BEAVERS -> player.hand().forEach(target -> list.add(new PlayEvent(card, null, target)));
            case RAID, GOBLINS_WITH_DYNAMITE -> state.players().forEach(p -> {
                p.holdings().forEach(target -> list.add(new PlayEvent(card, null, target)));
                p.castles().forEach(target -> list.add(new PlayEvent(card, null, target)));
            });
            case YOURE_FIRED -> armiesInPlay(state).forEach(target -> list.add(new PlayEvent(card, null, target)));
            case EARTHQUAKE -> state.activeSeats().forEach(target -> list.add(new PlayEvent(card, target, null)));
            case HID_IN_A_DITCH -> player.lostInBattle().forEach(target -> list.add(new PlayEvent(card, null, target)));
            default -> list.add(new PlayEvent(card, null, null));
        }
    }

    private static List<Integer> armiesInPlay(WarmeisterState state) {
        List<Integer> armies = new ArrayList<>();
        state.players().forEach(p -> armies.addAll(p.armies()));
        return armies;
    }
}
