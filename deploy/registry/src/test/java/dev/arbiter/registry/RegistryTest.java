package dev.arbiter.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A registry that contradicts itself is refused with the services and the field it is about. */
class RegistryTest {

    private static final String IMAGES = "ghcr.io/arbiter";

    private static Service ruleset(String name, int port) {
        return new Service(name, Service.Kind.RULESET, "services/" + name, port, "arbiter_" + name.replace('-', '_'),
                Registry.topicOf(name), true, "a game", null);
    }

    @Test
    void imagesWithoutAGroupAreRefused() {
        var problem = assertThrows(IllegalArgumentException.class, () -> new Registry("ghcr.io", List.of(ruleset("warmeister", 8081))));
        assertEquals("images must be a registry host and a group, like ghcr.io/arbiter, not ghcr.io", problem.getMessage());
    }

    @Test
    void aServicesImageIsItsNameUnderTheImages() {
        Service warmeister = ruleset("warmeister", 8081);
        assertEquals("registry.example:5000/games/warmeister",
                new Registry("registry.example:5000/games", List.of(warmeister)).imageOf(warmeister));
    }

    @Test
    void twoServicesOnOnePortAreRefused() {
        var problem = assertThrows(IllegalArgumentException.class,
                () -> new Registry(IMAGES, List.of(ruleset("warmeister", 8081), ruleset("kharnage", 8081))));
        assertEquals("services warmeister and kharnage have the same port 8081", problem.getMessage());
    }

    @Test
    void aRulesetTopicOtherThanTheKernelsIsRefused() {
        Service wrong = new Service("kharnage", Service.Kind.RULESET, "services/kharnage", 8082, "arbiter_kharnage",
                "kharnage-events", true, "a game", null);
        var problem = assertThrows(IllegalArgumentException.class, () -> new Registry(IMAGES, List.of(wrong)));
        assertEquals("service kharnage: a ruleset's topic is arbiter.kharnage.events (the kernel's publication relay names it so), not kharnage-events",
                problem.getMessage());
    }

    @Test
    void theProjectionPublishesNoTopic() {
        Service projection = new Service("projection", Service.Kind.PROJECTION, "services/projection", 8090,
                "arbiter_projection", "arbiter.projection.events", true, "read models", null);
        var problem = assertThrows(IllegalArgumentException.class, () -> new Registry(IMAGES, List.of(projection)));
        assertEquals("service projection: only rulesets publish a topic", problem.getMessage());
    }

    private static Service table(String database) {
        return new Service("table", Service.Kind.WEB, "services/table", 8088, database, null, true, "the web table", null);
    }

    @Test
    void aWebServiceNeedsNoDatabaseAndIsNoBackend() {
        Registry registry = new Registry(IMAGES, List.of(ruleset("warmeister", 8081), ruleset("kharnage", 8082), table(null)));
        assertEquals(List.of("warmeister", "kharnage"), registry.builtBackends().stream().map(Service::name).toList());
        assertEquals("TABLE_KHARNAGE_URL", table(null).webUrlVariable(registry.services().get(1)));
    }

    @Test
    void twoWebServicesWithoutDatabasesDoNotShareOne() {
        Service lobby = new Service("lobby", Service.Kind.WEB, "services/lobby", 8089, null, null, true, "a lobby", null);
        assertEquals(2, new Registry(IMAGES, List.of(table(null), lobby)).built().size());
    }

    @Test
    void aWebServiceWithADatabaseIsRefused() {
        var problem = assertThrows(IllegalArgumentException.class, () -> new Registry(IMAGES, List.of(table("arbiter_table"))));
        assertEquals("service table: a web service keeps no data, so it has no database", problem.getMessage());
    }

    @Test
    void aRulesetWithoutADatabaseIsRefused() {
        Service noDatabase = new Service("kharnage", Service.Kind.RULESET, "services/kharnage", 8082, null,
                Registry.topicOf("kharnage"), true, "a game", null);
        var problem = assertThrows(IllegalArgumentException.class, () -> new Registry(IMAGES, List.of(noDatabase)));
        assertEquals("service kharnage: a ruleset keeps its data in a database of its own, and none is named", problem.getMessage());
    }

    @Test
    void aConsistentRegistryListsItsBuiltRulesets() {
        Service planned = new Service("warfighter", Service.Kind.RULESET, "services/warfighter", 8084, "arbiter_warfighter",
                Registry.topicOf("warfighter"), false, "co-op", null);
        Registry registry = new Registry(IMAGES, List.of(ruleset("warmeister", 8081), planned));
        assertEquals(List.of("warmeister"), registry.builtRulesets().stream().map(Service::name).toList());
    }
}
