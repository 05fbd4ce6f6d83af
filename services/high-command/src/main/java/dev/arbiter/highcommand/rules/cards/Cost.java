package dev.arbiter.highcommand.rules.cards;

/** A purchase or rush box (ARMY CARD 11-12, WARCASTER CARD 8): CMD and WAR to pay, each with its own type (clarification 5). */
public record Cost(int cmd, int war) {

    public Cost {
        if (cmd < 0 || war < 0) {
            throw new IllegalArgumentException("negative cost: " + cmd + " CMD, " + war + " WAR");
        }
    }
}
