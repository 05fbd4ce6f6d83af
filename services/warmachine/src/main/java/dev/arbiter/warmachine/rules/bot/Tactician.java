package dev.arbiter.warmachine.rules.bot;

import dev.arbiter.kernel.spi.Bot;
import dev.arbiter.kernel.spi.CommandShape;
import dev.arbiter.warmachine.rules.game.Activation;
import dev.arbiter.warmachine.rules.game.ModelState;
import dev.arbiter.warmachine.rules.game.Survey;
import dev.arbiter.warmachine.rules.game.TableView;
import dev.arbiter.warmachine.rules.game.WarmachineCommand;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.ChooseFirstPlayer;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.EndActivation;
import dev.arbiter.warmachine.rules.game.WarmachineState;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * The service's WARMACHINE player "tactician" (docs/rules/warmachine.md, Bots): it reads only its seat's view and asks
 * the rules only what a player may measure (A08). It goes first, deploys facing the enemy, gives focus to the warjacks
 * that can reach something, activates the models nearest the enemy first, closes in keeping its troopers in formation,
 * charges and attacks what it can reach, the enemy warcaster first, takes every free strike and reinforces its power
 * field. Deterministic: the same view always gives the same command.
 */
public final class Tactician implements Bot<WarmachineCommand> {

    public static final String NAME = "tactician";

    private final Survey survey;
    private final Answers answers;
    private final Deployer deployer;
    private final FocusPlan focus;
    private final ActivationChoice activations;
    private final Approach approach;
    private final Manoeuvre manoeuvre;
    private final Strikes strikes;

    public Tactician(Survey survey) {
        Targets targets = new Targets(survey);
        this.survey = survey;
        this.answers = new Answers(survey);
        this.deployer = new Deployer(survey);
        this.focus = new FocusPlan(survey, targets);
        this.activations = new ActivationChoice(survey, targets);
        this.approach = new Approach(survey, targets);
        this.manoeuvre = new Manoeuvre(survey, targets, new Charges(survey, targets), approach);
        this.strikes = new Strikes(survey);
    }

    @Override
    public WarmachineCommand choose(Object view, List<WarmachineCommand> legal, List<CommandShape<WarmachineCommand>> shapes, RandomGenerator random) {
        WarmachineState state = ((TableView) view).state();
        int seat = survey.deciding(state);
        if (!state.prompts().isEmpty()) {
            return answers.answer(state, legal);
        }
        return switch (state.stage()) {
            case ORDER -> new ChooseFirstPlayer(seat);
            case DEPLOYMENT -> deployer.deploy(state, seat);
            case CONTROL, CONTROL_EFFECTS -> focus.next(state, seat, legal);
            case ACTIVATION -> state.activation() == null ? activations.next(state, legal) : inActivation(state, legal);
            default -> legal.get(0);
        };
    }

    /** Every member moves first, the one nearest its goal first so that it clears the way; then the attacks; then the end. */
    private WarmachineCommand inActivation(WarmachineState state, List<WarmachineCommand> legal) {
        Activation activation = state.activation();
        Optional<ModelState> mover = activation.members().stream().filter(activation::canMove).map(state::model).flatMap(Optional::stream)
                .min(Comparator.comparingDouble(m -> approach.toGo(state, m)));
        if (mover.isPresent()) {
            return manoeuvre.move(state, mover.get(), legal);
        }
        return strikes.choose(state, legal).orElseGet(() -> legal.contains(new EndActivation()) ? new EndActivation() : legal.get(0));
    }
}
