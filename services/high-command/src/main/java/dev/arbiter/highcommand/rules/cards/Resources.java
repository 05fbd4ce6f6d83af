package dev.arbiter.highcommand.rules.cards;

/**
 * Resource icons (ARMY CARD 1, LOCATION CARD 1): what a card gives when discarded for resources,
 * one of the two per discard (ORDERS). 0 stands for an icon the card lacks; a card with both is
 * versatile.
 */
public record Resources(int cmd, int war) {

    public static final Resources NONE = new Resources(0, 0);

    public Resources {
        if (cmd < 0 || war < 0) {
            throw new IllegalArgumentException("negative resources: " + cmd + " CMD, " + war + " WAR");
        }
    }

    public boolean gives(ResourceType type) {
        return amount(type) > 0;
    }

    public int amount(ResourceType type) {
        return type == ResourceType.cmd ? cmd : war;
    }

    public boolean none() {
        return cmd == 0 && war == 0;
    }

    public Resources plus(Resources other) {
        return new Resources(cmd + other.cmd, war + other.war);
    }
}
