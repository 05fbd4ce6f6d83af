package dev.arbiter.warfighter.rules.actions;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Emitter;
import dev.arbiter.warfighter.rules.Rulebook;
import dev.arbiter.warfighter.rules.Slot;
import dev.arbiter.warfighter.rules.WarfighterCommand.PlaceEngineeringCounter;
import dev.arbiter.warfighter.rules.WarfighterEvent.EngineerRolled;
import dev.arbiter.warfighter.rules.WarfighterEvent.EngineeringCounterPlaced;
import dev.arbiter.warfighter.rules.WarfighterState;

/** Engineering Points on a Location's Engineering Obstacle: the Engineer's roll and placed counters (§3.3.9, §1.2). */
public final class Engineering {

    private final Catalogue cards;

    Engineering(Catalogue cards) {
        this.cards = cards;
    }

    /** The Army's Engineer Attachment, which lets it Roll for Engineer (§3.3.9), or null. */
    public Cards.Attachment engineerCard(ArmyState army) {
        return army.attachments().stream().map(e -> cards.pack.attachment(e.attachment()).orElseThrow())
                .filter(a -> a.engineer() != null && Catalogue.has(a.keywords(), "Engineer")).findFirst().orElse(null);
    }

    /** The value of the undefeated Engineering obstacle in {@code slot}, or 0. */
    public int obstacle(WarfighterState state, int slot) {
        if (slot < 1 || slot > state.objectiveSlot()) {
            return 0;
        }
        Slot s = state.slot(slot);
        if (s.obstacleDefeated() || s.card() == null) {
            return 0;
        }
        return cards.slotKeywords(s).stream().filter(k -> k.keyword().equals("Engineering Ob")).mapToInt(Cards.Keyword::value).sum();
    }

    void roll(Emitter em, Dice dice, ArmyState army, int slot) {
        Cards.Attachment engineer = engineerCard(army);
        Rulebook.BOOK.require(engineer != null, "engineer.none", "§3.3.9 Roll for Engineer", "Army " + army.number() + " has no Engineer");
        Rulebook.BOOK.require(!army.engineered(), "engineer.once-per-turn", "§3.3.9 Roll for Engineer", "one roll per Game Turn");
        requireObstacleInReach(em.state(), army, slot, "§3.3.9 Roll for Engineer");
        Roll roll = dice.roll(10);
        int points = 0;
        for (Cards.EngineerBand band : engineer.engineer().bands()) {
            if (roll.value() >= band.from()) {
                points = band.points();
            }
        }
        int total = em.state().slot(slot).engineering() + points;
        em.emit(new EngineerRolled(army.number(), slot, roll, points, total, total >= obstacle(em.state(), slot)));
    }

    /** A counter is one Engineering Point (§1.2 Engineering Counters), free, and not the Engineer's roll (clarification 118). */
    void place(Emitter em, ArmyState army, PlaceEngineeringCounter c) {
        Rulebook.BOOK.require(army.attachments().stream().anyMatch(e -> e.attachment().equals(c.attachment()) && e.engineering() > 0),
                "engineer.no-counter", "§1.2 Engineering Counters", "Army " + army.number() + " has no " + c.attachment()
                        + " with an Engineering counter");
        requireObstacleInReach(em.state(), army, c.slot(), "§1.2 Engineering Counters");
        int total = em.state().slot(c.slot()).engineering() + 1;
        em.emit(new EngineeringCounterPlaced(army.number(), c.attachment(), c.slot(), total, total >= obstacle(em.state(), c.slot())));
    }

    private void requireObstacleInReach(WarfighterState state, ArmyState army, int slot, String section) {
        Rulebook.BOOK.require(Math.abs(slot - army.column()) <= 1 && obstacle(state, slot) > 0, "engineer.no-obstacle", section,
                "no undefeated Engineering obstacle in slot " + slot + " within reach");
    }
}
