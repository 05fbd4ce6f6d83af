package dev.arbiter.kernel.dicerace;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;

/** Makes the test ruleset the service's ruleset, as each real service does with its own. */
public class DiceRaceService {

    @Produces
    @ApplicationScoped
    DiceRaceRules rules() {
        return new DiceRaceRules();
    }
}
