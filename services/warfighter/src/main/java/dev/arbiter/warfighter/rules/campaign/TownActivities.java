package dev.arbiter.warfighter.rules.campaign;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Emitter;
import dev.arbiter.warfighter.rules.Evolve;
import dev.arbiter.warfighter.rules.Rulebook;
import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.actions.Abilities;
import dev.arbiter.warfighter.rules.setup.Team;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * §4.4 Town Activities (docs/rules/warfighter.md, Campaign; clarifications 53, 58, 61): the lead seat spends the
 * Promotion and Resupply Points, each Activity as often as the points allow, then leaves the Town. A refused Activity
 * names its rule and changes nothing; {@link #legal} lists exactly the Activities {@link #handle} accepts.
 */
public final class TownActivities {

    private final Catalogue cards;
    private final Team team;

    public TownActivities(Catalogue cards) {
        this.cards = cards;
        this.team = new Team(cards);
    }

    /** Whether the command is a Town Activity (LeaveTown aside). */
    public static boolean isActivity(WarfighterCommand command) {
        return command instanceof BuyAttachment || command instanceof SellAttachment || command instanceof RefillSupply
                || command instanceof RefreshExpended || command instanceof LevelUp || command instanceof BuySkill
                || command instanceof PurchaseArmy || command instanceof MapActivity;
    }

    public void handle(Emitter em, WarfighterCommand command) {
        WarfighterState state = em.state();
        Campaign c = state.campaign();
        if (command instanceof BuyAttachment b) {
            Cards.Attachment card = team.equippable(state, b.army(), b.attachment());
            resupply(c, card.cost(), b.attachment());
            em.emit(new AttachmentBought(b.army(), b.attachment(), card.cost()));
        } else if (command instanceof SellAttachment s) {
            ArmyState army = Team.member(state, s.army());
            Rulebook.BOOK.require(army.attachments().stream().anyMatch(e -> e.attachment().equals(s.attachment())), "town.not-held",
                    "§4.4 Buy and Sell", "Army " + s.army() + " holds no " + s.attachment());
            em.emit(new AttachmentSold(s.army(), s.attachment(), cards.pack.attachment(s.attachment()).orElseThrow().cost()));
        } else if (command instanceof RefillSupply r) {
            int missing = missingSupply(Team.member(state, r.army()));
            Rulebook.BOOK.require(missing > 0, "town.supply-full", "§4.4 Refill Supplies", "Army " + r.army() + " has no Supply to refill");
            resupply(c, 1, "a refill");
            em.emit(new SupplyRefilled(r.army(), missing, 1));
        } else if (command instanceof RefreshExpended r) {
            ArmyState army = Team.member(state, r.army());
            Rulebook.BOOK.require(army.attachments().stream().anyMatch(e -> e.attachment().equals(r.card())) || army.skills().contains(r.card()),
                    "town.not-held", "§4.4 Refresh Expended Ability", "Army " + r.army() + " holds no Attachment or Skill " + r.card());
            int ability = expendedAbility(army, r.card()).orElseThrow(() -> Rulebook.BOOK.violation("town.not-expended",
                    "§4.4 Refresh Expended Ability", r.card() + " has no ability with a use spent"));
            resupply(c, 1, "a refresh");
            em.emit(new ExpendedRefreshed(r.army(), r.card(), ability, 1));
        } else if (command instanceof LevelUp l) {
            levelUp(em, Team.member(state, l.army()));
        } else if (command instanceof BuySkill b) {
            Cards.Skill card = team.trainable(state, b.army(), b.skill());
            promotion(c, card.cost(), b.skill());
            em.emit(new SkillBought(b.army(), b.skill(), card.cost()));
        } else if (command instanceof PurchaseArmy p) {
            Cards.Army card = team.recruitable(state, p.army(), p.seat());
            promotion(c, card.cost(), p.army());
            List<String> granted = new ArrayList<>();
            if (card.campaign() != null) {
                granted.addAll(card.campaign().grantedSkills());
                granted.addAll(card.campaign().grantedAttachments());
            }
            int number = Team.nextNumber(state);
            em.emit(new ArmyPurchased(number, p.army(), p.seat(), card.cost(), granted));
            // clarification 52: an Army new to the team starts with its full Supply
            Integer value = cards.supplyValue(em.state().army(number));
            if (value != null && value > 0) {
                em.emit(new SupplyGained("army", number, value, "purchase"));
            }
        } else if (command instanceof MapActivity m) {
            mapActivity(em, Team.member(state, m.army()));
        } else {
            throw new IllegalArgumentException("not a Town Activity: " + command);
        }
    }

    /** Every Activity {@link #handle} would accept now, each in the one form it takes. */
    public void legal(WarfighterState state, List<WarfighterCommand> legal) {
        List<WarfighterCommand> candidates = new ArrayList<>();
        for (ArmyState army : state.armies()) {
            int n = army.number();
            cards.pack.attachments().forEach(a -> candidates.add(new BuyAttachment(n, a.id())));
            army.attachments().forEach(e -> candidates.add(new SellAttachment(n, e.attachment())));
            candidates.add(new RefillSupply(n));
            new Abilities(cards).sources(army).stream().filter(s -> !s.equals(army.card()))
                    .forEach(s -> candidates.add(new RefreshExpended(n, s)));
            candidates.add(new LevelUp(n));
            cards.pack.skills().forEach(s -> candidates.add(new BuySkill(n, s.id())));
            candidates.add(new MapActivity(n));
        }
        for (Cards.Army card : cards.pack.armies()) {
            for (int seat = 0; seat < state.seats(); seat++) {
                candidates.add(new PurchaseArmy(card.id(), seat));
            }
        }
        for (WarfighterCommand command : candidates) {
            if (accepts(state, command)) {
                legal.add(command);
            }
        }
    }

    private boolean accepts(WarfighterState state, WarfighterCommand command) {
        try {
            handle(new Emitter(new Evolve(cards), state), command);
            return true;
        } catch (RuleViolation refused) {
            return false;
        }
    }

    private static void resupply(Campaign c, int cost, String what) {
        Rulebook.BOOK.require(cost <= c.resupply(), "town.resupply", "§4.4 Town Activities",
                what + " costs " + cost + " Resupply Points, " + c.resupply() + " held");
    }

    private static void promotion(Campaign c, int cost, String what) {
        Rulebook.BOOK.require(cost <= c.promotion(), "town.promotion", "§4.4 Town Activities",
                what + " costs " + cost + " Promotion Points, " + c.promotion() + " held");
    }

    /** The Supply a refill gives: up to the Supply Value; none for a dash-Supply Army. */
    private int missingSupply(ArmyState army) {
        Integer value = cards.supplyValue(army);
        return value == null || army.supply() == null ? 0 : Math.max(0, value - army.supply());
    }

    /** The first ability of the card with a limit of uses and a use spent. */
    private Optional<Integer> expendedAbility(ArmyState army, String card) {
        List<Cards.Ability> abilities = new Abilities(cards).abilitiesOf(card);
        for (int i = 0; i < abilities.size(); i++) {
            if (abilities.get(i).uses() != null && Collections.frequency(army.expended(), Abilities.key(card, i)) > 0) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    /** §4.4 Improve Army, clarification 61: the next level's card, its granted cards, a refund for granted Skills bought. */
    private void levelUp(Emitter em, ArmyState army) {
        Cards.Army from = cards.card(army);
        Cards.CampaignLevel level = from.campaign();
        Cards.Army to = level == null || level.levelUpCost() == null ? null
                : cards.pack.armies().stream().filter(a -> a.campaign() != null && a.campaign().line().equals(level.line())
                        && a.campaign().level() == level.level() + 1).findFirst().orElse(null);
        Rulebook.BOOK.require(to != null, "town.top-level", "§4.4 Improve Army", army.card() + " has no next level");
        promotion(em.state().campaign(), level.levelUpCost(), "levelling up " + army.card());
        List<String> before = new ArrayList<>(level.grantedSkills());
        before.addAll(level.grantedAttachments());
        List<String> after = new ArrayList<>(to.campaign().grantedSkills());
        after.addAll(to.campaign().grantedAttachments());
        List<String> held = new ArrayList<>(army.skills());
        army.attachments().forEach(e -> held.add(e.attachment()));
        List<String> lost = before.stream().filter(card -> !after.contains(card) && held.contains(card)).toList();
        List<String> gained = after.stream().filter(card -> !held.contains(card)).toList();
        // a granted Skill the Army had bought (held, not granted by its old level) refunds its cost
        int refund = to.campaign().grantedSkills().stream().filter(s -> army.skills().contains(s) && !before.contains(s))
                .mapToInt(s -> cards.pack.skill(s).orElseThrow().cost()).sum();
        em.emit(new ArmyLevelledUp(army.number(), from.id(), to.id(), level.levelUpCost(), gained, lost, refund));
    }

    /** §4.4 Map Activities: the Map's one Activity on an Army it can help, at the Map's cost. */
    private void mapActivity(Emitter em, ArmyState army) {
        Campaign c = em.state().campaign();
        Cards.MapActivity activity = cards.pack.campaignMap(c.map()).orElseThrow().activity();
        int promotion = activity.cost().promotion() == null ? 0 : activity.cost().promotion();
        int resupply = activity.cost().resupply() == null ? 0 : activity.cost().resupply();
        int amount = switch (activity.effect()) {
            case "healHit" -> Math.min(1, army.hits());
            case "removePins" -> army.pins();
            case "refillSupply" -> missingSupply(army);
            default -> throw new IllegalStateException("no Map Activity " + activity.effect());
        };
        Rulebook.BOOK.require(amount > 0, "town.activity-target", "§4.4 Map Activities",
                activity.effect() + " would do nothing for Army " + army.number());
        promotion(c, promotion, "the Map Activity");
        resupply(c, resupply, "the Map Activity");
        em.emit(new MapActivityUsed(activity.effect(), army.number(), amount, promotion, resupply));
    }
}
