package dev.arbiter.warfighter.rules.actions;

import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Emitter;
import dev.arbiter.warfighter.rules.Equipped;
import dev.arbiter.warfighter.rules.Rulebook;
import dev.arbiter.warfighter.rules.WarfighterCommand.AbilityRef;
import dev.arbiter.warfighter.rules.WarfighterCommand.Upgun;
import dev.arbiter.warfighter.rules.WarfighterCommand.UseAbility;
import dev.arbiter.warfighter.rules.WarfighterEvent.AbilityUsed;
import dev.arbiter.warfighter.rules.WarfighterEvent.AttachmentSupplySpent;
import dev.arbiter.warfighter.rules.WarfighterEvent.SupplyLost;
import dev.arbiter.warfighter.rules.WarfighterEvent.XpPaid;
import dev.arbiter.warfighter.rules.WarfighterState;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The active ("activity") abilities of an Army, its Attachments and its Skills, used in the Army's
 * turn between Actions (§2.2.1 Armies, §2.2.2 Attachments, §2.2.3 Skills, §3.3): their costs, their
 * uses per mission and once-per-turn limits, and whom they help.
 */
public final class Abilities {

    private final Catalogue cards;

    public Abilities(Catalogue cards) {
        this.cards = cards;
    }

    /** The key {@code expended} keeps for an ability: its card and its place on the card. */
    public static String key(String source, int ability) {
        return source + "/" + ability;
    }

    /** Whether a use is forgotten at the next Game Turn: a once-per-turn ability without a limit of uses. */
    public boolean turnBound(String key) {
        int cut = key.lastIndexOf('/');
        Cards.Ability ability = abilitiesOf(key.substring(0, cut)).get(Integer.parseInt(key.substring(cut + 1)));
        return Boolean.TRUE.equals(ability.oncePerTurn()) && ability.uses() == null;
    }

    /** The cards the Army holds that may carry abilities: its Army card, its Attachments, its Skills. */
    public List<String> sources(ArmyState army) {
        List<String> all = new ArrayList<>();
        all.add(army.card());
        army.attachments().forEach(e -> all.add(e.attachment()));
        all.addAll(army.skills());
        return all;
    }

    public List<Cards.Ability> abilitiesOf(String source) {
        return cards.pack.army(source).map(Cards.Army::abilities)
                .or(() -> cards.pack.attachment(source).map(Cards.Attachment::abilities))
                .or(() -> cards.pack.skill(source).map(Cards.Skill::abilities))
                .orElse(List.of());
    }

    /** The ability at {@code index} of card {@code source} when the Army holds that card and the card has it, else null. */
    private Cards.Ability held(ArmyState army, String source, int index) {
        List<Cards.Ability> list = sources(army).contains(source) ? abilitiesOf(source) : List.of();
        return index < 0 || index >= list.size() ? null : list.get(index);
    }

    /** The ability a reference names (checked to exist). */
    public Cards.Ability of(AbilityRef ref) {
        return abilitiesOf(ref.source()).get(ref.ability());
    }

    /**
     * Why the Army cannot use the ability as {@code use} names it, or null: for {@code use.army()} (null: itself), doing the
     * alternative {@code use.choice()} names (null for an ability without alternatives), upgunned by {@code use.upgun()} or not,
     * its XP cost paid by {@code use.xpFrom()} (null: itself, §3.1.3).
     */
    public String problem(WarfighterState state, ArmyState army, UseAbility use) {
        String source = use.source();
        int index = use.ability();
        Integer helped = use.army();
        String choice = use.choice();
        Upgun upgun = use.upgun();
        Cards.Ability printed = held(army, source, index);
        if (printed == null) {
            return "ability.unknown";
        }
        if (!"activity".equals(printed.timing())) {
            return "ability.timing";
        }
        if (expended(army, source, index, printed)) {
            return "ability.expended";
        }
        // an ability of alternatives ("or") does the one named, any other takes no choice (clarification 120)
        if (!printed.choices().contains(choice)) {
            return "ability.choice";
        }
        // §3.1.3.1: any standing Army pays the 1 XP, for an ability with bracketed text; with it the bracketed members apply
        if (upgun != null && printed.upgun() == null) {
            return "ability.upgun-none";
        }
        Cards.Ability ability = printed.used(choice, upgun != null);
        Cards.Cost cost = ability.cost();
        String xp = XpCosts.problem(state, army, "ability", "ability.cost", cost == null ? 0 : cost.xp(), use.xpFrom(),
                upgun == null ? null : upgun.xpFrom());
        if (xp != null) {
            return xp;
        }
        if (cost != null && (cost.actions() > cards.actionsLeft(army) || cost.supply() > 0 && purse(army, source) < cost.supply())) {
            return "ability.cost";
        }
        int who = helped == null ? army.number() : helped;
        ArmyState target = state.standingArmy(who);
        String kind = ability.target() == null ? "self" : ability.target();
        if (target == null || kind.equals("self") && who != army.number() || kind.equals("armyHere") && target.column() != army.column()) {
            return "ability.target";
        }
        return null;
    }

    /** Why a declare-timing ability named at an Attack is refused, or null: one the Army holds, of that timing, not expended. */
    public String declareProblem(ArmyState army, AbilityRef ref) {
        Cards.Ability ability = held(army, ref.source(), ref.ability());
        if (ability == null) {
            return "ability.unknown";
        }
        if (!"declare".equals(ability.timing())) {
            return "ability.timing";
        }
        return expended(army, ref.source(), ref.ability(), ability) ? "ability.expended" : null;
    }

    /** Every declare-timing ability the Army holds and has a use of, in card order. */
    public List<AbilityRef> declare(ArmyState army) {
        List<AbilityRef> found = new ArrayList<>();
        for (String source : sources(army)) {
            for (int i = 0; i < abilitiesOf(source).size(); i++) {
                if (declareProblem(army, new AbilityRef(source, i)) == null) {
                    found.add(new AbilityRef(source, i));
                }
            }
        }
        return found;
    }

    /**
     * Why the abilities named to pay when an attack lands are refused, or null: each an {@code onHit} extra Hit the Army
     * holds, named once, not expended (§2.2.1; clarification 22).
     */
    String onHitProblem(ArmyState army, List<AbilityRef> onHit) {
        for (int i = 0; i < onHit.size(); i++) {
            AbilityRef ref = onHit.get(i);
            Cards.Ability ability = held(army, ref.source(), ref.ability());
            if (ability == null) {
                return "ability.unknown";
            }
            if (!"onHit".equals(ability.timing()) || !"extraHit".equals(ability.effect())) {
                return "attack.on-hit-timing";
            }
            if (onHit.subList(0, i).contains(ref)) {
                return "attack.on-hit-twice";
            }
            if (expended(army, ref.source(), ref.ability(), ability)) {
                return "ability.expended";
            }
        }
        return null;
    }

    /** Every on-hit extra Hit ability the Army holds, in card order. */
    public List<AbilityRef> onHit(ArmyState army) {
        List<AbilityRef> found = new ArrayList<>();
        for (String source : sources(army)) {
            List<Cards.Ability> list = abilitiesOf(source);
            for (int i = 0; i < list.size(); i++) {
                if ("onHit".equals(list.get(i).timing()) && "extraHit".equals(list.get(i).effect())) {
                    found.add(new AbilityRef(source, i));
                }
            }
        }
        return found;
    }

    /** The Supply the named abilities cost their Army: those of cards without a stack of their own (clarification 111). */
    int supplyCost(ArmyState army, List<AbilityRef> refs) {
        return refs.stream().filter(r -> ownStack(army, r.source()) == null).mapToInt(r -> of(r).supplyCost()).sum();
    }

    /** The Supply the named abilities take from their Attachments' own stacks, by Attachment in the named order. */
    Map<String, Integer> stackCost(ArmyState army, List<AbilityRef> refs) {
        Map<String, Integer> spent = new LinkedHashMap<>();
        refs.stream().filter(r -> ownStack(army, r.source()) != null && of(r).supplyCost() > 0)
                .forEach(r -> spent.merge(r.source(), of(r).supplyCost(), Integer::sum));
        return spent;
    }

    /** What several payments take from the stacks together, by Attachment in the order first named. */
    @SafeVarargs
    public static Map<String, Integer> merged(Map<String, Integer>... parts) {
        Map<String, Integer> all = new LinkedHashMap<>();
        for (Map<String, Integer> part : parts) {
            part.forEach((attachment, amount) -> all.merge(attachment, amount, Integer::sum));
        }
        return all;
    }

    /** Whether every stack holds what {@link #stackCost} takes from it. */
    public static boolean stacksHold(ArmyState army, Map<String, Integer> spent) {
        return spent.entrySet().stream().allMatch(e -> purse(army, e.getKey()) >= e.getValue());
    }

    /**
     * The Army's Attachment {@code source} when it has a Supply stack of its own, or null: such an Attachment pays its
     * abilities from its stack, any other source from the Army (§2.2.2 Attachments, §3.3.7; clarification 111).
     */
    public static Equipped ownStack(ArmyState army, String source) {
        return army.attachments().stream().filter(e -> e.attachment().equals(source) && e.supply() != null).findFirst().orElse(null);
    }

    /** What pays {@code source}'s Supply costs now: its own stack if it has one, else its Army's Supply (0 for none or dash). */
    public static int purse(ArmyState army, String source) {
        Equipped stack = ownStack(army, source);
        Integer supply = stack == null ? army.supply() : stack.supply();
        return supply == null ? 0 : supply;
    }

    /** Whether the ability has no use left: its uses in the mission spent, or used this Game Turn when once per turn. */
    private static boolean expended(ArmyState army, String source, int index, Cards.Ability ability) {
        Integer left = usesLeft(army, source, index, ability);
        return left != null && left == 0;
    }

    /** The uses the ability has left now: null for one without a limit; a once-per-turn one has none once used this Game Turn. */
    public static Integer usesLeft(ArmyState army, String source, int index, Cards.Ability ability) {
        int used = Collections.frequency(army.expended(), key(source, index));
        Integer left = ability.uses() == null ? null : Math.max(0, ability.uses() - used);
        if (Boolean.TRUE.equals(ability.oncePerTurn())) {
            return used > 0 ? 0 : left == null ? 1 : Math.min(left, 1);
        }
        return left;
    }

    void use(Emitter em, ArmyState army, UseAbility c) {
        String problem = problem(em.state(), army, c);
        if (problem != null) {
            throw Rulebook.BOOK.violation(problem, "§2.2.1 Armies, §2.2.3 Skills, §3.1.3.1 Upgunning", "Army " + army.number()
                    + " cannot use ability " + c.ability() + " of " + c.source() + " now (" + problem + ")");
        }
        Cards.Cost cost = abilitiesOf(c.source()).get(c.ability()).used(c.choice(), c.upgun() != null).cost();
        if (cost != null && cost.supply() > 0 && ownStack(army, c.source()) != null) {
            em.emit(new AttachmentSupplySpent(army.number(), c.source(), cost.supply()));
        } else if (cost != null && cost.supply() > 0) {
            em.emit(new SupplyLost("army", army.number(), cost.supply(), "ability"));
        }
        if (cost != null && cost.xp() > 0) {
            em.emit(new XpPaid(XpCosts.payer(army, c.xpFrom()), cost.xp(), "ability"));
        }
        if (c.upgun() != null) {
            em.emit(new XpPaid(c.upgun().xpFrom(), 1, "upgun"));
        }
        em.emit(new AbilityUsed(army.number(), c.source(), c.ability(), c.army() == null ? army.number() : c.army(), c.choice(),
                c.upgun() == null ? null : c.upgun().xpFrom()));
    }
}
