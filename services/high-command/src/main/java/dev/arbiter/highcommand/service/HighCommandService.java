package dev.arbiter.highcommand.service;

import dev.arbiter.highcommand.pack.HighCommandPacks;
import dev.arbiter.highcommand.rules.HighCommandRules;
import dev.arbiter.highcommand.rules.cards.Pack;
import dev.arbiter.kernel.content.ContentPacks;
import dev.arbiter.kernel.content.PackFormat;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/**
 * Makes the High Command rules this service's ruleset, over the content packs the kernel loaded at
 * start-up (the demo pack and those of the folder {@code arbiter.packs}) in High Command's format.
 */
public class HighCommandService {

    @Produces
    @Singleton
    PackFormat<Pack> packFormat() {
        return new HighCommandPacks();
    }

    @Produces
    @Singleton
    HighCommandRules rules(ContentPacks packs) {
        return new HighCommandRules(packs.contents(Pack.class));
    }
}
