package dev.arbiter.warmeister.rules;

import dev.arbiter.testkit.PureRules;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class RulesArePureTest {

    @Test
    @DisplayName("docs/architecture.md: the rules use the JDK and the kernel SPI only, no framework")
    void rulesUseOnlyTheJdkAndTheKernelSpi() {
        PureRules.check("dev.arbiter.warmeister.rules");
    }
}
