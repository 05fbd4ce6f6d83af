package dev.arbiter.warfighter.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/** A mutable copy of a state for {@link Evolve} to change one event's worth of facts, then freeze again. */
final class Draft {

    int seats;
    String pack;
    String region;
    String hostileDeckId;
    String hostileOrder;
    Stage stage;
    Step step;
    String mission;
    String objective;
    List<Slot> display;
    int resources;
    List<ArmyState> armies;
    List<HostileState> hostiles;
    List<String> waitingAttachments;
    Deck actionDeck;
    List<String> actionDiscard;
    Deck hostileDeck;
    List<String> hostileDiscard;
    Deck locationDeck;
    int timer;
    int turn;
    int nextHostile;
    String side;
    Integer actor;
    String actorAttachment;
    List<Integer> environ;
    int objectiveSupplied;
    Integer heldSince;
    String result;
    List<WarfighterState.TeamEntry> preset;
    List<WarfighterState.Retained> retained;
    List<String> retainDue;
    WarfighterState.Payment payment;
    WarfighterState.Reaction reaction;
    int activationModifier;
    Campaign campaign;
    WarfighterState.HitsDue hitsDue;
    Integer teamValue;

    Draft(WarfighterState s) {
        seats = s.seats();
        pack = s.pack();
        region = s.region();
        hostileDeckId = s.hostileDeckId();
        hostileOrder = s.hostileOrder();
        stage = s.stage();
        step = s.step();
        mission = s.mission();
        objective = s.objective();
        display = new ArrayList<>(s.display());
        resources = s.resources();
        armies = new ArrayList<>(s.armies());
        hostiles = new ArrayList<>(s.hostiles());
        waitingAttachments = new ArrayList<>(s.waitingAttachments());
        actionDeck = s.actionDeck();
        actionDiscard = new ArrayList<>(s.actionDiscard());
        hostileDeck = s.hostileDeck();
        hostileDiscard = new ArrayList<>(s.hostileDiscard());
        locationDeck = s.locationDeck();
        timer = s.timer();
        turn = s.turn();
        nextHostile = s.nextHostile();
        side = s.side();
        actor = s.actor();
        actorAttachment = s.actorAttachment();
        environ = new ArrayList<>(s.environ());
        objectiveSupplied = s.objectiveSupplied();
        heldSince = s.heldSince();
        result = s.result();
        preset = s.preset();
        retained = new ArrayList<>(s.retained());
        retainDue = new ArrayList<>(s.retainDue());
        payment = s.payment();
        reaction = s.reaction();
        activationModifier = s.activationModifier();
        campaign = s.campaign();
        hitsDue = s.hitsDue();
        teamValue = s.teamValue();
    }

    WarfighterState build() {
        return new WarfighterState(seats, pack, region, hostileDeckId, hostileOrder, stage, step, mission, objective, display, resources,
                armies, hostiles, waitingAttachments, actionDeck, actionDiscard, hostileDeck, hostileDiscard, locationDeck, timer, turn,
                nextHostile, side, actor, actorAttachment, environ, objectiveSupplied, heldSince, result, preset,
                retained, retainDue, payment, reaction, activationModifier, campaign, hitsDue, teamValue);
    }

    void army(int number, UnaryOperator<ArmyState> change) {
        for (int i = 0; i < armies.size(); i++) {
            if (armies.get(i).number() == number) {
                armies.set(i, change.apply(armies.get(i)));
                return;
            }
        }
        throw new IllegalStateException("no Army " + number);
    }

    ArmyState army(int number) {
        return armies.stream().filter(a -> a.number() == number).findFirst().orElseThrow();
    }

    void hostile(int number, UnaryOperator<HostileState> change) {
        for (int i = 0; i < hostiles.size(); i++) {
            if (hostiles.get(i).number() == number) {
                hostiles.set(i, change.apply(hostiles.get(i)));
                return;
            }
        }
        throw new IllegalStateException("no Hostile " + number);
    }

    void slot(int number, UnaryOperator<Slot> change) {
        display.set(number - 1, change.apply(display.get(number - 1)));
    }
}
