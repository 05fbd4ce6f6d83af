package dev.arbiter.warmachine.rules;

import dev.arbiter.testkit.PureRules;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class RulesArePureTest {

    @Test
    @DisplayName("docs/architecture.md: the rules use the JDK, the kernel SPI and JTS only, no framework (the module itself depends on the kernel runtime for its pack reader)")
    void rulesUseOnlyTheJdkTheKernelSpiAndJts() {
        PureRules.check("dev.arbiter.warmachine.rules", "org.locationtech.jts");
    }
}
