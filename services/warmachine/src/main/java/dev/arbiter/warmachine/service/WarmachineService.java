package dev.arbiter.warmachine.service;

import dev.arbiter.kernel.content.ContentPacks;
import dev.arbiter.kernel.content.PackFormat;
import dev.arbiter.warmachine.pack.WarmachinePacks;
import dev.arbiter.warmachine.rules.Pack;
import dev.arbiter.warmachine.rules.game.Measurements;
import dev.arbiter.warmachine.rules.game.WarmachineRules;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import java.util.List;

/**
 * Makes the WARMACHINE Prime rules this service's ruleset, over the content packs the kernel loaded at start-up in
 * WARMACHINE's format: the demo pack shipped in the jar, first and so the default, and those of the folder
 * {@code arbiter.packs}. A game chooses its pack with the setup option {@code pack}.
 */
public class WarmachineService {

    @Produces
    @Singleton
    PackFormat<Pack> packFormat() {
        return new WarmachinePacks();
    }

    @Produces
    @Singleton
    WarmachineRules rules(ContentPacks packs) {
        return new WarmachineRules(played(packs));
    }

    @Produces
    @Singleton
    Measurements measurements(ContentPacks packs) {
        return new Measurements(played(packs));
    }

    private static List<Pack> played(ContentPacks packs) {
        return packs.contents(Pack.class);
    }
}
