package dev.arbiter.highcommand.rules.setup;

import dev.arbiter.highcommand.rules.HighCommandView;
import dev.arbiter.highcommand.rules.HighCommandState;
import dev.arbiter.highcommand.rules.PlayerState;
import dev.arbiter.highcommand.rules.HighCommandRules;
import dev.arbiter.highcommand.rules.Table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.highcommand.rules.HighCommandCommand.ChooseArmy;
import dev.arbiter.highcommand.rules.HighCommandCommand.WarcasterChoice;
import dev.arbiter.highcommand.rules.HighCommandEvent.ArmyChosen;
import dev.arbiter.highcommand.rules.cards.ArmyCard;
import dev.arbiter.highcommand.rules.cards.Catalogue;
import dev.arbiter.highcommand.rules.cards.Colour;
import dev.arbiter.highcommand.rules.cards.Faction;
import dev.arbiter.highcommand.rules.cards.Pack;
import dev.arbiter.highcommand.rules.cards.QuickStart;
import dev.arbiter.highcommand.rules.cards.Stage;
import dev.arbiter.kernel.game.GameRefusal;
import dev.arbiter.kernel.spi.Redactor;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.kernel.spi.Viewer;
import dev.arbiter.testkit.RulesFixture;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** STARTING THE GAME, QUICK START SETUP and DETACHMENT CUSTOMIZING RULES, with the fixture pack. */
class SetupTest {

    private static final HighCommandRules RULES = new HighCommandRules(Table.FIXTURE);

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4})
    @DisplayName("high-command.md, STARTING THE GAME: a row of one location per player; each player 4 reserves over a 32-card reinforcement deck, 6 cards in hand over 6 in the army deck, 3 warcasters")
    void openingCounts(int players) {
        HighCommandState s = Table.fixture(players).dealt().state();
        assertEquals(players, s.locations().size(), "as many locations in play as players");
        assertEquals(Table.FIXTURE.locations().size() - players, s.locationDeck().size());
        for (PlayerState p : s.players()) {
            assertEquals(4, p.reserves().stream().filter(c -> c != null).count());
            assertEquals(32, p.reinforcementCount(), "three detachments of 12, less the four reserves");
            assertEquals(6, p.hand().size());
            assertEquals(6, p.armyDeck().size(), "the 12 basic resources less the 6 drawn");
            assertTrue((p.hand().stream().allMatch(c -> RULES.pack(s).faction(p.faction()).orElseThrow().cards().stream()
                    .anyMatch(a -> a.id().equals(Catalogue.base(c)) && a.colour() == null))), "the army deck is the basic resources");
            assertEquals(3, p.warcasters().size());
            assertEquals(List.of(), p.discard());
            assertEquals(List.of(), p.occupying());
        }
        assertEquals(0, s.round(), "round 1 begins after the draw");
    }

    @Test
    @DisplayName("high-command.md, STARTING THE GAME: the Winds of War stages are shuffled apart and stacked Early on Mid on Late")
    void windsOfWarStackedByStage() {
        HighCommandState s = Table.fixture(2).winds("muster", "fog", "reckoning").dealt().state();
        List<Stage> stages = s.windsDeck().stream().map(id -> stageOf(id)).toList();
        assertEquals(List.of(Stage.early, Stage.early, Stage.early, Stage.mid, Stage.mid, Stage.mid, Stage.mid, Stage.late, Stage.late),
                stages);
        assertEquals("muster", s.windsDeck().get(0), "each stage is shuffled: the scripted shuffle put muster on top");
        assertEquals("fog", s.windsDeck().get(3));
        assertEquals("reckoning", s.windsDeck().get(7));
    }

    @Test
    @DisplayName("high-command.md, STARTING THE GAME (clarification 39): seats choose in seat order, in public, and a faction taken is not offered again")
    void factionsDiffer() {
        var f = RulesFixture.of(RULES, new Setup(2, Map.of(HighCommandRules.OPTION_FIRST_PLAYER, 0))).started(openingFaces());
        assertEquals(List.of(0), RULES.awaiting(f.state()), "seat 0 chooses first");
        ChooseArmy alpha = Table.army("alpha", "alpha-lord", Colour.red, "alpha-lady", Colour.blue, "alpha-sage", Colour.green);
        f.when(1, Table.army("beta", "beta-lord", Colour.red, "beta-lady", Colour.blue, "beta-sage", Colour.green))
                .thenRefused(GameRefusal.Kind.NOT_YOUR_TURN);
        f = f.when(0, alpha).isLegal().thenEvents(new ArmyChosen(0, "alpha", alpha.warcasters()));
        ChooseArmy again = Table.army("alpha", "alpha-lord", Colour.blue, "alpha-lady", Colour.green, "alpha-sage", Colour.red);
        f.when(1, again).thenViolation("setup.faction");
        assertTrue(RULES.legalActions(f.state(), 1).stream().allMatch(c -> !((ChooseArmy) c).faction().equals("alpha")));
        assertFalse(RULES.legalActions(f.state(), 1).isEmpty());
    }

    @Test
    @DisplayName("high-command.md, STARTING THE GAME: three warcasters of the faction, each with one detachment of a colour it shows, three colours in all")
    void detachmentMatchesWarcaster() {
        var f = RulesFixture.of(RULES, new Setup(2, Map.of())).started(openingFaces());
        f.when(0, Table.army("alpha", "alpha-lord", Colour.red, "alpha-lady", Colour.blue)).thenViolation("setup.three-warcasters");
        f.when(0, Table.army("alpha", "alpha-lord", Colour.green, "alpha-lady", Colour.blue, "alpha-sage", Colour.red))
                .thenViolation("setup.detachment-colour");
        f.when(0, Table.army("alpha", "alpha-lord", Colour.red, "alpha-lady", Colour.blue, "beta-sage", Colour.green))
                .thenViolation("setup.warcaster");
        f.when(0, Table.army("alpha", "alpha-lord", Colour.red, "alpha-lord", Colour.blue, "alpha-sage", Colour.green))
                .thenViolation("setup.warcaster-twice");
        f.when(0, Table.army("alpha", "alpha-lord", Colour.blue, "alpha-lady", Colour.blue, "alpha-sage", Colour.green))
                .thenViolation("setup.detachment-colours-differ");
        f.when(0, new ChooseArmy("alpha", List.of(new WarcasterChoice("alpha-lord", Colour.red, twelve("alpha", Colour.red)),
                new WarcasterChoice("alpha-lady", Colour.blue, List.of()), new WarcasterChoice("alpha-sage", Colour.green, List.of()))))
                .thenViolation("setup.detachment-cards");
    }

    @Test
    @DisplayName("high-command.md, DETACHMENT CUSTOMIZING RULES (clarification 44): 12 cards of the detachment's colour, each copy once, at most 5 of one name")
    void customDetachments() {
        Pack pack = withBlueTroopers();
        HighCommandRules rules = new HighCommandRules(pack);
        var f = RulesFixture.of(rules, new Setup(2, Map.of(HighCommandRules.OPTION_CUSTOM_DETACHMENTS, true))).started(openingFaces());
        List<String> red = twelve("alpha", Colour.red);
        List<String> blue = new ArrayList<>(cardsOf(pack, "alpha", Colour.blue).subList(0, 12));
        List<String> green = cardsOf(pack, "alpha", Colour.green);
        f.when(0, custom(red.subList(0, 11), blue, green)).thenViolation("setup.detachment-cards");
        List<String> wrongColour = new ArrayList<>(red.subList(0, 11));
        wrongColour.add(green.get(0));
        f.when(0, custom(wrongColour, blue, green)).thenViolation("setup.detachment-cards");
        List<String> twice = new ArrayList<>(red.subList(0, 11));
        twice.add(red.get(0));
        f.when(0, custom(twice, blue, green)).thenViolation("setup.detachment-cards");
        // The red detachment holds all five troopers; a blue card named "trooper" would make six.
        List<String> sixTroopers = new ArrayList<>(blue.subList(0, 11));
        sixTroopers.add("alpha-blue-trooper#1");
        assertEquals(5, red.stream().filter(c -> c.startsWith("alpha-trooper#")).count());
        f.when(0, custom(red, sixTroopers, green)).thenViolation("setup.same-name");
        ChooseArmy fine = custom(red, blue, green);
        var chosen = f.when(0, fine).isLegal().then();
        assertEquals(36, chosen.state().player(0).reinforcementHidden().size());
        assertTrue(chosen.state().player(0).reinforcementHidden().containsAll(red));
    }

    @Test
    @DisplayName("high-command.md, STARTING THE GAME (the reinforcement deck is set \"face down\") and DETACHMENT CUSTOMIZING RULES (clarification 45): a seat's custom detachment cards are its own to see, in ArmyChosen and in the view; its warcasters and colours are public")
    void customDetachmentsAreTheSeatsOwn() {
        HighCommandRules rules = new HighCommandRules(withBlueTroopers());
        var f = RulesFixture.of(rules, new Setup(2, Map.of(HighCommandRules.OPTION_CUSTOM_DETACHMENTS, true))).started(openingFaces());
        List<String> red = twelve("alpha", Colour.red);
        ChooseArmy chosen = custom(red, cardsOf(rules.pack(f.state()), "alpha", Colour.blue).subList(0, 12), cardsOf(rules.pack(f.state()), "alpha", Colour.green));
        var after = f.when(0, chosen).isLegal().then();
        ArmyChosen event = new ArmyChosen(0, "alpha", chosen.warcasters());

        ArmyChosen seen = (ArmyChosen) Redactor.event(event, Viewer.seat(1));
        assertEquals(List.of("alpha-lord", "alpha-lady", "alpha-sage"), seen.warcasters().stream().map(WarcasterChoice::warcaster).toList());
        assertEquals(List.of(Colour.red, Colour.blue, Colour.green), seen.warcasters().stream().map(WarcasterChoice::colour).toList());
        assertTrue(seen.warcasters().stream().allMatch(w -> w.cards().isEmpty()), "another seat learns no card of the deck");
        assertTrue(((ArmyChosen) Redactor.event(event, Viewer.SPECTATOR)).warcasters().stream().allMatch(w -> w.cards().isEmpty()));
        assertEquals(event, Redactor.event(event, Viewer.seat(0)), "the seat sees its own lists");

        Object view = rules.view(after.state());
        assertEquals(red, ((HighCommandView) Redactor.view(view, Viewer.seat(0))).players().get(0).army().get(0).cards());
        assertEquals(List.of(), ((HighCommandView) Redactor.view(view, Viewer.seat(1))).players().get(0).army().get(0).cards(),
                "another seat's view shows the detachment without its cards");
    }

    @Test
    @DisplayName("high-command.md, QUICK START SETUP: two warcasters and two detachments (24 cards, 20 after the reserves), the pack's location and Winds of War decks, Day of Reckoning at the bottom")
    void quickStartCounts() {
        HighCommandState s = Table.fixture(2).quickStart().dealt().state();
        QuickStart quick = Table.FIXTURE.quickStart();
        assertEquals(2, s.locations().size());
        assertEquals(quick.locations().size() - 2, s.locationDeck().size());
        assertEquals(quick.windsOfWar().size(), s.windsDeck().size());
        assertEquals("reckoning", s.windsDeck().get(s.windsDeck().size() - 1), "the only Late card lies at the bottom");
        for (PlayerState p : s.players()) {
            assertEquals(2, p.warcasters().size());
            assertEquals(20, p.reinforcementCount());
            assertEquals(4, p.reserves().stream().filter(c -> c != null).count());
            assertEquals(6, p.hand().size());
        }
        assertEquals(List.of("alpha-lord", "alpha-lady"), s.player(0).warcasters(), "the pack fixes the warcasters");
        var f = RulesFixture.of(RULES, new Setup(2, Map.of(HighCommandRules.OPTION_QUICK_START, true))).started(quickFaces());
        f.when(0, Table.army("alpha", "alpha-lord", Colour.red, "alpha-lady", Colour.blue, "alpha-sage", Colour.green))
                .thenViolation("setup.quick-start");
    }

    @Test
    @DisplayName("high-command.md, QUICK START SETUP (clarification 38): with three players the Quick Start reveals three locations")
    void quickStartThreePlayersRevealsThree() {
        HighCommandState s = Table.fixture(3).quickStart().dealt().state();
        assertEquals(3, s.locations().size());
        assertEquals(Table.FIXTURE.quickStart().locations().size() - 3, s.locationDeck().size());
    }

    @Test
    @DisplayName("high-command.md, STARTING THE GAME and QUICK START SETUP (clarification 40): the first player is the one named, or drawn at random; turns then go up the seat numbers")
    void firstPlayerRandomOrChosen() {
        var drawn = Table.fixture(3).option(HighCommandRules.OPTION_FIRST_PLAYER, null).dealt(2);
        assertEquals(1, drawn.state().first(), "a roll of 2 on a 3-sided die (the deal checks it was rolled) is the second seat");
        assertEquals(List.of(1, 2, 0), drawn.state().turnOrder());
        var named = Table.fixture(3).option(HighCommandRules.OPTION_FIRST_PLAYER, 2).dealt();
        assertEquals(2, named.state().first());
        assertEquals(List.of(2, 0, 1), named.state().turnOrder());
        assertEquals("setup.first-player", assertThrows(RuleViolation.class,
                () -> RULES.initialState(new Setup(3, Map.of(HighCommandRules.OPTION_FIRST_PLAYER, 3)))).rule());
    }

    @Test
    @DisplayName("high-command.md, CONTENTS and STARTING THE GAME: 2 to 4 players, never more than the pack's factions")
    void players() {
        assertEquals("setup.players", assertThrows(RuleViolation.class, () -> RULES.initialState(new Setup(1, Map.of()))).rule());
        assertEquals("setup.players", assertThrows(RuleViolation.class, () -> RULES.initialState(new Setup(5, Map.of()))).rule());
        assertNull(RULES.initialState(new Setup(4, Map.of())).turn());
    }

    // --- helpers ---------------------------------------------------------------------------------

    private static Stage stageOf(String id) {
        return Table.FIXTURE.windsOfWar().stream().filter(w -> w.id().equals(id)).findFirst().orElseThrow().stage();
    }

    /** Any faces for the opening shuffles of the fixture pack (8 locations; 3 Early, 4 Mid, 2 Late). */
    private static int[] openingFaces() {
        return ones(7 + 1 + 3 + 2);
    }

    /** The Quick Start opening: 6 locations; 1 Late, 2 Mid, 2 Early. */
    private static int[] quickFaces() {
        return ones(5 + 0 + 1 + 1);
    }

    private static int[] ones(int n) {
        int[] faces = new int[n];
        java.util.Arrays.fill(faces, 1);
        return faces;
    }

    private static List<String> twelve(String faction, Colour colour) {
        return cardsOf(Table.FIXTURE, faction, colour);
    }

    private static List<String> cardsOf(Pack pack, String faction, Colour colour) {
        List<String> copies = new ArrayList<>();
        for (ArmyCard c : pack.faction(faction).orElseThrow().cards()) {
            if (c.colour() == colour) {
                for (int n = 1; n <= c.copies(); n++) {
                    copies.add(c.id() + "#" + n);
                }
            }
        }
        return copies;
    }

    private static ChooseArmy custom(List<String> red, List<String> blue, List<String> green) {
        return new ChooseArmy("alpha", List.of(new WarcasterChoice("alpha-lord", Colour.red, red),
                new WarcasterChoice("alpha-lady", Colour.blue, blue), new WarcasterChoice("alpha-sage", Colour.green, green)));
    }

    /** The fixture pack with a blue card named like the red "trooper" (DETACHMENT CUSTOMIZING RULES: a name may recur across detachments). */
    private static Pack withBlueTroopers() {
        Pack base = Table.FIXTURE;
        List<Faction> factions = new ArrayList<>();
        for (Faction f : base.factions()) {
            if (!f.id().equals("alpha")) {
                factions.add(f);
                continue;
            }
            List<ArmyCard> cards = new ArrayList<>(f.cards());
            ArmyCard trooper = cards.stream().filter(c -> c.id().equals("alpha-trooper")).findFirst().orElseThrow();
            cards.add(new ArmyCard("alpha-blue-trooper", trooper.name(), null, trooper.types(), false, Colour.blue, 2, trooper.resources(),
                    trooper.power(), trooper.health(), 0, trooper.purchaseCost(), trooper.rushCost(), List.of(), null));
            factions.add(new Faction(f.id(), f.name(), cards, f.warcasters()));
        }
        return new Pack(base.id(), base.version(), base.sha256(), base.title(), base.notice(), base.set(), factions, base.locations(),
                base.windsOfWar(), base.quickStart());
    }
}
