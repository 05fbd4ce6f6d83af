package dev.arbiter.warfighter.service;

import dev.arbiter.kernel.content.ContentPacks;
import dev.arbiter.kernel.content.PackFormat;
import dev.arbiter.warfighter.pack.WarfighterPacks;
import dev.arbiter.warfighter.rules.Pack;
import dev.arbiter.warfighter.rules.WarfighterRules;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/**
 * Makes the Warfighter rules this service's ruleset, over the content packs the kernel loaded at
 * start-up (the demo pack and those of the folder {@code arbiter.packs}) in Warfighter's format.
 */
public class WarfighterService {

    @Produces
    @Singleton
    PackFormat<Pack> packFormat() {
        return new WarfighterPacks();
    }

    @Produces
    @Singleton
    WarfighterRules rules(ContentPacks packs) {
        return new WarfighterRules(packs.contents(Pack.class));
    }
}
