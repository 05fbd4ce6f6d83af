package dev.arbiter.highcommand.rules.abilities;

import dev.arbiter.highcommand.rules.Flow;
import dev.arbiter.highcommand.rules.endgame.SeatTotal;
import dev.arbiter.highcommand.rules.HighCommandCommand;
import dev.arbiter.highcommand.rules.orders.Payment;
import dev.arbiter.highcommand.rules.turn.Task;
import dev.arbiter.highcommand.rules.HighCommandState;
import dev.arbiter.highcommand.rules.PlayerState;
import dev.arbiter.highcommand.rules.HighCommandEvent;
import dev.arbiter.highcommand.rules.Placed;
import dev.arbiter.highcommand.rules.Table;
import dev.arbiter.highcommand.rules.battle.BattleTest;
import dev.arbiter.highcommand.rules.FixturePack;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.highcommand.rules.HighCommandCommand.*;
import dev.arbiter.highcommand.rules.HighCommandEvent.*;
import dev.arbiter.highcommand.rules.cards.ArmyCard;
import dev.arbiter.highcommand.rules.cards.Colour;
import dev.arbiter.highcommand.rules.cards.Effect;
import dev.arbiter.highcommand.rules.cards.Faction;
import dev.arbiter.highcommand.rules.cards.Filter;
import dev.arbiter.highcommand.rules.cards.Pack;
import dev.arbiter.highcommand.rules.cards.ResourceType;
import dev.arbiter.highcommand.rules.cards.Resources;
import dev.arbiter.highcommand.rules.cards.Trigger;
import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.testkit.ScriptedDice;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** REFRESHING CARDS and the ability triggers of COMMON TERMS, with the fixture pack (the sapper: draw 1 when discarded for resources, destroy 1 enemy when discarded for its effect). */
class AbilityTest {

    private static final String SAPPER = "alpha-sapper#1";
    private static final String TROOPER = "alpha-trooper#1";
    private static final String ENEMY = "beta-trooper#1";

    /**
     * Round 1, seat 0's orders step, the sapper in its hand, its army deck and discard pile empty: the
     * sapper bought from the reserves, the army deck drawn out, the discard pile (the sapper) made
     * the army deck and drawn. Seat 1 has a trooper at the ruins.
     */
    private static RulesFixture<HighCommandState, HighCommandCommand, HighCommandEvent> sapperInHand(Table t) {
        return t.place(inHand(t, SAPPER), 1, "ruins", ENEMY);
    }

    /** Round 1, seat 0's orders step, {@code card} (the top reserve) moved to its hand the same way, the army deck and discard pile left empty. */
    private static RulesFixture<HighCommandState, HighCommandCommand, HighCommandEvent> inHand(Table t, String card) {
        var f = t.start();
        PlayerState p = f.state().player(0);
        f = f.given(new CardPurchased(0, 0, card), new ReserveFilled(0, 0, p.nextReinforcement()), new CardsDrawn(0, 6, p.armyDeck()),
                new DiscardPileShuffled(0, new ScriptedDice().shuffle(1), 1), new CardsDrawn(0, 1, List.of(card)));
        assertEquals(List.of(), f.state().player(0).armyDeck());
        assertEquals(List.of(), f.state().player(0).discard());
        return f;
    }

    private static Table table() {
        return Table.fixture(2).reserves(0, SAPPER, TROOPER).reserves(1, ENEMY);
    }

    @Test
    @DisplayName("high-command.md, REFRESHING CARDS (clarification 7): a card discarded to pay gives its resources and its whenDiscardedForResources effect")
    void discardedForResourcesPaysAndActs() {
        Table t = table();
        var f = sapperInHand(t);
        int slot = f.state().player(0).reserves().indexOf(TROOPER);
        String next = f.state().player(0).nextReinforcement();
        List<Payment> pay = List.of(new Payment(SAPPER, ResourceType.cmd));
        f = f.when(0, new Purchase(slot, pay)).isLegal().thenEvents(new CardsPaid(0, pay, 2, 0, 0),
                new AbilityUsed(0, SAPPER, 0, Trigger.whenDiscardedForResources, Effect.draw, null), new CardPurchased(0, slot, TROOPER),
                new ReserveFilled(0, slot, next));
        assertEquals(List.of(new Task.Draw(0, 1)), f.state().tasks(), "the sapper's draw, waiting on the cull of an empty army deck");
        f.when(0, new Cull(null), Table.unmoved(2)).isLegal().thenEvents(new CardCulled(0, null),
                new DiscardPileShuffled(0, new ScriptedDice(Table.unmoved(2)).shuffle(2), 2), new CardsDrawn(0, 1, List.of(SAPPER)));
    }

    @Test
    @DisplayName("high-command.md, REFRESHING CARDS (clarification 7): a card discarded for its effect acts and gives no resources")
    void discardForEffectOnlyActs() {
        Table t = table();
        var f = sapperInHand(t);
        f = f.when(0, new UseAbility(SAPPER, List.of(), null)).isLegal()
                .thenEvents(new AbilityUsed(0, SAPPER, 1, Trigger.discardForEffect, Effect.destroy, null));
        assertEquals(List.of(SAPPER), f.state().player(0).discard());
        assertEquals(new Resources(0, 0), f.state().turn().gained(), "no resources for an effect discard");
        assertEquals(List.of(0), t.rules().awaiting(f.state()), "seat 0 names the card to destroy");
        f = f.when(0, new UseAbility(SAPPER, List.of(ENEMY), null)).isLegal().thenEvents(new AbilityResolved(0, SAPPER, List.of(ENEMY), null),
                new CardsDestroyed("ruins", List.of(new Placed(1, ENEMY, Placed.Arrival.rushed))));
        assertEquals(List.of(), f.state().location("ruins").cards());
        assertTrue(f.state().player(1).discard().contains(ENEMY));
    }

    @Test
    @DisplayName("high-command.md, REFRESHING CARDS and BANK (clarification 8): the refresh discard and the end-of-orders discard pay nothing, so no whenDiscardedForResources acts")
    void otherDiscardsTriggerNothing() {
        Table t = table();
        var f = sapperInHand(t);
        String reserve = f.state().player(0).reserves().get(1);
        String next = f.state().player(0).nextReinforcement();
        f.when(0, new Refresh(SAPPER, 1)).isLegal().thenEvents(new ReserveRefreshed(0, 1, SAPPER, reserve), new ReserveFilled(0, 1, next));
        List<String> hand = f.state().player(0).hand();
        f = f.when(0, new EndOrders(null)).isLegal().thenEvents(new OrdersEnded(0), new HandDiscarded(0, hand));
        assertEquals(List.of(new Task.Draw(0, Flow.HAND)), f.state().tasks(), "only the new hand's draw");
    }

    @Test
    @DisplayName("high-command.md, COMMON TERMS refresh all (clarification 27): the four reserves go under the reinforcement deck in slot order, left to right, and four new cards fill the slots")
    void refreshAllKeepsSlotOrder() {
        String herald = "alpha-herald#1";
        Table t = Table.fixture(2).army(0, Table.army("alpha", "alpha-lord", Colour.red, "alpha-lady", Colour.yellow, "alpha-sage", Colour.green))
                .reserves(0, herald, "alpha-jack#1", "alpha-trooper#1", "alpha-wall#1", "alpha-reaper#1", "alpha-guard#1", "alpha-sergeant#1",
                        "alpha-quartermaster#1", "alpha-trooper#2");
        var f = inHand(t, herald);
        List<String> reserves = f.state().player(0).reserves();
        assertEquals(List.of("alpha-reaper#1", "alpha-jack#1", "alpha-trooper#1", "alpha-wall#1"), reserves);
        f = f.when(0, new UseAbility(herald, List.of(), null)).isLegal().thenEvents(
                new AbilityUsed(0, herald, 0, Trigger.discardForEffect, Effect.refreshAll, null),
                new ReserveRefreshed(0, 0, null, "alpha-reaper#1"), new ReserveRefreshed(0, 1, null, "alpha-jack#1"),
                new ReserveRefreshed(0, 2, null, "alpha-trooper#1"), new ReserveRefreshed(0, 3, null, "alpha-wall#1"),
                new ReserveFilled(0, 0, "alpha-guard#1"), new ReserveFilled(0, 1, "alpha-sergeant#1"),
                new ReserveFilled(0, 2, "alpha-quartermaster#1"), new ReserveFilled(0, 3, "alpha-trooper#2"));
        assertEquals(reserves, f.state().player(0).reinforcementBottom(), "under the deck, in slot order");
        assertEquals(List.of(herald), f.state().player(0).discard());
    }

    @Test
    @DisplayName("high-command.md, COMMON TERMS deploy and rush (clarification 41): a rushed card's turnDeployed ability does not act; its turnRushed ability does")
    void rushIsNotDeploy() {
        String scout = "alpha-scout#1";
        String raider = "alpha-raider#1";
        Table t = Table.levies(2).reserves(0, scout, raider, "alpha-trooper#1", "alpha-jack#1", "alpha-trooper#2", "alpha-trooper#3")
                .hand(0, "alpha-purse#1", "alpha-purse#2", "alpha-coin#1", "alpha-gear#1", "alpha-levy#1", "alpha-levy#2");
        var f = t.passUntilRound(t.start(), 3);
        assertEquals(List.of(scout, raider, "alpha-trooper#1", "alpha-jack#1"), f.state().player(0).reserves());
        List<Payment> purse1 = List.of(new Payment("alpha-purse#1", ResourceType.cmd));
        f = f.when(0, new Rush(0, "ruins", purse1)).isLegal().thenEvents(new CardsPaid(0, purse1, 2, 0, 0),
                new CardRushed(0, 0, scout, "ruins"), new ReserveFilled(0, 0, "alpha-trooper#2"));
        List<Payment> purse2 = List.of(new Payment("alpha-purse#2", ResourceType.cmd));
        f = f.when(0, new Rush(1, "ruins", purse2)).isLegal().thenEvents(new CardsPaid(0, purse2, 2, 0, 0),
                new CardRushed(0, 1, raider, "ruins"), new ReserveFilled(0, 1, "alpha-trooper#3"),
                new AbilityUsed(0, raider, 0, Trigger.turnRushed, Effect.move, "ruins"));
    }

    /** Round 3, seat 0's orders step, a levy of seat 1 at the ruins; seat 0 holds three gears to rush the lady (0 CMD, 3 WAR). */
    private static RulesFixture<HighCommandState, HighCommandCommand, HighCommandEvent> ladyReady(Table t) {
        var f = t.passUntilRound(t.start(), 3);
        assertEquals(List.of(GEARS.get(0).card(), GEARS.get(1).card(), GEARS.get(2).card(), "alpha-purse#1", "alpha-purse#2", "alpha-coin#1"),
                f.state().player(0).hand().subList(0, 6), "the opening hand again, and Muster's card after it");
        return t.place(f, 1, "ruins", "beta-levy#1");
    }

    private static final List<Payment> GEARS = List.of(new Payment("alpha-gear#1", ResourceType.war), new Payment("alpha-gear#2", ResourceType.war),
            new Payment("alpha-gear#3", ResourceType.war));

    private static Table ladyTable() {
        return Table.levies(2).hand(0, "alpha-gear#1", "alpha-gear#2", "alpha-gear#3", "alpha-purse#1", "alpha-purse#2", "alpha-coin#1")
                .hand(1, "beta-levy#1", "beta-coin#1", "beta-coin#2", "beta-gear#1", "beta-purse#1", "beta-scrip#1");
    }

    @Test
    @DisplayName("high-command.md, TERMINOLOGY discard (clarification 24): a forced discard is chosen by the player who discards, from his own hand, out of turn")
    void forcedDiscardChosenByVictim() {
        Table t = ladyTable();
        var f = ladyReady(t);
        f = f.when(0, new RushWarcaster("alpha-lady", "ruins", GEARS)).isLegal().thenEvents(new CardsPaid(0, GEARS, 0, 3, 0),
                new WarcasterRushed(0, "alpha-lady", "ruins"), new AbilityUsed(0, "alpha-lady", 0, Trigger.turnRushed, Effect.discard, "ruins"));
        assertEquals(List.of(new Task.ForcedDiscard(1, 1, "alpha-lady")), f.state().tasks());
        assertEquals(List.of(1), t.rules().awaiting(f.state()), "seat 1 chooses, in seat 0's turn");
        f.when(1, new DiscardChosen(List.of("beta-coin#1", "beta-coin#2"))).thenViolation("discard.count");
        f.when(1, new DiscardChosen(List.of("alpha-coin#1"))).thenViolation("discard.not-in-hand");
        List<String> kept = new ArrayList<>(f.state().player(1).hand());
        assertTrue(kept.remove("beta-gear#1"));
        f = f.when(1, new DiscardChosen(List.of("beta-gear#1"))).isLegal().thenEvents(new CardsDiscarded(1, List.of("beta-gear#1"), "alpha-lady"));
        assertEquals(kept, f.state().player(1).hand());
        assertEquals(List.of(0), t.rules().awaiting(f.state()), "back to seat 0's orders");
    }

    @Test
    @DisplayName("high-command.md, TERMINOLOGY discard (clarification 24): a hand no bigger than the count is discarded whole with no command; an empty hand discards nothing")
    void smallOrEmptyHandDiscardsWithoutCommand() {
        Table t = ladyTable();
        var f = ladyReady(t);
        List<String> allButOne = new ArrayList<>(f.state().player(1).hand());
        assertTrue(allButOne.remove("beta-scrip#1"));
        f = f.given(new HandDiscarded(1, allButOne));
        f.when(0, new RushWarcaster("alpha-lady", "ruins", GEARS)).isLegal().thenEvents(new CardsPaid(0, GEARS, 0, 3, 0),
                new WarcasterRushed(0, "alpha-lady", "ruins"), new AbilityUsed(0, "alpha-lady", 0, Trigger.turnRushed, Effect.discard, "ruins"),
                new CardsDiscarded(1, List.of("beta-scrip#1"), "alpha-lady"));
        f = f.given(new HandDiscarded(1, List.of("beta-scrip#1")));
        f.when(0, new RushWarcaster("alpha-lady", "ruins", GEARS)).isLegal().thenEvents(new CardsPaid(0, GEARS, 0, 3, 0),
                new WarcasterRushed(0, "alpha-lady", "ruins"), new AbilityUsed(0, "alpha-lady", 0, Trigger.turnRushed, Effect.discard, "ruins"),
                new CardsDiscarded(1, List.of(), "alpha-lady"));
    }

    @Test
    @DisplayName("high-command.md, WARCASTERS (clarification 32): in the turn it is rushed, Battlegroup Commander adds the warcaster's number to each friendly warjack at its location, and to no warrior")
    void battlegroupCommander() {
        Table t = Table.fixture(2).reserves(0, "alpha-jack#1", "alpha-trooper#1").reserves(1, ENEMY);
        var f = t.place(t.place(t.start(), 1, "mine", ENEMY), 0, "mine", "alpha-jack#1", "alpha-trooper#1");
        f = f.given(new WarcasterRushed(0, "alpha-lady", "mine")).when(0, new EndOrders(null)).then();
        assertEquals("mine", f.state().turn().attack().location(), "the only contested location is attacked");
        // jack 3 + 1 (its own whenYouAttack) + 2 (the lady's Battlegroup Commander), trooper 2, lady 2
        assertEquals(List.of(new SeatTotal(0, 10), new SeatTotal(1, 2)), f.state().turn().attack().totals());
    }

    @Test
    @DisplayName("high-command.md, COMMON TERMS attack and ability (clarifications 34, 43): a one-shot whenYouAttack acts after step 4, once for each card that carries it")
    void whenYouAttackOncePerCardAfterStepFour() {
        Table t = Table.fixture(2).reserves(0, "alpha-hexer#1", "alpha-hexer#2").reserves(1, ENEMY);
        var f = BattleTest.battle(t, "mine", List.of("alpha-hexer#1", "alpha-hexer#2"), List.of(ENEMY));
        assertEquals(List.of(1), t.rules().awaiting(f.state()), "the trooper's 2 reaches a hexer's Health 2: seat 1 declares");
        assertEquals(List.of(), f.state().tasks(), "no hexer has acted before the attack's step 4");
        List<HighCommandEvent> events = f.when(1, new DeclareDestroyed(List.of("alpha-hexer#1"))).isLegal().events();
        Table.inOrder(events, new DestructionDeclared(1, List.of("alpha-hexer#1")),
                new CardsDestroyed("mine", List.of(new Placed(0, "alpha-hexer#1", Placed.Arrival.rushed))),
                new AbilityUsed(0, "alpha-hexer#2", 0, Trigger.whenYouAttack, Effect.discard, "mine"));
        assertEquals(1, events.stream().filter(e -> e instanceof AbilityUsed).count(), "a destroyed hexer is inactive: only the survivor acts");
    }

    @Test
    @DisplayName("high-command.md, COMMON TERMS attack and ability (clarification 43): two surviving cards with the same whenYouAttack ability each act; none acts when the owner is attacked")
    void whenYouAttackOnlyOnOwnersTurn() {
        Table t = Table.fixture(2).reserves(0, "alpha-hexer#1", "alpha-hexer#2").reserves(1, ENEMY);
        var f = BattleTest.battle(t, "mine", List.of("alpha-hexer#1", "alpha-hexer#2"), List.of(ENEMY));
        f = f.when(1, new DeclareDestroyed(List.of())).isLegal().then();
        assertEquals(List.of(new Task.ForcedDiscard(1, 1, "alpha-hexer#1"), new Task.ForcedDiscard(1, 1, "alpha-hexer#2")), f.state().tasks());
        f = f.when(1, new DiscardChosen(List.of(f.state().player(1).hand().get(0)))).isLegal().then();
        f = f.when(1, new DiscardChosen(List.of(f.state().player(1).hand().get(0)))).isLegal().then();
        // seat 1's turn: it attacks the hexers at the mine; they are attacked, so their whenYouAttack stays silent
        assertEquals(1, f.state().active());
        f = f.when(1, new EndOrders(null)).isLegal().then();
        assertEquals(1, f.state().turn().attack().attacker());
        List<HighCommandEvent> events = f.when(1, new DeclareDestroyed(List.of())).isLegal().events();
        Table.inOrder(events, new DestructionDeclared(1, List.of()), new AttackEnded("mine"));
        assertEquals(List.of(), events.stream().filter(e -> e instanceof AbilityUsed).toList());
    }

    @Test
    @DisplayName("high-command.md, TERMINOLOGY discard and REFRESHING CARDS (clarification 8): a card lost to a forced discard pays nothing, so its whenDiscardedForResources does not act")
    void forcedDiscardTriggersNothing() {
        String sapper = "beta-sapper#1";
        Table t = Table.fixture(2).reserves(0, "alpha-hexer#1").reserves(1, ENEMY, sapper);
        var f = t.start();
        PlayerState p = f.state().player(1);
        int slot = p.reserves().indexOf(sapper);
        f = f.given(new CardPurchased(1, slot, sapper), new ReserveFilled(1, slot, p.nextReinforcement()), new CardsDrawn(1, 6, p.armyDeck()),
                new DiscardPileShuffled(1, new ScriptedDice().shuffle(1), 1), new CardsDrawn(1, 1, List.of(sapper)));
        f = t.place(t.place(f, 1, "mine", ENEMY), 0, "mine", "alpha-hexer#1");
        f = f.when(0, new EndOrders(null)).then();
        f = f.when(1, new DeclareDestroyed(List.of())).isLegal().then();
        assertEquals(List.of(new Task.ForcedDiscard(1, 1, "alpha-hexer#1")), f.state().tasks(), "the hexer acts after step 4");
        int hand = f.state().player(1).hand().size();
        List<HighCommandEvent> events = f.when(1, new DiscardChosen(List.of(sapper))).isLegal().events();
        assertEquals(new CardsDiscarded(1, List.of(sapper), "alpha-hexer#1"), events.get(0));
        assertEquals(List.of(), events.stream().filter(e -> e instanceof AbilityUsed u && u.card().equals(sapper)).toList());
        f = f.given(events);
        assertEquals(hand - 1, f.state().player(1).hand().size(), "no card drawn for the sapper");
        assertTrue(f.state().player(1).discard().contains(sapper));
    }

    /** The fixture pack where every trooper also draws its owner a card when attacked (a one-shot whenAttacked). Invented for tests. */
    private static Pack withAlarmedTroopers(Pack base) {
        List<Faction> factions = new ArrayList<>();
        for (Faction f : base.factions()) {
            List<ArmyCard> cards = new ArrayList<>();
            for (ArmyCard c : f.cards()) {
                cards.add(!c.id().equals(f.id() + "-trooper") ? c : new ArmyCard(c.id(), c.name(), c.set(), c.types(), c.character(), c.colour(),
                        c.copies(), c.resources(), c.power(), c.health(), c.victoryPoints(), c.purchaseCost(), c.rushCost(),
                        List.of(FixturePack.ability(Trigger.whenAttacked, Effect.draw, 1, Filter.THIS)), c.flavour()));
            }
            factions.add(new Faction(f.id(), f.name(), cards, f.warcasters()));
        }
        return new Pack("alarmed", base.version(), base.sha256(), base.title(), base.notice(), base.set(), factions, base.locations(),
                base.windsOfWar(), base.quickStart());
    }

    @Test
    @DisplayName("high-command.md, COMMON TERMS attack and ability (clarification 43): a one-shot whenAttacked acts after step 4, for the defender only, never for the attacker's own cards")
    void whenAttackedOnlyOnOpponentsTurn() {
        String defender = "beta-trooper#1";
        String attacker = "alpha-trooper#1";
        Table t = Table.fixture(withAlarmedTroopers(Table.FIXTURE), 2).reserves(0, attacker).reserves(1, defender);
        var f = t.place(t.place(t.start(), 1, "mine", defender), 0, "mine", attacker);
        int hand = f.state().player(1).hand().size();
        List<HighCommandEvent> events = f.when(0, new EndOrders(null)).isLegal().events();
        Table.inOrder(events, new PowerTotalled("mine", List.of(new SeatTotal(0, 2), new SeatTotal(1, 2))),
                new AbilityUsed(1, defender, 0, Trigger.whenAttacked, Effect.draw, "mine"), new AttackEnded("mine"));
        assertEquals(1, events.stream().filter(e -> e instanceof AbilityUsed).count(), "the attacker's trooper is not attacked: " + events);
        assertEquals(hand + 1, f.given(events).state().player(1).hand().size(), "the defender drew one card");
    }
}
