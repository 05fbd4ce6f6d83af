package dev.arbiter.warfighter.rules.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.HashSet;
import java.util.List;
import java.util.Map;

/**
 * What must hold between a campaign game's input (its setup's {@code campaign} member), its events and its
 * carry-over (warfighter-war.md §4.4-§4.6; docs/rules/warfighter.md, Campaign; clarifications 54, 56, 59, 78, 79).
 */
final class CampaignInvariants {

    private CampaignInvariants() {
    }

    static void check(Map<?, ?> input, List<WarfighterEvent> events, Map<?, ?> carry) {
        GameOver over = (GameOver) events.get(events.size() - 1);
        String town = events.stream().filter(e -> e instanceof TownEntered).map(e -> ((TownEntered) e).town()).findFirst().orElseThrow();
        if (input.get("next") instanceof Map<?, ?> next && "desperation".equals(next.get("step"))) {
            assertEquals(next.get("town"), town, "a Desperation game enters the Town chosen");
        }
        int desperationBefore = input.containsKey("desperation") ? ((Number) input.get("desperation")).intValue() : 0;
        Map<?, ?> nextOut = (Map<?, ?>) carry.get("next");
        boolean chosen = "desperation".equals(nextOut.get("step"));
        assertEquals(desperationBefore + (chosen ? 1 : 0), ((Number) carry.get("desperation")).intValue(), "one more for a Desperation chosen");
        assertEquals(chosen, events.stream().anyMatch(e -> e instanceof DesperationChosen));

        List<?> played = (List<?>) carry.get("played");
        List<?> discarded = (List<?>) carry.get("discarded");
        assertEquals(played.size(), new HashSet<>(played).size(), "no Town played twice");
        assertTrue(played.stream().noneMatch(discarded::contains), "no Town both played and discarded");
        assertEquals(number(input, "resupply") + gained(events, "resupply"), number(carry, "resupply"), "Resupply Points are what was gained");
        assertEquals(number(input, "promotion") + gained(events, "promotion"), number(carry, "promotion"), "Promotion Points are what was gained");

        switch (over.result()) {
            case "retreat" -> {
                assertEquals("ongoing", carry.get("status"), "a Retreat never ends the campaign (§4.6)");
                assertTrue(discarded.contains(town) && !played.contains(town), "the Town retreated from is discarded");
                assertTrue(events.contains(new Retreated(town, retreatTurn(events), 12)));
                assertFalse(events.stream().anyMatch(e -> e instanceof MissionSucceeded), "no points for a Retreat");
                for (Object army : (List<?>) carry.get("armies")) {
                    assertEquals(0, ((Map<?, ?>) army).get("hits"), "healed to full Manpower");
                    assertEquals(false, ((Map<?, ?>) army).get("downed"));
                }
            }
            case "victory" -> {
                assertTrue(played.contains(town));
                if ("succeeded".equals(carry.get("status"))) {
                    int desperation = number(carry, "desperation");
                    String level = desperation == 0 ? "Legendary" : desperation == 1 ? "Noteworthy" : "Pyrrhic";
                    assertTrue(events.contains(new CampaignEnded("succeeded", level)), "clarification 54: " + desperation + " is " + level);
                } else {
                    assertEquals("ongoing", carry.get("status"));
                }
            }
            default -> assertEquals("failed", carry.get("status"));
        }
    }

    private static int retreatTurn(List<WarfighterEvent> events) {
        return events.stream().filter(e -> e instanceof Retreated).map(e -> ((Retreated) e).turn()).findFirst().orElse(-1);
    }

    private static int number(Map<?, ?> doc, String key) {
        return doc.containsKey(key) ? ((Number) doc.get(key)).intValue() : 0;
    }

    /** The points this game's events gave: the Town's, the unspent Resource Points, the Mission's, a Retreat's, less what the Town Activities spent. */
    private static int gained(List<WarfighterEvent> events, String kind) {
        int sum = 0;
        for (WarfighterEvent e : events) {
            if (e instanceof TownEffectApplied t && t.kind().equals(kind + "Points")) {
                sum += t.amount();
            } else if (e instanceof ResourcesConverted r && kind.equals("resupply")) {
                sum += r.resupplyPoints();
            } else if (e instanceof MissionSucceeded m) {
                sum += kind.equals("resupply") ? m.resupply() : m.promotion();
            } else if (e instanceof Retreated r && kind.equals("resupply")) {
                sum += r.resupply();
            } else {
                sum += kind.equals("resupply") ? spentResupply(e) : earnedPromotion(e);
            }
        }
        return sum;
    }

    /** Resupply Points a Town Activity took, as a negative gain (§4.4 Town Activities). */
    private static int spentResupply(WarfighterEvent e) {
        if (e instanceof AttachmentBought b) {
            return -b.resupply();
        } else if (e instanceof SupplyRefilled r) {
            return -r.resupply();
        } else if (e instanceof ExpendedRefreshed r) {
            return -r.resupply();
        } else if (e instanceof MapActivityUsed m) {
            return -m.resupply();
        }
        return 0;
    }

    /** Promotion Points a Town Activity gave (a sale, a level-up refund) less what it took (§4.4 Town Activities). */
    private static int earnedPromotion(WarfighterEvent e) {
        if (e instanceof AttachmentSold s) {
            return s.promotion();
        } else if (e instanceof SkillBought b) {
            return -b.promotion();
        } else if (e instanceof ArmyLevelledUp l) {
            return l.refund() - l.promotion();
        } else if (e instanceof ArmyPurchased p) {
            return -p.promotion();
        } else if (e instanceof MapActivityUsed m) {
            return -m.promotion();
        }
        return 0;
    }
}
