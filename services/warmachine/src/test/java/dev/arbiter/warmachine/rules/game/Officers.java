package dev.arbiter.warmachine.rules.game;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.content.PackLoader;
import dev.arbiter.kernel.game.AutomaticSteps;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.testkit.ScriptedDice;
import dev.arbiter.warmachine.pack.WarmachinePacks;
import dev.arbiter.warmachine.rules.Pack;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A game with units led by Officers: the demo pack with test/resources/packs/officers.json added to it, read by the
 * pack loader so that the schema and the pack's checks pass on it. Seat 0 fields "officers-brassmark" (a unit with an
 * Officer and a Leader, a unit led by an Officer without a Leader, a unit with two specialists), seat 1 the demo's
 * Thornwake list; every model stands in a line along its edge.
 */
final class Officers {

    static final Pack PACK = read();
    static final WarmachineRules RULES = new WarmachineRules(PACK);

    static final String VANGUARD = "s0-ironcoat-vanguard-1";
    static final String GANG = "s0-dock-gang-1";
    static final String SECTION = "s0-ironcoat-section-1";

    private Officers() {
    }

    private static Pack read() {
        ObjectMapper json = new ObjectMapper();
        try (InputStream demo = resource(WarmachinePacks.DEMO); InputStream added = resource("packs/officers.json")) {
            ObjectNode root = (ObjectNode) json.readTree(demo);
            ObjectNode more = (ObjectNode) json.readTree(added);
            root.put("pack", "officers");
            for (String part : List.of("models", "lists")) {
                ((ArrayNode) root.get(part)).addAll((ArrayNode) more.get(part));
            }
            return new PackLoader<>(new WarmachinePacks()).parse(json.writeValueAsBytes(root), "officers.json").content();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static InputStream resource(String name) {
        return Officers.class.getClassLoader().getResourceAsStream(name);
    }

    static RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> mustered() {
        return mustered("mosh-pit");
    }

    static RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> mustered(String scenario) {
        Setup setup = new Setup(2, Map.of("lists", List.of("officers-brassmark", "thornwake-clash"), "scenario", scenario));
        return RulesFixture.of(RULES, setup).given(Duel.opening());
    }

    /** Seat 0's first Activation Phase, every model deployed in a line along its edge. */
    static RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> activating() {
        return activating("mosh-pit");
    }

    static RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> activating(String scenario) {
        RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> game = mustered(scenario);
        List<WarmachineEvent> events = new ArrayList<>();
        int[] placed = {0, 0};
        for (ModelState m : game.state().models()) {
            int i = placed[m.seat()]++;
            events.add(Duel.at(m.id(), 1.5 + 2.2 * i, m.seat() == 0 ? 2 : 46, m.seat() == 0 ? 90 : 270));
        }
        events.add(new FocusChanged("s0-vance-1", 6, "starting"));
        events.add(new FocusChanged("s1-thorne-1", 7, "starting"));
        game = game.given(events);
        return game.given(AutomaticSteps.run(RULES, game.state(), new ScriptedDice()).events()).given(new ControlEnded(0));
    }
}
