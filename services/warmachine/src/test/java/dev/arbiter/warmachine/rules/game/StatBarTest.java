package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.combat.AttackResult;
import dev.arbiter.warmachine.rules.combat.Fact;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.*;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;
import dev.arbiter.warmachine.rules.geometry.BaseSize;
import dev.arbiter.warmachine.rules.geometry.Figure;
import dev.arbiter.warmachine.rules.geometry.Trait;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static dev.arbiter.warmachine.rules.game.Duel.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Rulebook "Model Statistics" (B15; EX113): the stat bar's icons and base size, read from the pack, act in a game. */
class StatBarTest {

    @Test
    @DisplayName("EX113, C12, C14: Wren's stat bar (Pathfinder, Stealth, a 30 mm base) makes her figure, and Thorne's Thorn Lance from beyond 5\" misses her without dice")
    void ex113TheStatBarIconsActInTheGame() {
        var game = passTurn(activating(at(WREN, 24, 20, 90), at(THORNE, 24, 28, 270))).game();
        Figure wren = new Catalogue(PACK).figure(game.state().model(WREN).orElseThrow());
        assertEquals(BaseSize.SMALL, wren.base());
        assertEquals(Set.of(Trait.PATHFINDER, Trait.STEALTH), wren.traits());
        var thorne = game.when(1, new EndControl()).then().when(1, new Activate(THORNE, null)).then();
        Attacked lance = (Attacked) thorne.when(1, new CastSpell(THORNE, "Thorn Lance", WREN, false, false)).events().get(2);
        assertTrue(lance.facts().contains(Fact.STEALTH_BEYOND_FIVE_INCHES), "about 6.8\" apart, edge to edge");
        assertEquals(AttackResult.How.STEALTH, lance.roll().how());
    }
}
