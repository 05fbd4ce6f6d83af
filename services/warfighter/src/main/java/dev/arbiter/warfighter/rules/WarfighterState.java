package dev.arbiter.warfighter.rules;

import dev.arbiter.warfighter.rules.campaign.Campaign;
import java.util.List;

/**
 * A Warfighter game (one mission): the display, the team, the Hostiles, the decks, the Timer and
 * where the Game Turn stands. {@code side} is whose slot it is in the current Action Phase
 * ({@code player} or {@code hostile}, §3.2.1); {@code actor} the Army whose turn runs, or whose Action-Attachment {@code actorAttachment} takes its own turn (§3.2.1); {@code
 * environ} the Armies whose seat must still choose a failed Environ roll's result (§3.2.0.1); {@code preset} the setup's team, bought at the start; {@code retained} the Retain cards in play and
 * {@code retainDue} those whose cost this Cleanup still waits for (§3.2.2.1); {@code payment} a dash-Supply Army's Supply
 * waiting for a payer (§3.1.4); {@code reaction} a Hostile's attack waiting for reactions; {@code hitsDue} its Hits waiting to be placed;
 * {@code heldSince} the first Game Turn of an unbroken hold of the Objective (clarification 33); {@code activationModifier}
 * the Hostile Value the next Activation draws more or less (Recon Report); {@code campaign} the campaign this game is a Campaign Turn of (null standalone);
 * {@code teamValue} the Team value the Hostile table reads: the RP spent on the team when the mission begins, recounted only when an
 * Army is lost (§3.3.8, §3.4.1); null while the team is still being bought (team building, the Town), when it is the count of the team as it stands.
 */
public record WarfighterState(int seats, String pack, String region, String hostileDeckId, String hostileOrder, Stage stage, Step step,
                              String mission, String objective, List<Slot> display, int resources, List<ArmyState> armies,
                              List<HostileState> hostiles, List<String> waitingAttachments, Deck actionDeck,
                              List<String> actionDiscard, Deck hostileDeck, List<String> hostileDiscard, Deck locationDeck,
                              int timer, int turn, int nextHostile, String side, Integer actor, String actorAttachment, List<Integer> environ,
                              int objectiveSupplied, Integer heldSince, String result, List<TeamEntry> preset,
                              List<Retained> retained, List<String> retainDue, Payment payment,
                              Reaction reaction, int activationModifier, Campaign campaign, HitsDue hitsDue, Integer teamValue) {

    /**
     * A Hostile's landing attack whose {@code hits} on a Player Army wait for its seat to place them on the Army, its
     * Attachments, or to stop them (§2.2.2 Attachments, §2.2.1 "-Supply: stop a Hit"; clarification 46).
     */
    public record HitsDue(int hostile, int army, int hits) {
    }

    /**
     * A Hostile's attack declared and waiting, before its roll, for the seats that may react
     * ({@code seats}); {@code redirected} once an Army became the target; {@code cards} the
     * defensive Action Cards played into it (§3.3.2 Declare Attack, §2.2.1 beige text; clarification 43), and what they
     * change for this attack alone, as played (upgunned or not): {@code attackModifier} on the Hostile's attack roll and
     * {@code coverBonus} on the target's Cover.
     */
    public record Reaction(int hostile, int target, List<Integer> seats, boolean redirected, List<String> cards,
                           int attackModifier, int coverBonus) {
        public Reaction {
            seats = List.copyOf(seats);
            cards = List.copyOf(cards);
        }

        /** The window as the attack opens it: every seat with a reaction asked, nothing played yet. */
        public static Reaction opened(int hostile, int target, List<Integer> seats) {
            return new Reaction(hostile, target, seats, false, List.of(), 0, 0);
        }

        public Reaction without(int seat) {
            return new Reaction(hostile, target, seats.stream().filter(s -> s != seat).toList(), redirected, cards, attackModifier, coverBonus);
        }

        public Reaction redirectedTo(int army) {
            return new Reaction(hostile, army, seats, true, cards, attackModifier, coverBonus);
        }

        public Reaction played(String card, int attack, int cover) {
            List<String> played = new java.util.ArrayList<>(cards);
            played.add(card);
            return new Reaction(hostile, target, seats, redirected, played, attackModifier + attack, coverBonus + cover);
        }
    }

    /** A Retain Action Card in play (§3.2.2.1), with the Army that played it. */
    public record Retained(int army, String card) {
    }

    /** Supply a dash-Supply Army must pay, waiting for its seat to name a payer or take the Hits (§3.1.4, §3.2.0.2). */
    public record Payment(int army, int amount, String reason) {
    }

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
        retained = retained == null ? List.of() : List.copyOf(retained);
        retainDue = retainDue == null ? List.of() : List.copyOf(retainDue);
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

    /** Army {@code number} if it is on the team and not Downed, else null. */
    public ArmyState standingArmy(int number) {
        return armies.stream().filter(a -> a.number() == number && !a.downed()).findFirst().orElse(null);
    }
}
