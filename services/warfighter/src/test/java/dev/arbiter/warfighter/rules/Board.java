package dev.arbiter.warfighter.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.ScriptedDice;
import dev.arbiter.warfighter.pack.WarfighterPacks;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import dev.arbiter.warfighter.rules.actions.ArmyTurn;
import dev.arbiter.warfighter.rules.combat.Combat;
import dev.arbiter.warfighter.rules.hostiles.HostileSide;
import dev.arbiter.warfighter.rules.hostiles.Spawner;
import dev.arbiter.warfighter.rules.turn.Flow;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * Builds the "given" of a Hostile-side test: a mission laid out from the demo pack, Armies and
 * Hostiles placed in named columns, counters put on them, all by the engine's own events folded
 * with its real evolve. The "when" runs one step of the Hostile procedure on that state with
 * scripted dice and returns the events it decides ("then").
 */
public final class Board {

    public static final Pack DEMO = WarfighterPacks.demo();

    /** The rule a refused command names. */
    public static String rule(Runnable command) {
        return assertThrows(RuleViolation.class, command::run).rule();
    }

    private final Pack pack;
    private final Catalogue cards;
    private final Evolve evolve;
    private WarfighterState state;
    private int nextArmy = 1;
    private int nextHostile = 1;

    private Board(Pack pack, WarfighterState state) {
        this.pack = pack;
        this.cards = new Catalogue(pack);
        this.evolve = new Evolve(cards);
        this.state = state;
    }

    /** A game in play in the Normal Action Phase, with the Mission, its Locations (Inactive) and the Objective. */
    public static Board mission(String mission, String objective, String... locations) {
        return mission(1, mission, objective, locations);
    }

    public static Board mission(int seats, String mission, String objective, String... locations) {
        return mission(DEMO, seats, mission, objective, locations);
    }

    /** The same with a test's own pack (a fixture pack, see {@link FixturePacks}). */
    public static Board mission(Pack pack, int seats, String mission, String objective, String... locations) {
        Cards.Mission card = pack.mission(mission).orElseThrow();
        WarfighterState empty = new WarfighterRules(pack).initialState(
                new Setup(seats, Map.of("mission", mission, "objective", objective, "hostileOrder", "fixed")));
        Board board = new Board(pack, empty);
        board.given(new MissionLaid(mission, objective, card.objectiveSlot(), card.time(), card.resources(), false, List.of()));
        board.deckInOrder("location", locations);
        for (int i = 0; i < locations.length; i++) {
            board.given(new LocationDealt(i + 2, locations[i]));
        }
        board.given(new TimerSet(card.time()), new TeamConfirmed(0), new GameTurnBegan(1, card.time()), new PhaseBegan(Step.NORMAL));
        return board;
    }

    /** Probe with Vital Hill (Objective in column 3) and the Cart Track between. */
    public static Board probe() {
        return mission("probe", "vital-hill", "cart-track");
    }

    /** Major Push with Large City (Objective in column 5): five columns for distance tests. */
    public static Board wide() {
        return mission("major-push", "large-city", "cart-track", "orchard-lane", "windmill-rise");
    }

    public Board given(WarfighterEvent... events) {
        for (WarfighterEvent event : events) {
            state = evolve.apply(state, event);
        }
        return this;
    }

    /** Recruits an Army (seat 0) and places it in {@code column} with its full Supply; returns its number. */
    public int army(String card, int column) {
        return army(card, column, 0);
    }

    /** The same for an Army of {@code seat}. */
    public int army(String card, int column, int seat) {
        Cards.Army army = pack.army(card).orElseThrow();
        int number = nextArmy++;
        given(new ArmyRecruited(number, card, seat, army.cost()), new ArmyPlaced(number, column));
        if (army.supply() != null && army.supply() > 0) {
            given(new SupplyGained("army", number, army.supply(), "setup"));
        }
        bought();
        return number;
    }

    public Board equip(int army, String attachment) {
        given(new AttachmentEquipped(army, attachment, pack.attachment(attachment).orElseThrow().cost()));
        return bought();
    }

    public Board train(int army, String skill) {
        given(new SkillTrained(army, skill, pack.skill(skill).orElseThrow().cost()));
        return bought();
    }

    /** The team as bought so far is the mission's Team value, as {@code ConfirmTeam} records it (§3.3.8). */
    private Board bought() {
        return given(new TeamConfirmed(cards.teamValue(state.armies())));
    }

    /** Places a copy of a Hostile card in {@code column} with its Supply Value; returns its instance number. */
    public int hostile(String card, int column) {
        return hostile(card, column, false);
    }

    public int hostile(String card, int column, boolean objective) {
        Cards.Hostile hostile = pack.hostile(card).orElseThrow();
        int number = nextHostile++;
        given(new HostilePlaced(number, card + "#" + number, column, hostile.supply(), objective));
        return number;
    }

    /** Hits on an Army (as Exhaustion's unpaid Supply puts them). */
    public Board armyHits(int army, int hits) {
        return given(new ExhaustionPaid(army, 0, hits));
    }

    public Board armyPins(int army, int pins) {
        for (int i = 0; i < pins; i++) {
            given(new EnvironResolved(army, "pin"));
        }
        return this;
    }

    /** Hits and Pins on a Hostile, as an Army's attack by {@code by} leaves them. */
    public Board hostileCounters(int hostile, int by, int hits, int pins) {
        return given(new AttackResolved("army", by, "hostile", hostile, "effect", hits, pins, 0, 0));
    }

    public Board hostileSupplyLost(int hostile, int amount) {
        return given(new SupplyLost("hostile", hostile, amount, "test"));
    }

    public Board phase(Step step) {
        return given(new PhaseBegan(step));
    }

    public WarfighterState state() {
        return state;
    }

    public Catalogue cards() {
        return cards;
    }

    /** Runs one step of the procedure with exactly these dice; every scripted die must be rolled. */
    public List<WarfighterEvent> when(BiConsumer<Emitter, ScriptedDice> step, int... faces) {
        ScriptedDice dice = new ScriptedDice(faces);
        Emitter em = new Emitter(evolve, state);
        step.accept(em, dice);
        assertEquals(0, dice.remaining(), "the test scripted dice the rules never rolled");
        state = em.state();
        return new ArrayList<>(em.events());
    }

    /** The events of one type, in order. */
    public static <T> List<T> only(Class<T> type, List<WarfighterEvent> events) {
        return events.stream().filter(type::isInstance).map(type::cast).toList();
    }

    /** Lays the Hostile deck face down in exactly this order, top first (a shuffle that leaves it as listed). */
    /** Lays the Action deck with these cards on top and deals them into an Army's hand. */
    public Board hand(int army, String... cards) {
        deckInOrder("action", cards);
        return given(new ActionCardsDrawn(army, List.of(cards)));
    }

    /** The Army takes one Action or Activity (§3.3), whatever its phase. */
    public List<WarfighterEvent> armyDoes(int army, WarfighterCommand command, int... faces) {
        return when((em, dice) -> new ArmyTurn(cards).handle(em, dice, em.state().army(army), command), faces);
    }

    public Board hostileDeck(String... topFirst) {
        return deckInOrder("hostile", topFirst);
    }

    /** Shuffles a deck of the pack's composition so that {@code top} comes first, in that order. */
    private Board deckInOrder(String deck, String... top) {
        List<String> composition = switch (deck) {
            case "hostile" -> cards.hostileDeck("germany");
            case "action" -> cards.actionDeck("europe");
            default -> pack.locations().stream().filter(l -> "europe".equals(l.region())).map(Cards.Location::id).toList();
        };
        int[] faces = Table.stacked(composition, List.of(top)).stream().mapToInt(Integer::intValue).toArray();
        List<Roll> rolls = new ScriptedDice(faces).shuffle(composition.size()).rolls();
        return given(new DeckShuffled(deck, composition.size(), rolls));
    }

    /** Draws Hostiles worth {@code budget} into {@code column} (§3.3.8). */
    public List<WarfighterEvent> spawn(int column, int budget, boolean objective, int... faces) {
        return when((em, dice) -> new Spawner(cards).draw(em, dice, column, budget, objective), faces);
    }

    /** Cleanup 3, the Supply Phase (§3.2.2.3). */
    public List<WarfighterEvent> supplyPhase(int... faces) {
        return when((em, dice) -> new HostileSide(cards).supplyPhase(em, dice), faces);
    }

    /** The Hostile takes its whole turn (§3.4 Hostile Actions). */
    public List<WarfighterEvent> hostileTurn(int hostile, int... faces) {
        return when((em, dice) -> new HostileSide(cards).turn(em, dice, hostile), faces);
    }

    /** An Army attacks a Hostile at the given range with no bonus (§3.3.2). */
    public List<WarfighterEvent> armyAttack(int army, int hostile, int... faces) {
        int range = Math.abs(state.army(army).column() - state.hostile(hostile).column());
        return when((em, dice) -> new Combat(cards).resolve(em, dice, "army", army, "hostile", hostile, range, Combat.Bonus.NONE, () -> {
        }), faces);
    }

    /** A seat's decision, as {@code decide} hands it to the flow (no awaited-seat check: {@link #legal} shows that). */
    public List<WarfighterEvent> decide(int seat, WarfighterCommand command, int... faces) {
        return when((em, dice) -> new Flow(cards).handle(em, seat, command, dice), faces);
    }

    /** One automatic step of the Game Turn, as the kernel runs it when no seat is awaited. */
    public List<WarfighterEvent> advance(int... faces) {
        return when((em, dice) -> new Flow(cards).advance(em, dice), faces);
    }

    public List<WarfighterCommand> legal(int seat) {
        return new WarfighterRules(pack).legalActions(state, seat);
    }

    public List<Integer> awaiting() {
        return new WarfighterRules(pack).awaiting(state);
    }
}
