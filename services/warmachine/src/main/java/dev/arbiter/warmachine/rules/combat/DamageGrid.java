package dev.arbiter.warmachine.rules.combat;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.kernel.spi.RuleViolation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A warjack's damage grid (rulebook "Recording Damage", "Crippling Systems"; J03-J05, J09).
 *
 * @param columns the card's columns 1 to 6, each top to bottom: '.' a hull box, a letter a system box (as in the pack)
 * @param marks the marked boxes in the order they were marked
 */
public record DamageGrid(List<String> columns, List<Box> marks) implements DamageTrack {

    public DamageGrid {
        columns = List.copyOf(columns);
        marks = List.copyOf(marks);
        if (Set.copyOf(marks).size() != marks.size()) {
            throw new IllegalArgumentException("a box marked twice: " + marks);
        }
    }

    public static DamageGrid of(List<String> columns) {
        return new DamageGrid(columns, List.of());
    }

    @Override
    public int boxes() {
        return columns.stream().mapToInt(String::length).sum();
    }

    @Override
    public int marked() {
        return marks.size();
    }

    public boolean isMarked(Box box) {
        return marks.contains(box);
    }

    /** What the box holds: '.' hull or a system letter. */
    public char label(Box box) {
        return columns.get(box.column() - 1).charAt(box.row());
    }

    /**
     * Rolls the column and marks from its uppermost unmarked box down, then on in the next column to the right that
     * has an unmarked box, from column 6 back to column 1 (J03). Nothing is rolled when no point is marked.
     */
    @Override
    public Marking suffer(int points, Dice dice) {
        int taken = Math.max(0, Math.min(points, unmarked()));
        if (taken == 0) {
            return new Marking(this, 0, Optional.empty(), List.of(), Set.of());
        }
        Roll column = dice.d6();
        List<Box> marked = new ArrayList<>();
        int c = column.value();
        while (marked.size() < taken) {
            for (int row = 0; row < columns.get(c - 1).length() && marked.size() < taken; row++) {
                Box box = new Box(c, row);
                if (!marks.contains(box)) {
                    marked.add(box);
                }
            }
            c = c % columns.size() + 1;
        }
        return marking(marked, Optional.of(column));
    }

    /** Marks the first unmarked box of a system: the lowest-numbered column holding one, its uppermost (J04, EX73). */
    public Marking markFirst(char system) {
        for (int c = 1; c <= columns.size(); c++) {
            String column = columns.get(c - 1);
            for (int row = 0; row < column.length(); row++) {
                Box box = new Box(c, row);
                if (column.charAt(row) == system && !marks.contains(box)) {
                    return marking(List.of(box), Optional.empty());
                }
            }
        }
        return new Marking(this, 0, Optional.empty(), List.of(), Set.of());
    }

    /** Removes damage from the boxes named, anywhere on the grid (J09); a box that is not marked is refused. */
    public DamageGrid remove(Set<Box> boxes) {
        for (Box box : boxes) {
            RuleViolation.require(marks.contains(box), "damage.remove-unmarked",
                    "column " + box.column() + " row " + (box.row() + 1) + " is not marked, so no damage can be removed from it (rulebook \"Removing Damage\")");
        }
        return new DamageGrid(columns, marks.stream().filter(box -> !boxes.contains(box)).toList());
    }

    @Override
    public DamageTrack clearLast() {
        return marks.isEmpty() ? this : new DamageGrid(columns, marks.subList(0, marks.size() - 1));
    }

    @Override
    public boolean crippled(char system) {
        boolean holds = false;
        for (int c = 1; c <= columns.size(); c++) {
            String column = columns.get(c - 1);
            for (int row = 0; row < column.length(); row++) {
                if (column.charAt(row) == system) {
                    holds = true;
                    if (!marks.contains(new Box(c, row))) {
                        return false;
                    }
                }
            }
        }
        return holds;
    }

    private Marking marking(List<Box> marked, Optional<Roll> column) {
        List<Box> all = new ArrayList<>(marks);
        all.addAll(marked);
        DamageGrid after = new DamageGrid(columns, all);
        Set<Character> crippled = new HashSet<>();
        for (Box box : marked) {
            char label = label(box);
            if (label != '.' && !crippled(label) && after.crippled(label)) {
                crippled.add(label);
            }
        }
        return new Marking(after, marked.size(), column, marked, crippled);
    }
}
