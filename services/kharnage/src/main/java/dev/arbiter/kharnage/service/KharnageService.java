package dev.arbiter.kharnage.service;

import dev.arbiter.kharnage.pack.PackLoader;
import dev.arbiter.kharnage.rules.KharnageRules;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.nio.file.Path;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Makes the Kharnage rules this service's ruleset, over the demo pack and every pack in the
 * configured folder. A pack that fails its schema stops the start-up with the loader's message
 * (file, place and problem), so no game is ever created on broken cards.
 */
public class KharnageService {

    @Produces
    @Singleton
    KharnageRules rules(@ConfigProperty(name = "arbiter.kharnage.packs") Optional<Path> packs) {
        return new KharnageRules(PackLoader.demoAnd(packs.orElse(null)));
    }
}
