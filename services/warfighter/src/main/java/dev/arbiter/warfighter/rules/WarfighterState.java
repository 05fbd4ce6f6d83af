package dev.arbiter.warfighter.rules;

import java.util.List;

/**
 * A Warfighter game (one mission): the display, the team, the Hostiles, the decks, the Timer and
 * where the Game Turn stands. {@code side} is whose slot it is in the current Action Phase
 * ({@code player} or {@code hostile}, §3.2.1); {@code actor} the Army whose turn runs; {@code
 * environ} the Armies whose seat must still choose a failed Environ roll's result (§3.2.0.1); {@code preset} the setup's team, bought at the start; {@code campaign} the campaign this game is a Campaign Turn of (null standalone).
 */
public record WarfighterState(int seats, String pack, String region, String hostileDeckId, String hostileOrder, Stage stage, Step step,
                              String mission, String objective, List<Slot> display, int resources, List<ArmyState> armies,
                              List<HostileState> hostiles, List<String> waitingAttachments, Deck actionDeck,
                              List<String> actionDiscard, Deck hostileDeck, List<String> hostileDiscard, Deck locationDeck,
                              int timer, int turn, int nextHostile, String side, Integer actor, List<Integer> environ,
                              int objectiveSupplied, Integer heldSince, String result, List<TeamEntry> preset,
                              Campaign campaign) {

    /** One Army of a preset team in the setup document ({@code team}): recruited, equipped and trained at the start. */
    public record TeamEntry(String army, int seat, List<String> attachments, List<String> skills) {
        public TeamEntry {
            attachments = attachments == null ? List.of() : List.copyOf(attachments);
            skills = skills == null ? List.of() : List.copyOf(skills);
        }
    }

    public WarfighterState {
        display = List.copyOf(display);
        armies = List.copyOf(armies);
        hostiles = List.copyOf(hostiles);
        waitingAttachments = List.copyOf(waitingAttachments);
        actionDiscard = List.copyOf(actionDiscard);
        hostileDiscard = List.copyOf(hostileDiscard);
        environ = List.copyOf(environ);
        preset = List.copyOf(preset);
    }

    public ArmyState army(int number) {
        return armies.stream().filter(a -> a.number() == number).findFirst()
                .orElseThrow(() -> new IllegalStateException("no Army " + number));
    }

    public HostileState hostile(int number) {
        return hostiles.stream().filter(h -> h.number() == number).findFirst()
                .orElseThrow(() -> new IllegalStateException("no Hostile " + number));
    }

    public Slot slot(int number) {
        return display.get(number - 1);
    }

    public int objectiveSlot() {
        return display.size();
    }

    public List<ArmyState> standing() {
        return armies.stream().filter(a -> !a.downed()).toList();
    }
}
