package dev.arbiter.warmeister.rules;

import dev.arbiter.warmeister.rules.turn.DrawPhase;
import dev.arbiter.warmeister.rules.warfare.Warfare;
import dev.arbiter.warmeister.rules.turn.SupplyPhase;
import dev.arbiter.warmeister.rules.warfare.Giants;
import dev.arbiter.warmeister.rules.warfare.BattleSetup;
import dev.arbiter.warmeister.rules.warfare.BattleEvents;
import dev.arbiter.warmeister.rules.events.StandingPass;
import dev.arbiter.warmeister.rules.events.Luck;
import dev.arbiter.warmeister.rules.turn.Wardogs;
import dev.arbiter.warmeister.rules.warfare.Damage;
import dev.arbiter.warmeister.rules.events.Responses;
import dev.arbiter.warmeister.rules.turn.Buying;
import dev.arbiter.warmeister.rules.events.EventCards;
import dev.arbiter.warmeister.rules.turn.StepEnd;
import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.warmeister.rules.WarmeisterCommand.*;
import java.util.List;

/** Routes each command to the handler of its phase or decision. */
final class Commands {

    private Commands() {
    }

    /** The events the command itself causes; the automatic steps that follow are added by the caller. */
    static List<WarmeisterEvent> handle(WarmeisterState state, int seat, WarmeisterCommand command, Dice dice) {
        if (command instanceof Draw c) {
            return DrawPhase.draw(state, seat, c, dice);
        }
        if (command instanceof Buy c) {
            return Buying.buy(state, seat, c, dice);
        }
        if (command instanceof PayDiscard c) {
            return Buying.payDiscard(state, seat, c);
        }
        if (command instanceof ChooseVictim c) {
            return Buying.chooseVictim(state, seat, c);
        }
        if (command instanceof DiscardCard c) {
            return Buying.discard(state, seat, c);
        }
        if (command instanceof PlayEvent c) {
            return EventCards.play(state, seat, c);
        }
        if (command instanceof UnleashWardogs c) {
            return Wardogs.unleash(state, seat, c);
        }
        if (command instanceof EndStep) {
            return StepEnd.end(state, seat);
        }
        if (command instanceof DeclareBattle c) {
            return Warfare.declare(state, seat, c);
        }
        if (command instanceof AssignArmy c) {
            return BattleSetup.assignArmy(state, seat, c);
        }
        if (command instanceof AssignCastle c) {
            return BattleSetup.assignCastle(state, seat, c);
        }
        if (command instanceof ConfirmForce) {
            return BattleSetup.confirm(state, seat);
        }
        if (command instanceof PlayBattleEvent c) {
            return BattleEvents.play(state, seat, c);
        }
        if (command instanceof PassEvent) {
            return BattleEvents.pass(state, seat);
        }
        if (command instanceof SendHome c) {
            return BattleEvents.sendHome(state, seat, c);
        }
        if (command instanceof PlayLuck c) {
            return Luck.play(state, seat, c);
        }
        if (command instanceof AcceptRolls) {
            return Luck.accept(state, seat);
        }
        if (command instanceof AssignHit c) {
            return Damage.assign(state, seat, c);
        }
        if (command instanceof SmashHolding c) {
            return Giants.smash(state, seat, c);
        }
        if (command instanceof PlayDenied c) {
            return Responses.deny(state, seat, c);
        }
        if (command instanceof AllowEvent) {
            return Responses.allow(state, seat);
        }
        if (command instanceof SetStandingPass c) {
            return StandingPass.set(state, seat, c);
        }
        if (command instanceof Disband c) {
            return SupplyPhase.disband(state, seat, c);
        }
        throw new IllegalArgumentException("unknown command " + command);
    }
}
