package dev.arbiter.warmeister.rules.turn;

import dev.arbiter.warmeister.rules.Awaiting;
import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.Player;
import dev.arbiter.warmeister.rules.Scenario;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.warmeister.rules.Interrupt.ForcedDiscard;
import dev.arbiter.warmeister.rules.Interrupt.OwedDiscards;
import dev.arbiter.warmeister.rules.WarmeisterCommand.*;
import dev.arbiter.warmeister.rules.WarmeisterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class BuyingTest {

    private static Scenario buyer(CardKind... hand) {
        return Scenario.players(2).hand(0, hand).at(2, Phase.REVENUE);
    }

    @Test
    @DisplayName("warmeister.txt, REVENUE: gold buys an army card, put into play at once")
    void buyArmy() {
        Scenario s = buyer(CardKind.PIKEMEN).gold(0, 5);
        int pikemen = s.id(0, CardKind.PIKEMEN);
        var after = s.fixture().when(0, new Buy(pikemen)).thenEvents(new CardBought(0, pikemen, 3));
        assertEquals(List.of(pikemen), after.state().player(0).armies());
        assertEquals(2, after.state().player(0).gold());
        assertEquals(List.of(0), Awaiting.seats(after.state()), "the buyer keeps its step until it ends it");
    }

    @Test
    @DisplayName("warmeister.txt, REVENUE: a card costing more than the gold at hand cannot be bought")
    void notEnoughGold() {
        Scenario s = buyer(CardKind.GIANT).gold(0, 6);
        s.fixture().when(0, new Buy(s.id(0, CardKind.GIANT))).thenViolation("buy.not-enough-gold");
    }

    @Test
    @DisplayName("warmeister.txt, REVENUE: holdings and fortifications are bought too; attack and event cards are not")
    void holdingsAndCastles() {
        Scenario s = buyer(CardKind.FARM, CardKind.KEEP, CardKind.ATTACK, CardKind.LUCK).gold(0, 20);
        var f = s.fixture();
        var after = f.when(0, new Buy(s.id(0, CardKind.FARM))).then().when(0, new Buy(s.id(0, CardKind.KEEP))).then();
        assertEquals(List.of(s.id(0, CardKind.FARM)), after.state().player(0).holdings());
        assertEquals(List.of(s.id(0, CardKind.KEEP)), after.state().player(0).castles());
        assertEquals(11, after.state().player(0).gold());
        f.when(0, new Buy(s.id(0, CardKind.ATTACK))).thenViolation("buy.not-for-sale");
        f.when(0, new Buy(s.id(0, CardKind.LUCK))).thenViolation("buy.not-for-sale");
    }

    @Test
    @DisplayName("warmeister.txt, HOLDINGS: Barracks, Workshop, Mead Hall, Archery Range, Horse Breeder, Hunting Lodge take 1 off their type, min 1")
    void typeDiscounts() {
        Scenario s = buyer(CardKind.SWORDSMEN, CardKind.GOBLIN_STABBERS, CardKind.CATAPULT, CardKind.FANATICS, CardKind.BOWMEN,
                CardKind.ELVEN_WEASEL_RIDERS, CardKind.GNOLL_HUNTSMEN, CardKind.SHAOLIN_MONKEYS, CardKind.PRINCE_TREEHUGGER)
                .play(0, CardKind.BARRACKS, CardKind.WORKSHOP, CardKind.MEAD_HALL, CardKind.ARCHERY_RANGE, CardKind.HORSE_BREEDER,
                        CardKind.HUNTING_LODGE);
        Player p = s.fixture().state().player(0);
        assertEquals(1, Costs.cost(p, s.id(0, CardKind.SWORDSMEN)), "basic 2 - Barracks");
        assertEquals(1, Costs.cost(p, s.id(0, CardKind.GOBLIN_STABBERS)), "basic 1 stays at the minimum of 1");
        assertEquals(2, Costs.cost(p, s.id(0, CardKind.CATAPULT)), "besieger 3 - Workshop");
        assertEquals(1, Costs.cost(p, s.id(0, CardKind.FANATICS)), "assault 2 - Mead Hall");
        assertEquals(2, Costs.cost(p, s.id(0, CardKind.BOWMEN)), "missile 3 - Archery Range");
        assertEquals(2, Costs.cost(p, s.id(0, CardKind.ELVEN_WEASEL_RIDERS)), "cavalry 3 - Horse Breeder");
        assertEquals(3, Costs.cost(p, s.id(0, CardKind.GNOLL_HUNTSMEN)), "skirmisher 4 - Hunting Lodge");
        assertEquals(3, Costs.cost(p, s.id(0, CardKind.SHAOLIN_MONKEYS)), "assault and skirmisher 5 - Mead Hall - Hunting Lodge");
        assertEquals(4, Costs.cost(p, s.id(0, CardKind.PRINCE_TREEHUGGER)), "general missile 5 - Archery Range (no holding discounts generals)");
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS, Recrutment Drive: halves an army card's cost (rounded up, after discounts)")
    void recruitmentDrive() {
        Scenario s = buyer(CardKind.RECRUITMENT_DRIVE, CardKind.WAR_MAMMOTHS, CardKind.PIKEMEN).gold(0, 4);
        int drive = s.id(0, CardKind.RECRUITMENT_DRIVE);
        int mammoths = s.id(0, CardKind.WAR_MAMMOTHS);
        var f = s.fixture();
        f.when(0, new Buy(mammoths)).thenViolation("buy.not-enough-gold");
        var played = f.when(0, new PlayEvent(drive, null, mammoths)).then();
        assertEquals(List.of(1), Awaiting.seats(played.state()), "the other player may answer with Denied!");
        var halved = played.when(1, new AllowEvent()).then();
        assertEquals(List.of(mammoths), halved.state().player(0).halved());
        var bought = halved.when(0, new Buy(mammoths)).thenEvents(new CardBought(0, mammoths, 4));
        assertEquals(0, bought.state().player(0).gold());
        int pikemen = s.id(0, CardKind.PIKEMEN);
        Player halvedPikemen = bought.state().player(0).withHalved(List.of(pikemen));
        assertEquals(2, Costs.cost(halvedPikemen, pikemen), "an odd cost halves upwards: 3 -> 2");
    }

    @Test
    @DisplayName("warmeister.txt, EVENT CARDS, Busy as Beavers: halves a castle's or holding's cost")
    void busyAsBeavers() {
        Scenario s = buyer(CardKind.BUSY_AS_BEAVERS, CardKind.FORTRESS).gold(0, 5);
        int fortress = s.id(0, CardKind.FORTRESS);
        var after = s.fixture().when(0, new PlayEvent(s.id(0, CardKind.BUSY_AS_BEAVERS), null, fortress)).then()
                .when(1, new AllowEvent()).then();
        after.when(0, new Buy(fortress)).thenEvents(new CardBought(0, fortress, 5));
        Scenario wrong = buyer(CardKind.BUSY_AS_BEAVERS, CardKind.PIKEMEN);
        wrong.fixture().when(0, new PlayEvent(wrong.id(0, CardKind.BUSY_AS_BEAVERS), null, wrong.id(0, CardKind.PIKEMEN)))
                .thenViolation("events.bad-target");
    }

    @Test
    @DisplayName("warmeister.txt, ARMY CARDS, Siege Golem: discard 2 cards to play, chosen by the buyer one at a time")
    void discardToPlay() {
        Scenario s = buyer(CardKind.SIEGE_GOLEM, CardKind.ATTACK, CardKind.LUCK).gold(0, 8);
        int golem = s.id(0, CardKind.SIEGE_GOLEM);
        var owing = s.fixture().when(0, new Buy(golem)).then();
        assertEquals(new OwedDiscards(0, 2), owing.state().interrupt());
        owing.when(0, new EndStep()).thenViolation("turn.not-now");
        var paid = owing.when(0, new PayDiscard(s.id(0, CardKind.ATTACK))).then().when(0, new PayDiscard(s.id(0, CardKind.LUCK))).then();
        assertEquals(null, paid.state().interrupt());
        assertTrue(paid.state().discard().containsAll(List.of(s.id(0, CardKind.ATTACK), s.id(0, CardKind.LUCK))));
        Scenario tooFew = buyer(CardKind.SIEGE_GOLEM, CardKind.ATTACK).gold(0, 8);
        tooFew.fixture().when(0, new Buy(tooFew.id(0, CardKind.SIEGE_GOLEM))).thenViolation("buy.cannot-pay-discards");
    }

    @Test
    @DisplayName("warmeister.txt, ARMY CARDS, Old Hob and Dwarf Engineers: discard 1 card to play")
    void discardOne() {
        Scenario s = buyer(CardKind.OLD_HOB, CardKind.DWARF_ENGINEERS, CardKind.ATTACK).gold(0, 10);
        var f = s.fixture().when(0, new Buy(s.id(0, CardKind.OLD_HOB))).then();
        assertEquals(new OwedDiscards(0, 1), f.state().interrupt());
        Scenario e = buyer(CardKind.DWARF_ENGINEERS, CardKind.ATTACK).gold(0, 10);
        assertEquals(new OwedDiscards(0, 1), e.fixture().when(0, new Buy(e.id(0, CardKind.DWARF_ENGINEERS))).then().state().interrupt());
    }

    @Test
    @DisplayName("warmeister.txt, ARMY CARDS, Peasants and Captain Tim: draw 1 and 2 cards when recruited")
    void drawOnRecruit() {
        Scenario s = buyer(CardKind.PEASANTS, CardKind.CAPTAIN_TIM).gold(0, 6).deckTop(CardKind.LUCK, CardKind.GUTSY, CardKind.FOREST);
        var f = s.fixture();
        var peasants = f.when(0, new Buy(s.id(0, CardKind.PEASANTS))).then();
        assertTrue(peasants.state().player(0).hand().contains(s.deckCard(0)));
        var tim = peasants.when(0, new Buy(s.id(0, CardKind.CAPTAIN_TIM))).then();
        assertTrue(tim.state().player(0).hand().containsAll(List.of(s.deckCard(1), s.deckCard(2))));
    }

    @Test
    @DisplayName("warmeister.txt, ARMY CARDS, Goblin Slingshooters: an opponent (the buyer picks) discards 1 card of its choice")
    void slingshooters() {
        Scenario s = buyer(CardKind.GOBLIN_SLINGSHOOTERS).gold(0, 4).hand(1, CardKind.LUCK, CardKind.ATTACK);
        var choosing = s.fixture().when(0, new Buy(s.id(0, CardKind.GOBLIN_SLINGSHOOTERS))).then();
        choosing.when(0, new ChooseVictim(0)).thenViolation("buy.bad-victim");
        var victim = choosing.when(0, new ChooseVictim(1)).then();
        assertEquals(new ForcedDiscard(1, 1), victim.state().interrupt());
        assertEquals(List.of(1), Awaiting.seats(victim.state()));
        var done = victim.when(1, new DiscardCard(s.id(1, CardKind.LUCK))).then();
        assertEquals(List.of(s.id(1, CardKind.ATTACK)), done.state().player(1).hand());
        assertEquals(List.of(0), Awaiting.seats(done.state()), "the buyer's step goes on");
    }
}
