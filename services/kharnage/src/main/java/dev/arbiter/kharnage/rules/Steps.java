package dev.arbiter.kharnage.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * kharnage.md, BATTLE CARD ACTIONS: a card resolves top to bottom: Reinforcement, its attacks
 * left to right, its Power; then the skills that act "after all the attacks" (Veteran, Flight).
 */
final class Steps {

    static final String REINFORCEMENT = "reinforcement";
    static final String POWER = "power";
    static final String VETERAN = "veteran";
    static final String FLIGHT = "flight";

    private Steps() {
    }

    static List<String> of(BattleCard card) {
        List<String> steps = new ArrayList<>();
        steps.add(REINFORCEMENT);
        for (int i = 1; i <= card.attacks().size(); i++) {
            steps.add(attack(i));
        }
        if (card.power() != null) {
            steps.add(POWER);
        }
        steps.add(VETERAN);
        steps.add(FLIGHT);
        return steps;
    }

    static String attack(int number) {
        return "attack-" + number;
    }

    /** The 0-based index of the card attack a step names, or -1. */
    static int attackIndex(String step) {
        return step.startsWith("attack-") ? Integer.parseInt(step.substring("attack-".length())) - 1 : -1;
    }

    /** The step after {@code step}, or null when the card is done. */
    static String after(BattleCard card, String step) {
        List<String> steps = of(card);
        int index = steps.indexOf(step);
        return index + 1 < steps.size() ? steps.get(index + 1) : null;
    }
}
