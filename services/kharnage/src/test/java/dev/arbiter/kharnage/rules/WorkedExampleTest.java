package dev.arbiter.kharnage.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kharnage.rules.KharnageCommand.*;
import dev.arbiter.kharnage.rules.KharnageEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * kharnage.md, EXAMPLE OF A ROUND: the Dwarf player's turn, played with the demo pack (seats:
 * Dwarf 0, Goblin 1 at his left, Orc 2 opposite, Human 3 at his right) and shuffles stacked so
 * that the armies are those of the example.
 */
class WorkedExampleTest {

    @Test
    @DisplayName("kharnage.md, EXAMPLE OF A ROUND: the Dwarf turn end to end (General with Chief 3, Elite shot, split assault, two Kharnages, 8 units)")
    void dwarfTurn() {
        var f = example(Table.demo("dwarf", "goblin", "orc", "human"));
        dwarfTurnFrom(f);
    }

    static Table exampleTable(Table table) {
        return table
                .reserve(0, "dwarf-axemen-1", "dwarf-axemen-2", "dwarf-longbeards", "dwarf-slayer", "dwarf-runesmith",
                        "dwarf-crossbowmen", "dwarf-rangers")
                .reserve(1, "goblin-shieldbearers-1", "goblin-archers-1", "goblin-cave-troll")
                .reserve(2, "orc-boyz-1", "orc-arrer-boyz-1")
                .reserve(3, "human-militia-1", "human-archers-1", "human-standard-bearer", "human-knights-1")
                .deck(0, "dwarf-03").deck(1, "goblin-05").deck(2, "orc-09").deck(3, "human-07");
    }

    static dev.arbiter.testkit.RulesFixture<KharnageState, KharnageCommand, KharnageEvent> example(Table table) {
        return exampleTable(table).fixture();
    }

    /** Plays the Dwarf turn of the example and returns the state once the Goblin's turn has begun. */
    static dev.arbiter.testkit.RulesFixture<KharnageState, KharnageCommand, KharnageEvent> dwarfTurnFrom(
            dev.arbiter.testkit.RulesFixture<KharnageState, KharnageCommand, KharnageEvent> f) {
        KharnageState setup = f.state();
        assertEquals(List.of(List.of(Fielded.placed("goblin-shieldbearers-1")), List.of(Fielded.placed("goblin-archers-1")),
                List.of(Fielded.placed("goblin-cave-troll"))), setup.player(1).lines(), "the Goblin army of the example");
        assertEquals(4, setup.player(3).present().size(), "the Human Standard Bearer's Chief 1 acted at setup");

        // Everyone commits; the reveal orders Dwarf (3), Goblin (5), Human (7), Orc (9).
        f = Table.commitAll(f, "dwarf-03", "goblin-05", "orc-09", "human-07");
        assertEquals(List.of(0, 1, 3, 2), f.state().order());
        assertEquals(new Pending.GeneralChoice(0), f.state().pending(), "two units drawn; the bicolour flag's last draw is a choice");
        assertEquals(2, f.state().player(0).stack().size());
        // Precision: he could have drawn a third unit instead of his General.
        assertEquals(List.of(new CallGeneral("dwarf-thane"), new DrawUnit()), f.state() == null ? null
                : new KharnageRules(Table.DEMO).legalActions(f.state(), 0));

        f = f.when(0, new CallGeneral("dwarf-thane")).thenEvents(
                new GeneralCalled(0, "dwarf-thane"),
                new UnitPlaced(0, "dwarf-thane", 3),
                new SkillTriggered(0, "dwarf-thane", SkillKind.CHIEF, 3),
                new UnitsDrawn(0, 3, "chief"),
                new SkillTriggered(0, "dwarf-thane", SkillKind.BOW, 3),
                new AttackBegan(0, "elite", AttackKind.SHOOTING, 3, false, false));
        f = f.when(0, new ChooseTargets(List.of(1))).then();
        // 2 points for the 1st-line unit (Armor 1 + 1 Shield), the last one for a 2nd-line unit of Armor 1.
        f.when(0, new Destroy("goblin-archers-1")).thenViolation("destroy.closest-line");
        f = f.when(0, new Destroy("goblin-shieldbearers-1")).then();
        var afterElite = f.when(0, new Destroy("goblin-archers-1")).events();
        assertEquals(new UnitDestroyed(0, 1, "goblin-archers-1", List.of("goblin-archers-1"), 1), afterElite.get(0));
        assertTrue(afterElite.contains(new AttackBegan(0, "card", AttackKind.ASSAULT, 9, true, false)), "the assault has 9 points");
        f = f.given(afterElite);
        assertEquals(8, f.state().player(0).present().size(), "General, 2 + 3 drawn units and the 2 of setup");

        // 9 points against the Goblin or the Human, or 5 against each.
        assertEquals(List.of(new ChooseTargets(List.of(1)), new ChooseTargets(List.of(3)), new ChooseTargets(List.of(1, 3))),
                new KharnageRules(Table.DEMO).legalActions(f.state(), 0));
        f = f.when(0, new ChooseTargets(List.of(1, 3)))
                .thenEvents(new TargetsChosen(0, List.of(new Allotment(1, 5), new Allotment(3, 5)), 0));
        f = f.when(0, new Destroy("human-militia-1")).then()
                .when(0, new Destroy("human-knights-1")).then()
                .when(0, new Destroy("human-archers-1")).then();
        var kharnage = f.when(0, new Destroy("goblin-cave-troll")).events();
        assertEquals(List.of(new UnitDestroyed(0, 1, "goblin-cave-troll", List.of("goblin-cave-troll"), 4), new KharnageAchieved(0, 1),
                new AttackResolved(0, 1, 0), new AttackEnded(0), new TurnStepBegan(0, "attack-2"),
                new AttackBegan(0, "card", AttackKind.SHOOTING, 5, true, false)), kharnage);
        f = f.given(kharnage);

        // The Shooting: Runesmith 1 + Crossbowmen 3 + Rangers 1 = 5 points (the Thane's Bow is linked to Elite, spent when placed),
        // a new Kharnage on the Orc army of two units.
        f = f.when(0, new ChooseTargets(List.of(2))).then().when(0, new Destroy("orc-boyz-1")).then();
        var end = f.when(0, new Destroy("orc-arrer-boyz-1")).events();
        assertTrue(end.contains(new KharnageAchieved(0, 2)));
        assertTrue(end.contains(new TurnEnded(0)));
        assertTrue(end.contains(new TurnBegan(1, "goblin-05")), "now it is the Goblin player's turn");
        KharnageState after = f.given(end).state();
        assertEquals(8, after.player(0).collected().size(), "2 with the General, 4 in the assault, 2 in the shooting");
        assertEquals(2, after.player(0).kharnage());
        return f.given(end);
    }
}
