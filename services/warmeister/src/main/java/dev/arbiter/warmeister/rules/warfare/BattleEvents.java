package dev.arbiter.warmeister.rules.warfare;

import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.Decision;
import dev.arbiter.warmeister.rules.Rulebook;
import dev.arbiter.warmeister.rules.cards.Deck;
import dev.arbiter.warmeister.rules.Steps;
import static dev.arbiter.warmeister.rules.Rulebook.BOOK;

import dev.arbiter.warmeister.rules.WarmeisterCommand.PlayBattleEvent;
import dev.arbiter.warmeister.rules.WarmeisterCommand.SendHome;
import dev.arbiter.warmeister.rules.WarmeisterEvent.BattleEventPassed;
import dev.arbiter.warmeister.rules.WarmeisterEvent.BattleEventPlayed;
import dev.arbiter.warmeister.rules.WarmeisterEvent.UnitSentHome;
import java.util.List;

/**
 * warmeister.txt, WARFARE and EVENT CARDS: before each round the sides take turns playing battle
 * event cards or passing, the defender first (the attacker after an Ambush), until both pass in
 * a row. Only the defender plays Terrain, and after an Ambush the attacker may too; one Terrain
 * holds per battle. Denied! here cancels a card played in the same event phase.
 */
public final class BattleEvents {

    private static final String SECTION = "EVENT CARDS";

    private BattleEvents() {
    }

    public static List<WarmeisterEvent> play(WarmeisterState state, int seat, PlayBattleEvent command) {
        Steps.expect(state, seat, Decision.BATTLE_EVENTS, "Playing a battle event");
        Steps.inHand(state, seat, command.card());
        Battle battle = state.battle();
        CardKind kind = Deck.kind(command.card());
        Integer targetSeat = command.targetSeat();
        Integer targetCard = command.targetCard();
        BOOK.require(playable(kind), "battle.not-a-battle-event", SECTION,
                () -> kind.printedName() + " is not a battle event");
        boolean side = targetSeat != null && (targetSeat == battle.attacker() || targetSeat == battle.defender());
        switch (target(kind)) {
            case PLAYED_CARD -> BOOK.require(targetSeat == null && targetCard != null && battle.events().stream()
                            .anyMatch(p -> p.card() == targetCard && p.round() == battle.round()) && BattleEffects.inEffect(battle, targetCard),
                    "battle.bad-target", SECTION, "Denied! cancels a battle event card played in this event phase and still in effect");
            case SIDE -> BOOK.require(side && targetCard == null, "battle.bad-target", SECTION,
                    () -> kind.printedName() + " targets one side of the battle");
            case UNIT -> BOOK.require(targetSeat == null && targetCard != null && battle.ownerOf(targetCard) >= 0
                            && !BattleEffects.asleep(battle, targetCard),
                    "battle.bad-target", SECTION, "Asleep on the Job targets a unit in this battle that is still awake");
            case NOTHING -> BOOK.require(targetSeat == null && targetCard == null, "battle.bad-target", SECTION, () -> kind.printedName() + " has no target");
        }
        if (kind.terrain()) {
            boolean mayPlayTerrain = seat == battle.defender() || battle.attackKind() == CardKind.AMBUSH;
            BOOK.require(mayPlayTerrain, "battle.terrain-defender-only", "WARFARE", "only the defender may play Terrain cards (or an ambushing attacker)");
            if (BattleEffects.terrain(battle) != null) {
                throw Rulebook.CLARIFICATIONS.violation("battle.one-terrain", "Clarifications", "a battle is fought on one Terrain; another is already in effect");
            }
        }
        return List.of(new BattleEventPlayed(seat, command.card(), targetSeat, targetCard));
    }

    /** Whether a card of this kind is played in a battle's event phase. */
    public static boolean playable(CardKind kind) {
        return kind.battleOnly() || kind == CardKind.DENIED;
    }

    /** What a battle event card aims at: nothing, one side of the battle, a unit in it, or a card played in it. */
    public enum Target { NOTHING, SIDE, UNIT, PLAYED_CARD }

    public static Target target(CardKind kind) {
        return switch (kind) {
            case DENIED -> Target.PLAYED_CARD;
            case GUTSY, FURY, FATIGUED, SCAREDY_CATS, RAN_TOO_FAR -> Target.SIDE;
            case ASLEEP_ON_THE_JOB -> Target.UNIT;
            default -> Target.NOTHING;
        };
    }

    public static List<WarmeisterEvent> pass(WarmeisterState state, int seat) {
        Steps.expect(state, seat, Decision.BATTLE_EVENTS, "Passing");
        return List.of(new BattleEventPassed(seat));
    }

    public static List<WarmeisterEvent> sendHome(WarmeisterState state, int seat, SendHome command) {
        Steps.expect(state, seat, Decision.SEND_HOME, "Sending a unit home");
        BOOK.require(state.battle().force(seat).contains(command.card()), "battle.not-in-force", "EVENT CARDS, Bottleneck",
                "send home one of your units in this battle");
        return List.of(new UnitSentHome(seat, command.card()));
    }
}
