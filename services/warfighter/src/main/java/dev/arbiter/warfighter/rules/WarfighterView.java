package dev.arbiter.warfighter.rules;

import java.util.List;

/**
 * The game as clients read it: everything but the decks' order, which the view leaves out
 * (docs/rules/warfighter.md, Hidden information: only the sizes of the decks are shown; hands
 * and discard piles are public, clarification 9). {@code actionPhaseSide} is whose slot it is
 * ({@code player}, {@code hostile}, or null outside the Action Phases); {@code campaign} the campaign this
 * game is a Campaign Turn of (its Map, Town, points, Towns played and discarded, Desperation count), null standalone.
 */
public record WarfighterView(Stage stage, Step step, int turn, int timer, String mission, String objective, List<Slot> display,
                             int resourcesLeft, int teamValue, List<ArmyState> armies, List<HostileState> hostiles,
                             List<String> waitingAttachments, int actionDeckSize, List<String> actionDiscard, int hostileDeckSize,
                             List<String> hostileDiscard, int locationDeckSize, String actionPhaseSide, Integer actor,
                             List<Integer> environ, int objectiveSupplied, List<Integer> awaiting, String result, CampaignView campaign) {
}
