package dev.arbiter.warmeister.service;

import dev.arbiter.warmeister.rules.WarmeisterRules;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/** Makes the Warmeister rules this service's ruleset. */
public class WarmeisterService {

    @Produces
    @Singleton
    WarmeisterRules rules() {
        return new WarmeisterRules();
    }
}
