package dev.arbiter.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.launcher.Launcher.Command;
import dev.arbiter.registry.Registry;
import dev.arbiter.registry.Repository;
import dev.arbiter.registry.Service;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The options deploy/up, deploy/down and deploy/demo take (docs/operations.md, "Local stack"). */
class CommandTest {

    @Test
    @DisplayName("up takes --no-build and --demo, down takes --purge; anything else is named as unknown")
    void options() {
        assertTrue(Command.parse(List.of("up", "--no-build", "--demo")).has("--demo"));
        assertTrue(Command.parse(List.of("down", "--purge")).has("--purge"));
        assertTrue(Command.parse(List.of("up", "--help")).help());

        Failure up = assertThrows(Failure.class, () -> Command.parse(List.of("up", "--purge")));
        assertEquals("unknown option: --purge (usage: deploy/up [--no-build] [--demo])", up.getMessage());
        Failure down = assertThrows(Failure.class, () -> Command.parse(List.of("down", "-f")));
        assertEquals("unknown option: -f (usage: deploy/down [--purge])", down.getMessage());
        Failure status = assertThrows(Failure.class, () -> Command.parse(List.of("status", "--all")));
        assertEquals("unknown option: --all (usage: deploy/status)", status.getMessage());
        assertThrows(Failure.class, () -> Command.parse(List.of("start")));
    }

    @Test
    @DisplayName("the usage of up shows the state folder and ports in force")
    void upUsage() {
        String usage = Command.upUsage(new Settings(Path.of("/repo"), Map.of("KAFKA_PORT", "19092", "ARBITER_HOME", "/var/tmp/a")));
        assertTrue(usage.contains("(now: /var/tmp/a)"), usage);
        assertTrue(usage.contains("KAFKA_PORT=19092 KAFKA_CONTROLLER_PORT=9093 PG_THROWAWAY_PORT=15432"), usage);
    }

    @Test
    @DisplayName("demo plays every built ruleset with seed 1 (or DEMO_SEED), or the one named, with the seed given")
    void demoPlan() throws IOException {
        Path root = Repository.root();
        Registry registry = Registry.read(root);
        Demo defaults = demo(root, registry, Map.of());
        assertEquals(registry.builtRulesets(), defaults.plan(List.of()).rulesets());
        assertEquals(1, defaults.plan(List.of()).seed());
        assertEquals(7, demo(root, registry, Map.of("DEMO_SEED", "7")).plan(List.of()).seed());

        Demo.Plan one = defaults.plan(List.of("kharnage", "42"));
        assertEquals(List.of("kharnage"), one.rulesets().stream().map(Service::name).toList());
        assertEquals(42, one.seed());
        assertEquals(registry.builtRulesets(), defaults.plan(List.of("5")).rulesets());

        Failure unknown = assertThrows(Failure.class, () -> defaults.plan(List.of("chess")));
        assertTrue(unknown.getMessage().startsWith("no demo for 'chess': choose one of warmeister kharnage"), unknown.getMessage());
        Failure seed = assertThrows(Failure.class, () -> defaults.plan(List.of("kharnage", "x1")));
        assertEquals("the seed must be a whole number, not 'x1'", seed.getMessage());
    }

    @Test
    @DisplayName("ARBITER_URL_<NAME> sends the demo to a service elsewhere")
    void demoUrl() throws IOException {
        Path root = Repository.root();
        Registry registry = Registry.read(root);
        Service highCommand = registry.builtRulesets().stream().filter(s -> s.name().equals("high-command")).findFirst().orElseThrow();
        assertEquals("http://10.0.0.5:8083", demo(root, registry, Map.of("ARBITER_URL_HIGH_COMMAND", "http://10.0.0.5:8083")).url(highCommand));
    }

    private static Demo demo(Path root, Registry registry, Map<String, String> environment) {
        Settings settings = new Settings(root, Map.of("ARBITER_HOME", root.resolve("target/no-such-home").toString()));
        Settings withEnvironment = new Settings(root, merge(settings.environment(), environment));
        Console console = new Console(root);
        return new Demo(withEnvironment, registry, new LocalServices(withEnvironment, registry, new Home(withEnvironment.home()), console), console);
    }

    private static Map<String, String> merge(Map<String, String> a, Map<String, String> b) {
        var all = new java.util.HashMap<>(a);
        all.putAll(b);
        return all;
    }
}
