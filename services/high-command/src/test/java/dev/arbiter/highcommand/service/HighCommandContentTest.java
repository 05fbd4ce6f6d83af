package dev.arbiter.highcommand.service;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.highcommand.pack.HighCommandPacks;
import dev.arbiter.testkit.RealInfrastructure;
import dev.arbiter.testkit.ServedPacks;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * High Command's demo pack as the kernel serves it (GET /content...). The pin's refusal of a game
 * whose pack is gone or changed is the kernel's, the same for every ruleset with packs: it is
 * tested once, in KharnageContentTest.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class HighCommandContentTest {

    @Test
    @DisplayName("GET /content lists the demo pack; /content/demo answers its document, its four factions; /content/demo/raw the bytes its sha256 is of")
    void servesPacks() {
        var pack = ServedPacks.checkOnly("high-command", "demo", HighCommandPacks.demo().sha256());
        assertEquals(List.of("cygnar", "protectorate", "khador", "cryx"), pack.getList("document.factions.id"));
    }
}
