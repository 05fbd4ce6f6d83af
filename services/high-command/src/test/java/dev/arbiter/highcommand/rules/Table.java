package dev.arbiter.highcommand.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.arbiter.highcommand.rules.HighCommandCommand.ChooseArmy;
import dev.arbiter.highcommand.rules.HighCommandCommand.WarcasterChoice;
import dev.arbiter.highcommand.rules.HighCommandEvent.CardDeployed;
import dev.arbiter.highcommand.rules.HighCommandEvent.CardRushed;
import dev.arbiter.highcommand.rules.HighCommandEvent.ReserveFilled;
import dev.arbiter.highcommand.rules.cards.ArmyCard;
import dev.arbiter.highcommand.rules.cards.Colour;
import dev.arbiter.highcommand.rules.cards.Cost;
import dev.arbiter.highcommand.rules.cards.Faction;
import dev.arbiter.highcommand.rules.cards.Pack;
import dev.arbiter.highcommand.rules.cards.Resources;
import dev.arbiter.highcommand.rules.cards.Stage;
import dev.arbiter.highcommand.rules.cards.WindsOfWar;
import dev.arbiter.kernel.game.AutomaticSteps;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.testkit.ScriptedDice;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the "given" of a rules test through the real {@code start}, army choice and deal: the
 * shuffles are scripted so that the named locations open the row (the rest of them next in the
 * location deck), the named Winds of War cards come up first, and the named cards lie on top of
 * each reinforcement deck (the first four are the reserves) and each army deck (the first six are
 * the opening hand). Seat 0 plays first unless told otherwise, so no die is rolled for it.
 *
 * <p>A position at the locations is given as the events that put the cards there
 * ({@link #place}): a card of the hand as {@code CardDeployed}, a reserve card as
 * {@code CardRushed} and the refill of its slot, so every card is still in exactly one place.
 */
public final class Table {

    public static final Pack FIXTURE = FixturePack.pack();
    /**
     * The fixture pack where four of each faction's six coins become two levies, basic resources
     * (CMD 1) that are also warriors (Power 1, Health 1) with a purchase box (1 CMD) and a rush box
     * (2 CMD), so that an opening hand holds a card to deploy; and two purses (CMD 2), for the
     * overpay of ORDERS. Invented for tests.
     */
    static final Pack LEVIES = withLevies(FIXTURE);
    /** Locations and Winds of War cards of the fixture pack that change nothing at a location. */
    private static final List<String> QUIET_ROW = List.of("mine", "ruins", "bridge", "tower");
    private static final List<String> QUIET_WINDS = List.of("calm", "supply", "muster");

    private final Pack pack;
    private final int seats;
    private final HighCommandRules rules;
    private final Map<Integer, ChooseArmy> armies = new HashMap<>();
    private final Map<Integer, List<String>> reinforcementTop = new HashMap<>();
    private final Map<Integer, List<String>> armyTop = new HashMap<>();
    private final Map<String, Object> options = new HashMap<>();
    private List<String> row;
    private List<String> winds;

    private Table(Pack pack, int seats, List<String> row, List<String> winds) {
        this.pack = pack;
        this.seats = seats;
        this.rules = new HighCommandRules(pack);
        this.row = row;
        this.winds = winds;
        options.put(HighCommandRules.OPTION_FIRST_PLAYER, 0);
    }

    /** The fixture pack: seat n plays faction n with lord (red), lady (blue) and sage (green). */
    public static Table fixture(int seats) {
        return fixture(FIXTURE, seats);
    }

    /** {@link #fixture(int)} with a pack derived from the fixture pack (same factions, warcasters, locations and winds). */
    public static Table fixture(Pack pack, int seats) {
        Table table = new Table(pack, seats, QUIET_ROW, QUIET_WINDS);
        for (int seat = 0; seat < seats; seat++) {
            String f = FixturePack.FACTIONS.get(seat);
            table.army(seat, army(f, f + "-lord", Colour.red, f + "-lady", Colour.blue, f + "-sage", Colour.green));
        }
        return table;
    }

    /** The Quick Start option: each seat names only its faction (QUICK START SETUP). */
    public Table quickStart() {
        option(HighCommandRules.OPTION_QUICK_START, true);
        armies.replaceAll((seat, choice) -> new ChooseArmy(choice.faction(), List.of()));
        return this;
    }

    /** {@link #fixture} with the {@link #LEVIES} pack. */
    public static Table levies(int seats) {
        Table table = new Table(LEVIES, seats, QUIET_ROW, QUIET_WINDS);
        table.armies.putAll(fixture(seats).armies);
        return table;
    }

    private static Pack withLevies(Pack base) {
        List<Faction> factions = new ArrayList<>();
        for (Faction f : base.factions()) {
            List<ArmyCard> cards = new ArrayList<>();
            for (ArmyCard c : f.cards()) {
                if (c.id().equals(f.id() + "-coin")) {
                    cards.add(new ArmyCard(c.id(), c.name(), c.set(), c.types(), false, null, c.copies() - 4, c.resources(), 0, null, 0, null,
                            null, List.of(), null));
                    cards.add(new ArmyCard(f.id() + "-purse", "purse", c.set(), c.types(), false, null, 2, new Resources(2, 0), 0, null, 0,
                            null, null, List.of(), null));
                    cards.add(new ArmyCard(f.id() + "-levy", "levy", c.set(), List.of("warrior"), false, null, 2, c.resources(), 1, 1, 0,
                            new Cost(1, 0), new Cost(2, 0), List.of(), null));
                } else {
                    cards.add(c);
                }
            }
            factions.add(new Faction(f.id(), f.name(), cards, f.warcasters()));
        }
        return new Pack("levies", base.version(), base.sha256(), base.title(), base.notice(), base.set(), factions, base.locations(),
                base.windsOfWar(), base.quickStart());
    }

    static Table of(Pack pack, int seats) {
        return new Table(pack, seats, List.of(), List.of());
    }

    /** A ChooseArmy naming three (warcaster, colour) pairs. */
    public static ChooseArmy army(String faction, Object... pairs) {
        List<WarcasterChoice> choices = new ArrayList<>();
        for (int i = 0; i < pairs.length; i += 2) {
            choices.add(new WarcasterChoice((String) pairs[i], (Colour) pairs[i + 1], List.of()));
        }
        return new ChooseArmy(faction, choices);
    }

    public Table army(int seat, ChooseArmy choice) {
        armies.put(seat, choice);
        return this;
    }

    /** The row in slot order, then the top of the location deck. */
    public Table row(String... locations) {
        row = List.of(locations);
        return this;
    }

    /** The Winds of War cards revealed first, in order (each stage stacks apart, so Early ones come before Mid ones). */
    public Table winds(String... topFirst) {
        winds = List.of(topFirst);
        return this;
    }

    /** The top of the seat's reinforcement deck: the first four fill reserve slots 0-3. */
    public Table reserves(int seat, String... top) {
        reinforcementTop.put(seat, List.of(top));
        return this;
    }

    /** The top of the seat's army deck: the first six are the opening hand. */
    public Table hand(int seat, String... top) {
        armyTop.put(seat, List.of(top));
        return this;
    }

    public Table option(String key, Object value) {
        if (value == null) {
            options.remove(key);
        } else {
            options.put(key, value);
        }
        return this;
    }

    public HighCommandRules rules() {
        return rules;
    }

    Setup setup() {
        return new Setup(seats, options);
    }

    /** Every army chosen and dealt: the first player chosen, six cards each, round 1 not yet begun. */
    public RulesFixture<HighCommandState, HighCommandCommand, HighCommandEvent> dealt(int... firstPlayerRoll) {
        HighCommandState before = rules.initialState(setup());
        List<Integer> faces = new ArrayList<>(stacked(before.locationDeck(), row));
        for (Stage stage : List.of(Stage.late, Stage.mid, Stage.early)) {
            List<String> ids = stageCards(before, stage);
            faces.addAll(stacked(ids, winds.stream().filter(ids::contains).toList()));
        }
        var f = RulesFixture.of(rules, setup()).started(faces.stream().mapToInt(Integer::intValue).toArray());
        for (int seat = 0; seat < seats; seat++) {
            f = f.given(rules.decide(f.state(), seat, armies.get(seat), new ScriptedDice()));
        }
        List<Integer> deal = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            PlayerState p = f.state().player(seat);
            deal.addAll(stacked(p.reinforcementHidden(), reinforcementTop.getOrDefault(seat, List.of())));
            deal.addAll(stacked(p.armyDeck(), armyTop.getOrDefault(seat, List.of())));
        }
        for (int face : firstPlayerRoll) {
            deal.add(face);
        }
        ScriptedDice dice = new ScriptedDice(deal.stream().mapToInt(Integer::intValue).toArray());
        f = f.given(rules.advance(f.state(), dice));
        assertEquals(0, dice.remaining(), "the deal used every scripted face");
        return f;
    }

    /** Dealt, then played on by itself until a seat must decide: round 1, the first player's orders step. */
    public RulesFixture<HighCommandState, HighCommandCommand, HighCommandEvent> start() {
        return settle(dealt());
    }

    private List<String> stageCards(HighCommandState s, Stage stage) {
        List<String> ids = s.quickStart() ? pack.quickStart().windsOfWar() : pack.windsOfWar().stream().map(WindsOfWar::id).toList();
        return ids.stream().filter(id -> pack.windsOfWar().stream().anyMatch(w -> w.id().equals(id) && w.stage() == stage)).toList();
    }

    /** The events of the automatic steps from here until some seat must decide, with these dice. */
    public List<HighCommandEvent> steps(RulesFixture<HighCommandState, HighCommandCommand, HighCommandEvent> f, int... faces) {
        ScriptedDice dice = new ScriptedDice(faces);
        var run = AutomaticSteps.run(rules, f.state(), dice);
        assertEquals(0, dice.remaining(), "the test scripted dice the rules never rolled");
        return run.events();
    }

    /** The automatic steps from here until some seat must decide, with these dice. */
    public RulesFixture<HighCommandState, HighCommandCommand, HighCommandEvent> settle(
            RulesFixture<HighCommandState, HighCommandCommand, HighCommandEvent> f, int... faces) {
        return f.given(steps(f, faces));
    }

    /**
     * The seat's cards put at a location, each from where it is: from the hand as deployed, from
     * the reserves as rushed (its slot refilled from the reinforcement deck).
     */
    public RulesFixture<HighCommandState, HighCommandCommand, HighCommandEvent> place(
            RulesFixture<HighCommandState, HighCommandCommand, HighCommandEvent> f, int seat, String location, String... cards) {
        for (String card : cards) {
            PlayerState p = f.state().player(seat);
            if (p.hand().contains(card)) {
                f = f.given(new CardDeployed(seat, card, location));
            } else {
                int slot = p.reserves().indexOf(card);
                if (slot < 0) {
                    throw new IllegalArgumentException(card + " is neither in seat " + seat + "'s hand nor in its reserves: " + p.reserves());
                }
                f = f.given(new CardRushed(seat, slot, card, location));
                String next = f.state().player(seat).nextReinforcement();
                if (next != null) {
                    f = f.given(new ReserveFilled(seat, slot, next));
                }
            }
        }
        assertNull(Invariants.armyCardsConserved(pack, f.state()), "the given position keeps every card in one place");
        return f;
    }

    /**
     * Plays on with no decision but ending each orders step without banking, culling nothing when
     * a draw meets an empty army deck (whose new order is then scripted to be the discard pile's
     * own), choosing no target when an ability asks and the first cards when one forces a discard,
     * until {@code round} has begun and its first player must decide, or the game is over.
     */
    public RulesFixture<HighCommandState, HighCommandCommand, HighCommandEvent> passUntilRound(
            RulesFixture<HighCommandState, HighCommandCommand, HighCommandEvent> f, int round) {
        while (f.state().round() < round && f.state().phase() != Phase.OVER) {
            int seat = rules.awaiting(f.state()).get(0);
            List<HighCommandCommand> legal = rules.legalActions(f.state(), seat);
            if (legal.contains(new HighCommandCommand.EndOrders(null))) {
                f = f.given(rules.decide(f.state(), seat, new HighCommandCommand.EndOrders(null), new ScriptedDice()));
            } else if (legal.contains(new HighCommandCommand.Cull(null))) {
                int pile = f.state().player(seat).discard().size();
                f = f.given(rules.decide(f.state(), seat, new HighCommandCommand.Cull(null), new ScriptedDice(unmoved(pile))));
            } else {
                HighCommandCommand least = legal.stream().filter(c -> c instanceof HighCommandCommand.UseAbility u && u.targets().isEmpty()
                        || c instanceof HighCommandCommand.DiscardChosen).findFirst()
                        .orElseThrow(() -> new IllegalStateException("seat " + seat + " must decide something else: " + legal));
                f = f.given(rules.decide(f.state(), seat, least, new ScriptedDice()));
            }
            f = settle(f);
        }
        return f;
    }

    /** Faces of a shuffle of {@code n} cards that leaves them in their order (each card swapped with itself). */
    public static int[] unmoved(int n) {
        int[] faces = new int[Math.max(n - 1, 0)];
        for (int k = 0; k < faces.length; k++) {
            faces[k] = n - k;
        }
        return faces;
    }

    static int[] ones(int n) {
        int[] faces = new int[Math.max(n, 0)];
        java.util.Arrays.fill(faces, 1);
        return faces;
    }

    /** {@code expected} occur in {@code events} in this order (other events may come between). */
    public static void inOrder(List<HighCommandEvent> events, HighCommandEvent... expected) {
        int at = 0;
        for (HighCommandEvent e : events) {
            if (at < expected.length && e.equals(expected[at])) {
                at++;
            }
        }
        assertEquals(expected.length, at, () -> "expected in this order " + List.of(expected) + "\n  in " + events);
    }

    /** Faces for a shuffle that puts {@code top} first (in that order) and the rest after in their order. */
    static List<Integer> stacked(List<String> unshuffled, List<String> top) {
        List<String> target = new ArrayList<>(top);
        unshuffled.stream().filter(c -> !top.contains(c)).forEach(target::add);
        if (target.size() != unshuffled.size()) {
            throw new IllegalArgumentException(top + " are not all among " + unshuffled);
        }
        List<String> current = new ArrayList<>(unshuffled);
        List<Integer> faces = new ArrayList<>();
        for (int i = current.size() - 1; i >= 1; i--) {
            int j = current.indexOf(target.get(i));
            faces.add(j + 1);
            String swapped = current.get(i);
            current.set(i, current.get(j));
            current.set(j, swapped);
        }
        return faces;
    }
}
