package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.Bot;
import dev.arbiter.kernel.spi.CommandShape;
import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Outcome;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Rules;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.kernel.spi.toolkit.PackShelf;
import dev.arbiter.warmachine.rules.Pack;
import dev.arbiter.warmachine.rules.bot.Tactician;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.*;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;
import dev.arbiter.warmachine.rules.geometry.Pose;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static dev.arbiter.kernel.spi.RuleViolation.require;

/**
 * WARMACHINE Prime, milestone 1 (shared/rulebooks/warmachine-prime.md; docs/rules/warmachine.md): two seats, their
 * army lists from a content pack, the Mosh Pit scenario or Annihilation on a terrain layout. Setup options:
 * {@code pack} (content pack id, default the first pack given; the state keeps it, so every later decision reads that
 * pack), {@code lists} (two army list ids, default the pack's first two), {@code scenario} ("mosh-pit", the default,
 * or "annihilation"), {@code layout} (default the scenario's first, or the pack's first for Annihilation).
 */
public final class WarmachineRules implements Rules<WarmachineState, WarmachineCommand, WarmachineEvent> {

    public static final String OPTION_PACK = "pack";

    private final PackShelf<PackRules> packs;
    private final Map<String, Bot<WarmachineCommand>> bots;

    public WarmachineRules(Pack pack) {
        this(List.of(pack));
    }

    /** Rules over several packs; a game names its pack in the {@code pack} option. */
    public WarmachineRules(List<Pack> packs) {
        this.packs = new PackShelf<>(packs, Pack::pack, PackRules::new);
        this.bots = Map.of(Tactician.NAME, new Tactician(new Survey(this, this.packs)));
    }

    @Override
    public String name() {
        return "warmachine";
    }

    /**
     * 2 since the milestone 1 review (issue 29): free strikes only with a weapon that reaches, a spell from within the
     * melee without the target-in-melee bonus, a unit's attacks after all its movements, the current SPD and CMD, no
     * charge without a Combat Action, a gone charge target, and concession. The same commands can decide otherwise than
     * under 1, and every envelope says which rules decided it.
     */
    @Override
    public String version() {
        return "2";
    }

    @Override
    public Class<WarmachineCommand> commandType() {
        return WarmachineCommand.class;
    }

    @Override
    public Class<WarmachineEvent> eventType() {
        return WarmachineEvent.class;
    }

    @Override
    public WarmachineState initialState(Setup setup) throws RuleViolation {
        require(setup.seats() == WarmachineState.SEATS, "setup.seats", "milestone 1 plays two players, not " + setup.seats());
        String packId = setup.text(OPTION_PACK, packs.firstId());
        Catalogue cards = packs.chosen(packId).cards;
        Pack pack = cards.pack();
        List<String> lists = setup.texts("lists");
        if (lists.isEmpty()) {
            lists = pack.lists().stream().limit(2).map(l -> l.id()).toList();
        }
        require(lists.size() == 2, "setup.lists", "each of the two players brings one army list");
        String scenario = setup.text("scenario", Scoring.MOSH_PIT);
        require(Scoring.MOSH_PIT.equals(scenario) || Scoring.ANNIHILATION.equals(scenario), "setup.scenario",
                "milestone 1 plays Mosh Pit or Annihilation (P04, P08), not " + scenario);
        String defaultLayout = Scoring.MOSH_PIT.equals(scenario)
                ? pack.scenario(Scoring.MOSH_PIT).orElseThrow(() -> new RuleViolation("setup.scenario", "the pack has no Mosh Pit")).layouts().get(0)
                : pack.layouts().get(0).id();
        String layout = setup.text("layout", defaultLayout);
        cards.terrain(layout);
        Muster muster = new Muster(cards);
        List<ModelState> models = new ArrayList<>(muster.army(0, lists.get(0)));
        models.addAll(muster.army(1, lists.get(1)));
        return new WarmachineState(pack.pack(), scenario, layout, lists, Stage.STARTING_ROLL, List.of(), null, null, null, models,
                List.of(), 0, null, null, List.of(), List.of(0, 0), null, null);
    }

    @Override
    public List<WarmachineEvent> start(WarmachineState state, Dice dice) {
        return packs.of(state.pack()).turns.step(state, dice);
    }

    @Override
    public List<WarmachineEvent> decide(WarmachineState state, int seat, WarmachineCommand command, Dice dice) throws RuleViolation {
        PackRules on = packs.of(state.pack());
        if (command instanceof Concede) {
            // a surrender ends the game whatever is being decided, a prompt included (A13)
            return List.of(new GameWon(1 - seat, Scoring.CONCESSION));
        }
        if (!state.prompts().isEmpty()) {
            return answer(on, state, state.prompts().get(0), command, dice);
        }
        if (command instanceof ChooseFirstPlayer c) {
            require(state.stage() == Stage.ORDER, "setup.not-now", "the first player is chosen after the starting roll (Setup, step 2)");
            require(c.seat() == 0 || c.seat() == 1, "setup.seat", "the first player is seat 0 or seat 1");
            return List.of(new FirstPlayerChosen(c.seat()));
        } else if (command instanceof ChooseEdge c) {
            require(state.stage() == Stage.EDGE, "setup.not-now", "the second player chooses an edge once the order is known (Setup, step 3)");
            require("north".equals(c.edge()) || "south".equals(c.edge()), "setup.edge", "the edge is \"north\" or \"south\"");
            return List.of(new EdgeChosen(seat, c.edge()));
        } else if (command instanceof Deploy d) {
            on.deployment.check(state, seat, d);
            List<WarmachineEvent> events = new ArrayList<>();
            events.add(new ModelDeployed(d.model(), Wire.Stance.of(Pose.at(d.x(), d.y(), d.facing()))));
            ModelState model = state.model(d.model()).orElseThrow();
            if (on.cards.warcaster(model)) {
                events.add(new FocusChanged(model.id(), on.focus.focusStat(model), "starting"));
            }
            return events;
        } else if (command instanceof AllocateFocus a) {
            return on.focus.allocate(state, seat, a.warjack());
        } else if (command instanceof Shake sh) {
            return on.focus.shake(state, seat, sh.model());
        } else if (command instanceof PayUpkeep p) {
            return Upkeeps.pay(state, seat, p);
        } else if (command instanceof EndControl) {
            require(state.stage() == Stage.CONTROL || state.stage() == Stage.CONTROL_EFFECTS, "control.not-control-phase",
                    "the Control Phase is not under way");
            List<WarmachineEvent> events = new ArrayList<>(Upkeeps.lapsed(state, seat));
            events.add(new ControlEnded(seat));
            return events;
        } else if (command instanceof Activate a) {
            return on.activations.activate(state, a);
        } else if (command instanceof StandUp u) {
            return on.activations.standUp(state, u);
        } else if (command instanceof AdvanceModel a) {
            return on.activations.advance(state, a);
        } else if (command instanceof Run r) {
            return on.activations.run(state, r);
        } else if (command instanceof Charge c) {
            return on.activations.charge(state, c);
        } else if (command instanceof Aim a) {
            return on.activations.aim(state, a);
        } else if (command instanceof ForfeitMovement f) {
            return on.activations.forfeit(state, f);
        } else if (command instanceof MeleeAttack m) {
            return on.combat.attack(state, m.model(), m.weapon(), m.target(), true, new CombatAction.Boosts(m.boostAttack(), m.boostDamage()), dice);
        } else if (command instanceof RangedAttack r) {
            return on.combat.attack(state, r.model(), r.weapon(), r.target(), false, new CombatAction.Boosts(r.boostAttack(), r.boostDamage()), dice);
        } else if (command instanceof HeadButt h) {
            return on.powerAttacks.headButt(state, h, dice);
        } else if (command instanceof Slam sl) {
            return on.slams.slam(state, sl, dice);
        } else if (command instanceof CastSpell c) {
            return on.spells.cast(state, c, dice);
        } else if (command instanceof UseFeat f) {
            return on.feats.use(state, f);
        } else if (command instanceof RemoveDamage r) {
            return on.powerFields.removeDamage(state, r);
        } else if (command instanceof EndActivation) {
            return on.activations.end(state);
        }
        require(!(command instanceof PromoteGrunt || command instanceof ChooseCommander || command instanceof MakeFreeStrike || command instanceof DeclineFreeStrike
                || command instanceof ReinforcePowerField || command instanceof DeclinePowerField), "prompt.none",
                "nothing is being asked: a promotion, a new commander, a free strike or a power field is answered only when offered");
        throw new IllegalArgumentException("no such command " + command);
    }

    /** The answer to the first decision owed out of turn; nothing else is decided before it (inventory §1.6). */
    private static List<WarmachineEvent> answer(PackRules on, WarmachineState state, Prompt prompt, WarmachineCommand command, Dice dice) {
        if (Prompt.POWER_FIELD.equals(prompt.kind())) {
            return on.powerFields.answer(state, prompt, command, dice);
        }
        if (Prompt.FREE_STRIKE.equals(prompt.kind())) {
            if (command instanceof MakeFreeStrike m && prompt.subject().equals(m.striker())) {
                return on.combat.freeStrike(state, prompt, m.weapon(), dice);
            }
            require(command instanceof DeclineFreeStrike d && prompt.subject().equals(d.striker()), "prompt.pending",
                    "first answer the free strike of " + prompt.subject() + " (G07)");
            return List.of(new FreeStrikeDeclined(prompt.subject(), prompt.choices().get(0)));
        }
        if (Prompt.NEW_COMMANDER.equals(prompt.kind())) {
            require(command instanceof ChooseCommander, "prompt.pending", "first answer the new commander of " + prompt.subject() + " (L02)");
            ChooseCommander c = (ChooseCommander) command;
            require(prompt.subject().equals(c.unit()) && c.model() != null && prompt.choices().contains(c.model()), "commander.choice",
                    "the new commander is one of the unit's remaining troopers " + prompt.choices() + " (L02)");
            return List.of(new CommanderChosen(c.unit(), c.model()));
        }
        require(command instanceof PromoteGrunt, "prompt.pending", "first answer the " + prompt.kind() + " of " + prompt.subject());
        PromoteGrunt p = (PromoteGrunt) command;
        require(prompt.subject().equals(p.unit()) && p.grunt() != null && prompt.choices().contains(p.grunt()), "promotion.choice",
                "the new Leader is one of the unit's remaining troopers " + prompt.choices() + " (L02)");
        return List.of(new FieldPromoted(p.unit(), p.grunt()));
    }

    @Override
    public List<Integer> awaiting(WarmachineState state) {
        if (state.stage() == Stage.OVER || packs.of(state.pack()).turns.automatic(state) || resumable(state)) {
            return List.of();
        }
        if (!state.prompts().isEmpty()) {
            return List.of(state.prompts().get(0).seat());
        }
        return switch (state.stage()) {
            case ORDER -> List.of(state.chooser());
            case EDGE -> List.of(state.second());
            case DEPLOYMENT -> List.of(state.deploying());
            case CONTROL, CONTROL_EFFECTS, ACTIVATION -> List.of(state.turnSeat());
            default -> List.of();
        };
    }

    @Override
    public List<WarmachineEvent> advance(WarmachineState state, Dice dice) {
        PackRules on = packs.of(state.pack());
        return resumable(state) ? on.activations.resume(state) : on.turns.step(state, dice);
    }

    /** An advance paused for free strikes moves on once no decision is owed (G07, clarification 19). */
    private static boolean resumable(WarmachineState state) {
        return state.stage() == Stage.ACTIVATION && state.activation() != null && state.activation().paused() != null && state.prompts().isEmpty();
    }

    @Override
    public WarmachineState evolve(WarmachineState state, WarmachineEvent event) {
        return packs.of(state.pack()).evolve.apply(state, event);
    }

    @Override
    public Object view(WarmachineState state) {
        return TableView.of(packs.of(state.pack()).cards, state);
    }

    /**
     * What an {@code AdvanceModel}, {@code Run}, {@code Charge} or {@code Deploy} would do if the seat controlling its model
     * sent it now, recording nothing and rolling no die ({@link Preview}).
     */
    public Preview preview(WarmachineState state, WarmachineCommand command) {
        return Preview.of(this, packs.of(state.pack()).cards, state, command);
    }

    @Override
    public List<WarmachineCommand> legalActions(WarmachineState state, int seat) {
        return packs.of(state.pack()).legalActions.of(state, seat, awaiting(state));
    }

    @Override
    public List<CommandShape<WarmachineCommand>> commandShapes(WarmachineState state, int seat) {
        return packs.of(state.pack()).shapes.of(state, seat, awaiting(state));
    }

    /** "tactician", a player that closes in and fights (docs/rules/warmachine.md, Bots), besides the kernel's random one. */
    @Override
    public Map<String, Bot<WarmachineCommand>> bots() {
        return bots;
    }

    @Override
    public Outcome outcome(WarmachineState state) {
        if (state.stage() != Stage.OVER) {
            return Outcome.running();
        }
        List<Integer> scores = Scoring.ANNIHILATION.equals(state.scenario()) ? packs.of(state.pack()).scoring.annihilationScores(state) : state.controlPoints();
        Map<Integer, Integer> bySeat = Map.of(0, scores.get(0), 1, scores.get(1));
        if (state.winner() == null) {
            return Outcome.ranked(List.of(List.of(0, 1)), bySeat);
        }
        return Outcome.ranked(List.of(List.of(state.winner()), List.of(1 - state.winner())), bySeat);
    }

    /** The game round; 0 before the first, as events.md's envelope says. */
    @Override
    public Integer round(WarmachineState state) {
        return state.round();
    }

    @Override
    public String contentPack(WarmachineState state) {
        Pack pack = packs.of(state.pack()).cards.pack();
        return pack.pack() + "@" + pack.sha256();
    }
}
