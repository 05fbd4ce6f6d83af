package dev.arbiter.warfighter.rules;

import dev.arbiter.warfighter.rules.campaign.Campaign;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/** A mutable copy of a state for {@link Evolve} to change one event's worth of facts, then freeze again. */
public final class Draft {

    int seats;
    String pack;
    public String region;
    public String hostileDeckId;
    String hostileOrder;
    public Stage stage;
    public Step step;
    public String mission;
    public String objective;
    public List<Slot> display;
    public int resources;
    public List<ArmyState> armies;
    public List<HostileState> hostiles;
    public List<String> waitingAttachments;
    public Deck actionDeck;
    public List<String> actionDiscard;
    public Deck hostileDeck;
    public List<String> hostileDiscard;
    public Deck locationDeck;
    public int timer;
    public int turn;
    public int nextHostile;
    public String side;
    public Integer actor;
    public String actorAttachment;
    public List<Integer> environ;
    public int objectiveSupplied;
    public Integer heldSince;
    public String result;
    List<WarfighterState.TeamEntry> preset;
    public List<WarfighterState.Retained> retained;
    public List<String> retainDue;
    public WarfighterState.Payment payment;
    public WarfighterState.Reaction reaction;
    public int activationModifier;
    public Campaign campaign;
    public WarfighterState.HitsDue hitsDue;
    public Integer teamValue;

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

    public void army(int number, UnaryOperator<ArmyState> change) {
        for (int i = 0; i < armies.size(); i++) {
            if (armies.get(i).number() == number) {
                armies.set(i, change.apply(armies.get(i)));
                return;
            }
        }
        throw new IllegalStateException("no Army " + number);
    }

    public ArmyState army(int number) {
        return armies.stream().filter(a -> a.number() == number).findFirst().orElseThrow();
    }

    public void hostile(int number, UnaryOperator<HostileState> change) {
        for (int i = 0; i < hostiles.size(); i++) {
            if (hostiles.get(i).number() == number) {
                hostiles.set(i, change.apply(hostiles.get(i)));
                return;
            }
        }
        throw new IllegalStateException("no Hostile " + number);
    }

    public void slot(int number, UnaryOperator<Slot> change) {
        display.set(number - 1, change.apply(display.get(number - 1)));
    }
}
