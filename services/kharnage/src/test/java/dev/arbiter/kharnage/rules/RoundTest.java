package dev.arbiter.kharnage.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.game.GameRefusal;
import dev.arbiter.kernel.spi.Redactor;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.kernel.spi.Viewer;
import dev.arbiter.kharnage.rules.KharnageCommand.*;
import dev.arbiter.kharnage.rules.KharnageEvent.*;
import dev.arbiter.testkit.RulesFixture;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The round: sealed choice, reveal, order, attack range, splitting, Kharnage, scoring and the end of the game. */
class RoundTest {

    private static final KharnageRules RULES = new KharnageRules(Table.DEMO);

    private static RulesFixture<KharnageState, KharnageCommand, KharnageEvent> twoPlayers() {
        return Table.demo("dwarf", "goblin").deck(0, "dwarf-27", "dwarf-03", "dwarf-11").deck(1, "goblin-05", "goblin-13", "goblin-21")
                .fixture();
    }

    @Test
    @DisplayName("kharnage.md, title: 2 to 4 players, each with a different army of the pack")
    void players() {
        RulesFixture.of(RULES, new Setup(2, Map.of()));
        assertEquals("setup.players", org.junit.jupiter.api.Assertions.assertThrows(dev.arbiter.kernel.spi.RuleViolation.class,
                () -> RULES.initialState(new Setup(5, Map.of()))).rule());
        assertEquals("setup.armies", org.junit.jupiter.api.Assertions.assertThrows(dev.arbiter.kernel.spi.RuleViolation.class,
                () -> RULES.initialState(new Setup(2, Map.of("armies", List.of("orc", "orc"))))).rule());
        assertFalse(RULES.initialState(new Setup(2, Map.of())).yeah(), "the «YEAH!» rule is off by default");
    }

    @Test
    @DisplayName("kharnage.md, THE ROUND: each seat commits one card face down; others see only a SHA-256 commitment")
    void sealedCommitment() {
        var f = twoPlayers();
        assertEquals(List.of(0, 1), RULES.awaiting(f.state()), "both choose at the same time");
        var events = f.when(0, new CommitCard("dwarf-03"), Table.salt(0)).events();
        CardCommitted committed = (CardCommitted) events.get(0);
        assertEquals(1, events.size(), "nothing else happens until every seat has committed");
        assertEquals(Commitments.of("dwarf-03", committed.salt()), committed.commitment());
        assertEquals(32, committed.salt().length());
        CardCommitted seen = (CardCommitted) Redactor.event(committed, Viewer.seat(1));
        assertNull(seen.card());
        assertNull(seen.salt());
        assertTrue(seen.saltRolls().isEmpty(), "the salt's dice would let anyone try every card against the hash");
        assertEquals(committed, Redactor.event(committed, Viewer.seat(0)));
        assertEquals(new CardCommitted(0, committed.commitment(), null, null, List.of()), Redactor.event(committed, Viewer.SPECTATOR));

        var after = f.given(events);
        KharnageView other = (KharnageView) Redactor.view(RULES.view(after.state()), Viewer.seat(1));
        assertTrue(other.players().get(0).committed());
        assertNull(other.players().get(0).committedCard());
        assertNull(other.players().get(0).hand());
        assertEquals("dwarf-03", ((KharnageView) Redactor.view(RULES.view(after.state()), Viewer.seat(0))).players().get(0).committedCard());
        assertEquals(List.of(), RULES.legalActions(after.state(), 0), "one card per round");
        after.when(0, new CommitCard("dwarf-11"), Table.salt(0)).thenRefused(GameRefusal.Kind.NOT_YOUR_TURN);
        after.when(1, new CommitCard("dwarf-11"), Table.salt(1)).thenViolation("round.not-in-hand");
    }

    @Test
    @DisplayName("kharnage.md, THE ROUND: all cards are revealed at once with their salts; anyone can check the commitments")
    void reveal() {
        var f = twoPlayers().when(0, new CommitCard("dwarf-27"), Table.salt(0)).then();
        var events = f.when(1, new CommitCard("goblin-13"), Table.salt(1)).events();
        CardCommitted second = (CardCommitted) events.get(0);
        CardsRevealed revealed = (CardsRevealed) events.get(1);
        String first = ((CardCommitted) Redactor.event(new CardCommitted(0, f.state().player(0).seal().commitment(), null, null, List.of()),
                Viewer.seat(1))).commitment();
        for (Opening opening : revealed.openings()) {
            String commitment = opening.seat() == 0 ? first : second.commitment();
            assertTrue(Commitments.opens(commitment, opening.card(), opening.salt()));
        }
        assertEquals(List.of(1, 0), revealed.order(), "lowest initiative first: Goblin 13, Dwarf 27");
        assertEquals(new TurnBegan(1, "goblin-13"), events.get(2));
    }

    @Test
    @DisplayName("kharnage.md, ATTACK RANGE: an Assault skips a neighbour with no units; a Shooting reaches any army with units")
    void attackRange() {
        KharnageState s = WorkedExampleTest.dwarfTurnFrom(WorkedExampleTest.example(Table.demo("dwarf", "goblin", "orc", "human")))
                .state();
        // Goblin (1) and Orc (2) were wiped out by the Dwarf (0); the Human (3) keeps its Standard Bearer.
        assertEquals(List.of(0, 3), Targets.inRange(s, 2, AttackKind.ASSAULT), "the Orc's left neighbour is the Human; right, past the Goblin, the Dwarf");
        assertEquals(List.of(0), Targets.inRange(s, 3, AttackKind.SHOOTING));
        assertEquals(List.of(0, 3), Targets.inRange(s, 1, AttackKind.ASSAULT));
    }

    @Test
    @DisplayName("kharnage.md, SPLIT YOUR ATTACK: with one army in range there is nothing to split; skills attack one army")
    void noSplitWithOneArmy() {
        var f = Table.commitAll(twoPlayers(), "dwarf-27", "goblin-21");
        f = SkillsTest.playUntilTurnOf(f, 0);
        while (f.state().attack() == null || f.state().attack().stage() != AttackStage.TARGET) {
            f = f.when(RULES.awaiting(f.state()).get(0), RULES.legalActions(f.state(), RULES.awaiting(f.state()).get(0)).get(0)).then();
        }
        assertEquals(List.of(new ChooseTargets(List.of(1))), RULES.legalActions(f.state(), 0));
        f.when(0, new ChooseTargets(List.of(1, 1))).thenViolation("attack.out-of-range");
    }

    @Test
    @DisplayName("kharnage.md, KHARNAGE (optional «YEAH!» rule): the others cheer, or lose a Kharnage token if they have one")
    void yeah() {
        var f = WorkedExampleTest.example(WorkedExampleTest.exampleTable(Table.demo("dwarf", "goblin", "orc", "human"))
                .option(KharnageRules.OPTION_YEAH, true));
        f = Table.commitAll(f, "dwarf-03", "goblin-05", "orc-09", "human-07")
                .when(0, new CallGeneral("dwarf-thane")).then()
                .when(0, new ChooseTargets(List.of(1))).then()
                .when(0, new Destroy("goblin-shieldbearers-1")).then().when(0, new Destroy("goblin-archers-1")).then()
                .when(0, new ChooseTargets(List.of(1))).then();
        var events = f.when(0, new Destroy("goblin-cave-troll")).events();
        assertEquals(List.of(new UnitDestroyed(0, 1, "goblin-cave-troll", List.of("goblin-cave-troll"), 4), new KharnageAchieved(0, 1),
                new CheersAwaited(0, List.of(1, 2, 3))), events);
        f = f.given(events);
        assertEquals(List.of(1, 2, 3), RULES.awaiting(f.state()));
        assertEquals(List.of(new Cheer(), new KeepQuiet()), RULES.legalActions(f.state(), 2));
        f = f.when(1, new KeepQuiet()).thenEvents(new StayedQuiet(1, false));
        f = f.when(2, new Cheer()).thenEvents(new Cheered(2));
        var last = f.when(3, new Cheer()).events();
        assertEquals(new Cheered(3), last.get(0));
        assertTrue(last.contains(new AttackResolved(0, 5, 0)), "then the attack goes on: 5 points lost, no unit left in range");
    }

    @Test
    @DisplayName("kharnage.md, END OF ROUND: most destroyed unit cards take 5, then 3, then 1 skull; ties to the lowest initiative")
    void roundScoring() {
        KharnageState s = endOfRound(4, new int[] {2, 3, 3, 0}, false);
        RoundScored scored = (RoundScored) finish(s).get(0);
        // Seats 1 and 2 tie on 3; seat 2 played the lower initiative. Seat 3 is fourth: "Other players don't get anything".
        assertEquals(List.of(new Award(2, 5), new Award(1, 3), new Award(0, 1)), scored.awards());
        assertEquals(List.of(2, 3, 3, 0), scored.destroyed());
    }

    @Test
    @DisplayName("kharnage.md, END OF ROUND: a count of 0 is ranked like any other: the third largest takes 1 skull, draws go to the lowest initiative")
    void destroyingNothingIsStillRanked() {
        // Three players: the Dwarf (27) destroyed 2, the Goblin (21) and the Orc (9) nothing: the Orc's lower initiative wins their draw.
        RoundScored three = (RoundScored) finish(endOfRound(3, new int[] {2, 0, 0}, false)).get(0);
        assertEquals(List.of(new Award(0, 5), new Award(2, 3), new Award(1, 1)), three.awards());
        // Two players, nothing destroyed at all: the draw goes to the lowest initiative, the Goblin's 21.
        RoundScored none = (RoundScored) finish(endOfRound(2, new int[] {0, 0}, false)).get(0);
        assertEquals(List.of(new Award(1, 5), new Award(0, 3)), none.awards());
    }

    @Test
    @DisplayName("kharnage.md, END OF ROUND: with two players the 1-skull token is not used")
    void twoPlayerScoring() {
        KharnageState s = endOfRound(2, new int[] {1, 4}, false);
        RoundScored scored = (RoundScored) finish(s).get(0);
        assertEquals(List.of(new Award(1, 5), new Award(0, 3)), scored.awards());
    }

    @Test
    @DisplayName("kharnage.md, LAST TURN: round 4 is the last; no battle card is drawn after it and the game ends")
    void lastTurn() {
        List<KharnageEvent> events = finish(endOfRound(2, new int[] {1, 1}, true));
        assertTrue(events.get(events.size() - 1) instanceof GameOver);
        assertFalse(events.stream().anyMatch(e -> e instanceof BattleCardsDrawn));
        List<KharnageEvent> middle = finish(endOfRound(2, new int[] {1, 1}, false));
        assertTrue(middle.contains(new RoundBegan(2, false)));
        assertEquals(2, middle.stream().filter(e -> e instanceof BattleCardsDrawn).count());
    }

    @Test
    @DisplayName("kharnage.md, END OF THE GAME: skulls + Kharnage tokens; ties go to most Kharnage tokens, then the lowest last initiative")
    void finalScoringAndTieBreaks() {
        KharnageState s = endOfRound(4, new int[] {0, 0, 0, 0}, true);
        // Nobody destroyed anything in the last round: its tokens go by initiative, 5 to seat 3 (7), 3 to seat 2 (9), 1 to seat 1 (21).
        // Then seat 0: 8 skulls + 0; seat 1: 5 + 1 skulls + 2; seat 2: 4 + 3 + 1 (played 9); seat 3: 2 + 5 + 1 (played 7): all on 8 points.
        s = s.withPlayer(0, p -> p.withDomination(List.of(5, 3))).withPlayer(1, p -> p.withDomination(List.of(5)).withKharnage(2))
                .withPlayer(2, p -> p.withDomination(List.of(3, 1)).withKharnage(1))
                .withPlayer(3, p -> p.withDomination(List.of(1, 1)).withKharnage(1));
        List<KharnageEvent> events = finish(s);
        GameOver over = (GameOver) events.get(events.size() - 1);
        assertEquals(List.of(List.of(1), List.of(3), List.of(2), List.of(0)), over.placings());
        assertEquals(8, over.scores().get(0).total());
    }

    /** A 2- to 4-player state at the end of a round's resolution, with the given destroyed-card counts. */
    private static KharnageState endOfRound(int seats, int[] destroyed, boolean last) {
        String[] armies = {"dwarf", "goblin", "orc", "human"};
        String[] cards = {"dwarf-27", "goblin-21", "orc-09", "human-07"};
        Table table = seats == 4 ? WorkedExampleTest.exampleTable(Table.demo(armies)) : Table.demo(Arrays.copyOf(armies, seats));
        KharnageState s = table.fixture().state();
        s = s.withPhase(Phase.RESOLVING).withRound(last ? 4 : 1, last).withOrder(List.of(), 0);
        for (int seat = 0; seat < seats; seat++) {
            int n = destroyed[seat];
            String card = cards[seat];
            s = s.withPlayer(seat, p -> {
                List<String> taken = new ArrayList<>(p.reserve().subList(0, n));
                return p.withReserve(p.reserve().subList(n, p.reserve().size())).withCollected(taken)
                        .withPlayed(List.of(p.played().get(0), card));
            });
        }
        return s;
    }

    private static List<KharnageEvent> finish(KharnageState s) {
        Emitter em = new Emitter(new Evolve(new Catalogue(Table.DEMO)), s);
        new Flow(new Catalogue(Table.DEMO)).advance(em, new dev.arbiter.testkit.ScriptedDice());
        return em.events();
    }
}
