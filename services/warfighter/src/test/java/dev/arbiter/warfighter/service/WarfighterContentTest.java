package dev.arbiter.warfighter.service;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.testkit.RealInfrastructure;
import dev.arbiter.testkit.ServedPacks;
import dev.arbiter.warfighter.pack.WarfighterPacks;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Warfighter's demo pack as the kernel serves it (GET /content...). The pin's refusal of a game
 * whose pack is gone or changed is the kernel's, the same for every ruleset with packs: it is
 * tested once, in KharnageContentTest.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class WarfighterContentTest {

    @Test
    @DisplayName("GET /content lists the demo pack; /content/demo answers its document, its region and missions; /content/demo/raw the bytes its sha256 is of")
    void servesPacks() {
        var pack = ServedPacks.checkOnly("warfighter", "demo", WarfighterPacks.demo().sha256());
        assertEquals(List.of("europe"), pack.getList("document.regions.id"));
        assertEquals(List.of("probe", "going-again", "major-push", "clear-the-lanes", "keep-moving", "hold-at-all-costs"),
                pack.getList("document.missions.id"));
    }
}
