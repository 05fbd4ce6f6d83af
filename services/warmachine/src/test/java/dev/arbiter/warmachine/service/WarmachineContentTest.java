package dev.arbiter.warmachine.service;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.testkit.RealInfrastructure;
import dev.arbiter.testkit.ServedPacks;
import dev.arbiter.warmachine.pack.WarmachinePacks;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * WARMACHINE's demo pack as the kernel serves it (GET /content...). The pin's refusal of a game whose pack is gone or
 * changed is the kernel's, the same for every ruleset with packs: it is tested once, in KharnageContentTest.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class WarmachineContentTest {

    @Test
    @DisplayName("GET /content lists the demo pack; /content/demo answers its document with its two army lists and its layout; /content/demo/raw the bytes its sha256 is of")
    void servesPacks() {
        var pack = ServedPacks.checkOnly("warmachine", "demo", WarmachinePacks.demo().sha256());
        assertEquals(List.of("brassmark-clash", "thornwake-clash"), pack.getList("document.lists.id"));
        assertEquals(List.of("crossroads"), pack.getList("document.layouts.id"));
    }
}
