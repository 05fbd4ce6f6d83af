package dev.arbiter.highcommand.rules;

import dev.arbiter.highcommand.rules.orders.Payment;
import dev.arbiter.highcommand.rules.turn.Task;
import dev.arbiter.highcommand.rules.HighCommandCommand.*;
import dev.arbiter.highcommand.rules.abilities.Choices;
import dev.arbiter.highcommand.rules.abilities.Stats;
import dev.arbiter.highcommand.rules.battle.Battle;
import dev.arbiter.highcommand.rules.battle.Declarations;
import dev.arbiter.highcommand.rules.cards.Ability;
import dev.arbiter.highcommand.rules.cards.ArmyCard;
import dev.arbiter.highcommand.rules.cards.Catalogue;
import dev.arbiter.highcommand.rules.cards.Colour;
import dev.arbiter.highcommand.rules.cards.Faction;
import dev.arbiter.highcommand.rules.cards.Resources;
import dev.arbiter.highcommand.rules.cards.Trigger;
import dev.arbiter.highcommand.rules.cards.Warcaster;
import dev.arbiter.highcommand.rules.orders.Payments;
import dev.arbiter.highcommand.rules.setup.Armies;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The commands a seat may send now, as a finite list. Where every answer would be too many to
 * list (payments, declarations, discards, detachments) it lists a sensible few (see
 * {@link Payments#offers}, {@link Declarations#offers}, {@link Choices#offers}); decide accepts any
 * other command the rules allow. Cards of the same name are offered once.
 */
final class LegalActions {

    private final Catalogue cards;
    private final Payments payments;

    LegalActions(Catalogue cards) {
        this.cards = cards;
        this.payments = new Payments(cards);
    }

    List<HighCommandCommand> of(HighCommandState s, int seat) {
        if (!new Awaiting(cards).seats(s).contains(seat)) {
            return List.of();
        }
        if (s.phase() == Phase.ARMIES) {
            return armies(s);
        }
        if (!s.tasks().isEmpty()) {
            return task(s, s.tasks().get(0));
        }
        Turn t = s.turn();
        List<HighCommandCommand> actions = new ArrayList<>();
        if (t.step() == Step.capture) {
            t.capturing().forEach(l -> actions.add(new OrderCapture(l)));
        } else if (t.step() == Step.orders) {
            orders(s, seat, actions);
        } else if (t.attack() == null) {
            actions.addAll(Battle.choices(s));
        } else {
            new Declarations(cards, s, seat).offers().forEach(d -> actions.add(new DeclareDestroyed(d)));
        }
        return actions;
    }

    private List<HighCommandCommand> task(HighCommandState s, Task task) {
        List<HighCommandCommand> actions = new ArrayList<>();
        if (task instanceof Task.Draw d) {
            actions.add(new Cull(null));
            distinct(s.player(d.seat()).discard()).forEach(c -> actions.add(new Cull(c)));
        } else if (task instanceof Task.ForcedDiscard d) {
            List<String> hand = s.player(d.seat()).hand();
            Set<List<String>> offers = new LinkedHashSet<>();
            for (int lead = 0; lead < hand.size(); lead++) {
                List<String> pick = new ArrayList<>();
                for (int k = 0; k < d.count(); k++) {
                    pick.add(hand.get((lead + k) % hand.size()));
                }
                offers.add(pick);
            }
            offers.forEach(o -> actions.add(new DiscardChosen(o)));
        } else if (task instanceof Task.Choice c) {
            actions.addAll(new Choices(cards, s, c).offers());
        }
        return actions;
    }

    private void orders(HighCommandState s, int seat, List<HighCommandCommand> actions) {
        PlayerState p = s.player(seat);
        Resources gained = s.turn().gained();
        List<String> hand = distinct(p.hand());
        List<String> locations = s.locations().stream().map(LocationSlot::location).filter(l -> l != null).toList();
        actions.add(new EndOrders(null));
        hand.forEach(c -> actions.add(new EndOrders(c)));
        for (String card : hand) {
            ArmyCard a = cards.armyCard(card);
            if (a != null && a.purchaseCost() != null && !characterInPlay(s, seat, card)) {
                for (List<Payment> pay : payments.offers(p.hand(), gained, a.purchaseCost(), card)) {
                    locations.forEach(l -> actions.add(new Deploy(card, l, pay)));
                }
            }
        }
        for (int slot = 0; slot < p.reserves().size(); slot++) {
            ArmyCard a = p.reserves().get(slot) == null ? null : cards.armyCard(p.reserves().get(slot));
            if (a != null && a.purchaseCost() != null) {
                for (List<Payment> pay : payments.offers(p.hand(), gained, a.purchaseCost(), null)) {
                    actions.add(new Purchase(slot, pay));
                }
            }
        }
        if (s.round() >= 3 && !new Stats(cards, s).rushForbidden()) {
            for (int slot = 0; slot < p.reserves().size(); slot++) {
                String card = p.reserves().get(slot);
                ArmyCard a = card == null ? null : cards.armyCard(card);
                if (a != null && a.rushCost() != null && !characterInPlay(s, seat, card)) {
                    for (List<Payment> pay : payments.offers(p.hand(), gained, a.rushCost(), null)) {
                        int at = slot;
                        locations.forEach(l -> actions.add(new Rush(at, l, pay)));
                    }
                }
            }
            for (String w : p.warcasters()) {
                if (!characterInPlay(s, seat, w)) {
                    for (List<Payment> pay : payments.offers(p.hand(), gained, cards.warcaster(w).rushCost(), null)) {
                        locations.forEach(l -> actions.add(new RushWarcaster(w, l, pay)));
                    }
                }
            }
        }
        if (p.reinforcementCount() > 0) {
            for (String card : hand) {
                for (int slot = 0; slot < p.reserves().size(); slot++) {
                    if (p.reserves().get(slot) != null) {
                        actions.add(new Refresh(card, slot));
                    }
                }
            }
        }
        Stats stats = new Stats(cards, s);
        for (String card : hand) {
            List<Ability> list = cards.abilities(card);
            if (list.stream().anyMatch(a -> a.trigger() == Trigger.discardForEffect && stats.holds(a, card, seat, null))) {
                actions.add(new UseAbility(card, List.of(), null));
            }
        }
    }

    private boolean characterInPlay(HighCommandState s, int seat, String card) {
        if (!cards.character(card)) {
            return false;
        }
        String base = Catalogue.base(card);
        return s.locations().stream().anyMatch(l -> l.of(seat).stream().anyMatch(c -> Catalogue.base(c.card()).equals(base)));
    }

    /** STARTING THE GAME: each open faction with each choice of three warcasters and different colours (custom: one list of cards each). */
    private List<HighCommandCommand> armies(HighCommandState s) {
        List<HighCommandCommand> actions = new ArrayList<>();
        Armies armies = new Armies(cards);
        for (String faction : armies.open(s)) {
            if (s.quickStart()) {
                actions.add(new ChooseArmy(faction, List.of()));
                continue;
            }
            Faction f = cards.pack.faction(faction).orElseThrow();
            List<Warcaster> ws = f.warcasters();
            for (int i = 0; i < ws.size(); i++) {
                for (int j = i + 1; j < ws.size(); j++) {
                    for (int k = j + 1; k < ws.size(); k++) {
                        colours(s, f, List.of(ws.get(i), ws.get(j), ws.get(k)), 0, new ArrayList<>(), actions);
                    }
                }
            }
        }
        return actions;
    }

    private void colours(HighCommandState s, Faction f, List<Warcaster> ws, int at, List<HighCommandCommand.WarcasterChoice> chosen,
            List<HighCommandCommand> actions) {
        if (at == ws.size()) {
            List<HighCommandCommand.WarcasterChoice> choice = s.customDetachments() ? custom(f, chosen) : List.copyOf(chosen);
            if (choice != null) {
                actions.add(new ChooseArmy(f.id(), choice));
            }
            return;
        }
        for (Colour c : ws.get(at).colours()) {
            boolean free = chosen.stream().noneMatch(x -> x.colour() == c);
            int size = cards.copies(f, c).size();
            if (free && (s.customDetachments() ? size >= Armies.DETACHMENT : size == Armies.DETACHMENT)) {
                chosen.add(new HighCommandCommand.WarcasterChoice(ws.get(at).id(), c, List.of()));
                colours(s, f, ws, at + 1, chosen, actions);
                chosen.remove(chosen.size() - 1);
            }
        }
    }

    /** Custom detachments: the first cards of each colour, in pack order, keeping at most 5 of a name; null if none fits. */
    private List<HighCommandCommand.WarcasterChoice> custom(Faction f, List<HighCommandCommand.WarcasterChoice> chosen) {
        Map<String, Integer> names = new HashMap<>();
        List<HighCommandCommand.WarcasterChoice> built = new ArrayList<>();
        for (HighCommandCommand.WarcasterChoice w : chosen) {
            List<String> picked = new ArrayList<>();
            for (String card : cards.copies(f, w.colour())) {
                String name = cards.armyCard(card).name();
                if (picked.size() < Armies.DETACHMENT && names.getOrDefault(name, 0) < Armies.SAME_NAME) {
                    picked.add(card);
                    names.merge(name, 1, Integer::sum);
                }
            }
            if (picked.size() < Armies.DETACHMENT) {
                return null;
            }
            built.add(new HighCommandCommand.WarcasterChoice(w.warcaster(), w.colour(), picked));
        }
        return built;
    }

    /** One card per name: the first copy of each. */
    private static List<String> distinct(List<String> pile) {
        Set<String> seen = new HashSet<>();
        return pile.stream().filter(c -> seen.add(Catalogue.base(c))).toList();
    }
}
