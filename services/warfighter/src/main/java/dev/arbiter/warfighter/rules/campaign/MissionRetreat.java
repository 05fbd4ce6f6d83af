package dev.arbiter.warfighter.rules.campaign;

import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Emitter;
import dev.arbiter.warfighter.rules.Rulebook;
import dev.arbiter.warfighter.rules.Stage;
import dev.arbiter.warfighter.rules.Step;
import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import dev.arbiter.warfighter.rules.WarfighterState;
import java.util.List;
import java.util.Map;

/**
 * §4.6 Retreat in a campaign mission (docs/rules/warfighter.md, Campaign; clarifications 55, 56, 59, 78, 79): at
 * each Game Turn's end the lead seat may Retreat or fight on; a Retreat heals the team, gives 12 Resupply Points,
 * discards the Town and runs Replenish and the Town Activities again; then the lead seat chooses a Desperation
 * Mission for the next game, or declines it, and the game ends with result {@code retreat}.
 */
public final class MissionRetreat {

    /** §4.6 Retreat: "Gain 12 Resupply Points". */
    static final int RESUPPLY = 12;

    private final CampaignGame campaign;

    public MissionRetreat(Catalogue cards) {
        this.campaign = new CampaignGame(cards);
    }

    /** After Cleanup, a campaign mission still going waits for the lead seat's choice (clarification 55). */
    public void offer(Emitter em) {
        if (em.state().campaign() != null && em.state().stage() == Stage.PLAY) {
            em.emit(new PhaseBegan(Step.TURN_END));
        }
    }

    public static boolean atTurnEnd(WarfighterState state) {
        return state.stage() == Stage.PLAY && state.step() == Step.TURN_END;
    }

    /** Refuses a Retreat or Desperation command out of its moment, and any other command at those moments. */
    public void check(WarfighterState state, WarfighterCommand command) {
        boolean retreatCommand = command instanceof Retreat || command instanceof FightOn;
        boolean desperationCommand = command instanceof PlayDesperation || command instanceof DeclineDesperation;
        Rulebook.BOOK.require(!retreatCommand || atTurnEnd(state), "retreat.not-now", "§4.6 Retreat",
                state.campaign() == null ? "a standalone mission has no Retreat" : "the lead seat may Retreat only at the end of a Game Turn");
        Rulebook.BOOK.require(retreatCommand || !atTurnEnd(state), "retreat.choose", "§4.6 Retreat",
                "the Game Turn has ended: the lead seat Retreats or fights on");
        Rulebook.BOOK.require(!desperationCommand || state.stage() == Stage.DESPERATION, "desperation.not-now", "§4.6 Retreat",
                "a Desperation Mission is chosen only after a Retreat's Town Activities");
        Rulebook.BOOK.require(desperationCommand || state.stage() != Stage.DESPERATION, "desperation.choose", "§4.6 Retreat",
                "after the Retreat the lead seat plays a Desperation Mission or declines it");
    }

    /** The lead seat's choice at a Game Turn's end; true when the mission goes on. */
    public boolean turnEnd(Emitter em, WarfighterCommand command) {
        WarfighterState state = em.state();
        if (command instanceof FightOn) {
            em.emit(new FoughtOn(state.turn()));
            return true;
        }
        Rulebook.BOOK.require(campaign.routeGoesOn(state), "retreat.no-route", "§4.6 Retreat, §4.4 Enter the Town",
                "no arrow leads on from " + campaign.routeTown(state) + " once " + state.campaign().town()
                        + " is discarded: the campaign could not go on, so the team fights on (clarification 79)");
        em.emit(new Retreated(state.campaign().town(), state.turn(), RESUPPLY));
        em.emit(new Replenished(List.of()));
        campaign.restoreAttachments(em);
        return false;
    }

    /** After the Town Activities: a Desperation Mission chosen or declined, and the game ends (clarification 59). */
    public void desperation(Emitter em, WarfighterCommand command) {
        WarfighterState state = em.state();
        if (command instanceof PlayDesperation c) {
            List<String> towns = campaign.desperationTowns(state);
            Rulebook.BOOK.require(towns.contains(c.town()), "desperation.town", "§4.6 Retreat",
                    c.town() + " is not a set-aside Town left to play; these are: " + towns + " (clarification 54)");
            em.emit(new DesperationChosen(c.town()));
            em.emit(new GameOver("retreat", campaign.carryOver(em.state(), "ongoing", Map.of("step", "desperation", "town", c.town()))));
            return;
        }
        em.emit(new GameOver("retreat", campaign.carryOver(state, "ongoing", CampaignGame.ROUTE)));
    }

    public void legal(WarfighterState state, List<WarfighterCommand> legal) {
        if (atTurnEnd(state)) {
            // a Retreat needs an arrow to go on by once the Town is discarded (clarification 79)
            if (campaign.routeGoesOn(state)) {
                legal.add(new Retreat());
            }
            legal.add(new FightOn());
        } else if (state.stage() == Stage.DESPERATION) {
            campaign.desperationTowns(state).forEach(t -> legal.add(new PlayDesperation(t)));
            legal.add(new DeclineDesperation());
        }
    }
}
