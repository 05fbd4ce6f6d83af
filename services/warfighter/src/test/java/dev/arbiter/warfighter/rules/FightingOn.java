package dev.arbiter.warfighter.rules;

import dev.arbiter.kernel.spi.CommandShape;
import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Outcome;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Rules;
import dev.arbiter.kernel.spi.Setup;
import java.util.List;

/**
 * The Warfighter rules as a lead seat that never retreats sees them: {@code Retreat} is left out of
 * its legal actions, nothing else changes. A random bot offered Retreat at every Game Turn's end
 * almost always takes it before a mission can be won, so campaign playouts use this to reach the
 * victories and the campaign's end (§4.6 Mission Result).
 */
public final class FightingOn implements Rules<WarfighterState, WarfighterCommand, WarfighterEvent> {

    private final WarfighterRules rules;

    public FightingOn(WarfighterRules rules) {
        this.rules = rules;
    }

    @Override
    public List<WarfighterCommand> legalActions(WarfighterState state, int seat) {
        return rules.legalActions(state, seat).stream().filter(c -> !(c instanceof WarfighterCommand.Retreat)).toList();
    }

    @Override
    public String name() {
        return rules.name();
    }

    @Override
    public String version() {
        return rules.version();
    }

    @Override
    public Class<WarfighterCommand> commandType() {
        return rules.commandType();
    }

    @Override
    public Class<WarfighterEvent> eventType() {
        return rules.eventType();
    }

    @Override
    public WarfighterState initialState(Setup setup) throws RuleViolation {
        return rules.initialState(setup);
    }

    @Override
    public List<WarfighterEvent> start(WarfighterState state, Dice dice) {
        return rules.start(state, dice);
    }

    @Override
    public List<WarfighterEvent> decide(WarfighterState state, int seat, WarfighterCommand command, Dice dice) throws RuleViolation {
        return rules.decide(state, seat, command, dice);
    }

    @Override
    public List<Integer> awaiting(WarfighterState state) {
        return rules.awaiting(state);
    }

    @Override
    public List<WarfighterEvent> advance(WarfighterState state, Dice dice) {
        return rules.advance(state, dice);
    }

    @Override
    public WarfighterState evolve(WarfighterState state, WarfighterEvent event) {
        return rules.evolve(state, event);
    }

    @Override
    public Object view(WarfighterState state) {
        return rules.view(state);
    }

    @Override
    public List<CommandShape<WarfighterCommand>> commandShapes(WarfighterState state, int seat) {
        return rules.commandShapes(state, seat);
    }

    @Override
    public Outcome outcome(WarfighterState state) {
        return rules.outcome(state);
    }

    @Override
    public Integer round(WarfighterState state) {
        return rules.round(state);
    }

    @Override
    public String contentPack(WarfighterState state) {
        return rules.contentPack(state);
    }
}
