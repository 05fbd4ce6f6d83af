package dev.arbiter.warmachine.rules.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.testkit.ScriptedDice;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * Whatever damage a demo warjack takes, in whatever columns (warmachine-prime.md "Recording Damage", "Crippling
 * Systems"; J03, J05): every point lands on a box that was unmarked, no more than the boxes left, from the rolled
 * column's uppermost unmarked box when it has one, and a system is crippled exactly when all its boxes are marked.
 */
class DamageTrackPropertiesTest {

    @Property(tries = 300)
    void gridsMarkExactlyWhatTheyCanAndCrippleExactlyFullSystems(
            @ForAll("cards") String card,
            @ForAll @Size(min = 1, max = 8) List<@IntRange(min = 0, max = 14) Integer> hits,
            @ForAll @Size(min = 8, max = 8) List<@IntRange(min = 1, max = 6) Integer> columns) {
        DamageGrid grid = (DamageGrid) DamageTrack.of(Demo.card(card));
        for (int i = 0; i < hits.size(); i++) {
            int column = columns.get(i);
            Set<Box> before = new HashSet<>(grid.marks());
            Marking marking = grid.suffer(hits.get(i), new ScriptedDice(column));
            DamageGrid after = (DamageGrid) marking.track();

            assertEquals(Math.min(hits.get(i), grid.unmarked()), marking.points());
            assertEquals(grid.marked() + marking.points(), after.marked());
            marking.boxes().forEach(box -> assertTrue(!before.contains(box) && after.isMarked(box)));
            boolean columnHadRoom = grid.columns().get(column - 1).length() > before.stream().filter(b -> b.column() == column).count();
            if (marking.points() > 0 && columnHadRoom) {
                assertEquals(column, marking.boxes().get(0).column());
            }
            for (char system : "CMLRH".toCharArray()) {
                boolean full = true;
                for (int c = 1; c <= 6; c++) {
                    String boxes = after.columns().get(c - 1);
                    for (int row = 0; row < boxes.length(); row++) {
                        full &= boxes.charAt(row) != system || after.isMarked(new Box(c, row));
                    }
                }
                assertEquals(full && Demo.card(card).gridHolds(system), after.crippled(system), "system " + system);
            }
            grid = after;
        }
    }

    @Provide
    Arbitrary<String> cards() {
        return Arbitraries.of("tinker", "bastion", "briar", "oakheart");
    }
}
