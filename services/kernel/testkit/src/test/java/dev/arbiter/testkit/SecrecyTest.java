package dev.arbiter.testkit;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.peek.PeekRules;
import dev.arbiter.testkit.peek.PeekRules.Leak;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SecrecyTest {

    private static final Setup TWO = new Setup(2, Map.of());

    @Test
    @DisplayName("rules whose secrets all carry @Secret pass the check in whole games")
    void markedSecretsPass() {
        for (long seed = 1; seed <= 20; seed++) {
            new Playout<>(Secrecy.checked(new PeekRules(Leak.NONE), 2), TWO, 100, List.of()).play(seed);
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "EVENT, the events it is shown change",
        "SHUFFLE, the face of",
        "CHOICE, and never in its view",
        "VIEW, view changes when only",
        "LEGAL_ACTIONS, legal actions change when only",
        "REFUSAL, is answered differently"})
    @DisplayName("a secret given away unmarked is caught: in an event, a shuffle's rolls, a choice made face down, the view, the legal actions, a refusal")
    void unmarkedSecretsAreCaught(Leak leak, String symptom) {
        AssertionError caught = assertThrows(AssertionError.class, () -> {
            for (long seed = 1; seed <= 20; seed++) {
                new Playout<>(Secrecy.checked(new PeekRules(leak), 2), TWO, 100, List.of()).play(seed);
            }
        });
        assertTrue(caught.getMessage().startsWith("hidden information given away: ") && caught.getMessage().contains(symptom),
                caught.getMessage());
    }
}
