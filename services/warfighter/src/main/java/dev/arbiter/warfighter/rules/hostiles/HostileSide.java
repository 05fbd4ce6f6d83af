package dev.arbiter.warfighter.rules.hostiles;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Emitter;
import dev.arbiter.warfighter.rules.HostileState;
import dev.arbiter.warfighter.rules.Stage;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.WarfighterEvent.AttackDeclared;
import dev.arbiter.warfighter.rules.WarfighterEvent.HostileActionLost;
import dev.arbiter.warfighter.rules.WarfighterEvent.HostileAttachmentSupply;
import dev.arbiter.warfighter.rules.WarfighterEvent.HostileMoved;
import dev.arbiter.warfighter.rules.WarfighterEvent.HostileSupplied;
import dev.arbiter.warfighter.rules.WarfighterEvent.HostileTargeted;
import dev.arbiter.warfighter.rules.WarfighterEvent.HostileTurnBegan;
import dev.arbiter.warfighter.rules.WarfighterEvent.HostileTurnEnded;
import dev.arbiter.warfighter.rules.WarfighterEvent.ReactionWindowOpened;
import dev.arbiter.warfighter.rules.WarfighterEvent.Reinforced;
import dev.arbiter.warfighter.rules.WarfighterEvent.SupplyGained;
import dev.arbiter.warfighter.rules.WarfighterEvent.SupplyLost;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.campaign.CampaignGame;
import dev.arbiter.warfighter.rules.combat.Combat;
import dev.arbiter.warfighter.rules.combat.Reactions;
import dev.arbiter.warfighter.rules.turn.Victory;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The service playing the Hostiles (§3.4 Hostile Actions; docs/rules/warfighter.md, The Hostile procedure). */
public final class HostileSide {

    private final Catalogue cards;
    private final Targets targets;
    private final Combat combat;
    private final Spawner spawner;
    private final Victory victory;
    private final Reactions reactions;

    public HostileSide(Catalogue cards) {
        this.cards = cards;
        this.targets = new Targets(cards);
        this.combat = new Combat(cards);
        this.spawner = new Spawner(cards);
        this.victory = new Victory(cards);
        this.reactions = new Reactions(cards);
    }

    public Reactions reactions() {
        return reactions;
    }

    /** Hostiles due in this phase: of its speed, not yet acted, able to act (§3.2.1; DOES NOT ACTIVATE never acts). */
    public List<HostileState> due(WarfighterState state) {
        return state.hostiles().stream().filter(h -> !h.acted() && cards.card(h).attackChart() != null
                && !Catalogue.has(cards.keywords(h), "DOES NOT ACTIVATE") && Catalogue.speed(cards.keywords(h)) == state.step()).toList();
    }

    /** Clarification 12's fixed order: nearest to an Army, then the leftmost column, then the lowest number. */
    public HostileState fixedChoice(WarfighterState state) {
        return due(state).stream().min(Comparator.comparingInt((HostileState h) -> Targets.distanceToArmy(state, h.column()))
                .thenComparingInt(HostileState::column).thenComparingInt(HostileState::number)).orElseThrow();
    }

    /** One Hostile's whole turn: its Actions by the priority of §3.4 and the QRG, until they or the Armies run out. */
    public void turn(Emitter em, Dice dice, int number) {
        em.emit(new HostileTurnBegan(number));
        HostileState self = em.state().hostile(number);
        for (Catalogue.HostileAbility source : cards.hostileAbilitySources(self)) {
            Cards.Ability ability = source.ability();
            HostileState now = em.state().hostile(number);
            if ("turnStart".equals(ability.timing()) && "removePins".equals(ability.effect()) && now.pins() > 0 && pay(em, number, source)) {
                em.emit(new WarfighterEvent.PinsRemoved("hostile", number, Math.min(now.pins(), ability.value()), "turnStart"));
            }
        }
        actions(em, dice, number);
    }

    /** The Hostile's Actions until they or the Armies run out, or an attack waits for reactions or for its Hits to be placed. */
    public void actions(Emitter em, Dice dice, int number) {
        while (em.state().stage() == Stage.PLAY && !em.state().standing().isEmpty()) {
            if (em.state().reaction() != null || em.state().hitsDue() != null) {
                return;
            }
            HostileState h = em.state().hostile(number);
            if (cards.actionsLeft(h) == 0) {
                break;
            }
            action(em, dice, h);
        }
        if (em.state().stage() == Stage.PLAY) {
            em.emit(new HostileTurnEnded(number));
        }
    }

    /** After the reaction window: the attack rolls against its target (maybe a new one), then the turn goes on. */
    public void resume(Emitter em, Dice dice, WarfighterState.Reaction window) {
        HostileState h = em.state().hostile(window.hostile());
        ArmyState target = em.state().army(window.target());
        roll(em, dice, h, target, reactions.bonus(window));
        actions(em, dice, window.hostile());
    }

    private void action(Emitter em, Dice dice, HostileState h) {
        WarfighterState state = em.state();
        Cards.Hostile card = cards.card(h);
        Cards.Range range = card.attackChart().range();
        Optional<ArmyState> target = targets.target(state, h);
        em.emit(new HostileTargeted(h.number(), target.map(ArmyState::number).orElse(null),
                card.attackChart().target() == null ? "nearest" : card.attackChart().target().rule()));
        int maintain = Catalogue.keyword(cards.keywords(h), "Maintain");
        if (target.isPresent() && Catalogue.has(cards.keywords(h), "Maintain") && !h.moved()
                && Math.abs(target.get().column() - h.column()) < maintain) {
            int away = Integer.signum(h.column() - target.get().column());
            // sharing the Target's column, either side is away: the one the display has, both open as clarification 7
            Integer to = away == 0 ? awayFromAll(state, h) : h.column() + away;
            if (to != null && to >= 1 && to <= state.objectiveSlot()) {
                em.emit(new HostileMoved(h.number(), h.column(), to, "maintain"));
                return;
            }
        }
        if (target.isPresent() && range.contains(Math.abs(target.get().column() - h.column()))) {
            attack(em, dice, h, target.get());
            return;
        }
        Optional<ArmyState> other = targets.fallback(state, h);
        if (other.isPresent()) {
            attack(em, dice, h, other.get());
            return;
        }
        if (!h.moved()) {
            Integer to = moveTo(state, h, target);
            if (to != null) {
                em.emit(new HostileMoved(h.number(), h.column(), to, to.equals(h.column()) ? "toward" : why(state, h, to, target)));
                return;
            }
        }
        em.emit(new HostileActionLost(h.number()));
    }

    private static String why(WarfighterState state, HostileState h, int to, Optional<ArmyState> target) {
        int toward = target.map(ArmyState::column).orElse(h.column());
        return Math.abs(toward - to) < Math.abs(toward - h.column()) ? "toward" : "away";
    }

    /** Clarification 7: toward the Target (or the nearest Army); too near for the minimum range, one column away. */
    private Integer moveTo(WarfighterState state, HostileState h, Optional<ArmyState> target) {
        Cards.Range range = cards.card(h).attackChart().range();
        int nearest = Targets.distanceToArmy(state, h.column());
        if (nearest == Integer.MAX_VALUE) {
            return null;
        }
        if (nearest < range.min()) {
            return awayFromAll(state, h);
        }
        ArmyState goal = target.orElseGet(() -> state.standing().stream().min(targets.ties(h.column())).orElseThrow());
        int step = Integer.signum(goal.column() - h.column());
        int to = h.column() + step;
        return step == 0 || to < 1 || to > state.objectiveSlot() ? null : to;
    }

    /** One column to the side on the display that puts the most Armies in range; equal, toward the Objective (clarification 7). */
    private Integer awayFromAll(WarfighterState state, HostileState h) {
        Cards.Range range = cards.card(h).attackChart().range();
        Integer best = null;
        int bestCount = -1;
        for (int to : new int[] {h.column() + 1, h.column() - 1}) {
            if (to < 1 || to > state.objectiveSlot()) {
                continue;
            }
            int count = (int) state.standing().stream().filter(a -> range.contains(Math.abs(a.column() - to))).count();
            if (count > bestCount) {
                best = to;
                bestCount = count;
            }
        }
        return best;
    }

    private void attack(Emitter em, Dice dice, HostileState h, ArmyState target) {
        int range = Math.abs(target.column() - h.column());
        em.emit(new AttackDeclared("hostile", h.number(), "army", target.number(), range, List.of(), false));
        List<Integer> seats = reactions.seats(em.state(), h.number(), target.number());
        if (!seats.isEmpty()) {
            em.emit(new ReactionWindowOpened(h.number(), target.number(), seats));
            return;
        }
        roll(em, dice, h, target, Combat.Bonus.NONE);
    }

    /** The roll and result of a declared attack, with the Hostile's pre-roll and on-hit abilities and the reactions' {@code defence}. */
    private void roll(Emitter em, Dice dice, HostileState h, ArmyState target, Combat.Bonus defence) {
        int range = Math.abs(target.column() - h.column());
        int dice2 = 0;
        int attack = 0;
        for (Catalogue.HostileAbility source : cards.hostileAbilitySources(h)) {
            Cards.Ability ability = source.ability();
            if ("preRoll".equals(ability.timing()) && pay(em, h.number(), source)) {
                if ("extraAttackDie".equals(ability.effect())) {
                    dice2 += ability.value();
                } else if ("attackModifier".equals(ability.effect())) {
                    attack += ability.value();
                }
            }
        }
        // clarification 14: an on-hit ability is paid only when the attack lands, 1 Supply an extra Hit, from the stack of the card
        // that prints it (the Hostile's, or its Attachment's own, §3.3.8), as far as that stack goes
        HostileState now = em.state().hostile(h.number());
        Map<String, Integer> paid = new LinkedHashMap<>();
        for (Catalogue.HostileAbility source : cards.hostileAbilitySources(now)) {
            if ("onHit".equals(source.ability().timing()) && "extraHit".equals(source.ability().effect())) {
                String stack = source.attachment() == null ? "" : source.attachment();
                Integer held = source.attachment() == null ? now.supply() : now.stack(source.attachment());
                int left = (held == null ? 0 : held) - paid.getOrDefault(stack, 0);
                paid.merge(stack, Math.min(source.ability().value(), Math.max(0, left)), Integer::sum);
            }
        }
        int affordable = paid.values().stream().mapToInt(Integer::intValue).sum();
        int number = h.number();
        combat.resolve(em, dice, "hostile", number, "army", target.number(), range, new Combat.Bonus(dice2, attack + defence.attack(), defence.cover(), affordable, 0),
                () -> paid.forEach((stack, amount) -> {
                    if (amount > 0 && stack.isEmpty()) {
                        em.emit(new SupplyLost("hostile", number, amount, "onHit"));
                    } else if (amount > 0) {
                        em.emit(new HostileAttachmentSupply(number, stack, -amount, "onHit"));
                    }
                }));
        victory.checkDefeat(em);
    }

    /** Pays the ability's Supply from the stack of the card that prints it (§3.3.8: an Attachment's own), if it holds enough. */
    private boolean pay(Emitter em, int number, Catalogue.HostileAbility source) {
        int cost = source.ability().supplyCost();
        HostileState h = em.state().hostile(number);
        if (cost == 0) {
            return true;
        }
        Integer held = source.attachment() == null ? h.supply() : h.stack(source.attachment());
        if (held == null || held < cost) {
            return false;
        }
        em.emit(source.attachment() == null ? new SupplyLost("hostile", number, cost, source.ability().timing())
                : new HostileAttachmentSupply(number, source.attachment(), -cost, source.ability().timing()));
        return true;
    }

    /** Cleanup 2 (§3.2.2.2, clarification 21): each Hostile with Rein draws its value into its own column. */
    public void reinforce(Emitter em, Dice dice) {
        for (HostileState h : List.copyOf(em.state().hostiles())) {
            int rein = Catalogue.keyword(cards.keywords(h), "Rein");
            if (rein > 0 && em.state().hostiles().stream().anyMatch(x -> x.number() == h.number())) {
                em.emit(new Reinforced(h.number(), rein));
                spawner.draw(em, dice, h.column(), rein, h.objective());
            }
        }
    }

    /** Cleanup 3 (§3.2.2.3): the Mission's Hostile Supp, one at a time to the neediest Hostile, then supply-giving abilities. */
    public void supplyPhase(Emitter em, Dice dice) {
        int times = cards.pack.mission(em.state().mission()).orElseThrow().hostileSupply();
        if (em.state().campaign() != null) {
            // §4.4 Enter the Town: a Town may change the Hostile Supp during its Mission
            times += CampaignGame.townModifier(cards.pack, em.state().campaign(), "hostileSupplyModifier");
        }
        for (int i = 0; i < times; i++) {
            WarfighterState state = em.state();
            List<HostileState> below = state.hostiles().stream()
                    .filter(h -> h.supply() != null && h.supply() < cards.card(h).supply()).toList();
            if (below.isEmpty()) {
                break;
            }
            int fewest = below.stream().mapToInt(HostileState::supply).min().orElseThrow();
            List<HostileState> tied = below.stream().filter(h -> h.supply() == fewest).toList();
            int nearest = tied.stream().mapToInt(h -> Targets.distanceToArmy(state, h.column())).min().orElseThrow();
            tied = tied.stream().filter(h -> Targets.distanceToArmy(state, h.column()) == nearest)
                    .sorted(Comparator.comparingInt(HostileState::number)).toList();
            Roll tie = tied.size() > 1 ? dice.roll(tied.size()) : null;
            em.emit(new HostileSupplied(tied.get(tie == null ? 0 : tie.value() - 1).number(), tie));
        }
        for (HostileState h : List.copyOf(em.state().hostiles())) {
            for (Catalogue.HostileAbility source : cards.hostileAbilitySources(h)) {
                Cards.Ability ability = source.ability();
                HostileState now = em.state().hostile(h.number());
                if (!"supplyPhase".equals(ability.timing()) || !"supplyPhaseGain".equals(ability.effect())) {
                    continue;
                }
                // an Attachment's gain fills its own stack, up to its printed Supply (§3.3.8, §3.1.4)
                Integer held = source.attachment() == null ? now.supply() : now.stack(source.attachment());
                Integer cap = source.attachment() == null ? cards.card(h).supply()
                        : cards.pack.hostileAttachment(Catalogue.cardId(source.attachment())).orElseThrow().supply();
                int gain = held == null || cap == null ? 0 : Math.min(ability.value(), cap - held);
                if (gain > 0) {
                    em.emit(source.attachment() == null ? new SupplyGained("hostile", h.number(), gain, "supplyPhase")
                            : new HostileAttachmentSupply(h.number(), source.attachment(), gain, "supplyPhase"));
                }
            }
        }
    }
}
