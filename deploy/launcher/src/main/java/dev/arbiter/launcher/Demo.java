package dev.arbiter.launcher;

import dev.arbiter.infra.Readiness;
import dev.arbiter.registry.Registry;
import dev.arbiter.registry.Service;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * deploy/demo [ruleset] [seed]: one game per built ruleset (or the one named) played by bots over the
 * REST API by deploy/demo.py, which prints the commentary, the audit and where to look. Each service
 * is reached at ARBITER_URL_&lt;NAME&gt; when set, else where the local stack runs it.
 */
final class Demo {

    private final Settings settings;
    private final Registry registry;
    private final LocalServices services;
    private final Console console;

    Demo(Settings settings, Registry registry, LocalServices services, Console console) {
        this.settings = settings;
        this.registry = registry;
        this.services = services;
        this.console = console;
    }

    /** The rulesets to play and the seed, from the arguments: [ruleset] [seed]. */
    record Plan(List<Service> rulesets, long seed) {
    }

    Plan plan(List<String> arguments) {
        List<Service> rulesets = registry.builtRulesets();
        List<String> rest = arguments;
        if (!rest.isEmpty() && !rest.get(0).matches("\\d+")) {
            String wanted = rest.get(0);
            rulesets = rulesets.stream().filter(service -> service.name().equals(wanted)).toList();
            if (rulesets.isEmpty()) {
                throw new Failure("no demo for '" + wanted + "': choose one of "
                        + String.join(" ", registry.builtRulesets().stream().map(Service::name).toList()));
            }
            rest = rest.subList(1, rest.size());
        }
        if (rest.size() > 1) {
            throw new Failure("usage: deploy/demo [ruleset] [seed]");
        }
        String seed = rest.isEmpty() ? settings.environment().getOrDefault("DEMO_SEED", "1") : rest.get(0);
        if (!seed.matches("\\d+")) {
            throw new Failure("the seed must be a whole number, not '" + seed + "'");
        }
        return new Plan(rulesets, Long.parseLong(seed));
    }

    /** Where the demo reaches {@code service}. */
    String url(Service service) {
        String configured = settings.environment().get("ARBITER_URL_" + service.envName());
        return configured != null && !configured.isEmpty() ? configured : services.address(service);
    }

    /** Exit status: that of the first game whose demo fails, else 0. */
    int run(List<String> arguments) {
        Plan plan = plan(arguments);
        // the projection's public timeline and the table's replay of each game, when they run
        String projection = readyUrl("projection").orElse("");
        String table = readyUrl("table").orElse("");
        for (Service ruleset : plan.rulesets()) {
            String url = url(ruleset);
            if (!ready(url)) {
                throw new Failure("the " + ruleset.name() + " service does not answer at " + url
                        + "/q/health/ready: start it with deploy/up (see deploy/status)");
            }
            console.info(ruleset.name() + " demo against " + url);
            int status = play(List.of("python3", "-u", settings.root().resolve("deploy/demo.py").toString(),
                    ruleset.name(), url, Long.toString(plan.seed()), projection, table));
            if (status != 0) {
                return status;
            }
        }
        return 0;
    }

    private Optional<String> readyUrl(String name) {
        return registry.built().stream().filter(service -> service.name().equals(name)).findFirst()
                .map(this::url).filter(Demo::ready);
    }

    private static boolean ready(String url) {
        return Readiness.status(url) == 200;
    }

    private static int play(List<String> command) {
        try {
            return new ProcessBuilder(command).inheritIO().start().waitFor();
        } catch (IOException e) {
            throw new Failure("python3 not found (Debian: sudo apt-get install python3)", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 130;
        }
    }
}
