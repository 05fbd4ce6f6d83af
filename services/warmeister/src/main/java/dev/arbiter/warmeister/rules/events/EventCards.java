package dev.arbiter.warmeister.rules.events;

import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.warmeister.rules.cards.Drawing;
import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.Decision;
import dev.arbiter.warmeister.rules.cards.Category;
import dev.arbiter.warmeister.rules.cards.Deck;
import dev.arbiter.warmeister.rules.Steps;
import dev.arbiter.warmeister.rules.Player;
import static dev.arbiter.warmeister.rules.Rulebook.BOOK;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.warmeister.rules.WarmeisterCommand.PlayEvent;
import dev.arbiter.warmeister.rules.WarmeisterEvent.ArmyRegained;
import dev.arbiter.warmeister.rules.WarmeisterEvent.CardDestroyed;
import dev.arbiter.warmeister.rules.WarmeisterEvent.CostHalved;
import dev.arbiter.warmeister.rules.WarmeisterEvent.DiceRolled;
import dev.arbiter.warmeister.rules.WarmeisterEvent.EventPlayed;
import dev.arbiter.warmeister.rules.WarmeisterEvent.GoldGained;
import dev.arbiter.warmeister.rules.WarmeisterEvent.SupplyWaived;
import java.util.ArrayList;
import java.util.List;

/**
 * The event cards that are not Battle events (warmeister.txt, EVENT CARDS). They are played
 * on the player's own step of the Revenue, Warfare or Supply phase; Good Harvest, Recruitment
 * Drive and Busy as Beavers only in Revenue, where gold is spent. Each one first waits for
 * the other players' Denied!, then takes effect; Earthquake's and Goblins With Dynamite's dice
 * first wait for Luck.
 */
public final class EventCards {

    static final String SECTION = "EVENT CARDS";
    public static final String EARTHQUAKE = "Earthquake";
    public static final String DYNAMITE = "Goblins With Dynamite";

    private EventCards() {
    }

    public static List<WarmeisterEvent> play(WarmeisterState state, int seat, PlayEvent command) {
        Decision decision = Steps.expect(state, seat, Steps.OWN_STEP, "Playing an event card");
        Steps.inHand(state, seat, command.card());
        CardKind kind = Deck.kind(command.card());
        BOOK.require(outsideBattles(kind), "events.not-playable-now", SECTION,
                () -> kind.printedName() + " is not an event card that can be played outside a battle");
        BOOK.require(!answersOnly(kind), "events.response-only", SECTION,
                () -> kind.printedName() + " answers a die or an event card; it is played when one is rolled or played");
        Integer targetSeat = command.targetSeat();
        Integer targetCard = command.targetCard();
        Player player = state.player(seat);
        switch (kind) {
            case GOOD_HARVEST, PIZZA_AND_BEER, REINFORCEMENTS -> noTargets(command);
            default -> { }
        }
        switch (kind) {
            case GOOD_HARVEST -> revenueOnly(decision, kind);
            case PIZZA_AND_BEER -> BOOK.require(!player.suppliedFree(), "events.pointless", SECTION, "Pizza & Beer already feeds your armies this turn");
            case RECRUITMENT_DRIVE -> {
                revenueOnly(decision, kind);
                BOOK.require(targetSeat == null && targetCard != null && player.hand().contains(targetCard)
                        && Deck.kind(targetCard).category() == Category.ARMY && !player.halved().contains(targetCard),
                        "events.bad-target", SECTION, "Recruitment Drive targets an army card in your hand not already halved");
            }
            case BUSY_AS_BEAVERS -> {
                revenueOnly(decision, kind);
                BOOK.require(targetSeat == null && targetCard != null && player.hand().contains(targetCard)
                        && (Deck.kind(targetCard).category() == Category.CASTLE || Deck.kind(targetCard).category() == Category.HOLDING)
                        && !player.halved().contains(targetCard),
                        "events.bad-target", SECTION, "Busy as Beavers targets a castle or holding in your hand not already halved");
            }
            case RAID -> BOOK.require(targetSeat == null && targetCard != null && Deck.exists(targetCard)
                    && Deck.kind(targetCard).category() == Category.HOLDING && Steps.isOpponent(state, seat, Steps.ownerInPlay(state, targetCard)),
                    "events.bad-target", SECTION, "Raid targets a holding an opponent has in play");
            case EARTHQUAKE -> BOOK.require(targetCard == null && Steps.isOpponent(state, seat, targetSeat)
                    && !state.player(targetSeat).holdings().isEmpty(),
                    "events.bad-target", SECTION, "Earthquake targets an opponent who has holdings");
            case GOBLINS_WITH_DYNAMITE -> BOOK.require(targetSeat == null && targetCard != null && Deck.exists(targetCard)
                    && Deck.kind(targetCard).category() == Category.CASTLE && Steps.isOpponent(state, seat, Steps.ownerInPlay(state, targetCard)),
                    "events.bad-target", SECTION, "Goblins With Dynamite targets a castle an opponent has in play");
            case YOURE_FIRED -> BOOK.require(targetSeat == null && targetCard != null && Deck.exists(targetCard)
                    && Deck.kind(targetCard).category() == Category.ARMY && Steps.ownerInPlay(state, targetCard) >= 0,
                    "events.bad-target", SECTION, "You're Fired targets an army card in play");
            case HID_IN_A_DITCH -> BOOK.require(targetSeat == null && targetCard != null && player.lostInBattle().contains(targetCard)
                    && state.discard().contains(targetCard),
                    "events.bad-target", SECTION, "Hid in a Ditch brings back one of your armies lost in a battle this turn");
            default -> { }
        }
        return List.of(new EventPlayed(seat, command.card(), targetSeat, targetCard, null));
    }

    /** Whether a card of this kind is played on a seat's own step. */
    public static boolean playable(CardKind kind) {
        return outsideBattles(kind) && !answersOnly(kind);
    }

    private static boolean outsideBattles(CardKind kind) {
        return kind.category() == Category.EVENT && !kind.battleOnly();
    }

    private static boolean answersOnly(CardKind kind) {
        return kind == CardKind.LUCK || kind == CardKind.DENIED;
    }

    private static void noTargets(PlayEvent command) {
        BOOK.require(command.targetSeat() == null && command.targetCard() == null, "events.bad-target", SECTION,
                () -> Deck.name(command.card()) + " has no target");
    }

    private static void revenueOnly(Decision decision, CardKind kind) {
        BOOK.require(decision == Decision.BUY_STEP, "events.revenue-only", SECTION,
                () -> kind.printedName() + " works on this turn's revenue and costs, so it is played in the Revenue phase");
    }

    /** What a non-battle event card does once no Denied! stopped it. */
    static List<WarmeisterEvent> effect(WarmeisterState state, PlayedCard played, Dice dice) {
        int seat = played.seat();
        Integer target = played.targetCard();
        List<WarmeisterEvent> events = new ArrayList<>();
        switch (played.kind()) {
            case GOOD_HARVEST -> events.add(new GoldGained(seat, 4, "Good Harvest"));
            case RECRUITMENT_DRIVE, BUSY_AS_BEAVERS -> events.add(new CostHalved(seat, target));
            case PIZZA_AND_BEER -> events.add(new SupplyWaived(seat));
            case REINFORCEMENTS -> events.addAll(Drawing.draw(state, seat, 2, "Reinforcements", dice));
            case RAID, YOURE_FIRED -> events.add(new CardDestroyed(Steps.ownerInPlay(state, target), target, played.kind().printedName()));
            case HID_IN_A_DITCH -> events.add(new ArmyRegained(seat, target));
            case EARTHQUAKE -> {
                List<Integer> holdings = state.player(played.targetSeat()).holdings();
                List<Roll> rolls = new ArrayList<>();
                for (int i = 0; i < holdings.size(); i++) {
                    rolls.add(dice.d6());
                }
                events.add(new DiceRolled(played.targetSeat(), EARTHQUAKE, holdings, rolls));
            }
            case GOBLINS_WITH_DYNAMITE -> {
                events.add(new DiceRolled(Steps.ownerInPlay(state, target), DYNAMITE, List.of(target), List.of(dice.d6())));
            }
            default -> throw new IllegalStateException(played.kind() + " has no effect outside a battle");
        }
        return events;
    }

    /** Earthquake's and Goblins With Dynamite's dice, once they stand: 6+ and 4+ destroy. */
    public static List<WarmeisterEvent> afterDice(DiceRolled roll) {
        int destroysOn = roll.purpose().equals(EARTHQUAKE) ? 6 : 4;
        List<WarmeisterEvent> events = new ArrayList<>();
        for (int i = 0; i < roll.cards().size(); i++) {
            if (roll.rolls().get(i).value() >= destroysOn) {
                events.add(new CardDestroyed(roll.seat(), roll.cards().get(i), roll.purpose()));
            }
        }
        return events;
    }
}
