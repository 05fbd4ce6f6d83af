package dev.arbiter.testkit;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class PureRulesTest {

    @Test
    @DisplayName("a package that uses a library the rules may not use is refused, naming the dependency")
    void impurePackageIsRefused() {
        AssertionError refused = assertThrows(AssertionError.class, () -> PureRules.check("dev.arbiter.testkit"));
        assertTrue(refused.getMessage().contains("io.restassured"), refused.getMessage());
    }
}
