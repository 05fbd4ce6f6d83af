package dev.arbiter.warfighter.rules.combat;

import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Emitter;
import dev.arbiter.warfighter.rules.WarfighterCommand.AbilityRef;
import dev.arbiter.warfighter.rules.WarfighterCommand.Attack;
import dev.arbiter.warfighter.rules.WarfighterCommand.Upgunned;
import dev.arbiter.warfighter.rules.WarfighterEvent.AbilityUsed;
import dev.arbiter.warfighter.rules.WarfighterEvent.AttachmentSupplySpent;
import dev.arbiter.warfighter.rules.WarfighterEvent.XpPaid;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.actions.Abilities;
import dev.arbiter.warfighter.rules.actions.XpCosts;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * What an Army plays with its Attack's declaration (§3.3.2 Declare Attack): declare-timing Action Cards from its hand
 * and declare-timing abilities of its cards, each maybe upgunned (§3.1.3.1, paid per use; clarifications 34, 83-85); what they
 * cost and what they add to the attack.
 */
public final class Declaration {

    private final Catalogue cards;
    private final Abilities abilities;

    public Declaration(Catalogue cards) {
        this.cards = cards;
        this.abilities = new Abilities(cards);
    }

    /**
     * The declarations {@code legal-actions} lists for an attack on {@code target}: one declare card of each kind in the
     * Army's hand, then each of {@code abilities}, plain and upgunned by one canonical payer, the first standing Army with
     * XP (decide accepts any that can pay); combinations are not listed, and the caller drops those refused.
     */
    public static List<Attack> singles(WarfighterState state, ArmyState army, Catalogue cards, int target, List<AbilityRef> abilities) {
        Set<String> kinds = new HashSet<>();
        Integer xpFrom = xpFrom(state);
        List<Attack> found = new ArrayList<>();
        for (String card : army.hand()) {
            Cards.ActionCard c = cards.actionCard(card);
            if ("declare".equals(c.timing()) && kinds.add(c.id())) {
                found.add(new Attack(target, false, List.of(card), List.of()));
                if (xpFrom != null) {
                    found.add(new Attack(target, false, List.of(card), List.of(), List.of(), List.of(Upgunned.card(card, xpFrom))));
                }
            }
        }
        for (AbilityRef ability : abilities) {
            found.add(new Attack(target, false, List.of(), List.of(), List.of(ability), List.of()));
            if (xpFrom != null) {
                found.add(new Attack(target, false, List.of(), List.of(), List.of(ability), List.of(Upgunned.ability(ability, xpFrom))));
            }
        }
        return found;
    }

    /** The canonical upgun payer {@code legal-actions} names: the first standing Army with XP, or null. */
    public static Integer xpFrom(WarfighterState state) {
        return state.standing().stream().filter(a -> a.xp() > 0).map(ArmyState::number).findFirst().orElse(null);
    }

    /** Why the declared cards, abilities and upguns are refused, or null; Supply is checked by the attack with its red cost. */
    public String problem(WarfighterState state, ArmyState army, Attack attack) {
        List<String> hand = new ArrayList<>(army.hand());
        Set<String> ids = new HashSet<>();
        for (String card : attack.cards()) {
            if (!hand.remove(card)) {
                return "card.not-held";
            }
            Cards.ActionCard c = cards.actionCard(card);
            if (!"declare".equals(c.timing())) {
                return "card.timing";
            }
            if (!ids.add(c.id()) && !c.stackable()) {
                return "card.not-stackable";
            }
        }
        for (int i = 0; i < attack.abilities().size(); i++) {
            AbilityRef ref = attack.abilities().get(i);
            String problem = abilities.declareProblem(army, ref);
            if (problem != null) {
                return problem;
            }
            if (attack.abilities().subList(0, i).contains(ref)) {
                return "attack.ability-twice";
            }
        }
        // clarification 111: an Attachment with a stack of its own pays its abilities from it alone
        if (!Abilities.stacksHold(army, stackSupply(army, attack))) {
            return "ability.cost";
        }
        return upgunProblem(state, army, attack);
    }

    /**
     * Each upgun names a declared card or ability once, one with bracketed text, paid by a standing Army with the XP; the XP
     * costs are paid by the Army {@code xpFrom} names, else the attacker (§3.1.3).
     */
    private String upgunProblem(WarfighterState state, ArmyState army, Attack attack) {
        if (attack.xpFrom() != null && ownXp(attack) == 0) {
            return "attack.xp-from";
        }
        int payer = XpCosts.payer(army, attack.xpFrom());
        Map<Integer, Integer> xp = new HashMap<>();
        xp.put(payer, ownXp(attack));
        for (int i = 0; i < attack.upgun().size(); i++) {
            Upgunned u = attack.upgun().get(i);
            boolean card = u.card() != null && u.source() == null && u.ability() == null;
            boolean ability = u.card() == null && u.source() != null && u.ability() != null;
            if (!(card && attack.cards().contains(u.card()) || ability && attack.abilities().contains(ref(u)))) {
                return "attack.upgun-not-declared";
            }
            if (attack.upgun().subList(0, i).stream().anyMatch(v -> same(u, v))) {
                return "attack.upgun-twice";
            }
            String kind = card ? "card" : "ability";
            if ((card ? cards.actionCard(u.card()).upgun() : abilities.of(ref(u)).upgun()) == null) {
                return kind + ".upgun-none";
            }
            ArmyState upgunner = state.standingArmy(u.xpFrom());
            int needed = xp.merge(u.xpFrom(), 1, Integer::sum);
            if (upgunner == null || upgunner.xp() < needed) {
                return kind + ".upgun-xp";
            }
        }
        ArmyState costPayer = state.standingArmy(payer);
        return ownXp(attack) > 0 && (costPayer == null || costPayer.xp() < ownXp(attack)) ? "attack.xp" : null;
    }

    private static boolean same(Upgunned a, Upgunned b) {
        return Objects.equals(a.card(), b.card()) && Objects.equals(a.source(), b.source())
                && Objects.equals(a.ability(), b.ability());
    }

    private static AbilityRef ref(Upgunned u) {
        return new AbilityRef(u.source(), u.ability());
    }

    private Integer upgunnedBy(Attack attack, String card) {
        return attack.upgun().stream().filter(u -> card.equals(u.card())).map(Upgunned::xpFrom).findFirst().orElse(null);
    }

    private Integer upgunnedBy(Attack attack, AbilityRef ref) {
        return attack.upgun().stream().filter(u -> u.card() == null && ref.equals(ref(u))).map(Upgunned::xpFrom).findFirst().orElse(null);
    }

    /** The Supply the declared cards cost, as played (upgunned or not). */
    public int cardSupply(Attack attack) {
        return attack.cards().stream().map(c -> cards.actionCard(c).cost(upgunnedBy(attack, c) != null))
                .mapToInt(cost -> cost == null ? 0 : cost.supply()).sum();
    }

    /** The Supply the declared abilities cost their Army, as used: those of cards without a stack of their own (clarification 111). */
    public int abilitySupply(ArmyState army, Attack attack) {
        return attack.abilities().stream().filter(r -> Abilities.ownStack(army, r.source()) == null)
                .mapToInt(r -> used(attack, r).supplyCost()).sum();
    }

    /** The Supply the declared abilities take from their Attachments' own stacks, by Attachment in declared order. */
    public Map<String, Integer> stackSupply(ArmyState army, Attack attack) {
        Map<String, Integer> spent = new LinkedHashMap<>();
        attack.abilities().stream().filter(r -> Abilities.ownStack(army, r.source()) != null && used(attack, r).supplyCost() > 0)
                .forEach(r -> spent.merge(r.source(), used(attack, r).supplyCost(), Integer::sum));
        return spent;
    }

    /**
     * The stacks' part of the attack's Supply, the red cost's ({@code red}, clarification 117) with the declared abilities', one
     * {@code AttachmentSupplySpent} for each Attachment.
     */
    public void payStacks(Emitter em, ArmyState army, Attack attack, Map<String, Integer> red) {
        Abilities.merged(red, stackSupply(army, attack))
                .forEach((attachment, amount) -> em.emit(new AttachmentSupplySpent(army.number(), attachment, amount)));
    }

    private int cardXp(Attack attack) {
        return attack.cards().stream().map(c -> cards.actionCard(c).cost(upgunnedBy(attack, c) != null))
                .mapToInt(cost -> cost == null ? 0 : cost.xp()).sum();
    }

    private int abilityXp(Attack attack) {
        return attack.abilities().stream().map(r -> used(attack, r).cost()).mapToInt(cost -> cost == null ? 0 : cost.xp()).sum();
    }

    /** The XP costs of the declared cards and abilities, paid by one Army (an upgun's XP by the Army each names). */
    private int ownXp(Attack attack) {
        return cardXp(attack) + abilityXp(attack);
    }

    private Cards.Ability used(Attack attack, AbilityRef ref) {
        return abilities.of(ref).used(upgunnedBy(attack, ref) != null);
    }

    /** The XP events of the declaration: the card and ability costs (from {@code xpFrom}, else the attacker), then each upgun's 1 XP in the command's order. */
    public void payXp(Emitter em, ArmyState army, Attack attack) {
        int payer = XpCosts.payer(army, attack.xpFrom());
        if (cardXp(attack) > 0) {
            em.emit(new XpPaid(payer, cardXp(attack), "card"));
        }
        if (abilityXp(attack) > 0) {
            em.emit(new XpPaid(payer, abilityXp(attack), "ability"));
        }
        attack.upgun().forEach(u -> em.emit(new XpPaid(u.xpFrom(), 1, "upgun")));
    }

    /** For each declared card, in order, the Army that paid to upgun it, or null. */
    public List<Integer> upgunnedBy(Attack attack) {
        return attack.cards().stream().map(c -> upgunnedBy(attack, c)).toList();
    }

    /** The declared abilities' uses, after the declaration. */
    public void useAbilities(Emitter em, ArmyState army, Attack attack) {
        attack.abilities().forEach(r -> em.emit(new AbilityUsed(army.number(), r.source(), r.ability(), army.number(), null, upgunnedBy(attack, r))));
    }

    /** What the declared cards and abilities add to the attack, as played or used. */
    public Combat.Bonus bonus(Attack attack, Combat.Bonus bonus) {
        for (String card : attack.cards()) {
            for (Cards.Effect effect : cards.actionCard(card).applied(null, upgunnedBy(attack, card) != null)) {
                bonus = bonus.plus(effect.effect(), effect.value());
            }
        }
        for (AbilityRef ref : attack.abilities()) {
            Cards.Ability ability = used(attack, ref);
            bonus = bonus.plus(ability.effect(), ability.value());
        }
        return bonus;
    }
}
