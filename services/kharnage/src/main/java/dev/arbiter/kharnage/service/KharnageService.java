package dev.arbiter.kharnage.service;

import dev.arbiter.kernel.content.ContentPacks;
import dev.arbiter.kernel.content.PackFormat;
import dev.arbiter.kharnage.pack.KharnagePacks;
import dev.arbiter.kharnage.rules.KharnageRules;
import dev.arbiter.kharnage.rules.Pack;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/**
 * Makes the Kharnage rules this service's ruleset, over the content packs the kernel loaded at
 * start-up (the demo pack and those of the folder {@code arbiter.packs}) in Kharnage's format.
 */
public class KharnageService {

    @Produces
    @Singleton
    PackFormat<Pack> packFormat() {
        return new KharnagePacks();
    }

    @Produces
    @Singleton
    KharnageRules rules(ContentPacks packs) {
        return new KharnageRules(packs.contents(Pack.class));
    }
}
