package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.Deploy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static dev.arbiter.warmachine.rules.game.Officers.VANGUARD;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Which content pack a game plays (docs/rules/warmachine.md, Content packs; rulebook "Building Your Army": each player
 * brings an army list, here one of the chosen pack's): the setup option {@code pack} picks one of the loaded packs,
 * the first by default, and the game keeps reading that pack's cards. The rules here hold the demo pack (with the test
 * lists of {@link Duel}) first and the officers pack ({@link Officers}, read through the real loader) second; the
 * Officer "vanguard-captain" and the list "officers-brassmark" are in the second only.
 */
class PackChoiceTest {

    private static final WarmachineRules RULES = new WarmachineRules(List.of(Duel.PACK, Officers.PACK));
    private static final Measurements MEASUREMENTS = new Measurements(List.of(Duel.PACK, Officers.PACK));
    private static final String CAPTAIN = VANGUARD + "-5";

    @Test
    @DisplayName("pack \"officers\": the game musters that pack's list and every later decision and measurement reads its cards")
    void aGameSetUpOnTheSecondPackPlaysIt() {
        Setup setup = new Setup(2, Map.of("pack", "officers", "lists", List.of("officers-brassmark", "thornwake-clash")));
        var game = RulesFixture.of(RULES, setup).given(Duel.opening());
        assertEquals("officers", game.state().pack());
        assertTrue(RULES.contentPack(game.state()).startsWith("officers@"), "the game pins the pack it plays");
        assertEquals(CAPTAIN, game.state().commander(VANGUARD).orElseThrow().id(), "mustered from the officers pack's cards");

        game.when(0, new Deploy(VANGUARD + "-1", 10, 3, 90)).thenViolation("deploy.leader-first");
        var deployed = game.when(0, new Deploy(CAPTAIN, 10, 3, 90)).then();

        Measurements.Threat threat = MEASUREMENTS.threat(deployed.state(), CAPTAIN);
        assertEquals(Wire.of(6), threat.speed(), "the Vanguard Captain's SPD, a card only the officers pack has");
        assertEquals(Wire.of(0.5), threat.meleeRange(), "its Sabre");
    }

    @Test
    @DisplayName("clarification 70: both lists come from the one pack the game plays; a list of another loaded pack is unknown")
    void bothListsComeFromTheChosenPack() {
        Setup mixed = new Setup(2, Map.of("pack", "officers", "lists", List.of("officers-brassmark", "duel-thornwake")));
        assertEquals("setup.unknown-list", assertThrows(RuleViolation.class, () -> RULES.initialState(mixed)).rule(),
                "duel-thornwake is a list of the first pack only");
    }

    @Test
    @DisplayName("no pack named: the game plays the first pack given, whichever it is")
    void theDefaultIsTheFirstPack() {
        WarmachineState state = RULES.initialState(new Setup(2, Map.of()));
        assertEquals(Duel.PACK.pack(), state.pack());
        assertEquals(List.of("brassmark-clash", "thornwake-clash"), state.lists());
        assertEquals("setup.unknown-list", assertThrows(RuleViolation.class, () -> RULES.initialState(
                new Setup(2, Map.of("lists", List.of("officers-brassmark", "thornwake-clash"))))).rule(),
                "the second pack's lists are not played unless it is chosen");

        WarmachineRules officersFirst = new WarmachineRules(List.of(Officers.PACK, Duel.PACK));
        assertEquals("officers", officersFirst.initialState(new Setup(2, Map.of())).pack());
    }

    @Test
    @DisplayName("an unknown pack id is refused with setup.unknown-pack, naming the packs there are")
    void anUnknownPackIsRefused() {
        RuleViolation refused = assertThrows(RuleViolation.class,
                () -> RULES.initialState(new Setup(2, Map.of("pack", "nowhere"))));
        assertEquals("setup.unknown-pack", refused.rule());
        assertTrue(refused.getMessage().contains("nowhere") && refused.getMessage().contains("[" + Duel.PACK.pack() + ", officers]"),
                refused.getMessage());
    }
}
