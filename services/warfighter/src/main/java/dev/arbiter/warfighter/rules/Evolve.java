package dev.arbiter.warfighter.rules;

import dev.arbiter.warfighter.rules.actions.ActionsEvolver;
import dev.arbiter.warfighter.rules.campaign.CampaignEvolver;
import dev.arbiter.warfighter.rules.combat.CombatEvolver;
import dev.arbiter.warfighter.rules.hostiles.HostilesEvolver;
import dev.arbiter.warfighter.rules.setup.SetupEvolver;
import dev.arbiter.warfighter.rules.turn.TurnEvolver;
import java.util.List;

/** Applies one event to a state: no dice, no checks (decide made them). Each rulebook chapter's evolver folds its own events. */
public final class Evolve {

    private final List<Evolver> chapters;

    public Evolve(Catalogue cards) {
        this.chapters = List.of(new SetupEvolver(cards), new TurnEvolver(cards), new ActionsEvolver(cards), new CombatEvolver(cards),
                new HostilesEvolver(cards), new CampaignEvolver(cards));
    }

    WarfighterState apply(WarfighterState state, WarfighterEvent event) {
        Draft d = new Draft(state);
        // every event is one chapter's, so the other chapters leave the draft as it is
        for (Evolver chapter : chapters) {
            chapter.fold(d, event);
        }
        return d.build();
    }
}
