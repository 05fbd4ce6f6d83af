package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.Profile;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Who leads a unit after one of its troopers is gone (rulebook "Field Promotion", L02): a destroyed Leader is replaced
 * by a Grunt its player chooses, even under an Officer; a lost Officer hands command to the Leader; a commander that
 * nobody replaces or succeeds is followed by a trooper its player chooses, which keeps its own card (EX83-EX85).
 */
final class UnitCommand {

    private final Catalogue cards;

    UnitCommand(Catalogue cards) {
        this.cards = cards;
    }

    /** The state after {@code gone} left its unit: the prompts it owes, or its Leader in command. */
    WarmachineState lost(WarmachineState s, ModelState gone) {
        List<ModelState> rest = s.unit(gone.unit());
        List<Prompt> owed = new ArrayList<>();
        for (Prompt p : s.prompts()) {
            owed.add(withoutChoice(s, p, gone));
        }
        owed.removeIf(p -> p.choices().isEmpty() && isAboutCommand(p));
        if (rest.isEmpty()) {
            return s.withPrompts(owed);
        }
        List<String> grunts = grunts(rest);
        if (gone.leader() && !grunts.isEmpty()) {
            owed.add(new Prompt(gone.seat(), Prompt.FIELD_PROMOTION, gone.unit(), grunts));
            return s.withPrompts(owed);
        }
        if (!gone.commands() || promotionOwed(owed, gone.unit())) {
            // an Officer still commands, or the Grunt about to be promoted will (L02)
            return s.withPrompts(owed);
        }
        Optional<ModelState> leader = rest.stream().filter(ModelState::leader).findFirst();
        if (leader.isPresent()) {
            return s.withPrompts(owed).withModel(leader.get().id(), ModelState::inCommand);
        }
        owed.add(new Prompt(gone.seat(), Prompt.NEW_COMMANDER, gone.unit(), rest.stream().map(ModelState::id).toList()));
        return s.withPrompts(owed);
    }

    /**
     * A pending choice no longer offers the model that is gone; a promotion left with no Grunt becomes the choice of a
     * commander among the troopers left when the lost Leader commanded (EX85: one attack destroys Leader and Grunt).
     */
    private Prompt withoutChoice(WarmachineState s, Prompt p, ModelState gone) {
        if (!isAboutCommand(p) || !p.choices().contains(gone.id())) {
            return p;
        }
        List<String> left = p.choices().stream().filter(c -> !c.equals(gone.id())).toList();
        if (left.isEmpty() && Prompt.FIELD_PROMOTION.equals(p.kind()) && s.commander(p.subject()).isEmpty()) {
            return new Prompt(p.seat(), Prompt.NEW_COMMANDER, p.subject(), s.unit(p.subject()).stream().map(ModelState::id).toList());
        }
        return new Prompt(p.seat(), p.kind(), p.subject(), left);
    }

    private static boolean isAboutCommand(Prompt p) {
        return Prompt.FIELD_PROMOTION.equals(p.kind()) || Prompt.NEW_COMMANDER.equals(p.kind());
    }

    private static boolean promotionOwed(List<Prompt> owed, String unit) {
        return owed.stream().anyMatch(p -> Prompt.FIELD_PROMOTION.equals(p.kind()) && p.subject().equals(unit));
    }

    /** The Grunts: troopers on the unit's own card that are not its Leader (specialists and Officers have their own). */
    private List<String> grunts(List<ModelState> troopers) {
        return troopers.stream().filter(m -> !m.leader() && cards.type(m) == Profile.Type.UNIT).map(ModelState::id).toList();
    }
}
