package dev.arbiter.warfighter.rules;

import dev.arbiter.kernel.spi.toolkit.Lists;
import java.util.ArrayList;
import java.util.List;

/**
 * One Army on the team: its number (the Army Identification Counter, §1.2), the seat commanding
 * it, its card, column (1 = the Mission), counters, hand (public: clarification 9), the cards set
 * aside for it, Attachments and Skills; and what it did this Game Turn: whether it has taken its
 * turn in this turn's phase, Moved, the Actions and Attack Actions spent in its turn, whether it
 * Activated a Location in its turn or rolled for Engineer this Game Turn. Played cards leave a
 * {@code moveBonus} (Movement for its next Move) and a {@code coverBonus} (Cover to the end of the
 * Game Turn); {@code expended} names its abilities used ({@code source/index}, one entry a use: limited uses
 * stay for the mission, once-per-turn ones for the Game Turn); {@code extraAttackActions} the Attack
 * Actions its abilities gave it this Game Turn; {@code hardy} the Hardy counters effects gave it, one Environ name a counter
 * (§3.2.0.1; those its Attachments came with are theirs, {@link Equipped#hardy()}).
 */
public record ArmyState(int number, int seat, String card, int column, int hits, int pins, Integer supply, int xp,
                        List<String> hand, List<String> setAside, List<Equipped> attachments, List<String> skills,
                        boolean downed, boolean acted, boolean moved, int actionsSpent, int attackActionsSpent,
                        boolean activated, boolean engineered, List<String> hardy,
                        int moveBonus, int coverBonus, List<String> expended, int extraAttackActions) {

    public ArmyState {
        hand = List.copyOf(hand);
        setAside = List.copyOf(setAside);
        attachments = List.copyOf(attachments);
        skills = List.copyOf(skills);
        expended = List.copyOf(expended);
        hardy = List.copyOf(hardy);
    }

    public static ArmyState recruited(int number, int seat, String card) {
        return new ArmyState(number, seat, card, 1, 0, 0, null, 0, List.of(), List.of(), List.of(), List.of(), false, false, false,
                0, 0, false, false, List.of(), 0, 0, List.of(), 0);
    }

    public ArmyState at(int newColumn) {
        return new ArmyState(number, seat, card, newColumn, hits, pins, supply, xp, hand, setAside, attachments, skills, downed, acted,
                moved, actionsSpent, attackActionsSpent, activated, engineered, hardy, moveBonus, coverBonus, expended, extraAttackActions);
    }

    public ArmyState counters(int newHits, int newPins, Integer newSupply, int newXp) {
        return new ArmyState(number, seat, card, column, newHits, newPins, newSupply, newXp, hand, setAside, attachments, skills, downed,
                acted, moved, actionsSpent, attackActionsSpent, activated, engineered, hardy, moveBonus, coverBonus, expended, extraAttackActions);
    }

    public ArmyState cards(List<String> newHand, List<String> newSetAside) {
        return new ArmyState(number, seat, card, column, hits, pins, supply, xp, newHand, newSetAside, attachments, skills, downed, acted,
                moved, actionsSpent, attackActionsSpent, activated, engineered, hardy, moveBonus, coverBonus, expended, extraAttackActions);
    }

    public ArmyState kit(List<Equipped> newAttachments, List<String> newSkills) {
        return new ArmyState(number, seat, card, column, hits, pins, supply, xp, hand, setAside, newAttachments, newSkills, downed, acted,
                moved, actionsSpent, attackActionsSpent, activated, engineered, hardy, moveBonus, coverBonus, expended, extraAttackActions);
    }

    /** The Army without the Attachment (sold, or destroyed by its Hits). */
    public ArmyState withoutAttachment(String attachment) {
        return kit(attachments.stream().filter(e -> !e.attachment().equals(attachment)).toList(), skills);
    }

    public ArmyState turn(boolean newActed, boolean newMoved, int newSpent, int newAttackSpent, boolean newActivated, boolean newEngineered) {
        return new ArmyState(number, seat, card, column, hits, pins, supply, xp, hand, setAside, attachments, skills, downed, newActed,
                newMoved, newSpent, newAttackSpent, newActivated, newEngineered, hardy, moveBonus, coverBonus, expended, extraAttackActions);
    }

    public ArmyState withHardy(List<String> newHardy) {
        return new ArmyState(number, seat, card, column, hits, pins, supply, xp, hand, setAside, attachments, skills, downed, acted,
                moved, actionsSpent, attackActionsSpent, activated, engineered, newHardy, moveBonus, coverBonus, expended, extraAttackActions);
    }

    /** Whether the Army or one of its Attachments holds a Hardy counter of this Environ (§3.2.0.1; clarification 115). */
    public boolean holdsHardy(String environ) {
        return hardy.contains(environ) || attachments.stream().anyMatch(e -> e.hardy().contains(environ));
    }

    /** The Army with one Hardy counter of this Environ discarded: its own first, else its first Attachment's (clarification 115). */
    public ArmyState discardingHardy(String environ) {
        if (hardy.contains(environ)) {
            return withHardy(Lists.minus(hardy, environ));
        }
        List<Equipped> kit = new ArrayList<>(attachments);
        for (int i = 0; i < kit.size(); i++) {
            if (kit.get(i).hardy().contains(environ)) {
                kit.set(i, kit.get(i).withHardy(Lists.minus(kit.get(i).hardy(), environ)));
                break;
            }
        }
        return kit(kit, skills);
    }

    public ArmyState down() {
        return new ArmyState(number, seat, card, column, hits, pins, supply == null ? null : 0, 0, List.of(), List.of(), List.of(),
                List.of(), true, acted, moved, actionsSpent, attackActionsSpent, activated, engineered, List.of(), 0, 0, List.of(), 0);
    }

    public ArmyState bonuses(int newMoveBonus, int newCoverBonus) {
        return new ArmyState(number, seat, card, column, hits, pins, supply, xp, hand, setAside, attachments, skills, downed, acted,
                moved, actionsSpent, attackActionsSpent, activated, engineered, hardy, newMoveBonus, newCoverBonus, expended, extraAttackActions);
    }

    public ArmyState withExpended(List<String> newExpended) {
        return new ArmyState(number, seat, card, column, hits, pins, supply, xp, hand, setAside, attachments, skills, downed, acted,
                moved, actionsSpent, attackActionsSpent, activated, engineered, hardy, moveBonus, coverBonus, newExpended, extraAttackActions);
    }

    public ArmyState withExtraAttackActions(int newExtra) {
        return new ArmyState(number, seat, card, column, hits, pins, supply, xp, hand, setAside, attachments, skills, downed, acted,
                moved, actionsSpent, attackActionsSpent, activated, engineered, hardy, moveBonus, coverBonus, expended, newExtra);
    }

    /** §4.4 Improve Army: the same Army under its next level's card. */
    public ArmyState promoted(String newCard) {
        return new ArmyState(number, seat, newCard, column, hits, pins, supply, xp, hand, setAside, attachments, skills, downed, acted,
                moved, actionsSpent, attackActionsSpent, activated, engineered, hardy, moveBonus, coverBonus, expended, extraAttackActions);
    }
}
