package dev.arbiter.warfighter.rules;

import dev.arbiter.warfighter.rules.campaign.CampaignView;
import java.util.List;

/**
 * The game as clients read it: everything but the decks' order, which the view leaves out
 * (docs/rules/warfighter.md, Hidden information: only the sizes of the decks are shown; hands
 * and discard piles are public, clarification 9). {@code actionPhaseSide} is whose slot it is
 * ({@code player}, {@code hostile}, or null outside the Action Phases); {@code actor} the Army whose turn runs, or with
 * {@code actorAttachment} the Army whose Action-Attachment takes its own turn (§3.2.1); {@code campaign} the campaign this
 * game is a Campaign Turn of (its Map, Town, points, Towns played and discarded, Desperation count), null standalone.
 *
 * <p>What the game waits for, besides {@code awaiting} (the seats asked): {@code retained} the
 * Retain cards in play with their Armies and {@code retainDue} those whose cost this Cleanup still
 * waits for ({@code PayRetain}/{@code DropRetain}, §3.2.2.1); {@code payment} a dash-Supply Army's
 * Supply waiting for {@code PayFor} (§3.1.4, §3.2.0.2), or null; {@code reaction} an open reaction
 * window, the Hostile's declared attack (hostile, target) and the seats asked, or null (§3.3.2
 * Declare Attack). None of them is secret: cards in play, hands and the seats that hold a
 * defensive card are public (clarification 9), so no member carries {@code @Secret}.
 */
public record WarfighterView(Stage stage, Step step, int turn, int timer, String mission, String objective, List<Slot> display,
                             int resourcesLeft, int teamValue, List<ArmyState> armies, List<HostileState> hostiles,
                             List<String> waitingAttachments, int actionDeckSize, List<String> actionDiscard, int hostileDeckSize,
                             List<String> hostileDiscard, int locationDeckSize, String actionPhaseSide, Integer actor, String actorAttachment,
                             List<Integer> environ, int objectiveSupplied, List<Integer> awaiting, String result, CampaignView campaign,
                             List<WarfighterState.Retained> retained, List<String> retainDue, WarfighterState.Payment payment,
                             WarfighterState.Reaction reaction) {
}
